import KeyboardAvoidance

extension ScriptDecoder {
  /// Every key a view may have, in the order ``fields(of:keys:)`` reports them.
  static let viewKeys = [
    "id", "kind", "frame", "children", "safeArea", "contentSize", "contentOffset", "contentInset",
    "indicatorInsets", "scrollEnabled", "axis", "ignoresScrolling", "ignoresInset",
    "restorePolicy", "distance", "avoidance",
  ]

  /// Decodes the root view and everything under it into ``tree``.
  mutating func decodeRoot(_ index: Index) throws(ScriptError) {
    var pending: [(view: Index, parent: ViewID?, path: [PathComponent])] = [(index, nil, path)]
    let rootPath = path
    defer { path = rootPath }
    while let (view, parent, viewPath) = pending.popLast() {
      path = viewPath
      let (node, children) = try decodeView(view, isRoot: parent == nil)
      if let parent {
        guard tree.count < ScriptLimits.maximumViews else {
          throw error(.tooMany(limit: ScriptLimits.maximumViews, noun: "views"), at: view)
        }
        do {
          try tree.insert(node, under: parent)
        } catch {
          throw self.error(.syntax(error.description), at: view)
        }
      } else {
        tree = ViewTree(windowSize: windowSize, root: node)
      }
      guard let children else { continue }
      var position = document.count(children)
      for child in document.elements(children).reversed() {
        position -= 1
        pending.append((child, node.id, viewPath + [.key("children"), .index(position)]))
      }
    }
  }

  /// Decodes one view's own keys; returns the view and its `children` array, if any.
  mutating func decodeView(
    _ index: Index, isRoot: Bool
  ) throws(ScriptError) -> (ViewNode, children: Index?) {
    let fields = try fields(of: index, keys: Self.viewKeys)
    guard let idIndex = fields[0] else { throw error(.missingKey("id"), at: index) }
    let id = try at(.key("id")) { decoder throws(ScriptError) in
      try decoder.newID(idIndex)
    }
    let kind =
      try fields[1].map { kindIndex throws(ScriptError) in
        try at(.key("kind")) { decoder throws(ScriptError) in
          try decoder.enumeration(kindIndex, as: ViewKind.self)
        }
      } ?? .view
    for (position, key) in Self.viewKeys.enumerated() where fields[position] != nil {
      guard Self.applies(key, to: kind, isRoot: isRoot) else {
        path.append(.key(key))
        defer { path.removeLast() }
        throw error(
          .keyNotForKind(key: key, kind: kind.rawValue), atOffset: keyOffset(key, in: index))
      }
    }
    guard let frameIndex = fields[2] else { throw error(.missingKey("frame"), at: index) }
    var node = ViewNode(id: id, kind: kind, frame: .zero)
    try at(.key("frame")) { decoder throws(ScriptError) in
      node.frame = try decoder.rect(frameIndex)
    }
    node.contentSize = node.frame.size
    try decodeViewProperties(fields, into: &node)
    var children: Index?
    if let childrenIndex = fields[3] {
      guard document.kind(childrenIndex) == .array else {
        path.append(.key("children"))
        throw error(
          .typeMismatch(expected: "an array of views", found: found(childrenIndex)),
          at: childrenIndex)
      }
      children = childrenIndex
    }
    return (node, children)
  }

  /// Decodes the optional keys of a view, which ``applies(_:to:isRoot:)`` has already checked.
  private mutating func decodeViewProperties(
    _ fields: [Index?], into node: inout ViewNode
  ) throws(ScriptError) {
    for (position, key) in Self.viewKeys.enumerated().dropFirst(4) {
      guard let value = fields[position] else { continue }
      path.append(.key(key))
      defer { path.removeLast() }
      switch key {
      case "safeArea": node.safeArea = try insets(value)
      case "contentSize": node.contentSize = try size(value)
      case "contentOffset": node.contentOffset = try point(value)
      case "contentInset": node.contentInset = try insets(value)
      case "indicatorInsets": node.indicatorInsets = try insets(value)
      case "scrollEnabled": node.scrollEnabled = try bool(value)
      case "axis": node.axis = try enumeration(value, as: Axis.self)
      case "ignoresScrolling": node.ignoresScrolling = try bool(value)
      case "ignoresInset": node.ignoresInset = try bool(value)
      case "restorePolicy": node.restorePolicy = try enumeration(value, as: RestorePolicy.self)
      case "distance": node.distance = try nonNegative(value)
      default: node.avoidance = try enumeration(value, as: Avoidance.self)
      }
    }
  }

  /// Whether a view key belongs to a kind (SCRIPT.md's view table).
  static func applies(_ key: String, to kind: ViewKind, isRoot: Bool) -> Bool {
    switch key {
    case "id", "kind", "frame": true
    case "children": kind.canHaveChildren
    case "safeArea": isRoot || kind.isScrollContainer
    case "axis": kind.isScrollContainer || kind == .stack
    case "distance", "avoidance": kind.isField
    default: kind.isScrollContainer
    }
  }

  /// A new, unique, non-empty view id; remembers where it was first used.
  mutating func newID(_ index: Index) throws(ScriptError) -> ViewID {
    let text = try string(index)
    guard !text.isEmpty else { throw error(.emptyID, at: index) }
    let id = ViewID(text)
    if let first = idOffsets[id] {
      throw error(.duplicateID(text, first: document.location(ofOffset: first)), at: index)
    }
    idOffsets[id] = document.offset(index)
    return id
  }

  /// An id that must name a view of the tree satisfying `isValid`; `expected` describes such
  /// a view for the message ("a field (textField or textView)").
  func existingID(
    _ index: Index, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> ViewID {
    let text = try string(index)
    let id = ViewID(text)
    guard let node = tree[id] else {
      let ids = idOffsets.keys.lazy.map(\.rawValue)
      throw error(.danglingID(text, suggestion: suggestion(for: text, among: ids)), at: index)
    }
    guard isValid(node.kind) else {
      throw error(
        .wrongViewKind(id: text, kind: node.kind.rawValue, expected: expected), at: index)
    }
    return id
  }
}
