import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// README: begin
let loginScreen = try? DeviceScreen.iPhone15.screen([
  ViewTree.Branch(
    ViewNode(id: "form", kind: .scroll, frame: [0, 59, 393, 759], contentSize: [393, 1400]),
    children: [ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 353, 44]))])
])

@Test func loginScreenRevealsTheFieldAndRestoresEverything() throws {
  var store = AvoidanceTestStore(try #require(loginScreen))
  store.send(.focus("email"))
  store.send(.keyboardWillShow(height: 336)) {
    $0["form"].contentOffset.y = 197  // email ends at 506: 10 points above the keyboard
    $0["form"].contentInset.bottom = 312
    $0["form"].indicatorInsets.bottom = 302
  }
  store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
  store.assertRestored()
}
// README: end

@Suite("The README's example")
struct ReadmeExampleTests {
  @Test("The README shows this file's example, with a test body of at most 10 lines")
  func readmeShowsThisExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let readme = try String(
      contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README: begin\n"))
    let end = try #require(source.range(of: "// README: end"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    let imports = "import KeyboardAvoidance\nimport KeyboardAvoidanceTesting\nimport Testing\n\n"
    #expect(readme.contains("```swift\n" + imports + example))
    let body = example.split(separator: "\n").drop { !$0.hasPrefix("@Test") }.dropFirst()
      .dropLast()
    #expect(body.count <= 10)
  }

  @Test("The README shows the rotation example of RotationTests.swift, in at most 25 lines")
  func readmeShowsTheRotationExample() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: folder.appendingPathComponent("RotationTests.swift"), encoding: .utf8)
    let readme = try String(
      contentsOf: folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README rotation: begin\n"))
    let end = try #require(source.range(of: "// README rotation: end"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("```swift\n" + example + "```"))
    #expect(example.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 25)
  }

  @Test("The README shows the chat example of KeyboardLayoutStoreTests.swift, in at most 30 lines")
  func readmeShowsTheChatExample() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: folder.appendingPathComponent("KeyboardLayoutStoreTests.swift"), encoding: .utf8)
    let readme = try String(
      contentsOf: folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README chat: begin\n"))
    let end = try #require(source.range(of: "// README chat: end"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("## Chats and button bars\n"))
    #expect(readme.contains("```swift\n" + example + "```"))
    #expect(example.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 30)
    for step in [
      "keyboardWillShow", "keyboardWillChangeFrame", "userScroll", "dragKeyboard", "liftFinger",
    ] {
      #expect(example.contains(".\(step)("), "\(step)")
    }
  }

  @Test("The README shows the path-dependency spelling: the package is named by its folder")
  func readmeShowsThePathDependency() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(#".package(path: "../KeyboardAvoidance")"#))
    #expect(readme.contains("named by its\n**folder**"))
  }
}
