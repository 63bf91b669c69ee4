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
  /// Whether the user's finger is dragging something that can drag the keyboard (UIKit: a scroll
  /// view in the window whose `keyboardDismissMode` is `.interactive` or
  /// `.interactiveWithAccessory` and whose `panGestureRecognizer` is `.began` or `.changed`,
  /// uikit-facts 32 and 61). A keyboard layout guide that moves with no such drag is not the
  /// keyboard under the finger. Defaults to `true`: a host that cannot tell relies on the other
  /// checks of ``AvoidanceHost/keyboardGuideDidMove(top:inAnimation:)``.
  var hostKeyboardCanBeDragged: Bool { get }
}

extension KeyboardHostWindow {
  /// Unknown: every keyboard notification concerns the window.
  public var hostScreen: AnyObject? { nil }
  /// Unknown: any reading that passes the other checks may be a drag.
  public var hostKeyboardCanBeDragged: Bool { true }
}
