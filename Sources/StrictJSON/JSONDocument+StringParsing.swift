/// The parser's strings: plain runs found eight bytes at a time, escapes validated, UTF-8
/// checked.
extension JSONDocument.Parser {
  // MARK: Strings

  /// Parses the string whose opening quote is at `start`, validating escapes and UTF-8, and
  /// appends it to `tape`; returns the position after its closing quote.
  @inline(__always)
  func parseString(
    at start: Int, into tape: inout TapeBuilder
  ) throws(JSONSyntaxError) -> Int {
    // The common case, plain content up to the closing quote, is handled inline.
    let end = plainRunEnd(from: start + 1)
    if end < input.count, input[end] == UInt8(ascii: "\"") {
      tape.append(Entry(kind: .string, start: start, payload: UInt64(end)))
      return end + 1
    }
    return try parseEscapedString(at: start, into: &tape)
  }

  /// Parses a string that holds escapes, non-ASCII bytes or an error, as
  /// ``parseString(at:into:)`` does.
  func parseEscapedString(
    at start: Int, into tape: inout TapeBuilder
  ) throws(JSONSyntaxError) -> Int {
    var index = start + 1
    var hasEscapes = false
    while true {
      index = plainRunEnd(from: index)
      guard index < input.count else {
        throw JSONSyntaxError(offset: start, message: "unterminated string")
      }
      let byte = input[index]
      if byte == UInt8(ascii: "\"") {
        break
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        index = try validateEscape(at: index, stringStart: start)
      } else if byte < 0x20 {
        throw JSONSyntaxError(offset: index, message: "control character in string; escape it")
      } else {
        index = try validateUTF8Sequence(at: index)
      }
    }
    tape.append(Entry(kind: .string, start: start, flag: hasEscapes, payload: UInt64(index)))
    return index + 1
  }

  /// The index of the first byte at or after `start` that ends a run of plain string
  /// content — a quote, a backslash, a control character or a non-ASCII byte — or the
  /// input's length if there is none.
  @inline(__always)
  func plainRunEnd(from start: Int) -> Int {
    var index = start
    if let base = input.baseAddress {
      while index + 8 <= input.count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let special = Self.specialBytes(in: word)
        if special != 0 {
          return index + special.trailingZeroBitCount / 8
        }
        index += 8
      }
    }
    while index < input.count {
      let byte = input[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
        || byte >= 0x80
      {
        return index
      }
      index += 1
    }
    return index
  }

  /// The high bit of each byte of `word` that may end plain string content, for eight bytes
  /// loaded little-endian.
  ///
  /// Every flag above the lowest may be spurious (a borrow from a lower byte), but the
  /// lowest flag is always exact: below it no byte borrows, so it marks the first quote,
  /// backslash, control character or non-ASCII byte.
  static func specialBytes(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let isQuote = (quotes &- ones) & ~quotes
    let isBackslash = (backslashes &- ones) & ~backslashes
    let isControl = (word &- ones &* 0x20) & ~word
    return (isQuote | isBackslash | isControl | word) & highBits
  }

  /// Validates the escape sequence at `index` (a backslash) and returns the index after it.
  func validateEscape(at index: Int, stringStart: Int) throws(JSONSyntaxError) -> Int {
    guard index + 1 < input.count else {
      throw JSONSyntaxError(offset: stringStart, message: "unterminated string")
    }
    switch input[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return index + 2
    case UInt8(ascii: "u"):
      let unit = try hexEscapeValue(at: index)
      switch unit {
      case 0xD800...0xDBFF:
        let lowIndex = index + 6
        guard byte(at: lowIndex) == UInt8(ascii: "\\"),
          byte(at: lowIndex + 1) == UInt8(ascii: "u"),
          case 0xDC00...0xDFFF = try hexEscapeValue(at: lowIndex)
        else {
          throw JSONSyntaxError(
            offset: index, message: "invalid \\u escape: unpaired surrogate")
        }
        return index + 12
      case 0xDC00...0xDFFF:
        throw JSONSyntaxError(offset: index, message: "invalid \\u escape: unpaired surrogate")
      default:
        return index + 6
      }
    case let escaped where (0x21...0x7E).contains(escaped):
      let sequence = "\\\(Character(Unicode.Scalar(escaped)))"
      throw JSONSyntaxError(offset: index, message: "invalid escape sequence '\(sequence)'")
    case let escaped:
      throw JSONSyntaxError(
        offset: index,
        message: "invalid escape sequence: '\\' followed by \(Self.describe(escaped))")
    }
  }

  /// The code unit of the `\uXXXX` escape whose backslash is at `index`.
  func hexEscapeValue(at index: Int) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for digitIndex in (index + 2)..<(index + 6) {
      guard let digit = JSONDocument.hexDigitValue(byte(at: digitIndex)) else {
        throw JSONSyntaxError(
          offset: index, message: "invalid \\u escape: expected four hex digits")
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// Validates the multi-byte UTF-8 sequence led by the byte at `index`; returns its end.
  ///
  /// Overlong forms, surrogates and code points above U+10FFFF are rejected.
  func validateUTF8Sequence(at index: Int) throws(JSONSyntaxError) -> Int {
    let lead = byte(at: index)
    let second = byte(at: index + 1)
    let length: Int
    let secondIsValid: Bool
    switch lead {
    case 0xC2...0xDF:
      length = 2
      secondIsValid = Self.isContinuation(second)
    case 0xE0:
      length = 3
      secondIsValid = (0xA0...0xBF).contains(second)
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
      secondIsValid = Self.isContinuation(second)
    case 0xED:
      length = 3
      secondIsValid = (0x80...0x9F).contains(second)
    case 0xF0:
      length = 4
      secondIsValid = (0x90...0xBF).contains(second)
    case 0xF1...0xF3:
      length = 4
      secondIsValid = Self.isContinuation(second)
    case 0xF4:
      length = 4
      secondIsValid = (0x80...0x8F).contains(second)
    default:
      length = 0
      secondIsValid = false
    }
    guard secondIsValid,
      length < 3 || Self.isContinuation(byte(at: index + 2)),
      length < 4 || Self.isContinuation(byte(at: index + 3))
    else {
      throw JSONSyntaxError(offset: index, message: "invalid UTF-8 in string")
    }
    return index + length
  }
}
