import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing

extension Reliability {
  /// `Script.jsonText()` writes a script that decodes back to an equal one.
  @Suite("Script encoder")
  struct ScriptEncoderTests {
    /// Decodes `text` under the name `case.json`.
    static func decode(_ text: String) throws -> Script {
      try Script(decoding: Array(text.utf8), fileName: "case.json")
    }

    @Test("The text is the one the documentation shows")
    func documentedText() throws {
      let script = try Self.decode(
        """
        {"name": "Login form", "window": {"size": [390, 844]},
         "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
           {"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}]},
         "events": [{"type": "focus", "view": "email"}]}
        """)
      #expect(
        script.jsonText() == """
          {
            "name": "Login form",
            "window": {"size": [390, 844]},
            "settings": {"keyboardDistance": 10, "restorePolicy": "unlessUserScrolled"},
            "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
              {"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}
            ]},
            "events": [
              {"type": "focus", "view": "email"}
            ]
          }

          """)
    }

    @Test("Generated scripts round-trip", arguments: 0..<4)
    func generatedScriptsRoundTrip(shard: Int) throws {
      for index in 0..<500 {
        let seed = PropertyRandom.caseSeed(base: 0x5EED_0E4C_0DE5, index: shard * 500 + index)
        let script = PropertyCase.script(seed: seed)
        let text = script.jsonText()
        let decoded = try Self.decode(text)
        #expect(decoded == script, "seed \(PropertyCase.hex(seed)):\n\(text)")
        guard decoded == script else { return }
      }
    }

    @Test("Example scripts round-trip", arguments: FixturePaths.exampleScripts.names)
    func examplesRoundTrip(name: String) throws {
      let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
      let script = try Script(decoding: bytes, fileName: "case.json")
      #expect(try Self.decode(script.jsonText()) == script)
    }

    @Test("Every event type, expectation and awkward string round-trips")
    func everythingRoundTrips() throws {
      let text = #"""
        {"name": "quote \" backslash \\ newline \n tab \t bell \u0007 é 😀",
         "window": {"size": [390.5, 844]},
         "settings": {"keyboardDistance": 0.1, "restorePolicy": "never"},
         "root": {"id": "r \"1\"", "kind": "scroll", "frame": [0, -0, 390, 844],
          "safeArea": [47, 0, 34, 0], "contentSize": [390, 1e7], "contentOffset": [-1e-5, -47],
          "contentInset": [1, 2, 3, 4], "indicatorInsets": [5, 6, 7, 8], "scrollEnabled": false,
          "axis": "horizontal", "ignoresScrolling": true, "ignoresInset": true,
          "restorePolicy": "always", "children": [
           {"id": "t", "kind": "textView", "frame": [0, 0, 100, 100], "distance": 0,
            "avoidance": "disabled"},
           {"id": "s", "kind": "stack", "frame": [0, 0, 1, 1], "axis": "horizontal", "children": [
             {"id": "c", "kind": "cell", "frame": [0, 0, 1, 1]}]}]},
         "events": [
           {"type": "focus", "view": "t", "caret": [0.25, 1.5, 2, 20]},
           {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
           {"type": "keyboardDidHide"},
           {"type": "caret", "caret": [1, 2, 3, 4]},
           {"type": "blur"},
           {"type": "scroll", "view": "t", "offset": [0, 123.456]},
           {"type": "update", "view": "t", "frame": [1, 2, 3, 4], "contentSize": [5, 6],
            "contentInset": [7, 8, 9, 10], "contentOffset": [11, 12]},
           {"type": "update", "view": "s", "frame": [1, 2, 3, 4]},
           {"type": "resize", "window": {"size": [844, 390]}, "frames": {"t": [0, 0, 1, 1],
            "r \"1\"": [0, 0, 844, 390]}, "safeArea": [0, 47, 21, 47]},
           {"type": "keyboardWillHide"},
           {"type": "settings", "keyboardDistance": 20},
           {"type": "settings", "restorePolicy": "unlessUserScrolled"},
           {"type": "keyboardDidChangeFrame", "frame": [0, 1, 2, 3], "duration": 0, "curve": -3},
           {"type": "expect", "views": {"t": {"contentOffset": [0, 1]}, "r \"1\"": {
            "contentInset": [0, 0, 0, 0], "indicatorInsets": [1, 1, 1, 1]}},
            "rootShift": -0.5, "visible": ["t"], "effects": 3},
           {"type": "expect"}
         ]}
        """#
      let script = try Self.decode(text)
      #expect(try Self.decode(script.jsonText()) == script)
    }

    @Test(
      "Numbers are written in their shortest exact form",
      arguments: [
        (0.0, "0"), (-0.0, "-0"), (193, "193"), (-91, "-91"), (0.1, "0.1"), (1e-5, "1e-05"),
        (-1e7, "-10000000"), (123.456, "123.456"), (2.5e-7, "2.5e-07"), (1e16, "1e+16"),
      ])
    func numbers(value: Double, text: String) throws {
      let root = ViewNode(id: "r", frame: Rect(x: value, y: 0, width: 1, height: 1))
      let tree = ViewTree(windowSize: Size(width: 1, height: 1), root: root)
      let script = Script(fileName: "case.json", tree: tree, events: [])
      #expect(script.jsonText().contains("\"frame\": [\(text), 0, 1, 1]"))
      guard abs(value) <= ScriptLimits.maximumMagnitude else { return }
      let decoded = try Self.decode(script.jsonText()).tree.root.frame.minX
      #expect(decoded == value && decoded.sign == value.sign)
    }
  }
}
