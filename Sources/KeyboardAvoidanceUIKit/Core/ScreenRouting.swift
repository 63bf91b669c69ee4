/// How a host layer serving several scenes routes notifications (uikit-facts 54) and navigates.
package enum ScreenRouting {
  /// Whether a field's notification reaches its screen's host: a begin-editing only in the key
  /// window (not UIKit's keyboard window or another scene's), the others always.
  package static func routes(_ notification: HostNotification, fieldIsInKeyWindow: Bool) -> Bool {
    switch notification {
    case .textDidBeginEditing: fieldIsInKeyWindow
    case .textDidEndEditing, .textDidChange: true
    case .keyboard, .memoryWarning: true
    }
  }

  /// The screen Previous and Next act on: of those with a focused field, the one in the key
  /// window, else the first.
  package static func focusedScreen<Screen>(
    _ screens: [Screen], hasFocusedField: (Screen) -> Bool, isInKeyWindow: (Screen) -> Bool
  ) -> Screen? {
    let focused = screens.filter(hasFocusedField)
    return focused.first(where: isInKeyWindow) ?? focused.first
  }
}
