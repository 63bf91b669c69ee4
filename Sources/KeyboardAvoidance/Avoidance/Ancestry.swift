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
  /// Whether the field is a scrolling text view taller than the band that follows its caret
  /// itself once the chain has revealed its box (stage 2 of the reveal target): its snapshot
  /// belongs to this path, though it is not in ``chain``.
  private(set) var followsCaret = false
  /// Whether the field rides the keyboard inside a follower: then it has no chain.
  private(set) var ridesKeyboard = false
  /// The field the path was walked from, or `-1` when it must be walked again.
  private(set) var fieldSlot: Int32 = -1
  /// The origins at this position and above are current for ``originShift`` (``steps``' count
  /// when none is): a container's offset moves only the views below it, so after an offset
  /// write only the origins below the container are computed again.
  private var firstCurrentOrigin = 0
  /// The root shift the current origins were computed for.
  private var originShift = 0.0

  /// An empty path, whose storage ``walk(from:caret:followsCaret:in:)`` fills.
  init() {}

  /// Walks from `fieldSlot` to the root.
  init(fieldSlot: Int32, caret: Rect?, in tree: ViewTree) {
    walk(from: fieldSlot, caret: caret, followsCaret: false, in: tree)
  }

  /// Walks from `fieldSlot` to the root unless the path already leads from there, with a caret
  /// target or without one alike and with the same stage 2; then only the caret is updated. The
  /// origins are forgotten either way: the tree's geometry may have changed since they were
  /// computed.
  ///
  /// Call ``invalidate()`` whenever the tree's structure may have changed: the path depends on
  /// the parents, kinds and scrolling properties of its views, and only changes of structure
  /// change those.
  mutating func update(
    from fieldSlot: Int32, caret: Rect?, followsCaret: Bool, ridesKeyboard: Bool = false,
    in tree: ViewTree
  ) {
    if fieldSlot == self.fieldSlot && (caret == nil) == (self.caret == nil)
      && followsCaret == self.followsCaret && ridesKeyboard == self.ridesKeyboard
    {
      self.caret = caret
      firstCurrentOrigin = steps.count
    } else {
      walk(
        from: fieldSlot, caret: caret, followsCaret: followsCaret, ridesKeyboard: ridesKeyboard,
        in: tree)
    }
  }

  /// Forgets the field the path was walked from, so that the next
  /// ``update(from:caret:followsCaret:in:)`` walks again.
  mutating func invalidate() {
    fieldSlot = -1
  }

  /// Walks from `fieldSlot` to the root, reusing this path's storage. The field itself is never
  /// in the chain: a text view that scrolls itself follows its caret after the chain
  /// (`followsCaret`), and one that does not has its caret revealed by the chain. A field that
  /// rides the keyboard inside a follower (`ridesKeyboard`) has no chain at all.
  mutating func walk(
    from fieldSlot: Int32, caret: Rect?, followsCaret: Bool, ridesKeyboard: Bool = false,
    in tree: ViewTree
  ) {
    self.fieldSlot = fieldSlot
    self.caret = caret
    self.followsCaret = followsCaret
    self.ridesKeyboard = ridesKeyboard
    // The steps are sized first and then written in place: appending them one by one checks
    // the storage's capacity and uniqueness at every step.
    let count = tree.depth(ofSlot: fieldSlot) + 1
    if steps.count > count {
      steps.removeLast(steps.count - count)
    } else if steps.count < count {
      steps.append(contentsOf: repeatElement(Step(slot: fieldSlot), count: count - steps.count))
    }
    firstCurrentOrigin = count
    // The chain is built in a local array while the steps are written, and put back after. Its
    // few links are popped rather than removed all at once, which goes through the generic
    // range replacement.
    var links: [Link] = []
    swap(&links, &chain)
    while links.popLast() != nil {}
    if links.capacity < 4 { links.reserveCapacity(4) }
    var target = 0
    // Written through a local array swapped out of `self`: one uniquely held buffer, no copy.
    var steps: [Step] = []
    swap(&steps, &self.steps)
    steps[0] = Step(slot: fieldSlot)
    var position = 0
    var foundCell = false
    tree.forEachAncestor(of: fieldSlot) { slot, stackBetween in
      position += 1
      steps[position] = Step(slot: slot)
      let kind = tree[slot: slot].kind
      if !ridesKeyboard, kind.isScrollContainer, tree.qualifies(slot) {
        links.append(
          Link(
            position: position,
            animatesItself: kind.animatesOffsetItself(stackBetween: stackBetween)))
      }
      if caret == nil && !foundCell && kind == .cell {
        target = position
        foundCell = true
      }
      return true
    }
    swap(&steps, &self.steps)
    swap(&links, &chain)
    self.target = target
  }

  /// The slot of the chain container `link`.
  func slot(_ link: Link) -> Int32 { steps[link.position].slot }

  /// Whether `slot` is one of the chain's containers, or the text view that follows its caret
  /// after them.
  func chainContains(_ slot: Int32) -> Bool {
    (followsCaret && steps.first?.slot == slot)
      || chain.contains { steps[$0.position].slot == slot }
  }

  /// The lowest position whose origin ``target(in:)`` reads: the field's for a caret, else the
  /// target view's.
  var targetOriginPosition: Int { caret != nil ? 0 : target }

  /// The lowest position whose origin a chain container's window frame reads: the innermost
  /// container's, or `nil` for an empty chain.
  var innermostContainerPosition: Int? { chain.first?.position }

  /// Notes that the offset of the view at `position` changed: the origins of the views below it
  /// are no longer current.
  mutating func offsetDidChange(at position: Int) {
    firstCurrentOrigin = max(firstCurrentOrigin, position)
  }

  /// Computes the window origins of the views at `lowest` and above for a root shift, from the
  /// root down.
  ///
  /// Origins that are still current for the same shift (bit for bit) are kept, and the rest are
  /// computed exactly as a walk from the root computes them, so the result never depends on
  /// what was kept.
  mutating func computeOrigins(in tree: ViewTree, rootShift: Double, downTo lowest: Int = 0) {
    guard let rootPosition = steps.indices.last else { return }
    var position = firstCurrentOrigin
    if position > rootPosition || rootShift.bitPattern != originShift.bitPattern {
      steps[rootPosition].origin = tree.windowOrigin(ofRootShiftedBy: rootShift)
      originShift = rootShift
      position = rootPosition
    }
    while position > lowest {
      steps[position - 1].origin = tree.windowOrigin(
        ofChildSlot: steps[position - 1].slot, parentOrigin: steps[position].origin)
      position -= 1
    }
    firstCurrentOrigin = position
  }

  /// The frame of the view at `position` in window coordinates, from the computed origins.
  func windowFrame(at position: Int, in tree: ViewTree) -> Rect {
    Rect(origin: steps[position].origin, size: tree.frame(ofSlot: steps[position].slot).size)
  }

  /// The reveal target in window coordinates, from the computed origins.
  func target(in tree: ViewTree) -> Rect {
    guard let caret, let field = steps.first else {
      return windowFrame(at: target, in: tree)
    }
    return tree.windowRect(ofContentRect: caret, inSlot: field.slot, origin: field.origin)
  }
}
