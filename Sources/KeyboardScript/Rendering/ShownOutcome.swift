import KeyboardAvoidance

/// An event a trace shows: its index in the script, the event, and what it produced.
struct ShownOutcome {
  var index: Int
  var event: ScriptEvent
  var outcome: ScriptRun.Outcome
  /// Why the engine ignored the event, if it did.
  var diagnostic: AvoidanceDiagnostic?
  /// What preservation set aside while handling the event.
  var warnings: [PreservationWarning] = []
  /// The numbers behind the effects, when the run explains them.
  var derivation: AvoidanceDerivation?

  /// The events a trace of `run` shows, in order: all of them, or with `quiet` only the
  /// expectations that failed.
  static func all(in script: Script, _ run: ScriptRun, quiet: Bool) -> [ShownOutcome] {
    zip(script.events, run.outcomes).enumerated().compactMap { index, pair in
      let (event, outcome) = pair
      if quiet {
        guard case .expectation(let failures) = outcome, !failures.isEmpty else { return nil }
      }
      return ShownOutcome(
        index: index, event: event, outcome: outcome, diagnostic: run.diagnostics[index],
        warnings: run.warnings[index] ?? [], derivation: run.derivations[index])
    }
  }
}
