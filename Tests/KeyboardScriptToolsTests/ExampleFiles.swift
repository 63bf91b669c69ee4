import Foundation
import Testing

/// The bundled example scripts (`Examples/*.json`), found from this file's path: the arguments
/// of the tests that render every example.
enum ExampleFiles {
  /// `Examples/`.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardScriptToolsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// The examples' file names, sorted; empty when the folder cannot be read, which
  /// ``ExampleFilesTests`` reports rather than letting a parameterized test run no case.
  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  /// A file's bytes, or none when it cannot be read (the test that decodes them then fails).
  static func bytes(_ url: URL) -> [UInt8] {
    (try? Data(contentsOf: url)).map { Array($0) } ?? []
  }
}

@Suite("The examples the rendering tests take")
struct ExampleFilesTests {
  @Test("Examples/ holds every worked example, so that no parameterized test runs empty")
  func examplesAreFound() {
    #expect(ExampleFiles.names.count >= 16, "\(ExampleFiles.folder.path)")
  }
}
