import KeyboardScript
import KeyboardScriptTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// ScriptLimits: every limit that keeps hostile input safe is enforced, and exceeding one is
  /// exit 2 naming the JSON path — never a stack overflow or a huge allocation.
  @Suite("Input limits")
  struct ScriptLimitTests {
    /// Runs `kbreplay limit.json` on `bytes`.
    static func run(_ bytes: [UInt8]) -> ReplayCommand.Output {
      ReplayCommand.main(["limit.json"]) { _ in .success(bytes) }
    }

    static func run(_ text: String) -> ReplayCommand.Output { run(Array(text.utf8)) }

    /// A script with `children` under the root and `events`.
    static func script(children: String = "", events: String = "") -> String {
      """
      {"window": {"size": [390, 844]}, "root": {"id": "root", "frame": [0, 0, 390, 844],
      "children": [\(children)]}, "events": [\(events)]}
      """
    }

    /// Checks that `output` is an unusable-input error with exactly `message`.
    static func expectRejected(_ output: ReplayCommand.Output, _ message: String) {
      #expect(output.status == 2)
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError == message + "\n")
    }

    /// Checks that `output` is an unusable-input error, one line naming the file, ending with
    /// `path: message`.
    static func expectRejected(_ output: ReplayCommand.Output, endingWith suffix: String) {
      #expect(output.status == 2)
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError.hasPrefix("limit.json:"))
      #expect(output.standardError.hasSuffix(": " + suffix + "\n"))
      #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("100,000-deep nesting is a syntax error at level 257, not a stack overflow")
    func deepNesting() {
      let depth = 100_000
      let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      Self.expectRejected(
        Self.run(arrays), "limit.json:1:257: error: nesting deeper than 256 levels")
      let objects =
        String(repeating: "{\"a\": ", count: depth) + "0" + String(repeating: "}", count: depth)
      Self.expectRejected(
        Self.run(objects), "limit.json:1:\(256 * 6 + 1): error: nesting deeper than 256 levels")
      let unclosed = String(repeating: "[", count: depth)
      Self.expectRejected(
        Self.run(unclosed), "limit.json:1:257: error: nesting deeper than 256 levels")
      // Views nest two levels per view (object and children array): 200,000 views deep.
      let views =
        String(repeating: "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"children\": [", count: depth)
      let output = Self.run(Self.script(children: views))
      #expect(output.status == 2)
      #expect(output.standardError.hasSuffix(": nesting deeper than 256 levels\n"))
    }

    @Test("256 levels are allowed; the decoder then reports the misplaced value")
    func nestingAtTheLimit() {
      let arrays = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
      Self.expectRejected(
        Self.run(arrays), "limit.json:1:1: error: expected an object, found an array")
    }

    @Test("Coordinates up to 1e7 in magnitude are accepted; beyond is exit 2 with the path")
    func magnitude() {
      for value in ["10000000", "-10000000", "1e7", "-1E+7"] {
        let output = Self.run(
          Self.script(
            children: "{\"id\": \"f\", \"kind\": \"textField\", \"frame\": [\(value), 0, 1, 1]}"))
        #expect(output.status == 0, "\(value)")
      }
      let cases = [
        ("10000000.000000002", "found 10000000.000000002"), ("1e308", "found 1e+308"),
        ("-1.7976931348623157e308", "found -1.7976931348623157e+308"),
        // Beyond the largest Double: the same message, not a syntax error without a path.
        ("1e400", "found a number beyond 1.8e308"), ("-1e400", "found a number beyond -1.8e308"),
      ]
      for (value, found) in cases {
        Self.expectRejected(
          Self.run(Self.script(events: "{\"type\": \"caret\", \"caret\": [0, \(value), 1, 1]}")),
          endingWith: "events[0].caret[1]: expected a number between -10000000 and 10000000, "
            + found)
      }
    }

    @Test("Strings up to 1,024 bytes are accepted; longer ones are exit 2 with the path")
    func stringLength() {
      let longest = String(repeating: "é", count: 512)
      #expect(
        Self.run(Self.script(children: "{\"id\": \"\(longest)\", \"frame\": [0, 0, 1, 1]}")).status
          == 0)
      let tooLong = longest + "x"
      Self.expectRejected(
        Self.run(Self.script(children: "{\"id\": \"\(tooLong)\", \"frame\": [0, 0, 1, 1]}")),
        endingWith: "root.children[0].id: string longer than 1024 bytes")
      Self.expectRejected(
        Self.run("{\"name\": \"\(String(repeating: "n", count: 5_000_000))\"}"),
        "limit.json:1:10: error: name: string longer than 1024 bytes")
      Self.expectRejected(
        Self.run(Self.script(events: "{\"type\": \"focus\", \"view\": \"\(tooLong)\"}")),
        endingWith: "events[0].view: string longer than 1024 bytes")
    }

    @Test("Object keys are held to the string limit too", .bug(id: "reliability-keys"))
    func keyLength() {
      // Ids given as object keys (`views`, `frames`) and unknown keys must not escape the
      // 1,024-byte limit: a message that echoed a 200 MB key would cost hundreds of MB.
      let key = String(repeating: "k", count: 2_000)
      for events in [
        "{\"type\": \"expect\", \"views\": {\"\(key)\": {}}}",
        "{\"type\": \"resize\", \"window\": {\"size\": [1, 1]}, \"frames\": {\"\(key)\": [0, 0, 1, 1]}}",
        "{\"type\": \"blur\", \"\(key)\": 1}",
      ] {
        let output = Self.run(Self.script(events: events))
        #expect(output.status == 2)
        #expect(output.standardError.hasSuffix(": string longer than 1024 bytes\n"))
        #expect(output.standardError.count < 200)
      }
    }

    @Test("More than 2,000,000 events is exit 2 before any event is decoded")
    func events() {
      var text = Array(Self.script().utf8.dropLast(2))  // `]}`
      let event = Array("{\"type\": \"blur\"},".utf8)
      text.reserveCapacity(text.count + event.count * 2_000_001)
      for _ in 0..<2_000_001 { text += event }
      text.removeLast()
      text += Array("]}".utf8)
      Self.expectRejected(
        Self.run(text), endingWith: "events: more than 2000000 events")
    }

    @Test(
      "More than 1,000,000 views is exit 2 at the first view too many",
      .enabled(if: getenv("KB_RELIABILITY_LARGE") != nil, "takes about 45 s in a debug build"))
    func views() {
      var text = Array(
        "{\"window\": {\"size\": [1, 1]}, \"root\": {\"id\": \"r\", \"frame\": [0, 0, 1, 1], \"children\": ["
          .utf8)
      for index in 0..<1_000_000 {
        text += Array("{\"id\": \"v\(index)\", \"frame\": [0, 0, 0, 0]},".utf8)
      }
      text.removeLast()
      text += Array("]}, \"events\": []}".utf8)
      let output = Self.run(text)
      #expect(output.status == 2)
      #expect(output.standardError.hasSuffix(": root.children[999999]: more than 1000000 views\n"))
    }

    @Test("A file over 256 MiB is exit 2 before it is parsed")
    func fileSize() {
      let bytes = [UInt8](repeating: UInt8(ascii: " "), count: ScriptLimits.maximumFileSize + 1)
      Self.expectRejected(
        Self.run(bytes), "limit.json:1:1: error: file larger than 268435456 bytes")
    }
  }
}
