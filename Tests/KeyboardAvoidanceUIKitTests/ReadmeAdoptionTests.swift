import Foundation
import Testing

@Suite("The README's UIKit adoption")
struct ReadmeAdoptionTests {
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: ScriptFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("Adopting it takes at most 5 lines of code, the sample app's own line among them")
  func adoptionIsShort() throws {
    let readme = try Self.text("README.md")
    let section = try #require(readme.range(of: "## Adding it to a UIKit app\n"))
    let rest = readme[section.upperBound...]
    let start = try #require(rest.range(of: "```swift\n"))
    let end = try #require(rest[start.upperBound...].range(of: "\n```"))
    let code = rest[start.upperBound..<end.lowerBound].split(separator: "\n")
    #expect(code.count <= 5)
    let line = "KeyboardAvoider.shared.isEnabled = true"
    #expect(code.contains { $0.hasPrefix(line) })
    #expect(try Self.text("Examples/UIKitApp/SceneDelegate.swift").contains(line))
  }
}
