import KeyboardAvoidance

// The byte-level pieces that both of the script layer's text builders share: the JSON writer
// (`JSONWriter`) and the text trace's (`TraceText`). Each appends UTF-8 to an array without the
// temporary strings of interpolation; the builders wrap them, so that neither is written twice.

/// Appends a literal: the few bytes of a separator one at a time, which is cheaper than a copy
/// of them, longer literals as a copy.
@inline(__always)
package func appendLiteral(_ text: StaticString, to bytes: inout [UInt8]) {
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
package func appendUTF8(_ text: String, to bytes: inout [UInt8]) {
  var text = text
  text.withUTF8 { bytes.append(contentsOf: $0) }
}

/// Appends `count` spaces: indentation and the text trace's aligned columns.
@inline(__always)
package func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
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

/// Appends an integer in decimal.
@inline(__always)
package func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
  if value < 0 {
    bytes.append(UInt8(ascii: "-"))
    // The magnitude of `Int.min` does not fit: its digits come from the unsigned value.
    appendDecimal(UInt64(value.magnitude), to: &bytes)
  } else {
    appendDecimal(UInt64(UInt(value)), to: &bytes)
  }
}

/// Appends a number in its shortest form, the one every JSON writer and message of the script
/// layer uses (``shortestText(_:)`` is it as a string): integers below 10^15 without a fraction,
/// others in Swift's shortest round-trip form, `null` if not finite. With `exact`, `-0` keeps
/// its sign and a value that is not finite is written as Swift prints it (`inf`), which the
/// script format cannot hold anyway.
@inline(__always)
package func appendShortest(_ value: Double, exact: Bool, to bytes: inout [UInt8]) {
  guard value.isFinite else {
    return exact ? appendUTF8(value.description, to: &bytes) : appendLiteral("null", to: &bytes)
  }
  if abs(value) < 1e15, Double(Int64(value)) == value {
    if exact, value.sign == .minus, value == 0 { bytes.append(UInt8(ascii: "-")) }
    appendInteger(Int(Int64(value)), to: &bytes)
  } else if abs(value) < 1e12, abs(value) >= 0.001, let thousandths = thousandths(value) {
    // Thousandths, as durations, half points and eighths are: the shortest text that reads
    // back as the value is its digits with the fraction's trailing zeros dropped (a decimal of
    // at most 15 significant digits is the only one that reads back as its `Double`), which
    // is what `description` prints, without its general algorithm.
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(UInt64(thousandths / 1000), to: &bytes)
    bytes.append(UInt8(ascii: "."))
    let fraction = thousandths % 1000
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
    if fraction % 100 != 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
      if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }
  } else {
    appendUTF8(value.description, to: &bytes)
  }
}

/// The magnitude of `value` in thousandths, if it is the `Double` nearest to a whole number of
/// them.
@inline(__always)
private func thousandths(_ value: Double) -> UInt? {
  let scaled = (abs(value) * 1000).rounded()
  guard scaled / 1000 == abs(value) else { return nil }
  return UInt(scaled)
}

/// Appends a JSON string literal: `text` quoted, with JSON's escapes (``escaped(_:)``).
@inline(__always)
package func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
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

/// UTF-8 bytes as a string.
///
/// Making a string checks its UTF-8: quickly while the bytes are ASCII, a byte at a time from
/// the first one that is not, to the end. Long text is therefore made in pieces of 16 KiB cut
/// where a character starts, so that a name with an accent costs the slow check of its piece
/// only; the string is the same.
package func utf8String(_ bytes: [UInt8]) -> String {
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
