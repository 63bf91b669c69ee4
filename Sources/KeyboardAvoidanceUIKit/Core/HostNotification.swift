import KeyboardAvoidance

/// The notifications the host core listens to, by meaning.
///
/// The UIKit layer maps UIKit's notification names onto these (`keyboardWillShowNotification`
/// onto `.keyboard(.keyboardWillShow)`, `UITextField.textDidBeginEditingNotification` and
/// `UITextView.textDidBeginEditingNotification` onto `textDidBeginEditing`, …) and hands each
/// one to ``AvoidanceHost/receive(_:object:userInfo:keys:)``, so that what a notification means is
/// decided here, where the tests run it.
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
  /// and its `userInfo`.
  ///
  /// - A text view begins editing with its caret (``KeyboardHostView/hostCaretRect``), which
  ///   the host confirms later (``confirmCaret()``).
  /// - A text change in the focused text view reports its caret, which typing onto a new line
  ///   moved; in a text field, its text is mirrored.
  /// - Keyboard notifications go to ``keyboardNotification(_:_:)``.
  public func receive(
    _ notification: HostNotification, object: (any KeyboardHostView)?,
    userInfo: [AnyHashable: Any], keys: KeyboardUserInfo.Keys = .uiKit
  ) {
    defer { assertInvariants() }
    // Only keyboard notifications carry what the core reads.
    guard case .keyboard(let name) = notification else {
      receive(notification, object: object, info: KeyboardUserInfo(frame: nil))
      return
    }
    keyboardNotification(name, KeyboardUserInfo(userInfo, keys: keys))
  }

  /// Handles a notification whose `userInfo` was already read (a `Sendable` value, which a
  /// notification observer can hand to the main actor).
  ///
  /// - Parameters:
  ///   - notification: What the notification means.
  ///   - object: A text notification's field.
  ///   - info: The notification's `userInfo`, read.
  ///   - screen: A keyboard notification's object, the screen the keyboard is on (uikit-facts
  ///     4: iOS 16.1 and later; `nil` before, and on the frame-change pair, which the headers
  ///     still document with a `nil` object). A keyboard on another screen than the window's
  ///     (``KeyboardHostWindow/hostScreen``) — an external display's — is not this window's,
  ///     and is ignored.
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
      guard field.hostKind == .textView else {
        fieldDidBeginEditing(field)
        return
      }
      // UIKit may still report the previous caret now (uikit-facts 52): the one read here is
      // confirmed by ``confirmCaret()`` once UIKit has updated the selection.
      let caret = field.hostCaretRect
      fieldDidBeginEditing(field, caret: caret)
      caretToConfirm = CaretToConfirm(field: field, caret: caret)
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

/// A text view's caret as it was read when the text view began editing.
struct CaretToConfirm {
  weak var field: (any KeyboardHostView)?
  var caret: Rect?
}

extension AvoidanceHost {
  /// Reads the caret of the text view that last began editing again, once UIKit has updated its
  /// selection, and sends it when it differs from the one read at begin-editing.
  ///
  /// When a text view begins editing, UIKit may still report the previous caret: the selection
  /// the tap made is not set yet, and one turn of the main queue is not always enough
  /// (uikit-facts 52: TPKeyboardAvoiding waits 10 ms, react-native-keyboard-controller reads it
  /// asynchronously). The UIKit layer calls this 10 ms after the begin-editing notification.
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
