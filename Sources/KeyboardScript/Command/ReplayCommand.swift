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
    /// Turn a script into a recording or a recording into a script (by the output's
    /// extension: `.jsonl` for a recording).
    case convert
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
  /// Whether traces and pages show the numbers behind each effect (`--explain`).
  package var explain = false
  /// The script paths; `-` is standard input.
  package var files: [String] = []
  /// For `render`: where to write the page (`-o`), or `nil` for standard output; for
  /// `convert`: where to write the converted file.
  package var outputPath: String?

  /// The version `--version` prints.
  package static let version = "1.0.0"

  /// The text `--help` prints.
  package static let help = """
    OVERVIEW: Replay keyboard event scripts through the avoidance engine.

    USAGE: kbreplay [run] [--format text|json] [--quiet] [--explain] FILE...
           kbreplay check FILE...
           kbreplay render [--explain] FILE [-o OUT.html]
           kbreplay convert IN OUT
           kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient]
                           [--safe-area top,left,bottom,right]

    ARGUMENTS:
      FILE                    A JSON event script, or a JSON Lines recording (.jsonl, or a
                              first line with "recording"), replayed as it is read; - reads
                              standard input.
      IN OUT                  convert: a script to a recording when OUT ends in .jsonl, else
                              a recording (or script) to a script.
      HIERARCHY.txt           import: what `po view.recursiveDescription()` printed.
      KEYBOARD.txt            import: what `po notification` or `print(notification.userInfo)`
                              printed for keyboard notifications.

    OPTIONS:
      --format <format>       text (default) or json (JSON Lines).
      --quiet                 Print only failed expectations and the summary.
      --explain               Show the numbers behind each effect: band, target, move, limits.
      -o, --output <path>     render, import: write the page or script there instead of to
                              standard output.
      --lenient               import: warn about unreadable lines instead of failing.
      --safe-area <insets>    import: the root's bars, top,left,bottom,right.
      --version               Print the version.
      -h, --help              Print this help.

    EXIT STATUS: 0 every expectation held, 1 an expectation failed, 2 unusable input.

    """

  /// How the command ends: its exit status, and for `render -o` and `convert`, the file it
  /// asks its caller to write.
  package struct Completion: Hashable, Sendable {
    /// The exit status.
    package var status: Int32 = 0
    /// The file to write, if any.
    package var file: WrittenFile?
  }

  /// What printing and exiting the command amounts to.
  package struct Output: Hashable, Sendable, ReplayOutput {
    /// Text for standard output.
    package var standardOutput = ""
    /// Text for standard error.
    package var standardError = ""
    /// The exit status.
    package var status: Int32 = 0
    /// For `render -o PATH`: the file to write and its contents (the page goes to standard
    /// output instead when no path is given).
    package var file: WrittenFile?

    /// Appends to ``standardOutput``.
    package mutating func write(_ text: String) { standardOutput += text }

    /// Appends UTF-8 text to ``standardOutput``.
    package mutating func write(bytes: [UInt8]) {
      standardOutput += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends to ``standardError``.
    package mutating func writeError(_ text: String) { standardError += text }
  }

  /// A file the command asks its caller to write.
  package struct WrittenFile: Hashable, Sendable {
    /// Where.
    package var path: String
    /// What.
    package var contents: String
  }

  /// Runs the command line `arguments` (without the program name); `read` loads a file's bytes
  /// (`-` for standard input) or says why it cannot. Everything the command prints is
  /// collected in the output.
  package static func main(
    _ arguments: [String], read: (String) -> Result<[UInt8], FileError>
  ) -> Output {
    var output = Output()
    let completion = main(arguments, open: { read($0).map(ByteReader.init(bytes:)) }, into: &output)
    output.status = completion.status
    output.file = completion.file
    return output
  }

  /// Runs the command line `arguments` (without the program name), writing to `output` as it
  /// goes; `open` gives a reader of a file's bytes (`-` for standard input) or says why it
  /// cannot.
  package static func main(
    _ arguments: [String], open: (String) -> Result<ByteReader, FileError>,
    into output: inout some ReplayOutput
  ) -> Completion {
    switch parse(arguments) {
    case .failure(let error):
      let usage =
        arguments.first == "import"
        ? ImportCommand.usage : "kbreplay [run] [--format text|json] [--quiet] FILE..."
      output.writeError(
        "kbreplay: error: \(error.message)\nUsage: \(usage)\nSee 'kbreplay --help'.\n")
      return Completion(status: 2)
    case .success(.help):
      output.write(help)
      return Completion()
    case .success(.version):
      output.write("kbreplay \(version)\n")
      return Completion()
    case .success(.command(let command)):
      return command.execute(open: open, into: &output)
    case .success(.importing(let command)):
      let imported = command.execute { path in
        open(path).flatMap { $0.readAll(limit: ScriptLimits.maximumFileSize) }
      }
      output.write(imported.standardOutput)
      output.writeError(imported.standardError)
      return Completion(status: imported.status, file: imported.file)
    }
  }

  /// Decodes every file, then (for ``Action/run``) replays them.
  package func execute(read: (String) -> Result<[UInt8], FileError>) -> Output {
    var output = Output()
    let completion = execute(open: { read($0).map(ByteReader.init(bytes:)) }, into: &output)
    output.status = completion.status
    output.file = completion.file
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

/// Where the command's text goes as it is produced: `kbreplay` writes it to its standard
/// streams, tests collect it (``ReplayCommand/Output``).
package protocol ReplayOutput {
  /// Writes text to standard output.
  mutating func write(_ text: String)
  /// Writes UTF-8 text to standard output.
  mutating func write(bytes: [UInt8])
  /// Writes text to standard error.
  mutating func writeError(_ text: String)
}
