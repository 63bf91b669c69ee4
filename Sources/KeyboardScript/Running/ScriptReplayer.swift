import KeyboardAvoidance

/// Replays a script's events one at a time: the engine, what the last event did, the archive a
/// `terminate` kept, and the counts a summary needs — everything a replay holds besides the
/// event it is given.
///
/// ``ScriptRunner/run(_:explain:)`` and `kbreplay`'s streaming replay both go through
/// ``replay(_:at:appendingTo:locate:)``, so that an event means the same in both.
struct ScriptReplayer {
  /// What one event produced besides its effects.
  struct Step {
    /// Why the engine ignored the event, if it did.
    var diagnostic: AvoidanceDiagnostic?
    /// What preservation set aside while handling the event.
    var warnings: [PreservationWarning] = []
    /// For an expectation, its failures (empty when it held); `nil` for any other event.
    var failures: [ExpectationFailure]?
    /// The numbers behind the event's effects, when the replay explains them.
    var derivation: AvoidanceDerivation?
  }

  /// The engine, after the events replayed so far.
  private(set) var engine: AvoidanceEngine
  /// The screen and settings a `relaunch` starts from.
  private let launchTree: ViewTree
  private let launchSettings: AvoidanceSettings
  /// How many effects the last non-expect event produced.
  private var lastEffectCount = 0
  /// The archive the last `terminate` kept, as JSON text.
  private var archive: String?
  /// How many events, effects, expectations and failed expectations there were so far.
  private(set) var eventCount = 0
  private(set) var effectCount = 0
  private(set) var expectationCount = 0
  private(set) var failedExpectations = 0

  /// Whether the engine records the derivation of each event (`--explain`).
  private let explain: Bool
  /// Whether the replay keeps every event's derivation in ``derivations`` rather than handing
  /// each to its step: the engine then starts each one anew rather than in the storage of the
  /// previous one, which is kept.
  private let keepsDerivations: Bool
  /// The derivation of each event so far, by event index, when the replay keeps them.
  private(set) var derivations = ScriptRun.Derivations()

  /// A replay of events on `tree` with `settings`; with `explain`, each step carries the
  /// derivation of its effects, or with `keepsDerivations` ``derivations`` keeps it.
  init(
    tree: ViewTree, settings: AvoidanceSettings, explain: Bool = false,
    keepsDerivations: Bool = false
  ) {
    engine = AvoidanceEngine(tree: tree, settings: settings)
    engine.recordsDerivations = explain
    engine.reusesDerivationStorage = !keepsDerivations
    launchTree = tree
    launchSettings = settings
    self.explain = explain
    self.keepsDerivations = keepsDerivations
  }

  /// Replays `event`, the script's event `index`, appending its effects to `effects`;
  /// `locate` fills in where a failed expectation's key is.
  @inline(__always)
  mutating func replay(
    _ event: ScriptEvent, at index: Int, appendingTo effects: inout [AvoidanceEffect],
    locate: (inout ExpectationFailure) -> Void
  ) -> Step {
    let start = effects.count
    var step = Step()
    eventCount += 1
    switch event {
    case .engine(let event):
      engine.handle(event, appendingTo: &effects)
      if let diagnostic = engine.diagnostic { step.diagnostic = diagnostic }
      if !engine.warnings.isEmpty { step.warnings = engine.warnings }
      if explain { keepDerivation(at: index, in: &step) }
      lastEffectCount = effects.count - start
    case .expect(let expectation):
      var failures = ScriptRunner.check(
        expectation, at: index, against: engine, lastEffectCount: lastEffectCount)
      for position in failures.indices {
        locate(&failures[position])
      }
      expectationCount += 1
      if !failures.isEmpty { failedExpectations += 1 }
      step.failures = failures
    case .terminate:
      archive = ArchiveJSON.encode(engine.archive())
      lastEffectCount = 0
    case .relaunch(let given):
      engine = AvoidanceEngine(tree: launchTree, settings: launchSettings)
      engine.recordsDerivations = explain
      engine.reusesDerivationStorage = !keepsDerivations
      if let text = given ?? archive {
        do throws(ArchiveJSON.ReadError) {
          effects += engine.restore(from: try ArchiveJSON.decode(text))
          if !engine.warnings.isEmpty { step.warnings = engine.warnings }
        } catch {
          step.warnings = [.unreadableArchive(error.description)]
        }
        if explain { keepDerivation(at: index, in: &step) }
      }
      lastEffectCount = effects.count - start
    }
    effectCount += effects.count - start
    return step
  }

  /// Makes room in ``derivations`` for `count` events' derivations.
  mutating func reserveDerivations(_ count: Int) {
    if explain && keepsDerivations { derivations.reserveCapacity(count) }
  }

  /// Hands the event's derivation to its step, or keeps it.
  private mutating func keepDerivation(at index: Int, in step: inout Step) {
    if keepsDerivations {
      if let derivation = engine.derivation { derivations.keep(derivation, at: index) }
    } else {
      step.derivation = engine.derivation
    }
  }
}
