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
/// for a long recording, without a string for each. Inlinable, so that the common case, a whole
/// number, costs no call.
@inlinable
package func appendFormatted(_ value: Double, to bytes: inout [UInt8]) {
  // Whole numbers, most coordinates, need no rounding: their digits, and `0` for `-0`. Below
  // 9e13 their hundredths are exact, so the general path would print the same.
  if abs(value) < 9e13 {
    let whole = Int64(value)
    if Double(whole) == value {
      if whole < 0 { bytes.append(UInt8(ascii: "-")) }
      appendDecimal(whole.magnitude, to: &bytes)
      return
    }
  }
  appendRounded(value, to: &bytes)
}

/// ``appendFormatted(_:to:)``'s general path: fractions rounded to hundredths, and the values
/// that are not finite or too large for that.
@usableFromInline
package func appendRounded(_ value: Double, to bytes: inout [UInt8]) {
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
  let magnitude = scaled.magnitude
  appendDecimal(magnitude / 100, to: &bytes)
  let fraction = UInt8(magnitude % 100)
  if fraction != 0 {
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + fraction / 10)
    if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + fraction % 10) }
  }
}

/// Appends `value`'s decimal digits, without an allocation: up to three digits directly, more
/// as the digits above the last three, then those three.
@inlinable
package func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
  let zero = UInt8(ascii: "0")
  if value < 10 {
    bytes.append(zero + UInt8(value))
  } else if value < 100 {
    bytes.append(zero + UInt8(value / 10))
    bytes.append(zero + UInt8(value % 10))
  } else {
    if value >= 1000 { appendDecimal(value / 1000, to: &bytes) }
    let last = value % 1000
    bytes.append(zero + UInt8(last / 100))
    bytes.append(zero + UInt8(last / 10 % 10))
    bytes.append(zero + UInt8(last % 10))
  }
}
