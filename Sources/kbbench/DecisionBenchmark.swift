import KeyboardAvoidance

/// Measures how long the engine takes to decide one event, on screens of different sizes.
///
/// Each screen gets its own engine, which replays ``EventCycle/decisions(for:)`` with the
/// screen's field pairs in turn. Every `handle(_:)` call is timed on its own, between two
/// ``Stopwatch`` readings: the clock has nanosecond resolution and costs a few tens of
/// nanoseconds, small against a decision, so no batching is needed. That reading overhead is
/// included in every sample (reported separately, not subtracted), which errs on the slow side.
///
/// After a warm-up, the screens take turns in rounds, so that bursts of noise from other work
/// on a shared machine spread over all sizes alike instead of hitting one of them. The effects
/// each call returns are counted into a sink the report prints, so no call can be optimized
/// away.
struct DecisionBenchmark {
  /// The timings of one screen.
  struct Result {
    /// The screen's name.
    var screen: String
    /// The number of views on the screen.
    var viewCount: Int
    /// The depth of the focused fields.
    var fieldDepth: Int
    /// The timed decisions of the kinds that count towards the targets
    /// (``DecisionKind/isTargeted``), in nanoseconds.
    var all: Percentiles
    /// The decisions of each kind, in nanoseconds.
    var byKind: [DecisionKind: Percentiles]
    /// The effects one cycle through every field pair produces; equal at every size of the
    /// standard screens, since their extra views are off the focused chains.
    var effectsPerCycle: Int
  }

  /// Cycles each screen runs before timing starts.
  var warmUpCycles = 1_000
  /// Rounds in which the screens take turns.
  var rounds = 10
  /// Cycles each screen runs per round; with five targeted events per cycle (and one cheap
  /// focus with the keyboard down), 10 × 600 × 5 = 30,000 targeted samples per screen.
  var cyclesPerRound = 600
  /// Whether the engines record their derivations (`kbbench --explain`).
  var explains = false

  /// Times every screen's decisions; adds the number of effects to `sink`.
  func run(_ screens: [Screen], sink: inout Int) -> [Result] {
    var engines = screens.map { screen in
      var engine = AvoidanceEngine(tree: screen.tree)
      engine.recordsDerivations = explains
      return engine
    }
    let cycles = screens.map { screen in screen.fieldPairs.map(EventCycle.decisions(for:)) }
    let kinds = DecisionKind.allCases
    let samplesPerKind = rounds * cyclesPerRound * (cycles.first?.first?.count ?? 0)
    var samples = screens.map { _ in
      kinds.map { _ in
        var samples: [Int64] = []
        samples.reserveCapacity(samplesPerKind)
        return samples
      }
    }
    var effectsPerCycle: [Int] = []
    for index in screens.indices {
      var effects = 0
      for cycle in cycles[index] {
        for event in cycle { effects += engines[index].handle(event.event).count }
      }
      effectsPerCycle.append(effects)
      for cycle in 0..<warmUpCycles {
        for event in cycles[index][cycle % cycles[index].count] {
          sink &+= engines[index].handle(event.event).count
        }
      }
    }
    let kindIndex = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
    for _ in 0..<rounds {
      for index in screens.indices {
        for cycle in 0..<cyclesPerRound {
          for event in cycles[index][cycle % cycles[index].count] {
            let start = Stopwatch.now()
            let effects = engines[index].handle(event.event)
            let end = Stopwatch.now()
            sink &+= effects.count
            samples[index][kindIndex[event.kind] ?? 0].append(
              Stopwatch.nanoseconds(from: start, to: end))
          }
        }
      }
    }
    return screens.indices.map { index in
      Result(
        screen: screens[index].name, viewCount: screens[index].tree.count,
        fieldDepth: screens[index].fieldDepth,
        all: Percentiles(
          kinds.indices.filter { kinds[$0].isTargeted }.flatMap { samples[index][$0] }),
        byKind: Dictionary(
          uniqueKeysWithValues: kinds.enumerated().map { ($1, Percentiles(samples[index][$0])) }),
        effectsPerCycle: effectsPerCycle[index])
    }
  }
}
