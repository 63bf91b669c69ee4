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
        // Every other script with v1.3's followers, lift policies, alignments and navigation,
        // settings events included (``settingsEventBackToDefaults()``).
        let script = PropertyCase.script(seed: seed, keyboardLayout: index % 2 == 1)
        let text = script.jsonText()
        let decoded = try Self.decode(text)
        #expect(decoded == script, "seed \(PropertyCase.hex(seed)):\n\(text)")
        guard decoded == script else { return }
      }
    }

    @Test("Generated scripts with drags of the keyboard round-trip")
    func generatedDragsRoundTrip() throws {
      var tracks = 0
      for index in 0..<500 {
        let seed = PropertyRandom.caseSeed(base: 0xD8A6_0E4C_0DE5, index: index)
        let script = PropertyCase.script(seed: seed, keyboardLayout: true, drags: true)
        tracks += script.events.filter { $0.type == "keyboardTrack" }.count
        let text = script.jsonText()
        let decoded = try Self.decode(text)
        #expect(decoded == script, "seed \(PropertyCase.hex(seed)):\n\(text)")
        guard decoded == script else { return }
      }
      #expect(tracks > 500)
    }

    @Test("A settings event that brings the alignment or navigation order back round-trips")
    func settingsEventBackToDefaults() throws {
      // A `settings` event is decoded as a change of the settings before it (SCRIPT.md: "any
      // settings key"), so the encoder names `alignment` and `navigationOrder` in every settings
      // event: one that goes back to `minimal`/`position` must not decode as still
      // `center`/`hierarchy`, or a converted recording would replay differently.
      let text = """
        {"window": {"size": [390, 844]},
         "root": {"id": "root", "frame": [0, 0, 390, 844]},
         "events": [
          {"type": "settings", "alignment": "center", "navigationOrder": "hierarchy"},
          {"type": "settings", "alignment": "minimal", "navigationOrder": "position"}]}
        """
      let script = try Self.decode(text)
      guard case .engine(.settings(let last)) = script.events.last else {
        Issue.record("the last event is not a settings event")
        return
      }
      #expect(last.alignment == .minimal)
      #expect(last.navigationOrder == .position)
      let decoded = try Self.decode(script.jsonText())
      #expect(decoded == script)
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
      "A keyboardTrack event is written on one line with its top exactly, and reads back",
      arguments: [
        (600.0, "600"), (612.5, "612.5"), (612.3333333333334, "612.3333333333334"),
        (-0.0, "-0"), (1e-5, "1e-05"), (-10_000_000, "-10000000"), (844.25, "844.25"),
      ])
    func keyboardTrackRoundTrips(top: Double, text: String) throws {
      let tree = ViewTree(
        windowSize: Size(width: 390, height: 844),
        root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
      let script = Script(
        fileName: "case.json", tree: tree,
        events: [
          .engine(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.keyboard))),
          .engine(.keyboardTrack(top: top)),
        ])
      let written = script.jsonText()
      #expect(
        written.contains("\n    {\"type\": \"keyboardTrack\", \"top\": \(text)}\n"), "\(written)")
      let decoded = try Self.decode(written)
      #expect(decoded == script)
      guard case .engine(.keyboardTrack(let read)) = decoded.events.last else {
        Issue.record("the last event is not a track: \(decoded.events)")
        return
      }
      #expect(read.bitPattern == top.bitPattern)
    }

    /// The docked keyboard of AVOIDANCE.md §10's phone.
    static let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)

    @Test("A drag among other events round-trips: tracks between scrolls, then the release")
    func dragRoundTrips() throws {
      let text = #"""
        {"window": {"size": [390, 844]},
         "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
           {"id": "messages", "kind": "table", "frame": [0, 47, 390, 713],
            "contentSize": [390, 3000], "contentOffset": [0, 2287], "keyboardLift": "always"},
           {"id": "composer", "frame": [0, 760, 390, 50], "followsKeyboard": true, "children": [
             {"id": "input", "kind": "textField", "frame": [12, 8, 366, 34]}]}]},
         "events": [
           {"type": "focus", "view": "input"},
           {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
           {"type": "scroll", "view": "messages", "offset": [0, 2497]},
           {"type": "keyboardTrack", "top": 600},
           {"type": "expect", "views": {"composer": {"followOffset": 210}}, "effects": 4},
           {"type": "keyboardTrack", "top": 700.6666666666666},
           {"type": "keyboardTrack", "top": 300},
           {"type": "keyboardTrack", "top": 900},
           {"type": "keyboardWillHide"}
         ]}
        """#
      let script = try Self.decode(text)
      let tops: [Double] = script.events.compactMap {
        guard case .engine(.keyboardTrack(let top)) = $0 else { return nil }
        return top
      }
      #expect(tops == [600, 700.6666666666666, 300, 900])
      let written = script.jsonText()
      #expect(try Self.decode(written) == script, "\(written)")
      #expect(written.split(separator: "\n").filter { $0.contains(#""keyboardTrack""#) }.count == 4)
    }

    @Test("Every preservation key, event and expectation round-trips")
    func preservationRoundTrips() throws {
      let text = #"""
        {"window": {"size": [390, 844]},
         "root": {"id": "root", "restorationId": "app \"1\"", "frame": [0, 0, 390, 844],
          "children": [
           {"id": "tabs", "kind": "tabs", "restorationId": "tabs", "frame": [0, 0, 390, 844],
            "selected": 1, "children": [
             {"id": "nav", "kind": "navigation", "restorationId": "nav", "frame": [0, 0, 390, 844],
              "children": [
               {"id": "home", "restorationId": "home", "frame": [0, 0, 390, 844], "children": [
                 {"id": "list", "kind": "table", "restorationId": "list", "frame": [0, 0, 390, 400],
                  "anchorAtTop": "revealInserted", "anchorAtEnd": "followAppended", "children": [
                   {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 44]}]},
                 {"id": "grid", "kind": "collection", "frame": [0, 400, 390, 400],
                  "anchorAtEnd": "keepContent"}]}]},
             {"id": "form", "kind": "view", "frame": [0, 0, 390, 844], "children": [
               {"id": "email", "kind": "textField", "restorationId": "email", "frame": [0, 0, 1, 1],
                "text": "quote \" tab \t 👋🏽 cafe\u0301", "selection": [3, 0]},
               {"id": "notes", "kind": "textView", "frame": [0, 0, 1, 1], "text": "",
                "selection": [0, 0], "contentSize": [1, 100]},
               {"id": "body", "kind": "scroll", "frame": [0, 0, 1, 1]}]}]}]},
         "events": [
           {"type": "insert", "view": "list", "at": 1, "cells": [
             {"id": "r1", "kind": "cell", "restorationId": "r1", "frame": [0, 0, 390, 60.5],
              "children": [{"id": "reply", "kind": "textField", "frame": [0, 0, 1, 1],
                            "text": "hi"}]},
             {"id": "r2", "kind": "cell", "frame": [3, 4, 390, 0]}]},
           {"type": "insert", "view": "list", "at": 0, "cells": []},
           {"type": "remove", "ids": ["r0", "r2"]},
           {"type": "resizeCell", "view": "r1", "height": 0.25},
           {"type": "reload", "view": "list", "cells": [{"id": "r0", "kind": "cell",
            "frame": [0, 0, 390, 44]}], "complete": false},
           {"type": "reload", "view": "list", "cells": []},
           {"type": "reload", "view": "body", "contentSize": [390, 2000], "complete": true},
           {"type": "reload", "view": "grid", "contentSize": [390, 0], "complete": false},
           {"type": "push", "view": "nav", "screen": {"id": "detail", "restorationId": "detail",
            "frame": [0, 0, 390, 844], "children": [
             {"id": "inner", "kind": "navigation", "frame": [0, 0, 390, 844], "children": [
               {"id": "innerTabs", "kind": "tabs", "frame": [0, 0, 1, 1], "selected": 0,
                "children": [{"id": "t0", "frame": [0, 0, 1, 1]}]}]},
             {"id": "draft", "kind": "textView", "frame": [0, 0, 1, 1], "text": "x",
              "selection": [1, 0]}]}},
           {"type": "focus", "view": "draft", "caret": [0, 0, 2, 20]},
           {"type": "select", "view": "draft", "range": [0, 1]},
           {"type": "edit", "view": "draft", "text": "new \n text"},
           {"type": "scroll", "view": "draft", "offset": [0, 1]},
           {"type": "pop", "view": "nav"},
           {"type": "selectTab", "view": "tabs", "index": 0},
           {"type": "memoryWarning"},
           {"type": "terminate"},
           {"type": "relaunch"},
           {"type": "relaunch", "archive": {"version": 1, "views": {"app/list": {"offset": -0,
            "anchor": {"item": "r\u00e9", "distance": -20.5, "fallbacks": [1e300, 2.5e-7]}}},
            "focus": null, "flags": [true, false], "empty": {}, "none": []}},
           {"type": "relaunch", "archive": "a string \"archive\""},
           {"type": "relaunch", "archive": 12},
           {"type": "expect", "focused": "email", "selection": {"email": [1, 2], "draft": [0, 0]},
            "pending": {"list": true, "body": false}, "anchor": {"list": "r1", "grid": "gone"}},
           {"type": "expect", "focused": null, "views": {"draft": {"contentOffset": [0, 0]}},
            "visible": ["reply"]}
         ]}
        """#
      let script = try Self.decode(text)
      let written = script.jsonText()
      #expect(try Self.decode(written) == script, "\(written)")
      // Each event on its own line, views that events bring in included.
      #expect(written.split(separator: "\n").filter { $0.contains(#""type""#) }.count == 23)
    }

    @Test(
      "The shared conformance scenarios decode and round-trip",
      .enabled(if: FixturePaths.hasConformance, FixturePaths.conformanceNote),
      arguments: ConformanceReplayTests.areas)
    func conformanceRoundTrips(area: String) throws {
      let folder = FixturePaths.conformance.appendingPathComponent(area)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }.sorted()
      #expect(!names.isEmpty)
      for name in names {
        let bytes = FixturePaths.bytes(folder.appendingPathComponent(name))
        let script = try Script(decoding: bytes, fileName: "case.json")
        #expect(try Self.decode(script.jsonText()) == script, "\(area)/\(name)")
      }
    }

    @Test("Seed scripts round-trip", arguments: FixturePaths.seedScripts.names)
    func seedsRoundTrip(name: String) throws {
      let bytes = FixturePaths.bytes(FixturePaths.seeds.appendingPathComponent(name))
      let script = try Script(decoding: bytes, fileName: "case.json")
      #expect(try Self.decode(script.jsonText()) == script)
    }

    @Test(
      "A relaunch archive is kept as compact JSON, a string archive as the text it holds",
      arguments: [
        (
          #"{"version" : 1.0, "views": {"a\u00e9": [1e2, -0, 0.5]}}"#,
          #"{"version":1,"views":{"aé":[100,-0,0.5]}}"#
        ),
        ("[ ]", "[]"),
        (#""text\nwith \"escapes\"""#, "text\nwith \"escapes\""),
        // A string whose text is a JSON string: written back as a string again.
        (#""\"quoted\"""#, #""quoted""#),
        ("null", "null"),
        ("-12.5e-1", "-1.25"),
      ])
    func archiveText(archive: String, kept: String) throws {
      let script = try Self.decode(
        #"{"window": {"size": [1, 1]}, "root": {"id": "r", "frame": [0, 0, 1, 1]}, "events": ["#
          + #"{"type": "relaunch", "archive": \#(archive)}]}"#)
      #expect(script.events == [.relaunch(archive: kept)])
      #expect(try Self.decode(script.jsonText()) == script)
    }

    @Test("A string archive holding JSON, as a recording writes one, is written as compact JSON")
    func recordedArchiveText() throws {
      let script = try Self.decode(
        #"{"window": {"size": [1, 1]}, "root": {"id": "r", "frame": [0, 0, 1, 1]}, "events": ["#
          + #"{"type": "relaunch", "archive": "{\"version\": 1,  \"views\": {}}"}]}"#)
      // Kept as the recording wrote it; the script format then embeds it as compact JSON.
      #expect(script.events == [.relaunch(archive: #"{"version": 1,  "views": {}}"#)])
      let compact = #"{"version":1,"views":{}}"#
      #expect(script.jsonText().contains(#"{"type": "relaunch", "archive": \#(compact)}"#))
      #expect(try Self.decode(script.jsonText()).events == [.relaunch(archive: compact)])
    }

    @Test(
      "An archive that is not JSON text, or is a JSON string, is written as a string, read back",
      arguments: [
        ("{oops", #""{oops""#), (#""a JSON string""#, #""\"a JSON string\"""#), ("", #""""#),
      ])
    func archiveWrittenAsString(archive: String, written: String) throws {
      let tree = ViewTree(
        windowSize: Size(width: 1, height: 1), root: ViewNode(id: "r", frame: .zero))
      let script = Script(
        fileName: "case.json", tree: tree, events: [.terminate, .relaunch(archive: archive)])
      #expect(script.jsonText().contains(#"{"type": "relaunch", "archive": \#(written)}"#))
      #expect(try Self.decode(script.jsonText()).events == script.events)
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
