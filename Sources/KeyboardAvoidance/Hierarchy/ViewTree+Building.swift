extension ViewTree {
  /// A view with the views under it: a small screen written as one nested literal.
  ///
  /// ```swift
  /// let tree = try ViewTree(
  ///   windowSize: Size(width: 390, height: 844),
  ///   root: ViewNode(
  ///     id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
  ///     safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)),
  ///   children: [
  ///     ViewTree.Branch(
  ///       ViewNode(
  ///         id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
  ///         contentSize: Size(width: 390, height: 1400)),
  ///       children: [
  ///         ViewTree.Branch(
  ///           ViewNode(
  ///             id: "email", kind: .textField,
  ///             frame: Rect(x: 20, y: 600, width: 350, height: 44)))
  ///       ])
  ///   ])
  /// ```
  public struct Branch: Hashable, Sendable, Codable {
    /// The view.
    public var node: ViewNode
    /// The views directly under it, in order.
    public var children: [Branch]

    /// Creates a view with the views under it.
    public init(_ node: ViewNode, children: [Branch] = []) {
      self.node = node
      self.children = children
    }
  }

  /// Creates a tree from a root and the branches under it, inserted parents first and siblings
  /// in order.
  ///
  /// - Throws: ``ViewTreeError`` for an identity used twice or children under a field.
  public init(windowSize: Size, root: ViewNode, children: [Branch]) throws(ViewTreeError) {
    self.init(windowSize: windowSize, root: root)
    var pending = children.reversed().map { (branch: $0, parent: root.id) }
    while let (branch, parent) = pending.popLast() {
      try insert(branch.node, under: parent)
      pending.append(contentsOf: branch.children.reversed().map { ($0, branch.node.id) })
    }
  }

  /// Brings the part of the tree that avoidance reads in line with the host's hierarchy, given
  /// as a chain of views: the focused field first, then each of its ancestors as the host finds
  /// them through `superview`, the root last, each frame in its parent's content coordinates.
  ///
  /// The engine reads only the focused field's chain and the root, so a host need not mirror its
  /// whole screen: before sending a `focus`, it refreshes the chain of the field being focused.
  /// A view of the chain already in the tree under the same parent takes the chain's values; one
  /// under another parent moves (its old subtree is dropped); a missing one is inserted.
  ///
  /// ```swift
  /// try engine.updateTree { try $0.refresh(chain: [email, form, root]) }
  /// let effects = engine.handle(.focus("email"))
  /// ```
  ///
  /// - Throws: ``ViewTreeError/notTheRoot(_:)`` when the chain does not end at the tree's root,
  ///   ``ViewTreeError/duplicateID(_:)`` for an identity named twice, and
  ///   ``ViewTreeError/cannotHaveChildren(_:)`` for a field anywhere but first, all before
  ///   anything changes.
  /// - Complexity: O(*d*) for a chain of *d* views, plus the size of any subtree that moves.
  public mutating func refresh(chain: [ViewNode]) throws(ViewTreeError) {
    guard let last = chain.last, last.id == root.id else {
      throw .notTheRoot(chain.last?.id ?? "")
    }
    var seen: Set<ViewID> = []
    for (position, node) in chain.enumerated() {
      guard seen.insert(node.id).inserted else { throw .duplicateID(node.id) }
      guard position == 0 || node.kind.canHaveChildren else {
        throw .cannotHaveChildren(node.id)
      }
    }
    // From the root down, so that every parent is in place before its child.
    for position in chain.indices.reversed() {
      let node = chain[position]
      if position == chain.count - 1 {
        try update(node.id) { $0 = node }
        continue
      }
      let parent = chain[position + 1].id
      if contains(node.id), self.parent(of: node.id) == parent,
        node.kind.canHaveChildren || children(of: node.id).isEmpty
      {
        try update(node.id) { $0 = node }
      } else {
        if contains(node.id) { try remove(node.id) }
        try insert(node, under: parent)
      }
    }
  }
}
