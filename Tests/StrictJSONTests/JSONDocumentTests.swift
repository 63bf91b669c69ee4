import SeededRandom
import StrictJSON
import Testing

// MARK: Helpers

/// Parses `text` as UTF-8.
private func parse(_ text: String, maximumDepth: Int = 256) throws(JSONSyntaxError)
  -> JSONDocument
{
  try JSONDocument(bytes: Array(text.utf8), maximumDepth: maximumDepth)
}

/// The error parsing `bytes` throws, or `nil` if it parses.
private func syntaxError(_ bytes: [UInt8], maximumDepth: Int = 256) -> JSONSyntaxError? {
  do {
    _ = try JSONDocument(bytes: bytes, maximumDepth: maximumDepth)
    return nil
  } catch {
    return error
  }
}

/// The error parsing `text` throws, or `nil` if it parses.
private func syntaxError(_ text: String, maximumDepth: Int = 256) -> JSONSyntaxError? {
  syntaxError(Array(text.utf8), maximumDepth: maximumDepth)
}

/// One malformed input, the message it must produce, and the offset it must point at.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var input: [UInt8]
  var message: String
  var offset: Int

  init(_ input: String, _ message: String, at offset: Int) {
    self.input = Array(input.utf8)
    self.message = message
    self.offset = offset
  }

  init(bytes: [UInt8], _ message: String, at offset: Int) {
    self.input = bytes
    self.message = message
    self.offset = offset
  }

  var testDescription: String {
    guard let text = String(validating: input, as: UTF8.self) else {
      return "bytes " + input.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
    return text.debugDescription
  }
}

private let valueExpected = "unexpected end of input; expected a JSON value"
private let unpairedSurrogate = "invalid \\u escape: unpaired surrogate"
private let hexDigitsExpected = "invalid \\u escape: expected four hex digits"
private let arraySeparatorExpected = "expected ',' or ']' after an array element"
private let objectSeparatorExpected = "expected ',' or '}' after an object member"

// MARK: Errors

@Suite struct JSONDocumentErrorTests {
  static let cases: [ErrorCase] = [
    // Empty input and trailing content.
    ErrorCase("", valueExpected, at: 0),
    ErrorCase(" \n\t\r ", valueExpected, at: 5),
    ErrorCase("1 2", "unexpected characters after the JSON value", at: 2),
    ErrorCase("[\"a\"]x", "unexpected characters after the JSON value", at: 5),
    ErrorCase("truex", "unexpected characters after the JSON value", at: 4),
    ErrorCase("{} {}", "unexpected characters after the JSON value", at: 3),
    // Values.
    ErrorCase("+1", "unexpected character '+'; expected a JSON value", at: 0),
    ErrorCase(".5", "unexpected character '.'; expected a JSON value", at: 0),
    ErrorCase("NaN", "unexpected character 'N'; expected a JSON value", at: 0),
    ErrorCase("Infinity", "unexpected character 'I'; expected a JSON value", at: 0),
    ErrorCase("True", "unexpected character 'T'; expected a JSON value", at: 0),
    ErrorCase("'a'", "unexpected character '''; expected a JSON value", at: 0),
    ErrorCase("/* no */ 1", "unexpected character '/'; expected a JSON value", at: 0),
    ErrorCase("]", "unexpected character ']'; expected a JSON value", at: 0),
    ErrorCase("}", "unexpected character '}'; expected a JSON value", at: 0),
    ErrorCase("\u{0B}1", "unexpected byte 0x0B; expected a JSON value", at: 0),
    ErrorCase(bytes: [0xFF], "unexpected byte 0xFF; expected a JSON value", at: 0),
    ErrorCase(bytes: [0x00], "unexpected byte 0x00; expected a JSON value", at: 0),
    ErrorCase(bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "byte order mark is not allowed", at: 0),
    // Literals.
    ErrorCase("tru", "invalid literal; expected 'true'", at: 0),
    ErrorCase("[nul]", "invalid literal; expected 'null'", at: 1),
    ErrorCase("falsy", "invalid literal; expected 'false'", at: 0),
    // Numbers.
    ErrorCase("01", "invalid number; leading zeros are not allowed", at: 0),
    ErrorCase("-01", "invalid number; leading zeros are not allowed", at: 1),
    ErrorCase("-", "invalid number; expected a digit", at: 1),
    ErrorCase("-x", "invalid number; expected a digit", at: 1),
    ErrorCase("-Infinity", "invalid number; expected a digit", at: 1),
    ErrorCase("5.", "invalid number; expected a digit after '.'", at: 2),
    ErrorCase("5.e3", "invalid number; expected a digit after '.'", at: 2),
    ErrorCase("1e", "invalid number; expected a digit in the exponent", at: 2),
    ErrorCase("1E+", "invalid number; expected a digit in the exponent", at: 3),
    ErrorCase("1e-x", "invalid number; expected a digit in the exponent", at: 3),
    // Strings.
    ErrorCase("\"abc", "unterminated string", at: 0),
    ErrorCase("[\"abc\\", "unterminated string", at: 1),
    ErrorCase("\"a\u{01}b\"", "control character in string; escape it", at: 2),
    ErrorCase("\"tab\there\"", "control character in string; escape it", at: 4),
    ErrorCase("\"line\nbreak\"", "control character in string; escape it", at: 5),
    ErrorCase("\"\\x\"", "invalid escape sequence '\\x'", at: 1),
    ErrorCase("\"\\'\"", "invalid escape sequence '\\''", at: 1),
    ErrorCase(
      bytes: [0x22, 0x5C, 0x01, 0x22], "invalid escape sequence: '\\' followed by byte 0x01",
      at: 1),
    ErrorCase("\"\\u12\"", hexDigitsExpected, at: 1),
    ErrorCase("\"\\u00e9\\uZZZZ\"", hexDigitsExpected, at: 7),
    ErrorCase("\"\\u00", hexDigitsExpected, at: 1),
    ErrorCase("\"\\uD800\"", unpairedSurrogate, at: 1),
    ErrorCase("\"\\uDC00\"", unpairedSurrogate, at: 1),
    ErrorCase("\"\\uD800\\u0041\"", unpairedSurrogate, at: 1),
    ErrorCase("\"ab\\uD83D\\n\"", unpairedSurrogate, at: 3),
    ErrorCase("\"\\uDE00\\uD83D\"", unpairedSurrogate, at: 1),
    ErrorCase(bytes: [0x22, 0xFF, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0x80, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0x61, 0xC3, 0x22], "invalid UTF-8 in string", at: 2),
    ErrorCase(bytes: [0x22, 0xC3], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8 in string", at: 1),
    ErrorCase(bytes: [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 in string", at: 1),
    // Containers.
    ErrorCase("[", valueExpected, at: 1),
    ErrorCase("[1", arraySeparatorExpected, at: 2),
    ErrorCase("[1,", valueExpected, at: 3),
    ErrorCase("[1 2]", arraySeparatorExpected, at: 3),
    ErrorCase("[1:2]", arraySeparatorExpected, at: 2),
    ErrorCase("[1,]", "unexpected character ']'; expected a JSON value", at: 3),
    ErrorCase("[,1]", "unexpected character ','; expected a JSON value", at: 1),
    ErrorCase("[1}", arraySeparatorExpected, at: 2),
    ErrorCase("{", "expected a string key", at: 1),
    ErrorCase("{a:1}", "expected a string key", at: 1),
    ErrorCase("{1:1}", "expected a string key", at: 1),
    ErrorCase("{\"a\":1,}", "expected a string key", at: 7),
    ErrorCase("{\"a\"", "expected ':' after an object key", at: 4),
    ErrorCase("{\"a\" 1}", "expected ':' after an object key", at: 5),
    ErrorCase("{\"a\"=1}", "expected ':' after an object key", at: 4),
    ErrorCase("{\"a\":", valueExpected, at: 5),
    ErrorCase("{\"a\":}", "unexpected character '}'; expected a JSON value", at: 5),
    ErrorCase("{\"a\":1", objectSeparatorExpected, at: 6),
    ErrorCase("{\"a\":1 \"b\":2}", objectSeparatorExpected, at: 7),
    ErrorCase("{\"a\":1]", objectSeparatorExpected, at: 6),
    ErrorCase("{\"a\":{\"b\":[1,{}]}", objectSeparatorExpected, at: 17),
  ]

  @Test(arguments: cases)
  func rejectsMalformedInput(_ errorCase: ErrorCase) {
    let error = syntaxError(errorCase.input)
    #expect(error?.message == errorCase.message)
    #expect(error?.offset == errorCase.offset)
  }

  @Test(
    "a number beyond the largest Double reads as infinity of its sign",
    arguments: [
      ("1e400", Double.infinity), ("-1e400", -Double.infinity), ("1.8e308", Double.infinity),
      ("1e99999999999999999999999", Double.infinity), ("-17976931348623159e292", -.infinity),
    ])
  func numbersBeyondDoubleAreInfinite(_ text: String, _ expected: Double) throws {
    let document = try parse("[1, \(text)]")
    let elements = Array(document.elements(document.root))
    #expect(elements.count == 2)
    #expect(elements.last.flatMap { document.number($0) } == expected)
    #expect(document.number(elements[0]) == 1)
  }

  @Test func errorLocationIsLineAndColumn() throws {
    let text = "[\n  1,\n    x\n]"
    let error = try #require(syntaxError(text))
    #expect(error.message == "unexpected character 'x'; expected a JSON value")
    let location = error.location(in: Array(text.utf8))
    #expect(location.line == 3)
    #expect(location.column == 5)
    #expect(location.description == "3:5")
  }

  @Test(arguments: [
    ("[\r\n  1,\r\n    x]", "3:5"),
    ("[\r  1,\r    x]", "3:5"),
    ("[\n1,\r\n\r\n  x]", "4:3"),
    ("[\"é\", x]", "1:8"),
    ("{\"a\":\n1,\n", "3:1"),
    ("x", "1:1"),
  ])
  func errorLocationHandlesLineBreaksAndMultibyteText(text: String, expected: String)
    throws
  {
    let error = try #require(syntaxError(text))
    #expect(error.location(in: Array(text.utf8)).description == expected)
  }

  @Test func descriptionMentionsMessageAndOffset() throws {
    let error = try #require(syntaxError("[1,]"))
    #expect(
      error.description == "unexpected character ']'; expected a JSON value (at byte offset 3)")
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
    let error = syntaxError(String(repeating: "[", count: 100_000))
    #expect(error?.message == "nesting deeper than 256 levels")
    #expect(error?.offset == 256)

    let objects = String(repeating: "{\"a\":", count: 100_000)
    #expect(syntaxError(objects)?.message == "nesting deeper than 256 levels")
    #expect(syntaxError(objects)?.offset == 256 * 5)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let atLimit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    let document = try parse(atLimit)
    #expect(document.count(document.root) == 1)

    let overLimit = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    #expect(
      syntaxError(overLimit)
        == JSONSyntaxError(offset: 256, message: "nesting deeper than 256 levels"))
  }

  @Test func customDepthLimitAppearsInTheMessage() {
    #expect(syntaxError("[[[]]]", maximumDepth: 3) == nil)
    let error = syntaxError("[{\"a\":[[]]}]", maximumDepth: 3)
    #expect(error == JSONSyntaxError(offset: 7, message: "nesting deeper than 3 levels"))
  }

  @Test func everyTruncationOfAValidDocumentIsRejected() {
    let text = """
      {"a": [1, -2.5e3, true, false, null, "x\\u00e9y\\uD83D\\uDE00", "é"], "b": {"c": {}}}
      """
    let bytes = Array(text.utf8)
    #expect(syntaxError(bytes) == nil)
    for length in 0..<bytes.count {
      let error = syntaxError(Array(bytes[..<length]))
      #expect(error != nil, "prefix of length \(length) was accepted")
      #expect((0...length).contains(error?.offset ?? -1))
    }
  }

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("{}[],:\"\\/ -+.0123456789eEtrufalsn\n\u{7F}".utf8) + [0x00, 0xC3, 0xFF]
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      if let error = syntaxError(bytes) {
        #expect((0...bytes.count).contains(error.offset))
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test func mutatedDocumentsNeverCrash() throws {
    let valid = Array(#"{"k": [1, 2.5, "s\u00e9", {"n": null, "t": true}], "e": -1e-3}"#.utf8)
    var generator = SplitMix64(seed: 99)
    for _ in 0..<3_000 {
      var bytes = valid
      for _ in 0...Int.random(in: 0...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      do {
        let document = try JSONDocument(bytes: bytes)
        #expect(document.offset(document.root) == 0)
      } catch {
        #expect((0...bytes.count).contains(error.offset))
      }
    }
  }
}

// MARK: Navigation

@Suite struct JSONDocumentNavigationTests {
  @Test func scalarsAtTheTopLevel() throws {
    let number = try parse(" 42 ")
    #expect(number.kind(number.root) == .number)
    #expect(number.number(number.root) == 42)
    #expect(number.offset(number.root) == 1)

    let text = try parse("\"hi\"")
    #expect(text.string(text.root) == "hi")
    #expect(try parse("true").bool(parse("true").root) == true)
    #expect(try parse("false").bool(parse("false").root) == false)
    #expect(try parse("null").kind(parse("null").root) == .null)
  }

  @Test func accessorsReturnNilForOtherKinds() throws {
    let document = try parse("[1, \"a\", true, null, [], {}]")
    let values = Array(document.elements(document.root))
    #expect(values.map { document.kind($0) } == [.number, .string, .bool, .null, .array, .object])
    #expect(document.string(values[0]) == nil)
    #expect(document.bool(values[0]) == nil)
    #expect(document.number(values[1]) == nil)
    #expect(document.bool(values[3]) == nil)
    #expect(document.count(values[1]) == 0)
    #expect(document.number(document.root) == nil)
    #expect(Array(document.elements(values[5])).isEmpty)
    #expect(Array(document.members(values[4])).isEmpty)
    #expect(Array(document.elements(values[0])).isEmpty)
    #expect(Array(document.members(document.root)).isEmpty)
    #expect(document.count(values[4]) == 0)
    #expect(document.count(values[5]) == 0)
  }

  @Test func membersComeInDocumentOrderWithOffsets() throws {
    let text = #"{"zeta": 1, "alpha": "two", "mid": [3], "zeta": false}"#
    let document = try parse(text)
    let members = Array(document.members(document.root))
    #expect(document.count(document.root) == 4)
    #expect(members.map(\.key) == ["zeta", "alpha", "mid", "zeta"])
    #expect(members.map(\.keyOffset) == [1, 12, 28, 40])
    #expect(members.map { document.offset($0.value) } == [9, 21, 35, 48])
    #expect(document.number(members[0].value) == 1)
    #expect(document.string(members[1].value) == "two")
    #expect(document.count(members[2].value) == 1)
    #expect(document.bool(members[3].value) == false)
  }

  @Test func elementsSkipNestedContainers() throws {
    let document = try parse(#"[[1, [2, 3]], {"a": [4, {"b": 5}]}, 6, [], "end"]"#)
    let elements = Array(document.elements(document.root))
    #expect(document.count(document.root) == 5)
    #expect(elements.map { document.kind($0) } == [.array, .object, .number, .array, .string])
    #expect(document.number(elements[2]) == 6)
    #expect(document.string(elements[4]) == "end")

    let inner = Array(document.elements(elements[0]))
    #expect(inner.count == 2)
    #expect(document.number(inner[0]) == 1)
    #expect(Array(document.elements(inner[1])).compactMap { document.number($0) } == [2, 3])

    let object = Array(document.members(elements[1]))
    #expect(object.map(\.key) == ["a"])
    let nested = Array(document.elements(object[0].value))
    #expect(document.number(nested[0]) == 4)
    #expect(Array(document.members(nested[1])).map(\.key) == ["b"])
  }

  @Test func allFourWhitespaceCharactersAreAccepted() throws {
    let document = try parse(" \t\r\n{ \t\r\n\"a\" \t\r\n: \t\r\n[ 1 \t\r\n, 2 ] \t\r\n} \t\r\n")
    let members = Array(document.members(document.root))
    #expect(members.map(\.key) == ["a"])
    #expect(document.count(members[0].value) == 2)
  }

  @Test func indicesAreOrderedByPosition() throws {
    let document = try parse("[1, [2], 3]")
    let elements = Array(document.elements(document.root))
    #expect(elements == elements.sorted())
    #expect(document.root < elements[0])
  }

  @Test func locationOfOffsetCountsLinesAndBytes() throws {
    let document = try parse("{\n  \"a\": \"é\",\n  \"b\": 1\n}")
    let members = Array(document.members(document.root))
    #expect(document.location(ofOffset: members[0].keyOffset).description == "2:3")
    #expect(document.location(ofOffset: document.offset(members[1].value)).description == "3:8")
    #expect(document.location(ofOffset: 0).description == "1:1")
    #expect(document.location(ofOffset: -5).description == "1:1")
    #expect(document.location(ofOffset: 1_000).description == "4:2")
  }
}

// MARK: Strings

@Suite struct JSONDocumentStringTests {
  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""""#, ""),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""\u0041\u00e9\u00E9\u20AC""#, "Aéé€"),
    (#""\u0000""#, "\u{0}"),
    (#""\uD83D\uDE00 smile""#, "😀 smile"),
    (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    (#""a\nb\u002Fc""#, "a\nb/c"),
    ("\"raw é € 😀 \u{7F}\"", "raw é € 😀 \u{7F}"),
    (
      #""long string with an escape at the very end, beyond the small-string size\t""#,
      "long string with an escape at the very end, beyond the small-string size\t"
    ),
  ])
  func decodesEscapes(json: String, expected: String) throws {
    let document = try parse(json)
    #expect(document.kind(document.root) == .string)
    #expect(document.string(document.root) == expected)
  }

  @Test func keysAreDecodedToo() throws {
    let document = try parse(#"{"caf\u00e9": 1, "a\"b": 2, "😀": 3}"#)
    #expect(Array(document.members(document.root)).map(\.key) == ["café", "a\"b", "😀"])
  }
}

// MARK: Numbers

@Suite struct JSONDocumentNumberTests {
  static let tricky: [String] = [
    "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.3", "-12.5e-3", "0.1e1", "1E+2",
    "1e-2", "1e22", "1e23", "-1e22", "1e-22", "1e-23", "123456789012345678",
    "12345678901234567890123", "9007199254740992", "9007199254740993", "9007199254740994",
    "-9007199254740993", "2.2250738585072014e-308", "2.2250738585072011e-308", "5e-324",
    "4.9406564584124654e-324", "2e-324", "1e-400", "-1e-400", "0e400", "-0e-400",
    "1.7976931348623157e308", "1.7976931348623158e308", "179769313486231570000e288",
    "0.000001", "1.5", "3.14159265358979323846", "100000000000000000000000000000",
    "0.30000000000000004", "123.456e-7", "1E0", "1e+0", "9.999999999999999e22",
    "8.98846567431158e307", "4503599627370496.5", "4503599627370497.5", "2.5e-1",
    "1.00000000000000000000000001", "0.10000000000000000555", "7e22", "7e-22",
    "10000000000000000000000", "1234567890123456789", "0.1234567890123456789",
    "33.3333333333333333333333", "6.02214076e23", "1.602176634e-19", "1e21", "1e-7",
  ]

  @Test(arguments: tricky)
  func matchesTheStandardLibraryBitForBit(_ text: String) throws {
    let expected = try #require(Double(text))
    let document = try parse(text)
    #expect(document.number(document.root)?.bitPattern == expected.bitPattern)
  }

  @Test func randomDecimalsMatchTheStandardLibrary() throws {
    var generator = SplitMix64(seed: 2024)
    var compared = 0
    for _ in 0..<5_000 {
      let text = Self.randomNumber(using: &generator)
      let expected = try #require(Double(text), "\(text)")
      if expected.isFinite {
        let document = try parse(text)
        let actual = document.number(document.root)
        #expect(actual?.bitPattern == expected.bitPattern, "\(text)")
        compared += 1
      } else {
        // Beyond the largest Double: infinity of the number's sign, for the user to reject
        // at the value's path.
        let document = try parse(text)
        #expect(document.number(document.root) == expected, "\(text)")
      }
    }
    #expect(compared > 4_000)
  }

  @Test func numbersInsideContainersKeepTheirValues() throws {
    let document = try parse("[0,-0,1.5e2,{\"x\":-7}]")
    let elements = Array(document.elements(document.root))
    #expect(document.number(elements[0])?.sign == .plus)
    #expect(document.number(elements[1])?.sign == .minus)
    #expect(document.number(elements[2]) == 150)
    let members = Array(document.members(elements[3]))
    #expect(document.number(members[0].value) == -7)
    #expect(document.offset(members[0].value) == 17)
  }

  /// A JSON number with a random sign, digit counts, fraction and exponent.
  private static func randomNumber(using generator: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }
    var text = Bool.random(using: &generator) ? "-" : ""
    let integerDigits = Int.random(in: 0...22, using: &generator)
    if integerDigits == 0 {
      text += "0"
    } else {
      text += String(Int.random(in: 1...9, using: &generator)) + digits(integerDigits - 1)
    }
    if Bool.random(using: &generator) {
      text += "." + digits(Int.random(in: 1...22, using: &generator))
    }
    switch Int.random(in: 0...3, using: &generator) {
    case 0: text += "e\(Int.random(in: -30...30, using: &generator))"
    case 1: text += "E+\(Int.random(in: 0...330, using: &generator))"
    case 2: text += "e\(Int.random(in: -340...0, using: &generator))"
    default: break
    }
    return text
  }
}

/// Strings are scanned eight bytes at a time; these put each kind of byte that ends a plain run
/// at every position of the word, near the end of the input and far from it.
@Suite struct JSONDocumentStringScanTests {
  /// A string of `prefix` plain bytes, then `special`, then more plain bytes.
  private static func document(prefix: Int, special: String, padding: Int) -> String {
    "\"" + String(repeating: "a", count: prefix) + special + String(repeating: "b", count: 3)
      + "\"" + String(repeating: " ", count: padding)
  }

  @Test(arguments: 0..<17, [0, 1, 9])
  func escapesAndNonASCIIAreFoundAtEveryAlignment(prefix: Int, padding: Int) throws {
    let plain = String(repeating: "a", count: prefix)
    for (special, decoded) in [("\\n", "\n"), ("\\\"", "\""), ("é", "é"), ("\\u00e9", "é")] {
      let document = try parse(Self.document(prefix: prefix, special: special, padding: padding))
      #expect(document.string(document.root) == plain + decoded + "bbb")
    }
  }

  @Test(arguments: 0..<17, [0, 1, 9])
  func aControlCharacterIsFoundAtEveryAlignment(prefix: Int, padding: Int) {
    let error = syntaxError(Self.document(prefix: prefix, special: "\t", padding: padding))
    #expect(error?.message == "control character in string; escape it")
    #expect(error?.offset == 1 + prefix)
  }

  @Test(arguments: 0..<17)
  func theClosingQuoteIsFoundAtEveryAlignment(length: Int) throws {
    let text = String(repeating: "x", count: length)
    let document = try parse("[\"\(text)\", \"\(text)\"]")
    #expect(Array(document.elements(document.root)).map { document.string($0) } == [text, text])
  }

  @Test(arguments: 0..<17)
  func anUnterminatedStringIsRejectedAtEveryLength(length: Int) {
    let error = syntaxError("\"" + String(repeating: "x", count: length))
    #expect(error?.message == "unterminated string")
    #expect(error?.offset == 0)
  }
}

/// Integers of up to 15 digits take a shortcut; these sit on both sides of it.
@Suite struct JSONDocumentIntegerShortcutTests {
  @Test(arguments: [
    "0", "-0", "7", "-7", "999999999999999", "-999999999999999", "1000000000000000",
    "9007199254740993", "12345678901234567890123", "10.0", "10e2", "10E-2", "-1.5",
  ])
  func integersMatchTheStandardLibrary(text: String) throws {
    let document = try parse(text)
    let value = try #require(document.number(document.root))
    #expect(value.bitPattern == Double(text)?.bitPattern)
  }

  @Test(arguments: [
    ("01", "invalid number; leading zeros are not allowed", 0),
    ("-", "invalid number; expected a digit", 1),
    ("1.", "invalid number; expected a digit after '.'", 2),
    ("1e", "invalid number; expected a digit in the exponent", 2),
    ("[1,2", "expected ',' or ']' after an array element", 4),
  ])
  func malformedNumbersKeepTheirMessages(text: String, message: String, offset: Int) {
    let error = syntaxError(text)
    #expect(error?.message == message)
    #expect(error?.offset == offset)
  }
}
