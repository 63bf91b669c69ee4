extension AvoidanceEngine {
  /// The starting insets of a covered container, taken before the engine first changes it
  /// (<doc:ChatsComposersAndButtonBars>). Its offset has no starting value: it moves relative to
  /// where it is, and is never restored.
  struct CoveredSnapshot: Sendable {
    /// What the engine's state holds of it.
    struct State: Hashable, Sendable, Codable {
      /// The container.
      var view: ViewID
      /// Its content inset before the engine changed it.
      var startingContentInset: Insets
      /// Its indicator insets before the engine changed them.
      var startingScrollIndicatorInsets: Insets
    }

    var state: State
    /// The container's slot; `-1` when it is no longer in the tree.
    var slot: Int32 = -1

    init(state: State, slot: Int32 = -1) {
      self.state = state
      self.slot = slot
    }
  }

  /// The followers and lift containers of the screen, in tree order, kept between events until
  /// the tree's structure changes.
  struct KeyboardLayout: Sendable {
    var followers: [Int32] = []
    var lifts: [Int32] = []
    var isCurrent = false
  }

  /// Finds the followers and lift containers again if the tree's structure changed since.
  @inline(__always)
  mutating func refreshKeyboardLayout() {
    guard !keyboardLayout.isCurrent else { return }
    (keyboardLayout.followers, keyboardLayout.lifts) = FollowerRules.layoutSlots(in: tree)
    keyboardLayout.isCurrent = true
  }

  /// The followers, from the kept layout when it is current, else found now.
  var followerSlots: [Int32] {
    keyboardLayout.isCurrent
      ? keyboardLayout.followers : FollowerRules.layoutSlots(in: tree).followers
  }

  /// The effective keyboard top: the keyboard's, or the highest top of the followers riding it
  /// (``FollowerRules/ridingTop(_:followers:in:)``).
  func effectiveKeyboardTop(_ keyboardTop: Double, followers: [Int32]) -> Double {
    FollowerRules.ridingTop(keyboardTop, followers: followers, in: tree).top
  }

  /// Sets every follower's offset for the keyboard and the current root shift: riding followers
  /// meet the keyboard's top, the others stay where they are in the window. With the keyboard's
  /// animation unless told otherwise.
  mutating func setFollowOffsets(
    keyboardTop: Double, animation: AvoidanceEffect.Animation? = nil,
    _ effects: inout [AvoidanceEffect]
  ) {
    for slot in keyboardLayout.followers {
      guard let lift = FollowerRules.lift(ofFollower: slot, keyboardTop: keyboardTop, in: tree)
      else { continue }
      let start = effects.count
      setFollowOffset(
        lift - tree.rootShift, of: slot, reason: .follow, animation: animation, &effects)
      if isRecordingDerivation, effects.count > start {
        explainFollower(slot, lift: lift, effect: start)
      }
    }
  }

  /// Brings every follower back to its resting place.
  mutating func restoreFollowers(_ effects: inout [AvoidanceEffect]) {
    for slot in followerSlots {
      let start = effects.count
      setFollowOffset(0, of: slot, reason: .restore, &effects)
      if isRecordingDerivation, effects.count > start {
        explainFollower(slot, lift: 0, effect: start)
      }
    }
  }

  /// Sets a follower's offset, emitting an effect when it changes, with the keyboard's
  /// animation unless told otherwise.
  mutating func setFollowOffset(
    _ offset: Double, of slot: Int32, reason: AvoidanceEffect.Reason,
    animation: AvoidanceEffect.Animation? = nil, _ effects: inout [AvoidanceEffect]
  ) {
    let from = tree[slot: slot].followOffset
    guard offset != from else { return }
    tree[slot: slot].followOffset = offset
    effects.append(
      AvoidanceEffect(
        view: tree.id(ofSlot: slot), change: .followOffset(from: from, to: offset),
        reason: reason, animation: animation ?? .keyboard(keyboardAnimation)))
  }

  /// Moves the followers and the covered containers for the docked keyboard, with the root
  /// shift as it is: what happens when no field is adjusted for (none is focused, or the focused
  /// one does not avoid the keyboard).
  mutating func followKeyboard(_ effects: inout [AvoidanceEffect]) {
    guard let keyboardFrame else { return }
    refreshKeyboardLayout()
    guard !keyboardLayout.followers.isEmpty || !keyboardLayout.lifts.isEmpty else { return }
    let keyboardTop = keyboardFrame.minY
    setFollowOffsets(keyboardTop: keyboardTop, &effects)
    let top = FollowerRules.ridingTop(keyboardTop, followers: keyboardLayout.followers, in: tree)
      .top
    liftCoveredContainers(effectiveKeyboardTop: top, adjusting: false, &effects)
  }

  /// Gives every lift container that is not in the chain the insets and offset of its policy
  /// when its window frame reaches below the effective keyboard top, and takes them back from
  /// one that no longer does. During a drag (`drag`) only the insets move, with no animation:
  /// the offset belongs to the finger.
  mutating func liftCoveredContainers(
    effectiveKeyboardTop top: Double, adjusting: Bool, drag: Bool = false,
    _ effects: inout [AvoidanceEffect]
  ) {
    for slot in keyboardLayout.lifts {
      if snapshotIndex(ofSlot: slot) != nil || (adjusting && pathStorage.chainContains(slot)) {
        continue
      }
      let frame = tree.windowFrame(ofSlot: slot, rootShift: tree.rootShift)
      if frame.maxY > top {
        let insets = coveredInsets(of: slot, frameBottom: frame.maxY, effectiveKeyboardTop: top)
        moveCovered(
          slot, contentInset: insets.content, indicatorInset: insets.indicator, insets: insets,
          reason: .keyboardInset, drag: drag, &effects)
      } else if coveredIndex(ofSlot: slot) != nil {
        uncover(slot, drag: drag, &effects)
      }
    }
  }

  /// A covered container's insets: the keyboard-inset rule with the effective keyboard top as
  /// both the band's bottom and the keyboard's top (no distance: nothing in it is focused), from
  /// its starting insets (its covered snapshot's, or the current ones before one).
  func coveredInsets(
    of slot: Int32, frameBottom: Double, effectiveKeyboardTop top: Double
  ) -> InsetDecision {
    let node = tree[slot: slot]
    var starting = (node.contentInset.bottom, node.indicatorInsets.bottom)
    if let index = coveredIndex(ofSlot: slot) {
      starting = (
        coveredSnapshots[index].state.startingContentInset.bottom,
        coveredSnapshots[index].state.startingScrollIndicatorInsets.bottom
      )
    }
    return InsetDecision.deciding(
      frameBottom: frameBottom, bandBottom: top, keyboardTop: top,
      automaticInset: node.contentInsetAdjustment.bottom, starting: starting, ignoresInset: nil)
  }

  /// Restores, in tree order, the covered containers that `scope` takes in: every one, or those
  /// now in the chain.
  mutating func restoreCoveredContainers(
    enteringChainOnly: Bool, _ effects: inout [AvoidanceEffect]
  ) {
    guard !coveredSnapshots.isEmpty else { return }
    var slots = coveredSnapshots.map(\.slot)
    if enteringChainOnly {
      slots.removeAll { !pathStorage.chainContains($0) }
      guard !slots.isEmpty else { return }
    }
    for slot in tree.sortedInTreeOrder(slots.filter { $0 >= 0 }) {
      uncover(slot, &effects)
    }
    if !enteringChainOnly { coveredSnapshots.removeAll() }
  }

  /// Puts a covered container's insets back to their starting values, moves its offset by its
  /// policy with that (negative) change — unless the keyboard is dragged (`drag`) — and drops
  /// its snapshot.
  mutating func uncover(_ slot: Int32, drag: Bool = false, _ effects: inout [AvoidanceEffect]) {
    guard let index = coveredIndex(ofSlot: slot) else { return }
    let state = coveredSnapshots[index].state
    coveredSnapshots.remove(at: index)
    moveCovered(
      slot, contentInset: state.startingContentInset.bottom,
      indicatorInset: state.startingScrollIndicatorInsets.bottom, reason: .restore, drag: drag,
      &effects)
  }

  /// Sets a covered container's bottom insets and moves its offset by its ``KeyboardLift``
  /// policy with `Δ`, the change of its content inset: `contentInset`, `layout`,
  /// `indicatorInsets`, then `contentOffset` (reason `lift` when the policy moves it, `clamp`
  /// when it only stays and is clamped), all with the keyboard's animation. While the keyboard
  /// is dragged (`drag`) the insets move with no animation and the offset, the finger's, stays.
  mutating func moveCovered(
    _ slot: Int32, contentInset: Double, indicatorInset: Double, insets: InsetDecision? = nil,
    reason: AvoidanceEffect.Reason, drag: Bool = false, _ effects: inout [AvoidanceEffect]
  ) {
    let node = tree[slot: slot]
    let delta = contentInset - node.contentInset.bottom
    let offset = node.contentOffset.y
    let atEnd = node.maxOffsetY - offset <= 0.5
    let newMax = node.maxOffsetY(contentInsetBottom: contentInset)
    var target = offset
    var lifts = false
    switch drag ? .never : node.keyboardLift {
    case .none, .never: break
    case .whenAtEnd:
      if atEnd { (target, lifts) = (newMax, true) }
    case .always:
      if delta != 0 { (target, lifts) = (offset + delta, true) }
    case .persistent:
      if delta > 0 { (target, lifts) = (offset + delta, true) }
    }
    let y = drag ? offset : node.clampedOffsetY(target, contentInsetBottom: contentInset)
    let changes =
      contentInset != node.contentInset.bottom || indicatorInset != node.indicatorInsets.bottom
      || y != offset
    guard changes else { return }
    let start = effects.count
    if reason != .restore && coveredIndex(ofSlot: slot) == nil {
      coveredSnapshots.append(
        CoveredSnapshot(
          state: CoveredSnapshot.State(
            view: node.id, startingContentInset: node.contentInset,
            startingScrollIndicatorInsets: node.indicatorInsets),
          slot: slot))
    }
    writeInsets(
      (contentInset, indicatorInset), of: slot, reason: reason,
      animation: drag ? AvoidanceEffect.Animation.none : nil, &effects)
    if y != offset {
      tree[slot: slot].contentOffset.y = y
      effects.append(
        AvoidanceEffect(
          view: node.id,
          change: .contentOffset(
            from: node.contentOffset, to: Point(x: node.contentOffset.x, y: y)),
          reason: lifts ? .lift : .clamp, animation: .keyboard(keyboardAnimation)))
    }
    if isRecordingDerivation {
      explainCovered(
        slot,
        CoveredDecision(
          insets: insets, contentInset: contentInset, delta: delta, atEnd: atEnd, from: offset,
          asked: target, lifts: lifts, isRestore: reason == .restore, isDragged: drag),
        effects: effects, since: start)
    }
  }

  /// The index in ``coveredSnapshots`` of a container's snapshot.
  func coveredIndex(ofSlot slot: Int32) -> Int? {
    coveredSnapshots.isEmpty ? nil : coveredSnapshots.firstIndex { $0.slot == slot }
  }
}
