import StrictJSON

extension JSONDocument {
  /// The value at `index` written back as compact JSON text: how a `relaunch` event's `archive`
  /// is kept, as text for the runner to read (and to report if it cannot).
  ///
  /// The text says what the value says — the same members in the same order, strings with the
  /// same characters, numbers that read back as the same `Double` — in one canonical form, so
  /// that reading and writing it again gives the same text:
  ///
  /// ```swift
  /// // {"version": 1.0, "views" : {"a\u00e9": [1e2, -0]}}
  /// document.compactText(of: document.root)  // {"version":1,"views":{"aé":[100,-0]}}
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the value; recursion as deep as its nesting, which
  ///   the reader bounds (``ScriptLimits/maximumDepth``).
  func compactText(of index: Index) -> String {
    var text = ""
    appendCompactText(of: index, to: &text)
    return text
  }

  private func appendCompactText(of index: Index, to text: inout String) {
    switch kind(index) {
    case .null: text += "null"
    case .bool: text += bool(index) == true ? "true" : "false"
    case .number: text += jsonNumber(number(index) ?? 0)
    case .string: text += "\"" + escaped(string(index) ?? "") + "\""
    case .array:
      text += "["
      for (position, element) in elements(index).enumerated() {
        if position > 0 { text += "," }
        appendCompactText(of: element, to: &text)
      }
      text += "]"
    case .object:
      text += "{"
      for (position, member) in rawMembers(index).enumerated() {
        if position > 0 { text += "," }
        text += "\"" + escaped(string(member.key) ?? "") + "\":"
        appendCompactText(of: member.value, to: &text)
      }
      text += "}"
    }
  }
}

/// A number as JSON text that reads back as the same `Double`, `-0` included: integers below
/// 10^15 without a fraction, everything else as Swift prints it (`0.1`, `1e-05`).
func jsonNumber(_ value: Double) -> String {
  if value == 0, value.sign == .minus { return "-0" }
  return shortestText(value)
}
