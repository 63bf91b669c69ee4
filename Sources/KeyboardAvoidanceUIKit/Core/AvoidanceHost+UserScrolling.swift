import KeyboardAvoidance

extension AvoidanceHost {
  /// Drops the content offsets of scroll views the user is moving, which would fight the finger
  /// (uikit-facts 32, 88), and gives the tree their offsets as they are; insets still apply.
  func leaveUserScrollingAlone(_ effects: inout [AvoidanceEffect]) {
    guard effects.contains(where: { $0.property == .contentOffset }) else { return }
    var kept: [ViewID: Point] = [:]
    effects.removeAll { effect in
      guard effect.property == .contentOffset, let view = view(for: effect.view),
        view.hostIsMovedByUser, let state = view.hostScrollState
      else { return false }
      kept[effect.view] = state.contentOffset
      return true
    }
    guard !kept.isEmpty else { return }
    engine.updateTree { tree in
      for (id, offset) in kept { try? tree.update(id) { $0.contentOffset = offset } }
    }
  }
}
