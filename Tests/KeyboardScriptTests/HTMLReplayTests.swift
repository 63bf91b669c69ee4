import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing

/// Example 4's form: the field at content y 600 rises by 193 when the keyboard docks.
private let source = """
  {"name": "form <&>", "window": {"size": [390, 844]},
   "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
     {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
      "children": [{"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}]}]},
   "events": [
     {"type": "focus", "view": "email"},
     {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
     {"type": "expect", "rootShift": 1}]}
  """

/// The `<rect …/>` of a class and view in a step's section.
private func rect(_ kind: String, view: String? = nil, inStep step: Int, of page: String) -> String?
{
  guard let start = page.range(of: "<section class=\"step\" id=\"step-\(step)\">") else {
    return nil
  }
  let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
  let section = page[start.upperBound..<(end?.lowerBound ?? page.endIndex)]
  let viewAttribute = view.map { " data-view=\"\($0)\"" } ?? ""
  guard let found = section.range(of: "<rect class=\"\(kind)\"\(viewAttribute) ") else {
    return nil
  }
  let close = section.range(of: "/>", range: found.upperBound..<section.endIndex)
  return String(section[found.lowerBound..<(close?.upperBound ?? section.endIndex)])
}

@Suite("HTML replay")
struct HTMLReplayTests {
  static func page() throws -> String {
    let script = try Script(decoding: Array(source.utf8), fileName: "form.json")
    return HTMLReplay.render(script, ScriptRunner.run(script))
  }

  @Test("One step per event, each with its event")
  func stepPerEvent() throws {
    let page = try Self.page()
    #expect(page.components(separatedBy: "<section class=\"step\"").count - 1 == 3)
    #expect(page.contains("<h2>#1 keyboardWillShow (0,508,390,336) 0.25s curve 7</h2>"))
    #expect(page.contains("<title>form &lt;&amp;&gt;</title>"))
    #expect(!page.contains("http:") || !page.contains("src="))
  }

  @Test("The focused field is drawn at its window frame before and after the reveal")
  func fieldCoordinates() throws {
    let page = try Self.page()
    #expect(
      rect("field focused", view: "email", inStep: 0, of: page)?
        .contains(#"x="20" y="647" width="350" height="44""#) == true)
    #expect(
      rect("field focused", view: "email", inStep: 1, of: page)?
        .contains(#"x="20" y="454" width="350" height="44""#) == true)
    #expect(
      rect("changed", view: "form", inStep: 1, of: page)?.contains(#"y="47""#) == true)
  }

  @Test("The keyboard is drawn from its top, and the band's bottom edge with D")
  func keyboard() throws {
    let page = try Self.page()
    #expect(rect("keyboard", inStep: 0, of: page) == nil)
    #expect(
      rect("keyboard", inStep: 1, of: page)?.contains(#"x="0" y="508" width="390" height="336""#)
        == true)
    #expect(page.contains(">band bottom 498 (D = 10)</text>"))
    #expect(page.contains(">docked keyboard, top 508</text>"))
  }

  @Test("A failed expectation is marked")
  func failedExpectation() throws {
    let page = try Self.page()
    #expect(
      page.contains(
        #"<li class="failure">events[2].rootShift: expected 1, found 0</li>"#))
    #expect(page.contains("1 failed</p>"))
  }

  @Test("The same script gives the same bytes")
  func deterministic() throws {
    #expect(try Self.page() == Self.page())
  }
}

@Suite("HTML replay of every example")
struct HTMLReplayExampleTests {
  @Test(
    "kbreplay render draws every example: a step per event, exit 0",
    arguments: Reliability.FixturePaths.exampleScripts.names)
  func example(name: String) throws {
    let url = Reliability.FixturePaths.examples.appendingPathComponent(name)
    let bytes = Reliability.FixturePaths.bytes(url)
    let output = ReplayCommand.main(["render", name]) { _ in .success(bytes) }
    #expect(output.status == 0)
    #expect(output.standardError == "")
    let script = try Script(decoding: bytes, fileName: name)
    let steps = output.standardOutput.components(separatedBy: "<section class=\"step\"").count - 1
    #expect(steps == script.events.count)
    #expect(output.standardOutput.hasSuffix("</html>\n"))
  }
}
