/// The follower rules (<doc:ChatsComposersAndButtonBars>): which views follow a docked keyboard
/// whatever is focused, how far each rides it, and the effective keyboard top they make. They
/// read the tree (its index of riders, its resting frames) and decide here, beside the engine's
/// other rules; the tree only keeps its index in step.
enum FollowerRules {
  /// The views that follow a docked keyboard whatever is focused, each list in tree order:
  /// the followers (<doc:ChatsComposersAndButtonBars>) and the scroll containers with a
  /// ``KeyboardLift`` policy, on screen.
  ///
  /// A follower counts when it is not the root, not a scroll container, has no scroll container
  /// among its ancestors and is not inside another follower (it rides with that one); the script
  /// reader refuses the others, and the engine ignores them.
  ///
  /// - Complexity: O(*k* · *d*) for *k* such views at depth at most *d*; no walk of the tree.
  static func layoutSlots(in tree: ViewTree) -> (followers: [Int32], lifts: [Int32]) {
    guard tree.hasKeyboardRiders else { return ([], []) }
    var followers: [Int32] = []
    var lifts: [Int32] = []
    for slot in tree.riderSlots where tree.isVisible(slot: slot) {
      let node = tree.nodes[Int(slot)]
      if node.keyboardLift != .none && node.kind.isScrollContainer { lifts.append(slot) }
      if node.followsKeyboard && isFollower(slot, in: tree) { followers.append(slot) }
    }
    return (tree.sortedInTreeOrder(followers), tree.sortedInTreeOrder(lifts))
  }

  /// Whether the view in `slot` may follow the keyboard: not the root, not a scroll container,
  /// with no scroll container and no other follower among its ancestors.
  static func isFollower(_ slot: Int32, in tree: ViewTree) -> Bool {
    guard slot != ViewTree.rootSlot, !tree.nodes[Int(slot)].kind.isScrollContainer else {
      return false
    }
    var current = slot
    while let parent = tree.parentSlot(current) {
      let node = tree.nodes[Int(parent)]
      if node.kind.isScrollContainer || (node.followsKeyboard && parent != ViewTree.rootSlot) {
        return false
      }
      current = parent
    }
    return true
  }

  /// The follower the view in `slot` is or lies inside, if any (a field there rides the keyboard
  /// with it and moves nothing).
  static func follower(containing slot: Int32, in tree: ViewTree) -> Int32? {
    guard tree.hasKeyboardRiders else { return nil }
    var found: Int32?
    var current: Int32? = slot
    while let view = current {
      if tree.nodes[Int(view)].followsKeyboard && isFollower(view, in: tree) { found = view }
      current = tree.parentSlot(view)
    }
    return found
  }

  /// How far a follower rides a keyboard whose top is at `keyboardTop`: its resting bottom's
  /// overlap with the keyboard (0 when it ends above it), or `nil` for a follower with no width
  /// or height, which is left alone.
  static func lift(ofFollower slot: Int32, keyboardTop: Double, in tree: ViewTree) -> Double? {
    let frame = tree.restingWindowFrame(ofSlot: slot)
    guard frame.width > 0, frame.height > 0 else { return nil }
    return max(0, frame.maxY - keyboardTop)
  }

  /// The effective keyboard top and the follower that made it, if one rides above the keyboard:
  /// the keyboard's top, or the highest top of the `followers` riding it. Read off the tree
  /// alone, so that the engine's rules call it without copying the engine.
  static func ridingTop(
    _ keyboardTop: Double, followers: [Int32], in tree: ViewTree
  ) -> (top: Double, follower: Int32?) {
    var top = keyboardTop
    var follower: Int32?
    for slot in followers {
      guard let lift = lift(ofFollower: slot, keyboardTop: keyboardTop, in: tree), lift > 0 else {
        continue
      }
      let riding = tree.restingWindowFrame(ofSlot: slot).minY - lift
      if riding < top { (top, follower) = (riding, slot) }
    }
    return (top, follower)
  }
}
