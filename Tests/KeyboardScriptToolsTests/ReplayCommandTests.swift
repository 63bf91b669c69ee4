import KeyboardScript
import KeyboardScriptTools
import Testing

// MARK: Argument parsing

/// What a command line should parse to, in a form the table can spell.
enum ParsedCommand: Hashable, Sendable {
  /// `--help`, of the command named, or of them all.
  case help(String? = nil)
  case version
  case run(format: ReplayCommand.Format = .text, quiet: Bool = false, files: [String])
  case check(files: [String])
  case render(file: String, output: String?)
  case importing(ImportCommand)
  case convert(input: String, output: String)
  case usageError(String)
}

/// One command line and what it parses to.
struct CommandLineCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var expected: ParsedCommand

  init(_ arguments: [String], _ expected: ParsedCommand) {
    self.arguments = arguments
    self.expected = expected
  }

  var testDescription: String {
    arguments.isEmpty ? "(no arguments)" : "kbreplay " + arguments.joined(separator: " ")
  }
}

/// `parse(_:)`'s result in the table's terms.
private func parsed(_ arguments: [String]) -> ParsedCommand {
  switch ReplayCommand.parse(arguments) {
  case .failure(let error): return .usageError(error.message)
  case .success(.help(let command)): return .help(command)
  case .success(.version): return .version
  case .success(.importing(let command)): return .importing(command)
  case .success(.command(let command)):
    switch command.action {
    case .run: return .run(format: command.format, quiet: command.quiet, files: command.files)
    case .check:
      // `check` takes no options, so these are always the defaults.
      guard command.format == .text, !command.quiet else {
        return .usageError("check parsed with options")
      }
      return .check(files: command.files)
    case .render:
      return .render(file: command.files.first ?? "", output: command.outputPath)
    case .convert:
      return .convert(input: command.files.first ?? "", output: command.outputPath ?? "")
    }
  }
}

/// The three lines every usage error prints to standard error.
private func usage(_ message: String) -> String {
  "kbreplay: error: \(message)\n"
    + "Usage: kbreplay [run] [--format text|json] [--quiet] [--explain] FILE...\n"
    + "See 'kbreplay --help'.\n"
}

// MARK: Scripts and files

/// The spec's login form; `afterShow` and `afterHide` are the two expectations' bodies.
private func loginForm(
  afterShow: String = #""views": {"form": {"contentOffset": [0, 193]}}, "rootShift": 0"#,
  afterHide: String = #""views": {"form": {"contentOffset": [0, 0]}}"#
) -> String {
  """
  {"name": "Login form", "window": {"size": [390, 844]},
   "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
     {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
      "children": [{"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}]}]},
   "events": [
     {"type": "focus", "view": "email"},
     {"type": "keyboardWillShow", "frame": [0, 508, 390, 336], "duration": 0.25, "curve": 7},
     {"type": "expect", \(afterShow)},
     {"type": "keyboardWillHide"},
     {"type": "expect", \(afterHide)}]}
  """
}

/// A script with no events: the smallest valid one.
private let empty: String =
  #"{"window": {"size": [10, 10]}, "root": {"id": "r", "frame": [0, 0, 10, 10]}, "events": []}"#

/// An in-memory file system for `ReplayCommand.main`; `-` is standard input. Unknown paths
/// fail like a missing file.
private func files(_ contents: [String: String]) -> (String) -> Result<[UInt8], FileError> {
  { path in
    guard let text = contents[path] else {
      return .failure(FileError(message: "No such file or directory"))
    }
    return .success(Array(text.utf8))
  }
}

/// Runs `kbreplay` with `arguments` over the in-memory `contents`.
private func kbreplay(_ arguments: [String], _ contents: [String: String] = [:])
  -> ReplayCommand.Output
{
  ReplayCommand.main(arguments, read: files(contents))
}

@Suite("kbreplay")
struct ReplayCommandTests {
  static let commandLines: [CommandLineCase] = [
    CommandLineCase(["a.json"], .run(files: ["a.json"])),
    CommandLineCase(["run", "a.json"], .run(files: ["a.json"])),
    CommandLineCase(["a.json", "b.json"], .run(files: ["a.json", "b.json"])),
    CommandLineCase(["-"], .run(files: ["-"])),
    CommandLineCase(["a.json", "-", "b.json"], .run(files: ["a.json", "-", "b.json"])),
    CommandLineCase(["--format", "json", "a.json"], .run(format: .json, files: ["a.json"])),
    CommandLineCase(["--format=json", "a.json"], .run(format: .json, files: ["a.json"])),
    CommandLineCase(["--format", "text", "a.json"], .run(files: ["a.json"])),
    CommandLineCase(["a.json", "--format", "json"], .run(format: .json, files: ["a.json"])),
    CommandLineCase(
      ["run", "--format", "json", "--format", "text", "a.json"], .run(files: ["a.json"])),
    CommandLineCase(["--quiet", "a.json"], .run(quiet: true, files: ["a.json"])),
    CommandLineCase(
      ["run", "--quiet", "--format=json", "-"], .run(format: .json, quiet: true, files: ["-"])),
    CommandLineCase(["--", "--quiet", "-x"], .run(files: ["--quiet", "-x"])),
    CommandLineCase(["check", "a.json", "b.json"], .check(files: ["a.json", "b.json"])),
    CommandLineCase(["check", "-"], .check(files: ["-"])),
    CommandLineCase(["render", "a.json"], .render(file: "a.json", output: nil)),
    CommandLineCase(
      ["render", "a.json", "-o", "a.html"], .render(file: "a.json", output: "a.html")),
    CommandLineCase(
      ["render", "--output=a.html", "a.json"], .render(file: "a.json", output: "a.html")),
    CommandLineCase(
      ["render", "a.json", "b.json"], .usageError("'render' takes exactly one FILE")),
    CommandLineCase(["render", "a.json", "-o"], .usageError("missing path for '-o'")),
    CommandLineCase(
      ["run", "a.json", "-o", "a.html"],
      .usageError("option '-o' is only for 'render' and 'import'")),
    CommandLineCase(
      ["render", "--quiet", "a.json"], .usageError("option '--quiet' is only for 'run'")),
    // An option is never taken as a value: `-o --quiet` is a missing path, `-o=--quiet` a name.
    CommandLineCase(
      ["render", "a.json", "-o", "--quiet"],
      .usageError(
        "missing path for '-o'; '--quiet' is an option (write -o=--quiet for a value like it)")),
    CommandLineCase(
      ["render", "a.json", "-o=--quiet"], .render(file: "a.json", output: "--quiet")),
    CommandLineCase(["render", "a.json", "-o", "-"], .render(file: "a.json", output: "-")),
    CommandLineCase(
      ["--format", "--quiet", "a.json"],
      .usageError(
        "missing value for '--format' (text or json); '--quiet' is an option (write "
          + "--format=--quiet for a value like it)")),
    CommandLineCase(
      ["render"], .usageError("missing FILE (a script path, or - for standard input)")),
    CommandLineCase(
      ["convert", "a.json", "a.jsonl"], .convert(input: "a.json", output: "a.jsonl")),
    CommandLineCase(["convert", "a.jsonl"], .usageError("'convert' takes exactly IN and OUT")),
    CommandLineCase(
      ["convert", "--quiet", "a.json", "b.json"], .usageError("option '--quiet' is only for 'run'")),
    CommandLineCase(
      ["convert", "a.jsonl", "b.json"], .convert(input: "a.jsonl", output: "b.json")),
    CommandLineCase(["convert", "a.jsonl", "-"], .convert(input: "a.jsonl", output: "-")),
    CommandLineCase(
      ["convert", "a.json", "a.txt"],
      .usageError(
        "cannot tell what to convert to: 'a.txt' ends in neither .json (a script) nor .jsonl "
          + "(a recording)")),
    CommandLineCase(
      ["convert", "a.json", "out"],
      .usageError(
        "cannot tell what to convert to: 'out' ends in neither .json (a script) nor .jsonl "
          + "(a recording)")),
    CommandLineCase(["--help"], .help()),
    CommandLineCase(["-h"], .help()),
    CommandLineCase(["a.json", "--help"], .help()),
    CommandLineCase(["check", "--help"], .help("check")),
    CommandLineCase(["run", "-h"], .help("run")),
    CommandLineCase(["render", "a.json", "--help"], .help("render")),
    CommandLineCase(["convert", "--help"], .help("convert")),
    CommandLineCase(["import", "--help"], .help("import")),
    // A misspelt command is not a file; a word with a dot or slash, or far from every
    // command, is.
    CommandLineCase(
      ["rendr", "x.json"], .usageError("unknown command 'rendr'; did you mean 'render'?")),
    CommandLineCase(["chekc"], .usageError("unknown command 'chekc'; did you mean 'check'?")),
    CommandLineCase(
      ["improt", "v.txt"], .usageError("unknown command 'improt'; did you mean 'import'?")),
    CommandLineCase(
      ["covnert", "a", "b"], .usageError("unknown command 'covnert'; did you mean 'convert'?")),
    CommandLineCase(["rendr.json"], .run(files: ["rendr.json"])),
    CommandLineCase(["./rendr"], .run(files: ["./rendr"])),
    CommandLineCase(["login"], .run(files: ["login"])),
    CommandLineCase(["--version"], .version),
    CommandLineCase(
      ["--fromat", "json", "a.json"],
      .usageError("unknown option '--fromat'; did you mean '--format'?")),
    CommandLineCase(
      ["--quite", "a.json"], .usageError("unknown option '--quite'; did you mean '--quiet'?")),
    CommandLineCase(["--verbose", "a.json"], .usageError("unknown option '--verbose'")),
    CommandLineCase(["-x", "a.json"], .usageError("unknown option '-x'")),
    CommandLineCase(
      ["a.json", "--format"], .usageError("missing value for '--format' (text or json)")),
    CommandLineCase(
      ["--format", "xml", "a.json"],
      .usageError("invalid value 'xml' for '--format'; expected text or json")),
    CommandLineCase(
      ["--format=jsn", "a.json"],
      .usageError("invalid value 'jsn' for '--format'; did you mean 'json'?")),
    CommandLineCase(
      ["--format=", "a.json"],
      .usageError("invalid value '' for '--format'; expected text or json")),
    CommandLineCase(["--quiet=yes", "a.json"], .usageError("option '--quiet' takes no value")),
    CommandLineCase([], .usageError("missing FILE (a script path, or - for standard input)")),
    CommandLineCase(["run"], .usageError("missing FILE (a script path, or - for standard input)")),
    CommandLineCase(
      ["--format", "json"], .usageError("missing FILE (a script path, or - for standard input)")),
    CommandLineCase(
      ["check"], .usageError("missing FILE (a script path, or - for standard input)")),
    CommandLineCase(
      ["check", "--format", "json", "a.json"], .usageError("option '--format' is only for 'run'")),
    CommandLineCase(
      ["check", "--quiet", "a.json"], .usageError("option '--quiet' is only for 'run'")),
    CommandLineCase(
      ["check", "--qiet", "a.json"], .usageError("unknown option '--qiet' for 'check'")),
    CommandLineCase(
      ["render", "--explian", "a.json"],
      .usageError("unknown option '--explian' for 'render'; did you mean '--explain'?")),
  ]

  @Test("a command line parses to its invocation or usage error", arguments: commandLines)
  func parsing(_ line: CommandLineCase) {
    #expect(parsed(line.arguments) == line.expected)
  }

  @Test("a usage error exits 2 with the message and usage on stderr, nothing on stdout")
  func usageErrorOutput() {
    let output = kbreplay(["--fromat", "json", "a.json"], ["a.json": empty])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(output.standardError == usage("unknown option '--fromat'; did you mean '--format'?"))
  }

  @Test("--help and --version print to stdout and exit 0 without reading files")
  func helpAndVersion() {
    let help = ReplayCommand.main(["--help", "a.json"]) { path in
      Issue.record("read \(path)")
      return .failure(FileError(message: "unexpected"))
    }
    #expect(help.status == 0)
    #expect(help.standardOutput == ReplayCommand.help)
    #expect(help.standardError == "")
    #expect(help.standardOutput.contains("USAGE: kbreplay [run] [--format text|json] [--quiet]"))
    #expect(help.standardOutput.contains("kbreplay check FILE..."))
    let version = kbreplay(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "kbreplay \(ReplayCommand.version)\n")
    #expect(version.standardError == "")
  }

  // MARK: Exit statuses

  @Test("exit 0 when every expectation holds")
  func passing() {
    let output = kbreplay(["login.json"], ["login.json": loginForm()])
    #expect(output.status == 0)
    #expect(output.standardError == "")
    #expect(output.standardOutput.hasPrefix("#0 focus email\n#1 keyboardWillShow "))
    #expect(output.standardOutput.contains("#2 expect passed\n"))
    #expect(output.standardOutput.hasSuffix("#4 expect passed\n2 passed, 0 failed\n"))
  }

  @Test(
    "exit 1 when an expectation fails; the failure names event, file:line:column, path, expected, actual"
  )
  func failing() {
    let script = loginForm(afterHide: #""views": {"form": {"contentOffset": [0, 5]}}"#)
    let output = kbreplay(["login.json"], ["login.json": script])
    #expect(output.status == 1)
    #expect(output.standardError == "")
    #expect(output.standardOutput.contains("#2 expect passed\n"))
    #expect(
      output.standardOutput.hasSuffix(
        """
        #4 expect failed
           login.json:10:42: events[4].views.form.contentOffset: expected (0,5), found (0,0)
        1 passed, 1 failed

        """))
  }

  @Test("--quiet prints only failed expectations and the summary")
  func quiet() {
    let script = loginForm(
      afterShow: #""views": {"form": {"contentInset": [0, 0, 300, 0]}}, "effects": 4"#,
      afterHide: #""views": {"form": {"contentOffset": [0, 5]}}, "rootShift": 1"#)
    let output = kbreplay(["--quiet", "login.json"], ["login.json": script])
    #expect(output.status == 1)
    #expect(
      output.standardOutput == """
        #2 expect failed
           login.json:8:42: events[2].views.form.contentInset: expected (0,0,300,0), found (0,0,312,0)
        #4 expect failed
           login.json:10:42: events[4].views.form.contentOffset: expected (0,5), found (0,0)
           login.json:10:69: events[4].rootShift: expected 1, found 0
        0 passed, 2 failed

        """)
    let passing = kbreplay(["--quiet", "login.json"], ["login.json": loginForm()])
    #expect(passing.status == 0)
    #expect(passing.standardOutput == "2 passed, 0 failed\n")
  }

  @Test("--format json --quiet prints failed expectations as JSON and the summary")
  func quietJSON() {
    let script = loginForm(afterHide: #""views": {"form": {"contentOffset": [0, 5]}}"#)
    let output = kbreplay(["--format=json", "--quiet", "login.json"], ["login.json": script])
    #expect(output.status == 1)
    #expect(output.standardError == "")
    let failure: String =
      #"{"event": 4, "type": "expect", "passed": false, "failures": [{"path": "#
      + #""events[4].views.form.contentOffset", "file": "login.json", "line": 10, "column": 42, "#
      + #""expected": [0, 5], "actual": [0, 0]}]}"#
    let summary: String =
      #"{"summary": {"events": 5, "effects": 8, "expectations": 2, "failed": 1}, "#
      + #""state": {"rootShift": 0, "views": {"form": {"contentOffset": [0, 0], "#
      + #""contentInset": [0, 0, 0, 0], "indicatorInsets": [0, 0, 0, 0]}}}}"#
    #expect(output.standardOutput == failure + "\n" + summary + "\n")
  }

  @Test("exit 2 for an invalid script: nothing on stdout, the diagnostic on stderr")
  func invalidScript() {
    let broken = loginForm().replacingFirst(#""kind": "textField""#, with: #""kind": "textfeld""#)
    let output = kbreplay(
      ["good.json", "bad.json"], ["good.json": loginForm(), "bad.json": broken])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    let diagnostic: String =
      #"bad.json:4:42: error: root.children[0].children[0].kind: unknown value "textfeld"; "#
      + #"did you mean "textField"?"#
    #expect(output.standardError == diagnostic + "\n")
  }

  @Test("render: the page to a file or standard output; an invalid script exits 2, writing nothing")
  func render() {
    let toFile = kbreplay(["render", "login.json", "-o", "out.html"], ["login.json": loginForm()])
    #expect(toFile.status == 0)
    #expect(toFile.standardOutput == "")
    #expect(toFile.file?.path == "out.html")
    #expect(toFile.file?.contents.hasPrefix("<!DOCTYPE html>") == true)
    let toOutput = kbreplay(["render", "login.json"], ["login.json": loginForm()])
    #expect(toOutput.standardOutput == toFile.file?.contents)
    let failing = kbreplay(
      ["render", "login.json"],
      ["login.json": loginForm(afterHide: #""views": {"form": {"contentOffset": [0, 5]}}"#)])
    #expect(failing.status == 1)
    #expect(failing.standardOutput.contains(#"<li class="failure">"#))
    let broken = loginForm().replacingFirst(#""kind": "textField""#, with: #""kind": "textfeld""#)
    let invalid = kbreplay(["render", "bad.json", "-o", "out.html"], ["bad.json": broken])
    #expect(invalid.status == 2)
    #expect(invalid.file == nil)
    #expect(invalid.standardOutput == "")
    #expect(invalid.standardError.hasPrefix("bad.json:4:42: error: "))
  }

  @Test("exit 2 for an unreadable file, even next to a good one, and nothing is run")
  func unreadableFile() {
    let output = kbreplay(["good.json", "missing.json"], ["good.json": loginForm()])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(output.standardError == "kbreplay: error: missing.json: No such file or directory\n")
  }

  @Test("every bad file is reported, in command-line order")
  func severalBadFiles() {
    let output = kbreplay(
      ["check", "a.json", "gone.json", "b.json"], ["a.json": "{", "b.json": "[]"])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError == """
        a.json:1:2: error: expected a string key
        kbreplay: error: gone.json: No such file or directory
        b.json:1:1: error: expected an object, found an array

        """)
  }

  @Test("check validates without running and summarizes each file")
  func check() {
    let failing = loginForm(afterHide: #""views": {"form": {"contentOffset": [0, 5]}}"#)
    let output = kbreplay(
      ["check", "login.json", "empty.json"], ["login.json": failing, "empty.json": empty])
    #expect(output.status == 0)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        login.json: ok (3 views, 5 events)
        empty.json: ok (1 views, 0 events)

        """)
  }

  @Test("- reads standard input and reports under the name -")
  func standardInput() {
    let good = kbreplay(["check", "-"], ["-": empty])
    #expect(good.status == 0)
    #expect(good.standardOutput == "-: ok (1 views, 0 events)\n")
    let bad = kbreplay(["-"], ["-": #"{"window": {"size": [1]}}"#])
    #expect(bad.status == 2)
    #expect(bad.standardOutput == "")
    #expect(bad.standardError == "-:1:21: error: window.size: expected 2 numbers, found 1\n")
  }

  @Test("several files: a header per file, one summary summing every file, worst status")
  func multipleFiles() {
    let failing = loginForm(afterHide: #""views": {"form": {"contentOffset": [0, 5]}}"#)
    let output = kbreplay(
      ["pass.json", "fail.json", "empty.json"],
      ["pass.json": loginForm(), "fail.json": failing, "empty.json": empty])
    #expect(output.status == 1)
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let headers = lines.filter { $0.hasPrefix("== ") }
    #expect(headers == ["== pass.json", "== fail.json", "== empty.json"])
    #expect(lines.filter { $0.hasPrefix("#0 ") }.count == 2)
    #expect(lines.suffix(2) == ["3 passed, 1 failed", ""])
    #expect(lines.filter { $0.hasSuffix("2 passed, 0 failed") }.isEmpty)
  }

  @Test("several files in JSON: each file's lines and summary, in order")
  func multipleFilesJSON() {
    let output = kbreplay(
      ["--format", "json", "a.json", "b.json"], ["a.json": loginForm(), "b.json": empty])
    #expect(output.status == 0)
    let summaries = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix(#"{"summary""#)
    }
    let first: String =
      #"{"summary": {"events": 5, "effects": 8, "expectations": 2, "failed": 0}, "#
      + #""state": {"rootShift": 0, "views": {"form": {"contentOffset": [0, 0], "#
      + #""contentInset": [0, 0, 0, 0], "indicatorInsets": [0, 0, 0, 0]}}}}"#
    let second: String =
      #"{"summary": {"events": 0, "effects": 0, "expectations": 0, "failed": 0}, "#
      + #""state": {"rootShift": 0, "views": {}}}"#
    #expect(summaries == [first[...], second[...]])
    #expect(output.standardOutput.hasSuffix(#""views": {}}}"# + "\n"))
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}

/// `kbreplay COMMAND --help`: the command's own overview, usage, arguments and options, not the
/// whole help.
@Suite("Each command's help")
struct CommandHelpTests {
  static let texts: [(command: String, text: String)] = [
    (
      "render",
      """
      OVERVIEW: Replay one script and draw every step as a self-contained HTML page.

      USAGE: kbreplay render [--explain] FILE [-o OUT.html]

      ARGUMENTS:
        FILE                    A JSON event script, or a JSON Lines recording (.jsonl, or a first
                                line with "recording"), replayed as it is read; - reads standard
                                input.

      OPTIONS:
        --explain               Show the numbers behind each effect: band, target, move, limits.
        -o, --output <path>     Write the page or script there instead of to standard output (- for
                                it).
        -h, --help              Print this help.

      """
    ),
    (
      "check",
      """
      OVERVIEW: Decode and validate scripts without replaying them.

      USAGE: kbreplay check FILE...

      ARGUMENTS:
        FILE                    A JSON event script, or a JSON Lines recording, read to its end; -
                                reads standard input.

      OPTIONS:
        -h, --help              Print this help.

      """
    ),
    (
      "convert",
      """
      OVERVIEW: Turn a script into a recording, or a recording into a script.

      USAGE: kbreplay convert IN OUT

      ARGUMENTS:
        IN OUT                  A script to a recording when OUT ends in .jsonl, to a script when it
                                ends in .json (- writes a script to standard output).

      OPTIONS:
        -h, --help              Print this help.

      """
    ),
  ]

  @Test("The command's help is exactly its own text", arguments: texts)
  func exactText(command: String, text: String) {
    let output = ReplayCommand.main([command, "--help"]) { _ in .failure(FileError(message: "")) }
    #expect(output.status == 0)
    #expect(output.standardError == "")
    #expect(output.standardOutput == text)
  }

  @Test(
    "Each command's help names its usage and its options, and no other command's",
    arguments: [
      (
        "run", ["--format <format>", "--quiet", "--explain", "-h, --help"],
        ["--output", "--lenient"]
      ),
      ("render", ["--explain", "-o, --output <path>", "-h, --help"], ["--quiet", "--format"]),
      ("check", ["-h, --help"], ["--quiet", "--explain", "--output"]),
      ("convert", ["-h, --help"], ["--quiet", "--explain", "--output"]),
      (
        "import", ["-o, --output <path>", "--lenient", "--safe-area <insets>", "-h, --help"],
        ["--quiet", "--explain", "--format"]
      ),
    ])
  func ownOptions(command: String, options: [String], others: [String]) {
    let output = ReplayCommand.main([command, "--help"]) { _ in .failure(FileError(message: "")) }
    let text = output.standardOutput
    #expect(text.hasPrefix("OVERVIEW: "))
    #expect(text.contains("\nUSAGE: kbreplay \(command == "run" ? "[run]" : command)"))
    for option in options { #expect(text.contains("\n  " + option + " "), "\(option)") }
    for option in others { #expect(!text.contains(option), "\(option)") }
    #expect(!text.contains("EXIT STATUS"))
    #expect(text != ReplayCommand.help)
  }

  @Test("Without a command, --help is the whole help, which says how to get a command's")
  func wholeHelp() {
    for arguments in [["--help"], ["-h"], ["a.json", "--help"]] {
      let output = ReplayCommand.main(arguments) { _ in .failure(FileError(message: "")) }
      #expect(output.standardOutput == ReplayCommand.help)
    }
    #expect(ReplayCommand.help.contains("kbreplay COMMAND --help prints a command's own usage"))
  }
}
