import KeyboardAvoidance
import KeyboardScript

/// Turns what a developer prints in the debugger — a view's `recursiveDescription` and keyboard
/// notifications — into a screen and a script, written by the script format's own encoder: the
/// importer behind `kbreplay import`, for a test that starts from pasted printouts.
///
/// ```swift
/// let result = PrintoutImporter.importScript(
///   hierarchy: PrintoutImporter.PrintoutFile(name: "form.txt", text: hierarchy),
///   keyboards: [PrintoutImporter.PrintoutFile(name: "show.txt", text: notification)])
/// switch result {
/// case .success(let imported):
///   // imported.screen, imported.script, imported.text; imported.warnings, such as
///   // form.txt:12:31: warning: frame width inf cannot be held by a script; clamped to 10000000
/// case .failure(let failure):
///   // failure.errors, each with its file, line and column
/// }
/// ```
///
/// `try PrintoutImporter.importScript(…).get()` throws the ``Failure`` instead.
///
/// - Complexity: O(*n*) in the printouts' bytes, plus O(*v* log *v*) for *v* views.
public enum PrintoutImporter {
  /// A printout: its file name (for diagnostics) and bytes.
  public struct PrintoutFile: Hashable, Sendable {
    /// The file name diagnostics name (`-` for standard input).
    public var name: String
    /// The printout's bytes, as UTF-8 (a sequence that is not UTF-8 is read as found text).
    public var bytes: [UInt8]

    /// Creates a printout file from its bytes.
    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }

    /// Creates a printout file from pasted text, read as its UTF-8 bytes.
    public init(name: String, text: String) {
      self.init(name: name, bytes: Array(text.utf8))
    }
  }

  /// An import that failed: every diagnostic, errors and warnings, in order.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The diagnostics; at least one is an error.
    public var diagnostics: [ImportDiagnostic]

    /// The diagnostics that stopped the import, in order.
    public var errors: [ImportDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Each diagnostic on its line, as `kbreplay import` writes them to standard error.
    public var description: String { ImportCommand.lines(diagnostics) }
  }

  /// An imported script: its text, the script it decodes to, its screen, and the warnings.
  public struct Imported: Hashable, Sendable {
    /// The script's text, as `kbreplay import` writes it.
    public var text: String
    /// The script.
    public var script: Script
    /// Warnings: lines skipped with `lenient`, numbers clamped or dropped, a guessed safe area.
    public var warnings: [ImportDiagnostic]

    /// The imported screen: the script's view tree, before any event.
    public var screen: ViewTree { script.tree }
  }

  /// How deep a view may sit under the root in a script: each level takes an object and a
  /// `children` array, the document and the root's object two, and the deepest view's `frame`
  /// array one more.
  static let maximumViewDepth = (ScriptLimits.maximumDepth - 3) / 2

  /// Imports a hierarchy printout and keyboard printouts into a script, as `kbreplay import`
  /// does. `safeArea` sets the root's bars (otherwise a `UINavigationBar` and a `UITabBar` of
  /// the dump give them); `lenient` turns unreadable lines into warnings.
  ///
  /// - Parameters:
  ///   - hierarchy: The output of `po view.recursiveDescription()` (or of the window's).
  ///   - keyboards: Printouts of keyboard notifications (`po notification`), in order; each
  ///     notification becomes a keyboard event of the script.
  ///   - safeArea: The root's safe area, as printed by `view.safeAreaInsets`.
  ///   - lenient: Whether unreadable lines are warnings rather than errors.
  /// - Returns: The script, or every diagnostic (errors and warnings) in order when one is an
  ///   error.
  public static func importScript(
    hierarchy: PrintoutFile, keyboards: [PrintoutFile] = [], safeArea: Insets? = nil,
    lenient: Bool = false
  ) -> Result<Imported, Failure> {
    var diagnostics: [ImportDiagnostic] = []
    for file in [hierarchy] + keyboards where file.bytes.count > ScriptLimits.maximumFileSize {
      return .failure(
        Failure(diagnostics: [
          ImportDiagnostic(
            fileName: file.name, line: 1, column: 1, severity: .error,
            reason: .tooLarge(limit: ScriptLimits.maximumFileSize))
        ]))
    }
    let hierarchyLines = PrintoutLines(hierarchy.bytes)
    diagnostics += decorationWarning(hierarchyLines, fileName: hierarchy.name)
    let printout = HierarchyPrintout(hierarchyLines, fileName: hierarchy.name, lenient: lenient)
    if printout.nodes.isEmpty, let wrongOrder = wrongOrder(hierarchyLines, hierarchy, keyboards) {
      return .failure(Failure(diagnostics: [wrongOrder]))
    }
    diagnostics += printout.diagnostics
    let screen = ImportedScreen(printout, fileName: hierarchy.name, safeArea: safeArea)
    diagnostics += screen.diagnostics
    // The hierarchy's diagnostics in the order of its lines (reading and placing find them
    // apart); those of a line keep their order.
    diagnostics = inLineOrder(diagnostics)
    var events: [ScriptEvent] = []
    var omitted: [UInt64] = []
    for file in keyboards {
      let keyboardLines = PrintoutLines(file.bytes)
      diagnostics += decorationWarning(keyboardLines, fileName: file.name)
      let keyboard = KeyboardPrintout(keyboardLines, fileName: file.name, lenient: lenient)
      diagnostics += keyboard.diagnostics
      if keyboard.notifications.isEmpty, keyboard.diagnostics.isEmpty {
        diagnostics.append(
          ImportDiagnostic(
            fileName: file.name, line: 1, column: 1, severity: .error, reason: .noNotification))
      }
      var numbers = PrintedNumbers(fileName: file.name)
      for notification in keyboard.notifications {
        switch ImportedNotification.make(
          notification, window: screen.windowSize, numbers: &numbers)
        {
        case .success(let imported):
          events.append(.engine(.keyboard(imported.notification)))
          omitted.append(imported.omitted)
          let frame = imported.notification.frame
          if imported.omitted & ScriptKey.frame.bit == 0,
            !touches(frame, windowOf: screen.windowSize)
          {
            diagnostics.append(
              ImportDiagnostic(
                fileName: file.name, line: notification.line, column: notification.column,
                severity: .warning,
                reason: .keyboardOutsideWindow(
                  frame: numbersText([
                    frame.origin.x, frame.origin.y, frame.size.width, frame.size.height,
                  ]),
                  window: numbersText([screen.windowSize.width, screen.windowSize.height]))))
          }
        case .failure(let reason):
          diagnostics.append(
            ImportDiagnostic(
              fileName: file.name, line: notification.line, column: notification.column,
              severity: lenient ? .warning : .error, reason: reason))
        }
      }
      diagnostics += numbers.warnings
    }
    guard !diagnostics.contains(where: { $0.severity == .error }), let tree = screen.makeTree()
    else {
      if diagnostics.isEmpty {
        diagnostics.append(
          ImportDiagnostic(
            fileName: hierarchy.name, line: 1, column: 1, severity: .error, reason: .noView))
      }
      return .failure(Failure(diagnostics: diagnostics))
    }
    if let guessed = screen.guessedSafeArea {
      // Among the hierarchy's warnings, at the root's line.
      let index =
        diagnostics.firstIndex {
          $0.fileName != hierarchy.name || ($0.line, $0.column) > (guessed.line, guessed.column)
        } ?? diagnostics.endIndex
      diagnostics.insert(guessed, at: index)
    }
    let name = hierarchy.name == "-" ? nil : baseName(hierarchy.name)
    let script = Script(name: name, fileName: hierarchy.name, tree: tree, events: events)
    return .success(
      Imported(text: script.jsonText(omitting: omitted), script: script, warnings: diagnostics))
  }
}

extension PrintoutImporter {
  /// The one error for printouts given in the wrong order: the hierarchy's place holds keyboard
  /// notifications and no view (`lines`, of `hierarchy`), so that the import says so once rather
  /// than once per line. Names the first keyboard printout that holds views, if one does; `nil`
  /// when the first printout holds no notification either.
  static func wrongOrder(
    _ lines: PrintoutLines, _ hierarchy: PrintoutFile, _ keyboards: [PrintoutFile]
  ) -> ImportDiagnostic? {
    let notifications = KeyboardPrintout(lines, fileName: hierarchy.name, lenient: true)
    guard let first = notifications.notifications.first else { return nil }
    let views = keyboards.first { file in
      !HierarchyPrintout(PrintoutLines(file.bytes), fileName: file.name, lenient: true).nodes
        .isEmpty
    }
    return ImportDiagnostic(
      fileName: hierarchy.name, line: first.line, column: first.column, severity: .error,
      reason: .wrongOrder(notifications: hierarchy.name, hierarchy: views?.name))
  }
}

/// Diagnostics of one file in the order of their lines and columns; those at one place keep
/// their order. Diagnostics already in that order (most often all of them) are not moved.
private func inLineOrder(_ diagnostics: [ImportDiagnostic]) -> [ImportDiagnostic] {
  guard !isInLineOrder(diagnostics) else { return diagnostics }
  return diagnostics.enumerated().sorted { a, b in
    (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
  }.map(\.element)
}

/// Whether each diagnostic's line and column come at or after the one's before it.
func isInLineOrder(_ diagnostics: [ImportDiagnostic]) -> Bool {
  var index = 1
  while index < diagnostics.count {
    let previous = (diagnostics[index - 1].line, diagnostics[index - 1].column)
    if (diagnostics[index].line, diagnostics[index].column) < previous { return false }
    index += 1
  }
  return true
}

/// The warning that a printout's lines shared a decoration, left out; none when they did not.
private func decorationWarning(_ lines: PrintoutLines, fileName: String) -> [ImportDiagnostic] {
  guard let decoration = lines.decoration else { return [] }
  return [
    ImportDiagnostic(
      fileName: fileName, line: decoration.line, column: 1, severity: .warning,
      reason: .decoration(String(decoding: decoration.bytes, as: UTF8.self)))
  ]
}

/// Whether a keyboard's frame shares a point with the window (its edges included): a hidden
/// keyboard's frame starts at the window's bottom edge, a shown one lies inside.
private func touches(_ frame: Rect, windowOf size: Size) -> Bool {
  frame.origin.x <= size.width && frame.origin.x + frame.size.width >= 0
    && frame.origin.y <= size.height && frame.origin.y + frame.size.height >= 0
}

/// Numbers as a script writes them: `[0, 711, 768, 313]`.
private func numbersText(_ values: [Double]) -> String {
  "[" + values.map(shortestText).joined(separator: ", ") + "]"
}

/// The last component of a path.
private func baseName(_ path: String) -> String {
  let name = path.split(separator: "/").last.map(String.init) ?? path
  return String(name.unicodeScalars.prefix(ScriptLimits.maximumStringLength / 4))
}
