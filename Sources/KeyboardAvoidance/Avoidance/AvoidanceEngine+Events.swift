extension AvoidanceEngine {
  /// Brings the screen in line with the keyboard and the focus: restores everything when no
  /// docked keyboard is up or the field opts out, otherwise adjusts for the focused field.
  mutating func reconcile(_ effects: inout [AvoidanceEffect]) {
    guard keyboardPlacement == .docked else {
      restoreAll(&effects)
      userScrolled = []
      return
    }
    guard let focusedField, let fieldSlot = tree.slot(of: focusedField) else { return }
    let field = tree.node(fieldSlot)
    guard field.kind.isField else { return }
    guard field.avoidance == .enabled else {
      restoreAll(&effects)
      return
    }
    adjust(for: fieldSlot, &effects)
    adjustedField = focusedField
  }

  /// Restores every snapshot, innermost container first, then the root shift.
  mutating func restoreAll(_ effects: inout [AvoidanceEffect]) {
    let field = focusedField ?? adjustedField
    if !snapshots.isEmpty {
      for configuration in snapshotsInnermostFirst() {
        configuration.restore(
          for: field, in: &tree, animation: keyboardAnimation, effects: &effects)
      }
      snapshots = [:]
    }
    setRootShift(0, reason: .restore, &effects)
  }

  /// Applies a user scroll: the offset's y is clamped into the valid range, as a drag settles.
  mutating func userDidScroll(_ id: ViewID, to offset: Point) {
    guard let slot = tree.slot(of: id) else { return }
    var node = tree.node(slot)
    guard node.kind.isScrollContainer else { return }
    node.contentOffset = Point(x: offset.x, y: node.clampedOffsetY(offset.y))
    tree.setNode(node, at: slot)
    guard keyboardPlacement == .docked else { return }
    userScrolled.insert(id)
    let policy = node.restorePolicy ?? settings.restorePolicy
    if policy == .unlessUserScrolled {
      snapshots[id]?.configuration.canRestoreContentOffset = false
    }
  }

  /// Applies an app's geometry change; returns whether the view exists.
  mutating func apply(_ update: ViewUpdate, to id: ViewID) -> Bool {
    guard let slot = tree.slot(of: id) else { return false }
    var node = tree.node(slot)
    if let frame = update.frame { node.frame = frame }
    if node.kind.isScrollContainer {
      if let contentSize = update.contentSize { node.contentSize = contentSize }
      if let contentInset = update.contentInset { node.contentInset = contentInset }
      if let contentOffset = update.contentOffset { node.contentOffset = contentOffset }
    }
    tree.setNode(node, at: slot)
    return true
  }

  /// Applies a window change: its size, new frames and the root's safe area.
  mutating func apply(_ resize: WindowResize) {
    tree.setWindowSize(resize.windowSize)
    for (id, frame) in resize.frames {
      guard let slot = tree.slot(of: id) else { continue }
      var node = tree.node(slot)
      node.frame = frame
      tree.setNode(node, at: slot)
    }
    if let safeArea = resize.rootSafeArea {
      var root = tree.root
      root.safeArea = safeArea
      tree.setNode(root, at: ViewTree.rootSlot)
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
        view: tree.root.id, change: .rootShift(from: current, to: shift), reason: reason,
        animation: .keyboard(keyboardAnimation)))
  }
}
