import KeyboardAvoidance

extension AvoidanceHost {
  /// The keyboard layout guide's top moved: a view pinned to UIKit's `keyboardLayoutGuide`
  /// reports its window frame's top from its layout (`layoutSubviews`), in window coordinates,
  /// with whether that layout ran inside an animation.
  ///
  /// While the user drags the keyboard (`keyboardDismissMode = .interactive`) UIKit posts no
  /// keyboard notification until the finger lifts (uikit-facts 29); the guide follows the
  /// keyboard under the finger frame by frame (facts 30–32). A reading is that drag — and goes
  /// to the engine as `AvoidanceEvent.keyboardTrack(top:)` — when it is finger-driven:
  ///
  /// - it is not part of an animation: a keyboard notification's show, hide or frame change
  ///   moves the guide inside the keyboard's animation, and the notification itself is what the
  ///   engine hears then;
  /// - the last keyboard notification left a docked keyboard up: with the keyboard hidden or
  ///   floating the guide sits at the safe area's bottom (facts 22, 71), and nothing is dragged.
  ///
  /// A reading equal to the last one, or to the last notification's top before any drag, is the
  /// keyboard at rest (a layout pass that moved nothing) and is dropped.
  ///
  /// The reading goes as it is: one above the notified keyboard (iOS 26 reports frames taller
  /// than the keyboard during a drag) or below the window is clamped by the engine (AVOIDANCE
  /// §2b), not here. The next keyboard notification ends the track.
  public func keyboardGuideDidMove(top: Double, inAnimation: Bool) {
    defer { assertInvariants() }
    guard !inAnimation, top.isFinite, top != keyboardGuideTop,
      engine.keyboardPlacement == .docked, let window
    else { return }
    keyboardGuideTop = top
    readsPreserved = false
    defer { readsPreserved = true }
    resizeIfNeeded(window)
    prepare()
    send(.keyboardTrack(top: top))
  }
}
