import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// `Tests/KeyboardScriptToolsTests/Fixtures/import/`, found from this file's path.
private let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Fixtures/import")

/// A fixture file's text, as a test pastes it.
private func pasted(_ name: String) throws -> PrintoutImporter.PrintoutFile {
  let text = try String(
    contentsOf: fixtureFolder.appendingPathComponent(name), encoding: .utf8)
  return PrintoutImporter.PrintoutFile(name: name, text: text)
}

/// A golden file beside the printouts, or `""` when it does not exist (a fixture without
/// warnings has no `.warnings.txt`).
private func golden(_ name: String) -> String {
  (try? String(contentsOf: fixtureFolder.appendingPathComponent(name), encoding: .utf8)) ?? ""
}

@Suite("PrintoutImporter, the importer's API")
struct PrintoutImporterTests {
  @Test(
    "pasted printouts give the script and warnings kbreplay import writes",
    arguments: ImportFixture.all)
  func sameAsTheCommand(_ fixture: ImportFixture) throws {
    let files = try fixture.files.map(pasted)
    let imported = try PrintoutImporter.importScript(
      hierarchy: files[0], keyboards: Array(files.dropFirst()),
      lenient: fixture.options.contains("--lenient")
    ).get()
    // The golden files are what `kbreplay import` writes (ImportGoldenTests checks the command
    // against them); the command's own output is compared too.
    #expect(imported.text == golden(fixture.name + ".json"))
    #expect(
      imported.warnings.map { $0.description + "\n" }.joined()
        == golden(fixture.name + ".warnings.txt"))
    let command = importFixture(fixture.files, options: fixture.options)
    #expect(imported.text == command.standardOutput)
    #expect(imported.warnings.allSatisfy { $0.severity == .warning })
    // The script and the screen are those its text decodes to (a decoded script also keeps
    // its source bytes, which an imported one has none of).
    let decoded = try Script(decoding: Array(imported.text.utf8), fileName: fixture.name)
    #expect(imported.script.name == decoded.name)
    #expect(imported.script.tree == decoded.tree)
    #expect(imported.script.events == decoded.events)
    #expect(imported.screen == decoded.tree)
  }

  @Test("a printout with separate hierarchies fails with its error's file, line and column")
  func failureNamesTheLine() throws {
    let files = try ["ipad-separate-po-printouts.txt", "ipad-separate-po-printouts.keyboard.txt"]
      .map(pasted)
    let result = PrintoutImporter.importScript(hierarchy: files[0], keyboards: [files[1]])
    guard case .failure(let failure) = result else {
      Issue.record("expected the import to fail without lenient")
      return
    }
    // The fixture's top-level views start on line 5 (see ImportGoldenTests); the root's moved
    // origin on line 2 is a warning that comes before the error.
    #expect(
      failure.errors.map { "\($0.fileName):\($0.line):\($0.column)" } == [
        "ipad-separate-po-printouts.txt:5:1"
      ])
    #expect(failure.errors.first?.message.hasPrefix("3 views at the top level") == true)
    #expect(failure.diagnostics.first?.severity == .warning)
    #expect(failure.diagnostics.first?.line == 2)
    #expect(failure.description == importFixture(files.map(\.name)).standardError)
    #expect(throws: PrintoutImporter.Failure.self) { try result.get() }
  }

  @Test("a safe area given replaces the guessed one and its warning")
  func safeAreaGiven() throws {
    let form = try pasted("ios18-login-form.txt")
    let guessed = try PrintoutImporter.importScript(hierarchy: form).get()
    #expect(guessed.warnings.contains { $0.message.contains("is guessed") })
    let insets = Insets(top: 59, left: 0, bottom: 34, right: 0)
    let given = try PrintoutImporter.importScript(hierarchy: form, safeArea: insets).get()
    #expect(!given.warnings.contains { $0.message.contains("is guessed") })
    #expect(given.screen.root.safeAreaInsets == insets)
  }
}
