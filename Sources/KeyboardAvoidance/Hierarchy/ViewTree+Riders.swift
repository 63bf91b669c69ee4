// The tree's side of the keyboard's layout: its index of the views that ride the keyboard, where
// a view rests, and tree order. The rules that decide which of them follow and how far live
// with the engine's other rules (FollowerRules in Avoidance/).

extension ViewTree {
  /// Records whether the view in `slot` takes part in the keyboard's layout (a follower or a
  /// container with a lift policy), keeping ``riderSlots`` in step with its flags.
  mutating func noteRider(_ slot: Int32) {
    let rides = nodes[Int(slot)].followsKeyboard || nodes[Int(slot)].keyboardLift != .none
    let index = riderSlots.isEmpty ? nil : riderSlots.firstIndex(of: slot)
    if rides, index == nil {
      riderSlots.append(slot)
    } else if !rides, let index {
      riderSlots.remove(at: index)
    }
  }

  /// Whether any view follows the keyboard or has a lift policy (one check, no walk).
  var hasKeyboardRiders: Bool { !riderSlots.isEmpty }

  /// The view's window frame where it rests: with no root shift and no follower drawn above its
  /// resting place, the containers at their current offsets.
  func restingWindowFrame(ofSlot slot: Int32) -> Rect {
    var frame = windowFrame(ofSlot: slot, rootShift: 0)
    var current: Int32? = slot
    while let view = current {
      frame.origin.y += nodes[Int(view)].followOffset
      current = parentSlot(view)
    }
    return frame
  }

  /// The view's window origin where it rests — no root shift, no follower drawn above its
  /// place, the containers at their current offsets — summed from the view up, without
  /// allocating (for ordering fields by position, where a last-bit difference cannot matter).
  func restingOrigin(ofSlot slot: Int32) -> Point {
    var origin = Point.zero
    var current = slot
    while let parent = parentSlot(current) {
      let frame = frame(ofSlot: current)
      origin.x += frame.minX
      origin.y += frame.minY
      if nodes[Int(parent)].kind.isScrollContainer {
        origin.x -= nodes[Int(parent)].contentOffset.x
        origin.y -= nodes[Int(parent)].contentOffset.y
      }
      current = parent
    }
    let root = nodes[Int(Self.rootSlot)].frame.origin
    return Point(x: origin.x + root.x, y: origin.y + root.y)
  }

  /// `slots` in tree order (a pre-order walk's), found from each slot's path to the root.
  ///
  /// - Complexity: O(*k* · *d* · *c*) for *k* slots at depth at most *d* with at most *c*
  ///   siblings; nothing when there are fewer than two.
  func sortedInTreeOrder(_ slots: [Int32]) -> [Int32] {
    guard slots.count > 1 else { return slots }
    let paths = slots.map { slot -> [Int] in
      var path: [Int] = []
      var current = slot
      while let parent = parentSlot(current) {
        path.append(childSlotsInOrder(parent).firstIndex(of: current) ?? 0)
        current = parent
      }
      return path.reversed()
    }
    return slots.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }.map {
      slots[$0]
    }
  }
}
