import KeyboardAvoidance

extension AvoidanceHost {
  /// Drops the content offsets of scroll views the user is moving, which would fight the finger
  /// (uikit-facts 32, 88), and gives the tree their offsets as they are; insets still apply.
  func leaveUserScrollingAlone(_ effects: inout [AvoidanceEffect]) {
    var kept: [ViewID: Point] = [:]
    for effect in effects where effect.property == .contentOffset {
      guard let view = effectTarget(effect.view)?.view ?? view(for: effect.view),
        view.hostIsMovedByUser, let state = view.hostScrollState
      else { continue }
      kept[effect.view] = state.contentOffset
    }
    guard !kept.isEmpty else { return }
    effects.removeAll { $0.property == .contentOffset && kept[$0.view] != nil }
    engine.updateTree { tree in
      for (id, offset) in kept { try? tree.update(id) { $0.contentOffset = offset } }
    }
  }
}
