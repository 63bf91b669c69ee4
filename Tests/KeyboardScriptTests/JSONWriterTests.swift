import KeyboardAvoidance
import KeyboardScript
import Testing

// The package's one JSON writer (`JSONWriter` and its JSON values): what every JSON text of the
// script layer is written with.

@Suite("The JSON writer")
struct JSONWriterTests {
  /// What `append(quoted:)` writes for `text`.
  static func quoted(_ text: String) -> String {
    var json = JSONWriter()
    json.append(quoted: text)
    return json.string
  }

  @Test(
    "Strings are quoted with JSON's escapes; other characters are kept as they are",
    arguments: [
      ("plain", #""plain""#),
      (#"say "hi""#, #""say \"hi\"""#),
      (#"a\b"#, #""a\\b""#),
      ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
      ("\u{0}\u{1}\u{1F}\u{7F}", #""\u0000\u0001\u001f\u007f""#),
      ("café 👋🏽 漢字 \u{2028}", "\"café 👋🏽 漢字 \u{2028}\""),
      ("/", #""/""#),
      ("", #""""#),
    ])
  func strings(text: String, json: String) {
    #expect(Self.quoted(text) == json)
  }

  @Test("Keys, members and the geometry's arrays")
  func values() {
    var json = JSONWriter()
    json.append("{")
    json.append(key: .frame)
    json.append(array: Rect(x: 0, y: 0.5, width: 390, height: 44.125))
    json.append(member: .offset)
    json.append(array: Point(x: -1, y: 2.25))
    json.append(member: "rootShift")
    json.append(number: 1e-5)
    json.append(member: .contentInset)
    json.append(array: Insets(top: 1, left: 2, bottom: 3, right: 4))
    json.append(member: .range)
    json.append(array: UTF16Range(location: 3, length: 0))
    json.append(member: .visible)
    json.append(quotedArray: ["a", "b\"c"])
    json.append(", ")
    json.append(quotedKey: "odd \"key\"")
    json.append(bool: false)
    json.append("}")
    #expect(
      json.string
        == #"{"frame": [0, 0.5, 390, 44.125], "offset": [-1, 2.25], "rootShift": 1e-05, "#
        + #""contentInset": [1, 2, 3, 4], "range": [3, 0], "visible": ["a", "b\"c"], "#
        + #""odd \"key\"": false}"#)
  }

  @Test(
    "Traces write -0 as 0 and a value that is not finite as null; scripts keep both as they are",
    arguments: [
      (-0.0, "0", "-0"), (0.0, "0", "0"), (Double.infinity, "null", "inf"),
      (-Double.infinity, "null", "-inf"), (Double.nan, "null", "nan"), (-2.5, "-2.5", "-2.5"),
    ])
  func numberForms(value: Double, trace: String, exact: String) {
    var traceText = JSONWriter()
    traceText.append(number: value)
    var exactText = JSONWriter(exactNumbers: true)
    exactText.append(number: value)
    #expect(traceText.string == trace)
    #expect(exactText.string == exact)
  }

  @Test("Long text becomes the same string, whatever its characters and where they fall")
  func longText() {
    // Pieces of 16 KiB: characters of 1 to 4 bytes fall across the cuts at every offset.
    let characters = ["a", "é", "漢", "👋🏽", "\"", "\n"]
    for shift in 0..<4 {
      var json = JSONWriter()
      json.append(String(repeating: "x", count: shift))
      var index = 0
      while json.bytes.count < 70_000 {
        json.append(characters[index % characters.count])
        index += 1
      }
      #expect(json.string == String(decoding: json.bytes, as: UTF8.self))
      #expect(Array(json.string.utf8) == json.bytes)
    }
  }
}
