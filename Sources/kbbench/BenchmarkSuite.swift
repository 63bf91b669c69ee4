import KeyboardAvoidance

/// Runs every benchmark in turn and collects the results.
enum BenchmarkSuite {
  /// The standard screen sizes, in views.
  static let sizes = [100, 10_000, 100_000]
  /// The depth of the deep screen's fields.
  static let deepDepth = 512

  /// Everything one run measured.
  struct Results {
    /// The cost of one clock reading pair.
    var timerOverhead: Percentiles
    /// Decision timings of the standard screens, in ``sizes`` order.
    var sizes: [DecisionBenchmark.Result]
    /// Decision timings of the deep screen.
    var deep: DecisionBenchmark.Result
    /// Replay throughput.
    var replay: ReplayBenchmark.Result
    /// Decoding throughput.
    var decode: DecodeBenchmark.Result
    /// The cost of a decoding error at the end of a large script.
    var decodeError: DecodeErrorBenchmark.Result
    /// A 50-row prepend with its anchor compensation, by list size.
    var anchor: [AnchorBenchmark.Result]
    /// The preservation archive's JSON round trip.
    var archive: ArchiveBenchmark.Result
    /// Mapping and snapping a selection in a 1 MB text.
    var selection: SelectionBenchmark.Result
    /// A keyboard show through the UIKit host core against HostShowFloor's.
    var hostCore: HostCoreBenchmark.Result
    /// Bytes per view.
    var memory: MemoryBenchmark.Result
    /// A chat's decisions and the navigation query (v1.3).
    var keyboardLayout: KeyboardLayoutBenchmark.Result
    /// Long recordings replayed by the `kbreplay` binary; `nil` without one beside `kbbench`.
    var recording: RecordingBenchmark.Result?
    /// The process's peak resident set size, KiB.
    var peakResidentKiB: Int?
    /// The sum of everything the benchmarks decoded and decided, printed so that no work can
    /// be optimized away.
    var sink: Int
    /// How long the whole run took.
    var elapsed: Duration

    /// The slowest standard screen's p99, nanoseconds.
    var worstP99: Int64 { sizes.map(\.all.p99).max() ?? 0 }
    /// ``worstP99`` as a fraction of a 120 Hz frame.
    var frameBudgetFraction: Double { Double(worstP99) / Targets.frameNanoseconds }
    /// The 100,000-row list's prepend p99 over the 1,000-row list's.
    var anchorSizeRatio: Double {
      guard let first = anchor.first, let last = anchor.last, first.timings.p99 > 0 else {
        return 0
      }
      return Double(last.timings.p99) / Double(first.timings.p99)
    }
    /// The largest screen's p99 over the smallest screen's.
    var sizeRatio: Double {
      guard let first = sizes.first, let last = sizes.last, first.all.p99 > 0 else { return 0 }
      return Double(last.all.p99) / Double(first.all.p99)
    }
  }

  /// Runs the benchmarks, passing each step with the time it starts at to `report`; with
  /// `explains`, the decisions and the replay record their derivations.
  @MainActor
  static func run(
    explains: Bool = false, progress report: (String) -> Void
  ) throws(BenchmarkError) -> Results {
    let start = Stopwatch.now()
    func progress(_ step: String) {
      report("\(Report.fixed((Stopwatch.now() - start).seconds, 1)) s: \(step)")
    }
    var sink = 0
    progress("clock overhead")
    let timerOverhead = Stopwatch.overhead()
    progress(
      "generating screens: \(sizes.map(String.init).joined(separator: ", ")) views, deep 512")
    var screens: [Screen] = []
    for (index, size) in sizes.enumerated() {
      screens.append(try ScreenGenerator.screen(viewCount: size, seed: 0x5EED_0000 + UInt64(index)))
    }
    screens.append(try DeepScreenGenerator.screen(depth: deepDepth))
    progress("decisions")
    var decisions = DecisionBenchmark(explains: explains).run(screens, sink: &sink)
    let deep = decisions.removeLast()
    progress("chat and navigation")
    let keyboardLayout = try KeyboardLayoutBenchmark().run(sink: &sink)
    progress("replay")
    let replay = ReplayBenchmark(explains: explains).run(on: screens[1], sink: &sink)
    screens = []
    progress("decoding")
    let decode = try DecodeBenchmark().run(sink: &sink)
    progress("decoding errors")
    let decodeError = try DecodeErrorBenchmark().run(sink: &sink)
    progress("anchoring")
    let anchor = try AnchorBenchmark().run(sink: &sink)
    progress("preservation archive")
    let archive = try ArchiveBenchmark().run(sink: &sink)
    progress("selection")
    let selection = try SelectionBenchmark().run(sink: &sink)
    progress("UIKit host core")
    let hostCore = try HostCoreBenchmark().run(sink: &sink)
    progress("memory")
    let memory = try MemoryBenchmark.run()
    // Read before the recordings, whose replays run in child processes.
    let peak = MemoryBenchmark.peakResidentKiB()
    progress("recordings (kbreplay child processes)")
    let recording = try RecordingBenchmark().run()
    return Results(
      timerOverhead: timerOverhead, sizes: decisions, deep: deep, replay: replay, decode: decode,
      decodeError: decodeError, anchor: anchor, archive: archive, selection: selection,
      hostCore: hostCore, memory: memory, keyboardLayout: keyboardLayout, recording: recording,
      peakResidentKiB: peak, sink: sink,
      elapsed: Stopwatch.now() - start)
  }
}
