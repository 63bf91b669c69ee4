import KeyboardAvoidance

extension AvoidanceHost {
  /// The keyboard layout guide's top moved: a view pinned to UIKit's `keyboardLayoutGuide`
  /// reports its window frame's top from its layout (`layoutSubviews`), in window coordinates,
  /// with whether that layout ran inside an animation.
  ///
  /// While the user drags the keyboard (`keyboardDismissMode = .interactive`) UIKit posts no
  /// notification until the finger lifts (uikit-facts 29), and the guide follows the finger
  /// (facts 30–32). A reading goes to the engine as `AvoidanceEvent.keyboardTrack(top:)` when it
  /// is outside an animation (a notification's own moves run inside the keyboard's animation),
  /// a docked keyboard is up (a hidden or floating one leaves the guide at the safe area's
  /// bottom, facts 22, 71) and a drag can move it now
  /// (``KeyboardHostWindow/hostKeyboardCanBeDragged``: the finger is on a scroll view that
  /// dismisses the keyboard interactively, fact 32). A reading equal to the last known top is the
  /// keyboard at rest and is dropped; the engine clamps the others (AVOIDANCE §2b).
  public func keyboardGuideDidMove(top: Double, inAnimation: Bool) {
    defer { assertInvariants() }
    guard !inAnimation, top.isFinite, top != keyboardGuideTop,
      engine.keyboardPlacement == .docked, let window, window.hostKeyboardCanBeDragged
    else { return }
    keyboardGuideTop = top
    readsPreserved = false
    defer { readsPreserved = true }
    resizeIfNeeded(window)
    prepare()
    send(.keyboardTrack(top: top))
  }
}
