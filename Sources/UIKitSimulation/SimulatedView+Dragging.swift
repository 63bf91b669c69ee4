import KeyboardAvoidance

/// UIKit's `UIScrollView.KeyboardDismissMode` (uikit-facts 32).
package enum KeyboardDismissMode: Sendable {
  /// The keyboard stays (UIKit's default).
  case none
  /// The keyboard is dismissed when a drag begins.
  case onDrag
  /// The keyboard follows the dragging touch off screen, and may be pulled back up.
  case interactive
  /// `onDrag`, the input accessory view going too (iOS 16).
  case onDragWithAccessory
  /// `interactive`, the input accessory view following too (iOS 16).
  case interactiveWithAccessory

  /// Whether a drag dismisses the keyboard as soon as it begins.
  var dismissesOnDrag: Bool { self == .onDrag || self == .onDragWithAccessory }
  /// Whether the keyboard follows the finger.
  var isInteractive: Bool { self == .interactive || self == .interactiveWithAccessory }
}

/// UIKit's `UIGestureRecognizer.State`, as far as a scroll view's pan goes.
package enum PanState: Sendable {
  case possible, began, changed, ended, cancelled
}

extension SimulatedView {
  /// `isDragging`: the user's finger moves the content ("returns YES if user has started
  /// scrolling", UIKit header `UIScrollView.h`, uikit-facts 61).
  package var isDragging: Bool { panState == .began || panState == .changed }

  /// `isTracking`: the finger is down (the simulation puts it down only to drag).
  package var isTracking: Bool { isDragging }

  /// As the UIKit layer answers it: `isDragging` or `isDecelerating`.
  package var hostIsMovedByUser: Bool { kind.isScrollContainer && (isDragging || isDecelerating) }

  /// Whether the finger drags this scroll view and, with it, the keyboard: an interactive
  /// dismiss mode and a pan that began or changed (as the UIKit layer asks it of each
  /// `UIScrollView` of the window).
  package var dragsKeyboard: Bool {
    kind.isScrollContainer && keyboardDismissMode.isInteractive && isDragging
  }
}
