import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import KeyboardScript
import UIKitSimulation

/// Measures a focus and a keyboard show through the SwiftUI host core against the UIKit host
/// core's show of the same screen, in the same run (issue 43: at most 1.25 times).
///
/// The screen is `LargeForm`: 1,000 views with a 20-field form and a button bar that follows the
/// keyboard. SwiftUI has no view objects, so of its 1,000 views only the marked ones report —
/// the form, its 20 fields and the button bar — each in its parent's space, as the modifiers
/// report them. For each field in turn, alternating sample by sample so noise on a shared
/// machine hits all sides alike: the SwiftUI core's focus of the field is timed, then its
/// `keyboardWillShow` (the core takes in pending reports, decides and writes the values the
/// SwiftUI layer shows), then the focus of another field with the keyboard up (a reveal), then a
/// hide (untimed); the UIKit host core's show is timed as
/// `HostCoreBenchmark` times it, from a `userInfo` of UIKit's shape, after an untimed focus.
@MainActor
struct SwiftUIHostBenchmark {
  /// The timings of one run.
  struct Result {
    /// A focus through the SwiftUI host core with the keyboard hidden, nanoseconds.
    var focus: Percentiles
    /// A focus of another field with the keyboard up (a reveal), nanoseconds.
    var reveal: Percentiles
    /// A keyboard show through the SwiftUI host core, nanoseconds.
    var show: Percentiles
    /// The same show through the UIKit host core, nanoseconds.
    var uikitShow: Percentiles
    /// The views that report to the SwiftUI host core.
    var reportedViews: Int
    /// The views on the screen.
    var viewCount: Int

    /// The SwiftUI core's show p99 over the UIKit core's.
    var showRatio: Double { ratio(show.p99) }
    /// The SwiftUI core's focus p99 over the UIKit core's show p99.
    var focusRatio: Double { ratio(focus.p99) }
    /// The SwiftUI core's reveal p99 over the UIKit core's show p99.
    var revealRatio: Double { ratio(reveal.p99) }
    /// The p50 ratios, for the record.
    var showRatioP50: Double { uikitShow.p50 > 0 ? Double(show.p50) / Double(uikitShow.p50) : 0 }

    private func ratio(_ value: Int64) -> Double {
      uikitShow.p99 > 0 ? Double(value) / Double(uikitShow.p99) : 0
    }
  }

  /// The target: a SwiftUI focus or show p99 at most this many times the UIKit show p99.
  nonisolated static let target = 1.25

  /// Samples timed on each side.
  var samples = 20_000
  /// Untimed cycles before timing starts.
  var warmUp = 2_000

  /// Times the events; adds the effects decided to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    let script = LargeForm.script(viewCount: 1_000, fieldCount: 20)
    let screen = SimulatedScreen(script: script)
    var core = Self.reportedCore(script)
    let show = KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame)
    let hide = KeyboardNotification(.keyboardWillHide, frame: LargeForm.keyboardFrame)
    let fields = (0..<20).map { ViewID("field\($0)") }
    var focusTimes: [Int64] = []
    var showTimes: [Int64] = []
    var revealTimes: [Int64] = []
    var uikitTimes: [Int64] = []
    focusTimes.reserveCapacity(samples)
    showTimes.reserveCapacity(samples)
    revealTimes.reserveCapacity(samples)
    uikitTimes.reserveCapacity(samples)
    for index in 0..<(warmUp + samples) {
      let field = fields[index % fields.count]
      let focusStart = Stopwatch.now()
      sink &+= core.focusDidChange(to: field).count
      let focusEnd = Stopwatch.now()
      let showStart = Stopwatch.now()
      sink &+= core.keyboard(show).count
      let showEnd = Stopwatch.now()
      // Another field, with the keyboard up: a reveal.
      let revealStart = Stopwatch.now()
      sink &+= core.focusDidChange(to: fields[(index + 7) % fields.count]).count
      let revealEnd = Stopwatch.now()
      sink &+= core.keyboard(hide).count
      sink &+= core.focusDidChange(to: nil).count

      _ = screen.perform(.focus(field))
      let userInfo = screen.window.userInfo(
        show.name, frameInWindow: show.frame, begin: nil, animation: show.animation)
      let uikitStart = Stopwatch.now()
      HostCoreBenchmark.show(userInfo, on: screen)
      let uikitEnd = Stopwatch.now()
      _ = screen.perform(.keyboard(hide))
      guard index >= warmUp else { continue }
      focusTimes.append(Stopwatch.nanoseconds(from: focusStart, to: focusEnd))
      revealTimes.append(Stopwatch.nanoseconds(from: revealStart, to: revealEnd))
      showTimes.append(Stopwatch.nanoseconds(from: showStart, to: showEnd))
      uikitTimes.append(Stopwatch.nanoseconds(from: uikitStart, to: uikitEnd))
    }
    // Both hosts decided the same show: their forms must end alike.
    sink &+= core.focusDidChange(to: fields[0]).count
    sink &+= core.keyboard(show).count
    _ = screen.perform(.focus(fields[0]))
    HostCoreBenchmark.show(
      screen.window.userInfo(
        show.name, frameInWindow: show.frame, begin: nil, animation: show.animation),
      on: screen)
    guard let form = screen.views["form"],
      core.applied.contentOffsets["form"] == form.contentOffset,
      core.applied.contentMargins["form"] == form.contentInset
    else { throw .host("the SwiftUI host core's show left the form unlike the UIKit host core's") }
    return Result(
      focus: Percentiles(focusTimes), reveal: Percentiles(revealTimes),
      show: Percentiles(showTimes),
      uikitShow: Percentiles(uikitTimes), reportedViews: core.engine.tree.count,
      viewCount: screen.views.count)
  }

  /// The SwiftUI host core of `script`'s screen, built from what the marked views (the root,
  /// scroll views, fields, followers) report, as the modifiers report them.
  static func reportedCore(_ script: Script) -> SwiftUIHostCore {
    let tree = script.tree
    let root = tree.root
    var core = SwiftUIHostCore(
      rootID: root.id, windowSize: tree.windowSize, rootFrame: root.frame,
      safeArea: root.safeAreaInsets, settings: script.settings)
    var pending: [(ViewID, ViewID)] = tree.children(of: root.id).map { ($0, root.id) }
    while let (id, parent) = pending.popLast() {
      guard let node = tree[id] else { continue }
      var next = parent
      if node.kind.isScrollContainer || node.kind.isField || node.followsKeyboard,
        let frame = tree.windowFrame(of: id), let parentFrame = tree.windowFrame(of: parent)
      {
        var scroll: ReportedScrollGeometry?
        if node.kind.isScrollContainer {
          scroll = ReportedScrollGeometry(
            contentOffset: node.contentOffset, contentSize: node.contentSize,
            contentInsets: node.contentInset + node.contentInsetAdjustment)
        }
        core.report(
          ViewReport(
            id: id, parent: parent,
            kind: node.kind.isField ? node.kind : node.kind.isScrollContainer ? .scroll : .view,
            frame: frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY), scroll: scroll,
            options: AvoidanceOptions(followsKeyboard: node.followsKeyboard)))
        next = id
      }
      pending += tree.children(of: id).map { ($0, next) }
    }
    core.flush()
    return core
  }
}

extension Report {
  /// The SwiftUI host core's figures as text.
  static func swiftUIHostDetails(_ result: SwiftUIHostBenchmark.Result) -> String {
    "SwiftUI host core: LargeForm, \(result.viewCount) views of which \(result.reportedViews) "
      + "report (root included); p99 ratios over the UIKit host core's keyboard show in the same "
      + "run: focus \(fixed(result.focusRatio, 2)), focus with the keyboard up "
      + "\(fixed(result.revealRatio, 2)), keyboard show \(fixed(result.showRatio, 2)) "
      + "(p50 \(fixed(result.showRatioP50, 2))); target ≤ \(plain(SwiftUIHostBenchmark.target)). "
      + "p50 / p99 ns: focus \(result.focus.p50) / \(result.focus.p99), with the keyboard up "
      + "\(result.reveal.p50) / \(result.reveal.p99), show "
      + "\(result.show.p50) / \(result.show.p99), UIKit show \(result.uikitShow.p50) / "
      + "\(result.uikitShow.p99)."
  }

  /// The SwiftUI host core's figures as JSON members.
  static func swiftUIHostMembers(_ result: SwiftUIHostBenchmark.Result) -> [String] {
    [
      "\"swiftui_focus_over_uikit_show_p99\": \(fixed(result.focusRatio, 3))",
      "\"swiftui_reveal_over_uikit_show_p99\": \(fixed(result.revealRatio, 3))",
      "\"swiftui_show_over_uikit_show_p99\": \(fixed(result.showRatio, 3))",
    ]
  }
}
