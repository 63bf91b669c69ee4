/// Reads entries out of ``PrintoutLines``.

import KeyboardScript
struct EntryScanner {
  /// A position: a content line and a byte offset in it.
  struct Position: Hashable {
    var line: Int
    var offset: Int
  }

  let lines: [PrintoutLines.Line]

  /// The most lines a `text = '…'` value is followed across.
  static let maximumTextLines = 10_000

  /// The class name of an entry starting at `position` (`<Name: 0x`), and where its address
  /// ends; `nil` when the bytes there are not an entry's start.
  func entryStart(at position: Position) -> (name: String, afterAddress: Int)? {
    let bytes = lines[position.line].bytes
    guard position.offset < bytes.count, bytes[position.offset] == UInt8(ascii: "<") else {
      return nil
    }
    var index = position.offset + 1
    while index + 3 < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":"), bytes[index + 1] == 0x20, bytes[index + 2] == UInt8(ascii: "0"),
        bytes[index + 3] == UInt8(ascii: "x")
      {
        break
      }
      if isSpace(byte) || byte == UInt8(ascii: ";") { return nil }
      index += 1
    }
    guard index + 3 < bytes.count, index > position.offset + 1 else { return nil }
    let name = bytes.text((position.offset + 1)..<index)
    var end = index + 4
    while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
    return (name, end)
  }

  /// Reads the entry starting at `position`: the view, and the position just after its `>`.
  /// `nil` when it is not an entry; a failure when it does not close.
  func entry(at position: Position) -> Result<(PrintedView, Position), ImportDiagnostic.Reason>? {
    guard let (name, afterAddress) = entryStart(at: position) else { return nil }
    let first = lines[position.line]
    var view = PrintedView(
      className: name, line: first.line, column: first.column(at: position.offset))
    var cursor = Position(line: position.line, offset: afterAddress)
    while true {
      let bytes = lines[cursor.line].bytes
      guard cursor.offset < bytes.count else { return .failure(.unclosedEntry(className: name)) }
      if bytes[cursor.offset] == UInt8(ascii: ">") {
        return .success((view, Position(line: cursor.line, offset: cursor.offset + 1)))
      }
      guard bytes[cursor.offset] == UInt8(ascii: ";") else {
        return .failure(.unclosedEntry(className: name))
      }
      cursor.offset += 1
      while cursor.offset < bytes.count, isSpace(bytes[cursor.offset]) { cursor.offset += 1 }
      // The key.
      let keyStart = cursor.offset
      while cursor.offset < bytes.count, isKeyByte(bytes[cursor.offset]) { cursor.offset += 1 }
      // Only a key as long as one the `switch` below reads needs a string.
      let key: String
      switch cursor.offset - keyStart {
      case 5, 6, 9, 11, 13, 20:
        key = bytes.text(keyStart..<cursor.offset)
      default: key = ""
      }
      while cursor.offset < bytes.count, bytes[cursor.offset] == 0x20 { cursor.offset += 1 }
      if cursor.offset < bytes.count,
        bytes[cursor.offset] == UInt8(ascii: "=") || bytes[cursor.offset] == UInt8(ascii: ":")
      {
        cursor.offset += 1
      }
      while cursor.offset < bytes.count, bytes[cursor.offset] == 0x20 { cursor.offset += 1 }
      // The value.
      if cursor.offset < bytes.count, bytes[cursor.offset] == UInt8(ascii: "'") {
        guard
          let end = endOfQuotedText(from: Position(line: cursor.line, offset: cursor.offset + 1))
        else { return .failure(.unclosedEntry(className: name)) }
        cursor = end
        continue
      }
      let valueStart = cursor.offset
      var depth = 0
      while cursor.offset < bytes.count {
        let byte = bytes[cursor.offset]
        // Letters and digits, most of a value, neither nest nor end it.
        if isASCIILetter(byte) || isDigit(byte) {
          cursor.offset += 1
          continue
        }
        if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: ">") { break }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
          depth = max(0, depth - 1)
        default: break
        }
        cursor.offset += 1
      }
      let value = bytes[valueStart..<cursor.offset]
      let line = lines[cursor.line]
      switch key {
      case "frame":
        view.frame = numbers(
          in: value, line: line, separators: (0x20, UInt8(ascii: ";")), count: 4)
      case "contentOffset":
        view.contentOffset = numbers(
          in: value, line: line, separators: (UInt8(ascii: ","), UInt8(ascii: ",")), count: 2)
      case "contentSize":
        view.contentSize = numbers(
          in: value, line: line, separators: (UInt8(ascii: ","), UInt8(ascii: ",")), count: 2)
      case "adjustedContentInset":
        view.adjustedContentInset = numbers(
          in: value, line: line, separators: (UInt8(ascii: ","), UInt8(ascii: ",")), count: 4)
      case "baseClass":
        view.baseClass = value.text
      case "hidden":
        view.isHidden = hasPrefix(value, "YES")
      default:
        break
      }
    }
  }

  /// The position just after the closing quote of a `text = '…'` value whose text starts at
  /// `start`, following the text across lines. The closing quote is the first `'` followed by
  /// the entry's `>` or by `; key = ` (or `; key: `); `nil` when the printout ends first, or
  /// when the text would span more than ``maximumTextLines`` lines (which keeps a printout of
  /// many unclosed texts from being read again and again to its end).
  func endOfQuotedText(from start: Position) -> Position? {
    var cursor = start
    while cursor.line < min(lines.count, start.line + Self.maximumTextLines) {
      let bytes = lines[cursor.line].bytes
      while cursor.offset < bytes.count {
        if bytes[cursor.offset] == UInt8(ascii: "'"), closesText(bytes, after: cursor.offset + 1) {
          return Position(line: cursor.line, offset: cursor.offset + 1)
        }
        cursor.offset += 1
      }
      cursor = Position(line: cursor.line + 1, offset: 0)
    }
    return nil
  }

  /// Whether the bytes after a `'` at `index - 1` close a text: `>` then the line's end, a
  /// space, `)`, `>` or `"`; or `; ` and a key followed by `=` or `:`.
  private func closesText(_ bytes: LineBytes, after index: Int) -> Bool {
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: ">") {
      let next = index + 1
      return next == bytes.count || isSpace(bytes[next]) || bytes[next] == UInt8(ascii: ")")
        || bytes[next] == UInt8(ascii: ">") || bytes[next] == UInt8(ascii: "\"")
        || bytes[next] == UInt8(ascii: "`")
    }
    guard bytes[index] == UInt8(ascii: ";"), index + 1 < bytes.count, bytes[index + 1] == 0x20
    else { return false }
    var key = index + 2
    while key < bytes.count, isKeyByte(bytes[key]) { key += 1 }
    guard key > index + 2 else { return false }
    while key < bytes.count, bytes[key] == 0x20 { key += 1 }
    return key < bytes.count && (bytes[key] == UInt8(ascii: "=") || bytes[key] == UInt8(ascii: ":"))
  }

  /// The numbers of a printed value (`(0 47; 390 763)`, `{0, -64}`), `count` of them split at
  /// either of `separators` (or a space) inside its first bracket; `nil` when there are not
  /// exactly `count`.
  private func numbers(
    in value: LineBytes, line: PrintoutLines.Line, separators: (UInt8, UInt8),
    count: Int
  ) -> [PrintedView.Number]? {
    func isSeparator(_ byte: UInt8) -> Bool {
      byte == separators.0 || byte == separators.1 || isSpace(byte)
    }
    guard let open = value.firstIndex(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{") })
    else { return nil }
    let close = value[open...].firstIndex { $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "}") }
    guard let close else { return nil }
    var result: [PrintedView.Number] = []
    result.reserveCapacity(count)
    var index = open + 1
    while index < close {
      while index < close, isSeparator(value[index]) { index += 1 }
      guard index < close else { break }
      let start = index
      while index < close, !isSeparator(value[index]) { index += 1 }
      let text = value.text(start..<index)
      result.append(
        PrintedView.Number(
          text: text, value: parseNumber(text), line: line.line, column: line.column(at: start)))
    }
    return result.count == count ? result : nil
  }
}

/// Whether a byte may be part of an entry's key (`frame`, `contentOffset`, `layer.bounds`).
@inline(__always)
private func isKeyByte(_ byte: UInt8) -> Bool {
  isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
}
