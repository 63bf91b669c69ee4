extension AvoidanceEngine {
  /// Handles a ``AvoidanceEvent/keyboardTrack(top:)``.
  mutating func trackKeyboard(top: Double, _ effects: inout [AvoidanceEffect]) {
  }
}
