extension ReplayCommand {
  /// What a command line asks for.
  package enum Invocation: Hashable, Sendable {
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// Run or check files.
    case command(ReplayCommand)
    /// Import debugger printouts into a script (`kbreplay import`).
    case importing(ImportCommand)
  }

  /// A command line that cannot be run.
  package struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, such as `unknown option '--fromat'; did you mean '--format'?`.
    package var message: String
  }

  static let options = ["--format", "--quiet", "--output", "--help", "--version", "--explain"]

  /// Parses a command line (without the program name).
  package static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var command = ReplayCommand()
    var remaining = arguments[...]
    if remaining.first == "import" { return ImportCommand.parse(remaining.dropFirst()) }
    if let first = remaining.first, let action = Action(rawValue: first) {
      command.action = action
      remaining = remaining.dropFirst()
    }
    var arguments = CommandLineArguments(remaining)
    while let argument = arguments.next() {
      guard case .option(let name, let inlineValue) = argument else {
        if case .operand(let file) = argument { command.files.append(file) }
        continue
      }
      switch name {
      case "-h", "--help":
        return .success(.help)
      case "--version":
        return .success(.version)
      case "-o", "--output":
        guard command.action == .render else {
          return .failure(UsageError(message: "option '\(name)' is only for 'render'"))
        }
        guard let value = inlineValue ?? arguments.value(), !value.isEmpty else {
          return .failure(UsageError(message: "missing path for '\(name)'"))
        }
        command.outputPath = value
      case "--quiet":
        guard inlineValue == nil else {
          return .failure(UsageError(message: "option '--quiet' takes no value"))
        }
        command.quiet = true
      case "--explain":
        guard inlineValue == nil, command.action != .check else {
          return .failure(
            UsageError(message: "option '--explain' takes no value, and not with 'check'"))
        }
        command.explain = true
      case "--format":
        if inlineValue == nil, let next = arguments.upcoming, next.hasPrefix("--") {
          return .failure(UsageError(message: "missing value for '--format' (text or json)"))
        }
        guard let value = inlineValue ?? arguments.value() else {
          return .failure(UsageError(message: "missing value for '--format' (text or json)"))
        }
        guard let format = Format(rawValue: value) else {
          let names = Format.allCases.map(\.rawValue)
          let hint = suggestion(for: value, among: names).map { "; did you mean '\($0)'?" }
          return .failure(
            UsageError(
              message: "invalid value '\(value)' for '--format'"
                + (hint ?? "; expected text or json")))
        }
        command.format = format
      default:
        let hint = suggestion(for: name, among: options).map { "; did you mean '\($0)'?" }
        return .failure(UsageError(message: "unknown option '\(name)'" + (hint ?? "")))
      }
    }
    guard !command.files.isEmpty else {
      return .failure(UsageError(message: "missing FILE (a script path, or - for standard input)"))
    }
    if command.action == .check, command.format != .text || command.quiet {
      return .failure(UsageError(message: "'check' takes only files"))
    }
    if command.action == .convert {
      guard command.format == .text, !command.quiet, command.files.count == 2 else {
        return .failure(UsageError(message: "'convert' takes exactly IN and OUT"))
      }
      command.outputPath = command.files.removeLast()
    }
    if command.action == .render {
      guard command.format == .text, !command.quiet else {
        return .failure(UsageError(message: "'render' takes one file and -o"))
      }
      guard command.files.count == 1 else {
        return .failure(UsageError(message: "'render' takes exactly one FILE"))
      }
    }
    return .success(.command(command))
  }
}
