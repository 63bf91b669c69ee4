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
@MainActor
struct HostCoreBenchmark {
  /// The timings of one run.
  struct Result {
    /// The keyboard show through the host core, nanoseconds.
    var host: Percentiles
    /// The same show decided by the engine alone, nanoseconds.
    var engine: Percentiles
    /// The views the host core read for the last event (a hide, which reads what a show reads).
    var viewsRead: Int
    /// The views on the screen.
    var viewCount: Int

    /// The host core's p99 over the engine's.
    var ratio: Double {
      engine.p99 > 0 ? Double(host.p99) / Double(engine.p99) : 0
    }
  }

  /// Shows timed on each side.
  var samples = 20_000
  /// Untimed cycles before timing starts.
  var warmUp = 2_000

  /// Times the shows; adds the effects decided to `sink`.
  func run(sink: inout Int) -> Result {
    let script = LargeForm.script(viewCount: 1_000, fieldCount: 20)
    let screen = SimulatedScreen(script: script)
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    let show = KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame)
    let hide = KeyboardNotification(.keyboardWillHide, frame: LargeForm.keyboardFrame)
    let fields = (0..<20).map { ViewID("field\($0)") }
    var hostSamples: [Int64] = []
    var engineSamples: [Int64] = []
    hostSamples.reserveCapacity(samples)
    engineSamples.reserveCapacity(samples)
    for index in 0..<(warmUp + samples) {
      let field = fields[index % fields.count]
      _ = screen.perform(.focus(field))
      let userInfo = screen.window.userInfo(
        show.name, frameInWindow: show.frame, begin: nil, animation: show.animation)
      var start = Stopwatch.now()
      Self.show(userInfo, on: screen)
      var end = Stopwatch.now()
      if index >= warmUp { hostSamples.append(Stopwatch.nanoseconds(from: start, to: end)) }
      _ = screen.perform(.keyboard(hide))

      sink &+= engine.handle(.focus(field)).count
      start = Stopwatch.now()
      let effects = engine.handle(.keyboard(show))
      end = Stopwatch.now()
      sink &+= effects.count
      if index >= warmUp { engineSamples.append(Stopwatch.nanoseconds(from: start, to: end)) }
      sink &+= engine.handle(.keyboard(hide)).count
    }
    sink &+= Int(screen.views["form"]?.contentOffset.y ?? 0)
    return Result(
      host: Percentiles(hostSamples), engine: Percentiles(engineSamples),
      viewsRead: screen.host.viewsReadByLastEvent, viewCount: screen.views.count)
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
}
