extension JSONDocument {
  /// Validates a document and builds its tape in a single iterative pass.
  ///
  /// Nesting is tracked with an explicit stack of open containers' tape indices rather than
  /// recursion, so hostile input cannot overflow the call stack; an open container counts its
  /// elements in its own tape entry. Reads past the end of the input yield 0 (`byte(at:)`),
  /// which is never valid where the parser checks for it, so the end of input surfaces as an
  /// ordinary error instead of an out-of-bounds read. The parser itself is immutable: the
  /// position, the stack depth and the tape are local to ``parseDocument(into:stack:)``, so
  /// they live in registers, and every scanning helper takes a position and returns the next.
  struct Parser {
    private let input: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int

    /// Exact powers of ten: every one up to 1e22 is representable in a `Double`.
    private static let powersOfTen: [Double] = [
      1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
      1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses `bytes` and returns the tape, with the top-level value at index 0.
    static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(JSONSyntaxError) -> Tape {
      let result = bytes.withUnsafeBufferPointer { buffer in
        let parser = Parser(input: buffer, maximumDepth: max(maximumDepth, 0))
        // Every container takes at least one byte, so the input's length also bounds the depth.
        let stack = UnsafeMutablePointer<Int32>.allocate(
          capacity: min(parser.maximumDepth, buffer.count) + 1)
        // Typical documents hold about one value per 7 bytes; the tape grows if needed.
        var tape = TapeBuilder(capacity: buffer.count / 6 + 1)
        defer { stack.deallocate() }
        do throws(JSONSyntaxError) {
          try parser.parseDocument(into: &tape, stack: stack)
        } catch {
          // Dropping the builder frees its buffer.
          return Result<Tape, JSONSyntaxError>.failure(error)
        }
        return .success(tape.finish())
      }
      return try result.get()
    }

    private init(input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
      self.input = input
      self.maximumDepth = maximumDepth
    }

    // MARK: Structure

    /// Parses the whole input onto `tape`, using `stack` (room for `maximumDepth` indices) for
    /// the open containers.
    private func parseDocument(
      into tape: inout TapeBuilder, stack: UnsafeMutablePointer<Int32>
    ) throws(JSONSyntaxError) {
      guard input.count <= UInt32.max else {
        throw JSONSyntaxError(offset: 0, message: "documents larger than 4 GiB are not supported")
      }
      if byte(at: 0) == 0xEF && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF {
        throw JSONSyntaxError(offset: 0, message: "byte order mark is not allowed")
      }
      var position = 0
      var depth = 0
      values: while true {
        // A value starts here.
        position = skipWhitespace(from: position)
        let first = byte(at: position)
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          guard depth < maximumDepth else {
            throw JSONSyntaxError(
              offset: position, message: "nesting deeper than \(maximumDepth) levels")
          }
          let isObject = first == UInt8(ascii: "{")
          stack[depth] = Int32(truncatingIfNeeded: tape.count)
          depth += 1
          tape.append(Entry(kind: isObject ? .object : .array, start: position))
          position = skipWhitespace(from: position + 1)
          guard byte(at: position) == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            if isObject {
              position = try parseKey(at: position, into: &tape)
            }
            continue values
          }
          position += 1
          depth -= 1
          tape[Int(stack[depth])].close(end: tape.count)
        case UInt8(ascii: "\""):
          position = try parseString(at: position, into: &tape)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          let (value, end): (Double, end: Int)
          if let small = smallInteger(at: position) {
            (value, end) = small
          } else {
            (value, end) = try parseNumber(at: position)
          }
          tape.append(Entry(kind: .number, start: position, payload: value.bitPattern))
          position = end
        case UInt8(ascii: "t"):
          try expectLiteral("true", at: position)
          tape.append(Entry(kind: .bool, start: position, flag: true))
          position += 4
        case UInt8(ascii: "f"):
          try expectLiteral("false", at: position)
          tape.append(Entry(kind: .bool, start: position, flag: false))
          position += 5
        case UInt8(ascii: "n"):
          try expectLiteral("null", at: position)
          tape.append(Entry(kind: .null, start: position))
          position += 4
        default:
          throw unexpectedByte(at: position, expected: "a JSON value")
        }
        // A value is complete: consume separators and closing brackets until another value
        // starts or the top-level value ends.
        while depth > 0 {
          let top = Int(stack[depth - 1])
          tape[top].addElement()
          position = skipWhitespace(from: position)
          let separator = byte(at: position)
          if tape[top].kind == .object {
            if separator == UInt8(ascii: ",") {
              position = try parseKey(at: position + 1, into: &tape)
              continue values
            }
            guard separator == UInt8(ascii: "}") else {
              throw JSONSyntaxError(
                offset: position, message: "expected ',' or '}' after an object member")
            }
          } else {
            if separator == UInt8(ascii: ",") {
              position += 1
              continue values
            }
            guard separator == UInt8(ascii: "]") else {
              throw JSONSyntaxError(
                offset: position, message: "expected ',' or ']' after an array element")
            }
          }
          position += 1
          depth -= 1
          tape[top].close(end: tape.count)
        }
        break
      }
      position = skipWhitespace(from: position)
      if position < input.count {
        throw JSONSyntaxError(
          offset: position, message: "unexpected characters after the JSON value")
      }
    }

    /// Parses an object key at or after `start` and the colon after it; returns the position
    /// after the colon, where the member's value starts.
    private func parseKey(
      at start: Int, into tape: inout TapeBuilder
    ) throws(JSONSyntaxError) -> Int {
      var position = skipWhitespace(from: start)
      guard byte(at: position) == UInt8(ascii: "\"") else {
        throw JSONSyntaxError(offset: position, message: "expected a string key")
      }
      position = skipWhitespace(from: try parseString(at: position, into: &tape))
      guard byte(at: position) == UInt8(ascii: ":") else {
        throw JSONSyntaxError(offset: position, message: "expected ':' after an object key")
      }
      return position + 1
    }

    // MARK: Scalars

    /// Checks that `literal` (`true`, `false` or `null`) is spelt out at `start`.
    private func expectLiteral(_ literal: StaticString, at start: Int) throws(JSONSyntaxError) {
      let isMatch = literal.withUTF8Buffer { expected in
        expected.indices.allSatisfy { byte(at: start + $0) == expected[$0] }
      }
      guard isMatch else {
        throw JSONSyntaxError(offset: start, message: "invalid literal; expected '\(literal)'")
      }
    }

    /// Parses the string whose opening quote is at `start`, validating escapes and UTF-8, and
    /// appends it to `tape`; returns the position after its closing quote.
    @inline(__always)
    private func parseString(
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
    private func parseEscapedString(
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
    private func plainRunEnd(from start: Int) -> Int {
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
    private static func specialBytes(in word: UInt64) -> UInt64 {
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
    private func validateEscape(at index: Int, stringStart: Int) throws(JSONSyntaxError) -> Int {
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
    private func hexEscapeValue(at index: Int) throws(JSONSyntaxError) -> UInt16 {
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
    private func validateUTF8Sequence(at index: Int) throws(JSONSyntaxError) -> Int {
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

    /// Parses the number starting at `start` with the exact JSON grammar; returns the nearest
    /// `Double` and the position after the number.
    ///
    /// Values with at most 19 significant digits, a mantissa up to 2^53 and a decimal
    /// exponent within ±22 are converted exactly with one multiplication or division of two
    /// exact doubles (Clinger's fast path); everything else falls back to `Double(String)`,
    /// which rounds correctly.
    private func parseNumber(at start: Int) throws(JSONSyntaxError) -> (Double, end: Int) {
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
    private func smallInteger(at start: Int) -> (Double, end: Int)? {
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
    private static func digitValue(_ byte: UInt8) -> UInt8 {
      byte &- UInt8(ascii: "0")
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 at and past the end of the input.
    @inline(__always)
    private func byte(at offset: Int) -> UInt8 {
      offset < input.count ? input[offset] : 0
    }

    /// The position of the first byte at or after `start` that is not JSON whitespace.
    @inline(__always)
    private func skipWhitespace(from start: Int) -> Int {
      var position = start
      while position < input.count {
        let byte = input[position]
        guard byte <= UInt8(ascii: " ") else { return position }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
          position += 1
        default:
          return position
        }
      }
      return position
    }

    /// An "unexpected ..." error for the byte at `position`.
    private func unexpectedByte(at position: Int, expected: String) -> JSONSyntaxError {
      guard position < input.count else {
        return JSONSyntaxError(
          offset: position, message: "unexpected end of input; expected \(expected)")
      }
      return JSONSyntaxError(
        offset: position,
        message: "unexpected \(Self.describe(input[position])); expected \(expected)")
    }

    /// `character 'x'` for printable ASCII, `byte 0xFF` for anything else.
    private static func describe(_ byte: UInt8) -> String {
      if (0x21...0x7E).contains(byte) {
        return "character '\(Character(Unicode.Scalar(byte)))'"
      }
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
      byte & 0xC0 == 0x80
    }
  }
}
