import KeyboardAvoidance
import KeyboardScript

/// An event for ``AvoidanceTestStore/send(_:effects:fileID:filePath:line:column:_:)``, written
/// the short way: keyboard frames come from the store's window, so a test states only what
/// matters (`.keyboardWillShow(height: 336)`).
public struct AvoidanceTestEvent: Sendable, CustomStringConvertible {
  /// The event for the screen as it is when the event is sent.
  let resolve: @Sendable (ViewTree) -> AvoidanceEvent
  /// For ``rotate(to:)`` and ``resize(to:navigationBar:scrollViews:frames:safeAreas:)``: the
  /// window change, which the store resolves with the device that built its screen.
  let deviceResize: DeviceResize?
  /// For ``dragKeyboard(to:)`` and ``liftFinger(_:duration:curve:)``: the step of a drag of
  /// the keyboard, which the store checks against the keyboard it has (and resolves, for a
  /// lift).
  let dragStep: DragStep?
  /// How the test wrote the event, for failure messages.
  public let description: String

  init(_ description: String, _ resolve: @escaping @Sendable (ViewTree) -> AvoidanceEvent) {
    self.description = description
    self.resolve = resolve
    deviceResize = nil
    dragStep = nil
  }

  init(_ description: String, _ deviceResize: DeviceResize) {
    self.description = description
    self.deviceResize = deviceResize
    dragStep = nil
    // The store resolves it; without the store's device, the window as it is.
    resolve = { .resize(WindowResize(windowSize: $0.windowSize)) }
  }

  init(
    _ description: String, _ dragStep: DragStep,
    _ resolve: @escaping @Sendable (ViewTree) -> AvoidanceEvent
  ) {
    self.description = description
    self.dragStep = dragStep
    self.resolve = resolve
    deviceResize = nil
  }

  /// A window change written with a device preset: what the test gave, and what it left to the
  /// store (`nil`: as the screen was built).
  struct DeviceResize: Sendable {
    /// The device to turn to, or the orientation to turn the store's device to.
    enum Target: Sendable {
      case device(DeviceScreen)
      case orientation(DeviceScreen.Orientation)
    }

    var target: Target
    var navigationBar: Bool?
    var scrollViews: [ViewID]?
    var frames: [ViewID: Rect] = [:]
    var safeAreas: [ViewID: Insets] = [:]
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

  /// The phone turns: the store's device (the preset whose helpers built the screen, or the
  /// one given to ``AvoidanceTestStore/init(_:device:settings:tolerance:)``) held
  /// `orientation`'s way, with everything those helpers made re-derived — the window, the
  /// root's safe area (with the navigation bar if the screen has one), and the frame and
  /// automatic inset of each full-screen scroll view
  /// (``DeviceScreen/scrollViewUnderNavigationBar(_:contentHeight:kind:)``).
  ///
  /// ```swift
  /// var store = AvoidanceTestStore(try phone.screen(navigationBar: true, [form]))
  /// store.send(.rotate(to: .landscape)) {
  ///   $0["form"].contentOffset.y = -32  // resting under the 32-point landscape bar
  /// }
  /// ```
  ///
  /// A store that cannot tell which device built its screen fails the step, saying so.
  public static func rotate(to orientation: DeviceScreen.Orientation) -> AvoidanceTestEvent {
    AvoidanceTestEvent(
      "rotate(to: .\(orientation.rawValue))", DeviceResize(target: .orientation(orientation)))
  }

  /// The window turns or changes size to `device`'s (`.iPhone15.landscape`): a `resize` with
  /// its window and the root's safe area, as `viewWillTransition(to:with:)` and
  /// `viewSafeAreaInsetsDidChange()` report them.
  ///
  /// What is left out is as the screen was built: without `navigationBar`, the root has a bar
  /// if it had one; without `scrollViews`, each full-screen scroll view that
  /// ``DeviceScreen/scrollViewUnderNavigationBar(_:contentHeight:kind:)`` made fills the new
  /// window and gets the device's ``DeviceScreen/scrollViewInsetAdjustment``, as in
  /// ``rotate(to:)``. `scrollViews` names them instead; `frames` and `safeAreas` give other views
  /// theirs, and win over `scrollViews`.
  ///
  /// ```swift
  /// store.send(.resize(to: .iPad11.landscape)) { … }  // Split View gone, the same bars
  /// ```
  ///
  /// A resize that leaves a scroll view that filled the window at its old size, or gives the
  /// root and a full-screen scroll view different bars above, fails, saying so.
  public static func resize(
    to device: DeviceScreen, navigationBar: Bool? = nil, scrollViews: [ViewID]? = nil,
    frames: [ViewID: Rect] = [:], safeAreas: [ViewID: Insets] = [:]
  ) -> AvoidanceTestEvent {
    var arguments = ["to: \(device.name)"]
    if let navigationBar { arguments.append("navigationBar: \(navigationBar)") }
    if let scrollViews {
      arguments.append(
        "scrollViews: [" + scrollViews.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }
    if !frames.isEmpty || !safeAreas.isEmpty { arguments.append("…") }
    return AvoidanceTestEvent(
      "resize(" + arguments.joined(separator: ", ") + ")",
      DeviceResize(
        target: .device(device), navigationBar: navigationBar, scrollViews: scrollViews,
        frames: frames, safeAreas: safeAreas))
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
