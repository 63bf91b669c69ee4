import Foundation
import KeyboardAvoidance
import KeyboardScript

extension AvoidanceTestStore {
  /// Creates a store from a recording or a script — JSON Lines or JSON, told apart as `kbreplay`
  /// tells them (a `.jsonl` name, or a first line with `"recording"`): its screen and settings,
  /// with its events replayed, so that a session captured with `ScriptRecorder` becomes a test
  /// that goes on from where the session ended.
  ///
  /// ```swift
  /// let bug = Bundle.module.url(forResource: "bug", withExtension: "jsonl")!
  /// var store = try AvoidanceTestStore(replaying: bug)
  /// store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
  /// store.assertRestored()
  /// ```
  ///
  /// The events' expectations are checked, and each failed one fails at the call site with its
  /// `file:line:column`. A later failed step writes its scenario as a script, as always, with
  /// the replayed events first.
  ///
  /// A recording's torn last line (an app that crashed mid-line) is left out, and reported as
  /// a warning at the call site (an issue with a comment that does not fail the test), worded
  /// as `kbreplay` words it: `bug.jsonl:9: warning: the recording ends in an incomplete line
  /// (12 bytes), ignored`.
  ///
  /// - Throws: `ScriptError` when the file is not a usable script or recording, or the error
  ///   reading it.
  public init(
    replaying url: URL, tolerance: Double = 0.01, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let bytes = Array(try Data(contentsOf: url))
    try self.init(
      replaying: bytes, fileName: url.lastPathComponent, tolerance: tolerance, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Creates a store from the bytes of a recording or a script named `fileName`; see
  /// ``init(replaying:tolerance:fileID:filePath:line:column:)``.
  public init(
    replaying bytes: [UInt8], fileName: String, tolerance: Double = 0.01,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(ScriptError) {
    let script: Script
    var tornLine: String?
    if Script.isRecording(bytes.prefix(1 << 16), fileName: fileName) {
      var reader = try RecordingReader(fileName: fileName, reader: ByteReader(bytes: bytes))
      var decoded = try reader.script()
      decoded.source = bytes
      script = decoded
      tornLine = reader.warning
    } else {
      script = try Script(decoding: bytes, fileName: fileName)
    }
    self.init(script.tree, settings: script.settings, tolerance: tolerance)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // A recording cut short by a crash: its whole lines are replayed, and the test is told, as
    // kbreplay tells its user, without failing.
    if let tornLine { reportWarning(tornLine, at: site) }
    let run = ScriptRunner.run(script)
    var restarted = false
    for (event, outcome) in zip(script.events, run.outcomes) {
      sent.append(event)
      switch (event, outcome) {
      case (.engine(let event), _):
        let wasDocked = engine.keyboardPlacement == .docked
        let before = engine.tree
        let effects = engine.handle(event)
        record(event, effects: effects)
        if !wasDocked && engine.keyboardPlacement == .docked { beforeKeyboard = before }
      case (.expect, .expectation(let failures)):
        for failure in failures {
          let location = failure.line.map { "\(fileName):\($0):\(failure.column ?? 1): " } ?? ""
          reportFailure(
            "\(location)\(failure.path): expected \(TextTrace.text(failure.expected)), found "
              + TextTrace.text(failure.actual),
            at: site)
        }
      case (.terminate, _), (.relaunch, _):
        restarted = true
      case (.expect, .effects):
        continue
      }
    }
    // An app terminated and launched again: the runner's engine is the one to go on from.
    if restarted {
      engine = run.engine
      beforeKeyboard = nil
    }
  }
}
