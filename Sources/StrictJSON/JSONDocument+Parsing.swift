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
  /// Its strings are read in `JSONDocument+StringParsing.swift`, its numbers in
  /// `JSONDocument+NumberParsing.swift`.
  struct Parser {
    /// The document's types, by the names the parser's extensions in other files use.
    typealias TapeBuilder = JSONDocument.TapeBuilder
    typealias Entry = JSONDocument.Entry

    let input: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int

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

    init(input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
      self.input = input
      self.maximumDepth = maximumDepth
    }

    // MARK: Structure

    /// Parses the whole input onto `tape`, using `stack` (room for `maximumDepth` indices) for
    /// the open containers.
    func parseDocument(
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
    func parseKey(
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
    func expectLiteral(_ literal: StaticString, at start: Int) throws(JSONSyntaxError) {
      let isMatch = literal.withUTF8Buffer { expected in
        expected.indices.allSatisfy { byte(at: start + $0) == expected[$0] }
      }
      guard isMatch else {
        throw JSONSyntaxError(offset: start, message: "invalid literal; expected '\(literal)'")
      }
    }

    // MARK: Bytes

    /// The byte at `offset`, or 0 at and past the end of the input.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
      offset < input.count ? input[offset] : 0
    }

    /// The position of the first byte at or after `start` that is not JSON whitespace.
    @inline(__always)
    func skipWhitespace(from start: Int) -> Int {
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
    func unexpectedByte(at position: Int, expected: String) -> JSONSyntaxError {
      guard position < input.count else {
        return JSONSyntaxError(
          offset: position, message: "unexpected end of input; expected \(expected)")
      }
      return JSONSyntaxError(
        offset: position,
        message: "unexpected \(Self.describe(input[position])); expected \(expected)")
    }

    /// `character 'x'` for printable ASCII, `byte 0xFF` for anything else.
    static func describe(_ byte: UInt8) -> String {
      if (0x21...0x7E).contains(byte) {
        return "character '\(Character(Unicode.Scalar(byte)))'"
      }
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
    }

    static func isContinuation(_ byte: UInt8) -> Bool {
      byte & 0xC0 == 0x80
    }
  }
}
