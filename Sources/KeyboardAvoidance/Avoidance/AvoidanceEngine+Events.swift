extension AvoidanceEngine {
  /// Brings the screen in line with the keyboard and the focus: restores everything when no
  /// docked keyboard is up; otherwise adjusts for the focused field, or, when none is focused
  /// or the focused one opts out, lets the followers and covered containers follow the keyboard
  /// alone.
  mutating func reconcile(_ effects: inout [AvoidanceEffect]) {
    guard keyboardPlacement == .docked else {
      restoreAll(&effects)
      userScrolled.removeAll(keepingCapacity: true)
      return
    }
    if let fieldSlot = focusedSlot, tree[slot: fieldSlot].kind.isField {
      if tree[slot: fieldSlot].avoidance == .enabled {
        // A new list gets room for a typical adjustment; a replay's list grows on its own.
        if effects.isEmpty { effects.reserveCapacity(8) }
        adjust(for: fieldSlot, &effects)
        adjustedField = focusedField
        adjustedSlot = fieldSlot
        return
      }
      restoreChain(&effects)
      if keyboardTrack != nil {
        keyboardTrack?.restingRootShift = 0
      } else {
        setRootShift(0, reason: .restore, &effects)
      }
    }
    if keyboardTrack != nil {
      placeForTrack(reportedTop: nil, adjusting: false, &effects)
    } else {
      followKeyboard(&effects)
    }
  }

  /// Restores everything the keyboard changed: every chain snapshot, innermost container first,
  /// then the covered containers in tree order, the root shift, and the followers in tree order.
  mutating func restoreAll(_ effects: inout [AvoidanceEffect]) {
    restoreChain(&effects)
    if !coveredSnapshots.isEmpty { restoreCoveredContainers(enteringChainOnly: false, &effects) }
    setRootShift(0, reason: .restore, &effects)
    if tree.hasKeyboardRiders { restoreFollowers(&effects) }
  }

  /// Restores every chain snapshot, innermost container first.
  mutating func restoreChain(_ effects: inout [AvoidanceEffect]) {
    if !snapshots.isEmpty {
      if effects.isEmpty { effects.reserveCapacity(4 * snapshots.count + 1) }
      restoreSnapshots(
        .all, forFieldSlot: focusedField != nil ? focusedSlot : adjustedSlot, &effects)
    }
  }

  /// Applies a user scroll (``ViewTree/applyInput(of:)``) and, while a docked keyboard is up,
  /// marks the container user-scrolled for the keyboard session.
  mutating func userDidScroll(_ id: ViewID, to offset: Point) {
    guard let slot = tree.slot(of: id) else {
      diagnostic = .unknownView(id)
      return
    }
    if let diagnostic = tree.applyScroll(to: slot, offset: offset) {
      self.diagnostic = diagnostic
      return
    }
    userDidScrollForPreservation(id)
    guard keyboardPlacement == .docked else { return }
    userScrolled.insert(id)
    if let index = snapshotIndex(ofSlot: slot) {
      snapshots[index].configuration.canRestoreContentOffset = canRestoreOffset(
        ofSlot: slot, userScrolled: true)
    }
  }

  /// A container's restore policy: its own, else the global one.
  func restorePolicy(ofSlot slot: Int32) -> RestorePolicy {
    tree[slot: slot].restorePolicy ?? settings.restorePolicy
  }

  /// Whether the container in `slot` gets its offset back when the keyboard goes, given
  /// whether the user scrolled it while the keyboard was docked: the one home of the
  /// restore-policy decision.
  func canRestoreOffset(ofSlot slot: Int32, userScrolled: Bool) -> Bool {
    switch restorePolicy(ofSlot: slot) {
    case .always: true
    case .never: false
    case .unlessUserScrolled: !userScrolled
    }
  }

  /// Sets the root shift, emitting an effect when it changes, with the keyboard's animation
  /// unless told otherwise.
  mutating func setRootShift(
    _ shift: Double, reason: AvoidanceEffect.Reason, animation: AvoidanceEffect.Animation? = nil,
    _ effects: inout [AvoidanceEffect]
  ) {
    let current = tree.rootShift
    guard shift != current else { return }
    tree.rootShift = shift
    effects.append(
      AvoidanceEffect(
        view: tree.id(ofSlot: ViewTree.rootSlot), change: .rootShift(from: current, to: shift),
        reason: reason, animation: animation ?? .keyboard(keyboardAnimation)))
  }
}
