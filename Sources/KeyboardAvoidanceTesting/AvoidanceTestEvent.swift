import KeyboardAvoidance
import KeyboardScript

/// An event for ``AvoidanceTestStore/send(_:effects:fileID:filePath:line:column:_:)``, written
/// the short way: keyboard frames come from the store's window, so a test states only what
/// matters (`.keyboardWillShow(height: 336)`).
public struct AvoidanceTestEvent: Sendable, CustomStringConvertible {
  /// The event for the screen as it is when the event is sent.
  let resolve: @Sendable (ViewTree) -> AvoidanceEvent
  /// How the test wrote the event, for failure messages.
  public let description: String

  init(_ description: String, _ resolve: @escaping @Sendable (ViewTree) -> AvoidanceEvent) {
    self.description = description
    self.resolve = resolve
  }

  /// Any engine event, as it is.
  public static func event(_ event: AvoidanceEvent) -> AvoidanceTestEvent {
    AvoidanceTestEvent(TextTrace.describe(.engine(event))) { _ in event }
  }

  /// A docked keyboard of `height` points slides up: `keyboardWillShow` with the frame
  /// `[0, H − height, W, height]`.
  public static func keyboardWillShow(
    height: Double, duration: Double = 0.25, curve: KeyboardAnimation.Curve = .keyboard
  ) -> AvoidanceTestEvent {
    docked(.keyboardWillShow, height: height, duration: duration, curve: curve)
  }

  /// The docked keyboard changes height (a suggestions bar appears, another keyboard is chosen):
  /// `keyboardWillChangeFrame` with the frame `[0, H − height, W, height]`.
  public static func keyboardWillChangeFrame(
    height: Double, duration: Double = 0.25, curve: KeyboardAnimation.Curve = .keyboard
  ) -> AvoidanceTestEvent {
    docked(.keyboardWillChangeFrame, height: height, duration: duration, curve: curve)
  }

  /// The keyboard slides away: `keyboardWillHide` with the hidden frame `[0, H, W, 0]`.
  public static func keyboardWillHide(
    duration: Double = 0.25, curve: KeyboardAnimation.Curve = .keyboard
  ) -> AvoidanceTestEvent {
    AvoidanceTestEvent("keyboardWillHide()") { tree in
      let window = tree.windowSize
      return .keyboard(
        KeyboardNotification(
          .keyboardWillHide, frame: Rect(x: 0, y: window.height, width: window.width, height: 0),
          animation: KeyboardAnimation(duration: duration, curve: curve)))
    }
  }

  /// Any keyboard notification with the frame it carries, such as a `keyboardWillHide` that a
  /// host forwards with the docked frame.
  public static func keyboard(
    _ name: KeyboardNotification.Name, frame: Rect, duration: Double = 0.25,
    curve: KeyboardAnimation.Curve = .keyboard
  ) -> AvoidanceTestEvent {
    .event(
      .keyboard(
        KeyboardNotification(
          name, frame: frame, animation: KeyboardAnimation(duration: duration, curve: curve))))
  }

  /// An iPad keyboard undocks or floats at `frame` (window coordinates):
  /// `keyboardWillChangeFrame`.
  public static func floatingKeyboard(_ frame: Rect) -> AvoidanceTestEvent {
    AvoidanceTestEvent("floatingKeyboard(\(frame))") { _ in
      .keyboard(KeyboardNotification(.keyboardWillChangeFrame, frame: frame))
    }
  }

  /// A field becomes first responder; a text view may report its caret.
  public static func focus(_ field: ViewID, caret: Rect? = nil) -> AvoidanceTestEvent {
    .event(.focus(field, caret: caret))
  }

  /// The focused field resigns first responder.
  public static var blur: AvoidanceTestEvent { .event(.blur) }

  /// The focused text view's caret moves.
  public static func caret(_ rect: Rect) -> AvoidanceTestEvent { .event(.caret(rect)) }

  /// The user drags a scroll container vertically to offset `y`; its horizontal offset stays.
  public static func userScroll(_ container: ViewID, to y: Double) -> AvoidanceTestEvent {
    AvoidanceTestEvent("userScroll(\"\(container)\", to: \(formatted(y)))") { tree in
      .scroll(container, offset: Point(x: tree[container]?.contentOffset.x ?? 0, y: y))
    }
  }

  /// The app changes a view's geometry.
  public static func update(_ view: ViewID, _ update: ViewUpdate) -> AvoidanceTestEvent {
    .event(.update(view, update))
  }

  private static func docked(
    _ name: KeyboardNotification.Name, height: Double, duration: Double,
    curve: KeyboardAnimation.Curve
  ) -> AvoidanceTestEvent {
    AvoidanceTestEvent("\(name.rawValue)(height: \(formatted(height)))") { tree in
      let window = tree.windowSize
      return .keyboard(
        KeyboardNotification(
          name, frame: Rect(x: 0, y: window.height - height, width: window.width, height: height),
          animation: KeyboardAnimation(duration: duration, curve: curve)))
    }
  }
}
