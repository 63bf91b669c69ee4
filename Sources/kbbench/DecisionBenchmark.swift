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
///
/// With ``explains``, each screen has a second engine that records no derivations, and every
/// cycle is timed on both, in alternating order from one cycle to the next: the derivations'
/// cost is read as a ratio of two distributions measured in the same run, under the same noise,
/// rather than from two runs minutes apart. Whole cycles alternate, not single events, so that
/// each decision follows the same decision on its own engine as in a run without `--explain`,
/// not the same event on the other engine (which warms the caches and branch history for it:
/// alternating by event made the recording engine's median about 15 % faster than in its own
/// run, the plain one's not at all).
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
    /// With ``DecisionBenchmark/explains``, the same targeted decisions by the engine that
    /// records no derivations, timed alternately with ``all``; `nil` otherwise.
    var plain: Percentiles?

    /// The targeted decisions' p99 with derivations over their p99 without, in the same run;
    /// `nil` without ``plain``.
    var explainedOverPlainP99: Double? {
      guard let plain, plain.p99 > 0 else { return nil }
      return Double(all.p99) / Double(plain.p99)
    }

    /// The same ratio at the median.
    var explainedOverPlainP50: Double? {
      guard let plain, plain.p50 > 0 else { return nil }
      return Double(all.p50) / Double(plain.p50)
    }
  }

  /// Cycles each screen runs before timing starts.
  var warmUpCycles = 1_000
  /// Rounds in which the screens take turns.
  var rounds = 10
  /// Cycles each screen runs per round; with five targeted events per cycle (and one cheap
  /// focus with the keyboard down), 10 × 600 × 5 = 30,000 targeted samples per screen.
  var cyclesPerRound = 600
  /// Whether the engines record their derivations (`kbbench --explain`), each timed beside an
  /// engine that does not.
  var explains = false

  /// Times every screen's decisions; adds the number of effects to `sink`.
  func run(_ screens: [Screen], sink: inout Int) -> [Result] {
    var engines = screens.map { screen in
      var engine = AvoidanceEngine(tree: screen.tree)
      engine.recordsDerivations = explains
      return engine
    }
    // The engines without derivations that `explains` compares against; none otherwise.
    var plainEngines = explains ? screens.map { AvoidanceEngine(tree: $0.tree) } : []
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
    var plainSamples = screens.map { _ in
      var samples: [Int64] = []
      samples.reserveCapacity(explains ? samplesPerKind * kinds.count : 0)
      return samples
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
      if explains {
        for cycle in 0..<(warmUpCycles + cycles[index].count) {
          for event in cycles[index][cycle % cycles[index].count] {
            sink &+= plainEngines[index].handle(event.event).count
          }
        }
      }
    }
    let kindIndex = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
    for _ in 0..<rounds {
      for index in screens.indices {
        for cycle in 0..<cyclesPerRound {
          let events = cycles[index][cycle % cycles[index].count]
          // With a plain engine, it runs the same cycle, first in every other cycle.
          if explains && cycle % 2 == 0 {
            Self.time(events, on: &plainEngines[index], into: &plainSamples[index], sink: &sink)
          }
          for event in events {
            samples[index][kindIndex[event.kind] ?? 0].append(
              Self.time(event, on: &engines[index], sink: &sink))
          }
          if explains && cycle % 2 == 1 {
            Self.time(events, on: &plainEngines[index], into: &plainSamples[index], sink: &sink)
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
        effectsPerCycle: effectsPerCycle[index],
        plain: explains ? Percentiles(plainSamples[index]) : nil)
    }
  }

  /// Times a cycle's decisions on `engine`, appending the targeted ones to `samples`.
  private static func time(
    _ events: [CycleEvent], on engine: inout AvoidanceEngine, into samples: inout [Int64],
    sink: inout Int
  ) {
    for event in events {
      let nanoseconds = time(event, on: &engine, sink: &sink)
      if event.kind.isTargeted { samples.append(nanoseconds) }
    }
  }

  /// Times one decision of `engine`, in nanoseconds; adds its number of effects to `sink`.
  @inline(__always)
  private static func time(
    _ event: CycleEvent, on engine: inout AvoidanceEngine, sink: inout Int
  ) -> Int64 {
    let start = Stopwatch.now()
    let effects = engine.handle(event.event)
    let end = Stopwatch.now()
    sink &+= effects.count
    return Stopwatch.nanoseconds(from: start, to: end)
  }
}
