import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

// MARK: Files

/// `Tests/KeyboardScriptToolsTests/Fixtures/import/`, found from this file's path.
private let importFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Fixtures/import")

/// The expected scripts beside the printouts; `KB_RECORD_GOLDEN=1` (re)writes them, as for the
/// golden traces.
private let importGolden = GoldenFolder(url: importFolder, name: "Fixtures/import")

/// A printout fixture: the files `kbreplay import` reads, and the golden files beside them
/// (`NAME.json`, the script; `NAME.warnings.txt`, standard error when it is not empty).
///
/// `scripts/fuzz.sh` seeds the fuzzer with every fixture by the same naming: `NAME.txt` alone,
/// `keyboard-NAME.txt` after the login form, `NAME.keyboard.txt` after `NAME.txt`.
struct ImportFixture: Sendable, CustomTestStringConvertible {
  /// The golden files' base name.
  var name: String
  /// The hierarchy printout and the keyboard printouts, in `Fixtures/import`.
  var files: [String]
  /// `kbreplay import`'s options (`--lenient`).
  var options: [String] = []

  var testDescription: String { name }

  /// A hierarchy fixture, imported alone.
  static func hierarchy(_ name: String) -> ImportFixture {
    ImportFixture(name: name, files: [name + ".txt"])
  }

  /// A keyboard fixture, imported with the iOS 18 login form.
  static func keyboard(_ name: String) -> ImportFixture {
    ImportFixture(name: name, files: ["ios18-login-form.txt", name + ".txt"])
  }

  /// A hierarchy fixture imported with its own keyboard printout, `NAME.keyboard.txt`.
  static func withKeyboard(_ name: String, options: [String] = []) -> ImportFixture {
    ImportFixture(name: name, files: [name + ".txt", name + ".keyboard.txt"], options: options)
  }

  static let hierarchies: [ImportFixture] = [
    .hierarchy("ios18-login-form"),
    .hierarchy("ios15-table-cells-web-collapsed"),
    .hierarchy("ios13-search-bar-collection-tabs"),
    .hierarchy("ios12-frida-quoted"),
    .hierarchy("ios11-text-view-lldb-wrapper"),
    .hierarchy("ios9-cycript-backticks"),
    .hierarchy("ios7-nslog-prefix"),
    .hierarchy("ios6-controller-prefix"),
    .hierarchy("ios5-lldb-result"),
    .hierarchy("swift-classes-module-and-mangled"),
    .hierarchy("numbers-edge-cases"),
    // Issue 28 §1: printouts as they are published.
    .hierarchy("decorated-swift-line-comment"),
    .hierarchy("decorated-objc-block-comment"),
    .hierarchy("decorated-issue-quote"),
    .hierarchy("decorated-leading-space"),
    .hierarchy("ios17-visual-effect-attributes"),
    .hierarchy("ios10-table-no-inset"),
    .withKeyboard("ipad-separate-po-printouts", options: ["--lenient"]),
    // A bar inside a scrolled container: its window position subtracts the container's offset.
    .hierarchy("ios16-vertical-pager-bar"),
  ]

  static let keyboards: [ImportFixture] = [
    .keyboard("keyboard-objc-po-notification"),
    .keyboard("keyboard-objc-nslog-unquoted"),
    .keyboard("keyboard-objc-commas-one-line"),
    .keyboard("keyboard-objc-center-and-bounds"),
    .keyboard("keyboard-swift-print-notification"),
    .keyboard("keyboard-swift-userinfo-wrapped"),
    .keyboard("keyboard-swift-po-hide-missing-values"),
    // Issue 28 §1: a log prefix before the notification, Swift's and RxSwift's forms, lines in
    // backticks, decoration.
    .keyboard("keyboard-objc-nslog-label"),
    .keyboard("keyboard-objc-emoji-marker"),
    .keyboard("keyboard-objc-prose-prefix"),
    .keyboard("keyboard-objc-bare-address"),
    .keyboard("keyboard-swift-print-name-and-userinfo"),
    .keyboard("keyboard-swift-name-comma-userinfo"),
    .keyboard("keyboard-swift-rxswift-next"),
    .keyboard("keyboard-swift-backticks"),
    .keyboard("keyboard-objc-issue-quote"),
    .keyboard("keyboard-swift-line-comment"),
  ]

  static let all = hierarchies + keyboards
}

/// Runs `kbreplay import` over fixture files, read from `Fixtures/import` under their short
/// names.
func importFixture(_ files: [String], options: [String] = []) -> ReplayCommand.Output {
  ReplayCommand.main(["import"] + files + options) { path in
    guard
      let data = FileManager.default.contents(
        atPath: importFolder.appendingPathComponent(path).path)
    else { return .failure(FileError(message: "No such file or directory")) }
    return .success([UInt8](data))
  }
}

/// Compares `actual` with the golden file `name` in `Fixtures/import`, or records it; an empty
/// `actual` with `optional` means the file must not exist.
private func expectImportGolden(
  _ actual: String, named name: String, optional: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try importGolden.expect(actual, named: name, optional: optional, sourceLocation: sourceLocation)
}

// MARK: Tests

@Suite("Import golden scripts")
struct ImportGoldenTests {
  @Test("the imported script matches its golden file", arguments: ImportFixture.all)
  func script(_ fixture: ImportFixture) throws {
    let output = importFixture(fixture.files, options: fixture.options)
    #expect(output.status == 0, "\(output.standardError)")
    try expectImportGolden(output.standardOutput, named: fixture.name + ".json")
    try expectImportGolden(
      output.standardError, named: fixture.name + ".warnings.txt", optional: true)
  }

  @Test(
    "the imported script decodes, writes back the same and replays", arguments: ImportFixture.all)
  func replay(_ fixture: ImportFixture) throws {
    let output = importFixture(fixture.files, options: fixture.options)
    let bytes = Array(output.standardOutput.utf8)
    let script = try Script(decoding: bytes, fileName: fixture.name + ".json")
    let again = try Script(
      decoding: Array(script.jsonText().utf8), fileName: fixture.name + ".json")
    #expect(again == script)
    let replay = ReplayCommand.main([fixture.name + ".json"]) { _ in .success(bytes) }
    #expect(replay.status == 0)
    #expect(replay.standardError == "")
    let run = ScriptRunner.run(script)
    #expect(run.outcomes.count == script.events.count)
  }

  @Test("separate printouts are an error without --lenient, in one diagnostic")
  func separatePrintoutsNeedLenient() {
    let output = importFixture([
      "ipad-separate-po-printouts.txt", "ipad-separate-po-printouts.keyboard.txt",
    ])
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    let errors = output.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
    let expected: String =
      "ipad-separate-po-printouts.txt:5:1: error: 3 views at the top level: the input looks "
      + "like separate printouts, and only the first view's hierarchy is read; paste the "
      + "recursiveDescription of the window (po [[UIApp keyWindow] recursiveDescription]) instead"
    #expect(errors == [Substring(expected)])
  }

  @Test("importing twice gives the same bytes", arguments: ImportFixture.all)
  func determinism(_ fixture: ImportFixture) {
    #expect(
      importFixture(fixture.files, options: fixture.options)
        == importFixture(fixture.files, options: fixture.options))
  }
}
