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
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    var outcomes: [ScriptRun.Outcome] = []
    outcomes.reserveCapacity(script.events.count)
    // Every event's effects go to one list, and where each event's effects end in it.
    var effects: [AvoidanceEffect] = []
    effects.reserveCapacity(script.events.count)
    var ends: [Int] = []
    ends.reserveCapacity(script.events.count)
    var lastEffectCount = 0
    var locator = SourceLocator(source: script.source)
    var diagnostics: [Int: AvoidanceDiagnostic] = [:]
    for index in script.events.indices {
      if let event = script.events[index].engineEvent {
        let start = effects.count
        engine.handle(event, appendingTo: &effects)
        if let diagnostic = engine.diagnostic { diagnostics[index] = diagnostic }
        lastEffectCount = effects.count - start
        outcomes.append(.effects([]))
      } else if case .expect(let expectation) = script.events[index] {
        var failures = check(
          expectation, at: index, against: engine, lastEffectCount: lastEffectCount)
        for position in failures.indices {
          failures[position].locate(in: &locator, event: index)
        }
        outcomes.append(.expectation(failures))
      }
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
    return ScriptRun(outcomes: outcomes, diagnostics: diagnostics, engine: engine)
  }

  /// The ways the engine's state differs from an expectation, in the order the script lists
  /// them.
  static func check(
    _ expectation: ScriptExpectation, at index: Int, against engine: AvoidanceEngine,
    lastEffectCount: Int
  ) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    let prefix = "events[\(index)]"
    for expected in expectation.views {
      guard let node = engine.tree[expected.view] else { continue }
      let viewPath = prefix + ".views" + renderKey(expected.view.rawValue)
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
          path: prefix + ".rootShift", keys: ["rootShift"], expected: .number(rootShift),
          actual: .number(engine.rootShift)))
    }
    for (position, view) in expectation.visible.enumerated()
    where !engine.isRevealed(view, tolerance: tolerance) {
      failures.append(
        ExpectationFailure(
          path: prefix + ".visible[\(position)]", keys: ["visible"], element: position,
          expected: .band(engine.band(for: view) ?? Band(top: 0, bottom: 0)),
          actual: .rect(engine.visibilityTarget(for: view) ?? .zero)))
    }
    if let effects = expectation.effects, effects != lastEffectCount {
      failures.append(
        ExpectationFailure(
          path: prefix + ".effects", keys: ["effects"], expected: .count(effects),
          actual: .count(lastEffectCount)))
    }
    return failures
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
