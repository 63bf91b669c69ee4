import KeyboardAvoidance

/// The event types of the script format, each spelt as its case: an event object's `type`.
///
/// The keyboard events are named after the notifications they stand for
/// (``KeyboardAvoidance/KeyboardNotification/Name``), whose raw values are the same words.
package enum ScriptEventType: String, CaseIterable, Sendable {
  case focus, blur, caret, scroll, update, resize, settings, expect
  case keyboardWillShow, keyboardDidShow, keyboardWillChangeFrame, keyboardDidChangeFrame
  case keyboardWillHide, keyboardDidHide
  case navigate
  case keyboardTrack
  case insert, remove, resizeCell, reload, push, pop, selectTab, select, edit, memoryWarning
  case terminate, relaunch

  /// The type of a keyboard event: the notification's name.
  init(_ notification: KeyboardNotification.Name) {
    switch notification {
    case .keyboardWillShow: self = .keyboardWillShow
    case .keyboardDidShow: self = .keyboardDidShow
    case .keyboardWillChangeFrame: self = .keyboardWillChangeFrame
    case .keyboardDidChangeFrame: self = .keyboardDidChangeFrame
    case .keyboardWillHide: self = .keyboardWillHide
    case .keyboardDidHide: self = .keyboardDidHide
    }
  }

  /// The keyboard notification this type stands for, if it is one.
  package var notification: KeyboardNotification.Name? {
    KeyboardNotification.Name(rawValue: rawValue)
  }
}
