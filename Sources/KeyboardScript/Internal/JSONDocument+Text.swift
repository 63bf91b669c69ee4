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
    var text = JSONWriter(exactNumbers: true)
    appendCompactText(of: index, to: &text)
    return text.string
  }

  /// Appends ``compactText(of:)`` with the package's JSON writer, into text that writes exact
  /// numbers (`JSONWriter(exactNumbers: true)`, as a script's does), so that `-0` keeps its sign.
  func appendCompactText(of index: Index, to text: inout JSONWriter) {
    switch kind(index) {
    case .null: text.append("null")
    case .bool: text.append(bool: bool(index) == true)
    case .number: text.append(number: number(index) ?? 0)
    case .string: text.append(quoted: string(index) ?? "")
    case .array:
      text.append("[")
      for (position, element) in elements(index).enumerated() {
        if position > 0 { text.append(",") }
        appendCompactText(of: element, to: &text)
      }
      text.append("]")
    case .object:
      text.append("{")
      for (position, member) in rawMembers(index).enumerated() {
        if position > 0 { text.append(",") }
        text.append(quoted: string(member.key) ?? "")
        text.append(":")
        appendCompactText(of: member.value, to: &text)
      }
      text.append("}")
    }
  }
}
