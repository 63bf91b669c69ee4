extension ViewTree {
  /// The storage slot of a view, for the engine's hot paths.
  package func slot(of id: ViewID) -> Int32? { slots[id] }

  /// The view in a slot, read and changed in place (no copy of the whole view).
  package subscript(slot slot: Int32) -> ViewNode {
    _read { yield nodes[Int(slot)] }
    _modify { yield &nodes[Int(slot)] }
  }

  /// The identity of the view in a slot, read without copying the rest of the view.
  package func id(ofSlot slot: Int32) -> ViewID {
    // Read through the slot subscript's `_read` accessor, which borrows the view in place.
    self[slot: slot].id
  }

  /// Whether a view takes part in a chain: a vertical scroll container that scrolls and does
  /// not ignore scrolling.
  func qualifies(_ slot: Int32) -> Bool {
    nodes[Int(slot)].kind.isScrollContainer && nodes[Int(slot)].scrollEnabled
      && nodes[Int(slot)].axis == .vertical && !nodes[Int(slot)].ignoresScrolling
  }

  /// The smallest valid vertical offset of the container in `slot` (``ViewNode/minOffsetY``),
  /// read in place.
  func minOffsetY(_ slot: Int32) -> Double { nodes[Int(slot)].minOffsetY }

  /// The largest valid vertical offset of the container in `slot` if its content inset's bottom
  /// edge were `bottom` (``ViewNode/maxOffsetY(contentInsetBottom:)``), read in place.
  func maxOffsetY(_ slot: Int32, contentInsetBottom bottom: Double) -> Double {
    nodes[Int(slot)].maxOffsetY(contentInsetBottom: bottom)
  }

  /// `y` clamped into the valid offset range of the container in `slot`, unchanged when it is
  /// already inside (``ViewNode/clampedOffsetY(_:)``).
  func clampedOffsetY(_ slot: Int32, _ y: Double) -> Double {
    nodes[Int(slot)].clampedOffsetY(y)
  }

  /// The parent slot of a slot, or `nil` for the root.
  package func parentSlot(_ slot: Int32) -> Int32? {
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

  /// A slot's frame in window coordinates for a given root shift, summed from the root down as
  /// the engine's own walk (`Ancestry`) sums it, through
  /// ``windowOrigin(ofChildSlot:parentOrigin:)``.
  ///
  /// - Complexity: O(*d*) in the depth of the view; it allocates only for a view deeper than
  ///   ``windowFrameRecursionDepth``.
  func windowFrame(ofSlot slot: Int32, rootShift: Double) -> Rect {
    let origin =
      windowOrigin(ofSlot: slot, rootShift: rootShift, levels: Self.windowFrameRecursionDepth)
      ?? windowOriginAlongPath(ofSlot: slot, rootShift: rootShift)
    return Rect(origin: origin, size: frame(ofSlot: slot).size)
  }

  /// How many ancestors ``windowFrame(ofSlot:rootShift:)`` visits by recursion, on the stack;
  /// a deeper view's path is collected in an array instead, so that no input can exhaust the
  /// stack.
  static let windowFrameRecursionDepth = 64

  /// A slot's window origin summed from the root down by recursion, or `nil` when the view has
  /// more than `levels` ancestors.
  private func windowOrigin(ofSlot slot: Int32, rootShift: Double, levels: Int) -> Point? {
    guard let parent = parentSlot(slot) else { return windowOrigin(ofRootShiftedBy: rootShift) }
    guard levels > 0,
      let parentOrigin = windowOrigin(ofSlot: parent, rootShift: rootShift, levels: levels - 1)
    else { return nil }
    return windowOrigin(ofChildSlot: slot, parentOrigin: parentOrigin)
  }

  /// A slot's window origin summed from the root down along its path, collected first.
  private func windowOriginAlongPath(ofSlot slot: Int32, rootShift: Double) -> Point {
    var path: [Int32] = []
    var current = slot
    while let parent = parentSlot(current) {
      path.append(current)
      current = parent
    }
    var origin = windowOrigin(ofRootShiftedBy: rootShift)
    for child in path.reversed() {
      origin = windowOrigin(ofChildSlot: child, parentOrigin: origin)
    }
    return origin
  }

  /// The root's origin in window coordinates with the root shifted up by `rootShift`.
  func windowOrigin(ofRootShiftedBy rootShift: Double) -> Point {
    let root = nodes[Int(Self.rootSlot)].frame.origin
    return Point(x: root.x, y: root.y - rootShift)
  }

  /// The window origin of the view in `slot` given its parent's: the one step of window
  /// coordinates (the child's laid-out origin added, then a scrolling parent's offset taken
  /// away, and a follower's ``ViewNode/followOffset``), in the one order every walk uses.
  func windowOrigin(ofChildSlot slot: Int32, parentOrigin: Point) -> Point {
    var origin = parentOrigin
    let child = frame(ofSlot: slot).origin
    origin.x += child.x
    // A follower riding the keyboard is drawn above its resting place (zero for other views).
    origin.y += child.y - nodes[Int(slot)].followOffset
    if let parent = parentSlot(slot), nodes[Int(parent)].kind.isScrollContainer {
      let offset = nodes[Int(parent)].contentOffset
      origin.x -= offset.x
      origin.y -= offset.y
    }
    return origin
  }

  /// A rect in the content coordinates of the scroll container in `slot` (a text view's caret)
  /// in window coordinates, given the container's window origin: the one home of that
  /// conversion (the content offset taken away).
  func windowRect(ofContentRect rect: Rect, inSlot slot: Int32, origin: Point) -> Rect {
    let offset = nodes[Int(slot)].contentOffset
    return rect.offsetBy(dx: origin.x - offset.x, dy: origin.y - offset.y)
  }

  /// Writes the bottom edges of a container's content and indicator insets, emitting
  /// `contentInset`, `layout` and `indicatorInsets` effects for what changes, with `animation`
  /// (the layout pass with none): the one home of that sequence, for the keyboard's insets and
  /// for restores alike.
  @inline(__always)
  mutating func setBottomInsets(
    content: Double, indicator: Double, ofSlot slot: Int32, reason: AvoidanceEffect.Reason,
    animation: AvoidanceEffect.Animation, _ effects: inout [AvoidanceEffect]
  ) {
    let contentInset = nodes[Int(slot)].contentInset
    let indicatorInsets = nodes[Int(slot)].indicatorInsets
    guard content != contentInset.bottom || indicator != indicatorInsets.bottom else { return }
    let id = nodes[Int(slot)].id
    if content != contentInset.bottom {
      nodes[Int(slot)].contentInset.bottom = content
      effects.append(
        AvoidanceEffect(
          view: id, change: .contentInset(from: contentInset, to: contentInset.withBottom(content)),
          reason: reason, animation: animation))
      effects.append(AvoidanceEffect(view: id, change: .layout, reason: reason, animation: .none))
    }
    if indicator != indicatorInsets.bottom {
      nodes[Int(slot)].indicatorInsets.bottom = indicator
      effects.append(
        AvoidanceEffect(
          view: id,
          change: .indicatorInsets(
            from: indicatorInsets, to: indicatorInsets.withBottom(indicator)),
          reason: reason, animation: animation))
    }
  }

  /// Calls `body` with every live slot, parents before children.
  func forEachSlotInPreOrder(_ body: (Int32) -> Void) {
    var pending: [Int32] = [Self.rootSlot]
    while let slot = pending.popLast() {
      body(slot)
      pending.append(contentsOf: childSlotsInOrder(slot).reversed())
    }
  }
}

extension ViewTree {
  /// Calls `body` with each ancestor of `field`, its parent first, and whether a `stack` lies
  /// strictly between the field and that ancestor, until `body` returns `false`: the one walk
  /// behind the stack-between rule (``ViewKind/animatesOffsetItself(stackBetween:)``).
  ///
  /// - Complexity: O(*d*) in the depth of `field`.
  func forEachAncestor(of field: Int32, _ body: (_ slot: Int32, _ stackBetween: Bool) -> Bool) {
    var stackBetween = false
    var current = field
    while let parent = parentSlot(current) {
      guard body(parent, stackBetween) else { return }
      if nodes[Int(parent)].kind == .stack { stackBetween = true }
      current = parent
    }
  }

  /// Whether offset writes on `container` use the scroll view's own animation when `field` is
  /// focused (``ViewKind/animatesOffsetItself(stackBetween:)``). A field outside the container
  /// has no stack between them.
  func animatesOffsetItself(container: Int32, field: Int32?) -> Bool {
    var stackBetween = false
    if let field {
      forEachAncestor(of: field) { slot, stackBelow in
        guard slot == container else { return true }
        stackBetween = stackBelow
        return false
      }
    }
    return nodes[Int(container)].kind.animatesOffsetItself(stackBetween: stackBetween)
  }
}
