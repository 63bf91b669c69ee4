extension ViewTree {
  /// The storage slot of a view, for the engine's hot paths.
  func slot(of id: ViewID) -> Int32? { slots[id] }

  /// The view in a slot.
  func node(_ slot: Int32) -> ViewNode { nodes[Int(slot)] }

  /// The parent slot of a slot, or `nil` for the root.
  func parentSlot(_ slot: Int32) -> Int32? {
    let parent = parents[Int(slot)]
    return parent >= 0 ? parent : nil
  }

  /// The number of ancestors of a slot (0 for the root).
  func depth(ofSlot slot: Int32) -> Int {
    var depth = 0
    var current = slot
    while let parent = parentSlot(current) {
      depth += 1
      current = parent
    }
    return depth
  }

  /// Whether `ancestor` lies strictly above `slot`.
  func isSlot(_ ancestor: Int32, anAncestorOf slot: Int32) -> Bool {
    var current = slot
    while let parent = parentSlot(current) {
      if parent == ancestor { return true }
      current = parent
    }
    return false
  }

  /// The window origin of a view's content coordinate space: its window origin minus its
  /// content offset for a scroll container.
  func contentOrigin(ofSlot slot: Int32, rootShift: Double) -> Point {
    let frame = windowFrame(ofSlot: slot, rootShift: rootShift)
    let node = nodes[Int(slot)]
    guard node.kind.isScrollContainer else { return frame.origin }
    return Point(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
  }

  /// A slot's frame in window coordinates for a given root shift.
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  func windowFrame(ofSlot slot: Int32, rootShift: Double) -> Rect {
    var x = 0.0
    var y = 0.0
    var current = slot
    while let parent = parentSlot(current) {
      let node = nodes[Int(current)]
      x += node.frame.minX
      y += node.frame.minY
      let parentNode = nodes[Int(parent)]
      if parentNode.kind.isScrollContainer {
        x -= parentNode.contentOffset.x
        y -= parentNode.contentOffset.y
      }
      current = parent
    }
    let rootFrame = nodes[Int(current)].frame
    let frame = nodes[Int(slot)].frame
    return Rect(
      x: x + rootFrame.minX, y: y + rootFrame.minY - rootShift, width: frame.width,
      height: frame.height)
  }

  /// Replaces the view in a slot; the engine's way of applying its own effects.
  mutating func setNode(_ node: ViewNode, at slot: Int32) {
    nodes[Int(slot)] = node
  }

  /// Calls `body` with every live slot, parents before children.
  func forEachSlotInPreOrder(_ body: (Int32) -> Void) {
    var pending: [Int32] = [Self.rootSlot]
    while let slot = pending.popLast() {
      body(slot)
      pending.append(contentsOf: childSlots[Int(slot)].reversed())
    }
  }
}

extension ViewTree {
  /// Whether offset writes on `container` use the scroll view's own animation: it is a table or
  /// collection, or a stack lies between it and `field` (AVOIDANCE.md §9).
  func animatesOffsetItself(container: Int32, field: Int32?) -> Bool {
    let kind = nodes[Int(container)].kind
    if kind == .table || kind == .collection { return true }
    guard let field else { return false }
    var sawStack = false
    var current = field
    while let parent = parentSlot(current) {
      if parent == container { return sawStack }
      if nodes[Int(parent)].kind == .stack { sawStack = true }
      current = parent
    }
    return false
  }
}
