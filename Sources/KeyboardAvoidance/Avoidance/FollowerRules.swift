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

  /// The views that follow a docked keyboard whatever is focused, each list in tree order:
  /// the followers (<doc:ChatsComposersAndButtonBars>) and the scroll containers with a
  /// ``KeyboardLift`` policy, on screen.
  ///
  /// A follower counts when it is not the root, not a scroll container, has no scroll container
  /// among its ancestors and is not inside another follower (it rides with that one); the script
  /// reader refuses the others, and the engine ignores them.
  ///
  /// - Complexity: O(*k* · *d*) for *k* such views at depth at most *d*; no walk of the tree.
  func keyboardLayoutSlots() -> (followers: [Int32], lifts: [Int32]) {
    guard !riderSlots.isEmpty else { return ([], []) }
    var followers: [Int32] = []
    var lifts: [Int32] = []
    for slot in riderSlots where isVisible(slot: slot) {
      let node = nodes[Int(slot)]
      if node.keyboardLift != .none && node.kind.isScrollContainer { lifts.append(slot) }
      if node.followsKeyboard && isFollower(slot) { followers.append(slot) }
    }
    return (sortedInTreeOrder(followers), sortedInTreeOrder(lifts))
  }

  /// Whether the view in `slot` may follow the keyboard: not the root, not a scroll container,
  /// with no scroll container and no other follower among its ancestors.
  func isFollower(_ slot: Int32) -> Bool {
    guard slot != Self.rootSlot, !nodes[Int(slot)].kind.isScrollContainer else { return false }
    var current = slot
    while let parent = parentSlot(current) {
      let node = nodes[Int(parent)]
      if node.kind.isScrollContainer || (node.followsKeyboard && parent != Self.rootSlot) {
        return false
      }
      current = parent
    }
    return true
  }

  /// The follower the view in `slot` is or lies inside, if any (a field there rides the keyboard
  /// with it and moves nothing).
  func follower(containing slot: Int32) -> Int32? {
    guard !riderSlots.isEmpty else { return nil }
    var found: Int32?
    var current: Int32? = slot
    while let view = current {
      if nodes[Int(view)].followsKeyboard && isFollower(view) { found = view }
      current = parentSlot(view)
    }
    return found
  }

  /// How far a follower rides a keyboard whose top is at `keyboardTop`: its resting bottom's
  /// overlap with the keyboard (0 when it ends above it), or `nil` for a follower with no width
  /// or height, which is left alone.
  func lift(ofFollower slot: Int32, keyboardTop: Double) -> Double? {
    let frame = restingWindowFrame(ofSlot: slot)
    guard frame.width > 0, frame.height > 0 else { return nil }
    return max(0, frame.maxY - keyboardTop)
  }

  /// The effective keyboard top and the follower that made it, if one rides above the keyboard:
  /// the keyboard's top, or the highest top of the `followers` riding it. Read off the tree
  /// alone, so that the engine's rules call it without copying the engine.
  func ridingTop(_ keyboardTop: Double, followers: [Int32]) -> (top: Double, follower: Int32?) {
    var top = keyboardTop
    var follower: Int32?
    for slot in followers {
      guard let lift = lift(ofFollower: slot, keyboardTop: keyboardTop), lift > 0 else {
        continue
      }
      let riding = restingWindowFrame(ofSlot: slot).minY - lift
      if riding < top { (top, follower) = (riding, slot) }
    }
    return (top, follower)
  }

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
