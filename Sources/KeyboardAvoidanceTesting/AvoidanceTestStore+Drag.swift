import KeyboardAvoidance

extension AvoidanceTestEvent {
  /// How a drag of the keyboard ends when the finger lifts (``liftFinger(_:duration:curve:)``).
  public enum DragEnd: String, Hashable, Sendable, CaseIterable {
    /// The keyboard goes on down and away: UIKit posts `keyboardWillHide`, sent with the hidden
    /// frame `[0, H, W, 0]`.
    case dismissed
    /// The keyboard slides back up where it was: UIKit posts `keyboardWillShow` with the frame
    /// the keyboard had before the drag, the one the store's engine was last notified of.
    case cancelled
  }

  /// A step of a drag, for the store.
  enum DragStep: Sendable {
    /// The keyboard's top moved under the finger.
    case move
    /// The finger lifted, with the notification's animation.
    case lift(DragEnd, KeyboardAnimation)
  }

  /// The user drags the keyboard (UIKit's interactive dismissal): its top edge is now drawn at
  /// `top`, in window coordinates — a `keyboardTrack`, one for each frame of the drag that a
  /// test cares about. UIKit posts no notification during a drag; the root rests on the
  /// keyboard, followers ride it and covered containers' insets follow it, each unanimated,
  /// while the focused field's containers hold still and no content offset is written (the
  /// article *The Keyboard Under the Finger* of KeyboardAvoidance).
  ///
  /// ```swift
  /// store.send(.userScroll("messages", to: 2497))  // the finger drags the list…
  /// store.send(.dragKeyboard(to: 600)) {          // …and the keyboard with it
  ///   $0["composer"].followOffset = 210          // 810 − 600
  ///   $0["messages"].contentInset.bottom = 210
  ///   $0["messages"].indicatorInsets.bottom = 210
  /// }
  /// store.send(.liftFinger(.cancelled)) { … }     // the keyboard comes back up
  /// ```
  ///
  /// A drag needs a docked keyboard: without one the step fails, saying so, and is not sent.
  /// (`.event(.keyboardTrack(top:))` sends a track as it is, for a test of one that changes
  /// nothing.)
  public static func dragKeyboard(to top: Double) -> AvoidanceTestEvent {
    AvoidanceTestEvent("dragKeyboard(to: \(formatted(top)))", .move) { _ in
      .keyboardTrack(top: top)
    }
  }

  /// The finger lifts and the keyboard notification that ends the drag arrives: with
  /// ``DragEnd/dismissed`` the keyboard hides (`keyboardWillHide`, hidden frame), with
  /// ``DragEnd/cancelled`` it comes back up (`keyboardWillShow` with the frame it had before the
  /// drag). Either is handled from wherever the drag left the screen: the root, followers and
  /// covered containers come back with the keyboard's animation (a cancelled drag), or
  /// everything is restored (a dismissed one), and each covered container's offset moves by its
  /// lift policy from the insets the drag left.
  ///
  /// ```swift
  /// store.send(.liftFinger(.dismissed)) { $0.restoreScreenBeforeKeyboard() }
  /// ```
  ///
  /// Only a drag can end: with no ``dragKeyboard(to:)`` in force since the last keyboard
  /// notification, the step fails, saying so, and is not sent.
  public static func liftFinger(
    _ end: DragEnd, duration: Double = 0.25, curve: KeyboardAnimation.Curve = .keyboard
  ) -> AvoidanceTestEvent {
    let animation = KeyboardAnimation(duration: duration, curve: curve)
    // The store resolves a lift with the keyboard it has; as written here, the hidden frame.
    return AvoidanceTestEvent("liftFinger(.\(end.rawValue))", .lift(end, animation)) { tree in
      .keyboard(
        KeyboardNotification(
          .keyboardWillHide,
          frame: Rect(x: 0, y: tree.windowSize.height, width: tree.windowSize.width, height: 0),
          animation: animation))
    }
  }
}

extension AvoidanceTestStore {
  /// The engine event a step of a drag amounts to now — for a move, the track as `written` — or
  /// why the step cannot be sent.
  func resolve(
    _ step: AvoidanceTestEvent.DragStep, written: AvoidanceEvent
  ) -> Result<AvoidanceEvent, DragFailure> {
    let window = engine.tree.windowSize
    switch step {
    case .move:
      guard engine.keyboardPlacement == .docked else {
        let keyboard =
          engine.keyboardPlacement == .floating ? "the keyboard floats" : "no keyboard is up"
        return .failure(
          DragFailure(
            message: "\(keyboard): a drag moves a docked keyboard. Send "
              + ".keyboardWillShow(height:) first, or .event(.keyboardTrack(top:)) for a track "
              + "that changes nothing."))
      }
      return .success(written)
    case .lift(let end, let animation):
      guard engine.keyboardTrack != nil, let frame = engine.keyboardFrame else {
        return .failure(
          DragFailure(
            message: "no drag of the keyboard is in force: the finger lifts after "
              + ".dragKeyboard(to:), and a keyboard notification ends the drag before it."))
      }
      switch end {
      case .dismissed:
        let hidden = Rect(x: 0, y: window.height, width: window.width, height: 0)
        return .success(
          .keyboard(KeyboardNotification(.keyboardWillHide, frame: hidden, animation: animation)))
      case .cancelled:
        return .success(
          .keyboard(KeyboardNotification(.keyboardWillShow, frame: frame, animation: animation)))
      }
    }
  }
}

/// Why a step of a drag cannot be sent, as the failure says it.
struct DragFailure: Error {
  var message: String
}
