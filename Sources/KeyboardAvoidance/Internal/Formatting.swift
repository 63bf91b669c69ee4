/// Formats a coordinate the way the trace prints it: integers without a fraction, other values
/// rounded to at most two decimals, and no negative zero.
///
/// ```swift
/// formatted(193)      // "193"
/// formatted(-91)      // "-91"
/// formatted(12.3456)  // "12.35"
/// ```
package func formatted(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let hundredths = value * 100
  guard abs(hundredths) < 9e15 else { return "\(value)" }
  // Rounds half away from zero by truncation, which needs no C math library.
  let scaled = Int64(hundredths + (hundredths < 0 ? -0.5 : 0.5))
  if scaled == 0 { return "0" }
  let negative = scaled < 0
  let magnitude = negative ? -scaled : scaled
  let whole = magnitude / 100
  let fraction = magnitude % 100
  var text = negative ? "-" : ""
  text += String(whole)
  if fraction != 0 {
    text += "."
    if fraction < 10 { text += "0" }
    text += fraction % 10 == 0 ? String(fraction / 10) : String(fraction)
  }
  return text
}
