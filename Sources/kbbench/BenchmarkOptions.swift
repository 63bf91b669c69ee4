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
    /// `--explain`: the engine records every decision's derivation.
    case explain = "--explain"
    /// `--keyboard-layout`: only the chat and navigation figures.
    case keyboardLayout = "--keyboard-layout"
    /// `--archive`: only the preservation archive's round trip.
    case archive = "--archive"
  }

  /// Which measurements a run makes.
  enum Mode: Hashable, Sendable {
    /// The whole suite.
    case suite
    /// `--recording`.
    case recording
    /// `--uikit`.
    case uikit
    /// `--keyboard-layout`.
    case keyboardLayout
    /// `--archive`.
    case archive
  }

  /// Whether the results print as one JSON object.
  var printsJSON = false
  /// Whether the engine records derivations (`--explain`).
  var explains = false
  /// The measurements; the first of `--recording`, `--uikit`, `--keyboard-layout` and
  /// `--archive` (in that order) given wins.
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
    } else if flags.contains(.keyboardLayout) {
      options.mode = .keyboardLayout
    } else if flags.contains(.archive) {
      options.mode = .archive
    }
    return .options(options)
  }
}
