import KeyboardScript
import KeyboardScriptTools
import SeededRandom
import Testing

extension Reliability {
  /// The fuzz target's contract (Sources/FuzzTarget) checked on the seed corpus and on every
  /// truncation and byte flip of the examples, so a regression shows up in `swift test` without
  /// running the fuzzer. A crash or hang the fuzzer finds becomes a case here.
  @Suite("Fuzz contract")
  struct FuzzContractTests {
    /// Checks what `fuzzOneInput` checks, and that an unusable input's message is exactly one line,
    /// returning the first broken rule.
    static func contractViolation(_ bytes: [UInt8]) -> String? {
      let read: (String) -> Result<[UInt8], FileError> = { _ in .success(bytes) }
      let text = ReplayCommand.main(["fuzz.json"], read: read)
      guard (0...2).contains(text.status) else { return "exit status \(text.status)" }
      if text.status == 2 {
        guard text.standardOutput.isEmpty else { return "unusable input printed a trace" }
        guard text.standardError.hasPrefix("fuzz.json:") else { return "no file name" }
        do {
          _ = try Script(decoding: bytes, fileName: "fuzz.json")
          return "exit 2 for an input that decodes"
        } catch {
          return lineViolation(
            message: ReplayCommand.diagnostic(error), standardError: text.standardError)
        }
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

    /// The rule for an unusable input's message: standard error is the decoder's error as
    /// `kbreplay` words it (`file:line:column: error: path: message`) and one line break, and the
    /// description holds no `\n` or `\r` (an escaped control character in the input stays escaped,
    /// FuzzRegressionTests).
    static func lineViolation(message: String, standardError: String) -> String? {
      guard !message.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
        return "the message spans lines: \(message.debugDescription)"
      }
      guard standardError == message + "\n" else {
        return
          "standard error is not the message and a line break: \(standardError.debugDescription)"
      }
      return nil
    }

    static let examples = FixturePaths.exampleScripts.names

    @Test(
      "Seed corpus",
      arguments: examples.map { "Examples/" + $0 }
        + FixturePaths.seedScripts.names.map { "Tests/KeyboardScriptTests/Fixtures/seeds/" + $0 }
        + InvalidFixtureTests.names.map { "Tests/KeyboardScriptTests/Fixtures/invalid/" + $0 })
    func seed(path: String) {
      let bytes = FixturePaths.bytes(FixturePaths.packageRoot.appendingPathComponent(path))
      #expect(!bytes.isEmpty || path.hasSuffix("empty-file.json"))
      #expect(Self.contractViolation(bytes) == nil)
    }

    @Test("The seed scripts and examples together use every event type of the format")
    func seedsUseEveryEventType() throws {
      var types = Set<String>()
      let paths =
        Self.examples.map { FixturePaths.examples.appendingPathComponent($0) }
        + FixturePaths.seedScripts.names.map { FixturePaths.seeds.appendingPathComponent($0) }
      for path in paths {
        let script = try Script(
          decoding: FixturePaths.bytes(path), fileName: path.lastPathComponent)
        types.formUnion(script.events.map { $0.type })
      }
      let missing = ScriptEventType.allCases.map(\.rawValue).filter { !types.contains($0) }
      #expect(missing.isEmpty, "no seed holds \(missing)")
      #expect(types.contains("keyboardTrack"))
    }

    /// Every truncation and a flip every 7 bytes with `KB_PROPERTY_CASES=full` (`.ci/run`);
    /// every 17th truncation and a flip every 31 bytes in a plain `swift test`.
    static let (truncationStep, flipStep) = PropertyBudget.isFull ? (1, 7) : (17, 31)

    @Test("Every truncation and a byte flip every 7 bytes of each example", arguments: examples)
    func mutations(name: String) {
      let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
      for length in stride(from: 0, to: bytes.count, by: Self.truncationStep) {
        let violation = Self.contractViolation(Array(bytes[..<length]))
        #expect(violation == nil, "\(name) truncated to \(length) bytes")
        guard violation == nil else { return }
      }
      for position in stride(from: 0, to: bytes.count, by: Self.flipStep) {
        var flipped = bytes
        flipped[position] ^= 0x20
        let violation = Self.contractViolation(flipped)
        #expect(violation == nil, "\(name) with byte \(position) flipped")
        guard violation == nil else { return }
      }
    }

    @Test(
      "A message over two lines, or not ending its line, breaks the contract",
      arguments: [
        ("fuzz.json:1:1: a", "fuzz.json:1:1: a\n", true),
        ("fuzz.json:1:1: a\nb", "fuzz.json:1:1: a\nb\n", false),
        ("fuzz.json:1:1: a\rb", "fuzz.json:1:1: a\rb\n", false),
        ("fuzz.json:1:1: a\r\nb", "fuzz.json:1:1: a\r\nb\n", false),
        ("fuzz.json:1:1: a", "fuzz.json:1:1: a", false),
        ("fuzz.json:1:1: a", "fuzz.json:1:1: a\n\n", false),
      ])
    func lineRule(message: String, standardError: String, holds: Bool) {
      #expect((Self.lineViolation(message: message, standardError: standardError) == nil) == holds)
    }
  }
}
