import KeyboardAvoidance

extension ScriptDecoder {
  /// Every key a view may have, in the order ``fields(of:keys:)`` reports them.
  static let viewKeys = KeyTable([
    "id", "kind", "frame", "children", "safeArea", "contentSize", "contentOffset", "contentInset",
    "indicatorInsets", "scrollEnabled", "axis", "ignoresScrolling", "ignoresInset",
    "restorePolicy", "distance", "avoidance",
  ])

  /// Decodes the root view and everything under it into ``tree``, parents before children,
  /// without recursion.
  mutating func decodeRoot(_ index: Index) throws(ScriptError) {
    let outerPath = path
    path = []
    defer {
      path = outerPath
      currentView = nil
    }
    var pending: [(view: Index, link: ViewLink)] = [(index, ViewLink(parent: -1, child: 0))]
    while let (view, link) = pending.popLast() {
      currentView = views.count
      views.append(link)
      let decoded = try decodeView(view, isRoot: link.parent < 0)
      let kind = decoded.node.kind
      if link.parent < 0 {
        tree = ViewTree(windowSize: windowSize, root: decoded.node)
        tree.reserveCapacity(document.viewCountBound(ofSubtree: view))
      } else {
        guard tree.count < ScriptLimits.maximumViews else {
          throw error(.tooMany(limit: ScriptLimits.maximumViews, noun: "views"), at: view)
        }
        do {
          try tree.insert(decoded.node, underSlot: Int32(truncatingIfNeeded: link.parent))
        } catch {
          throw duplicateError(for: decoded.node.id, in: view)
        }
      }
      if let key = document.stringKey(decoded.idValue) {
        ids.insert(key, slot: Int32(truncatingIfNeeded: views.count - 1), kind: kind)
      }
      guard let children = decoded.children else { continue }
      // Push the children last to first, so that they are decoded first to last.
      let parent = views.count - 1
      let firstPending = pending.count
      for (position, child) in document.elements(children).enumerated() {
        pending.append((child, ViewLink(parent: parent, child: position)))
      }
      var low = firstPending
      var high = pending.count - 1
      while low < high {
        pending.swapAt(low, high)
        low += 1
        high -= 1
      }
    }
  }

  /// A view decoded from its object: the view, its `children` array if any, and the value of
  /// its `id`.
  struct DecodedView {
    var node: ViewNode
    var children: Index?
    var idValue: Index
  }

  /// The names of the view kinds, in the order of `ViewKind.allCases`.
  static let viewKindNames = KeyTable([
    "view", "scroll", "table", "collection", "stack", "cell", "textField", "textView",
  ])

  /// For each view kind (in the order of `ViewKind.allCases`), the ``viewKeys`` it takes as
  /// bits, per ``applies(_:to:isRoot:)``; a root also takes `safeArea`.
  static let viewKeyMasks: [UInt32] = ViewKind.allCases.map { kind in
    (0..<viewKeys.count).reduce(0) { mask, position in
      applies(position, to: kind, isRoot: false) ? mask | 1 << UInt32(position) : mask
    }
  }

  /// Decodes one view's own keys.
  mutating func decodeView(_ index: Index, isRoot: Bool) throws(ScriptError) -> DecodedView {
    let fields = try fields(of: index, keys: Self.viewKeys)
    guard let idIndex = fields[0] else { throw error(.missingKey("id"), at: index) }
    let id = try at(.key("id")) { decoder throws(ScriptError) in try decoder.newID(idIndex) }
    var kind = ViewKind.view
    if let kindIndex = fields[1] {
      if let position = document.match(kindIndex, in: Self.viewKindNames),
        position < ViewKind.allCases.count
      {
        kind = ViewKind.allCases[position]
      } else {
        kind = try at(.key("kind")) { decoder throws(ScriptError) in
          try decoder.enumeration(kindIndex, as: ViewKind.self)
        }
      }
    }
    let kindPosition = ViewKind.allCases.firstIndex(of: kind) ?? 0
    let allowed = Self.viewKeyMasks[kindPosition] | (isRoot ? 1 << 4 : 0)
    if fields.present & ~allowed != 0 {
      for position in 0..<fields.count where fields[position] != nil {
        guard Self.applies(position, to: kind, isRoot: isRoot) else {
          let key = Self.viewKeys.names[position]
          throw error(
            .keyNotForKind(key: PathComponent.key(key).text(in: nil), kind: kind.rawValue),
            atOffset: keyOffset(key, in: index), .key(key))
        }
      }
    }
    guard let frameIndex = fields[2] else { throw error(.missingKey("frame"), at: index) }
    var node = ViewNode(id: id, kind: kind, frame: .zero)
    node.frame = try at(.key("frame")) { decoder throws(ScriptError) in
      try decoder.rect(frameIndex)
    }
    node.contentSize = node.frame.size
    try decodeViewProperties(fields, into: &node, isRoot: isRoot)
    var children: Index?
    if let childrenIndex = fields[3] {
      guard document.kind(childrenIndex) == .array else {
        throw error(
          .typeMismatch(expected: "an array of views", found: found(childrenIndex)),
          at: childrenIndex, .key("children"))
      }
      children = childrenIndex
    }
    return DecodedView(node: node, children: children, idValue: idIndex)
  }

  /// Decodes the optional keys of a view, which ``applies(_:to:isRoot:)`` has already checked.
  private mutating func decodeViewProperties(
    _ fields: Fields, into node: inout ViewNode, isRoot: Bool
  ) throws(ScriptError) {
    var remaining = fields.present & ~0b1111
    while remaining != 0 {
      let position = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      guard let value = fields[position] else { continue }
      try at(.key(Self.viewKeys.names[position])) { decoder throws(ScriptError) in
        switch position {
        case 4:
          // The root's bars; a scroll container's automatic adjustment; both for a root that
          // scrolls.
          let insets = try decoder.insets(value)
          if isRoot { node.safeAreaInsets = insets }
          if node.kind.isScrollContainer { node.contentInsetAdjustment = insets }
        case 5: node.contentSize = try decoder.size(value)
        case 6: node.contentOffset = try decoder.point(value)
        case 7: node.contentInset = try decoder.insets(value)
        case 8: node.indicatorInsets = try decoder.insets(value)
        case 9: node.scrollEnabled = try decoder.bool(value)
        case 10: node.axis = try decoder.enumeration(value, as: LayoutAxis.self)
        case 11: node.ignoresScrolling = try decoder.bool(value)
        case 12: node.ignoresInset = try decoder.bool(value)
        case 13: node.restorePolicy = try decoder.enumeration(value, as: RestorePolicy.self)
        case 14: node.distance = try decoder.nonNegative(value)
        default: node.avoidance = try decoder.enumeration(value, as: Avoidance.self)
        }
      }
    }
  }

  /// Whether the view key at `position` of ``viewKeys`` belongs to a kind (SCRIPT.md's view
  /// table).
  static func applies(_ position: Int, to kind: ViewKind, isRoot: Bool) -> Bool {
    switch position {
    case 0, 1, 2: true  // id, kind, frame
    case 3: kind.canHaveChildren  // children
    case 4: isRoot || kind.isScrollContainer  // safeArea
    case 10: kind.isScrollContainer || kind == .stack  // axis
    case 14, 15: kind.isField  // distance, avoidance
    default: kind.isScrollContainer
    }
  }

  /// Whether the view key named `key` belongs to a kind; `false` for a name that is not a view
  /// key.
  static func applies(_ key: String, to kind: ViewKind, isRoot: Bool) -> Bool {
    guard let position = viewKeys.strings.firstIndex(of: key) else {
      return false
    }
    return applies(position, to: kind, isRoot: isRoot)
  }

  /// A new, non-empty view id; remembers where it is used (inserting the view finds a
  /// duplicate).
  mutating func newID(_ index: Index) throws(ScriptError) -> ViewID {
    let text = try string(index)
    guard !text.isEmpty else { throw error(.emptyID, at: index) }
    idOffsets.append(document.offset(index))
    return ViewID(text)
  }

  /// The error for a view whose id an earlier view took (the only way inserting a decoded view
  /// can fail), naming where the id was first used.
  func duplicateError(for id: ViewID, in view: Index) -> ScriptError {
    var idIndex = view
    for member in document.rawMembers(view)
    where document.match(member.key, in: Self.viewKeys) == 0 {
      idIndex = member.value
    }
    var first = TextLocation(line: 1, column: 1)
    if let slot = tree.slot(of: id), Int(slot) < idOffsets.count {
      first = document.location(ofOffset: idOffsets[Int(slot)])
    }
    return error(
      .duplicateID(id.rawValue, firstLine: first.line, firstColumn: first.column), at: idIndex,
      .key("id"))
  }

  /// An id that must name a view of the tree satisfying `isValid`; `expected` describes such
  /// a view for the message ("a field (textField or textView)").
  @inline(__always)
  func existingID(
    _ index: Index, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> ViewID {
    if let key = document.stringKey(index), let view = ids.find(key), isValid(view.kind) {
      return tree.id(ofSlot: view.slot)
    }
    let text = try string(index)
    let id = ViewID(text)
    guard let slot = tree.slot(of: id) else {
      throw error(.danglingID(text, suggestion: suggestedID(for: text)), at: index)
    }
    let kind = tree[slot: slot].kind
    guard isValid(kind) else {
      throw error(.wrongViewKind(id: text, kind: kind.rawValue, expected: expected), at: index)
    }
    return id
  }

  /// The id of the tree closest to a misspelt one.
  func suggestedID(for text: String) -> String? {
    suggestion(for: text, among: tree.views.lazy.map(\.id.rawValue))
  }
}
