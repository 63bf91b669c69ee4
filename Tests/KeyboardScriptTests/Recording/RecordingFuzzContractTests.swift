import KeyboardScript
import KeyboardScriptTools
import Testing

extension Reliability {
  /// The fuzz target's recording contract (`checkRecording` in Sources/FuzzTarget) on the
  /// recording seeds and on every truncation and byte flip of one, so that a regression shows up
  /// in `swift test` without running the fuzzer.
  @Suite("Fuzz contract of recordings")
  struct RecordingFuzzContractTests {
    /// The first rule of the recording contract that `bytes` breaks, if any.
    static func contractViolation(_ bytes: [UInt8]) -> String? {
      let read: (String) -> Result<[UInt8], FileError> = { _ in .success(bytes) }
      let text = ReplayCommand.main(["fuzz.jsonl"], read: read)
      guard (0...2).contains(text.status) else { return "exit status \(text.status)" }
      let breaks = text.standardError.utf8.filter { $0 == 0x0A || $0 == 0x0D }
      if text.status == 2 {
        guard text.standardError.hasPrefix("fuzz.jsonl:") else { return "no file name" }
        guard breaks == [0x0A], text.standardError.hasSuffix("\n") else {
          return "the message is not one line: \(text.standardError.debugDescription)"
        }
        guard (try? Script(decodingRecording: bytes, fileName: "fuzz.jsonl")) == nil else {
          return "exit 2 for a recording that decodes"
        }
        return nil
      }
      guard
        text.standardError.isEmpty
          || (breaks == [0x0A]
            && text.standardError.contains(": warning: the recording ends in an incomplete line"))
      else { return "printed more than the torn-line warning: \(text.standardError)" }
      guard ReplayCommand.main(["fuzz.jsonl"], read: read) == text else { return "replays differ" }
      let json = ReplayCommand.main(["--format", "json", "fuzz.jsonl"], read: read)
      guard json.status == text.status, json.standardError == text.standardError else {
        return "the JSON trace disagrees"
      }
      guard let script = try? Script(decodingRecording: bytes, fileName: "fuzz.jsonl"),
        (try? Script(decodingRecording: Array(script.recordingText().utf8), fileName: "fuzz.jsonl"))
          == script
      else { return "recordingText() does not round-trip" }
      return nil
    }

    static let folder = "Tests/KeyboardScriptTests/Fixtures/recordings/"

    static func bytes(_ name: String) -> [UInt8] {
      FixturePaths.bytes(FixturePaths.packageRoot.appendingPathComponent(folder + name))
    }

    @Test("Recording seeds", arguments: FixturePaths.recordings.names)
    func seed(_ name: String) {
      #expect(Self.contractViolation(Self.bytes(name)) == nil)
    }

    @Test("Every truncation and byte flip of a recording keeps the contract")
    func mutations() {
      let bytes = Self.bytes("login-form.jsonl")
      var statuses: Set<Int32> = []
      for end in 0...bytes.count {
        let cut = Array(bytes[..<end])
        if let violation = Self.contractViolation(cut) {
          Issue.record("cut at \(end): \(violation)")
          return
        }
        statuses.insert(ReplayCommand.main(["a.jsonl"]) { _ in .success(cut) }.status)
      }
      for position in stride(from: 0, to: bytes.count, by: 7) {
        var flipped = bytes
        flipped[position] ^= 0x20
        if let violation = Self.contractViolation(flipped) {
          Issue.record("flip at \(position): \(violation)")
          return
        }
      }
      // Not vacuous: some cuts replay, some are refused.
      #expect(statuses.contains(0) && statuses.contains(2))
    }
  }
}
