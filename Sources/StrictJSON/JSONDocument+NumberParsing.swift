/// The parser's numbers: the exact JSON grammar, and a `Double` by Clinger's fast path or the
/// standard library's correctly rounded conversion.
extension JSONDocument.Parser {
  // MARK: Numbers

  /// Exact powers of ten: every one up to 1e22 is representable in a `Double`.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses the number starting at `start` with the exact JSON grammar; returns the nearest
  /// `Double` and the position after the number.
  ///
  /// Values with at most 19 significant digits, a mantissa up to 2^53 and a decimal
  /// exponent within ±22 are converted exactly with one multiplication or division of two
  /// exact doubles (Clinger's fast path); everything else falls back to `Double(String)`,
  /// which rounds correctly.
  func parseNumber(at start: Int) throws(JSONSyntaxError) -> (Double, end: Int) {
    var index = start
    let isNegative = byte(at: index) == UInt8(ascii: "-")
    if isNegative {
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isTruncated = false

    var digit = Self.digitValue(byte(at: index))
    if digit == 0 {
      index += 1
      if Self.digitValue(byte(at: index)) < 10 {
        throw JSONSyntaxError(
          offset: index - 1, message: "invalid number; leading zeros are not allowed")
      }
    } else if digit < 10 {
      repeat {
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
        } else {
          isTruncated = true
        }
        index += 1
        digit = Self.digitValue(byte(at: index))
      } while digit < 10
    } else {
      throw JSONSyntaxError(offset: index, message: "invalid number; expected a digit")
    }

    if byte(at: index) == UInt8(ascii: ".") {
      index += 1
      digit = Self.digitValue(byte(at: index))
      guard digit < 10 else {
        throw JSONSyntaxError(
          offset: index, message: "invalid number; expected a digit after '.'")
      }
      repeat {
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          if mantissa != 0 {
            significantDigits += 1
          }
          exponent -= 1
        } else {
          isTruncated = true
        }
        index += 1
        digit = Self.digitValue(byte(at: index))
      } while digit < 10
    }

    if byte(at: index) | 0x20 == UInt8(ascii: "e") {
      index += 1
      let isExponentNegative = byte(at: index) == UInt8(ascii: "-")
      if isExponentNegative || byte(at: index) == UInt8(ascii: "+") {
        index += 1
      }
      digit = Self.digitValue(byte(at: index))
      guard digit < 10 else {
        throw JSONSyntaxError(
          offset: index, message: "invalid number; expected a digit in the exponent")
      }
      var explicitExponent = 0
      repeat {
        // Saturate: anything this large is out of range or zero anyway.
        if explicitExponent < 1_000_000 {
          explicitExponent = explicitExponent * 10 + Int(digit)
        }
        index += 1
        digit = Self.digitValue(byte(at: index))
      } while digit < 10
      exponent += isExponentNegative ? -explicitExponent : explicitExponent
    }

    let value: Double
    if !isTruncated && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
      var magnitude = Double(mantissa)
      if exponent < 0 {
        magnitude /= Self.powersOfTen[-exponent]
      } else if exponent > 0 {
        magnitude *= Self.powersOfTen[exponent]
      }
      value = isNegative ? -magnitude : magnitude
    } else if !isTruncated && mantissa == 0 {
      value = isNegative ? -0.0 : 0.0
    } else {
      let digits = UnsafeBufferPointer(rebasing: input[start..<index])
      let text = String(decoding: digits, as: UTF8.self)
      // A number beyond the largest `Double` reads as infinity of its sign: JSON's grammar
      // allows it, and the document's user says which numbers it takes, at the value's path
      // (a script's are within ±10^7). The text is a valid number, so this always converts.
      guard let parsed = Double(text) else {
        throw JSONSyntaxError(offset: start, message: "invalid number")
      }
      value = parsed
    }
    return (value, index)
  }

  /// The common case of a number, an integer of at most 15 digits with no leading zero,
  /// fraction or exponent, converted exactly; `nil` for anything else, which
  /// ``parseNumber(at:)`` parses in full.
  @inline(__always)
  func smallInteger(at start: Int) -> (Double, end: Int)? {
    let isNegative = byte(at: start) == UInt8(ascii: "-")
    let first = isNegative ? start + 1 : start
    var index = first
    var value: UInt64 = 0
    var digit = Self.digitValue(byte(at: index))
    while digit < 10 {
      value = value &* 10 &+ UInt64(digit)
      index += 1
      digit = Self.digitValue(byte(at: index))
    }
    let count = index - first
    guard count > 0, count <= 15, count == 1 || byte(at: first) != UInt8(ascii: "0") else {
      return nil
    }
    let next = byte(at: index)
    guard next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
    let magnitude = Double(value)
    return (isNegative ? -magnitude : magnitude, index)
  }

  /// The value of an ASCII digit, or 10 or more for any other byte.
  static func digitValue(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "0")
  }
}
