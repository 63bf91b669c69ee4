import KeyboardScript

extension ReplayCommand {
  /// What a command line asks for.
  package enum Invocation: Hashable, Sendable {
    /// `--help`: the help of the command named before it (`kbreplay render --help`), or with
    /// no command named, the help of them all.
    case help(command: String?)
    /// `--version`.
    case version
    /// Run or check files.
    case command(ReplayCommand)
    /// Import debugger printouts into a script (`kbreplay import`).
    case importing(ImportCommand)
  }

  /// A command line read against its command's table (``CommandSyntax``): the options given,
  /// in order, and the operands in order. Each command folds the options into its own typed
  /// value once (``parse(_:)``, ``ImportCommand``), switching over ``CommandOption/ID``; a later
  /// option overrides an earlier one.
  struct ParsedLine {
    /// Each option given, in order, with its value (empty for a flag).
    var options: [(id: CommandOption.ID, value: String)] = []
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
          line.options.append((option.id, ""))
          continue
        }
        if let inlineValue {
          line.options.append((option.id, inlineValue))
          continue
        }
        let next = remaining.upcoming
        guard let next, !Self.looksLikeOption(next) else {
          return .failure(
            .missingValue(option: name, noun: value.noun, hint: value.hint, found: next))
        }
        line.options.append((option.id, remaining.value() ?? ""))
      }
    }
    return .success(.line(line))
  }

  /// Whether an argument is an option rather than a value: it starts with `-` and is not `-`
  /// alone (standard input or output).
  static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// The command a command line's first argument names, or the word that looks like a
  /// misspelt one: a first argument with no `.`, `/` or leading `-` that is no command's name
  /// but is close to one (`rendr`) is an unknown command, not a file.
  static func command(of arguments: [String]) -> Result<CommandSyntax?, UsageError> {
    guard let first = arguments.first else { return .success(nil) }
    if let syntax = CommandSyntax.all.first(where: { $0.name == first }) {
      return .success(syntax)
    }
    guard !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
      let close = suggestion(for: first, among: CommandSyntax.all.map(\.name))
    else { return .success(nil) }
    return .failure(.unknownCommand(first, suggestion: close))
  }

  /// Parses a command line (without the program name).
  package static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let named: CommandSyntax?
    switch command(of: arguments) {
    case .failure(let error): return .failure(error)
    case .success(let syntax): named = syntax
    }
    let syntax = named ?? .run
    let rest = named == nil ? arguments[...] : arguments.dropFirst()
    if syntax.name == CommandSyntax.importing.name { return ImportCommand.parse(rest) }
    let line: ParsedLine
    switch read(rest, as: syntax) {
    case .failure(let error): return .failure(error)
    case .success(.help): return .success(.help(command: named?.name))
    case .success(.version): return .success(.version)
    case .success(.line(let read)): line = read
    }
    var command = ReplayCommand()
    command.action = Action(rawValue: syntax.name) ?? .run
    for (id, value) in line.options {
      switch id {
      case .quiet: command.quiet = true
      case .explain: command.explain = true
      case .format:
        guard let format = Format(rawValue: value) else {
          let names = Format.allCases.map(\.rawValue)
          return .failure(
            .invalidValue(
              value, option: CommandOption.format.name, expected: "text or json",
              suggestion: suggestion(for: value, among: names)))
        }
        command.format = format
      case .output:
        guard !value.isEmpty else {
          return .failure(.missingValue(option: "-o", noun: "path", hint: nil, found: nil))
        }
        command.outputPath = value
      case .lenient, .safeArea, .help, .version:
        // Not options of run, check, render or convert: `read` refused them.
        break
      }
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
