import KeyboardScript

extension ReplayCommand {
  /// A command line that cannot be run, as data; ``message`` words it, and `kbreplay` prints it
  /// with the usage line of the command the line is for.
  package enum UsageError: Error, Hashable, Sendable {
    /// An option no command takes, with the closest one the command takes if one is close.
    /// `command` is `nil` for `run`, the default command.
    case unknownOption(String, command: String?, suggestion: String?)
    /// An option that only other commands take.
    case optionNotForCommand(String, commands: [String])
    /// An option that takes a value, with none after it, or an option after it (`found`):
    /// an option is never taken as a value.
    case missingValue(option: String, noun: String, hint: String?, found: String?)
    /// A flag given a value (`--quiet=yes`).
    case unexpectedValue(option: String)
    /// A value the option does not take, with what it takes or the closest value.
    case invalidValue(String, option: String, expected: String, suggestion: String?)
    /// No operand where one is needed: what it is (`FILE (a script path, …)`).
    case missingOperand(String)
    /// The wrong number of operands for the command: what it takes (`exactly one FILE`).
    case operandCount(command: String, expected: String)
    /// `convert`'s output path, which ends in neither `.json` nor `.jsonl`.
    case unknownExtension(path: String)
    /// A first argument that names no command but is close to one (`rendr`), with that one.
    case unknownCommand(String, suggestion: String)

    /// The message, such as `unknown option '--fromat'; did you mean '--format'?`.
    package var message: String {
      switch self {
      case .unknownOption(let name, let command, let suggestion):
        return "unknown option '\(name)'" + (command.map { " for '\($0)'" } ?? "")
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      case .optionNotForCommand(let name, let commands):
        let names = commands.map { "'\($0)'" }
        let list =
          names.count <= 1
          ? names.joined()
          : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "option '\(name)' is only for \(list)"
      case .missingValue(let option, let noun, let hint, let found):
        var text = "missing \(noun) for '\(option)'" + (hint.map { " (\($0))" } ?? "")
        if let found {
          text += "; '\(found)' is an option (write \(option)=\(found) for a value like it)"
        }
        return text
      case .unexpectedValue(let option):
        return "option '\(option)' takes no value"
      case .invalidValue(let value, let option, let expected, let suggestion):
        return "invalid value '\(value)' for '\(option)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected \(expected)")
      case .missingOperand(let what):
        return "missing \(what)"
      case .operandCount(let command, let expected):
        return "'\(command)' takes \(expected)"
      case .unknownExtension(let path):
        return "cannot tell what to convert to: '\(path)' ends in neither .json (a script) nor "
          + ".jsonl (a recording)"
      case .unknownCommand(let word, let suggestion):
        return "unknown command '\(word)'; did you mean '\(suggestion)'?"
      }
    }
  }

  /// The lines a usage error prints to standard error: the message, the usage line of the
  /// command `arguments` are for (of the command suggested for a misspelt one), and where its
  /// help is.
  package static func usageErrorText(_ error: UsageError, arguments: [String]) -> String {
    var named = try? command(of: arguments).get()
    if case .unknownCommand(_, let suggestion) = error {
      named = CommandSyntax.all.first { $0.name == suggestion }
    }
    let helpCommand = named.map { "kbreplay \($0.name) --help" } ?? "kbreplay --help"
    return "kbreplay: error: \(error.message)\nUsage: \((named ?? .run).usage)\n"
      + "See '\(helpCommand)'.\n"
  }

  /// The line for an error that is about no place in an input file, such as a file that cannot
  /// be read or written: `kbreplay: error: out.html: No space left on device`.
  ///
  /// Every `kbreplay` command reports errors in one style: an error at a place in an input file
  /// starts with the place (`login.json:12:18: error: …`, as a compiler's does), every other
  /// error with `kbreplay: error:`.
  package static func fileErrorLine(path: String, message: String) -> String {
    "kbreplay: error: \(path): \(message)\n"
  }

  /// An error at a place in a script or recording as `kbreplay` prints it, without the line
  /// break: `login.json:12:18: error: events[3].frame: expected 4 numbers, found 3`.
  package static func diagnostic(_ error: ScriptError) -> String {
    let location = "\(error.fileName):\(error.line):\(error.column): error: "
    return (error.path.isEmpty ? location : location + error.path + ": ") + error.message
  }

  /// ``diagnostic(_:)`` with its line break.
  static func diagnosticLine(_ error: ScriptError) -> String { diagnostic(error) + "\n" }
}
