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

    /// `Examples/*.json`: a script for each worked example of AVOIDANCE.md §10, the spec's
    /// sample and the login form.
    static let exampleScripts = Listing("Examples", "json", atLeast: 16)

    /// `Fixtures/invalid/*.json`: the catalogue of malformed scripts.
    static let invalidScripts = Listing(
      "Tests/KeyboardScriptTests/Fixtures/invalid", "json", atLeast: 40)

    /// `Fixtures/invalid/*.expected`: the catalogue's messages, one per malformed script.
    static let invalidMessages = Listing(
      "Tests/KeyboardScriptTests/Fixtures/invalid", "expected", atLeast: 40)

    /// Every listing that parameterizes a test; ``FixtureListingTests`` checks each one.
    static let listings = [exampleScripts, invalidScripts, invalidMessages]

    /// The bytes of a file, or empty if it cannot be read.
    static func bytes(_ url: URL) -> [UInt8] {
      (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }
  }
}
