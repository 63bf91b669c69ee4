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
  /// failures, and with `explain` the numbers behind each event's effects
  /// (``ScriptRun/derivations``).
  ///
  /// - Complexity: Proportional to the number of events times the depth of the focused field.
  public static func run(_ script: Script, explain: Bool = false) -> ScriptRun {
    var replayer = ScriptReplayer(
      tree: script.tree, settings: script.settings, explain: explain, keepsDerivations: true)
    replayer.reserveDerivations(script.events.count)
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
      outcomes: outcomes, diagnostics: diagnostics, warnings: warnings,
      derivations: replayer.derivations, engine: replayer.engine)
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
      // One copy states every expected property: each check writes and compares its own.
      var stated = node
      for check in viewChecks {
        guard check.state(expected, &stated), !isClose(check.key, stated, node) else { continue }
        let viewPath =
          prefix.text + "." + ScriptKey.views.name + renderKey(expected.view.rawValue)
        failures.append(
          ExpectationFailure(
            path: viewPath + "." + check.key.name,
            keys: [ScriptKey.views.name, expected.view.rawValue, check.key.name],
            expected: check.shown(stated), actual: check.shown(node)))
      }
    }
    if let rootShift = expectation.rootShift, !isClose([rootShift], [engine.rootShift]) {
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + ScriptKey.rootShift.name, keys: [ScriptKey.rootShift.name],
          expected: .number(rootShift),
          actual: .number(engine.rootShift)))
    }
    for (position, view) in expectation.visible.enumerated()
    where !engine.isRevealed(view, tolerance: tolerance) {
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + ScriptKey.visible.name + "[\(position)]",
          keys: [ScriptKey.visible.name], element: position,
          expected: .band(engine.band(for: view) ?? Band(top: 0, bottom: 0)),
          actual: .rect(engine.visibilityTarget(for: view) ?? .zero)))
    }
    checkPreservation(expectation, prefix: prefix, against: engine, into: &failures)
    checkNavigation(expectation, prefix: prefix, against: engine, into: &failures)
    if let effects = expectation.effects, effects != lastEffectCount {
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + ScriptKey.effects.name, keys: [ScriptKey.effects.name],
          expected: .count(effects),
          actual: .count(lastEffectCount)))
    }
    return failures
  }

  /// The ways the engine's focus (`focus`) and the focused field's navigation differ from an
  /// expectation (v1.3).
  private static func checkNavigation(
    _ expectation: ScriptExpectation, prefix: EventPath, against engine: AvoidanceEngine,
    into failures: inout [ExpectationFailure]
  ) {
    if let focus = expectation.focus, focus.field != engine.focusedField {
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + ScriptKey.focus.name, keys: [ScriptKey.focus.name],
          expected: .field(focus.field), actual: .field(engine.focusedField)))
    }
    guard let expected = expectation.navigation else { return }
    // The answer keeps what it found in a copy: checking never changes the replayed engine.
    var copy = engine
    let actual = copy.navigation()
    let path = prefix.text + "." + ScriptKey.navigation.name + "."
    for (key, direction, stated, found) in [
      (ScriptKey.previous, FieldNavigation.Direction.previous, expected.previous, actual?.previous),
      (ScriptKey.next, .next, expected.next, actual?.next),
    ] {
      guard let stated, stated.field != found else { continue }
      failures.append(
        ExpectationFailure(
          path: path + key.name, keys: [ScriptKey.navigation.name, key.name],
          expected: .neighbour(stated.field, direction), actual: .neighbour(found, direction)))
    }
    if let returnKey = expected.returnKey, let actual, returnKey != actual.returnKey {
      failures.append(
        ExpectationFailure(
          path: path + ScriptKey.returnKey.name,
          keys: [ScriptKey.navigation.name, ScriptKey.returnKey.name],
          expected: .returnKey(returnKey), actual: .returnKey(actual.returnKey)))
    }
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
            path: prefix.text + "." + ScriptKey.focused.name, keys: [ScriptKey.focused.name],
            expected: .field(expected),
            actual: .field(engine.focusedField)))
      }
    }
    /// Adds a failure for the view `view` under `key` when the values differ.
    func compare(
      _ key: ScriptKey, _ view: ViewID, expected: ExpectationFailure.Value,
      actual: ExpectationFailure.Value
    ) {
      guard expected != actual else { return }
      failures.append(
        ExpectationFailure(
          path: prefix.text + "." + key.name + renderKey(view.rawValue),
          keys: [key.name, view.rawValue], expected: expected, actual: actual))
    }
    for selection in expectation.selections {
      compare(
        .selection, selection.view, expected: .selection(selection.range),
        actual: .selection(engine.tree[selection.view]?.selectedRange))
    }
    for pending in expectation.pending {
      compare(
        .pending, pending.view, expected: .flag(pending.isPending),
        actual: .flag(engine.isPending(pending.view)))
    }
    for anchor in expectation.anchors {
      compare(
        .anchor, anchor.view, expected: .cell(anchor.cell),
        actual: .cell(engine.anchor(of: anchor.view)?.itemID))
    }
  }

  /// One view expectation the runner checks: its key (also the name of the view property it
  /// states, in `ViewNode`'s property table), how it states the property on a copy of the view,
  /// and how a failure shows the value.
  package struct ViewCheck: Sendable {
    /// The expectation's key and the view property's name.
    package var key: ScriptKey
    /// Sets the stated value on a copy of the view; `false` when the expectation states none.
    package var state: @Sendable (ViewExpectation, inout ViewNode) -> Bool
    /// The property's value as a failure shows it.
    package var shown: @Sendable (ViewNode) -> ExpectationFailure.Value
  }

  /// The view expectations, in the order their failures are listed.
  package static let viewChecks: [ViewCheck] = [
    ViewCheck(
      key: .contentOffset,
      state: { expectation, node in
        expectation.contentOffset.map { node.contentOffset = $0 } != nil
      },
      shown: { .point($0.contentOffset) }),
    ViewCheck(
      key: .contentInset,
      state: { expectation, node in
        expectation.contentInset.map { node.contentInset = $0 } != nil
      },
      shown: { .insets($0.contentInset) }),
    ViewCheck(
      key: .indicatorInsets,
      state: { expectation, node in
        expectation.indicatorInsets.map { node.indicatorInsets = $0 } != nil
      },
      shown: { .insets($0.indicatorInsets) }),
    ViewCheck(
      key: .followOffset,
      state: { expectation, node in
        expectation.followOffset.map { node.followOffset = $0 } != nil
      },
      shown: { .number($0.followOffset) }),
  ]

  /// Whether the property named `key` of two views agrees, component by component as the
  /// view's property table compares them, numbers within the tolerance.
  private static func isClose(_ key: ScriptKey, _ expected: ViewNode, _ actual: ViewNode) -> Bool {
    guard let property = ViewNode.property(named: key.name) else { return false }
    return zip(property.components(expected), property.components(actual)).allSatisfy {
      switch ($0.value, $1.value) {
      case (.number(let expected), .number(let actual)): isClose([expected], [actual])
      case (let expected, let actual): expected == actual
      }
    }
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
