import KeyboardAvoidance

/// Writes what a running app does as a recording: JSON Lines that `kbreplay` replays and
/// `kbreplay convert` turns into a script (the article "Recording a bug report").
///
/// Create one with the screen and settings the engine starts with, and call it where the host
/// already calls the engine, with the same events. The header and every event become one line
/// each, written with the script format's own encoder:
///
/// ```swift
/// let recorder = try ScriptRecorder(tree: tree, settings: settings, path: "session.jsonl")
/// recorder.record(.focus("email", caret: nil))
/// let effects = engine.handle(.focus("email", caret: nil))
/// try recorder.close()
/// ```
///
/// By default each line is written as it is recorded (``Flushing/everyLine``), so a crash loses
/// at most the line being written; ``Flushing/batched(lines:)`` writes several at a time. A
/// recorder dropped without ``close()`` still writes every whole line it holds. A failed write
/// stops the recording; ``error`` keeps why, and ``close()`` throws it.
public final class ScriptRecorder {
  /// When recorded lines are written to the sink.
  public enum Flushing: Hashable, Sendable {
    /// Each line as soon as it is recorded.
    case everyLine
    /// Lines in batches of the given number (at least 1), and at ``ScriptRecorder/flush()``,
    /// ``ScriptRecorder/close()`` and when the recorder is dropped.
    case batched(lines: Int)
  }

  private let sink: any RecordingSink
  private let batchSize: Int
  /// The lines not written yet.
  private var pending = JSONWriter(exactNumbers: true)
  private var pendingLines = 0
  private var isClosed = false
  /// Whether events are still taken: not closed, and no write failed.
  private var isRecording: Bool { !isClosed && error == nil }
  /// Why the recording stopped, if a write failed.
  public private(set) var error: RecordingError?
  /// How many events were recorded.
  public private(set) var eventCount = 0

  /// A recorder writing to `sink`, starting with the header of a screen `tree` with
  /// `settings`; `name` names the recording.
  public init(
    name: String? = nil, tree: ViewTree, settings: AvoidanceSettings = AvoidanceSettings(),
    writingTo sink: any RecordingSink, flushing: Flushing = .everyLine
  ) {
    self.sink = sink
    switch flushing {
    case .everyLine: batchSize = 1
    case .batched(let lines): batchSize = max(1, lines)
    }
    pending.appendRecordingHeader(name: name, settings: settings, tree: tree)
    endLine()
  }

  /// A recorder writing to the file at `path` (created, or emptied).
  public convenience init(
    name: String? = nil, tree: ViewTree, settings: AvoidanceSettings = AvoidanceSettings(),
    path: String, flushing: Flushing = .everyLine
  ) throws(RecordingError) {
    self.init(
      name: name, tree: tree, settings: settings, writingTo: try RecordingFile(path: path),
      flushing: flushing)
  }

  /// Records an event the host hands the engine.
  ///
  /// A `keyboardTrack(top:)` event — a host sends one per frame while the user drags the
  /// keyboard, up to 120 a second — takes a path of its own: its line, the same bytes as any
  /// event's, is copied from a prefix made once and the top's digits, with no event value built
  /// or matched.
  public func record(_ event: AvoidanceEvent) {
    if case .keyboardTrack(let top) = event { return recordKeyboardTrack(top: top) }
    record(.engine(event))
  }

  /// Records any script event: an engine event, an expectation (so that a recording can become
  /// a test), `terminate` or `relaunch`.
  public func record(_ event: ScriptEvent) {
    guard isRecording else { return }
    eventCount += 1
    // A relaunch's archive as a JSON string: the recorder has no JSON reader to check that it
    // is JSON (the article "Recording a bug report").
    pending.append(event, archives: .string)
    endLine()
  }

  /// Records one frame of a drag: the fast path of `record(_:)` for a track.
  private func recordKeyboardTrack(top: Double) {
    guard isRecording else { return }
    eventCount += 1
    pending.appendKeyboardTrack(top: top)
    endLine()
  }

  /// Writes the lines a batch holds.
  public func flush() {
    guard !pending.bytes.isEmpty, error == nil else { return }
    do {
      try sink.write(pending.bytes)
    } catch {
      self.error = error
    }
    pending.bytes.removeAll(keepingCapacity: true)
    pendingLines = 0
  }

  /// Writes what is left and closes the sink; throws the error that stopped the recording, if
  /// one did. Later calls do nothing.
  public func close() throws(RecordingError) {
    guard !isClosed else { return }
    flush()
    isClosed = true
    do {
      try sink.close()
    } catch {
      if self.error == nil { self.error = error }
    }
    if let error { throw error }
  }

  deinit {
    // A dropped recorder still writes every whole line it holds.
    try? close()
  }

  /// Ends the line just added to `pending` and writes it, or its batch when full.
  private func endLine() {
    pending.append("\n")
    pendingLines += 1
    if pendingLines >= batchSize { flush() }
  }
}
