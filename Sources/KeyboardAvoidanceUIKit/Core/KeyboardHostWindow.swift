import KeyboardAvoidance

/// The window that holds the host's screen, as the host core needs it: the UIKit layer makes
/// `UIWindow` conform. Keyboard frames arrive in the screen's coordinates; the window converts
/// them to its own, the engine's.
@MainActor
public protocol KeyboardHostWindow: AnyObject {
  /// The window's size (`bounds.size`).
  var hostWindowSize: Size { get }
  /// A rectangle in the screen's coordinate space converted to the window's
  /// (`convert(_:from: screen.coordinateSpace)`).
  func hostConvertFromScreen(_ rect: Rect) -> Rect
  /// A view's frame in the window's coordinates as it is with identity transforms on the view
  /// and its superviews; the core asks for its root's.
  func hostFrameInWindow(of view: any KeyboardHostView) -> Rect
  /// Runs `changes` inside an animation with the keyboard's duration and curve
  /// (`UIView.animate(withDuration:delay:options:animations:completion:)`), before returning, as
  /// `UIView.animate` does: changes a window did not run by then are applied at once, without
  /// animation, and a later call of `changes` does nothing.
  func hostAnimate(alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void)
  /// The screen the window is on (UIKit: its scene's `UIScreen`), compared by identity with a
  /// keyboard notification's object; `nil` when unknown. Defaults to `nil`.
  var hostScreen: AnyObject? { get }
}

extension KeyboardHostWindow {
  /// Unknown: every keyboard notification concerns the window.
  public var hostScreen: AnyObject? { nil }
}
