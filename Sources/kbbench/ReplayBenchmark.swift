import KeyboardAvoidance
import KeyboardScript

/// Measures replay throughput: a pre-decoded script of many events through
/// ``KeyboardScript/ScriptRunner/run(_:explain:)``, which creates the engine, hands it every event
/// and records every event's effects.
///
/// The script repeats ``EventCycle/replay(for:dragging:)`` over the screen's field pairs. One
/// untimed run warms up; each timed run is one `run` call between two clock readings (the
/// result is released after the second reading). The median run is reported.
///
/// With ``explains``, each timed run that records derivations is paired with one that does not,
/// in alternating order, and the pairs' ratio is reported beside the rates.
struct ReplayBenchmark {
  /// The throughput of the runs.
  struct Result {
    /// The screen the script's tree is.
    var screen: String
    /// Events per run.
    var eventCount: Int
    /// Effects per run.
    var effectCount: Int
    /// Events per second of each timed run, ascending.
    var eventsPerSecond: [Double]

    /// With ``ReplayBenchmark/explains``, each pair's events per second with derivations over
    /// those without, ascending; empty otherwise.
    var explainedOverPlain: [Double] = []

    /// The median run's events per second.
    var medianEventsPerSecond: Double {
      eventsPerSecond.isEmpty ? 0 : eventsPerSecond[eventsPerSecond.count / 2]
    }

    /// The median pair's ratio of events per second with derivations to without; `nil`
    /// without pairs.
    var medianExplainedOverPlain: Double? {
      explainedOverPlain.isEmpty ? nil : explainedOverPlain[explainedOverPlain.count / 2]
    }
  }

  /// Events in the script.
  var eventCount = 100_000
  /// Timed runs.
  var repetitions = 7
  /// Whether the replay records derivations (`kbbench --explain`).
  var explains = false

  /// A script of ``eventCount`` events on `screen`.
  func script(for screen: Screen) -> Script {
    let cycles = screen.fieldPairs.map {
      EventCycle.replay(for: $0, dragging: screen.mainScroll)
    }
    var events: [ScriptEvent] = []
    events.reserveCapacity(eventCount)
    var cycle = 0
    while events.count < eventCount {
      events.append(contentsOf: cycles[cycle % cycles.count].prefix(eventCount - events.count))
      cycle += 1
    }
    return Script(name: "replay", fileName: "replay.json", tree: screen.tree, events: events)
  }

  /// Replays the script for `screen`; adds the effect counts to `sink`.
  func run(on screen: Screen, sink: inout Int) -> Result {
    let script = script(for: screen)
    let warmUp = ScriptRunner.run(script, explain: explains)
    let effectCount = warmUp.effectCount
    sink &+= effectCount
    if explains { sink &+= ScriptRunner.run(script, explain: false).effectCount }
    var rates: [Double] = []
    var ratios: [Double] = []
    for repetition in 0..<repetitions {
      // With derivations, a plain run is paired with each, first in every other pair.
      let plainFirst = explains && repetition % 2 == 0
      var plainRate = 0.0
      if plainFirst { plainRate = Self.rate(script, explain: false, sink: &sink) }
      let rate = Self.rate(script, explain: explains, sink: &sink)
      if explains && !plainFirst { plainRate = Self.rate(script, explain: false, sink: &sink) }
      rates.append(rate)
      if plainRate > 0 { ratios.append(rate / plainRate) }
    }
    return Result(
      screen: screen.name, eventCount: script.events.count, effectCount: effectCount,
      eventsPerSecond: rates.sorted(), explainedOverPlain: ratios.sorted())
  }

  /// One timed run's events per second; adds its number of outcomes to `sink`.
  private static func rate(_ script: Script, explain: Bool, sink: inout Int) -> Double {
    let start = Stopwatch.now()
    let run = ScriptRunner.run(script, explain: explain)
    let end = Stopwatch.now()
    sink &+= run.outcomes.count
    return Double(script.events.count) / (end - start).seconds
  }
}
