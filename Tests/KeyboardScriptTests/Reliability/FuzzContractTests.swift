import KeyboardScript
import Testing

extension Reliability {
  /// The fuzz target's contract (Sources/FuzzTarget) checked on the seed corpus and on every
  /// truncation and byte flip of the examples, so a regression shows up in `swift test` without
  /// running the fuzzer. A crash or hang the fuzzer finds becomes a case here.
  @Suite("Fuzz contract")
  struct FuzzContractTests {
    /// Checks what `fuzzOneInput` checks, returning the first broken rule.
    static func contractViolation(_ bytes: [UInt8]) -> String? {
      let read: (String) -> Result<[UInt8], FileError> = { _ in .success(bytes) }
      let text = ReplayCommand.main(["fuzz.json"], read: read)
      guard (0...2).contains(text.status) else { return "exit status \(text.status)" }
      if text.status == 2 {
        guard text.standardOutput.isEmpty else { return "unusable input printed a trace" }
        guard text.standardError.hasPrefix("fuzz.json:") else { return "no file name" }
        // One line, except for the known issue of FuzzRegressionTests.
        guard text.standardError.hasSuffix("\n") else { return "message does not end its line" }
        return nil
      }
      guard text.standardError.isEmpty else { return "usable input printed to standard error" }
      guard ReplayCommand.main(["fuzz.json"], read: read) == text else { return "replays differ" }
      let json = ReplayCommand.main(["--format", "json", "fuzz.json"], read: read)
      guard json.status == text.status, json.standardError.isEmpty else {
        return "the JSON trace disagrees"
      }
      guard let script = try? Script(decoding: bytes, fileName: "fuzz.json"),
        (try? Script(decoding: Array(script.jsonText().utf8), fileName: "fuzz.json")) == script
      else { return "jsonText() does not round-trip" }
      return nil
    }

    static let examples = FixturePaths.exampleScripts.names

    @Test(
      "Seed corpus",
      arguments: examples.map { "Examples/" + $0 }
        + InvalidFixtureTests.names.map { "Tests/KeyboardScriptTests/Fixtures/invalid/" + $0 })
    func seed(path: String) {
      let bytes = FixturePaths.bytes(FixturePaths.packageRoot.appendingPathComponent(path))
      #expect(!bytes.isEmpty || path.hasSuffix("empty-file.json"))
      #expect(Self.contractViolation(bytes) == nil)
    }

    @Test("Every truncation and a byte flip every 7 bytes of each example", arguments: examples)
    func mutations(name: String) {
      let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
      for length in 0..<bytes.count {
        let violation = Self.contractViolation(Array(bytes[..<length]))
        #expect(violation == nil, "\(name) truncated to \(length) bytes")
        guard violation == nil else { return }
      }
      for position in stride(from: 0, to: bytes.count, by: 7) {
        var flipped = bytes
        flipped[position] ^= 0x20
        let violation = Self.contractViolation(flipped)
        #expect(violation == nil, "\(name) with byte \(position) flipped")
        guard violation == nil else { return }
      }
    }
  }
}
