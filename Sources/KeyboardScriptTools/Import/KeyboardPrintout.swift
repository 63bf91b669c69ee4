import KeyboardAvoidance
import KeyboardScript

/// Keyboard notifications as the debugger prints them, read into their names and userInfo
/// values.
///
/// Accepted: `po notification` in Objective-C (`NSConcreteNotification 0x… {name = …; userInfo
/// = {…}}`) and Swift (`name = …, object = …, userInfo = Optional([…])`), a name printed alone
/// before its userInfo (`UIKeyboardWillShowNotification, userInfo: […]`,
/// `NSNotificationName(_rawValue: …) Optional([…])`), RxSwift's `next(…)` around any of these,
/// and a userInfo alone (`{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 476}, {390, 368}}";
/// … }`, or Swift's `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 476}, {390,
/// 368}}, …]`), on one line or wrapped, values quoted or not, entries separated by `;` or `,`.
/// What a line prints before a notification or a userInfo (a log message's words, a marker, an
/// address) is left out, and so are RxSwift `debug()`'s `-> subscribed` lines. A userInfo
/// without a name is a `keyboardWillChangeFrame`.
struct KeyboardPrintout {
  /// One notification as printed.
  struct Notification {
    /// The notification's name as printed (`UIKeyboardWillShowNotification`), if any.
    var name: String?
    /// Where the name (or else the first value) stands.
    var line: Int
    var column: Int
    /// The userInfo values by key (`UIKeyboardFrameEndUserInfoKey`), as printed.
    var values: [String: [PrintedView.Number]] = [:]
  }

  /// The notifications, in order.
  var notifications: [Notification] = []
  /// What was found on the way.
  var diagnostics: [ImportDiagnostic] = []

  /// Reads a printout.
  init(_ printout: PrintoutLines, fileName: String, lenient: Bool) {
    var pending: Notification?
    var depth = 0
    func finish() {
      if let done = pending, done.name != nil || !done.values.isEmpty {
        notifications.append(done)
      }
      pending = nil
    }
    for line in printout.lines {
      let bytes = line.bytes
      var index = 0
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      // lldb's `po` of a Swift value: `▿ ` before its summary, then its children, one per line
      // (`  ▿ name : Name`, `    - _rawValue : …`), which repeat the summary.
      if isMirrorChild(bytes[index...]) || isRxDebugLifecycle(bytes) { continue }
      if index < bytes.count, bytes[index] == 0xE2, hasPrefix(bytes[index...], "▿ ") {
        index += "▿ ".utf8.count
      }
      // Whether anything was read on this line yet, and the depth it started at.
      var readOnLine = false
      let depthAtLineStart = depth
      /// Whether the pending notification is only a name printed before it on this line, as a
      /// label (`UIKeyboardWillShowNotification: NSConcreteNotification 0x… {name = …`).
      func pendingIsLabel() -> Bool {
        guard let current = pending else { return false }
        return current.values.isEmpty && current.line == line.line
      }
      /// Starts a notification named `name`, whose name stands at `offset` of the line.
      func startNotification(_ name: String, at offset: Int) {
        if let current = pending, current.name != nil || !current.values.isEmpty,
          !pendingIsLabel()
        {
          finish()
        }
        let column = line.column(at: offset)
        if pending == nil {
          pending = Notification(name: nil, line: line.line, column: column)
        }
        pending?.name = name
        pending?.line = line.line
        pending?.column = column
      }
      scanning: while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: ";"):
          index += 1
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("):
          depth += 1
          index += 1
          continue
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
          depth = max(0, depth - 1)
          index += 1
          if depth == 0 { finish() }
          continue
        default:
          break
        }
        let rest = bytes[index...]
        let isFirstWord = !readOnLine
        readOnLine = true
        if byte == UInt8(ascii: "N"), hasPrefix(rest, "NSConcreteNotification") {
          if !pendingIsLabel() {
            finish()
            pending = Notification(name: nil, line: line.line, column: line.column(at: index))
          }
          index += 22
          while index < bytes.count, isSpace(bytes[index]) { index += 1 }
          if hasPrefix(bytes[index...], "0x") {
            index += 2
            while index < bytes.count, isHexDigit(bytes[index]) { index += 1 }
          }
          continue
        }
        if byte == UInt8(ascii: "O"), hasPrefix(rest, "Optional") {
          index += 8
          continue
        }
        if byte == UInt8(ascii: "n"), hasPrefix(rest, "nil") {
          // `userInfo = nil`: the notification ends here.
          index += 3
          if depth == 0 { finish() }
          continue
        }
        if let (field, afterSeparator) = assignment(bytes, at: index) {
          switch field {
          case "name":
            let (name, word) = nameValue(bytes, at: afterSeparator)
            startNotification(name, at: word.start)
            index = word.end
            continue scanning
          case "object":
            index = endOfValue(bytes, from: afterSeparator)
            continue scanning
          default:  // userInfo
            index = afterSeparator
            continue scanning
          }
        }
        if let (key, afterSeparator) = userInfoKey(bytes, at: index) {
          let end = endOfValue(bytes, from: afterSeparator)
          let numbers = numbersIn(bytes[afterSeparator..<end], line: line)
          if pending?.values[key] != nil { finish() }
          if pending == nil {
            pending = Notification(name: nil, line: line.line, column: line.column(at: index))
          }
          pending?.values[key] = numbers
          index = end
          continue
        }
        // A name printed alone: `UIKeyboardWillShowNotification, userInfo: [...]`, or
        // `NSNotificationName(_rawValue: UIKeyboardWillShowNotification) Optional([...])`.
        if let (name, word) = bareName(bytes, at: index) {
          startNotification(name, at: word.start)
          index = word.end
          continue
        }
        // What a line prints before a notification or a userInfo: a log message's words
        // (`note: `, `keyboard will show -> `), a marker (`❌`), an address, RxSwift's `next(`.
        if isFirstWord, let start = notificationStart(bytes, from: index) {
          index = start
          depth = depthAtLineStart
          continue
        }
        let found = ImportDiagnostic.found(rest)
        diagnostics.append(
          ImportDiagnostic(
            fileName: fileName, line: line.line, column: line.column(at: index),
            severity: lenient ? .warning : .error, reason: .notANotification(found: found)))
        break scanning
      }
    }
    finish()
  }
}

/// A word at `index` followed by ` = ` (or `=`, or Swift's `: `): `name`, `object`,
/// `userInfo`; the word and where its value starts.
private func assignment(_ bytes: LineBytes, at index: Int) -> (String, Int)? {
  // Each field starts with one of these bytes.
  guard index < bytes.count,
    bytes[index] == UInt8(ascii: "n") || bytes[index] == UInt8(ascii: "o")
      || bytes[index] == UInt8(ascii: "u")
  else { return nil }
  var cursor = index
  while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
  // Only a word of 4, 6 or 8 bytes can be one of the fields: no string for the others.
  let length = cursor - index
  guard length == 4 || length == 6 || length == 8 else { return nil }
  let word = bytes.text(index..<cursor)
  guard word == "name" || word == "object" || word == "userInfo" else { return nil }
  while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  guard cursor < bytes.count,
    bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":")
  else { return nil }
  cursor += 1
  while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  return (word, cursor)
}

/// A userInfo key at `index` (`UIKeyboardFrameEndUserInfoKey`, quoted or in Swift's
/// `AnyHashable("…")`) followed by `=` or `:`; the key and where its value starts.
private func userInfoKey(_ bytes: LineBytes, at index: Int) -> (String, Int)? {
  var cursor = index
  var wrapped = false
  if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "A"),
    hasPrefix(bytes[cursor...], "AnyHashable(")
  {
    cursor += 12
    wrapped = true
  }
  let quoted = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
  if quoted { cursor += 1 }
  let start = cursor
  // Word bytes are ASCII: a word that does not start with these bytes is no key, and needs no
  // string.
  guard start < bytes.count, bytes[start] == UInt8(ascii: "U"),
    hasPrefix(bytes[start...], "UIKeyboard")
  else { return nil }
  while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
  let key = bytes.text(start..<cursor)
  // A notification's name is no key: `UIKeyboardWillShowNotification: [...]`.
  guard key.hasPrefix("UIKeyboard"), !key.hasSuffix("Notification") else { return nil }
  if quoted {
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    cursor += 1
  }
  if wrapped {
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") else { return nil }
    cursor += 1
  }
  while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  guard cursor < bytes.count,
    bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":")
  else { return nil }
  cursor += 1
  while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  return (key, cursor)
}

/// The wrappers Swift prints around a notification's name.
private let nameWrappers = [
  "NSNotificationName(_rawValue:", "Notification.Name(rawValue:", "Name(",
]

/// The notification name at `index` (after `name = `): the word, in quotes or Swift's
/// `NSNotificationName(_rawValue: …)` or not; where the word starts, and where the value ends.
private func nameValue(_ bytes: LineBytes, at index: Int)
  -> (name: String, range: (start: Int, end: Int))
{
  var cursor = index
  for wrapper in nameWrappers where hasPrefix(bytes[cursor...], wrapper) {
    cursor += wrapper.utf8.count
    while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  }
  if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
  let start = cursor
  while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
  let name = bytes.text(start..<cursor)
  if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
  while cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") { cursor += 1 }
  return (name, (start, cursor))
}

/// A notification's name printed alone at `index`: in a wrapper
/// (`NSNotificationName(_rawValue: UIKeyboardWillShowNotification)`), or a
/// `UIKeyboard…Notification` word not followed by `=`; the name, where its word starts, and
/// where it ends (after a `:` that follows it).
private func bareName(_ bytes: LineBytes, at index: Int)
  -> (name: String, range: (start: Int, end: Int))?
{
  // Every wrapper starts with `N`, and a bare name with `U`.
  guard index < bytes.count, bytes[index] == UInt8(ascii: "N") || bytes[index] == UInt8(ascii: "U")
  else { return nil }
  let isWrapped = nameWrappers.contains { hasPrefix(bytes[index...], $0) }
  if !isWrapped {
    guard hasPrefix(bytes[index...], "UIKeyboard") else { return nil }
  }
  var (name, range) = nameValue(bytes, at: index)
  if !isWrapped {
    guard name.hasSuffix("Notification") else { return nil }
  }
  var cursor = range.end
  while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
  if cursor < bytes.count {
    if bytes[cursor] == UInt8(ascii: "=") { return nil }
    if bytes[cursor] == UInt8(ascii: ":") { range.end = cursor + 1 }
  }
  return (name, range)
}

/// Where a notification or a userInfo starts on a line, after what was printed before it (a log
/// message's words, a marker, an address, RxSwift's `next(`): the first word at or after
/// `index` that is `NSConcreteNotification`, `name = …`, a notification's name, or a userInfo
/// key (with the `AnyHashable("` or `"` before it); else a `{` or `[` that ends the line (a
/// dictionary printed across lines). `nil` when the line holds none.
///
/// - Complexity: O(*n*) in the line's bytes: only the starts of words are tried, and only
///   those whose first byte can start one of these (`N`, `n`, `U`, `A`); the others are
///   stepped over whole.
private func notificationStart(_ bytes: LineBytes, from index: Int) -> Int? {
  var cursor = index
  while cursor < bytes.count {
    let first = bytes[cursor]
    guard isWordByte(first) else {
      cursor += 1
      continue
    }
    // A word starts here: `NSConcreteNotification` and the wrapped names start with `N`, a
    // `name = ` with `n`, a bare name or a key with `U`, and a key in `AnyHashable(` with `A`.
    if first == UInt8(ascii: "N") || first == UInt8(ascii: "n") || first == UInt8(ascii: "U")
      || first == UInt8(ascii: "A")
    {
      if hasPrefix(bytes[cursor...], "NSConcreteNotification")
        || namesNotification(bytes, at: cursor)
        || bareName(bytes, at: cursor) != nil
      {
        return cursor
      }
      // A key, quoted or in `AnyHashable(…)`: back to where the key's printout starts.
      var keyStart = cursor
      if keyStart > index, bytes[keyStart - 1] == UInt8(ascii: "\"") {
        keyStart -= 1
        if keyStart - 12 >= index, hasPrefix(bytes[(keyStart - 12)...], "AnyHashable(") {
          keyStart -= 12
        }
      }
      if userInfoKey(bytes, at: keyStart) != nil { return keyStart }
    }
    // The rest of the word starts none.
    cursor += 1
    while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
  }
  // A dictionary that opens at the line's end: `keyboard info: {`.
  guard let last = bytes.lastIndex(where: { !isSpace($0) }), last > index,
    bytes[last] == UInt8(ascii: "{") || bytes[last] == UInt8(ascii: "[")
  else { return nil }
  return last
}

/// Whether `name = …` (or `name: …`) at `index` names a notification: its value is a
/// `…Notification` name, not a label's words (`name: NSConcreteNotification 0x…`).
private func namesNotification(_ bytes: LineBytes, at index: Int) -> Bool {
  guard let (field, afterSeparator) = assignment(bytes, at: index), field == "name" else {
    return false
  }
  let name = nameValue(bytes, at: afterSeparator).name
  return name.hasSuffix("Notification") && name != "NSConcreteNotification"
}

/// Where a value starting at `index` ends: at the first `;` or `,` outside brackets and
/// quotes, before a closing bracket it did not open, or at the line's end.
private func endOfValue(_ bytes: LineBytes, from index: Int) -> Int {
  var cursor = index
  var depth = 0
  var inQuotes = false
  while cursor < bytes.count {
    let byte = bytes[cursor]
    if inQuotes {
      if byte == UInt8(ascii: "\"") { inQuotes = false }
    } else {
      switch byte {
      case UInt8(ascii: "\""): inQuotes = true
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"):
        if depth == 0 { return cursor }
        depth -= 1
      case UInt8(ascii: ";"), UInt8(ascii: ","):
        if depth == 0 { return cursor }
      default: break
      }
    }
    cursor += 1
  }
  return cursor
}

/// The numbers in a printed value (`"NSRect: {{0, 476}, {390, 368}}"`, `7`, `"0.25"`), with
/// where each stands.
private func numbersIn(_ value: LineBytes, line: PrintoutLines.Line)
  -> [PrintedView.Number]
{
  var numbers: [PrintedView.Number] = []
  var index = value.startIndex
  // Past a type tag such as `NSRect:`, whose letters are not a number.
  if let colon = value.firstIndex(of: UInt8(ascii: ":")) { index = colon + 1 }
  while index < value.endIndex {
    let byte = value[index]
    let startsNumber =
      isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "n")
    guard startsNumber else {
      index += 1
      continue
    }
    let start = index
    while index < value.endIndex, isNumberByte(value[index]) { index += 1 }
    let text = value.text(start..<index)
    numbers.append(
      PrintedView.Number(
        text: text, value: parseNumber(text), line: line.line, column: line.column(at: start)))
  }
  return numbers
}

@inline(__always)
private func isWordByte(_ byte: UInt8) -> Bool {
  isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
}

/// Whether a line is RxSwift's `debug()` saying that a subscription started or ended
/// (`2024-02-20 16:41:07.318: File.swift:88 (f()) -> subscribed`, `-> isDisposed`,
/// `-> Event completed`): the lines around its `-> Event next(…)` ones.
private func isRxDebugLifecycle(_ line: LineBytes) -> Bool {
  var end = line.count
  while end > 0, isSpace(line[end - 1]) { end -= 1 }
  let content = line[..<end]
  // Each suffix ends in `d`.
  guard content.last == UInt8(ascii: "d") else { return false }
  return [" -> subscribed", " -> isDisposed", " -> Event completed"].contains { suffix in
    content.count >= suffix.utf8.count
      && content.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
  }
}

/// Whether a line is a child of lldb's `po` of a Swift value (`▿ name : Name`,
/// `- _rawValue : UIKeyboardWillShowNotification`, `- object : nil`): a marker, a word and
/// ` : `. The summary line before them says the same.
private func isMirrorChild(_ line: LineBytes) -> Bool {
  // `▿` starts with the byte 0xE2.
  guard let first = line.first, first == 0xE2 || first == UInt8(ascii: "-") else { return false }
  var index = line.startIndex
  if hasPrefix(line, "▿ ") {
    index += "▿ ".utf8.count
  } else if hasPrefix(line, "- ") {
    index += 2
  } else {
    return false
  }
  let start = index
  while index < line.endIndex, isWordByte(line[index]) { index += 1 }
  return index > start && hasPrefix(line[index...], " : ")
}
