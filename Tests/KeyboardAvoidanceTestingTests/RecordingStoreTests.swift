import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardScript
import Testing

/// A phone form: a scroll view with a field at content y 600.
private func formScreen() throws -> ViewTree {
  try ViewTree(
    windowSize: [390, 844],
    root: ViewNode(id: "root", frame: [0, 0, 390, 844], safeAreaInsets: [47, 0, 34, 0]),
    children: [
      ViewTree.Branch(
        ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]),
        children: [
          ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
        ])
    ])
}

/// A captured session: the field focused and the keyboard shown, with an expectation.
private func capturedSession(expecting offset: Double = 193) throws -> RecordingBuffer {
  let buffer = RecordingBuffer()
  let recorder = ScriptRecorder(name: "bug", tree: try formScreen(), writingTo: buffer)
  recorder.record(.focus("email"))
  recorder.record(
    .keyboard(KeyboardNotification(.keyboardWillShow, frame: [0, 508, 390, 336])))
  recorder.record(
    .expect(ScriptExpectation(views: [ViewExpectation(view: "form", contentOffset: [0, offset])])))
  try recorder.close()
  return buffer
}

@Suite("The test store from a recording")
struct RecordingStoreTests {
  @Test("a captured session becomes a test that goes on where the session ended")
  func fromRecording() throws {
    let buffer = try capturedSession()
    var store = try AvoidanceTestStore(replaying: buffer.bytes, fileName: "bug.jsonl")
    #expect(store.screen["form"]?.contentOffset.y == 193)
    #expect(store.trace.hasPrefix("#0 focus email\n#1 keyboardWillShow"))
    store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }

  @Test("a script starts a store the same way")
  func fromScript() throws {
    let script = try Script(decodingRecording: try capturedSession().bytes, fileName: "bug.jsonl")
    let store = try AvoidanceTestStore(
      replaying: Array(script.jsonText().utf8), fileName: "bug.json")
    #expect(store.screen["form"]?.contentOffset.y == 193)
  }

  @Test("a failed expectation of the recording fails at the call site, naming its line")
  func failedExpectation() throws {
    let buffer = try capturedSession(expecting: 100)
    withKnownIssue {
      #expect(
        (try? AvoidanceTestStore(replaying: buffer.bytes, fileName: "bug.jsonl")) != nil,
        "decoded")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("bug.jsonl:4:")
          && $0.rawValue.contains("events[2].views.form.contentOffset: expected")
      }
    }
  }

  @Test("a later failure still writes a script, with the recorded events first")
  func failureScriptStaysAScript() throws {
    var store = try AvoidanceTestStore(
      replaying: try capturedSession().bytes, fileName: "bug.jsonl")
    withKnownIssue {
      store.send(.keyboardWillHide())
    }
    let scenario = try #require(store.lastScenario)
    #expect(scenario.pathExtension == "json")
    let bytes = Array(try Data(contentsOf: scenario))
    let script = try Script(decoding: bytes, fileName: scenario.lastPathComponent)
    #expect(script.events.count == 5)
    #expect(script.events.first == .engine(.focus("email")))
  }

  @Test("a torn last line is a warning at the call site, worded as kbreplay words it")
  func tornLastLine() throws {
    let whole = try capturedSession().bytes
    let torn = whole + Array(#"{"type": "blur""#.utf8)
    try withKnownIssue {
      let store = try AvoidanceTestStore(replaying: torn, fileName: "bug.jsonl")
      #expect(store.screen["form"]?.contentOffset.y == 193)
    } matching: { issue in
      issue.severity == .warning && !issue.isFailure
        && issue.comments.contains {
          $0.rawValue
            == "bug.jsonl:5: warning: the recording ends in an incomplete line (15 bytes), ignored"
        }
    }
    // A whole recording warns of nothing.
    let store = try AvoidanceTestStore(replaying: whole, fileName: "bug.jsonl")
    #expect(store.screen["form"]?.contentOffset.y == 193)
  }

  @Test("an unusable recording is a script error naming its line")
  func unusable() throws {
    var bytes = try capturedSession().bytes
    bytes += Array(#"{"type": "focus", "view": "nowhere"}"#.utf8) + [0x0A]
    #expect(throws: ScriptError.self) {
      _ = try AvoidanceTestStore(replaying: bytes, fileName: "bug.jsonl")
    }
  }
}
