import KeyboardAvoidance

/// Replays one file's events as they are decoded and writes its trace as it goes: the events'
/// effects are held one event at a time, failures are located only when an expectation fails.
package struct TraceStream {
  let fileName: String
  let format: TraceFormat
  let quiet: Bool
  /// Whether the trace shows the numbers behind each effect (`--explain`).
  package var explain = false
  /// Whether a text trace names its file before its lines (`== FILE`), as when several files
  /// are replayed: before the first line, or with `quiet`, before the first failure.
  let heading: Bool
  private var replayer = ScriptReplayer(
    tree: ViewTree(windowSize: .zero, root: ViewNode(id: "", frame: .zero)),
    settings: AvoidanceSettings())
  /// The current event's effects; emptied for each event, never shrunk.
  private var effects: [AvoidanceEffect] = []
  private var isHeaded = false

  package init(fileName: String, format: TraceFormat, quiet: Bool, heading: Bool) {
    self.fileName = fileName
    self.format = format
    self.quiet = quiet
    self.heading = heading
  }

  /// How many expectations held and failed so far.
  package var passed: Int { replayer.expectationCount - replayer.failedExpectations }
  package var failed: Int { replayer.failedExpectations }

  /// Starts the replay on `tree` with `settings`.
  package mutating func start(tree: ViewTree, settings: AvoidanceSettings) {
    replayer = ScriptReplayer(tree: tree, settings: settings, explain: explain)
  }

  /// Replays the next event and adds its trace to `trace`, writing the trace to `output` when
  /// it has grown; `locator` makes the locator of the event's keys for a failed expectation.
  @inline(__always)
  package mutating func replay(
    _ event: ScriptEvent, into trace: inout TraceBuffer, output: inout some ReplayOutput,
    locator: () -> SourceLocator
  ) {
    let index = replayer.eventCount
    effects.removeAll(keepingCapacity: true)
    var located: SourceLocator?
    let step = replayer.replay(event, at: index, appendingTo: &effects) { failure in
      var found = located ?? locator()
      failure.locate(in: &found, event: index)
      located = found
    }
    if quiet {
      guard let failures = step.failures, !failures.isEmpty else { return }
    }
    let outcome: ScriptRun.Outcome =
      step.failures.map { .expectation($0) } ?? .effects(effects[...])
    let shown = ShownOutcome(
      index: index, event: event, outcome: outcome, diagnostic: step.diagnostic,
      warnings: step.warnings, derivation: step.derivation)
    switch format {
    case .text:
      if heading, !isHeaded {
        trace.text.append("== \(fileName)\n")
        isHeaded = true
      }
      TextTrace.write(shown, fileName: fileName, into: &trace.text)
    case .json:
      JSONTrace.write(shown, fileName: fileName, into: &trace.json)
    }
    trace.flushIfLarge(to: &output)
  }

  /// Ends the trace: a JSON trace's summary line with the final state.
  package mutating func finish(into trace: inout TraceBuffer) {
    switch format {
    case .text:
      if heading, !quiet, !isHeaded {
        trace.text.append("== \(fileName)\n")
        isHeaded = true
      }
    case .json:
      JSONTrace.writeSummary(
        events: replayer.eventCount, effects: replayer.effectCount,
        expectations: replayer.expectationCount, failed: replayer.failedExpectations,
        engine: replayer.engine, into: &trace.json)
    }
  }
}
