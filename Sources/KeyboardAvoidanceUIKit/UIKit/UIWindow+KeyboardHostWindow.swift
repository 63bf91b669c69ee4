#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  /// Every `UIWindow` is a ``KeyboardHostWindow``.
  extension UIWindow: KeyboardHostWindow {
    /// The screen of the window's scene (`windowScene?.screen`): a keyboard notification whose
    /// object is another screen is for another display (uikit-facts 4). `nil` on visionOS, which
    /// has no `UIScreen`.
    public var hostScreen: AnyObject? {
      #if os(visionOS)
        nil
      #else
        windowScene?.screen
      #endif
    }

    /// Whether a scroll view of the window lets the user drag the keyboard now: its
    /// `keyboardDismissMode` is `.interactive` or `.interactiveWithAccessory` (uikit-facts 32)
    /// and its `panGestureRecognizer` is `.began` or `.changed` (fact 61). The window's views
    /// are searched, visible ones only, only when the keyboard layout guide moved outside an
    /// animation with a docked keyboard up — during a drag, or rarely.
    public var hostKeyboardCanBeDragged: Bool {
      var pending: [UIView] = [self]
      while let view = pending.popLast() {
        guard !view.isHidden else { continue }
        if let scrollView = view as? UIScrollView, scrollView.dragsKeyboard { return true }
        pending += view.subviews
      }
      return false
    }

    /// `bounds.size`.
    public var hostWindowSize: Size { Size(bounds.size) }

    /// `convert(_:from: nil)`: "Specify nil to convert the rectangle from the logical coordinate
    /// system of the screen" (UIKit `UIWindow.convert(_:from:)`). Keyboard frames are in the
    /// screen's coordinates (UIKit `keyboardFrameEndUserInfoKey`), which differ from the window's
    /// in Split View, Slide Over and Stage Manager.
    public func hostConvertFromScreen(_ rect: Rect) -> Rect {
      Rect(convert(CGRect(rect), from: nil as UIWindow?))
    }

    /// The view's identity-transform frame converted from its superview to the window.
    public func hostFrameInWindow(of view: any KeyboardHostView) -> Rect {
      guard let view = view as? UIView, let superview = view.superview else {
        return view.hostFrame
      }
      return Rect(superview.convert(CGRect(view.hostFrame), to: self))
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` with the keyboard's
    /// duration and its curve shifted into the options (`curve << 16`, UIKit
    /// `keyboardAnimationCurveUserInfoKey`), from the current state.
    public func hostAnimate(
      alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void
    ) {
      let curve = UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState],
        animations: changes, completion: nil)
    }
  }

  extension UIScrollView {
    /// Whether the user's finger drags the scroll view and, with it, the keyboard.
    fileprivate var dragsKeyboard: Bool {
      switch keyboardDismissMode {
      case .interactive, .interactiveWithAccessory:
        let state = panGestureRecognizer.state
        return state == .began || state == .changed
      default: return false
      }
    }
  }
#endif
