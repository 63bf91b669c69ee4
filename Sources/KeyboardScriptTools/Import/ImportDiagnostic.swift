/// Something the importer found in a printout: an error (the line cannot be read, so nothing is
/// written) or a warning (a line skipped with `--lenient`, a number the script format cannot
/// hold). Its reason is data; ``message`` words it, as a compiler diagnostic:
///
/// ```
/// view.txt:7:4: error: expected a view (<Class: 0x…; frame = …>), a layer or a blank line;
///   found "Loading…"
/// view.txt:12:31: warning: frame width inf is out of range; clamped to 10000000
/// ```

import KeyboardScript

package struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Whether the diagnostic stops the import.
  package enum Severity: String, Hashable, Sendable {
    /// Nothing is written; exit status 2.
    case error
    /// The script is written all the same.
    case warning
  }

  /// What was found.
  package enum Reason: Error, Hashable, Sendable {
    /// A hierarchy line that is neither a view, a layer, a wrapper nor blank.
    case notAView(found: String)
    /// A view entry that does not close (`<Class: 0x…; …` without its `>`).
    case unclosedEntry(className: String)
    /// Text after a view's entry that is none of ` (layer)`, ` - …` or a wrapper's end.
    case textAfterEntry(found: String)
    /// A view indented more than one level below the view before it.
    case skippedLevel(depth: Int, previous: Int)
    /// Views after the first at the top level: `topLevelViews` in all, from separate printouts.
    case separatePrintouts(topLevelViews: Int)
    /// Words after a view's entry the importer does not read (` clientRequestedContentView
    /// effect=none`); the view is kept.
    case unknownAttributes(found: String)
    /// A decoration every line started with (`// `, ` * `, `> `), left out.
    case decoration(String)
    /// A scroll view printed without `adjustedContentInset` (iOS 10 or earlier) and at rest at
    /// a negative `contentOffset` y: the printed y and the top inset inferred from it.
    case inferredTopInset(offsetY: String, inset: String)
    /// A keyboard's end frame outside the imported window: the frame and the window's size,
    /// as a script writes them.
    case keyboardOutsideWindow(frame: String, window: String)
    /// A view nested deeper than the script format allows, attached to an ancestor.
    case tooDeep(limit: Int)
    /// A field's subviews held a field, which the script cannot hold under a field.
    case fieldInsideField
    /// The hierarchy printout holds no view.
    case noView
    /// A number the script format cannot hold: `what` (`frame width`), the printed value, and
    /// what was written instead (`nil` when the value was dropped).
    case number(what: String, value: String, replacement: String?)
    /// A view entry without a `frame`.
    case missingFrame
    /// The root was not at the window's origin.
    case rootMoved(x: String, y: String)
    /// A keyboard printout line that is not part of a notification.
    case notANotification(found: String)
    /// A notification name that is not a keyboard notification.
    case unknownNotification(String)
    /// A notification without an end frame (nor the center and bounds it can be made from).
    case missingEndFrame
    /// A keyboard printout that holds no notification.
    case noNotification
    /// More views than the script format holds.
    case tooManyViews(limit: Int)
    /// A printout larger than the importer reads.
    case tooLarge(limit: Int)
  }

  /// The file (`-` for standard input).
  package var fileName: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in UTF-8 bytes.
  package var column: Int
  /// Error or warning.
  package var severity: Severity
  /// What was found.
  package var reason: Reason

  /// Creates a diagnostic.
  package init(
    fileName: String, line: Int, column: Int, severity: Severity, reason: Reason
  ) {
    self.fileName = fileName
    self.line = line
    self.column = column
    self.severity = severity
    self.reason = reason
  }

  /// `file:line:column: error: message`.
  package var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends ``description`` to `text`: one allocation-light append per part, for an import
  /// that reports every unreadable line of a large printout.
  package func write(to text: inout String) {
    text += fileName
    text += ":"
    text += String(line)
    text += ":"
    text += String(column)
    text += ": "
    text += severity.rawValue
    text += ": "
    writeMessage(to: &text)
  }

  /// The reason in words.
  package var message: String {
    var text = ""
    writeMessage(to: &text)
    return text
  }

  /// Appends ``message`` to `text`.
  func writeMessage(to text: inout String) {
    switch reason {
    case .notAView(let found):
      text += "expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> (layer)) or a "
      text += "blank line; found "
      appendQuoted(found, to: &text)
    case .unclosedEntry(let className):
      text += "expected '>' closing the entry of \(printable(className, escapingQuotes: false))"
    case .textAfterEntry(let found):
      text += "expected the end of the line, ' (layer)' or ' - …' after the view's entry; found "
      appendQuoted(found, to: &text)
    case .skippedLevel(let depth, let previous):
      text +=
        "a view at depth \(depth) after one at depth \(previous); expected a depth of at "
        + "most \(previous + 1)"
    case .separatePrintouts(let count):
      text +=
        "\(count) views at the top level: the input looks like separate printouts, and only "
        + "the first view's hierarchy is read; paste the recursiveDescription of the window "
        + "(po [[UIApp keyWindow] recursiveDescription]) instead"
    case .unknownAttributes(let found):
      text +=
        "unknown attributes after the view's entry, \(quoted(found)), are left out; the view "
        + "is imported"
    case .decoration(let prefix):
      text +=
        "every line starts with \(quoted(prefix)): taken as decoration (of a comment, a "
        + "quotation or an indented block) and left out"
    case .inferredTopInset(let offsetY, let inset):
      text +=
        "no adjustedContentInset is printed (iOS 10 or earlier); the contentOffset y "
        + "\(printable(offsetY, escapingQuotes: false)) at rest is taken as an automatic top "
        + "inset of \(inset)"
    case .keyboardOutsideWindow(let frame, let window):
      text +=
        "the keyboard's end frame \(frame) lies outside the imported window \(window); was "
        + "the hierarchy printed from the window (po [[UIApp keyWindow] recursiveDescription])?"
    case .tooDeep(let limit):
      text +=
        "the view is nested deeper than the \(limit) levels a script holds; attached to its "
        + "ancestor at level \(limit), its frame converted"
    case .fieldInsideField:
      text +=
        "a field inside a field's subviews is not imported (a field holds no views in a "
        + "script)"
    case .noView:
      text += "expected a view hierarchy (the output of recursiveDescription); found no view"
    case .number(let what, let value, let replacement):
      text +=
        "\(what) \(printable(value, escapingQuotes: false)) cannot be held by a script; "
        + (replacement.map { "clamped to \($0)" } ?? "dropped (its default applies)")
    case .missingFrame:
      text += "the view has no frame; imported with the frame (0 0; 0 0)"
    case .rootMoved(let x, let y):
      text +=
        "the root view's origin (\(x), \(y)) is taken as the window's; the window is the "
        + "root's size"
    case .notANotification(let found):
      text += "expected a keyboard notification (name = UIKeyboard…Notification; userInfo = {…}) "
      text += "or a userInfo entry (UIKeyboard…UserInfoKey = …); found "
      appendQuoted(found, to: &text)
    case .unknownNotification(let name):
      text +=
        "\(name) is not a keyboard notification; expected UIKeyboardWillShowNotification, "
        + "UIKeyboardDidShowNotification, UIKeyboardWillChangeFrameNotification, "
        + "UIKeyboardDidChangeFrameNotification, UIKeyboardWillHideNotification or "
        + "UIKeyboardDidHideNotification"
    case .missingEndFrame:
      text +=
        "the notification has no UIKeyboardFrameEndUserInfoKey (nor a center and bounds to "
        + "make it from)"
    case .noNotification:
      text +=
        "expected a keyboard notification (po notification, or "
        + "print(notification.userInfo)); found none"
    case .tooManyViews(let limit):
      text += "the hierarchy holds more than \(limit) views"
    case .tooLarge(let limit):
      text += "the printout is larger than \(limit) bytes"
    }
  }
}

/// A short quotation of found text for a message (``printable(_:escapingQuotes:)``).
private func quoted(_ text: String) -> String {
  var result = ""
  appendQuoted(text, to: &result)
  return result
}

/// Appends ``quoted(_:)`` to `result`.
private func appendQuoted(_ text: String, to result: inout String) {
  result += "\""
  appendPrintable(text, escapingQuotes: true, to: &result)
  result += "\""
}

/// Text from a printout as a message shows it: at most 40 characters, control characters
/// escaped (`\u{d}`), so that a message stays on one line.
private func printable(_ text: String, escapingQuotes: Bool) -> String {
  var result = ""
  appendPrintable(text, escapingQuotes: escapingQuotes, to: &result)
  return result
}

/// Appends ``printable(_:escapingQuotes:)`` to `result`: the runs of scalars that need no
/// escape in one append each.
private func appendPrintable(_ text: String, escapingQuotes: Bool, to result: inout String) {
  // Most found text starts with printable ASCII that needs no escape: those bytes are as many
  // scalars, and are appended whole.
  var plain = 0
  for byte in text.utf8 {
    guard plain < 40, byte >= 0x20, byte < 0x7F,
      !escapingQuotes || (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"))
    else { break }
    plain += 1
  }
  if plain == text.utf8.count {
    result += text
    return
  }
  if plain == 40 {
    result += Substring(text.utf8.prefix(40))
    result += "…"
    return
  }
  let scalars = text.unicodeScalars
  var run = scalars.startIndex
  var index = scalars.startIndex
  var count = 0
  while index < scalars.endIndex {
    if count == 40 {
      result += Substring(scalars[run..<index])
      result += "…"
      return
    }
    count += 1
    let scalar = scalars[index]
    let next = scalars.index(after: index)
    if scalar.value < 0x20 || scalar.value == 0x7F {
      result += Substring(scalars[run..<index])
      result += "\\u{\(String(scalar.value, radix: 16))}"
      run = next
    } else if escapingQuotes, scalar == "\"" || scalar == "\\" {
      result += Substring(scalars[run..<index])
      result += "\\" + String(scalar)
      run = next
    }
    index = next
  }
  result += Substring(scalars[run..<index])
}
