/// UTF-8 text built a piece at a time, without the temporary strings of interpolation: how
/// the traces write their lines, millions of them for a long recording.
package struct TraceText {
  /// The text so far.
  var bytes: [UInt8] = []

  /// Appends a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string's UTF-8.
  @inline(__always)
  package mutating func append(_ text: String) {
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
    // The largest power of ten at most `value`, then each digit from the first: no buffer to
    // fill backwards, and no allocation.
    var divisor: UInt = 10
    while value / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// Appends a number as the traces write it (``shortestText(_:)``): integers below 10^15
  /// without a fraction, others in Swift's shortest round-trip form, `null` if not finite.
  @inline(__always)
  mutating func append(number value: Double) {
    guard value.isFinite else { return append("null") }
    if abs(value) < 1e15, Double(Int64(value)) == value {
      append(integer: Int(Int64(value)))
    } else if abs(value) < 1e12, abs(value) >= 0.01, let cents = Self.cents(value) {
      // Hundredths, as durations and half points are: the shortest text that reads back as the
      // value is its digits with the fraction's trailing zero dropped, which is what
      // `description` prints, without its general algorithm.
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      appendDigits(cents / 100)
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(cents % 100 / 10))
      if cents % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(cents % 10)) }
    } else {
      append(value.description)
    }
  }

  /// The magnitude of `value` in hundredths, if it is a whole number of them (to the bit).
  @inline(__always)
  static func cents(_ value: Double) -> UInt? {
    let scaled = (abs(value) * 100).rounded()
    guard scaled / 100 == abs(value) else { return nil }
    return UInt(scaled)
  }

  /// Appends a JSON string literal: `text` quoted, with JSON's escapes (``escaped(_:)``).
  @inline(__always)
  mutating func append(quoted text: String) {
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
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// A number as ``append(number:)`` writes it, for tests.
  package static func numberText(_ value: Double) -> String {
    var text = TraceText()
    text.append(number: value)
    return text.string
  }
}
