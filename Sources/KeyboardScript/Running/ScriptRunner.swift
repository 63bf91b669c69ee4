import KeyboardAvoidance

/// Replays a ``Script`` through the engine and checks its expectations.
///
/// ```swift
/// let run = ScriptRunner.run(script)
/// print(run.failedExpectations)  // 0
/// ```
public enum ScriptRunner {
  /// The tolerance expectations compare numbers with.
  public static let tolerance = 0.01

  /// Replays every event in order, recording each event's effects and each expectation's
  /// failures.
  ///
  /// - Complexity: Proportional to the number of events times the depth of the focused field.
  public static func run(_ script: Script) -> ScriptRun {
    var replayer = ScriptReplayer(tree: script.tree, settings: script.settings)
    var outcomes: [ScriptRun.Outcome] = []
    outcomes.reserveCapacity(script.events.count)
    // Every event's effects go to one list, and where each event's effects end in it.
    var effects: [AvoidanceEffect] = []
    effects.reserveCapacity(script.events.count)
    var ends: [Int] = []
    ends.reserveCapacity(script.events.count)
    var locator = SourceLocator(source: script.source)
    var diagnostics: [Int: AvoidanceDiagnostic] = [:]
    var warnings: [Int: [PreservationWarning]] = [:]
    for index in script.events.indices {
      let step = replayer.replay(script.events[index], at: index, appendingTo: &effects) {
        $0.locate(in: &locator, event: index)
      }
      if let diagnostic = step.diagnostic { diagnostics[index] = diagnostic }
      if !step.warnings.isEmpty { warnings[index] = step.warnings }
      outcomes.append(step.failures.map { .expectation($0) } ?? .effects([]))
      ends.append(effects.count)
    }
    // The list is complete: the events' outcomes can now share it without copying it.
    var start = 0
    for index in outcomes.indices {
      if case .effects = outcomes[index] {
        outcomes[index] = .effects(effects[start..<ends[index]])
      }
      start = ends[index]
    }
    return ScriptRun(
      outcomes: outcomes, diagnostics: diagnostics, warnings: warnings, engine: replayer.engine)
  }

  /// The ways the engine's state differs from an expectation, in the order the script lists
  /// them.
  static func check(
    _ expectation: ScriptExpectation, at index: Int, against engine: AvoidanceEngine,
    lastEffectCount: Int
  ) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    // The path's start, written out only for a failure.
    let prefix = EventPath(index: index)
    for expected in expectation.views {
      guard let node = engine.tree[expected.view] else { continue }
      let viewPath = prefix.text + ".views" + renderKey(expected.view.rawValue)
      if let offset = expected.contentOffset,
        !isClose([offset.x, offset.y], [node.contentOffset.x, node.contentOffset.y])
      {
        failures.append(
          ExpectationFailure(
            path: viewPath + ".contentOffset",
            keys: ["views", expected.view.rawValue, "contentOffset"],
            expected: .point(offset), actual: .point(node.contentOffset)))
      }
      if let inset = expected.contentInset, !isClose(inset, node.contentInset) {
        failures.append(
          ExpectationFailure(
            path: viewPath + ".contentInset",
            keys: ["views", expected.view.rawValue, "contentInset"],
            expected: .insets(inset), actual: .insets(node.contentInset)))
      }
      if let inset = expected.indicatorInsets, !isClose(inset, node.indicatorInsets) {
        failures.append(
          ExpectationFailure(
            path: viewPath + ".indicatorInsets",
            keys: ["views", expected.view.rawValue, "indicatorInsets"], expected: .insets(inset),
            actual: .insets(node.indicatorInsets)))
      }
    }
    if let rootShift = expectation.rootShift, !isClose([rootShift], [engine.rootShift]) {
      failures.append(
        ExpectationFailure(
          path: prefix.text + ".rootShift", keys: ["rootShift"], expected: .number(rootShift),
          actual: .number(engine.rootShift)))
    }
    for (position, view) in expectation.visible.enumerated()
    where !engine.isRevealed(view, tolerance: tolerance) {
      failures.append(
        ExpectationFailure(
          path: prefix.text + ".visible[\(position)]", keys: ["visible"], element: position,
          expected: .band(engine.band(for: view) ?? Band(top: 0, bottom: 0)),
          actual: .rect(engine.visibilityTarget(for: view) ?? .zero)))
    }
    checkPreservation(expectation, prefix: prefix, against: engine, into: &failures)
    if let effects = expectation.effects, effects != lastEffectCount {
      failures.append(
        ExpectationFailure(
          path: prefix.text + ".effects", keys: ["effects"], expected: .count(effects),
          actual: .count(lastEffectCount)))
    }
    return failures
  }

  /// The ways the engine's focus, selections, pending restores and anchors differ from an
  /// expectation.
  private static func checkPreservation(
    _ expectation: ScriptExpectation, prefix: EventPath, against engine: AvoidanceEngine,
    into failures: inout [ExpectationFailure]
  ) {
    if let focused = expectation.focused {
      let expected: ViewID? =
        switch focused {
        case .nothing: nil
        case .field(let id): id
        }
      if expected != engine.focusedField {
        failures.append(
          ExpectationFailure(
            path: prefix.text + ".focused", keys: ["focused"], expected: .field(expected),
            actual: .field(engine.focusedField)))
      }
    }
    /// Adds a failure for the view `view` under `key` when the values differ.
    func compare(
      _ key: String, _ view: ViewID, expected: ExpectationFailure.Value,
      actual: ExpectationFailure.Value
    ) {
      guard expected != actual else { return }
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + key + renderKey(view.rawValue), keys: [key, view.rawValue],
          expected: expected, actual: actual))
    }
    for selection in expectation.selections {
      compare(
        "selection", selection.view, expected: .selection(selection.range),
        actual: .selection(engine.tree[selection.view]?.selectedRange))
    }
    for pending in expectation.pending {
      compare(
        "pending", pending.view, expected: .flag(pending.isPending),
        actual: .flag(engine.isPending(pending.view)))
    }
    for anchor in expectation.anchors {
      compare(
        "anchor", anchor.view, expected: .cell(anchor.cell),
        actual: .cell(engine.anchor(of: anchor.view)?.itemID))
    }
  }

  private static func isClose(_ expected: Insets, _ actual: Insets) -> Bool {
    isClose(
      [expected.top, expected.left, expected.bottom, expected.right],
      [actual.top, actual.left, actual.bottom, actual.right])
  }

  private static func isClose(_ expected: [Double], _ actual: [Double]) -> Bool {
    zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance }
  }
}

/// The JSON path of an event, `events[N]`, written out only when a failure needs it.
struct EventPath {
  var index: Int

  /// `events[N]`.
  var text: String { "events[\(index)]" }
}
