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
  /// What the command does, the first line of its help.
  var summary: String
  /// The usage line's parts, in order.
  var parts: [Part]
  /// Its operands and what each is, for its help.
  var operands: [(name: String, text: String)]

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

  /// A script or recording operand, as `--help` describes it.
  static let fileOperand = (
    name: "FILE",
    text: "A JSON event script, or a JSON Lines recording (.jsonl, or a first line with "
      + "\"recording\"), replayed as it is read; - reads standard input."
  )

  /// `kbreplay [run] [--format text|json] [--quiet] [--explain] FILE...`.
  static let run = CommandSyntax(
    name: "run", isDefault: true,
    summary: "Replay scripts through the avoidance engine and print the trace of every event.",
    parts: [.option(.format), .option(.quiet), .option(.explain), .operands("FILE...")],
    operands: [fileOperand])
  /// `kbreplay check FILE...`.
  static let check = CommandSyntax(
    name: "check", summary: "Decode and validate scripts without replaying them.",
    parts: [.operands("FILE...")],
    operands: [
      (
        "FILE",
        "A JSON event script, or a JSON Lines recording, read to its end; - reads standard input."
      )
    ])
  /// `kbreplay render [--explain] FILE [-o OUT.html]`.
  static let render = CommandSyntax(
    name: "render",
    summary: "Replay one script and draw every step as a self-contained HTML page.",
    parts: [.option(.explain), .operands("FILE"), .option(.output(placeholder: "OUT.html"))],
    operands: [fileOperand])
  /// `kbreplay convert IN OUT`.
  static let convert = CommandSyntax(
    name: "convert", summary: "Turn a script into a recording, or a recording into a script.",
    parts: [.operands("IN OUT")],
    operands: [
      (
        "IN OUT",
        "A script to a recording when OUT ends in .jsonl, to a script when it ends in .json (- "
          + "writes a script to standard output)."
      )
    ])
  /// `kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient] [--safe-area …]`.
  static let importing = CommandSyntax(
    name: "import", summary: "Write a script from debugger printouts of a screen and keyboard.",
    parts: [
      .operands("HIERARCHY.txt [KEYBOARD.txt...]"), .option(.output(placeholder: "OUT.json")),
      .option(.lenient), .option(.safeArea),
    ],
    operands: [
      ("HIERARCHY.txt", "What `po view.recursiveDescription()` printed."),
      (
        "KEYBOARD.txt",
        "What `po notification` or `print(notification.userInfo)` printed for keyboard "
          + "notifications, in the order they were posted."
      ),
    ])

  /// Every command, in the order `--help` lists them.
  static let all = [run, check, render, convert, importing]

  /// The commands that take an option, by name, for "only for" messages.
  static func commands(taking name: String) -> [String] {
    all.filter { $0.option(named: name) != nil }.map(\.name)
  }

  /// The command's own help: what it does, its usage line, its operands and its options.
  var help: String {
    var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n\nARGUMENTS:\n"
    for operand in operands { text += ReplayCommand.helpLine(operand.name, operand.text) }
    text += "\nOPTIONS:\n"
    for option in options + [.help] {
      text += ReplayCommand.helpLine(option.helpForm, option.summary)
    }
    return text
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

  /// Which option it is, for the commands' parsers to switch over.
  enum ID: Hashable, Sendable {
    case format, quiet, explain, output, lenient, safeArea, help, version
  }

  /// Which option it is.
  var id: ID
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
    id: .format, name: "--format",
    value: Value(
      placeholder: "text|json", helpName: "<format>", noun: "value", hint: "text or json"),
    summary: "text (default) or json (JSON Lines).")
  /// `--quiet`.
  static let quiet = CommandOption(
    id: .quiet, name: "--quiet", summary: "Print only failed expectations and the summary.")
  /// `--explain`.
  static let explain = CommandOption(
    id: .explain, name: "--explain",
    summary: "Show the numbers behind each effect: band, target, move, limits.")
  /// `-o PATH`, written as `placeholder` in the usage line.
  static func output(placeholder: String) -> CommandOption {
    CommandOption(
      id: .output, name: "--output", shortName: "-o",
      value: Value(placeholder: placeholder, helpName: "<path>", noun: "path"),
      summary: "Write the page or script there instead of to standard output (- for it).")
  }
  /// `--lenient`.
  static let lenient = CommandOption(
    id: .lenient, name: "--lenient", summary: "Warn about unreadable lines instead of failing.")
  /// `--safe-area top,left,bottom,right`.
  static let safeArea = CommandOption(
    id: .safeArea, name: "--safe-area",
    value: Value(
      placeholder: "top,left,bottom,right", helpName: "<insets>", noun: "value",
      hint: "top,left,bottom,right"),
    summary: "The root's bars, top,left,bottom,right.")
  /// `-h, --help`, which every command takes.
  static let help = CommandOption(
    id: .help, name: "--help", shortName: "-h", summary: "Print this help.")
  /// `--version`, which every command takes.
  static let version = CommandOption(
    id: .version, name: "--version", summary: "Print the version.")
}
