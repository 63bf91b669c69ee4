/// One `kbreplay` command's command line, as a table: its name, its options and operands in the
/// order its usage line shows them. The table is the one source of the command's parsing
/// (``ReplayCommand/parse(_:)``), its usage line and its part of `--help`.
///
/// ```swift
/// CommandSyntax.render.usage  // kbreplay render [--explain] FILE [-o OUT.html]
/// ```

import KeyboardScript
struct CommandSyntax: Sendable {
  /// One part of the usage line.
  enum Part: Sendable {
    /// An option, shown in brackets.
    case option(CommandOption)
    /// Operands, shown as they are (`FILE...`).
    case operands(String)
  }

  /// The command's word (`run`, `check`, …).
  var name: String
  /// Whether the word may be left out (`run`, the default command).
  var isDefault = false
  /// The usage line's parts, in order.
  var parts: [Part]

  /// The options the command takes.
  var options: [CommandOption] {
    parts.compactMap {
      if case .option(let option) = $0 { return option }
      return nil
    }
  }

  /// The usage line: `kbreplay render [--explain] FILE [-o OUT.html]`.
  var usage: String {
    var words = ["kbreplay", isDefault ? "[\(name)]" : name]
    for part in parts {
      switch part {
      case .option(let option): words.append("[\(option.usageForm)]")
      case .operands(let operands): words.append(operands)
      }
    }
    return words.joined(separator: " ")
  }

  /// The option `name` names (its long or short name), if the command takes it.
  func option(named name: String) -> CommandOption? {
    options.first { $0.name == name || $0.shortName == name }
  }

  // MARK: The commands

  /// `kbreplay [run] [--format text|json] [--quiet] [--explain] FILE...`.
  static let run = CommandSyntax(
    name: "run", isDefault: true,
    parts: [.option(.format), .option(.quiet), .option(.explain), .operands("FILE...")])
  /// `kbreplay check FILE...`.
  static let check = CommandSyntax(name: "check", parts: [.operands("FILE...")])
  /// `kbreplay render [--explain] FILE [-o OUT.html]`.
  static let render = CommandSyntax(
    name: "render",
    parts: [.option(.explain), .operands("FILE"), .option(.output(placeholder: "OUT.html"))])
  /// `kbreplay convert IN OUT`.
  static let convert = CommandSyntax(name: "convert", parts: [.operands("IN OUT")])
  /// `kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient] [--safe-area …]`.
  static let importing = CommandSyntax(
    name: "import",
    parts: [
      .operands("HIERARCHY.txt [KEYBOARD.txt...]"), .option(.output(placeholder: "OUT.json")),
      .option(.lenient), .option(.safeArea),
    ])

  /// Every command, in the order `--help` lists them.
  static let all = [run, check, render, convert, importing]

  /// The command a command line is for: the one its first argument names, else `run`.
  static func named(by arguments: some Collection<String>) -> CommandSyntax {
    all.first { $0.name == arguments.first } ?? run
  }

  /// The commands that take an option, by name, for "only for" messages.
  static func commands(taking name: String) -> [String] {
    all.filter { $0.option(named: name) != nil }.map(\.name)
  }
}

/// An option of a `kbreplay` command: its names, the value it takes if any, and its help.
struct CommandOption: Sendable {
  /// What an option's value is called and what it may be.
  struct Value: Sendable {
    /// The value in the usage line (`text|json`, `OUT.html`).
    var placeholder: String
    /// The value in `--help` (`<format>`).
    var helpName: String
    /// What a missing value is called in the message (`path`, `value`).
    var noun: String
    /// What the message adds about the value, if anything (`text or json`).
    var hint: String?
  }

  /// The long name (`--output`).
  var name: String
  /// The short name, if any (`-o`).
  var shortName: String?
  /// The value, or `nil` for a flag.
  var value: Value?
  /// What `--help` says it does.
  var summary: String

  /// How the usage line shows it: the short name if any, with the value.
  var usageForm: String {
    let shown = shortName ?? name
    return value.map { "\(shown) \($0.placeholder)" } ?? shown
  }

  /// How `--help` names it: `-o, --output <path>`.
  var helpForm: String {
    let names = (shortName.map { [$0] } ?? []) + [name]
    return names.joined(separator: ", ") + (value.map { " \($0.helpName)" } ?? "")
  }

  /// `--format text|json`.
  static let format = CommandOption(
    name: "--format",
    value: Value(
      placeholder: "text|json", helpName: "<format>", noun: "value", hint: "text or json"),
    summary: "text (default) or json (JSON Lines).")
  /// `--quiet`.
  static let quiet = CommandOption(
    name: "--quiet", summary: "Print only failed expectations and the summary.")
  /// `--explain`.
  static let explain = CommandOption(
    name: "--explain",
    summary: "Show the numbers behind each effect: band, target, move, limits.")
  /// `-o PATH`, written as `placeholder` in the usage line.
  static func output(placeholder: String) -> CommandOption {
    CommandOption(
      name: "--output", shortName: "-o",
      value: Value(placeholder: placeholder, helpName: "<path>", noun: "path"),
      summary: "Write the page or script there instead of to standard output (- for it).")
  }
  /// `--lenient`.
  static let lenient = CommandOption(
    name: "--lenient", summary: "Warn about unreadable lines instead of failing.")
  /// `--safe-area top,left,bottom,right`.
  static let safeArea = CommandOption(
    name: "--safe-area",
    value: Value(
      placeholder: "top,left,bottom,right", helpName: "<insets>", noun: "value",
      hint: "top,left,bottom,right"),
    summary: "The root's bars, top,left,bottom,right.")
  /// `-h, --help`, which every command takes.
  static let help = CommandOption(name: "--help", shortName: "-h", summary: "Print this help.")
  /// `--version`, which every command takes.
  static let version = CommandOption(name: "--version", summary: "Print the version.")
}
