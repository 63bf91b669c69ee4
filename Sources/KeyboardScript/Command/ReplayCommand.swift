/// The `kbreplay` command without its I/O: parses arguments, decodes and replays scripts, and
/// says what to print and which status to exit with.
///
/// Exit statuses: 0 when every expectation held, 1 when one failed, 2 for unusable arguments
/// or input (then nothing is run and nothing goes to standard output).
package struct ReplayCommand: Hashable, Sendable {
  /// What the command does with its files.
  package enum Action: String, Hashable, Sendable {
    /// Replay the scripts and print the trace.
    case run
    /// Only decode and validate the scripts.
    case check
    /// Replay one script and draw every step as a self-contained HTML page.
    case render
  }

  /// The trace's format.
  package enum Format: String, Hashable, Sendable, CaseIterable {
    /// One line per event, one indented line per effect.
    case text
    /// JSON Lines.
    case json
  }

  /// What to do.
  package var action: Action = .run
  /// How to print the trace.
  package var format: Format = .text
  /// Whether to print only failures and the summary.
  package var quiet = false
  /// The script paths; `-` is standard input.
  package var files: [String] = []
  /// For `render`: where to write the page (`-o`), or `nil` for standard output.
  package var outputPath: String?

  /// The version `--version` prints.
  package static let version = "1.0.0"

  /// The text `--help` prints.
  package static let help = """
    OVERVIEW: Replay keyboard event scripts through the avoidance engine.

    USAGE: kbreplay [run] [--format text|json] [--quiet] FILE...
           kbreplay check FILE...
           kbreplay render FILE [-o OUT.html]
           kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient]
                           [--safe-area top,left,bottom,right]

    ARGUMENTS:
      FILE                    A JSON event script; - reads standard input.
      HIERARCHY.txt           import: what `po view.recursiveDescription()` printed.
      KEYBOARD.txt            import: what `po notification` or `print(notification.userInfo)`
                              printed for keyboard notifications.

    OPTIONS:
      --format <format>       text (default) or json (JSON Lines).
      --quiet                 Print only failed expectations and the summary.
      -o, --output <path>     render, import: write the page or script there instead of to
                              standard output.
      --lenient               import: warn about unreadable lines instead of failing.
      --safe-area <insets>    import: the root's bars, top,left,bottom,right.
      --version               Print the version.
      -h, --help              Print this help.

    EXIT STATUS: 0 every expectation held, 1 an expectation failed, 2 unusable input.

    """

  /// What printing and exiting the command amounts to.
  package struct Output: Hashable, Sendable {
    /// Text for standard output.
    package var standardOutput = ""
    /// Text for standard error.
    package var standardError = ""
    /// The exit status.
    package var status: Int32 = 0
    /// For `render -o PATH`: the file to write and its contents (the page goes to standard
    /// output instead when no path is given).
    package var file: WrittenFile?
  }

  /// A file the command asks its caller to write.
  package struct WrittenFile: Hashable, Sendable {
    /// Where.
    package var path: String
    /// What.
    package var contents: String
  }

  /// Runs the command line `arguments` (without the program name); `read` loads a file's bytes
  /// (`-` for standard input) or says why it cannot.
  package static func main(
    _ arguments: [String], read: (String) -> Result<[UInt8], FileError>
  ) -> Output {
    switch parse(arguments) {
    case .failure(let error):
      let usage =
        arguments.first == "import"
        ? ImportCommand.usage : "kbreplay [run] [--format text|json] [--quiet] FILE..."
      return Output(
        standardError:
          "kbreplay: error: \(error.message)\nUsage: \(usage)\nSee 'kbreplay --help'.\n",
        status: 2)
    case .success(.help):
      return Output(standardOutput: help)
    case .success(.version):
      return Output(standardOutput: "kbreplay \(version)\n")
    case .success(.command(let command)):
      return command.execute(read: read)
    case .success(.importing(let command)):
      return command.execute(read: read)
    }
  }

  /// Decodes every file, then (for ``Action/run``) replays them.
  package func execute(read: (String) -> Result<[UInt8], FileError>) -> Output {
    var output = Output()
    var scripts: [Script] = []
    for file in files {
      switch read(file) {
      case .failure(let error):
        output.standardError += "\(file): error: \(error.message)\n"
      case .success(let bytes):
        do {
          scripts.append(try Script(decoding: bytes, fileName: file))
        } catch {
          output.standardError += "\(error)\n"
        }
      }
    }
    guard output.standardError.isEmpty else {
      output.status = 2
      return output
    }
    if action == .render, let script = scripts.first {
      let run = ScriptRunner.run(script)
      let page = HTMLReplay.render(script, run)
      if let outputPath {
        output.file = WrittenFile(path: outputPath, contents: page)
      } else {
        output.standardOutput = page
      }
      output.status = run.failedExpectations > 0 ? 1 : 0
      return output
    }
    if action == .check {
      for script in scripts {
        output.standardOutput +=
          "\(script.fileName): ok (\(script.tree.count) views, \(script.events.count) events)\n"
      }
      return output
    }
    var passed = 0
    var failed = 0
    for script in scripts {
      let run = ScriptRunner.run(script)
      passed += run.expectationCount - run.failedExpectations
      failed += run.failedExpectations
      switch format {
      case .text:
        if scripts.count > 1, !quiet || run.failedExpectations > 0 {
          output.standardOutput += "== \(script.fileName)\n"
        }
        output.standardOutput += TextTrace.render(script, run, quiet: quiet)
      case .json:
        output.standardOutput += JSONTrace.render(script, run, quiet: quiet)
      }
    }
    if format == .text {
      output.standardOutput += TextTrace.summary(passed: passed, failed: failed) + "\n"
    }
    output.status = failed > 0 ? 1 : 0
    return output
  }
}

/// Why a script file could not be read.
package struct FileError: Error, Hashable, Sendable {
  /// What went wrong, such as `No such file or directory`.
  package var message: String

  /// Creates a file error.
  package init(message: String) {
    self.message = message
  }
}
