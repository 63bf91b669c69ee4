import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// The spec's login form: a scroll view with one field.
private func loginTree() throws -> ViewTree {
  var tree = ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)))
  try tree.insert(
    ViewNode(
      id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
      contentSize: Size(width: 390, height: 1400)),
    under: "root")
  try tree.insert(
    ViewNode(id: "email", kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44)),
    under: "form")
  return tree
}

private let show = AvoidanceEvent.keyboard(
  KeyboardNotification(.keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336)))

/// The lines of a buffer's text.
private func lines(_ buffer: RecordingBuffer) -> [Substring] {
  buffer.text.split(separator: "\n")
}

@Suite("ScriptRecorder")
struct ScriptRecorderTests {
  @Test("a relaunch's archive is written as a JSON string holding its text, and replays")
  func relaunchArchiveAsString() throws {
    // The login form with every view preserved, and the archive the engine keeps once the email
    // field has focus: JSON, which the recorder writes without reading it.
    var tree = ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(
        id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        restorationIdentifier: "app"))
    try tree.insert(
      ViewNode(
        id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
        contentSize: Size(width: 390, height: 1400), restorationIdentifier: "form"),
      under: "root")
    try tree.insert(
      ViewNode(
        id: "email", kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44),
        restorationIdentifier: "email"),
      under: "form")
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus("email"))
    let archive = ArchiveJSON.encode(engine.archive())
    #expect(archive.hasPrefix("{"))
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(tree: tree, writingTo: buffer)
    recorder.record(.relaunch(archive: archive))
    recorder.record(.expect(ScriptExpectation(focused: .field("email"))))
    try recorder.close()
    let quoted = archive.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    #expect(lines(buffer)[1] == #"{"type": "relaunch", "archive": "\#(quoted)"}"#)
    // Read back as the same text, which restores the focus it saved.
    let script = try Script(decodingRecording: buffer.bytes, fileName: "relaunch.jsonl")
    #expect(script.events.first == .relaunch(archive: archive))
    let run = ScriptRunner.run(script)
    #expect(run.expectationCount == 1)
    #expect(run.failedExpectations == 0)
    #expect(run.warnings.isEmpty)
    // The general encoder, which reads JSON, embeds the same archive as compact JSON.
    let general = script.recordingText().split(separator: "\n")
    #expect(general[1].hasPrefix(#"{"type": "relaunch", "archive": {"version":"#))
  }

  @Test("each event is a line, written as it is recorded; the recording replays")
  func linePerEvent() throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(name: "Login", tree: try loginTree(), writingTo: buffer)
    #expect(lines(buffer).count == 1)
    #expect(buffer.text.hasPrefix(#"{"recording": 1, "name": "Login", "window": "#))
    recorder.record(.focus("email"))
    #expect(lines(buffer).count == 2)
    #expect(lines(buffer).last == #"{"type": "focus", "view": "email"}"#)
    recorder.record(show)
    recorder.record(
      .expect(ScriptExpectation(views: [ViewExpectation(view: "form", contentOffset: [0, 193])])))
    #expect(lines(buffer).count == 4)
    #expect(buffer.text.hasSuffix("\n"))
    try recorder.close()
    #expect(buffer.isClosed)
    #expect(recorder.eventCount == 3)
    let script = try Script(decodingRecording: buffer.bytes, fileName: "login.jsonl")
    #expect(script.name == "Login")
    #expect(script.tree == (try loginTree()))
    #expect(script.events.count == 3)
    let run = ScriptRunner.run(script)
    #expect(run.expectationCount == 1)
    #expect(run.failedExpectations == 0)
  }

  @Test("batched flushes write whole batches; close writes the rest")
  func batched() throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(
      tree: try loginTree(), writingTo: buffer, flushing: .batched(lines: 3))
    // The header waits for its batch.
    #expect(buffer.bytes.isEmpty)
    recorder.record(.focus("email"))
    #expect(buffer.bytes.isEmpty)
    recorder.record(show)
    #expect(lines(buffer).count == 3)
    recorder.record(.blur)
    #expect(lines(buffer).count == 3)
    recorder.flush()
    #expect(lines(buffer).count == 4)
    recorder.record(.blur)
    try recorder.close()
    #expect(lines(buffer).count == 5)
    // After closing, nothing more is written.
    recorder.record(.blur)
    #expect(lines(buffer).count == 5)
  }

  @Test("a recorder dropped without closing has written every whole line")
  func dropped() throws {
    let buffer = RecordingBuffer()
    do {
      let recorder = ScriptRecorder(
        tree: try loginTree(), writingTo: buffer, flushing: .batched(lines: 100))
      recorder.record(.focus("email"))
      recorder.record(show)
      #expect(buffer.bytes.isEmpty)
    }
    #expect(lines(buffer).count == 3)
    #expect(buffer.isClosed)
    let script = try Script(decodingRecording: buffer.bytes, fileName: "a.jsonl")
    #expect(script.events == [.engine(.focus("email")), .engine(show)])
  }

  @Test("a file recording is on disk line by line, and kbreplay's reader reads it")
  func file() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("recorder-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try ScriptRecorder(tree: try loginTree(), path: path)
    recorder.record(.focus("email"))
    // Written before closing: a crash now would keep both lines.
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.split(separator: "\n").count == 2)
    try recorder.close()
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let script = try Script(decodingRecording: bytes, fileName: path)
    #expect(script.events == [.engine(.focus("email"))])
  }

  @Test("a file that cannot be created is an error naming it")
  func unwritable() throws {
    let path = "/nonexistent-folder/a.jsonl"
    #expect(throws: RecordingError(path: path, message: "No such file or directory")) {
      _ = try ScriptRecorder(tree: try loginTree(), path: path)
    }
  }

  @Test("a failed write stops the recording and close throws it")
  func failedWrite() throws {
    final class FullDisk: RecordingSink {
      var writes = 0
      func write(_ bytes: [UInt8]) throws(RecordingError) {
        writes += 1
        if writes > 1 { throw RecordingError(path: "disk", message: "No space left on device") }
      }
      func close() throws(RecordingError) {}
    }
    let sink = FullDisk()
    let recorder = ScriptRecorder(tree: try loginTree(), writingTo: sink)
    recorder.record(.focus("email"))
    recorder.record(.blur)
    #expect(sink.writes == 2)
    #expect(recorder.error?.message == "No space left on device")
    // The header went out; the focus's line failed, and the blur after it was dropped.
    #expect(recorder.eventCount == 1)
    // After the failure, events are neither counted nor written.
    recorder.record(.focus("email"))
    #expect(recorder.eventCount == 1)
    #expect(sink.writes == 2)
    #expect(throws: RecordingError.self) { try recorder.close() }
  }
}

extension Reliability {
  /// Random sessions fed to an engine and a recorder side by side: the recording replays to the
  /// effects the engine decided live, event by event, and to the same JSON trace as the session
  /// as a script.
  @Suite("Recorded sessions")
  struct RecordedSessionTests {
    static let cases = 400

    @Test(
      "a random session and its recording replay to the same trace",
      arguments: [false, true])
    func recordedSessions(drags: Bool) throws {
      var checkedEffects = 0
      var tracks = 0
      for index in 0..<Self.cases {
        let seed = PropertyRandom.caseSeed(
          base: PropertyCase.baseSeed ^ (drags ? 0xD8A6 : 0x5EC0), index: index)
        // With drags (v1.4): chats and button bars whose keyboard is dragged, every track
        // recorded on the recorder's own path.
        let session = PropertyCase.script(seed: seed, keyboardLayout: drags, drags: drags)
        tracks += session.events.filter { $0.type == "keyboardTrack" }.count
        var engine = AvoidanceEngine(tree: session.tree, settings: session.settings)
        let buffer = RecordingBuffer()
        let recorder = ScriptRecorder(
          name: session.name, tree: session.tree, settings: session.settings, writingTo: buffer)
        var live: [[AvoidanceEffect]] = []
        for event in session.events {
          guard case .engine(let event) = event else { continue }
          recorder.record(event)
          live.append(engine.handle(event))
        }
        try recorder.close()
        let recording = try Script(decodingRecording: buffer.bytes, fileName: "case.jsonl")
        let run = ScriptRunner.run(recording)
        let replayed = run.outcomes.map { outcome -> [AvoidanceEffect] in
          guard case .effects(let effects) = outcome else { return [] }
          return Array(effects)
        }
        #expect(replayed == live, "seed \(PropertyCase.hex(seed))")
        checkedEffects += live.joined().count
        // Named without `.jsonl`: the header's `"recording"` tells the forms apart.
        let traces = ReplayCommand.main(["--format", "json", "case"]) { _ in
          .success(Array(session.recordingText().utf8))
        }
        let script = ReplayCommand.main(["--format", "json", "case"]) { _ in
          .success(Array(session.jsonText().utf8))
        }
        #expect(traces == script, "seed \(PropertyCase.hex(seed))")
      }
      // Not vacuous: the sessions made the engine decide, and dragged the keyboard.
      #expect(checkedEffects > Self.cases)
      #expect(drags ? tracks > Self.cases : tracks == 0)
    }
  }
}
