import Foundation
import KeyboardAvoidance
import Testing

/// PRESERVATION.md §4's text: "Hi 👋🏽 café" with a decomposed é — 9 characters, 13 UTF-16 units
/// (H i space, the waving hand 3..<5 and its skin tone 5..<7, space, c a f, e 11 and the acute
/// accent 12).
let hiCafe = "Hi \u{1F44B}\u{1F3FD} cafe\u{301}"

/// A range snapped in a text, and the range expected.
struct SnapCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var range: UTF16Range
  var expected: UTF16Range

  init(_ name: String, _ text: String, _ range: UTF16Range, _ expected: UTF16Range) {
    self.name = name
    self.text = text
    self.range = range
    self.expected = expected
  }

  var testDescription: String { "\(name): \(range) → \(expected)" }
}

/// A range mapped from a text through an edit to another, and the range expected.
struct MappingCase: Sendable, CustomTestStringConvertible {
  var name: String
  var oldText: String
  var range: UTF16Range
  var newText: String
  var expected: UTF16Range

  init(
    _ name: String, _ oldText: String, _ range: UTF16Range, to newText: String,
    _ expected: UTF16Range
  ) {
    self.name = name
    self.oldText = oldText
    self.range = range
    self.newText = newText
    self.expected = expected
  }

  var testDescription: String { "\(name): \(range) → \(expected)" }
}

@Suite("UTF-16 ranges")
struct UTF16RangeTests {
  @Test("A range is [location, length]; a caret has length 0")
  func basics() throws {
    let caret: UTF16Range = [13, 0]
    #expect(caret == UTF16Range(location: 13, length: 0))
    #expect(caret.isCaret && caret.upperBound == 13)
    let word: UTF16Range = [6, 5]
    #expect(!word.isCaret && word.upperBound == 11)
    #expect(word.description == "[6,5]")
    #expect(([] as UTF16Range) == [0, 0] && ([7] as UTF16Range) == [7, 0])
    let encoded = try JSONEncoder().encode(word)
    #expect(String(decoding: encoded, as: UTF8.self) == "[6,5]")
    #expect(try JSONDecoder().decode(UTF16Range.self, from: encoded) == word)
  }

  static let clampCases: [SnapCase] = [
    SnapCase("inside", "", [3, 4], [3, 4]),
    SnapCase("past the end", "", [20, 5], [13, 0]),
    SnapCase("running past the end", "", [10, 5], [10, 3]),
    SnapCase("negative location", "", [-3, 5], [0, 2]),
    SnapCase("negative length", "", [4, -2], [4, 0]),
    SnapCase("before the start", "", [-9, 2], [0, 0]),
    SnapCase("overflowing upper bound", "", UTF16Range(location: 5, length: .max), [5, 8]),
    SnapCase("lowest location", "", UTF16Range(location: .min, length: .max), [0, 0]),
  ]

  @Test("Clamping keeps the location and upper bound in 0...count", arguments: clampCases)
  func clamping(_ example: SnapCase) {
    #expect(example.range.clamped(toUTF16Count: 13) == example.expected)
  }

  @Test("Clamping to a negative count gives [0,0]")
  func clampingToNegativeCount() {
    #expect(UTF16Range(location: 3, length: 2).clamped(toUTF16Count: -1) == [0, 0])
  }

  static let workedSnaps: [SnapCase] = [
    SnapCase("the caret after the decomposed é is valid", hiCafe, [13, 0], [13, 0]),
    SnapCase("a range splitting 👋🏽 grows to the whole emoji", hiCafe, [5, 2], [3, 4]),
    SnapCase("a caret between e and its accent moves before the e", hiCafe, [12, 0], [11, 0]),
    SnapCase("without the old text, [20,5] is clamped", hiCafe, [20, 5], [13, 0]),
    SnapCase("a range on boundaries stays", hiCafe, [3, 4], [3, 4]),
    SnapCase("a range ending inside é grows to its end", hiCafe, [8, 4], [8, 5]),
    SnapCase("a caret between the surrogates of 👋", hiCafe, [4, 0], [3, 0]),
    SnapCase("a range inside one surrogate pair", hiCafe, [4, 1], [3, 4]),
    SnapCase("the start of the text", hiCafe, [0, 0], [0, 0]),
    SnapCase("the whole text", hiCafe, [0, 13], [0, 13]),
    SnapCase("an empty text", "", [1, 1], [0, 0]),
    SnapCase("CRLF is one cluster (caret)", "a\r\nb", [2, 0], [1, 0]),
    SnapCase("CRLF is one cluster (range)", "a\r\nb", [2, 2], [1, 3]),
    SnapCase("CR then CR LF", "\r\r\n", [2, 0], [1, 0]),
    SnapCase(
      "the second flag of a run of three", "\u{1F1EB}\u{1F1F7}\u{1F1EB}\u{1F1F7}\u{1F1EB}\u{1F1F7}",
      [6, 0], [4, 0]),
    SnapCase(
      "a caret between the indicators of a flag", "\u{1F1EB}\u{1F1F7}\u{1F1EB}\u{1F1F7}",
      [6, 0], [4, 0]),
    SnapCase(
      "an odd run of indicators pairs from its start",
      "a\u{1F1EB}\u{1F1F7}\u{1F1EB}\u{1F1F7}\u{1F1EB}b", [8, 2], [5, 6]),
    SnapCase(
      "a ZWJ family is one cluster",
      "x\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}y", [4, 2], [1, 8]),
    SnapCase("stacked combining marks", "a\u{301}\u{302}\u{303}b", [2, 0], [0, 0]),
    SnapCase("a Hangul syllable in jamo", "\u{1100}\u{1161}\u{11A8}\u{1100}", [2, 1], [0, 3]),
    SnapCase("a Devanagari conjunct (ksha)", " \u{915}\u{94D}\u{937} ", [3, 0], [1, 0]),
    SnapCase("a prepended concatenation mark", "a\u{600}12", [2, 0], [1, 0]),
  ]

  @Test(
    "Snapping grows a range to whole characters, a caret to a character's start",
    arguments: workedSnaps)
  func snapping(_ example: SnapCase) {
    let snapped = example.range.snapped(in: example.text)
    #expect(snapped == example.expected)
    #expect(snapped.snapped(in: example.text) == snapped)
  }

  static let conformanceSnaps: [SnapCase] = [
    SnapCase(
      "sel-001, selection snapped after relaunch",
      "\u{1F44B}a7\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}b\u{1F44B}\u{6F22}", [8, 0],
      [5, 0]),
    SnapCase(
      "sel-005, selection snapped after relaunch",
      "\u{E9}\u{1F1EB}\u{1F1F7}Z\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}bb\r\na",
      [1, 3], [1, 4]),
    SnapCase(
      "sel-006, selection snapped after relaunch",
      "\u{E9}\u{6F22}Z\u{1F1EB}\u{1F1F7}\u{2764}\u{FE0F}", [7, 0], [7, 0]),
    SnapCase(
      "sel-007, selection snapped after relaunch",
      "bZ\u{6F22}\u{1F1EB}\u{1F1F7}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}7\u{6F22}", [12, 0],
      [7, 0]),
    SnapCase(
      "sel-008, selection snapped after relaunch",
      "\u{E9}\u{1D11E} \u{6F22}b\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B}\u{1F3FD}\u{1F44B}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}bb",
      [15, 0], [14, 0]),
    SnapCase(
      "sel-009, selection snapped after relaunch",
      "\u{E9}\u{E9}\u{1F1EB}\u{1F1F7}Z\u{1F44B}\u{1F44B}\u{1F44B}Z\r\n\u{1D11E}ae\u{301}a\u{2764}\u{FE0F}",
      [13, 0], [13, 0]),
    SnapCase(
      "sel-011, selection snapped after relaunch",
      "b\u{E9}b\u{6F22}n\u{303}a\u{1F44B}\u{1F1EB}\u{1F1F7}\r\ne\u{301}\r\n", [6, 0], [6, 0]),
    SnapCase("sel-012, selection snapped after relaunch", "\u{E9}7a\u{6F22}", [3, 0], [3, 0]),
    SnapCase(
      "sel-013, selection snapped after relaunch",
      "\u{2764}\u{FE0F}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B}\u{1F3FD}\u{1F1EB}\u{1F1F7}\u{1F1EB}\u{1F1F7}\u{1D11E}\u{F1}\u{1F1EB}\u{1F1F7} \u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} a",
      [21, 12], [18, 21]),
    SnapCase(
      "sel-014, selection snapped after relaunch",
      "n\u{303}\u{F1}Z\u{1D11E}\u{6F22}\u{1D11E}\u{6F22}n\u{303}a", [13, 0], [13, 0]),
    SnapCase(
      "sel-016, selection snapped after relaunch",
      "\u{6F22}\r\n \u{1F44B}\u{1F3FD}\u{6F22}ZZn\u{303}7\u{1F1EB}\u{1F1F7}\r\n\r\n", [1, 0],
      [1, 0]),
    SnapCase(
      "sel-017, selection snapped after relaunch",
      " \u{1D11E}\u{1D11E}a\u{F1}\u{1F1EB}\u{1F1F7}e\u{301}\u{2764}\u{FE0F}\u{1F44B}\u{1F3FD}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}Z\r\n",
      [38, 0], [37, 0]),
    SnapCase(
      "sel-018, selection snapped after relaunch",
      "\u{1F44B}\u{1F3FD}a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}\u{1F1EB}\u{1F1F7}\u{F1}\u{1F44B}\u{1F3FD}a\u{E9}77\u{1F44B}\u{1F3FD}\u{1F44B}e\u{301}",
      [6, 0], [5, 0]),
    SnapCase(
      "sel-020, selection snapped after relaunch",
      "\u{1F44B}\u{1F3FD}\u{1D11E}\u{2764}\u{FE0F}\u{1D11E}\u{F1}\u{E9}e\u{301}ab", [9, 0], [8, 0]),
    SnapCase(
      "sel-021, selection snapped after relaunch",
      "\u{2764}\u{FE0F}\u{E9}b\u{1F44B}\u{1F3FD}Z\u{1F1EB}\u{1F1F7}Z\u{2764}\u{FE0F}n\u{303}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
      [0, 0], [0, 0]),
    SnapCase(
      "sel-022, selection snapped after relaunch",
      "\u{F1}\u{F1}\u{2764}\u{FE0F}\u{F1}b\r\nbn\u{303}\u{E9}\u{1F1EB}\u{1F1F7}", [7, 0], [6, 0]),
    SnapCase(
      "sel-025, selection snapped after relaunch", "\u{E9}Za\u{2764}\u{FE0F}\u{1F44B}\u{1F3FD}",
      [0, 0], [0, 0]),
    SnapCase(
      "sel-026, selection snapped after relaunch",
      "\u{E9}\u{1F44B}\u{1F3FD}Z7\u{1F1EB}\u{1F1F7}\u{E9}\u{2764}\u{FE0F}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
      [11, 0], [11, 0]),
    SnapCase(
      "sel-028, selection snapped after relaunch",
      "\u{E9}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}e\u{301}\u{1F1EB}\u{1F1F7}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
      [1, 0], [1, 0]),
    SnapCase(
      "sel-029, selection snapped after relaunch", "\u{F1}\u{E9}an\u{303}\u{1F1EB}\u{1F1F7}",
      [1, 5], [1, 8]),
  ]

  @Test("Conformance: selections snapped after relaunch", arguments: conformanceSnaps)
  func conformanceSnap(_ example: SnapCase) {
    #expect(example.range.snapped(in: example.text) == example.expected)
  }

  static let workedMappings: [MappingCase] = [
    MappingCase(
      "\"world\" after an insertion before it", "Hello world", [6, 5],
      to: "Hello, big world", [11, 5]),
    MappingCase(
      "a caret at a pure insertion point moves with it", "ab", [1, 0], to: "aXYb", [3, 0]),
    MappingCase(
      "a range before the edit stays", "Hello world", [0, 5], to: "Hello, big world", [0, 5]),
    MappingCase(
      "a range after a deletion moves back", "Hello, big world", [11, 5],
      to: "Hello world", [6, 5]),
    MappingCase(
      "a range ending in the replaced part ends at its end", "abcdef", [1, 2],
      to: "abXYZef", [1, 4]),
    MappingCase(
      "a range starting in the replaced part starts at its start", "abcdef", [3, 2],
      to: "abXYZef", [2, 4]),
    MappingCase(
      "a range around the replaced part covers the replacement", "abcdef", [1, 4],
      to: "abXYZef", [1, 5]),
    MappingCase(
      "a caret inside the replaced part covers the replacement", "abcdef", [3, 0],
      to: "abXYZef", [2, 3]),
    MappingCase("a range is clamped to the old text first", "abc", [2, 9], to: "Xabc", [3, 1]),
    MappingCase(
      "an unchanged text keeps the range (snapped)", hiCafe, [5, 2], to: hiCafe, [3, 4]),
    MappingCase(
      "a caret at the end moves with text typed there", "ab", [2, 0], to: "abc", [3, 0]),
    MappingCase(
      "the result is snapped in the new text", "ab", [0, 1],
      to: "a\u{301}b", [0, 2]),
    MappingCase("a text replaced entirely", "abc", [1, 1], to: "XY", [0, 2]),
    MappingCase("an empty old text", "", [0, 0], to: "abc", [3, 0]),
    MappingCase("an empty new text", "abc", [1, 1], to: "", [0, 0]),
    MappingCase(
      "scalars sharing a high surrogate: the range after", "x\u{1F600}y", [3, 1],
      to: "x\u{1F601}y", [3, 1]),
    MappingCase(
      "scalars sharing a high surrogate: the emoji itself", "x\u{1F600}y", [1, 2],
      to: "x\u{1F601}y", [1, 2]),
    MappingCase(
      "scalars sharing a high surrogate: a caret between its units", "x\u{1F600}y",
      [2, 0], to: "x\u{1F601}y", [1, 0]),
    MappingCase(
      "scalars sharing a low surrogate: the range before", "x\u{1F600}y", [0, 1],
      to: "x\u{1E600}y", [0, 1]),
  ]

  @Test("Mapping through an edit follows §4's rule", arguments: workedMappings)
  func mapping(_ example: MappingCase) {
    #expect(example.range.mapped(from: example.oldText, to: example.newText) == example.expected)
  }

  static let conformanceMappings: [MappingCase] = [
    MappingCase(
      "sel-000, selection mapped through an edit before it",
      "\r\n\u{1F44B}n\u{303}n\u{303}n\u{303}\u{6F22}a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}Z\u{1D11E}",
      [12, 8],
      to:
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{2764}\u{FE0F}b\r\n\u{1F44B}n\u{303}n\u{303}n\u{303}\u{6F22}a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}Z\u{1D11E}",
      [23, 8]),
    MappingCase(
      "sel-002, selection mapped through an edit before it",
      "\u{6F22}\u{F1}e\u{301}e\u{301}\u{1F44B}\u{1F3FD}n\u{303}e\u{301}", [2, 10],
      to: "\u{6F22}e\u{301}e\u{301}\u{1F44B}\u{1F3FD}n\u{303}e\u{301}", [1, 10]),
    MappingCase(
      "sel-003, selection mapped through an edit before it",
      "\r\n7\u{2764}\u{FE0F}\u{F1}\u{6F22} e\u{301}b\u{F1}\u{E9}", [6, 5],
      to: "\r\n7n\u{303}\u{2764}\u{FE0F}\u{F1}\u{6F22} e\u{301}b\u{F1}\u{E9}", [8, 5]),
    MappingCase(
      "sel-004, selection mapped through an edit before it",
      "\u{6F22}7a\u{2764}\u{FE0F}n\u{303}ab\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}\u{1F44B}\u{6F22}\u{2764}\u{FE0F}\u{6F22}\u{1D11E}",
      [18, 3],
      to:
        "\u{6F22}7a\u{2764}\u{FE0F}n\u{303}an\u{303}\r\nb\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}\u{1F44B}\u{6F22}\u{2764}\u{FE0F}\u{6F22}\u{1D11E}",
      [22, 3]),
    MappingCase(
      "sel-010, selection mapped through an edit after it", "7\u{6F22}\u{E9}\u{1F44B}", [1, 1],
      to: "7\u{6F22}\u{E9}\u{1F44B}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}7\u{F1}",
      [1, 1]),
    MappingCase(
      "sel-015, selection mapped through an edit after it", "\u{2764}\u{FE0F}7\u{6F22}\u{E9}",
      [2, 2], to: "\u{2764}\u{FE0F}7\u{6F22}\u{E9}b\u{1F44B}\u{1F3FD}7", [2, 2]),
    MappingCase(
      "sel-019, selection mapped through an edit after it",
      "\u{1F1EB}\u{1F1F7}\u{2764}\u{FE0F}n\u{303}\u{E9}\u{1F44B}\u{6F22}\r\n\u{E9}", [4, 8],
      to:
        "\u{1F1EB}\u{1F1F7}\u{2764}\u{FE0F}n\u{303}\u{E9}\u{1F44B}\u{6F22}a7e\u{301}\u{1F44B}\r\n\u{E9}",
      [4, 8]),
    MappingCase(
      "sel-023, selection mapped through an edit before it",
      "a7\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B}\u{1F3FD}\u{F1}e\u{301}n\u{303}\u{1F1EB}\u{1F1F7}aa \u{1D11E}",
      [24, 5],
      to:
        " \u{1F44B}aZa7\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B}\u{1F3FD}\u{F1}e\u{301}n\u{303}\u{1F1EB}\u{1F1F7}aa \u{1D11E}",
      [29, 5]),
    MappingCase(
      "sel-024, selection mapped through an edit before it",
      "\u{2764}\u{FE0F} e\u{301}a\u{1D11E}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}",
      [3, 13],
      to:
        " e\u{301}a\u{1D11E}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{E9}",
      [1, 13]),
    MappingCase(
      "sel-027, selection mapped through an edit after it",
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} n\u{303} \u{1D11E}n\u{303}ZZ\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B} \r\n",
      [17, 12],
      to:
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} n\u{303} \u{1D11E}n\u{303}ZZ\u{6F22}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F44B} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}7\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \r\n",
      [17, 12]),
  ]

  @Test("Conformance: selections mapped through an edit", arguments: conformanceMappings)
  func conformanceMapping(_ example: MappingCase) {
    #expect(example.range.mapped(from: example.oldText, to: example.newText) == example.expected)
  }
}
