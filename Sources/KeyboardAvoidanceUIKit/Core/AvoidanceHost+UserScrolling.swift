import KeyboardAvoidance

extension AvoidanceHost {
  /// Drops, from the effects the engine decided, the content offsets of scroll views the user
  /// is moving (``KeyboardHostView/hostIsMovedByUser``), and gives the engine's tree their offsets
  /// as they are: an offset written under the finger fights it (UIKit dismisses the keyboard
  /// when a drag begins with `keyboardDismissMode = .onDrag`, uikit-facts 32, and the hide's
  /// restored offset would land while the finger is down; uikit-facts 88). Their insets still
  /// apply. When the finger lifts, the drag's end reaches the engine as the user's scroll
  /// (``userDidScroll(_:)``).
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
