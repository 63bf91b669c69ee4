import KeyboardAvoidance

/// The notifications the host core listens to, by meaning.
public enum HostNotification: Hashable, Sendable {
  /// One of the six keyboard notifications.
  case keyboard(KeyboardNotification.Name)
  /// A text field or text view began editing; the object is the field.
  case textDidBeginEditing
  /// A text field or text view ended editing; the object is the field.
  case textDidEndEditing
  /// A text field's or text view's text changed; the object is the field.
  case textDidChange
  /// The system is low on memory (`UIApplication.didReceiveMemoryWarningNotification`).
  case memoryWarning
}

extension AvoidanceHost {
  /// Handles a notification with its object and raw `userInfo`.
  public func receive(
    _ notification: HostNotification, object: (any KeyboardHostView)?,
    userInfo: [AnyHashable: Any], keys: KeyboardUserInfo.Keys = .uiKit
  ) {
    receive(notification, object: object, info: KeyboardUserInfo(userInfo, keys: keys))
  }

  /// Handles a notification whose `userInfo` was already read. A text view begins editing with
  /// its caret, confirmed later (``confirmCaret()``); `screen` is a keyboard notification's
  /// object (iOS 16.1+), and a keyboard on another screen than the window's is ignored.
  public func receive(
    _ notification: HostNotification, object: (any KeyboardHostView)?, info: KeyboardUserInfo,
    screen: AnyObject? = nil
  ) {
    defer { assertInvariants() }
    switch notification {
    case .keyboard(let name):
      if let screen, let own = window?.hostScreen, screen !== own { return }
      keyboardNotification(name, info)
    case .textDidBeginEditing:
      guard let field = object else { return }
      // A text view's caret may still be the previous one (uikit-facts 52).
      let isTextView = field.hostKind == .textView
      let caret = isTextView ? field.hostCaretRect : nil
      fieldDidBeginEditing(field, caret: caret)
      if isTextView { caretToConfirm = CaretToConfirm(field: field, caret: caret) }
    case .textDidEndEditing:
      guard let field = object else { return }
      fieldDidEndEditing(field)
    case .textDidChange:
      guard let field = object, field === focused else { return }
      guard field.hostKind == .textView, let caret = field.hostCaretRect else {
        beginEvent()  // The typed text, for a later edit to map the selection from.
        mirror(chainOf: field)
        return
      }
      caretDidMove(to: caret)
    case .memoryWarning:
      didReceiveMemoryWarning()
    }
  }
}

/// A text view's caret as read when it began editing.
struct CaretToConfirm {
  weak var field: (any KeyboardHostView)?
  var caret: Rect?
}

extension AvoidanceHost {
  /// Reads again the caret of the text view that last began editing (the UIKit layer waits
  /// 10 ms, uikit-facts 52) and sends it when it moved.
  public func confirmCaret() {
    defer { assertInvariants() }
    guard let pending = caretToConfirm else { return }
    caretToConfirm = nil
    guard let field = pending.field, field === focused, let caret = field.hostCaretRect,
      caret != pending.caret
    else { return }
    caretDidMove(to: caret)
  }
}
