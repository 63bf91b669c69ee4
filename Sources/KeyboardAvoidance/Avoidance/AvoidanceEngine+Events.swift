extension AvoidanceEngine {
  /// Brings the screen in line with the keyboard and the focus: restores everything when no
  /// docked keyboard is up or the field opts out, otherwise adjusts for the focused field.
  mutating func reconcile(_ effects: inout [AvoidanceEffect]) {
    guard keyboardPlacement == .docked else {
      restoreAll(&effects)
      userScrolled.removeAll(keepingCapacity: true)
      return
    }
    guard let fieldSlot = focusedSlot, tree[slot: fieldSlot].kind.isField else { return }
    guard tree[slot: fieldSlot].avoidance == .enabled else {
      restoreAll(&effects)
      return
    }
    // A new list gets room for a typical adjustment; a replay's list grows on its own.
    if effects.isEmpty { effects.reserveCapacity(8) }
    adjust(for: fieldSlot, &effects)
    adjustedField = focusedField
    adjustedSlot = fieldSlot
  }

  /// Restores every snapshot, innermost container first, then the root shift.
  mutating func restoreAll(_ effects: inout [AvoidanceEffect]) {
    if !snapshots.isEmpty {
      if effects.isEmpty { effects.reserveCapacity(4 * snapshots.count + 1) }
      restoreSnapshots(
        .all, forFieldSlot: focusedField != nil ? focusedSlot : adjustedSlot, &effects)
    }
    setRootShift(0, reason: .restore, &effects)
  }

  /// Applies a user scroll: the offset's y is clamped into the valid range, as a drag settles.
  mutating func userDidScroll(_ id: ViewID, to offset: Point) {
    guard let slot = tree.slot(of: id) else {
      diagnostic = .unknownView(id)
      return
    }
    guard tree[slot: slot].kind.isScrollContainer else {
      diagnostic = .notAScrollContainer(id, tree[slot: slot].kind)
      return
    }
    let y = tree[slot: slot].clampedOffsetY(offset.y)
    tree[slot: slot].contentOffset = Point(x: offset.x, y: y)
    guard keyboardPlacement == .docked else { return }
    userScrolled.insert(id)
    if restorePolicy(ofSlot: slot) == .unlessUserScrolled, let index = snapshotIndex(ofSlot: slot) {
      snapshots[index].configuration.canRestoreContentOffset = false
    }
  }

  /// A container's restore policy: its own, else the global one.
  func restorePolicy(ofSlot slot: Int32) -> RestorePolicy {
    tree[slot: slot].restorePolicy ?? settings.restorePolicy
  }

  /// Applies an app's geometry change; returns whether the view exists.
  mutating func apply(_ update: ViewUpdate, to id: ViewID) -> Bool {
    guard let slot = tree.slot(of: id) else { return false }
    if let frame = update.frame { tree[slot: slot].frame = frame }
    guard tree[slot: slot].kind.isScrollContainer else { return true }
    if let contentSize = update.contentSize { tree[slot: slot].contentSize = contentSize }
    if let contentInset = update.contentInset { tree[slot: slot].contentInset = contentInset }
    if let contentOffset = update.contentOffset { tree[slot: slot].contentOffset = contentOffset }
    return true
  }

  /// Applies a window change: its size, new frames and the root's safe area.
  mutating func apply(_ resize: WindowResize) {
    tree.setWindowSize(resize.windowSize)
    // The diagnostic names the first unknown view in id order, never one that depends on hashing.
    var unknown: ViewID?
    for (id, frame) in resize.frames {
      guard let slot = tree.slot(of: id) else {
        if unknown.map({ id < $0 }) ?? true { unknown = id }
        continue
      }
      tree[slot: slot].frame = frame
    }
    if let unknown { diagnostic = .unknownView(unknown) }
    if let safeArea = resize.rootSafeArea {
      tree[slot: ViewTree.rootSlot].safeAreaInsets = safeArea
    }
  }

  /// Sets the root shift, emitting an effect when it changes.
  mutating func setRootShift(
    _ shift: Double, reason: AvoidanceEffect.Reason, _ effects: inout [AvoidanceEffect]
  ) {
    let current = tree.rootShift
    guard shift != current else { return }
    tree.rootShift = shift
    effects.append(
      AvoidanceEffect(
        view: tree.id(ofSlot: ViewTree.rootSlot), change: .rootShift(from: current, to: shift),
        reason: reason, animation: .keyboard(keyboardAnimation)))
  }
}
