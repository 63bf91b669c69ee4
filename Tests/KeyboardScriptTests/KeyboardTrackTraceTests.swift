import Foundation
import KeyboardScript
import KeyboardScriptTools
import Testing

/// The traces of a drag (SCRIPT.md v1.4): a `keyboardTrack` event is traced under its type, its
/// top on the text line, and every effect it decides is written with `"animation": {"kind":
/// "none"}` — the host applies it in the frame the keyboard moved — and none writes an offset.
@Suite("Traces of a drag")
struct KeyboardTrackTraceTests {
  static let examples = [
    "avoidance-21-chat-drag", "avoidance-22-root-rests-on-drag", "avoidance-23-form-drag",
  ]

  /// `kbreplay OPTIONS NAME.json` over the example `name`.
  static func replay(_ options: [String], _ name: String) -> ReplayCommand.Output {
    let bytes = Reliability.FixturePaths.bytes(
      Reliability.FixturePaths.examples.appendingPathComponent(name + ".json"))
    return ReplayCommand.main(options + [name + ".json"]) { _ in .success(bytes) }
  }

  @Test(
    "Every effect of a track in the JSON trace is unanimated and writes no offset",
    arguments: examples)
  func jsonTrace(name: String) throws {
    let output = Self.replay(["--format", "json"], name)
    #expect(output.status == 0)
    let objects = try output.standardOutput.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let tracks = objects.filter { $0["type"] as? String == "keyboardTrack" }
    #expect(!tracks.isEmpty)
    var effectCount = 0
    for track in tracks {
      let effects = try #require(track["effects"] as? [[String: Any]])
      effectCount += effects.count
      for effect in effects {
        #expect(effect["animation"] as? [String: String] == ["kind": "none"], "\(effect)")
        #expect(effect["property"] as? String != "contentOffset", "\(effect)")
        #expect(["follow", "keyboardInset", "restore"].contains(effect["reason"] as? String))
      }
    }
    #expect(effectCount > 0)
    // The notifications' effects keep the keyboard's animation (all but `layout`).
    let shows = objects.filter { $0["type"] as? String == "keyboardWillShow" }
    for show in shows {
      for effect in show["effects"] as? [[String: Any]] ?? []
      where effect["property"] as? String != "layout" {
        #expect((effect["animation"] as? [String: Any])?["kind"] as? String == "keyboard")
      }
    }
  }

  @Test("The text trace names each track's top, and its effects' animation none")
  func textTrace() {
    let output = Self.replay([], "avoidance-22-root-rests-on-drag")
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let tracks = lines.filter { $0.contains("keyboardTrack") }
    #expect(
      tracks == [
        "#4 keyboardTrack top 520", "#6 keyboardTrack top 600", "#8 keyboardTrack top 700",
        "#10 keyboardTrack top 100", "#12 keyboardTrack top 844",
      ])
    let shifts = lines.filter { $0.contains("rootShift") && $0.hasSuffix("none") }
    #expect(shifts.count == 4)
  }
}
