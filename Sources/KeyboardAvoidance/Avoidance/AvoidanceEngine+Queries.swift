extension AvoidanceEngine {
  /// The band a field's target must lie in with the current keyboard; without a docked keyboard,
  /// the root's safe area (from below the bars to above the home indicator).
  public func band(for field: ViewID) -> Band? {
    guard let slot = tree.slot(of: field) else { return nil }
    guard keyboardPlacement == .docked, let keyboardFrame else {
      let root = tree.root
      return Band(
        top: root.frame.minY + root.safeArea.top, bottom: root.frame.maxY - root.safeArea.bottom)
    }
    return band(forFieldSlot: slot, keyboardTop: keyboardFrame.minY)
  }

  /// The rect that must be visible for a field, in window coordinates with the current offsets
  /// and root shift: the caret of the focused text view, the cell holding the field, or the
  /// field's frame.
  public func revealTarget(for field: ViewID) -> Rect? {
    guard let slot = tree.slot(of: field) else { return nil }
    return revealTarget(forFieldSlot: slot, rootShift: tree.rootShift)
  }

  /// Whether a field's reveal target lies inside its band, allowing `tolerance` points.
  public func isRevealed(_ field: ViewID, tolerance: Double = 0) -> Bool {
    guard let target = revealTarget(for: field), let band = band(for: field) else { return false }
    return band.contains(target, tolerance: tolerance)
  }
}
