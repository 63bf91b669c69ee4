import KeyboardAvoidance

/// The window that holds the host's screen (UIKit: `UIWindow`).
@MainActor
public protocol KeyboardHostWindow: AnyObject {
  /// The window's size (`bounds.size`).
  var hostWindowSize: Size { get }
  /// A rectangle in the screen's coordinate space converted to the window's.
  func hostConvertFromScreen(_ rect: Rect) -> Rect
  /// A view's frame in the window's coordinates with identity transforms up the chain.
  func hostFrameInWindow(of view: any KeyboardHostView) -> Rect
  /// Runs `changes` inside an animation with the keyboard's duration and curve, before
  /// returning (changes not run by then are applied at once, without animation).
  func hostAnimate(alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void)
  /// The screen the window is on, compared with a keyboard notification's object.
  var hostScreen: AnyObject? { get }
  /// Whether the user's finger drags a scroll view that dismisses the keyboard interactively
  /// (uikit-facts 32, 61): a guide that moves without one is not the keyboard under the finger.
  var hostKeyboardCanBeDragged: Bool { get }
}

extension KeyboardHostWindow {
  /// Unknown: every keyboard notification concerns the window.
  public var hostScreen: AnyObject? { nil }
  /// Unknown: any reading that passes the other checks may be a drag.
  public var hostKeyboardCanBeDragged: Bool { true }
}
