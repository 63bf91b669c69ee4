/// How a host layer that serves several screens, windows and scenes (UIKit's `KeyboardAvoider`)
/// routes the process-wide notifications to them, and which screen Previous and Next act on.
///
/// UIKit posts every notification to every observer of the process (uikit-facts 54): a field's
/// text notifications whichever window it is in — another scene's, or UIKit's own keyboard
/// window, where a composer in an input accessory view lives (issue 41, finding 5) — and the
/// keyboard's notifications to every scene, with the keyboard's screen as their object (fact 4),
/// which each host compares with its own (``AvoidanceHost/receive(_:object:info:screen:)``).
package enum ScreenRouting {
  /// Whether a text notification of a field reaches the host of the screen that holds it: a
  /// begin-editing only when the field's window is the key window — a field in UIKit's keyboard
  /// window or in another scene's window is not the one the user types in here, as
  /// IQKeyboardManager ignores them (fact 54); an end or a change of editing whichever window
  /// is key by then (focus moving to another scene makes that window key first).
  package static func routes(_ notification: HostNotification, fieldIsInKeyWindow: Bool) -> Bool {
    switch notification {
    case .textDidBeginEditing: fieldIsInKeyWindow
    case .textDidEndEditing, .textDidChange: true
    case .keyboard, .memoryWarning: true
    }
  }

  /// The screen Previous and Next act on: of the screens with a focused field (each scene's
  /// window keeps its own first responder), the one in the key window — the field the user types
  /// in — else the first.
  package static func focusedScreen<Screen>(
    _ screens: [Screen], hasFocusedField: (Screen) -> Bool, isInKeyWindow: (Screen) -> Bool
  ) -> Screen? {
    let focused = screens.filter(hasFocusedField)
    return focused.first(where: isInKeyWindow) ?? focused.first
  }
}
