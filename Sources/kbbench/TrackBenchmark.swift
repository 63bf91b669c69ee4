import Foundation
import KeyboardAvoidance

/// Measures AVOIDANCE v1.4's drag of the keyboard: the engine's decision for one
/// `keyboardTrack` (a host sends one per frame while the finger moves, up to 120 a second)
/// against the same screen's keyboard-show decision, in the same run, on the chat (a 1,000-row
/// table lifting under a composer that rides the keyboard) and on the 100-view form.
///
/// Each cycle is a show from hidden (timed as the show), a drag down to the window's bottom and
/// back up in 16-point steps (each track timed on its own), then a hide (not timed), so every
/// cycle starts where the last one did. Both decisions append to one list kept between events
/// (`AvoidanceEngine.handle(_:appendingTo:)`, what the host core uses), so that neither is
/// charged for a new array.
///
/// `kbbench --track-allocations` runs only the tracks, untimed, as many as `KBBENCH_TRACKS`
/// says (default 10,000): `scripts/track-allocations.sh` runs it under valgrind for two counts
/// and divides the difference in heap allocations by the difference in tracks.
struct TrackBenchmark {
  /// One screen's figures, in nanoseconds.
  struct ScreenResult {
    /// The screen's name.
    var name: String
    /// The keyboard-show decision (from hidden, with the field focused).
    var show: Percentiles
    /// One track's decision.
    var track: Percentiles
    /// The effects of one drag (all its tracks together).
    var effectsPerDrag: Int

    /// Whether a track's p99 is at most the show's.
    var meetsTarget: Bool { track.p99 <= show.p99 }
  }

  /// Cycles run before timing starts.
  var warmUpCycles = 200
  /// Timed cycles.
  var cycles = 3_000

  /// The tracked tops of one drag: from the docked keyboard's top down past the window's
  /// bottom, and back up.
  static let dragTops: [Double] = {
    let down = Array(
      stride(from: Phone.dockedKeyboard.minY + 16, through: Phone.windowSize.height, by: 16))
    return down + down.reversed().dropFirst()
  }()

  /// The screens measured, each with the field that is focused and whether its drag moves
  /// something.
  static func screens() throws(BenchmarkError) -> [(String, ViewTree, ViewID, Bool)] {
    let form = try ScreenGenerator.screen(viewCount: 100, seed: 0x5EED_0000)
    guard let field = form.fieldPairs.first?.formField else {
      throw .engine("the 100-view form has no field")
    }
    return [
      ("chat", try KeyboardLayoutBenchmark.chatScreen(), "input", true),
      ("100 views", form.tree, field, false),
    ]
  }

  /// Measures every screen; adds what the decisions returned to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> [ScreenResult] {
    var results: [ScreenResult] = []
    for (name, tree, field, movesOnDrag) in try Self.screens() {
      results.append(try measure(name, tree, field, movesOnDrag: movesOnDrag, sink: &sink))
    }
    return results
  }

  private func measure(
    _ name: String, _ tree: ViewTree, _ field: ViewID, movesOnDrag: Bool, sink: inout Int
  ) throws(BenchmarkError) -> ScreenResult {
    var engine = AvoidanceEngine(tree: tree)
    var effects: [AvoidanceEffect] = []
    effects.reserveCapacity(64)
    engine.handle(.focus(field), appendingTo: &effects)
    let show = EventCycle.keyboard(.keyboardWillShow, Phone.dockedKeyboard)
    let hide = EventCycle.keyboard(.keyboardWillHide, Phone.hiddenKeyboard)
    let tracks = Self.dragTops.map { AvoidanceEvent.keyboardTrack(top: $0) }
    // The drag must move something, or it measures nothing.
    var effectsPerDrag = 0
    effects.removeAll(keepingCapacity: true)
    engine.handle(show, appendingTo: &effects)
    guard !effects.isEmpty else { throw .engine("\(name): the show moved nothing") }
    for track in tracks {
      effects.removeAll(keepingCapacity: true)
      engine.handle(track, appendingTo: &effects)
      effectsPerDrag += effects.count
    }
    // On the chat the composer and the list's inset follow the drag; the form's field is revealed
    // by its scroll view alone, with no root shift, follower or covered container, so its drag
    // decides that nothing moves — what a form without them costs per frame.
    guard effectsPerDrag > 0 || !movesOnDrag else {
      throw .engine("\(name): the drag moved nothing")
    }
    effects.removeAll(keepingCapacity: true)
    engine.handle(hide, appendingTo: &effects)
    var showSamples: [Int64] = []
    var trackSamples: [Int64] = []
    showSamples.reserveCapacity(cycles)
    trackSamples.reserveCapacity(cycles * tracks.count)
    for cycle in 0..<(warmUpCycles + cycles) {
      let timed = cycle >= warmUpCycles
      effects.removeAll(keepingCapacity: true)
      let start = Stopwatch.now()
      engine.handle(show, appendingTo: &effects)
      let end = Stopwatch.now()
      sink &+= effects.count
      if timed { showSamples.append(Stopwatch.nanoseconds(from: start, to: end)) }
      for track in tracks {
        effects.removeAll(keepingCapacity: true)
        let start = Stopwatch.now()
        engine.handle(track, appendingTo: &effects)
        let end = Stopwatch.now()
        sink &+= effects.count
        if timed { trackSamples.append(Stopwatch.nanoseconds(from: start, to: end)) }
      }
      effects.removeAll(keepingCapacity: true)
      engine.handle(hide, appendingTo: &effects)
      sink &+= effects.count
    }
    return ScreenResult(
      name: name, show: Percentiles(showSamples), track: Percentiles(trackSamples),
      effectsPerDrag: effectsPerDrag)
  }

  /// Runs `count` tracks on each screen, untimed, with the keyboard up: what valgrind counts the
  /// heap allocations of (`scripts/track-allocations.sh`).
  static func runTracksOnly(count: Int, sink: inout Int) throws(BenchmarkError) {
    for (_, tree, field, _) in try screens() {
      var engine = AvoidanceEngine(tree: tree)
      var effects: [AvoidanceEffect] = []
      effects.reserveCapacity(64)
      engine.handle(.focus(field), appendingTo: &effects)
      effects.removeAll(keepingCapacity: true)
      engine.handle(
        EventCycle.keyboard(.keyboardWillShow, Phone.dockedKeyboard), appendingTo: &effects)
      // One drag first, so that whatever a first track sets up once is outside the count.
      for top in dragTops {
        effects.removeAll(keepingCapacity: true)
        engine.handle(.keyboardTrack(top: top), appendingTo: &effects)
      }
      for index in 0..<count {
        effects.removeAll(keepingCapacity: true)
        engine.handle(.keyboardTrack(top: dragTops[index % dragTops.count]), appendingTo: &effects)
        sink &+= effects.count
      }
    }
  }

  /// The report's lines.
  static func lines(_ results: [ScreenResult]) -> [String] {
    results.map { result in
      "track on \(result.name): p50 \(result.track.p50) ns, p99 \(result.track.p99) ns"
        + " (show p50 \(result.show.p50) ns, p99 \(result.show.p99) ns;"
        + " track p99 \(result.meetsTarget ? "≤" : ">") show p99)"
        + ", \(result.effectsPerDrag) effects per drag of \(dragTops.count) tracks"
    }
  }

  /// The JSON members.
  static func members(_ results: [ScreenResult]) -> [String] {
    results.map { result in
      "\"track_\(result.name.replacingOccurrences(of: " ", with: "_"))\": {"
        + "\"track_p50_ns\": \(result.track.p50), \"track_p99_ns\": \(result.track.p99), "
        + "\"show_p50_ns\": \(result.show.p50), \"show_p99_ns\": \(result.show.p99), "
        + "\"effects_per_drag\": \(result.effectsPerDrag)}"
    }
  }
}
