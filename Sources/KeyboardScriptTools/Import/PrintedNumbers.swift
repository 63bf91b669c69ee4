/// Turns printed numbers into numbers a script can hold, warning about each one it changes:
/// `nan` (and text that is no number) is dropped, `inf`, `1.79e+308` and anything beyond
/// ``ScriptLimits/maximumMagnitude`` is clamped to it, and a negative length to 0.

import KeyboardScript

struct PrintedNumbers {
  /// The file the numbers come from.
  var fileName: String
  /// A warning for each number changed.
  var warnings: [ImportDiagnostic] = []

  /// The number `printed` as a script may hold it, or `nil` when it is dropped; `what` names
  /// it in the warning (`frame width`), and is worked out only for a warning.
  mutating func value(
    _ printed: PrintedView.Number, _ what: @autoclosure () -> String, isLength: Bool = false
  ) -> Double? {
    guard let value = printed.value, !value.isNaN else {
      warn(printed, what, replacement: nil)
      return nil
    }
    var clamped = Self.clamped(value)
    if isLength { clamped = max(clamped, 0) }
    if clamped != value {
      warn(printed, what, replacement: shortestText(clamped))
    }
    return clamped
  }

  /// Every number of `printed` as a script may hold it (``value(_:_:isLength:)``), `names`
  /// naming each (`["x", "y"]` after `what`), those at `lengths` lengths, a dropped one as 0;
  /// and whether none was dropped.
  mutating func values(
    _ printed: [PrintedView.Number], _ what: String, names: [String],
    lengths: Range<Int> = 0..<0
  ) -> (values: [Double], isComplete: Bool) {
    var result: [Double] = []
    result.reserveCapacity(printed.count)
    var complete = true
    for (index, number) in printed.enumerated() {
      let name = { index < names.count ? "\(what) \(names[index])" : what }
      if let value = value(number, name(), isLength: lengths.contains(index)) {
        result.append(value)
      } else {
        complete = false
        result.append(0)
      }
    }
    return (result, complete)
  }

  /// `value` within the script format's range, ±``ScriptLimits/maximumMagnitude``: the one
  /// clamp of the importer, for printed numbers and for those it computes from them.
  static func clamped(_ value: Double) -> Double {
    min(max(value, -ScriptLimits.maximumMagnitude), ScriptLimits.maximumMagnitude)
  }

  private mutating func warn(
    _ printed: PrintedView.Number, _ what: () -> String, replacement: String?
  ) {
    warnings.append(
      ImportDiagnostic(
        fileName: fileName, line: printed.line, column: printed.column, severity: .warning,
        reason: .number(what: what(), value: printed.text, replacement: replacement)))
  }
}
