/// A printout's content lines with their wrappers taken off: a decoration every line shares (a
/// comment's `// ` or ` * `, a quotation's `> `, an indentation), the lines that open and close a
/// block comment or a Markdown code block, the commands that printed it (`(lldb) po …`,
/// `Printing description of …:`, `cy# …`, a Frida prompt `[…]-> …`), lldb's result prefix
/// (`(id) $2 = 0x…`), an NSLog prefix (`2024-05-01 10:22:33.123 App[123:4567] `), and the quotes
/// Cycript (backticks, or `@"…"`), Frida or Swift (`"…"`) and Markdown (a line in backticks) put
/// around a string, whose escapes (`\n`, `\"`) are undone. Blank lines are left out; each line
/// keeps where its bytes came from, so that a diagnostic names the `line:column` of the file.

import ByteSearch
import KeyboardScript

struct PrintoutLines {
  /// One content line.
  struct Line {
    /// The line's bytes, wrappers taken off: a range of the printout's bytes (or of a quoted
    /// string's content), not a copy.
    var bytes: LineBytes
    /// The 1-based line of the file it came from.
    var line: Int
    /// The 1-based column of its first byte in that line.
    var startColumn: Int
    /// For a line whose escapes were undone, the column of each byte; `nil` when the bytes
    /// follow each other in the file from ``startColumn``.
    var columns: [Int]?

    /// The file's column of the byte at `offset` (or just past the end).
    func column(at offset: Int) -> Int {
      guard let columns else { return startColumn + offset }
      if offset < columns.count { return columns[offset] }
      return (columns.last ?? startColumn - 1) + 1 + (offset - columns.count)
    }
  }

  /// A decoration taken off the start of every line, and the first line that had it.
  struct Decoration: Hashable {
    /// The decoration's bytes (`// `, ` * `, `> `).
    var bytes: [UInt8]
    /// The 1-based line of the first line that had it.
    var line: Int
  }

  /// The content lines, in order.
  var lines: [Line] = []
  /// The decoration every non-blank line shared, taken off; `nil` when there was none.
  var decoration: Decoration?

  /// Splits `bytes` into content lines.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  init(_ bytes: [UInt8]) {
    // The physical lines, without their line breaks; each line feed found by `memchr`
    // (ByteSearch), which costs the fuzzer no comparison hook per byte.
    var ranges: [Range<Int>] = []
    var start = 0
    while start <= bytes.count {
      let end = offset(of: 0x0A, in: bytes, from: start)
      var stop = end
      if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
      ranges.append(start..<stop)
      if end >= bytes.count { break }
      start = end + 1
    }
    let shared = sharedDecoration(bytes, lines: ranges)
    lines.reserveCapacity(ranges.count)
    var quote: UInt8?
    for (index, range) in ranges.enumerated() {
      var raw = bytes[range]
      var skipped = 0
      if !shared.isEmpty, raw.starts(with: shared) || isDecorationOnly(raw, shared) {
        skipped = min(shared.count, raw.count)
        raw = raw.dropFirst(skipped)
        if decoration == nil, raw.contains(where: { !isSpace($0) }) {
          decoration = Decoration(bytes: shared, line: index + 1)
        }
      }
      // A line of spaces alone adds nothing, in a quoted string or not.
      guard raw.contains(where: { !isSpace($0) }) else { continue }
      read(
        LineBytes(bytes, range: raw.startIndex..<raw.endIndex), line: index + 1,
        columnOffset: skipped, quote: &quote)
    }
  }

  /// Adds the content of one physical line.
  /// `columnOffset` bytes of decoration were taken off before `raw`.
  private mutating func read(
    _ raw: LineBytes, line: Int, columnOffset: Int, quote: inout UInt8?
  ) {
    var offset = 0
    if quote == nil {
      let first = raw.firstIndex { !isSpace($0) } ?? raw.count
      if first == raw.count { return }
      if isPrompt(raw[first...]) || isBlockDelimiter(raw[first...]) { return }
      offset = first
      offset = skipLogPrefix(raw, from: offset)
      offset = skipResultPrefix(raw, from: offset)
      if offset < raw.count, let opening = openingQuote(raw, at: offset) {
        quote = opening.quote
        offset = opening.contentStart
      } else {
        // Keep the indentation: it gives the depth of a view.
        if offset == first {
          // From the line's start: the content holds the byte at `first`, which is no space.
          lines.append(Line(bytes: raw, line: line, startColumn: columnOffset + 1))
          return
        }
        let content = raw[offset...].rebased
        if content.contains(where: { !isSpace($0) }) {
          lines.append(
            Line(bytes: content, line: line, startColumn: columnOffset + offset + 1))
        }
        return
      }
    }
    guard let open = quote else { return }
    // Inside a quoted string: undo escapes, split at `\n`, close at a final quote.
    // The content lines are gathered in `bytes` and `columns`, made room for once (the rest of
    // the line is the most they hold), and each is copied out at its exact size: no array
    // grows byte by byte.
    let lastContent = raw.lastIndex { !isSpace($0) } ?? -1
    var bytes: [UInt8] = []
    var columns: [Int] = []
    bytes.reserveCapacity(raw.count - offset)
    columns.reserveCapacity(raw.count - offset)
    var index = offset
    func flush() {
      if bytes.contains(where: { !isSpace($0) }) {
        lines.append(
          Line(
            bytes: LineBytes(Array(bytes[...]), range: 0..<bytes.count), line: line,
            startColumn: columns.first ?? columnOffset + 1, columns: Array(columns[...])))
      }
      bytes.removeAll(keepingCapacity: true)
      columns.removeAll(keepingCapacity: true)
    }
    while index < raw.count {
      let byte = raw[index]
      if byte == open, index == lastContent {
        quote = nil
        break
      }
      if byte == UInt8(ascii: "\\"), index + 1 < raw.count {
        let next = raw[index + 1]
        switch next {
        case UInt8(ascii: "n"):
          flush()
          index += 2
          continue
        case UInt8(ascii: "t"):
          bytes.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "'"):
          bytes.append(next)
        default:
          bytes.append(byte)
          columns.append(columnOffset + index + 1)
          index += 1
          continue
        }
        columns.append(columnOffset + index + 1)
        index += 2
        continue
      }
      bytes.append(byte)
      columns.append(columnOffset + index + 1)
      index += 1
    }
    flush()
  }
}

/// Whether a byte is a space or a tab.
@inline(__always)
func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

/// Whether `bytes` (a line's, ``LineBytes``, or a slice of a printout's) start with `prefix`.
func hasPrefix<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ prefix: String) -> Bool {
  var index = bytes.startIndex
  for byte in prefix.utf8 {
    guard index < bytes.endIndex, bytes[index] == byte else { return false }
    bytes.formIndex(after: &index)
  }
  return true
}

/// Whether a line (from its first non-space byte) is the command that printed a printout:
/// lldb's `(lldb) …`, Xcode's `Printing description of …:`, Cycript's `cy# …`, or a Frida
/// prompt `[Device::App]-> …`.
private func isPrompt(_ line: LineBytes) -> Bool {
  // Each prompt starts with one of these bytes.
  guard let first = line.first,
    first == UInt8(ascii: "(") || first == UInt8(ascii: "c") || first == UInt8(ascii: "P")
      || first == UInt8(ascii: "[")
  else { return false }
  if hasPrefix(line, "(lldb)") || hasPrefix(line, "cy#") { return true }
  // Xcode's "Print Description" of a variable.
  if hasPrefix(line, "Printing description of ") { return true }
  guard line.first == UInt8(ascii: "[") else { return false }
  // `[iPhone::App ]-> ` and `[Local::PID::1234 ]->`.
  var index = line.startIndex
  while index < line.endIndex, line[index] != UInt8(ascii: "]") {
    if line[index] == UInt8(ascii: "<") { return false }
    index += 1
  }
  return hasPrefix(line[min(index + 1, line.endIndex)...], "->")
}

/// Whether a byte may be part of a decoration: a space, a tab, `/`, `*`, `>` or `#`.
@inline(__always)
private func isDecorationByte(_ byte: UInt8) -> Bool {
  isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*")
    || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "#")
}

/// The decoration every non-blank line of a printout starts with (`// `, ` * `, `> `, an
/// indentation): the longest run of decoration bytes that every line holding anything else
/// starts with, cut so that each line holding only decoration bytes (`>`, ` *`) starts with it
/// or begins it. Blank lines and the lines that open or close a block comment or a code block
/// are not counted; empty when the lines share none. A view's entry, its indentation pipes and
/// the printouts' wrappers start with none of these bytes, so the decoration is never part of
/// them.
///
/// - Complexity: O(*n*) in the number of bytes.
private func sharedDecoration(_ bytes: [UInt8], lines: [Range<Int>]) -> [UInt8] {
  var shared: ArraySlice<UInt8>?
  var decorationOnly: [ArraySlice<UInt8>] = []
  for range in lines {
    let line = bytes[range]
    guard let first = line.firstIndex(where: { !isSpace($0) }) else { continue }
    if isBlockDelimiter(line[first...]) { continue }
    let run = line.prefix(while: isDecorationByte)
    if run.count == line.count {
      decorationOnly.append(line)
      continue
    }
    let common = shared.map { commonPrefixLength($0, run) } ?? run.count
    shared = run.prefix(common)
    if common == 0 { return [] }
  }
  guard var result = shared else { return [] }
  for line in decorationOnly {
    var end = line.endIndex
    while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
    let trimmed = line[..<end]
    let common = commonPrefixLength(result, trimmed)
    if common < trimmed.count, common < result.count { result = result.prefix(common) }
  }
  return Array(result)
}

/// Whether a line holds only the start of `decoration` (`>` for `> `, ` *` for ` * `), trailing
/// spaces aside: a line of the decoration alone.
private func isDecorationOnly(_ line: ArraySlice<UInt8>, _ decoration: [UInt8]) -> Bool {
  var end = line.endIndex
  while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
  return end - line.startIndex <= decoration.count
    && decoration.starts(with: line[..<end])
}

/// How many bytes two byte strings share at their start.
private func commonPrefixLength(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
  var count = 0
  while count < a.count, count < b.count,
    a[a.startIndex + count] == b[b.startIndex + count]
  {
    count += 1
  }
  return count
}

/// Whether a line (from its first non-space byte) opens or closes a block comment (`/*`, `/**`,
/// `*/`) or a Markdown code block (a fence of three backticks or tildes, with or without a
/// language): a wrapper around a printout kept in source or quoted in an issue.
private func isBlockDelimiter<Bytes: BidirectionalCollection<UInt8>>(_ line: Bytes) -> Bool
where Bytes.Index == Int {
  // Each delimiter starts with one of these bytes.
  guard let first = line.first,
    first == UInt8(ascii: "`") || first == UInt8(ascii: "~") || first == UInt8(ascii: "/")
      || first == UInt8(ascii: "*")
  else { return false }
  if hasPrefix(line, "```") || hasPrefix(line, "~~~") { return true }
  var end = line.endIndex
  while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
  let content = line[..<end]
  return content.count >= 2 && content.contains(UInt8(ascii: "/"))
    && content.contains(UInt8(ascii: "*"))
    && content.allSatisfy { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "*") }
}

/// The offset after an NSLog or os_log prefix at `offset` (`2024-05-01 10:22:33.123 App[12:34] `),
/// or `offset` when there is none.
private func skipLogPrefix(_ line: LineBytes, from offset: Int) -> Int {
  // A date: four digits and a dash.
  guard offset + 5 <= line.count, line[offset..<(offset + 4)].allSatisfy(isDigit),
    line[offset + 4] == UInt8(ascii: "-")
  else { return offset }
  var index = offset
  while index < line.count, line[index] != UInt8(ascii: "[") { index += 1 }
  // The process and thread ids: `[1453:707]`, `[81234:5520117]`, nothing else (a `[` further
  // on may open a printed array).
  var sawColon = false
  var close = index + 1
  while close < line.count, line[close] != UInt8(ascii: "]") {
    guard isHexDigit(line[close]) || line[close] == UInt8(ascii: ":") else { return offset }
    if line[close] == UInt8(ascii: ":") { sawColon = true }
    close += 1
  }
  guard close < line.count, sawColon else { return offset }
  var next = close + 1
  while next < line.count, isSpace(line[next]) { next += 1 }
  return next
}

/// The offset after lldb's result prefix at `offset` (`(id) $2 = 0x1e05c2e0 `,
/// `(String) $R0 = `), or `offset` when there is none.
private func skipResultPrefix(_ line: LineBytes, from offset: Int) -> Int {
  guard offset < line.count, line[offset] == UInt8(ascii: "(") else { return offset }
  var index = offset + 1
  while index < line.count, line[index] != UInt8(ascii: ")") { index += 1 }
  guard hasPrefix(line[min(index + 1, line.count)...], " $") else { return offset }
  index += 3
  while index < line.count, !isSpace(line[index]) { index += 1 }
  guard hasPrefix(line[min(index, line.count)...], " = ") else { return offset }
  index += 3
  if hasPrefix(line[index...], "0x") {
    var end = index + 2
    while end < line.count, isHexDigit(line[end]) { end += 1 }
    while end < line.count, isSpace(line[end]) { end += 1 }
    index = end
  }
  return index
}

/// A quote that opens a printed string at `offset` (`` ` ``, `"` or `@"`) before a printout's
/// content (a view's `<`, a dictionary's `{` or `[`, a notification), or a backtick that opens
/// a line a closing backtick ends (Markdown's code in a line), and where its content starts.
private func openingQuote(_ line: LineBytes, at offset: Int) -> (
  quote: UInt8, contentStart: Int
)? {
  var index = offset
  if line[index] == UInt8(ascii: "@") { index += 1 }
  guard index < line.count else { return nil }
  let quote = line[index]
  guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "`") else { return nil }
  guard index + 1 < line.count else { return (quote, index + 1) }
  let next = line[(index + 1)...]
  let opensContent =
    next.first == UInt8(ascii: "<") || next.first == UInt8(ascii: "{")
    || next.first == UInt8(ascii: "[") || hasPrefix(next, "NSConcreteNotification")
    || hasPrefix(next, "name = ") || hasPrefix(next, "'")
  let last = line.lastIndex { !isSpace($0) }
  let wrapsLine = quote == UInt8(ascii: "`") && last.map { $0 > index && line[$0] == quote } == true
  return opensContent || wrapsLine ? (quote, index + 1) : nil
}

/// Whether a byte is an ASCII digit: one unsigned comparison (a byte below `0` wraps around
/// to 0xD0 or more), which the fuzzer's comparison hooks trace once instead of twice.
@inline(__always)
func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

/// Whether a byte is an ASCII letter: setting bit 0x20 lowercases a capital and leaves every
/// byte that is not a letter outside `a`–`z`, so one unsigned comparison decides.
@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

/// Whether a byte is a hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`.
@inline(__always)
func isHexDigit(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte | 0x20) &- 0x61 < 6
}
