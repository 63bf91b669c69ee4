import KeyboardAvoidance
import KeyboardScript

/// `kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient]
/// [--safe-area top,left,bottom,right]`: writes a script from a `recursiveDescription`
/// printout and keyboard-notification printouts (``PrintoutImporter``).
///
/// The script goes to standard output, or to `-o`'s file; warnings go to standard error. Exit
/// status 0 when the script was written, 2 for unusable arguments or printouts (each error
/// named `file:line:column`; nothing is written).
package struct ImportCommand: Hashable, Sendable {
  /// The hierarchy printout, then the keyboard printouts, in order; `-` is standard input.
  package var files: [String] = []
  /// Where to write the script, or `nil` for standard output.
  package var outputPath: String?
  /// Whether unreadable lines are warnings rather than errors.
  package var lenient = false
  /// The root's bars, instead of those found in the printout.
  package var safeArea: Insets?

  /// The usage line.
  static var usage: String { CommandSyntax.importing.usage }

  /// Parses the arguments after `import`, against ``CommandSyntax/importing``.
  static func parse(_ arguments: ArraySlice<String>)
    -> Result<ReplayCommand.Invocation, ReplayCommand.UsageError>
  {
    let line: ReplayCommand.ParsedLine
    switch ReplayCommand.read(arguments, as: .importing) {
    case .failure(let error): return .failure(error)
    case .success(.help): return .success(.help(command: CommandSyntax.importing.name))
    case .success(.version): return .success(.version)
    case .success(.line(let read)): line = read
    }
    var command = ImportCommand()
    command.files = line.operands
    for (id, value) in line.options {
      switch id {
      case .lenient: command.lenient = true
      case .output:
        guard !value.isEmpty else {
          return .failure(.missingValue(option: "-o", noun: "path", hint: nil, found: nil))
        }
        command.outputPath = value
      case .safeArea:
        guard let insets = parseInsets(value) else {
          return .failure(
            .invalidValue(
              value, option: CommandOption.safeArea.name,
              expected: "four numbers top,left,bottom,right, each 0 or more", suggestion: nil))
        }
        command.safeArea = insets
      case .format, .quiet, .explain, .help, .version:
        // Not options of import: `read` refused them.
        break
      }
    }
    guard !command.files.isEmpty else {
      return .failure(
        .missingOperand("HIERARCHY (a recursiveDescription printout, or - for standard input)"))
    }
    return .success(.importing(command))
  }

  /// `top,left,bottom,right`, each a finite number from 0 to the format's largest magnitude.
  static func parseInsets(_ text: String) -> Insets? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var values: [Double] = []
    for part in parts {
      let trimmed = part.trimmingCharacters(in: " ")
      guard let value = parseNumber(trimmed), value >= 0,
        value <= ScriptLimits.maximumMagnitude
      else { return nil }
      values.append(value)
    }
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// Reads the printouts and imports them.
  package func execute(read: (String) -> Result<[UInt8], FileError>) -> ReplayCommand.Output {
    var output = ReplayCommand.Output()
    var printouts: [PrintoutImporter.PrintoutFile] = []
    for file in files {
      switch read(file) {
      case .failure(let error):
        output.standardError += ReplayCommand.fileErrorLine(path: file, message: error.message)
      case .success(let bytes):
        printouts.append(PrintoutImporter.PrintoutFile(name: file, bytes: bytes))
      }
    }
    guard output.standardError.isEmpty, let hierarchy = printouts.first else {
      output.status = 2
      return output
    }
    let result = PrintoutImporter.importScript(
      hierarchy: hierarchy, keyboards: Array(printouts.dropFirst()), safeArea: safeArea,
      lenient: lenient)
    switch result {
    case .failure(let failure):
      output.standardError = Self.lines(failure.diagnostics)
      output.status = 2
    case .success(let imported):
      output.standardError = Self.lines(imported.warnings)
      if let outputPath {
        output.file = ReplayCommand.WrittenFile(path: outputPath, contents: imported.text)
      } else {
        output.standardOutput = imported.text
      }
    }
    return output
  }
}

extension ImportCommand {
  /// The diagnostics, one line each, written into one string. Room is made first for lines of
  /// 256 bytes (a diagnostic quoting found text takes about 200), so that the bytes are not
  /// copied again and again as they grow.
  static func lines(_ diagnostics: [ImportDiagnostic]) -> String {
    guard !diagnostics.isEmpty else { return "" }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(diagnostics.count * 256)
    var name = (text: "", utf8: [UInt8]())
    for diagnostic in diagnostics {
      diagnostic.write(to: &bytes, name: &name)
      bytes.append(0x0A)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension StringProtocol {
  /// The text without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
