/// A focused field's path to the root, with what the engine needs from it, found in one walk:
/// the chain of containers that move, whether each animates its offset itself, and the reveal
/// target's view.
///
/// Everything per event is computed along this path, so an adjustment costs time in the field's
/// depth, never in the size of the screen.
struct Ancestry {
  /// The field first, then its ancestors, the root last.
  var slots: [Int32] = []
  /// Positions in ``slots`` of the chain's containers, innermost first.
  var chain: [Int] = []
  /// For each chain container, whether its offset writes use the scroll view's own animation.
  var animatesItself: [Bool] = []
  /// The position in ``slots`` of the view whose frame is the target (the field or its cell).
  var target = 0
  /// The caret, in the field's content coordinates, when it is the target.
  var caret: Rect?

  /// Walks from `fieldSlot` to the root.
  init(fieldSlot: Int32, caret: Rect?, in tree: ViewTree) {
    self.caret = caret
    var sawStack = false
    var foundCell = false
    var position = 0
    var current: Int32? = fieldSlot
    while let slot = current {
      slots.append(slot)
      let node = tree.node(slot)
      let heads = position == 0 && caret != nil
      if (position > 0 || heads) && Self.qualifies(node) {
        chain.append(position)
        animatesItself.append(node.kind == .table || node.kind == .collection || sawStack)
      }
      if position > 0 && node.kind == .stack { sawStack = true }
      if position > 0 && caret == nil && !foundCell && node.kind == .cell {
        target = position
        foundCell = true
      }
      position += 1
      current = tree.parentSlot(slot)
    }
  }

  /// Whether a view takes part in the chain: a vertical scroll container that scrolls and does
  /// not ignore scrolling.
  static func qualifies(_ node: ViewNode) -> Bool {
    node.kind.isScrollContainer && node.scrollEnabled && node.axis == .vertical
      && !node.ignoresScrolling
  }

  /// The window origin of every view on the path for a root shift, from the root down.
  func windowOrigins(in tree: ViewTree, rootShift: Double) -> [Point] {
    var origins = [Point](repeating: .zero, count: slots.count)
    guard let rootPosition = slots.indices.last else { return origins }
    let root = tree.node(slots[rootPosition]).frame
    origins[rootPosition] = Point(x: root.minX, y: root.minY - rootShift)
    var position = rootPosition
    while position > 0 {
      let parent = tree.node(slots[position])
      let child = tree.node(slots[position - 1]).frame
      var origin = origins[position]
      origin.x += child.minX
      origin.y += child.minY
      if parent.kind.isScrollContainer {
        origin.x -= parent.contentOffset.x
        origin.y -= parent.contentOffset.y
      }
      origins[position - 1] = origin
      position -= 1
    }
    return origins
  }

  /// The frame of the view at `position` in window coordinates, given the path's origins.
  func windowFrame(at position: Int, origins: [Point], in tree: ViewTree) -> Rect {
    Rect(origin: origins[position], size: tree.node(slots[position]).frame.size)
  }

  /// The reveal target in window coordinates, given the path's origins.
  func target(origins: [Point], in tree: ViewTree) -> Rect {
    guard let caret, let field = slots.first else {
      return windowFrame(at: target, origins: origins, in: tree)
    }
    let offset = tree.node(field).contentOffset
    return caret.offsetBy(dx: origins[0].x - offset.x, dy: origins[0].y - offset.y)
  }
}
