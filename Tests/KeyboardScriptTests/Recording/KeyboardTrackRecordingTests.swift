import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// The chat of AVOIDANCE.md §10.16 and §10.21: a message list that lifts (`always`) under a
/// composer that rides the keyboard.
private func chatTree() throws -> ViewTree {
  var tree = ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)))
  var messages = ViewNode(
    id: "messages", kind: .table, frame: Rect(x: 0, y: 47, width: 390, height: 713),
    contentSize: Size(width: 390, height: 3000), contentOffset: Point(x: 0, y: 2287))
  messages.keyboardLift = .always
  try tree.insert(messages, under: "root")
  var composer = ViewNode(id: "composer", frame: Rect(x: 0, y: 760, width: 390, height: 50))
  composer.followsKeyboard = true
  try tree.insert(composer, under: "root")
  try tree.insert(
    ViewNode(id: "input", kind: .textField, frame: Rect(x: 12, y: 8, width: 366, height: 34)),
    under: "composer")
  return tree
}

private let dockedKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)

/// A drag as a host reports it at 120 Hz on a 3x screen: the keyboard's top in thirds of a point
/// from its notified top down to `bottom`, then back up to `back`, a step of `step` thirds per
/// frame.
private func dragTops(down bottom: Double, back: Double, step: Int = 5) -> [Double] {
  let start = Int(dockedKeyboard.minY * 3)
  let down = stride(from: start, through: Int(bottom * 3), by: step).map { Double($0) / 3 }
  let up = stride(from: Int(bottom * 3), through: Int(back * 3), by: -step).map { Double($0) / 3 }
  return down + up
}

/// A chat session with drags: the keyboard shows, the user drags the list and the keyboard down
/// and back up (cancelled: the keyboard comes back), then down again until it hides.
private func dragSession() -> [AvoidanceEvent] {
  var events: [AvoidanceEvent] = [
    .focus("input", caret: nil),
    .keyboard(KeyboardNotification(.keyboardWillShow, frame: dockedKeyboard)),
    .scroll("messages", offset: Point(x: 0, y: 2497)),
  ]
  events += dragTops(down: 700, back: 560).map { .keyboardTrack(top: $0) }
  events.append(.keyboard(KeyboardNotification(.keyboardWillShow, frame: dockedKeyboard)))
  events.append(.scroll("messages", offset: Point(x: 0, y: 2287)))
  events += dragTops(down: 844, back: 844).map { .keyboardTrack(top: $0) }
  events.append(.blur)
  events.append(
    .keyboard(
      KeyboardNotification(.keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 0))))
  return events
}

@Suite("Recording drags")
struct KeyboardTrackRecordingTests {
  @Test(
    "A track's line is the general encoder's bytes, its top exact",
    arguments: [
      600, 612.5, 612.3333333333334, 700.6666666666666, -0.0, 844, 1e-5, -10_000_000, 9_999_999.75,
    ])
  func fastPathWritesTheGeneralBytes(top: Double) throws {
    let tree = try chatTree()
    let fast = RecordingBuffer()
    let general = RecordingBuffer()
    let fastRecorder = ScriptRecorder(tree: tree, writingTo: fast)
    let generalRecorder = ScriptRecorder(tree: tree, writingTo: general)
    fastRecorder.record(AvoidanceEvent.keyboardTrack(top: top))
    generalRecorder.record(ScriptEvent.engine(.keyboardTrack(top: top)))
    try fastRecorder.close()
    try generalRecorder.close()
    #expect(fast.bytes == general.bytes)
    #expect(fastRecorder.eventCount == 1)
    let line = fast.text.split(separator: "\n").last.map(String.init)
    #expect(line?.hasPrefix(#"{"type": "keyboardTrack", "top": "#) == true)
    let script = try Script(decodingRecording: fast.bytes, fileName: "drag.jsonl")
    guard case .engine(.keyboardTrack(let read)) = script.events.first else {
      Issue.record("not a track: \(script.events)")
      return
    }
    #expect(read.bitPattern == top.bitPattern)
  }

  @Test("The line of a track in thirds of a point, as a 3x screen reports it")
  func thirdOfAPointLine() throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(tree: try chatTree(), writingTo: buffer)
    recorder.record(.keyboardTrack(top: 1837.0 / 3))
    #expect(
      buffer.text.split(separator: "\n").last
        == #"{"type": "keyboardTrack", "top": 612.3333333333334}"#
    )
  }

  @Test("A closed or failed recorder records no track")
  func closedRecorderRecordsNoTrack() throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(tree: try chatTree(), writingTo: buffer)
    recorder.record(.keyboardTrack(top: 600))
    try recorder.close()
    let written = buffer.bytes
    recorder.record(.keyboardTrack(top: 700))
    #expect(buffer.bytes == written)
    #expect(recorder.eventCount == 1)
  }

  @Test("Batched: every track of a drag is one line, written in whole batches")
  func batchedTracks() throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(
      tree: try chatTree(), writingTo: buffer, flushing: .batched(lines: 8))
    let tops = dragTops(down: 844, back: 508)
    for top in tops { recorder.record(.keyboardTrack(top: top)) }
    // Whole batches of lines so far, the header the first line of the first; never a partial
    // line.
    #expect(buffer.text.hasSuffix("\n"))
    #expect(buffer.text.split(separator: "\n").count == (1 + tops.count) / 8 * 8)
    try recorder.close()
    let lines = buffer.text.split(separator: "\n")
    #expect(lines.count == 1 + tops.count)
    #expect(recorder.eventCount == tops.count)
  }

  @Test("A recorded drag replays to the effects the engine decided live, event by event")
  func recordedDragReplays() throws {
    let tree = try chatTree()
    var engine = AvoidanceEngine(tree: tree)
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(name: "Chat drag", tree: tree, writingTo: buffer)
    let events = dragSession()
    var live: [[AvoidanceEffect]] = []
    for event in events {
      recorder.record(event)
      live.append(engine.handle(event))
    }
    try recorder.close()
    // One line per event: the header, then each track on its own.
    let lines = buffer.text.split(separator: "\n")
    #expect(lines.count == 1 + events.count)
    let trackCount = events.filter { if case .keyboardTrack = $0 { true } else { false } }.count
    #expect(lines.filter { $0.contains(#""type": "keyboardTrack""#) }.count == trackCount)
    let recording = try Script(decodingRecording: buffer.bytes, fileName: "drag.jsonl")
    #expect(recording.events == events.map { .engine($0) })
    let run = ScriptRunner.run(recording)
    let replayed = run.outcomes.map { outcome -> [AvoidanceEffect] in
      guard case .effects(let effects) = outcome else { return [] }
      return Array(effects)
    }
    #expect(replayed == live)
    // Not vacuous: the drag moved the composer and the list's inset, unanimated, frame by frame.
    var trackEffects: [AvoidanceEffect] = []
    for (event, effects) in zip(events, live) {
      if case .keyboardTrack = event { trackEffects += effects }
    }
    #expect(trackEffects.count > trackCount)
    #expect(trackEffects.allSatisfy { $0.animation == .none })
    #expect(trackEffects.contains { $0.view == "composer" && $0.reason == .follow })
    #expect(trackEffects.contains { $0.view == "messages" && $0.property == .contentInset })
    #expect(!trackEffects.contains { $0.property == .contentOffset })
  }

  @Test(
    "A malformed track line in a recording is exit 2 naming its line, column and path",
    arguments: [
      (
        #"{"type": "keyboardTrack"}"#,
        #"drag.jsonl:3:1: error: events[1]: missing required key "top""#
      ),
      (
        #"{"type": "keyboardTrack", "top": "600"}"#,
        "drag.jsonl:3:34: error: events[1].top: expected a number, found a string"
      ),
      (
        #"{"type": "keyboardTrack", "top": 600, "frame": [0, 600, 390, 244]}"#,
        "drag.jsonl:3:39: error: events[1].frame: unknown key"
      ),
    ])
  func malformedTrackLine(line: String, message: String) throws {
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(tree: try chatTree(), writingTo: buffer)
    recorder.record(.focus("input", caret: nil))
    try recorder.close()
    let bytes = buffer.bytes + Array((line + "\n").utf8)
    let output = ReplayCommand.main(["drag.jsonl"]) { _ in .success(bytes) }
    #expect(output.status == 2)
    #expect(output.standardError == message + "\n")
  }

  @Test("convert turns a recorded drag into a script and back, with identical JSON traces")
  func convertRoundTrips() throws {
    let tree = try chatTree()
    let buffer = RecordingBuffer()
    let recorder = ScriptRecorder(name: "Chat drag", tree: tree, writingTo: buffer)
    for event in dragSession() { recorder.record(event) }
    try recorder.close()
    var files: [String: [UInt8]] = ["drag.jsonl": buffer.bytes]
    let read: (String) -> Result<[UInt8], FileError> = { path in
      files[path].map { .success($0) } ?? .failure(FileError(message: "No such file"))
    }
    let toScript = ReplayCommand.main(["convert", "drag.jsonl", "drag.json"], read: read)
    #expect(toScript.status == 0)
    files["drag.json"] = Array((toScript.file?.contents ?? "").utf8)
    let back = ReplayCommand.main(["convert", "drag.json", "back.jsonl"], read: read)
    #expect(back.status == 0)
    files["back.jsonl"] = Array((back.file?.contents ?? "").utf8)
    // The recording written back from the script is the recording, byte for byte.
    #expect(files["back.jsonl"] == buffer.bytes)
    let traces = ["drag.jsonl", "drag.json", "back.jsonl"].map { name in
      ReplayCommand.main(["--format", "json", name], read: read)
    }
    #expect(traces.allSatisfy { $0.status == 0 && $0.standardError.isEmpty })
    #expect(traces[1].standardOutput == traces[0].standardOutput)
    #expect(traces[2].standardOutput == traces[0].standardOutput)
    #expect(traces[0].standardOutput.contains(#""type": "keyboardTrack", "effects": [{"#))
    // The script holds each track as the recording does.
    let script = try Script(decoding: files["drag.json"] ?? [], fileName: "drag.json")
    let recording = try Script(decodingRecording: buffer.bytes, fileName: "drag.jsonl")
    #expect(script.events == recording.events)
  }
}
