import Foundation
import KeyboardScript
import KeyboardScriptTools
import Testing

extension Reliability {
  /// The catalogue of malformed scripts in `Fixtures/invalid/`: each `name.json` must make
  /// `kbreplay name.json` exit 2 with nothing on standard output and exactly the line in
  /// `name.expected` on standard error.
  @Suite("Invalid scripts")
  struct InvalidFixtureTests {
    static let names = FixturePaths.invalidScripts.names

    @Test("The catalogue holds at least 140 fixtures, each with its expected message")
    func catalogue() {
      #expect(Self.names.count >= 140)
      #expect(FixturePaths.invalidMessages.baseNames == FixturePaths.invalidScripts.baseNames)
    }

    @Test("Exit 2 with the exact message", arguments: names)
    func rejects(name: String) throws {
      let bytes = FixturePaths.bytes(FixturePaths.invalid.appendingPathComponent(name))
      let expectedURL = FixturePaths.invalid.appendingPathComponent(
        String(name.dropLast(".json".count)) + ".expected")
      let expected = try String(contentsOf: expectedURL, encoding: .utf8)
      let output = ReplayCommand.main([name]) { path in
        path == name ? .success(bytes) : .failure(FileError(message: "unexpected path"))
      }
      #expect(output.status == 2)
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError == expected)
      // One line that names the file, and `check` agrees.
      #expect(output.standardError.hasPrefix(name + ":"))
      #expect(output.standardError.filter { $0 == "\n" }.count == 1)
      let check = ReplayCommand.main(["check", name]) { _ in .success(bytes) }
      #expect(check == output)
    }
  }
}
