import KeyboardAvoidance

/// How a screen's root is shown: in place, or presented as a sheet or a popover.
public enum ScreenPresentation: Hashable, Sendable {
  /// Not presented, or presented over the full screen: the host moves it as any screen.
  case inPlace
  /// A form or page sheet.
  case sheet
  /// A popover.
  case popover

  /// Whether the platform moves the presented screen for the keyboard itself: a sheet or popover
  /// that ends above the window's bottom floats, and UIKit lifts it (uikit-facts 73).
  ///
  /// - Parameters:
  ///   - frameInWindow: The presented root's frame in the window's coordinates.
  ///   - windowSize: The window's size.
  public func isMovedByPlatform(frameInWindow: Rect, windowSize: Size) -> Bool {
    switch self {
    case .inPlace: false
    // Half a point short of the bottom: a frame that reaches it, rounded, is attached.
    case .sheet, .popover: frameInWindow.maxY < windowSize.height - 0.5
    }
  }
}
