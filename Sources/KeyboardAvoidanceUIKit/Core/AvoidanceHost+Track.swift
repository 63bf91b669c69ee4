import KeyboardAvoidance

extension AvoidanceHost {
  /// The keyboard layout guide's top moved (window coordinates), as a view pinned to it reports
  /// from its layout, with whether that layout ran inside an animation.
  ///
  /// While the user drags the keyboard UIKit posts no notification (uikit-facts 29–32). A reading
  /// goes to the engine as `AvoidanceEvent.keyboardTrack(top:)` only outside an animation, with a
  /// docked keyboard up, while a drag can move it (``KeyboardHostWindow/hostKeyboardCanBeDragged``)
  /// and when it differs from the last known top.
  public func keyboardGuideDidMove(top: Double, inAnimation: Bool) {
    defer { assertInvariants() }
    guard !inAnimation, top.isFinite, top != keyboardGuideTop,
      engine.keyboardPlacement == .docked, let window, window.hostKeyboardCanBeDragged
    else { return }
    keyboardGuideTop = top
    readsPreserved = false
    defer { readsPreserved = true }
    windowDidLayout()
    prepare()
    send(.keyboardTrack(top: top))
  }
}
