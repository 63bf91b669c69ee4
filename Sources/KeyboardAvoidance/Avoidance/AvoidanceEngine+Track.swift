extension AvoidanceEngine {
  /// Handles a ``AvoidanceEvent/keyboardTrack(top:)`` (<doc:TheKeyboardUnderTheFinger>): with a
  /// docked keyboard up, the drag is in force from now on, at the reported top clamped into the
  /// range from the notified keyboard's top to the window's bottom, and the root, the followers
  /// and the covered containers are placed for it. The focused field's chain holds still.
  /// Otherwise nothing happens.
  ///
  /// - Complexity: O(*f* + *c*) for *f* followers and *c* covered containers; no allocation.
  mutating func trackKeyboard(top: Double, _ effects: inout [AvoidanceEffect]) {
    guard keyboardPlacement == .docked, let keyboardFrame else { return }
    let trackedTop = min(max(top, keyboardFrame.minY), tree.windowSize.height)
    // R is what the last adjustment or restore left, kept from the drag's first frame on.
    let restingRootShift = keyboardTrack?.restingRootShift ?? tree.rootShift
    keyboardTrack = KeyboardTrack(top: trackedTop, restingRootShift: restingRootShift)
    placeForTrack(reportedTop: top, adjusting: focusAdjusts, &effects)
  }

  /// Whether the focused field's chain is what the engine adjusts for: a field is focused and
  /// avoids the keyboard.
  var focusAdjusts: Bool {
    guard let focusedSlot else { return false }
    return tree[slot: focusedSlot].kind.isField && tree[slot: focusedSlot].avoidance == .enabled
  }

  /// Places what rides the dragged keyboard, in this order and with no animation: the root
  /// rests on the keyboard (`min(R, max(0, root.maxY − kTrack))`, reason `follow`), followers
  /// ride the tracked top, and covered containers other than the chain's get the insets of the
  /// effective top it makes, with no offset written.
  mutating func placeForTrack(
    reportedTop: Double?, adjusting: Bool, _ effects: inout [AvoidanceEffect]
  ) {
    guard let track = keyboardTrack, let keyboardFrame else { return }
    let rootBottom = tree[slot: ViewTree.rootSlot].frame.maxY
    let overlap = max(0, rootBottom - track.top)
    let shift = min(track.restingRootShift, overlap)
    let shiftStart = effects.count
    setRootShift(shift, reason: .follow, animation: AvoidanceEffect.Animation.none, &effects)
    if isRecordingDerivation {
      derivationStorage.derivation.track = AvoidanceDerivation.TrackPlacement(
        reportedTop: reportedTop, keyboardTop: keyboardFrame.minY,
        windowBottom: tree.windowSize.height, trackedTop: track.top, rootBottom: rootBottom,
        overlap: overlap, restingRootShift: track.restingRootShift, rootShift: shift,
        shiftedRootBottom: rootBottom - shift,
        limit: shift < track.restingRootShift ? .overlap : .none,
        effect: effects.count > shiftStart ? shiftStart - derivationBase : nil)
    }
    refreshKeyboardLayout()
    guard !keyboardLayout.followers.isEmpty || !keyboardLayout.lifts.isEmpty else { return }
    setFollowOffsets(
      keyboardTop: track.top, animation: AvoidanceEffect.Animation.none, &effects)
    let effectiveTop = FollowerRules.ridingTop(
      track.top, followers: keyboardLayout.followers, in: tree
    ).top
    liftCoveredContainers(
      effectiveKeyboardTop: effectiveTop, adjusting: adjusting, drag: true, &effects)
  }

  /// Handles a keyboard notification, which ends any drag in force: the same frame as before
  /// does nothing, unless the drag had moved the keyboard off its top; otherwise the screen is
  /// brought in line with the new frame from wherever the drag left it. With no field to adjust
  /// for and a docked keyboard, the root goes back to the shift the drag rested on (reason
  /// `follow`).
  mutating func endTrack(
    with notification: KeyboardNotification, _ effects: inout [AvoidanceEffect]
  ) {
    let frame = notification.effectiveFrame(in: tree.windowSize)
    let track = keyboardTrack
    keyboardTrack = nil
    let dragMoved = track.map { $0.top != keyboardFrame?.minY } ?? false
    guard frame != keyboardFrame || dragMoved else { return }
    keyboardFrame = frame
    keyboardAnimation = notification.animation
    if let track, keyboardPlacement == .docked, focusedSlot == nil {
      setRootShift(track.restingRootShift, reason: .follow, &effects)
    }
    reconcile(&effects)
  }
}
