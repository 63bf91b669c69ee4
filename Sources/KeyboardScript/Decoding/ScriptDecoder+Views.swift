import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// Every key a view may have, in the order a view's errors visit them (also their slot
  /// order, see ``ScriptKey``).
  static let viewKeys = ObjectKeys([
    .id, .kind, .frame, .children, .safeArea, .contentSize, .contentOffset, .contentInset,
    .indicatorInsets, .scrollEnabled, .axis, .ignoresScrolling, .ignoresInset, .restorePolicy,
    .distance, .avoidance, .restorationId, .text, .selection, .anchorAtTop, .anchorAtEnd,
    .selected, .followsKeyboard, .keyboardLift, .alignment, .navigable, .navigationGroup,
  ])

  /// The view keys every view takes and ``decodeView(_:isRoot:)`` reads itself; the others are
  /// its properties (``decodeViewProperties(_:into:isRoot:)``).
  static let basicViewKeys = ScriptKey.mask([.id, .kind, .frame, .children])

  /// Decodes the root view and everything under it into ``tree``, parents before children,
  /// without recursion.
  mutating func decodeRoot(_ index: Index) throws(ScriptError) {
    let outerPath = path
    path = []
    defer {
      path = outerPath
      currentView = nil
    }
    var pending: [(view: Index, link: ViewLink)] = [(index, ViewLink(parent: -1, child: -1))]
    while let (view, link) = pending.popLast() {
      currentView = views.count
      views.append(link)
      let decoded = try decodeView(view, isRoot: link.parent < 0)
      let kind = decoded.node.kind
      idOffsets.append(document.offset(decoded.idValue))
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
      if decoded.node.followsKeyboard {
        try checkFollower(
          decoded.node.id, in: view, slot: Int32(truncatingIfNeeded: views.count - 1))
      }
      if let identifier = decoded.node.restorationIdentifier {
        try checkRestorationPath(of: view, identifier: identifier, link: link)
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

  /// The view kinds, in the order of ``viewKindNames``.
  static let viewKinds = ViewKind.allCases

  /// The names of the view kinds, each in its position in ``viewKinds``.
  static let viewKindNames = KeyTable(viewKinds.map(\.rawValue))

  /// For each view kind (in the order of ``viewKinds``), the ``viewKeys`` it takes, as a mask,
  /// per ``ScriptKey/applies(to:isRoot:)``; a root also takes `safeArea`.
  static let viewKeyMasks: [UInt64] = viewKinds.map { kind in
    ScriptKey.mask(viewKeys.keys.filter { $0.applies(to: kind, isRoot: false) })
  }

  /// Decodes one view's own keys.
  mutating func decodeView(_ index: Index, isRoot: Bool) throws(ScriptError) -> DecodedView {
    let fields = try fields(of: index, keys: Self.viewKeys)
    guard let idIndex = fields[.id] else { throw error(.missingKey(ScriptKey.id.name), at: index) }
    let id = try at(.key(.id)) { decoder throws(ScriptError) in try decoder.newID(idIndex) }
    var kindPosition = 0
    if let kindIndex = fields[.kind] {
      if let position = document.match(kindIndex, in: Self.viewKindNames),
        position < Self.viewKinds.count
      {
        kindPosition = position
      } else {
        let kind = try at(.key(.kind)) { decoder throws(ScriptError) in
          try decoder.enumeration(kindIndex, as: ViewKind.self)
        }
        kindPosition = Self.viewKinds.firstIndex(of: kind) ?? 0
      }
    }
    let kind = Self.viewKinds[kindPosition]
    let allowed = Self.viewKeyMasks[kindPosition] | (isRoot ? ScriptKey.safeArea.bit : 0)
    if fields.present & ~allowed != 0 {
      for key in Self.viewKeys.keys where fields[key] != nil {
        guard key.applies(to: kind, isRoot: isRoot) else {
          throw error(
            .keyNotForKind(key: key.name, kind: kind.rawValue),
            atOffset: keyOffset(key, in: index), .key(key))
        }
      }
    }
    guard let frameIndex = fields[.frame] else {
      throw error(.missingKey(ScriptKey.frame.name), at: index)
    }
    var node = ViewNode(id: id, kind: kind, frame: .zero)
    node.frame = try at(.key(.frame)) { decoder throws(ScriptError) in
      try decoder.rect(frameIndex)
    }
    node.contentSize = node.frame.size
    try decodeViewProperties(fields, into: &node, isRoot: isRoot)
    var children: Index?
    if let childrenIndex = fields[.children] {
      guard document.kind(childrenIndex) == .array else {
        throw error(
          .typeMismatch(expected: "an array of views", found: found(childrenIndex)),
          at: childrenIndex, .key(.children))
      }
      children = childrenIndex
    }
    return DecodedView(node: node, children: children, idValue: idIndex)
  }

  /// Decodes the optional keys of a view, which ``ScriptKey/applies(to:isRoot:)`` has already
  /// checked.
  private mutating func decodeViewProperties(
    _ fields: Fields, into node: inout ViewNode, isRoot: Bool
  ) throws(ScriptError) {
    // In slot order, which is the order of ``viewKeys``.
    var remaining = fields.present & ~Self.basicViewKeys
    while remaining != 0 {
      let slot = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      guard let key = ScriptKey(rawValue: slot), let value = fields[key] else { continue }
      try at(.key(key)) { decoder throws(ScriptError) in
        switch key {
        case .safeArea:
          // The root's bars; a scroll container's automatic adjustment; both for a root that
          // scrolls.
          let insets = try decoder.insets(value)
          if isRoot { node.safeAreaInsets = insets }
          if node.kind.isScrollContainer { node.contentInsetAdjustment = insets }
        case .contentSize: node.contentSize = try decoder.size(value)
        case .contentOffset: node.contentOffset = try decoder.point(value)
        case .contentInset: node.contentInset = try decoder.insets(value)
        case .indicatorInsets: node.indicatorInsets = try decoder.insets(value)
        case .scrollEnabled: node.scrollEnabled = try decoder.bool(value)
        case .axis: node.axis = try decoder.enumeration(value, as: LayoutAxis.self)
        case .ignoresScrolling: node.ignoresScrolling = try decoder.bool(value)
        case .ignoresInset: node.ignoresInset = try decoder.bool(value)
        case .restorePolicy:
          node.restorePolicy = try decoder.enumeration(value, as: RestorePolicy.self)
        case .distance: node.distance = try decoder.nonNegative(value)
        case .avoidance: node.avoidance = try decoder.enumeration(value, as: Avoidance.self)
        case .restorationId:
          let identifier = try decoder.string(value)
          guard !identifier.isEmpty else { throw decoder.error(.emptyID, at: value) }
          node.restorationIdentifier = identifier
        case .text: node.text = try decoder.text(value)
        case .selection: node.selectedRange = try decoder.utf16Range(value)
        case .anchorAtTop:
          node.anchorPolicy.anchorAtTop = try decoder.enumeration(
            value, as: ScrollAnchor.TopPolicy.self)
        case .anchorAtEnd:
          node.anchorPolicy.anchorAtEnd = try decoder.enumeration(
            value, as: ScrollAnchor.EndPolicy.self)
        case .selected:
          node.selectedIndex = try decoder.selectedTab(value, children: fields[.children])
        case .followsKeyboard: node.followsKeyboard = try decoder.bool(value)
        case .keyboardLift:
          node.keyboardLift = try decoder.enumeration(value, as: KeyboardLift.self)
        case .alignment:
          node.alignment = try decoder.enumeration(value, as: RevealAlignment.self)
        case .navigable: node.navigable = try decoder.bool(value)
        case .navigationGroup: node.navigationGroup = try decoder.bool(value)
        default: break  // Not a view key: `fields` holds none.
        }
      }
    }
  }

  /// Checks that a view that sets `followsKeyboard` may follow the keyboard: it is not the root
  /// and has no scroll container above it.
  func checkFollower(_ id: ViewID, in view: Index, slot: Int32) throws(ScriptError) {
    var container: ViewID?
    var current = slot
    while let parent = tree.parentSlot(current) {
      if tree[slot: parent].kind.isScrollContainer {
        container = tree.id(ofSlot: parent)
        break
      }
      current = parent
    }
    guard slot == ViewTree.rootSlot || container != nil else { return }
    throw error(
      .misplacedFollower(id: id.rawValue, container: container?.rawValue),
      atOffset: keyOffset(.followsKeyboard, in: view), .key(.followsKeyboard))
  }

  /// The `selected` tab of a `tabs` view: an index into its `children` (the array at
  /// `children`, if any; a `children` that is not an array is reported after this).
  func selectedTab(_ index: Index, children: Index?) throws(ScriptError) -> Int {
    let selected = try nonNegativeInteger(index, "an index")
    if let children, document.kind(children) != .array { return selected }
    let count = children.map { document.count($0) } ?? 0
    guard selected < count else {
      throw error(.indexOutOfRange(selected, count: count, noun: "tabs"), at: index)
    }
    return selected
  }

  /// A new, non-empty view id (inserting the view finds a duplicate).
  func newID(_ index: Index) throws(ScriptError) -> ViewID {
    let text = try string(index)
    guard !text.isEmpty else { throw error(.emptyID, at: index) }
    return ViewID(text)
  }

  /// The error for a view whose id an earlier view took (the only way inserting a decoded view
  /// can fail), naming where the id was first used.
  func duplicateError(for id: ViewID, in view: Index) -> ScriptError {
    var idIndex = view
    for member in document.rawMembers(view)
    where document.match(member.key, in: Self.viewKeys.table) == ScriptKey.id.slot {
      idIndex = member.value
    }
    var first = TextLocation(line: 1, column: 1)
    if let slot = tree.slot(of: id), Int(slot) < idOffsets.count {
      first = document.location(ofOffset: idOffsets[Int(slot)])
    }
    return error(
      .duplicateID(id.rawValue, firstLine: first.line, firstColumn: first.column), at: idIndex,
      .key(.id))
  }

  /// An id that must name a view satisfying `isValid`, declared by the screen or by any event
  /// (``namedView(_:expected:where:)``); `expected` describes such a view for the message ("a
  /// field (textField or textView)").
  @inline(__always)
  mutating func existingID(
    _ index: Index, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> ViewID {
    if let key = document.stringKey(index), let view = ids.find(key), isValid(view.kind) {
      return tree.id(ofSlot: view.slot)
    }
    return try namedView(index, expected: expected, where: isValid).id
  }
}
