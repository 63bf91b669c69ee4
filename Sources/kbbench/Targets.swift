/// The figures the benchmark holds the library to. The report shows each next to the measured
/// value with PASS or MISS; nothing is adjusted to meet them.
enum Targets {
  /// Median decision time at every screen size, nanoseconds.
  static let decisionP50 = 2_000.0
  /// 99th-percentile decision time at every screen size, nanoseconds.
  static let decisionP99 = 10_000.0
  /// The largest screen's p99 over the smallest screen's p99.
  static let sizeRatio = 1.5
  /// 99th-percentile decision time with 512 ancestors, nanoseconds.
  static let deepP99 = 50_000.0
  /// One frame at 120 Hz, nanoseconds.
  static let frameNanoseconds = 8_333_333.0
  /// The worst screen's p99 as a fraction of a frame.
  static let frameBudgetFraction = 0.0012
  /// Events replayed per second.
  static let replayEventsPerSecond = 1_000_000.0
  /// Heap bytes per view of a tree.
  static let bytesPerView = 512.0
  /// Script decoding, megabytes per second.
  static let decodeMBPerSecond = 100.0
  /// The library's decoding throughput over Foundation's.
  static let decodeRatio = 5.0
  /// Decoding a script whose last event is invalid over decoding it valid.
  static let decodeErrorRatio = 1.5
  /// 99th-percentile time of a 50-row prepend with its anchor compensation in a 100,000-row
  /// list, nanoseconds.
  static let anchorPrependP99 = 20_000.0
  /// The 100,000-row list's prepend p99 over the 1,000-row list's.
  static let anchorSizeRatio = 2.0
  /// Megabytes per second of the preservation archive's encode plus decode, with 1,000
  /// preserved containers.
  static let archiveRoundTrip = 50.0
  /// Median time of mapping a selection through an edit of a 1 MB text, microseconds.
  static let selectionMapMicroseconds = 2_000.0
  /// Median time of snapping a selection near the end of a 1 MB text, microseconds: far below
  /// what walking the text from its start would take.
  static let selectionSnapMicroseconds = 50.0
  /// Peak RSS of `kbreplay` replaying a 2,000,000-event recording, in any format, MiB.
  static let recordingPeakMiB = 64.0
  /// The recording's quiet replay over `kbreplay check` of the same events as a script.
  static let recordingReplayOverCheck = 2.5
  /// The recording's JSON trace over its quiet replay.
  static let jsonTraceOverQuiet = 2.0
  /// The recording's text trace over its quiet replay.
  static let textTraceOverQuiet = 2.0
  /// The recording's text trace over its JSON trace, per event: the default trace at least as
  /// fast as the JSON one.
  static let textTraceOverJSON = 1.0
  /// A keyboard show's p99 through the UIKit host core (notification, mirroring, decision,
  /// applying) over `HostShowFloor`'s p99 of the same show, in the same run.
  static let hostShowOverFloor = 1.25
  /// A keyboard show's p99 through the UIKit host core, microseconds, in the same run.
  static let hostShowP99Microseconds = 20.0
  /// Peak RSS of a whole-file script's quiet replay over the file's size.
  static let scriptPeakOverSize = 4.0
  /// With `--explain`: a decision's p99 when the engine records derivations over its p99 when
  /// it does not, in the same run.
  static let explainedDecisionOverPlain = 1.5
  /// With `--explain`: a replay's events per second when it keeps every derivation over its
  /// rate without derivations, in the same run.
  static let explainedReplayOverPlain = 0.60
}
