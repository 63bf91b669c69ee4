/// What a `kbbench` command line asks for, parsed once: each flag is named in
/// ``BenchmarkFlag`` alone, which the usage line and the parser both read.
struct BenchmarkOptions: Hashable, Sendable {
  /// A `kbbench` flag.
  enum BenchmarkFlag: String, CaseIterable, Hashable, Sendable {
    /// `--json`: one JSON object instead of a table.
    case json = "--json"
    /// `--recording`: only the recording figures.
    case recording = "--recording"
    /// `--uikit`: only the UIKit host core's keyboard show against the engine's.
    case uikit = "--uikit"
    /// `--swiftui`: only the SwiftUI host core's focus and show against the UIKit host core's.
    case swiftui = "--swiftui"
    /// `--explain`: the engine records every decision's derivation.
    case explain = "--explain"
    /// `--keyboard-layout`: only the chat and navigation figures.
    case keyboardLayout = "--keyboard-layout"
    /// `--archive`: only the preservation archive's round trip.
    case archive = "--archive"
    /// `--track`: only the engine's keyboardTrack decision against the same screen's show.
    case track = "--track"
    /// `--track-allocations`: only untimed tracks, for counting their allocations.
    case trackAllocations = "--track-allocations"
  }

  /// Which measurements a run makes.
  enum Mode: Hashable, Sendable {
    /// The whole suite.
    case suite
    /// `--recording`.
    case recording
    /// `--uikit`.
    case uikit
    /// `--swiftui`.
    case swiftui
    /// `--keyboard-layout`.
    case keyboardLayout
    /// `--archive`.
    case archive
    /// `--track`.
    case track
    /// `--track-allocations`.
    case trackAllocations
  }

  /// Whether the results print as one JSON object.
  var printsJSON = false
  /// Whether the engine records derivations (`--explain`).
  var explains = false
  /// The measurements; the first of `--recording`, `--uikit`, `--swiftui`, `--keyboard-layout`,
  /// `--archive`, `--track` and `--track-allocations` (in that order) given wins.
  var mode = Mode.suite

  /// The usage line: every flag, in ``BenchmarkFlag``'s order.
  static let usageLine =
    "usage: kbbench " + BenchmarkFlag.allCases.map { "[\($0.rawValue)]" }.joined(separator: " ")

  /// What parsing a command line gives.
  enum Parsed: Hashable, Sendable {
    /// `--help` or `-h`.
    case help
    /// The options.
    case options(BenchmarkOptions)
    /// An argument that is no flag.
    case unknown(String)
  }

  /// Parses the arguments (without the program name).
  static func parse(_ arguments: [String]) -> Parsed {
    if arguments.contains("--help") || arguments.contains("-h") { return .help }
    var flags: Set<BenchmarkFlag> = []
    for argument in arguments {
      guard let flag = BenchmarkFlag(rawValue: argument) else { return .unknown(argument) }
      flags.insert(flag)
    }
    var options = BenchmarkOptions()
    options.printsJSON = flags.contains(.json)
    options.explains = flags.contains(.explain)
    if flags.contains(.recording) {
      options.mode = .recording
    } else if flags.contains(.uikit) {
      options.mode = .uikit
    } else if flags.contains(.swiftui) {
      options.mode = .swiftui
    } else if flags.contains(.keyboardLayout) {
      options.mode = .keyboardLayout
    } else if flags.contains(.archive) {
      options.mode = .archive
    } else if flags.contains(.track) {
      options.mode = .track
    } else if flags.contains(.trackAllocations) {
      options.mode = .trackAllocations
    }
    return .options(options)
  }
}
