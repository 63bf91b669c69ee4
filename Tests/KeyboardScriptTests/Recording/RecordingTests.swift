import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// Runs `kbreplay` with `arguments` over in-memory files.
private func kbreplay(_ arguments: [String], _ files: [String: [UInt8]]) -> ReplayCommand.Output {
  ReplayCommand.main(arguments) { path in
    guard let bytes = files[path] else {
      return .failure(FileError(message: "No such file or directory"))
    }
    return .success(bytes)
  }
}

/// The example script `name` and its recording, written by `kbreplay convert`.
private func exampleAndRecording(_ name: String) -> (script: [UInt8], recording: [UInt8]) {
  let script = Reliability.FixturePaths.bytes(
    Reliability.FixturePaths.examples.appendingPathComponent(name))
  let converted = kbreplay(["convert", "in.json", "out.jsonl"], ["in.json": script])
  return (script, Array((converted.file?.contents ?? "").utf8))
}

/// The login form example as a recording.
private let loginRecording = exampleAndRecording("login-form.json").recording

/// The byte offsets where each line of `bytes` starts.
private func lineStarts(_ bytes: [UInt8]) -> [Int] {
  [0] + bytes.indices.filter { bytes[$0] == 0x0A && $0 + 1 < bytes.count }.map { $0 + 1 }
}

@Suite("Recordings")
struct RecordingTests {
  @Test(
    "every example round-trips through convert with identical JSON traces",
    arguments: Reliability.FixturePaths.exampleScripts.names)
  func examplesRoundTrip(_ name: String) throws {
    let (script, recording) = exampleAndRecording(name)
    #expect(!recording.isEmpty)
    let back = kbreplay(["convert", "in.jsonl", "out.json"], ["in.jsonl": recording])
    #expect(back.status == 0)
    let files: [String: [UInt8]] = [
      "example.json": script, "example.jsonl": recording,
      "back.json": Array((back.file?.contents ?? "").utf8),
    ]
    let original = kbreplay(["--format", "json", "example.json"], files)
    for file in ["example.jsonl", "back.json"] {
      let replayed = kbreplay(["--format", "json", file], files)
      #expect(replayed.status == original.status, "\(file)")
      #expect(replayed.standardError == "", "\(file)")
      // Failures name their file and lines, which differ between the forms; the rest is equal.
      #expect(
        Self.withoutLocations(replayed.standardOutput)
          == Self.withoutLocations(original.standardOutput), "\(file)")
    }
    // The script written back decodes to the script it came from.
    let decoded = try Script(decoding: script, fileName: "example.json")
    let roundTrip = try Script(decodingRecording: recording, fileName: "example.json")
    #expect(roundTrip == decoded)
  }

  /// A JSON trace without failures' `file`, `line` and `column` members.
  static func withoutLocations(_ trace: String) -> String {
    let pattern = #/"file": "[^"]*", "line": \d+, "column": \d+, /#
    return trace.replacing(pattern, with: "")
  }

  @Test("a recording cut anywhere in its last line replays its whole lines and warns")
  func tornLastLine() {
    let bytes = loginRecording
    guard let last = lineStarts(bytes).last else {
      Issue.record("no lines")
      return
    }
    let lineNumber = lineStarts(bytes).count
    let whole = Array(bytes[..<last])
    let expected = kbreplay(["--format", "json", "whole.jsonl"], ["whole.jsonl": whole])
    #expect(expected.standardError == "")
    // Every cut inside the line, up to its closing brace but without its line break.
    for end in (last + 1)..<(bytes.count - 1) {
      let torn = Array(bytes[..<end])
      for format in ["text", "json"] {
        let output = kbreplay(["--format", format, "torn.jsonl"], ["torn.jsonl": torn])
        let reference = kbreplay(["--format", format, "whole.jsonl"], ["whole.jsonl": whole])
        #expect(output.status == reference.status)
        #expect(output.standardOutput == reference.standardOutput, "cut at \(end)")
        #expect(
          output.standardError
            == "torn.jsonl:\(lineNumber): warning: the recording ends in an incomplete line "
            + "(\(end - last) bytes), ignored\n", "cut at \(end)")
      }
    }
    // Without only its line break, the last line is whole: replayed, no warning.
    let unterminated = Array(bytes.dropLast())
    let output = kbreplay(["--format", "json", "a.jsonl"], ["a.jsonl": unterminated])
    let full = kbreplay(["--format", "json", "a.jsonl"], ["a.jsonl": bytes])
    #expect(output == full)
    #expect(output.standardError == "")
  }

  @Test("a corrupt middle line is exit 2 naming its file, line, column and path")
  func corruptMiddleLine() {
    let bytes = loginRecording
    let starts = lineStarts(bytes)
    // Line 4 is the event `events[2]`; its first byte becomes a stray `]`.
    var corrupt = bytes
    corrupt[starts[3]] = UInt8(ascii: "]")
    let output = kbreplay(["--quiet", "bad.jsonl"], ["bad.jsonl": corrupt])
    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("bad.jsonl:4:1: error: events[2]: "))
    #expect(output.standardError.hasSuffix("\n"))
    // A line that parses but is no event: the path goes into the line's object.
    var lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    lines[5] = #"{"type": "focus", "view": "nowhere"}"#
    let dangling = Array(lines.joined(separator: "\n").utf8)
    let check = kbreplay(["check", "bad.jsonl"], ["bad.jsonl": dangling])
    #expect(check.status == 2)
    #expect(
      check.standardError
        == "bad.jsonl:6:27: error: events[4].view: no view has id \"nowhere\"\n")
    #expect(check.standardOutput == "")
  }

  @Test("a header is required and must say recording 1")
  func header() {
    let empty = kbreplay(["empty.jsonl"], ["empty.jsonl": []])
    #expect(empty.status == 2)
    #expect(
      empty.standardError
        == "empty.jsonl:1:1: error: expected a recording's header line, found the end of the file\n"
    )
    let text = String(decoding: loginRecording, as: UTF8.self)
    let version = Array(
      text.replacingOccurrences(of: #""recording": 1"#, with: #""recording": 2"#).utf8)
    let wrong = kbreplay(["a.jsonl"], ["a.jsonl": version])
    #expect(wrong.status == 2)
    #expect(wrong.standardError.hasPrefix("a.jsonl:1:15: error: recording: unknown value \"2\""))
    // A first line with "recording" is a recording whatever the file's name.
    let named = kbreplay(["--format", "json", "session.txt"], ["session.txt": loginRecording])
    let jsonl = kbreplay(["--format", "json", "session.jsonl"], ["session.jsonl": loginRecording])
    #expect(named.status == 0)
    #expect(named.standardOutput == jsonl.standardOutput)
    #expect(named.standardOutput.hasPrefix("{\"event\": 0, "))
  }

  @Test("check counts a recording's views and events; blank lines are skipped")
  func checkAndBlankLines() {
    let text = String(decoding: loginRecording, as: UTF8.self)
    let spaced = Array(text.replacingOccurrences(of: "\n", with: "\n\n  \n").utf8)
    let check = kbreplay(
      ["check", "a.jsonl", "b.jsonl"], ["a.jsonl": loginRecording, "b.jsonl": spaced])
    let script = kbreplay(
      ["check", "a.json"],
      ["a.json": exampleAndRecording("login-form.json").script])
    let counts = script.standardOutput.replacingOccurrences(of: "a.json: ", with: "")
    #expect(check.standardOutput == "a.jsonl: " + counts + "b.jsonl: " + counts)
    let replayA = kbreplay(["--format", "json", "a.jsonl"], ["a.jsonl": loginRecording])
    let replayB = kbreplay(["--format", "json", "a.jsonl"], ["a.jsonl": spaced])
    #expect(replayA == replayB)
  }
}
