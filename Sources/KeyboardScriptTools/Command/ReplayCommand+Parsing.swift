import KeyboardScript

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

  /// A command line read against its command's table (``CommandSyntax``): the options given,
  /// by long name, and the operands in order.
  struct ParsedLine {
    /// Each option given, by long name, with its value (empty for a flag); the last one given
    /// wins.
    var values: [String: String] = [:]
    /// The operands.
    var operands: [String] = []
  }

  /// What reading a command line against a table gives.
  enum Reading {
    case help
    case version
    case line(ParsedLine)
  }

  /// Reads `arguments` (after the command's word) against `syntax`. `-h`, `--help` and
  /// `--version` are every command's; an option that takes a value takes the next argument
  /// unless that argument is itself an option (`-o --quiet` is a missing path; `-o=--quiet`
  /// names a file).
  static func read(_ arguments: ArraySlice<String>, as syntax: CommandSyntax)
    -> Result<Reading, UsageError>
  {
    var line = ParsedLine()
    var remaining = CommandLineArguments(arguments)
    while let argument = remaining.next() {
      switch argument {
      case .operand(let operand):
        line.operands.append(operand)
      case .option(let name, let inlineValue):
        if CommandOption.help.name == name || CommandOption.help.shortName == name {
          return .success(.help)
        }
        if name == CommandOption.version.name { return .success(.version) }
        guard let option = syntax.option(named: name) else {
          let others = CommandSyntax.commands(taking: name)
          if !others.isEmpty { return .failure(.optionNotForCommand(name, commands: others)) }
          let names = syntax.options.map(\.name) + [CommandOption.help.name]
          return .failure(
            .unknownOption(
              name, command: syntax.isDefault ? nil : syntax.name,
              suggestion: suggestion(for: name, among: names)))
        }
        guard let value = option.value else {
          guard inlineValue == nil else { return .failure(.unexpectedValue(option: name)) }
          line.values[option.name] = ""
          continue
        }
        if let inlineValue {
          line.values[option.name] = inlineValue
          continue
        }
        let next = remaining.upcoming
        guard let next, !Self.looksLikeOption(next) else {
          return .failure(
            .missingValue(option: name, noun: value.noun, hint: value.hint, found: next))
        }
        line.values[option.name] = remaining.value()
      }
    }
    return .success(.line(line))
  }

  /// Whether an argument is an option rather than a value: it starts with `-` and is not `-`
  /// alone (standard input or output).
  static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// Parses a command line (without the program name).
  package static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let syntax = CommandSyntax.named(by: arguments)
    let rest = syntax.name == arguments.first ? arguments.dropFirst() : arguments[...]
    if syntax.name == CommandSyntax.importing.name { return ImportCommand.parse(rest) }
    let line: ParsedLine
    switch read(rest, as: syntax) {
    case .failure(let error): return .failure(error)
    case .success(.help): return .success(.help)
    case .success(.version): return .success(.version)
    case .success(.line(let read)): line = read
    }
    var command = ReplayCommand()
    command.action = Action(rawValue: syntax.name) ?? .run
    command.quiet = line.values[CommandOption.quiet.name] != nil
    command.explain = line.values[CommandOption.explain.name] != nil
    if let value = line.values[CommandOption.format.name] {
      guard let format = Format(rawValue: value) else {
        let names = Format.allCases.map(\.rawValue)
        return .failure(
          .invalidValue(
            value, option: CommandOption.format.name, expected: "text or json",
            suggestion: suggestion(for: value, among: names)))
      }
      command.format = format
    }
    if let path = line.values["--output"] {
      guard !path.isEmpty else {
        return .failure(.missingValue(option: "-o", noun: "path", hint: nil, found: nil))
      }
      command.outputPath = path
    }
    command.files = line.operands
    switch command.action {
    case .run, .check:
      guard !command.files.isEmpty else {
        return .failure(.missingOperand("FILE (a script path, or - for standard input)"))
      }
    case .render:
      guard command.files.count == 1 else {
        return .failure(
          command.files.isEmpty
            ? .missingOperand("FILE (a script path, or - for standard input)")
            : .operandCount(command: "render", expected: "exactly one FILE"))
      }
    case .convert:
      guard command.files.count == 2 else {
        return .failure(.operandCount(command: "convert", expected: "exactly IN and OUT"))
      }
      let output = command.files.removeLast()
      guard output == "-" || output.hasSuffix(".json") || output.hasSuffix(".jsonl") else {
        return .failure(.unknownExtension(path: output))
      }
      command.outputPath = output
    }
    return .success(.command(command))
  }
}
