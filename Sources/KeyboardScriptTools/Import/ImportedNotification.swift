import KeyboardAvoidance
import KeyboardScript

/// A keyboard event made from a printed notification: its name (a userInfo printed without one
/// is a `keyboardWillChangeFrame`), the end frame (from `UIKeyboardFrameEndUserInfoKey`, or from
/// the end center and the bounds), the duration and the curve. A missing duration or curve is
/// left out of the event (``omitted``); so is a hide's missing frame.
struct ImportedNotification {
  /// The event's notification, with the format's defaults where a value was missing.
  var notification: KeyboardNotification
  /// The ``ScriptKey`` bits of the values the printout did not give.
  var omitted: UInt64

  /// The keyboard event of `printed`, or why there is none.
  static func make(
    _ printed: KeyboardPrintout.Notification, window: Size, numbers: inout PrintedNumbers
  ) -> Result<ImportedNotification, ImportDiagnostic.Reason> {
    var name = KeyboardNotification.Name.keyboardWillChangeFrame
    if let printedName = printed.name {
      guard let known = notificationName(printedName) else {
        return .failure(.unknownNotification(printedName))
      }
      name = known
    }
    var omitted: UInt64 = 0
    var frame: Rect?
    if let end = printed.values["UIKeyboardFrameEndUserInfoKey"], end.count == 4 {
      let values = numbers.values(
        end, "keyboard frame", names: ["x", "y", "width", "height"], lengths: 2..<4
      ).values
      frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    } else if let center = printed.values["UIKeyboardCenterEndUserInfoKey"], center.count == 2,
      let bounds = printed.values["UIKeyboardBoundsUserInfoKey"], bounds.count == 4
    {
      let middle = numbers.values(center, "keyboard center", names: ["x", "y"]).values
      let size = numbers.values(
        Array(bounds[2...]), "keyboard bounds", names: ["width", "height"], lengths: 0..<2
      ).values
      frame = Rect(
        x: PrintedNumbers.clamped(middle[0] - size[0] / 2),
        y: PrintedNumbers.clamped(middle[1] - size[1] / 2), width: size[0], height: size[1])
    }
    let hidden = Rect(x: 0, y: window.height, width: window.width, height: 0)
    let isHide = name == .keyboardWillHide || name == .keyboardDidHide
    if frame == nil {
      guard isHide else { return .failure(.missingEndFrame) }
      omitted |= ScriptKey.frame.bit
    }
    var animation = KeyboardAnimation()
    if let printedDuration = printed.values["UIKeyboardAnimationDurationUserInfoKey"]?.first,
      let duration = numbers.value(printedDuration, "duration", isLength: true)
    {
      animation.duration = duration
    } else {
      omitted |= ScriptKey.duration.bit
    }
    if let printedCurve = printed.values["UIKeyboardAnimationCurveUserInfoKey"]?.first,
      let curve = numbers.value(printedCurve, "curve"), let integer = Int(exactly: curve)
    {
      animation.curve = KeyboardAnimation.Curve(rawValue: integer)
    } else {
      omitted |= ScriptKey.curve.bit
    }
    return .success(
      ImportedNotification(
        notification: KeyboardNotification(name, frame: frame ?? hidden, animation: animation),
        omitted: omitted))
  }

  /// The notification of a printed name: `UIKeyboardWillShowNotification` (and its Swift
  /// spelling `keyboardWillShowNotification`) → `keyboardWillShow`.
  static func notificationName(_ printed: String) -> KeyboardNotification.Name? {
    var name = Substring(printed)
    if name.hasPrefix("UIKeyboard") { name = "keyboard" + name.dropFirst(10) }
    if name.hasSuffix("Notification") { name = name.dropLast(12) }
    return KeyboardNotification.Name(rawValue: String(name))
  }
}
