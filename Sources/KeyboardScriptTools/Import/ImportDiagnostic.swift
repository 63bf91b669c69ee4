import KeyboardAvoidance
import KeyboardScript

/// Something the importer found in a printout: an error (the line cannot be read, so nothing is
/// written) or a warning (a line skipped with `--lenient`, a number the script format cannot
/// hold), at its file, line and column. ``message`` words it; ``description`` writes it as a
/// compiler diagnostic:
///
/// ```
/// view.txt:7:4: error: expected a view (<Class: 0x…; frame = …>), a layer or a blank line;
///   found "Loading…"
/// view.txt:12:31: warning: frame width inf is out of range; clamped to 10000000
/// ```
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Whether the diagnostic stops the import.
  public enum Severity: String, Hashable, Sendable {
    /// Nothing is written; exit status 2.
    case error
    /// The script is written all the same.
    case warning
  }

  /// What was found.
  package enum Reason: Error, Hashable, Sendable {
    /// A hierarchy line that is neither a view, a layer, a wrapper nor blank. Found text, here
    /// and below, is the start of the line's bytes that a message quotes
    /// (``ImportDiagnostic/found(_:)``), as UTF-8 that may not be valid.
    case notAView(found: ArraySlice<UInt8>)
    /// A view entry that does not close (`<Class: 0x…; …` without its `>`).
    case unclosedEntry(className: String)
    /// Text after a view's entry that is none of ` (layer)`, ` - …` or a wrapper's end.
    case textAfterEntry(found: ArraySlice<UInt8>)
    /// A view indented more than one level below the view before it.
    case skippedLevel(depth: Int, previous: Int)
    /// Views after the first at the top level: `topLevelViews` in all, from separate printouts.
    case separatePrintouts(topLevelViews: Int)
    /// Words after a view's entry the importer does not read (` clientRequestedContentView
    /// effect=none`); the view is kept.
    case unknownAttributes(found: ArraySlice<UInt8>)
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
    case notANotification(found: ArraySlice<UInt8>)
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
    /// The printouts given in the wrong order: the first, `notifications`, holds keyboard
    /// notifications and no view; `hierarchy` names the later one that holds the views, if one
    /// does.
    case wrongOrder(notifications: String, hierarchy: String?)
    /// The root's bars were not printed or given, only guessed from its navigation and tab bars
    /// (the status bar and the home indicator are not views of the printout): the insets, as a
    /// script writes them.
    case guessedSafeArea(String)
    /// A bar at the window's bottom holds a field, above a list: a chat's composer or a form's
    /// button bar, which a script makes ride the keyboard (`followsKeyboard`) and lift the list
    /// (`keyboardLift`), neither of which a printout shows.
    case keyboardBar(bar: String, field: String, list: String)
  }

  /// The file (`-` for standard input).
  public var fileName: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int
  /// Error or warning.
  public var severity: Severity
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
  public var description: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``description``'s UTF-8 to `bytes`: the parts are appended as bytes, with no
  /// string built on the way, for an import that reports every unreadable line of a large
  /// printout.
  package func write(to bytes: inout [UInt8]) {
    bytes += fileName.utf8
    writeAfterFileName(to: &bytes)
  }

  /// Appends ``description``'s UTF-8 to `bytes` with the file name's UTF-8 given: `name`, when
  /// it is ``fileName``'s, else ``fileName``'s own. Diagnostics written one after another mostly
  /// name one file, whose bytes are then made once (``ImportCommand/lines(_:)``).
  func write(to bytes: inout [UInt8], name: inout (text: String, utf8: [UInt8])) {
    if name.text != fileName { name = (fileName, Array(fileName.utf8)) }
    bytes += name.utf8
    writeAfterFileName(to: &bytes)
  }

  /// Appends what ``description`` holds after the file name: `:line:column: severity: message`.
  private func writeAfterFileName(to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ":"))
    appendNumber(line, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendNumber(column, to: &bytes)
    switch severity {
    case .error: bytes += ": error: ".utf8
    case .warning: bytes += ": warning: ".utf8
    }
    writeMessage(to: &bytes)
  }

  /// The reason in words.
  public var message: String {
    var bytes: [UInt8] = []
    writeMessage(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``message``'s UTF-8 to `text`.
  func writeMessage(to text: inout [UInt8]) {
    switch reason {
    case .notAView(let found):
      text += Self.notAViewText
      appendQuoted(found, to: &text)
    case .unclosedEntry(let className):
      text +=
        "expected '>' closing the entry of \(printable(className, escapingQuotes: false))".utf8
    case .textAfterEntry(let found):
      text += Self.textAfterEntryText
      appendQuoted(found, to: &text)
    case .skippedLevel(let depth, let previous):
      text +=
        ("a view at depth \(depth) after one at depth \(previous); expected a depth of at "
        + "most \(previous + 1)").utf8
    case .separatePrintouts(let count):
      text +=
        ("\(count) views at the top level: the input looks like separate printouts, and only "
        + "the first view's hierarchy is read; paste the recursiveDescription of the window "
        + "(po [[UIApp keyWindow] recursiveDescription]) instead").utf8
    case .unknownAttributes(let found):
      text +=
        ("unknown attributes after the view's entry, \(quoted(found)), are left out; the view "
        + "is imported").utf8
    case .decoration(let prefix):
      text +=
        ("every line starts with \(quoted(prefix)): taken as decoration (of a comment, a "
        + "quotation or an indented block) and left out").utf8
    case .inferredTopInset(let offsetY, let inset):
      text +=
        ("no adjustedContentInset is printed (iOS 10 or earlier); the contentOffset y "
        + "\(printable(offsetY, escapingQuotes: false)) at rest is taken as an automatic top "
        + "inset of \(inset)").utf8
    case .keyboardOutsideWindow(let frame, let window):
      text +=
        ("the keyboard's end frame \(frame) lies outside the imported window \(window); was "
        + "the hierarchy printed from the window (po [[UIApp keyWindow] recursiveDescription])?")
        .utf8
    case .tooDeep(let limit):
      text +=
        ("the view is nested deeper than the \(limit) levels a script holds; attached to its "
        + "ancestor at level \(limit), its frame converted").utf8
    case .fieldInsideField:
      text +=
        ("a field inside a field's subviews is not imported (a field holds no views in a "
        + "script)").utf8
    case .noView:
      text += "expected a view hierarchy (the output of recursiveDescription); found no view".utf8
    case .number(let what, let value, let replacement):
      text +=
        ("\(what) \(printable(value, escapingQuotes: false)) cannot be held by a script; "
        + (replacement.map { "clamped to \($0)" } ?? "dropped (its default applies)")).utf8
    case .missingFrame:
      text += "the view has no frame; imported with the frame (0 0; 0 0)".utf8
    case .rootMoved(let x, let y):
      text +=
        ("the root view's origin (\(x), \(y)) is taken as the window's; the window is the "
        + "root's size").utf8
    case .notANotification(let found):
      text += Self.notANotificationText
      appendQuoted(found, to: &text)
    case .unknownNotification(let name):
      text +=
        ("\(name) is not a keyboard notification; expected UIKeyboardWillShowNotification, "
        + "UIKeyboardDidShowNotification, UIKeyboardWillChangeFrameNotification, "
        + "UIKeyboardDidChangeFrameNotification, UIKeyboardWillHideNotification or "
        + "UIKeyboardDidHideNotification").utf8
    case .missingEndFrame:
      text +=
        ("the notification has no UIKeyboardFrameEndUserInfoKey (nor a center and bounds to "
        + "make it from)").utf8
    case .noNotification:
      text +=
        ("expected a keyboard notification (po notification, or "
        + "print(notification.userInfo)); found none").utf8
    case .tooManyViews(let limit):
      text += "the hierarchy holds more than \(limit) views".utf8
    case .tooLarge(let limit):
      text += "the printout is larger than \(limit) bytes".utf8
    case .wrongOrder(let notifications, let hierarchy):
      text +=
        ("the printouts are in the wrong order: \(quoted(notifications)) holds keyboard "
        + "notifications, not a view hierarchy"
        + (hierarchy.map { ", and \(quoted($0)) holds the hierarchy" } ?? "")
        + "; give the hierarchy first (kbreplay import HIERARCHY.txt KEYBOARD.txt...)").utf8
    case .guessedSafeArea(let insets):
      text +=
        ("the root's safe area \(insets) is guessed from its navigation and tab bars (the "
        + "status bar and the home indicator are not in a printout); give the printed "
        + "view.safeAreaInsets with --safe-area top,left,bottom,right").utf8
    case .keyboardBar(let bar, let field, let list):
      text +=
        ("\(quoted(bar)) at the window's bottom holds the field \(quoted(field)) above the list "
        + "\(quoted(list)): if it rides the keyboard, as a chat's composer or a button bar does, "
        + "set \"followsKeyboard\": true on \(quoted(bar)) and a \"keyboardLift\" on "
        + "\(quoted(list)) in the script; a printout shows neither").utf8
    }
  }
}

extension ImportDiagnostic {
  /// The words of ``Reason/notAView(found:)`` before the found text, as bytes: the diagnostic
  /// of every unreadable line of a hierarchy, appended with one copy.
  private static let notAViewText = Array(
    ("expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> (layer)) or a blank "
      + "line; found ").utf8)
  /// The words of ``Reason/textAfterEntry(found:)`` before the found text, as bytes.
  private static let textAfterEntryText = Array(
    "expected the end of the line, ' (layer)' or ' - …' after the view's entry; found ".utf8)
  /// The words of ``Reason/notANotification(found:)`` before the found text, as bytes: the
  /// diagnostic of every unreadable line of a keyboard printout.
  private static let notANotificationText = Array(
    ("expected a keyboard notification (name = UIKeyboard…Notification; userInfo = {…}) or a "
      + "userInfo entry (UIKeyboard…UserInfoKey = …); found ").utf8)

  /// The most bytes of found text a diagnostic keeps: a message quotes at most 40 scalars of
  /// it and an ellipsis when there are more (``printable(_:escapingQuotes:)``), and each of the
  /// first 41 decodes from at most 4 bytes (a valid scalar) or 3 (a repaired sequence), with 4
  /// more so that the last of them decodes as in the whole text.
  static let foundByteLimit = 41 * 4 + 4

  /// Found text (`found` of a reason) from a line's bytes: its start, enough for every message
  /// that quotes it, in place (not copied, not decoded: a message decodes what it quotes). A
  /// line of any length costs no more.
  static func found(_ bytes: LineBytes) -> ArraySlice<UInt8> {
    bytes.slice.prefix(foundByteLimit)
  }
}

/// A short quotation of found text for a message (``printable(_:escapingQuotes:)``).
private func quoted(_ text: String) -> String {
  var result: [UInt8] = []
  appendQuoted(text, to: &result)
  return String(decoding: result, as: UTF8.self)
}

/// ``quoted(_:)`` of found bytes, decoded as UTF-8 (an invalid sequence repaired).
private func quoted(_ found: ArraySlice<UInt8>) -> String {
  var result: [UInt8] = []
  appendQuoted(found, to: &result)
  return String(decoding: result, as: UTF8.self)
}

/// Appends ``quoted(_:)``'s UTF-8 of found bytes, decoded as UTF-8 (an invalid sequence
/// repaired), to `result`. ASCII is valid UTF-8, each byte one scalar, so for ASCII this writes
/// what quoting the decoded text writes (``appendPrintable(_:escapingQuotes:to:)``) without
/// decoding it: the bytes are appended whole and read in place, a run of printable ASCII that
/// needs no escape (most found text) kept as it is and cut after the 40th scalar, a quote or a
/// backslash escaped by inserting its backslash, and from a control character the rest written
/// again by ``appendEscaping(_:scalars:escapingQuotes:to:)``. Found bytes with a byte outside
/// ASCII before the cut (a scalar of several bytes, or bytes that are not UTF-8) are decoded
/// and quoted as text instead.
///
/// - Complexity: O(*n*) in the bytes appended, at most ``ImportDiagnostic/foundByteLimit``.
private func appendQuoted(_ found: ArraySlice<UInt8>, to result: inout [UInt8]) {
  let quote = result.count
  result.append(UInt8(ascii: "\""))
  result += found
  if let stop = escapeInPlace(&result, from: quote + 1, escapingQuotes: true) {
    // A control character, or a byte outside ASCII: the rest is written again.
    let rest = Array(result[stop.index...])
    result.removeLast(result.count - stop.index)
    guard !rest.contains(where: { $0 >= 0x80 }) else {
      result.removeLast(result.count - quote)
      appendQuoted(String(decoding: found, as: UTF8.self), to: &result)
      return
    }
    appendEscaping(rest, scalars: stop.scalars, escapingQuotes: true, to: &result)
  }
  result.append(UInt8(ascii: "\""))
}

/// Appends ``quoted(_:)``'s UTF-8 to `result`.
private func appendQuoted(_ text: String, to result: inout [UInt8]) {
  result.append(UInt8(ascii: "\""))
  appendPrintable(text, escapingQuotes: true, to: &result)
  result.append(UInt8(ascii: "\""))
}

/// Text from a printout as a message shows it: at most 40 characters, control characters
/// escaped (`\u{d}`), so that a message stays on one line.
private func printable(_ text: String, escapingQuotes: Bool) -> String {
  var result: [UInt8] = []
  appendPrintable(text, escapingQuotes: escapingQuotes, to: &result)
  return String(decoding: result, as: UTF8.self)
}

/// Appends ``printable(_:escapingQuotes:)``'s UTF-8 to `result`. The text's bytes are appended
/// whole and read in place: a run of printable ASCII that needs no escape (most found text) is
/// one scalar a byte, kept as it is, and cut after the 40th scalar; a quote or a backslash to
/// escape (in JSON, found on many lines) gets its backslash inserted in place. From the first
/// byte that is neither (a control character, a scalar outside ASCII) the rest is written again
/// by ``appendEscaping(_:scalars:escapingQuotes:to:)``.
private func appendPrintable(_ text: String, escapingQuotes: Bool, to result: inout [UInt8]) {
  let start = result.count
  result += text.utf8
  guard let stop = escapeInPlace(&result, from: start, escapingQuotes: escapingQuotes) else {
    return
  }
  let rest = Array(result[stop.index...])
  result.removeLast(result.count - stop.index)
  appendEscaping(rest, scalars: stop.scalars, escapingQuotes: escapingQuotes, to: &result)
}

/// Quotes in place the text whose bytes `result` holds from `start`, as far as that needs no
/// rewriting: a run of printable ASCII that needs no escape (most found text) is one scalar a
/// byte, kept as it is, and cut after the 40th scalar with an ellipsis; with `escapingQuotes`, a
/// quote or a backslash (in JSON, found on many lines) gets its backslash inserted in place.
///
/// - Returns: `nil` when the text is quoted whole; else where the first byte that needs the rest
///   written again is (a control character, or a byte outside ASCII), and the scalars before it.
private func escapeInPlace(
  _ result: inout [UInt8], from start: Int, escapingQuotes: Bool
) -> (index: Int, scalars: Int)? {
  var index = start
  var scalars = 0
  while true {
    let runStart = index
    let limit = min(result.count, index + 40 - scalars)
    while index < limit, isPlain(result[index], escapingQuotes: escapingQuotes) { index += 1 }
    scalars += index - runStart
    if index == result.count { return nil }
    if scalars == 40 {
      // 40 scalars of ASCII, and more after them: what follows is cut.
      result.removeLast(result.count - index)
      result += "…".utf8
      return nil
    }
    let byte = result[index]
    guard escapingQuotes, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
      return (index, scalars)
    }
    result.insert(UInt8(ascii: "\\"), at: index)
    index += 2
    scalars += 1
  }
}

/// Whether a byte is a scalar that a message writes as it is: printable ASCII (0x20–0x7E: one
/// unsigned comparison after subtracting 0x20), and with `escapingQuotes`, neither `"` nor `\\`.
@inline(__always)
private func isPlain(_ byte: UInt8, escapingQuotes: Bool) -> Bool {
  byte &- 0x20 <= 0x5E
    && !(escapingQuotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
}

/// Appends the rest of ``printable(_:escapingQuotes:)``'s UTF-8 for `bytes`, the tail of a text
/// whose first `scalars` scalars are written: its runs of bytes that need no escape whole, each
/// scalar to escape escaped, and an ellipsis instead of what follows the 40th scalar. A run of
/// plain ASCII (``isPlain(_:escapingQuotes:)``) is read a byte a step up to the 40th scalar,
/// without counting scalars byte by byte.
private func appendEscaping(
  _ bytes: [UInt8], scalars written: Int, escapingQuotes: Bool, to result: inout [UInt8]
) {
  var run = 0
  var scalars = written
  var index = 0
  while index < bytes.count {
    let plainStart = index
    let limit = min(bytes.count, index + 40 - scalars)
    while index < limit, isPlain(bytes[index], escapingQuotes: escapingQuotes) { index += 1 }
    scalars += index - plainStart
    guard index < bytes.count else { break }
    let byte = bytes[index]
    index += 1
    guard byte & 0xC0 != 0x80 else { continue }
    if scalars == 40 {
      result += bytes[run..<(index - 1)]
      result += "…".utf8
      return
    }
    scalars += 1
    if byte < 0x20 || byte == 0x7F {
      result += bytes[run..<(index - 1)]
      // The byte in lowercase hexadecimal without leading zeros, as `String(byte, radix: 16)`.
      result += "\\u{".utf8
      if byte >= 0x10 { result.append(lowercaseHexDigit(byte >> 4)) }
      result.append(lowercaseHexDigit(byte & 0x0F))
      result.append(UInt8(ascii: "}"))
      run = index
    } else if escapingQuotes, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      result += bytes[run..<(index - 1)]
      result.append(UInt8(ascii: "\\"))
      result.append(byte)
      run = index
    }
  }
  result += bytes[run...]
}

/// The lowercase hexadecimal digit of a value below 16.
@inline(__always)
private func lowercaseHexDigit(_ value: UInt8) -> UInt8 {
  value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
}

/// Appends a line or column number's decimal digits to `bytes`, as `String(number)` writes
/// them.
private func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
  guard number >= 0 else {
    bytes += String(number).utf8
    return
  }
  appendDecimal(UInt64(number), to: &bytes)
}
