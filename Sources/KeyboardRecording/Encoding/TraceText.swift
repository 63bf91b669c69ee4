import KeyboardAvoidance

/// UTF-8 text built a piece at a time, without the temporary strings of interpolation: how
/// the traces write their lines, millions of them for a long recording, and the package's one
/// JSON writer (its JSON values are in `TraceText+JSON.swift`): the JSON trace, a derivation,
/// an archive, a written script or recording, and kbbench's generated scripts.
package struct TraceText {
  /// The text so far.
  package var bytes: [UInt8] = []
  /// Whether numbers are written as a script keeps them (``append(number:)``): `-0` with its
  /// sign, so that the text reads back to the same bits, and a value that is not finite as
  /// Swift prints it; otherwise as the traces and archives write them, `0` and `null`.
  package let writesExactNumbers: Bool
  /// Text set aside and numbers about it, kept for reuse: the text trace writes an event's
  /// effect values here first, to align the column that follows them.
  package var scratch: [UInt8] = []
  package var scratchEnds: [Int] = []

  /// Empty text; with `exactNumbers`, numbers are written as a script keeps them (`-0`).
  package init(exactNumbers: Bool = false) {
    writesExactNumbers = exactNumbers
  }

  /// Appends a literal: the few bytes of a separator one at a time, which is cheaper than a
  /// copy of them, longer literals as a copy.
  @inline(__always)
  package mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { utf8 in
      if utf8.count <= 4 {
        for byte in utf8 { bytes.append(byte) }
      } else {
        bytes.append(contentsOf: utf8)
      }
    }
  }

  /// Appends a string's UTF-8.
  @inline(__always)
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends an integer in decimal.
  @inline(__always)
  package mutating func append(integer value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      // The magnitude of `Int.min` does not fit: its digits come from the unsigned value.
      appendDigits(value.magnitude)
    } else {
      appendDigits(UInt(value))
    }
  }

  /// Appends `value`'s decimal digits (`appendDecimal`, which the coordinates' notation uses
  /// too).
  @inline(__always)
  private mutating func appendDigits(_ value: UInt) {
    appendDecimal(UInt64(value), to: &bytes)
  }

  /// Appends a number in its shortest form, the one every JSON writer and message of the script
  /// layer uses (``shortestText(_:)`` is it as a string): integers below 10^15 without a
  /// fraction, others in Swift's shortest round-trip form, `null` if not finite. With
  /// ``writesExactNumbers``, `-0` keeps its sign and a value that is not finite is written as
  /// Swift prints it (`inf`), which the script format cannot hold anyway.
  @inline(__always)
  package mutating func append(number value: Double) {
    guard value.isFinite else { return append(writesExactNumbers ? value.description : "null") }
    if abs(value) < 1e15, Double(Int64(value)) == value {
      if writesExactNumbers, value.sign == .minus, value == 0 { bytes.append(UInt8(ascii: "-")) }
      append(integer: Int(Int64(value)))
    } else if abs(value) < 1e12, abs(value) >= 0.001, let thousandths = Self.thousandths(value) {
      // Thousandths, as durations, half points and eighths are: the shortest text that reads
      // back as the value is its digits with the fraction's trailing zeros dropped (a decimal of
      // at most 15 significant digits is the only one that reads back as its `Double`), which
      // is what `description` prints, without its general algorithm.
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      appendDigits(thousandths / 1000)
      bytes.append(UInt8(ascii: "."))
      let fraction = thousandths % 1000
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
      if fraction % 100 != 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
      }
    } else {
      append(value.description)
    }
  }

  /// The magnitude of `value` in thousandths, if it is the `Double` nearest to a whole number
  /// of them.
  @inline(__always)
  package static func thousandths(_ value: Double) -> UInt? {
    let scaled = (abs(value) * 1000).rounded()
    guard scaled / 1000 == abs(value) else { return nil }
    return UInt(scaled)
  }

  /// Appends a coordinate in the text trace's notation (`formatted`): integers without a
  /// fraction, others rounded to at most two decimals.
  @inline(__always)
  package mutating func append(formatted value: Double) {
    appendFormatted(value, to: &bytes)
  }

  /// Appends a point as the text trace shows it: `(x,y)`.
  package mutating func append(_ point: Point) {
    bytes.append(UInt8(ascii: "("))
    append(formatted: point.x)
    bytes.append(UInt8(ascii: ","))
    append(formatted: point.y)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a size as the text trace shows it: `(width,height)`.
  package mutating func append(_ size: Size) {
    bytes.append(UInt8(ascii: "("))
    append(formatted: size.width)
    bytes.append(UInt8(ascii: ","))
    append(formatted: size.height)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a rectangle as the text trace shows it: `(x,y,width,height)`.
  package mutating func append(_ rect: Rect) {
    append(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  /// Appends insets as the text trace shows them: `(top,left,bottom,right)`.
  package mutating func append(_ insets: Insets) {
    append(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// `(a,b,c,d)`, each coordinate ``append(formatted:)``.
  private mutating func append(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double)
  {
    bytes.append(UInt8(ascii: "("))
    append(formatted: first)
    bytes.append(UInt8(ascii: ","))
    append(formatted: second)
    bytes.append(UInt8(ascii: ","))
    append(formatted: third)
    bytes.append(UInt8(ascii: ","))
    append(formatted: fourth)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a UTF-16 range as the text trace shows it: `[location,length]`.
  package mutating func append(_ range: UTF16Range) {
    bytes.append(UInt8(ascii: "["))
    append(integer: range.location)
    bytes.append(UInt8(ascii: ","))
    append(integer: range.length)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends `count` spaces.
  @inline(__always)
  package mutating func append(spaces count: Int) {
    if count <= 4 {
      for _ in 0..<max(count, 0) { bytes.append(UInt8(ascii: " ")) }
      return
    }
    let spaces: StaticString = "                                "
    spaces.withUTF8Buffer { utf8 in
      if count <= utf8.count {
        bytes.append(contentsOf: utf8.prefix(count))
      } else {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
      }
    }
  }

  /// Appends a JSON string literal: `text` quoted, with JSON's escapes (``escaped(_:)``).
  @inline(__always)
  package mutating func append(quoted text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
        bytes.append(contentsOf: escaped(String(decoding: utf8, as: UTF8.self)).utf8)
      } else {
        bytes.append(contentsOf: utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The text as a string.
  ///
  /// Making a string checks its UTF-8: quickly while the bytes are ASCII, a byte at a time
  /// from the first one that is not, to the end. Long text is therefore made in pieces of
  /// 16 KiB cut where a character starts, so that a name with an accent costs the slow check of
  /// its piece only; the string is the same.
  package var string: String {
    let pieceLength = 1 << 14
    guard bytes.count > pieceLength else { return String(decoding: bytes, as: UTF8.self) }
    var result = ""
    result.reserveCapacity(bytes.count)
    var start = 0
    while start < bytes.count {
      var end = min(start + pieceLength, bytes.count)
      // A continuation byte (0b10xx_xxxx) is inside a character: the piece ends before the next
      // byte that is not one.
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      result += String(decoding: bytes[start..<end], as: UTF8.self)
      start = end
    }
    return result
  }
}
