/// The `kbreplay` command without its I/O: parses arguments, decodes and replays scripts, and
/// says what to print and which status to exit with.
///
/// Exit statuses: 0 when every expectation held, 1 when one failed, 2 for unusable arguments
/// or input (then nothing is run and nothing goes to standard output) and for output that could
/// not be written.

import KeyboardScript

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
  package typealias Format = TraceFormat

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

  /// The text `--help` prints: the usage lines and options come from the commands' tables
  /// (``CommandSyntax``), as the usage line of a usage error does.
  package static let help: String = {
    let usages = CommandSyntax.all.map(\.usage)
    var text = """
      OVERVIEW: Replay keyboard event scripts through the avoidance engine.

      USAGE: \(usages[0])

      """
    for usage in usages.dropFirst() { text += "       \(usage)\n" }
    text += """

      ARGUMENTS:
        FILE                    A JSON event script, or a JSON Lines recording (.jsonl, or a
                                first line with "recording"), replayed as it is read; - reads
                                standard input.
        IN OUT                  convert: a script to a recording when OUT ends in .jsonl, to a
                                script when it ends in .json (- writes a script to standard
                                output).
        HIERARCHY.txt           import: what `po view.recursiveDescription()` printed.
        KEYBOARD.txt            import: what `po notification` or `print(notification.userInfo)`
                                printed for keyboard notifications.

      OPTIONS:

      """
    var options: [(option: CommandOption, commands: [String])] = []
    for syntax in CommandSyntax.all {
      for option in syntax.options {
        if let index = options.firstIndex(where: { $0.option.name == option.name }) {
          options[index].commands.append(syntax.name)
        } else {
          options.append((option, [syntax.name]))
        }
      }
    }
    for (option, commands) in options {
      text += helpLine(option.helpForm, commands.joined(separator: ", ") + ": " + option.summary)
    }
    text += helpLine(CommandOption.version.helpForm, CommandOption.version.summary)
    text += helpLine(CommandOption.help.helpForm, CommandOption.help.summary)
    text += """

      PAGES: render writes one self-contained HTML page with a step per event; ←/→ or the slider
      move between steps, and #step=N after the page's address opens step N. A page made with
      --explain opens on the first step with effects, a plain one on step 0.

      COMMANDS: kbreplay COMMAND --help prints a command's own usage, arguments and options.

      ERRORS: an error at a place in an input file starts with the place
      (file:line:column: error: …), every other error with "kbreplay: error:".

      EXIT STATUS: 0 every expectation held, 1 an expectation failed, 2 unusable arguments or
      input, or output that could not be written.

      """
    return text
  }()

  /// One option's lines in `--help`: its names in a column of 24, its text wrapped at 94.
  static func helpLine(_ names: String, _ summary: String) -> String {
    let indent = String(repeating: " ", count: 26)
    var lines: [String] = []
    var line = "  " + names
    line += String(repeating: " ", count: max(1, 26 - line.count))
    var isFirstWord = true
    for word in summary.split(separator: " ") {
      if !isFirstWord, line.count + 1 + word.count > 94 {
        lines.append(line)
        line = indent
        isFirstWord = true
      }
      line += (isFirstWord ? "" : " ") + word
      isFirstWord = false
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

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
      output.writeError(usageErrorText(error, arguments: arguments))
      return Completion(status: 2)
    case .success(.help(let command)):
      output.write(CommandSyntax.all.first { $0.name == command }?.help ?? help)
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
