/// A focused field's path to the root, with what the engine needs from it, found in one walk:
/// the chain of containers that move, whether each animates its offset itself, and the reveal
/// target's view.
///
/// Everything per event is computed along this path, so an adjustment costs time in the field's
/// depth, never in the size of the screen.
struct Ancestry {
  /// One view on the path and its window origin, as last computed by
  /// ``computeOrigins(in:rootShift:)``.
  struct Step {
    var slot: Int32
    var origin = Point.zero
  }

  /// One container of the chain.
  struct Link {
    /// Its position in ``steps``.
    var position: Int
    /// Whether its offset writes use the scroll view's own animation.
    var animatesItself: Bool
  }

  /// The field first, then its ancestors, the root last.
  var steps: [Step] = []
  /// The chain's containers, innermost first.
  var chain: [Link] = []
  /// The position in ``steps`` of the view whose frame is the target (the field or its cell).
  var target = 0
  /// The caret, in the field's content coordinates, when it is the target.
  var caret: Rect?
  /// The field the path was walked from, or `-1` when it must be walked again.
  private(set) var fieldSlot: Int32 = -1

  /// An empty path, whose storage ``walk(from:caret:in:)`` fills.
  init() {}

  /// Walks from `fieldSlot` to the root.
  init(fieldSlot: Int32, caret: Rect?, in tree: ViewTree) {
    walk(from: fieldSlot, caret: caret, in: tree)
  }

  /// Walks from `fieldSlot` to the root unless the path already leads from there, with a caret
  /// target or without one alike; then only the caret is updated.
  ///
  /// Call ``invalidate()`` whenever the tree's structure may have changed: the path depends on
  /// the parents, kinds and scrolling properties of its views, and only changes of structure
  /// change those.
  mutating func update(from fieldSlot: Int32, caret: Rect?, in tree: ViewTree) {
    if fieldSlot == self.fieldSlot && (caret == nil) == (self.caret == nil) {
      self.caret = caret
    } else {
      walk(from: fieldSlot, caret: caret, in: tree)
    }
  }

  /// Forgets the field the path was walked from, so that the next ``update(from:caret:in:)``
  /// walks again.
  mutating func invalidate() {
    fieldSlot = -1
  }

  /// Walks from `fieldSlot` to the root, reusing this path's storage.
  mutating func walk(from fieldSlot: Int32, caret: Rect?, in tree: ViewTree) {
    self.fieldSlot = fieldSlot
    self.caret = caret
    steps.removeAll(keepingCapacity: true)
    chain.removeAll(keepingCapacity: true)
    target = 0
    if steps.capacity < 32 { steps.reserveCapacity(32) }
    var sawStack = false
    var foundCell = false
    var position = 0
    var current: Int32? = fieldSlot
    while let slot = current {
      steps.append(Step(slot: slot))
      let kind = tree[slot: slot].kind
      if position > 0 || caret != nil, kind.isScrollContainer, tree.qualifies(slot) {
        if chain.capacity < 4 { chain.reserveCapacity(4) }
        chain.append(
          Link(
            position: position,
            animatesItself: kind == .table || kind == .collection || sawStack))
      }
      if position > 0 && kind == .stack { sawStack = true }
      if position > 0 && caret == nil && !foundCell && kind == .cell {
        target = position
        foundCell = true
      }
      position += 1
      current = tree.parentSlot(slot)
    }
  }

  /// The slot of the chain container `link`.
  func slot(_ link: Link) -> Int32 { steps[link.position].slot }

  /// Whether `slot` is one of the chain's containers.
  func chainContains(_ slot: Int32) -> Bool {
    chain.contains { steps[$0.position].slot == slot }
  }

  /// Computes the window origin of every view on the path for a root shift, from the root down.
  mutating func computeOrigins(in tree: ViewTree, rootShift: Double) {
    guard let rootPosition = steps.indices.last else { return }
    let root = tree[slot: steps[rootPosition].slot].frame.origin
    steps[rootPosition].origin = Point(x: root.x, y: root.y - rootShift)
    var position = rootPosition
    while position > 0 {
      let parent = steps[position].slot
      let child = tree[slot: steps[position - 1].slot].frame.origin
      var origin = steps[position].origin
      origin.x += child.x
      origin.y += child.y
      if tree[slot: parent].kind.isScrollContainer {
        let offset = tree[slot: parent].contentOffset
        origin.x -= offset.x
        origin.y -= offset.y
      }
      steps[position - 1].origin = origin
      position -= 1
    }
  }

  /// The frame of the view at `position` in window coordinates, from the computed origins.
  func windowFrame(at position: Int, in tree: ViewTree) -> Rect {
    Rect(origin: steps[position].origin, size: tree[slot: steps[position].slot].frame.size)
  }

  /// The reveal target in window coordinates, from the computed origins.
  func target(in tree: ViewTree) -> Rect {
    guard let caret, let field = steps.first else {
      return windowFrame(at: target, in: tree)
    }
    let offset = tree[slot: field.slot].contentOffset
    return caret.offsetBy(dx: field.origin.x - offset.x, dy: field.origin.y - offset.y)
  }
}
