extension JSONDocument {
  /// Validates a document and builds its tape in a single iterative pass.
  ///
  /// Nesting is tracked with an explicit stack rather than recursion, so hostile input cannot
  /// overflow the call stack. Every read goes through `byte(at:)`, which yields 0 past the end
  /// of the input; 0 is never valid where the parser checks for it, so the end of input
  /// surfaces as an ordinary error instead of an out-of-bounds read.
  struct Parser {
    /// An open array or object.
    private struct Frame {
      var entryIndex: Int
      var count: Int
      var isObject: Bool
    }

    private let input: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var position = 0
    private var entries: [Entry] = []
    private var stack: [Frame] = []

    /// Exact powers of ten: every one up to 1e22 is representable in a `Double`.
    private static let powersOfTen: [Double] = [
      1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
      1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses `bytes` and returns the tape, with the top-level value at index 0.
    static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(JSONSyntaxError) -> [Entry] {
      let result = bytes.withUnsafeBufferPointer { buffer in
        var parser = Parser(input: buffer, maximumDepth: maximumDepth)
        return Result { () throws(JSONSyntaxError) in
          try parser.parseDocument()
          return parser.entries
        }
      }
      return try result.get()
    }

    private init(input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
      self.input = input
      self.maximumDepth = maximumDepth
    }

    // MARK: Structure

    private mutating func parseDocument() throws(JSONSyntaxError) {
      guard input.count <= UInt32.max else {
        throw JSONSyntaxError(offset: 0, message: "documents larger than 4 GiB are not supported")
      }
      if byte(at: 0) == 0xEF && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF {
        throw JSONSyntaxError(offset: 0, message: "byte order mark is not allowed")
      }
      // Typical documents hold about one value per 8 bytes; the tape grows if needed.
      entries.reserveCapacity(input.count / 8 + 1)
      while true {
        let openedContainer = try parseValue()
        if !openedContainer {
          let expectsAnotherValue = try advanceAfterValue()
          if !expectsAnotherValue {
            break
          }
        }
      }
      skipWhitespace()
      if position < input.count {
        throw JSONSyntaxError(
          offset: position, message: "unexpected characters after the JSON value")
      }
    }

    /// Parses the value at the current position.
    ///
    /// Returns `true` if it opened a non-empty container whose first value comes next, and
    /// `false` if it consumed a complete value.
    private mutating func parseValue() throws(JSONSyntaxError) -> Bool {
      skipWhitespace()
      switch byte(at: position) {
      case UInt8(ascii: "{"):
        try openContainer(isObject: true)
        skipWhitespace()
        if byte(at: position) == UInt8(ascii: "}") {
          position += 1
          closeContainer()
          return false
        }
        try parseKey()
        return true
      case UInt8(ascii: "["):
        try openContainer(isObject: false)
        skipWhitespace()
        if byte(at: position) == UInt8(ascii: "]") {
          position += 1
          closeContainer()
          return false
        }
        return true
      case UInt8(ascii: "\""):
        try parseString()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try parseNumber()
      case UInt8(ascii: "t"):
        try parseLiteral("true", kind: .bool, flag: true)
      case UInt8(ascii: "f"):
        try parseLiteral("false", kind: .bool, flag: false)
      case UInt8(ascii: "n"):
        try parseLiteral("null", kind: .null, flag: false)
      default:
        throw unexpectedByte(expected: "a JSON value")
      }
      return false
    }

    /// Consumes separators and closing brackets after a complete value.
    ///
    /// Returns `true` if another value follows inside an open container, and `false` once
    /// the top-level value is complete.
    private mutating func advanceAfterValue() throws(JSONSyntaxError) -> Bool {
      while let top = stack.indices.last {
        stack[top].count += 1
        skipWhitespace()
        let byte = byte(at: position)
        if stack[top].isObject {
          switch byte {
          case UInt8(ascii: ","):
            position += 1
            try parseKey()
            return true
          case UInt8(ascii: "}"):
            position += 1
            closeContainer()
          default:
            throw JSONSyntaxError(
              offset: position, message: "expected ',' or '}' after an object member")
          }
        } else {
          switch byte {
          case UInt8(ascii: ","):
            position += 1
            return true
          case UInt8(ascii: "]"):
            position += 1
            closeContainer()
          default:
            throw JSONSyntaxError(
              offset: position, message: "expected ',' or ']' after an array element")
          }
        }
      }
      return false
    }

    /// Parses an object key and the colon after it, leaving the position at the value.
    private mutating func parseKey() throws(JSONSyntaxError) {
      skipWhitespace()
      guard byte(at: position) == UInt8(ascii: "\"") else {
        throw JSONSyntaxError(offset: position, message: "expected a string key")
      }
      try parseString()
      skipWhitespace()
      guard byte(at: position) == UInt8(ascii: ":") else {
        throw JSONSyntaxError(offset: position, message: "expected ':' after an object key")
      }
      position += 1
    }

    private mutating func openContainer(isObject: Bool) throws(JSONSyntaxError) {
      guard stack.count < maximumDepth else {
        throw JSONSyntaxError(
          offset: position, message: "nesting deeper than \(maximumDepth) levels")
      }
      stack.append(Frame(entryIndex: entries.count, count: 0, isObject: isObject))
      entries.append(Entry(kind: isObject ? .object : .array, start: position))
      position += 1
    }

    /// Pops the innermost container and records its end index and element count.
    private mutating func closeContainer() {
      guard let frame = stack.popLast() else { return }
      entries[frame.entryIndex].close(end: entries.count, count: frame.count)
    }

    // MARK: Scalars

    /// Parses `true`, `false` or `null`, whose first byte has already been matched.
    private mutating func parseLiteral(
      _ literal: StaticString, kind: JSONKind, flag: Bool
    ) throws(JSONSyntaxError) {
      let start = position
      let length = literal.utf8CodeUnitCount
      let isMatch = literal.withUTF8Buffer { expected in
        expected.indices.allSatisfy { byte(at: start + $0) == expected[$0] }
      }
      guard isMatch else {
        throw JSONSyntaxError(offset: start, message: "invalid literal; expected '\(literal)'")
      }
      entries.append(Entry(kind: kind, start: start, flag: flag))
      position = start + length
    }

    /// Parses a string starting at its opening quote, validating escapes and UTF-8.
    private mutating func parseString() throws(JSONSyntaxError) {
      let start = position
      var index = start + 1
      var hasEscapes = false
      while true {
        // Skip the common case, printable ASCII, as quickly as possible.
        while index < input.count {
          let byte = input[index]
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
            || byte >= 0x80
          {
            break
          }
          index += 1
        }
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
      entries.append(
        Entry(kind: .string, start: start, flag: hasEscapes, payload: UInt64(index)))
      position = index + 1
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

    /// Parses a number with the exact JSON grammar and converts it to the nearest `Double`.
    ///
    /// Values with at most 19 significant digits, a mantissa up to 2^53 and a decimal
    /// exponent within ±22 are converted exactly with one multiplication or division of two
    /// exact doubles (Clinger's fast path); everything else falls back to `Double(String)`,
    /// which rounds correctly.
    private mutating func parseNumber() throws(JSONSyntaxError) {
      let start = position
      var index = start
      let isNegative = byte(at: index) == UInt8(ascii: "-")
      if isNegative {
        index += 1
      }
      var mantissa: UInt64 = 0
      var significantDigits = 0
      var exponent = 0
      var isTruncated = false

      if byte(at: index) == UInt8(ascii: "0") {
        index += 1
        if Self.isDigit(byte(at: index)) {
          throw JSONSyntaxError(
            offset: index - 1, message: "invalid number; leading zeros are not allowed")
        }
      } else if Self.isDigit(byte(at: index)) {
        while Self.isDigit(byte(at: index)) {
          if significantDigits < 19 {
            mantissa = mantissa * 10 + UInt64(byte(at: index) - UInt8(ascii: "0"))
            significantDigits += 1
          } else {
            isTruncated = true
          }
          index += 1
        }
      } else {
        throw JSONSyntaxError(offset: index, message: "invalid number; expected a digit")
      }

      if byte(at: index) == UInt8(ascii: ".") {
        index += 1
        guard Self.isDigit(byte(at: index)) else {
          throw JSONSyntaxError(
            offset: index, message: "invalid number; expected a digit after '.'")
        }
        while Self.isDigit(byte(at: index)) {
          let digit = UInt64(byte(at: index) - UInt8(ascii: "0"))
          if significantDigits < 19 {
            mantissa = mantissa * 10 + digit
            if mantissa != 0 {
              significantDigits += 1
            }
            exponent -= 1
          } else {
            isTruncated = true
          }
          index += 1
        }
      }

      if byte(at: index) == UInt8(ascii: "e") || byte(at: index) == UInt8(ascii: "E") {
        index += 1
        let isExponentNegative = byte(at: index) == UInt8(ascii: "-")
        if isExponentNegative || byte(at: index) == UInt8(ascii: "+") {
          index += 1
        }
        guard Self.isDigit(byte(at: index)) else {
          throw JSONSyntaxError(
            offset: index, message: "invalid number; expected a digit in the exponent")
        }
        var explicitExponent = 0
        while Self.isDigit(byte(at: index)) {
          // Saturate: anything this large is out of range or zero anyway.
          if explicitExponent < 1_000_000 {
            explicitExponent = explicitExponent * 10 + Int(byte(at: index) - UInt8(ascii: "0"))
          }
          index += 1
        }
        exponent += isExponentNegative ? -explicitExponent : explicitExponent
      }

      let value: Double
      if !isTruncated && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
        let magnitude =
          exponent < 0
          ? Double(mantissa) / Self.powersOfTen[-exponent]
          : Double(mantissa) * Self.powersOfTen[exponent]
        value = isNegative ? -magnitude : magnitude
      } else if !isTruncated && mantissa == 0 {
        value = isNegative ? -0.0 : 0.0
      } else {
        let digits = UnsafeBufferPointer(rebasing: input[start..<index])
        let text = String(decoding: digits, as: UTF8.self)
        guard let parsed = Double(text), parsed.isFinite else {
          throw JSONSyntaxError(offset: start, message: "number out of range")
        }
        value = parsed
      }
      entries.append(
        Entry(kind: .number, start: start, payload: value.bitPattern))
      position = index
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 at and past the end of the input.
    private func byte(at offset: Int) -> UInt8 {
      offset < input.count ? input[offset] : 0
    }

    private mutating func skipWhitespace() {
      while position < input.count {
        switch input[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
          position += 1
        default:
          return
        }
      }
    }

    /// An "unexpected ..." error for the byte at the current position.
    private func unexpectedByte(expected: String) -> JSONSyntaxError {
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

    private static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
      byte & 0xC0 == 0x80
    }
  }
}
