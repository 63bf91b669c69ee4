import KeyboardAvoidance

/// The notifications the host core listens to, by meaning: the UIKit layer maps UIKit's names
/// onto these and hands each one to ``AvoidanceHost/receive(_:object:info:screen:)``, so that
/// what a notification means is decided here, where the tests run it.
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
  /// Handles a notification as UIKit posts it: its object (the field, for text notifications)
  /// and its `userInfo` (``receive(_:object:info:screen:)``).
  public func receive(
    _ notification: HostNotification, object: (any KeyboardHostView)?,
    userInfo: [AnyHashable: Any], keys: KeyboardUserInfo.Keys = .uiKit
  ) {
    receive(notification, object: object, info: KeyboardUserInfo(userInfo, keys: keys))
  }

  /// Handles a notification whose `userInfo` was already read (a `Sendable` value, which a
  /// notification observer can hand to the main actor).
  ///
  /// - A text view begins editing with its caret (``KeyboardHostView/hostCaretRect``), which
  ///   the host confirms later (``confirmCaret()``).
  /// - A text change in the focused text view reports its caret, which typing onto a new line
  ///   moved; in a text field, its text is mirrored.
  /// - Keyboard notifications go to ``keyboardNotification(_:_:)``.
  ///
  /// - Parameters:
  ///   - notification: What the notification means.
  ///   - object: A text notification's field.
  ///   - info: The notification's `userInfo`, read.
  ///   - screen: A keyboard notification's object, the screen the keyboard is on (uikit-facts
  ///     4: iOS 16.1 and later; else `nil`). A keyboard on another screen than the window's
  ///     (``KeyboardHostWindow/hostScreen``), an external display's, is ignored.
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
      // A text view's caret may still be the previous one (uikit-facts 52): ``confirmCaret()``
      // reads it again once UIKit has updated the selection.
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
        // The typed text, so that a later edit maps the selection from it.
        beginEvent()
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
  /// Reads the caret of the text view that last began editing again, once UIKit has updated its
  /// selection, and sends it when it differs from the one read at begin-editing.
  ///
  /// At begin-editing UIKit may still report the previous caret, and one turn of the main queue
  /// is not always enough (uikit-facts 52: TPKeyboardAvoiding waits 10 ms). The UIKit layer calls
  /// this 10 ms after the begin-editing notification.
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
