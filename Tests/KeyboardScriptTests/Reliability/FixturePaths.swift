import Foundation
import Testing

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

    /// `Tests/KeyboardScriptTests/Fixtures/seeds/`.
    static let seeds = packageRoot.appendingPathComponent(
      "Tests/KeyboardScriptTests/Fixtures/seeds")

    /// `Fixtures/seeds/*.json`: valid scripts that use the keys and events of PRESERVATION.md
    /// (lists, screens, texts, relaunches), of AVOIDANCE.md v1.3 (`v13-*.json`, copies of
    /// shared conformance scenarios: a chat, a form with a button bar, a navigation screen) and
    /// of v1.4 (`v14-*.json`, drags of the keyboard: `keyboardTrack` events on a chat, a form
    /// with a button bar, a shifted root and a scroll view), for the fuzzer's corpus and the
    /// encoder's round trip.
    static let seedScripts = Listing("Tests/KeyboardScriptTests/Fixtures/seeds", "json", atLeast: 6)

    /// The shared conformance scenarios, when they are there (CI runs with them): the folder
    /// `KB_CONFORMANCE` names (`.ci/run` sets it), else `../shared/conformance/` beside the
    /// package.
    static let conformance =
      ProcessInfo.processInfo.environment["KB_CONFORMANCE"].map { URL(fileURLWithPath: $0) }
      ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

    /// Whether ``conformance`` is there. Tests that need it are skipped without it, with a
    /// note saying so, except under CI (`CI=true`), where ``ConformanceFolderTests`` fails.
    static let hasConformance = FileManager.default.fileExists(atPath: conformance.path)

    /// Whether this run is CI's (`CI=true`), where nothing the shared folder holds may be
    /// skipped.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The note a test skipped for want of the shared folder shows.
    static let conformanceNote = Comment(
      rawValue: "no shared conformance folder at \(conformance.path) (set KB_CONFORMANCE); "
        + "under CI=true this fails")

    /// `Fixtures/invalid/*.json`: the catalogue of malformed scripts.
    static let invalidScripts = Listing(
      "Tests/KeyboardScriptTests/Fixtures/invalid", "json", atLeast: 140)

    /// `Fixtures/invalid/*.expected`: the catalogue's messages, one per malformed script.
    static let invalidMessages = Listing(
      "Tests/KeyboardScriptTests/Fixtures/invalid", "expected", atLeast: 140)

    /// Every listing that parameterizes a test; ``FixtureListingTests`` checks each one.
    /// The fuzzer's recording seeds: examples as recordings, a torn one, one with blank lines
    /// and one with a bad middle line.
    static let recordings = Listing(
      "Tests/KeyboardScriptTests/Fixtures/recordings", "jsonl", atLeast: 5)

    static let listings = [
      exampleScripts, seedScripts, invalidScripts, invalidMessages, recordings,
    ]

    /// The bytes of a file, or empty if it cannot be read.
    static func bytes(_ url: URL) -> [UInt8] {
      (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }
  }
}
