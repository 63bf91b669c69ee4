import KeyboardScript
import KeyboardScriptTools
import Testing

extension Reliability {
  /// Inputs the fuzzer (scripts/fuzz.sh) found that broke the fuzz target's contract, reduced by
  /// hand, each checked here for good.
  @Suite("Fuzz regressions")
  struct FuzzRegressionTests {
    /// `crash-c75812524a7354de66c4437a5f7f54dd76a9f510` (2,937 bytes, found after 1.1 million
    /// executions): a view kind spelt `"c\naell"`. A string value with an escaped control
    /// character was echoed *decoded* in the message — `unknown value "c⏎aell"` — so the message
    /// spanned two lines, and an escape character (`\u001b[2J`) reached the user's terminal as a
    /// control sequence. Values are escaped in messages now, as keys in paths were
    /// (`views["a\nb"]`): each message is exactly one line, and the fuzz contract
    /// (FuzzContractTests) checks that of every message.
    static let controlCharacters = [
      (
        #"{"window": {"size": [390, 844]}, "root": {"id": "root", "kind": "c\naell", "#
          + #""frame": [0, 0, 1, 1]}, "events": []}"#,
        #"fuzz.json:1:65: error: root.kind: unknown value "c\naell"; expected one of "view", "scroll", "#
          + #""table", "collection", "stack", "cell", "textField", "textView", "navigation", "#
          + #""tabs""#
      ),
      (
        #"{"window": {"size": [390, 844]}, "root": {"id": "root", "frame": [0, 0, 1, 1]}, "#
          + #""events": [{"type": "focus", "view": "\u001b[2J\u001b[31mred"}]}"#,
        #"fuzz.json:1:118: error: events[0].view: no view has id "\u001b[2J\u001b[31mred""#
      ),
      (
        #"{"window": {"size": [390, 844]}, "root": {"id": "a\rb", "frame": [0, 0, 1, 1], "#
          + #""children": [{"id": "a\rb", "frame": [0, 0, 1, 1]}]}, "events": []}"#,
        #"fuzz.json:1:100: error: root.children[0].id: duplicate id "a\rb" (first used at line 1, "#
          + "column 49)"
      ),
    ]

    @Test(
      "Escaped control characters in values stay escaped in messages",
      arguments: controlCharacters.indices)
    func controlCharactersInMessages(index: Int) {
      let (input, message) = Self.controlCharacters[index]
      let output = ReplayCommand.main(["fuzz.json"]) { _ in .success(Array(input.utf8)) }
      #expect(output.status == 2)
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError == message + "\n")
      let scalars = output.standardError.unicodeScalars.dropLast()
      #expect(!scalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }
}
