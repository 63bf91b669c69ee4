import Foundation

extension Reliability {
  /// Where the package's files are, found from this source file's path.
  enum FixturePaths {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Reliability
      .deletingLastPathComponent()  // KeyboardScriptTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()

    /// `Tests/KeyboardScriptTests/Fixtures/invalid/`.
    static let invalid = packageRoot.appendingPathComponent(
      "Tests/KeyboardScriptTests/Fixtures/invalid")

    /// `Examples/`.
    static let examples = packageRoot.appendingPathComponent("Examples")

    /// The names of the files in `directory` with extension `pathExtension`, sorted.
    static func files(in directory: URL, withExtension pathExtension: String) -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { $0.hasSuffix("." + pathExtension) }.sorted()
    }

    /// The bytes of a file, or empty if it cannot be read.
    static func bytes(_ url: URL) -> [UInt8] {
      (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }
  }
}
