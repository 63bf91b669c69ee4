import KeyboardAvoidance

/// How a screen's root is shown: in place, or presented as a sheet or a popover.
///
/// The UIKit counterparts are a view controller presented with a sheet presentation controller
/// (`sheetPresentationController`, the form and page sheets) or a popover presentation
/// controller (`popoverPresentationController`).
public enum ScreenPresentation: Hashable, Sendable {
  /// Not presented, or presented over the full screen: the host moves it as any screen.
  case inPlace
  /// A form or page sheet.
  case sheet
  /// A popover.
  case popover

  /// Whether the platform moves the presented screen for the keyboard by itself, so that a host
  /// leaves the screen's fields alone: a sheet or popover that floats — its frame in the window
  /// ends above the window's bottom (an iPad form sheet, a popover) — is lifted by UIKit when
  /// the keyboard comes (uikit-facts 73, observed: an adapter that moves it too "raised [it]
  /// more than expected"); a sheet attached to the window's bottom edge (an iPhone page sheet)
  /// has nowhere to go and is the host's to avoid, as any screen.
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
