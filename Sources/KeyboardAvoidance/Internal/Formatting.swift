/// Formats a coordinate the way the trace prints it: integers without a fraction, other values
/// rounded to at most two decimals, and no negative zero.
///
/// ```swift
/// formatted(193)      // "193"
/// formatted(-91)      // "-91"
/// formatted(12.3456)  // "12.35"
/// ```
package func formatted(_ value: Double) -> String {
  var bytes: [UInt8] = []
  appendFormatted(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// Appends ``formatted(_:)``'s UTF-8 text of `value` to `bytes`: the one implementation of the
/// trace's notation, which the text trace writes straight into its buffer, millions of numbers
/// for a long recording, without a string for each.
package func appendFormatted(_ value: Double, to bytes: inout [UInt8]) {
  guard value.isFinite else {
    bytes.append(contentsOf: (value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8)
    return
  }
  let hundredths = value * 100
  guard abs(hundredths) < 9e15 else {
    bytes.append(contentsOf: "\(value)".utf8)
    return
  }
  // Rounds half away from zero by truncation, which needs no C math library.
  let scaled = Int64(hundredths + (hundredths < 0 ? -0.5 : 0.5))
  if scaled == 0 {
    bytes.append(UInt8(ascii: "0"))
    return
  }
  if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
  let magnitude = UInt64(scaled.magnitude)
  appendDecimal(magnitude / 100, to: &bytes)
  let fraction = UInt8(magnitude % 100)
  if fraction != 0 {
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + fraction / 10)
    if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + fraction % 10) }
  }
}

/// Appends `value`'s decimal digits: the largest power of ten at most `value`, then each digit
/// from the first, with no buffer to fill backwards and no allocation.
private func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
  var divisor: UInt64 = 1
  while value / divisor >= 10 { divisor *= 10 }
  while divisor > 0 {
    bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
    divisor /= 10
  }
}
