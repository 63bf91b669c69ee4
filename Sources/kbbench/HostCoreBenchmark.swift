import KeyboardAvoidance
import UIKitSimulation

/// Measures a keyboard show through the UIKit host core against `HostShowFloor`, the least any
/// host must do for the same show, in the same run.
///
/// The screen is `LargeForm`: 1,000 simulated UIKit views with a 20-field form and a button bar
/// that follows the keyboard. For each field in turn the field is focused (untimed), then a
/// `keyboardWillShow` is timed — through the host core, from what the UIKit layer's
/// notification observer does with a `userInfo` of UIKit's shape (built beforehand: delivering
/// it is the notification center's cost): read as the observer reads it
/// (`SimulatedScreen.read(_:)`), mirrored (the field's chain and the follower), decided and
/// applied to the simulated views; for the floor, the same show on a screen of its own — then a
/// `keyboardWillHide` restores everything (untimed). The two alternate sample by sample, so
/// noise on a shared machine hits both alike.
@MainActor
struct HostCoreBenchmark {
  /// The timings of one run.
  struct Result {
    /// The keyboard show through the host core, nanoseconds.
    var host: Percentiles
    /// The same show by `HostShowFloor`, nanoseconds.
    var floor: Percentiles
    /// The views the host core read for the last event (a show).
    var viewsRead: Int
    /// The views on the screen.
    var viewCount: Int

    /// The host core's p99 over the floor's.
    var ratio: Double {
      floor.p99 > 0 ? Double(host.p99) / Double(floor.p99) : 0
    }

    /// Whether both targets are met: the ratio and the host core's p99 in microseconds.
    var meetsTargets: Bool {
      ratio <= Targets.hostShowOverFloor
        && Double(host.p99) <= Targets.hostShowP99Microseconds * 1_000
    }
  }

  /// Shows timed on each side.
  var samples = 20_000
  /// Untimed cycles before timing starts.
  var warmUp = 2_000

  /// Times the shows; adds what they decided to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    let script = LargeForm.script(viewCount: 1_000, fieldCount: 20)
    let screen = SimulatedScreen(script: script)
    guard var floor = HostShowFloor(script: script, fieldCount: 20) else {
      throw .host("LargeForm has no form, follower or field chain for the floor")
    }
    let show = KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame)
    let hide = KeyboardNotification(.keyboardWillHide, frame: LargeForm.keyboardFrame)
    let fields = (0..<20).map { ViewID("field\($0)") }
    func userInfo() -> [AnyHashable: Any] {
      screen.window.userInfo(
        show.name, frameInWindow: show.frame, begin: nil, animation: show.animation)
    }
    var host: [Int64] = []
    var floorTimes: [Int64] = []
    host.reserveCapacity(samples)
    floorTimes.reserveCapacity(samples)
    for index in 0..<(warmUp + samples) {
      let field = fields[index % fields.count]
      _ = screen.perform(.focus(field))
      floor.focus(field)
      let hostInfo = userInfo()
      let hostStart = Stopwatch.now()
      Self.show(hostInfo, on: screen)
      let hostEnd = Stopwatch.now()
      _ = screen.perform(.keyboard(hide))
      let floorInfo = userInfo()
      let floorStart = Stopwatch.now()
      sink &+= Int(floor.show(floorInfo, field: index))
      let floorEnd = Stopwatch.now()
      floor.hide(hide)
      guard index >= warmUp else { continue }
      host.append(Stopwatch.nanoseconds(from: hostStart, to: hostEnd))
      floorTimes.append(Stopwatch.nanoseconds(from: floorStart, to: floorEnd))
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
      host: Percentiles(host), floor: Percentiles(floorTimes),
      viewsRead: screen.host.viewsRead, viewCount: screen.views.count)
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
