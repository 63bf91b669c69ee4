import KeyboardAvoidance
import KeyboardAvoidanceUIKit

extension SimulatedScreen {
  /// What UIKit does for the keyboard with a screen presented as a sheet or popover that floats
  /// in its window (uikit-facts 73, observed; the mechanism is not documented): on a docked
  /// keyboard it lifts the presentation's container until the screen's bottom sits on the
  /// keyboard's top, and on a hide it puts it back. A sheet attached to the window's bottom is
  /// not lifted.
  func floatingSheetsAvoid(_ name: KeyboardNotification.Name, _ info: KeyboardUserInfo) {
    guard root.presentation != .inPlace else { return }
    let frameInWindow = window.hostFrameInWindow(of: root)
    guard root.presentation.isMovedByPlatform(frameInWindow: frameInWindow, windowSize: window.size)
    else { return }
    let frame = info.frame.map(window.hostConvertFromScreen)
    guard let frame, !KeyboardNotification(name, frame: frame).isHide,
      KeyboardPlacement(frame: frame, in: window.size) == .docked
    else {
      root.presentationLift = 0
      return
    }
    root.presentationLift = max(0, frameInWindow.maxY - frame.minY)
  }
}
