import KeyboardAvoidance
import UIKitSimulation

/// Measures a keyboard show through the UIKit host core against the engine's own decision of
/// the same show, in the same run.
///
/// The screen is `LargeForm`: 1,000 simulated UIKit views with a 20-field form and a button bar
/// that follows the keyboard. For each field in turn the field is focused (untimed), then a
/// `keyboardWillShow` is timed — through the host core, from what the UIKit layer's
/// notification observer does with a `userInfo` of UIKit's shape (built beforehand: delivering
/// it is the notification center's cost): read as the observer reads it (by the classes of
/// UIKit's values, `SimulatedScreen.read(_:)`), mirrored (the field's chain and the follower),
/// decided and applied to the simulated views; for the engine alone it is `handle(.keyboard(…))`
/// on a tree holding the whole screen — then a `keyboardWillHide` restores everything
/// (untimed). The two alternate sample by sample, so noise on a shared machine hits both alike.
///
/// In a second pass, `HostShowFloor` times the least any host must do for the same show, on a
/// screen of its own, alternating with the engine alone in the same way.
@MainActor
struct HostCoreBenchmark {
  /// The timings of one run.
  struct Result {
    /// The keyboard show through the host core, nanoseconds.
    var host: Percentiles
    /// The same show decided by the engine alone, nanoseconds.
    var engine: Percentiles
    /// The same show by `HostShowFloor`, nanoseconds.
    var floor: Percentiles
    /// The engine alone, timed beside the floor, nanoseconds.
    var floorEngine: Percentiles
    /// The views the host core read for the last event (a show).
    var viewsRead: Int
    /// The views on the screen.
    var viewCount: Int

    /// The host core's p99 over the engine's.
    var ratio: Double {
      engine.p99 > 0 ? Double(host.p99) / Double(engine.p99) : 0
    }

    /// The floor's p99 over the engine's beside it.
    var floorRatio: Double {
      floorEngine.p99 > 0 ? Double(floor.p99) / Double(floorEngine.p99) : 0
    }
  }

  /// Shows timed on each side.
  var samples = 20_000
  /// Untimed cycles before timing starts.
  var warmUp = 2_000

  /// Times the shows; adds the effects decided to `sink`.
  ///
  /// The host core and the floor are timed in two passes of their own, each alternating with
  /// the engine alone: a third side in one loop would change what the other two are timed
  /// after, and with it the ratio the target is about.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    let script = LargeForm.script(viewCount: 1_000, fieldCount: 20)
    let screen = SimulatedScreen(script: script)
    guard var floor = HostShowFloor(script: script, fieldCount: 20) else {
      throw .host("LargeForm has no form, follower or field chain for the floor")
    }
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    let show = KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame)
    let hide = KeyboardNotification(.keyboardWillHide, frame: LargeForm.keyboardFrame)
    let fields = (0..<20).map { ViewID("field\($0)") }
    func userInfo() -> [AnyHashable: Any] {
      screen.window.userInfo(
        show.name, frameInWindow: show.frame, begin: nil, animation: show.animation)
    }
    var host = Samples(count: samples)
    var engineBesideHost = Samples(count: samples)
    for index in 0..<(warmUp + samples) {
      let field = fields[index % fields.count]
      _ = screen.perform(.focus(field))
      let userInfo = userInfo()
      let start = Stopwatch.now()
      Self.show(userInfo, on: screen)
      let end = Stopwatch.now()
      if index >= warmUp { host.append(from: start, to: end) }
      _ = screen.perform(.keyboard(hide))
      let engineTime = Self.timeEngine(&engine, field: field, show: show, hide: hide, sink: &sink)
      if index >= warmUp { engineBesideHost.append(engineTime) }
    }
    var floorTimes = Samples(count: samples)
    var engineBesideFloor = Samples(count: samples)
    for index in 0..<(warmUp + samples) {
      let field = fields[index % fields.count]
      floor.focus(field)
      let userInfo = userInfo()
      let start = Stopwatch.now()
      sink &+= Int(floor.show(userInfo, field: index))
      let end = Stopwatch.now()
      if index >= warmUp { floorTimes.append(from: start, to: end) }
      floor.hide(hide)
      let engineTime = Self.timeEngine(&engine, field: field, show: show, hide: hide, sink: &sink)
      if index >= warmUp { engineBesideFloor.append(engineTime) }
    }
    // The floor did the host core's work: one more show by each leaves their views alike.
    _ = screen.perform(.focus(fields[0]))
    floor.focus(fields[0])
    let last = userInfo()
    Self.show(last, on: screen)
    sink &+= Int(floor.show(last, field: 0))
    guard Self.sameState(screen, floor.screen) else {
      throw .host("the floor's show left its views unlike the host core's")
    }
    sink &+= Int(screen.views["form"]?.contentOffset.y ?? 0)
    return Result(
      host: Percentiles(host.values), engine: Percentiles(engineBesideHost.values),
      floor: Percentiles(floorTimes.values), floorEngine: Percentiles(engineBesideFloor.values),
      viewsRead: screen.host.viewsReadByLastEvent, viewCount: screen.views.count)
  }

  /// The engine alone: focuses `field` (untimed), times the show, hides (untimed); the show's
  /// nanoseconds.
  private static func timeEngine(
    _ engine: inout AvoidanceEngine, field: ViewID, show: KeyboardNotification,
    hide: KeyboardNotification, sink: inout Int
  ) -> Int64 {
    sink &+= engine.handle(.focus(field)).count
    let start = Stopwatch.now()
    let effects = engine.handle(.keyboard(show))
    let end = Stopwatch.now()
    sink &+= effects.count
    sink &+= engine.handle(.keyboard(hide)).count
    return Stopwatch.nanoseconds(from: start, to: end)
  }

  /// Timings, in nanoseconds, with room for all of them made beforehand.
  private struct Samples {
    var values: [Int64] = []

    init(count: Int) { values.reserveCapacity(count) }

    mutating func append(_ nanoseconds: Int64) { values.append(nanoseconds) }

    mutating func append(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) {
      values.append(Stopwatch.nanoseconds(from: start, to: end))
    }
  }
}

extension HostCoreBenchmark {
  /// The timed show: a function of its own, so that a profiler can single it out (for example
  /// `valgrind --tool=callgrind --toggle-collect=` with its symbol).
  @inline(never)
  static func show(_ userInfo: [AnyHashable: Any], on screen: SimulatedScreen) {
    screen.host.receive(
      .keyboard(.keyboardWillShow), object: nil, info: SimulatedScreen.read(userInfo))
  }

  /// Whether the two screens' form and follower are in the same state: the form's offset,
  /// insets and indicator insets and the follower's translation.
  static func sameState(_ one: SimulatedScreen, _ other: SimulatedScreen) -> Bool {
    guard let form = one.views["form"], let otherForm = other.views["form"],
      let buttons = one.views["buttons"], let otherButtons = other.views["buttons"]
    else { return false }
    return form.contentOffset == otherForm.contentOffset
      && form.contentInset == otherForm.contentInset
      && form.verticalScrollIndicatorInsets == otherForm.verticalScrollIndicatorInsets
      && buttons.translationY == otherButtons.translationY
  }
}
