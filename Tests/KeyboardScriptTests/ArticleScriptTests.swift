import Foundation
import KeyboardScript
import Testing

/// The DocC articles' example scripts: every ```json block that holds a whole script (an object
/// with `events`), found in the catalogs' Markdown files.
private func articleScripts() throws -> [(file: String, source: String)] {
  let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
  let catalogs = ["KeyboardAvoidance/KeyboardAvoidance.docc", "KeyboardScript/KeyboardScript.docc"]
  var scripts: [(String, String)] = []
  for catalog in catalogs {
    let folder = sources.appendingPathComponent(catalog)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    for file in files {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for block in text.components(separatedBy: "```json\n").dropFirst() {
        guard let end = block.range(of: "\n```") else { continue }
        let source = String(block[..<end.lowerBound])
        if source.contains("\"events\"") && source.contains("\"root\"") {
          scripts.append((file, source))
        }
      }
    }
  }
  return scripts
}

@Suite("The articles' example scripts")
struct ArticleScriptTests {
  @Test("Every script in an article decodes and all of its expectations hold")
  func articleScriptsReplay() throws {
    let scripts = try articleScripts()
    #expect(scripts.contains { $0.file == "PreservingScrollPositionAndTheCaret.md" })
    for (file, source) in scripts {
      let script = try Script(decoding: Array(source.utf8), fileName: file)
      let run = ScriptRunner.run(script)
      #expect(run.expectationCount > 0, "\(file)")
      #expect(run.failedExpectations == 0, "\(file)")
    }
  }
}
