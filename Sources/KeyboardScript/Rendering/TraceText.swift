/// UTF-8 text built a piece at a time, without the temporary strings of interpolation: how
/// the traces write their lines, millions of them for a long recording.
struct TraceText {
  /// The text so far.
  var bytes: [UInt8] = []

  /// Appends a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string's UTF-8.
  @inline(__always)
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends an integer in decimal.
  @inline(__always)
  mutating func append(integer value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      // The magnitude of `Int.min` does not fit: its digits come from the unsigned value.
      appendDigits(value.magnitude)
    } else {
      appendDigits(UInt(value))
    }
  }

  private mutating func appendDigits(_ value: UInt) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        count += 1
        buffer[24 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }

  /// Appends a number as the traces write it (``shortestText(_:)``): integers below 10^15
  /// without a fraction, others in Swift's shortest round-trip form, `null` if not finite.
  @inline(__always)
  mutating func append(number value: Double) {
    guard value.isFinite else { return append("null") }
    if abs(value) < 1e15, Double(Int64(value)) == value {
      append(integer: Int(Int64(value)))
    } else {
      append(value.description)
    }
  }

  /// Appends a JSON string literal: `text` quoted, with JSON's escapes (``escaped(_:)``).
  @inline(__always)
  mutating func append(quoted text: String) {
    bytes.append(UInt8(ascii: "\""))
    let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
    append(needsEscapes ? escaped(text) : text)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The text as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
