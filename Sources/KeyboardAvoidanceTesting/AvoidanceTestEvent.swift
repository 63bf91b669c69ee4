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

  /// The user taps a toolbar's Previous or Next button, or Next on the keyboard: the engine
  /// focuses the focused field's neighbour (`AvoidanceEngine.navigation()`), if it has one, and
  /// reveals it. State the focus it moves to with ``ExpectedScreen/focusedField``.
  ///
  /// ```swift
  /// store.send(.navigate(.next)) {
  ///   $0.focusedField = "password"
  ///   $0["form"].contentOffset.y = 253
  /// }
  /// ```
  public static func navigate(_ direction: FieldNavigation.Direction) -> AvoidanceTestEvent {
    AvoidanceTestEvent("navigate(.\(direction.rawValue))") { _ in .navigate(direction) }
  }

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

  /// The window turns or changes size to `device`'s (`.iPhone15.landscape`): a `resize` with
  /// its window and the root's safe area (with a navigation bar if `navigationBar`), as
  /// `viewWillTransition(to:with:)` and `viewSafeAreaInsetsDidChange()` report them.
  ///
  /// The root fills the new window. Each of `scrollViews` (full-screen scroll views under the
  /// bar, ``DeviceScreen/scrollViewUnderNavigationBar(_:contentHeight:kind:)``) fills it too and
  /// gets the device's ``DeviceScreen/scrollViewInsetAdjustment``; `frames` and `safeAreas`
  /// give other views theirs, and win over `scrollViews`.
  ///
  /// ```swift
  /// store.send(.resize(to: .iPhone15.landscape, navigationBar: true, scrollViews: ["scroll"])) {
  ///   $0["scroll"].contentOffset.y = 470
  /// }
  /// ```
  public static func resize(
    to device: DeviceScreen, navigationBar: Bool = false, scrollViews: [ViewID] = [],
    frames: [ViewID: Rect] = [:], safeAreas: [ViewID: Insets] = [:]
  ) -> AvoidanceTestEvent {
    var resize = WindowResize(
      windowSize: device.windowSize,
      rootSafeArea: device.root(navigationBar: navigationBar).safeAreaInsets)
    for id in scrollViews {
      resize.frames[id] = Rect(origin: .zero, size: device.windowSize)
      resize.safeAreas[id] = device.scrollViewInsetAdjustment
    }
    resize.frames.merge(frames) { _, given in given }
    resize.safeAreas.merge(safeAreas) { _, given in given }
    var arguments = ["to: \(device.name)"]
    if navigationBar { arguments.append("navigationBar: true") }
    if !scrollViews.isEmpty {
      arguments.append(
        "scrollViews: [" + scrollViews.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }
    if !frames.isEmpty || !safeAreas.isEmpty { arguments.append("…") }
    let event = AvoidanceEvent.resize(resize)
    return AvoidanceTestEvent("resize(" + arguments.joined(separator: ", ") + ")") { _ in event }
  }

  /// The window changes in any way: a `resize` as it is (Split View, a custom window).
  public static func resize(_ resize: WindowResize) -> AvoidanceTestEvent {
    .event(.resize(resize))
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
