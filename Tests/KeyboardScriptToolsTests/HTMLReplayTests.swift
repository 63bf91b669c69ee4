import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
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

/// The text of a step's section.
private func section(_ step: Int, of page: String) -> String? {
  guard let start = page.range(of: "<section class=\"step\" id=\"step-\(step)\">") else {
    return nil
  }
  let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
  return String(page[start.upperBound..<(end?.lowerBound ?? page.endIndex)])
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

  @Test("Fields and containers are named in the picture, each view has a tooltip")
  func labelsAndTooltips() throws {
    let page = try Self.page()
    let step = try #require(section(1, of: page))
    #expect(
      step.contains(
        ##"fill="#174ea6" clip-path="url(#step-1-clip-0)">email</text>"##))
    #expect(step.contains(#"text-anchor="end">form</text>"#))
    #expect(
      step.contains(
        "<g class=\"view\" data-view=\"form\"><title>form (scroll)\n"
          + "frame (0,47,390,763), window (0,47,390,763)\n"
          + "contentOffset (0,193), contentSize (390,1400)\n"
          + "contentInset (0,0,312,0), safeArea (0,0,0,0)\n"
          + "indicatorInsets (0,0,302,0)</title>"))
    #expect(
      step.contains(
        "<g class=\"view\" data-view=\"email\" clip-path=\"url(#step-1-clip-0)\"><title>"
          + "email (textField)\nframe (20,600,350,44), window (20,454,350,44)</title>"))
    #expect(
      step.contains(
        "<g class=\"view\" data-view=\"root\"><title>root (view)\n"
          + "frame (0,0,390,844), window (0,0,390,844)\nsafeArea (47,0,34,0)</title>"))
    // Each picture's clip paths have ids of their own on the page.
    #expect(page.contains(#"<clipPath id="step-0-clip-0">"#))
    #expect(page.contains(#"<clipPath id="step-1-clip-0">"#))
  }

  @Test("A changed view's outline is 2.5 points wide, in a colour no other mark uses")
  func changedOutline() throws {
    let page = try Self.page()
    let outline = try #require(rect("changed", view: "form", inStep: 1, of: page))
    #expect(outline.contains(##"stroke="#c026d3""##))
    #expect(outline.contains(#"stroke-width="2.5""#))
    #expect(page.components(separatedBy: "#c026d3").count - 1 == 1)
  }

  @Test("An expect step shows the screen, what it checked and its outcome")
  func expectStep() throws {
    let page = try Self.page()
    let step = try #require(section(2, of: page))
    #expect(step.contains(#"<rect class="field focused" data-view="email" x="20" y="454""#))
    #expect(step.contains(#"<p class="checks">Checked: rootShift 1</p>"#))
    #expect(step.contains(##"fill="#c62828">✗ expectation failed</text>"##))
    let passing = try Script(
      decoding: Array(
        source.replacingOccurrences(of: #""rootShift": 1"#, with: #""visible": ["email"]"#).utf8),
      fileName: "form.json")
    let passed = try #require(section(2, of: HTMLReplay.render(passing, ScriptRunner.run(passing))))
    #expect(passed.contains(#"<p class="checks">Checked: visible email</p>"#))
    #expect(passed.contains(##"fill="#1a7f37">✓ expectation passed</text>"##))
    #expect(
      passed.contains(
        #"<rect class="checked" data-view="email" x="20" y="454" width="350" height="44" "#
          + ##"fill="none" stroke="#1a7f37" stroke-width="2""##))
  }

  @Test("A list moved for its anchor has its anchor row marked with its window y before and after")
  func anchorRow() throws {
    let source = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
         {"id": "list", "kind": "table", "frame": [0, 0, 390, 200], "contentOffset": [0, 120],
          "children": [
           {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 60]},
           {"id": "r1", "kind": "cell", "frame": [0, 60, 390, 60]},
           {"id": "r2", "kind": "cell", "frame": [0, 120, 390, 60]},
           {"id": "r3", "kind": "cell", "frame": [0, 180, 390, 60]},
           {"id": "r4", "kind": "cell", "frame": [0, 240, 390, 60]},
           {"id": "r5", "kind": "cell", "frame": [0, 300, 390, 60]}]}]},
       "events": [
         {"type": "insert", "view": "list", "at": 0,
          "cells": [{"id": "new", "kind": "cell", "frame": [0, 0, 390, 100]}]}]}
      """
    let script = try Script(decoding: Array(source.utf8), fileName: "list.json")
    let page = HTMLReplay.render(script, ScriptRunner.run(script))
    let step = try #require(section(0, of: page))
    #expect(step.contains("<td>(0,120) → (0,220)</td><td>anchor</td>"))
    #expect(
      step.contains(#"<p class="anchor">Anchor r2 of list: window y 0 before, 0 after.</p>"#))
    #expect(
      step.contains(
        #"<rect class="anchor" data-view="r2" x="0" y="0" width="390" height="60" "#
          + ##"fill="#0f766e" stroke="#0f766e""##))
    #expect(step.contains(">anchor r2: window y 0 → 0</text>"))
    // Rows are named where they show.
    #expect(step.contains(##"fill="#5f6368" clip-path="url(#step-0-clip-0)">r2</text>"##))
    #expect(!step.contains(#"<text class="label" data-view="r0""#))
  }

  @Test("A focused text view's caret is drawn where its offset puts it")
  func caret() throws {
    let source = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
         {"id": "notes", "kind": "textView", "frame": [0, 100, 390, 300],
          "contentSize": [390, 900], "contentOffset": [0, 50]}]},
       "events": [{"type": "focus", "view": "notes", "caret": [4, 80, 2, 20]}]}
      """
    let script = try Script(decoding: Array(source.utf8), fileName: "notes.json")
    let step = try #require(section(0, of: HTMLReplay.render(script, ScriptRunner.run(script))))
    #expect(
      step.contains(
        #"<rect class="caret" data-view="notes" x="4" y="130" width="2" height="20" "#))
    #expect(step.contains(">caret y 130</text>"))
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
    arguments: ExampleFiles.names)
  func example(name: String) throws {
    let url = ExampleFiles.folder.appendingPathComponent(name)
    let bytes = ExampleFiles.bytes(url)
    let output = ReplayCommand.main(["render", name]) { _ in .success(bytes) }
    #expect(output.status == 0)
    #expect(output.standardError == "")
    let script = try Script(decoding: bytes, fileName: name)
    let steps = output.standardOutput.components(separatedBy: "<section class=\"step\"").count - 1
    #expect(steps == script.events.count)
    #expect(output.standardOutput.hasSuffix("</html>\n"))
  }
}

/// Example 16's chat and example 18's button bar, read from `Examples/`.
private func examplePage(_ name: String) throws -> String {
  let url = ExampleFiles.folder.appendingPathComponent(name)
  let script = try Script(decoding: ExampleFiles.bytes(url), fileName: name)
  return HTMLReplay.render(script, ScriptRunner.run(script))
}

@Suite("HTML replay of followers and covered containers")
struct HTMLReplayKeyboardLayoutTests {
  @Test("A riding follower is drawn where it rides and labelled with its followOffset")
  func follower() throws {
    let page = try examplePage("avoidance-16-chat-composer.json")
    // Step 0: at rest (760…810), no keyboard; step 3: riding at 458…508.
    let resting = try #require(rect("view follower", view: "composer", inStep: 0, of: page))
    #expect(resting.contains(#"y="760""#))
    let riding = try #require(rect("view follower", view: "composer", inStep: 3, of: page))
    #expect(riding.contains(#"y="458" width="390" height="50""#))
    let step = try #require(section(3, of: page))
    #expect(step.contains(">composer rides the keyboard: followOffset 302</text>"))
    #expect(try #require(section(0, of: page)).contains(">composer follows the keyboard</text>"))
    // The field rides with it: 8 below the composer's top.
    let input = try #require(rect("field focused", view: "input", inStep: 3, of: page))
    #expect(input.contains(#"y="466""#))
  }

  @Test("What the keyboard and riding followers cover is shaded from the effective keyboard top")
  func coveredShade() throws {
    let page = try examplePage("avoidance-18-button-bar.json")
    let shade = try #require(rect("covered", inStep: 2, of: page))
    #expect(shade.contains(#"y="448" width="390" height="60""#))
    let step = try #require(section(2, of: page))
    #expect(step.contains(">effective keyboard top 448</text>"))
    #expect(step.contains("band bottom 438 (D = 10)"))
    #expect(step.contains("keyboard docked (top 508), effective keyboard top 448, focus email"))
    #expect(step.contains("Checked: buttons followOffset 302;"))
    // Hidden again: no shade, no effective top.
    let hidden = try #require(section(3, of: page))
    #expect(rect("covered", inStep: 3, of: page) == nil)
    #expect(!hidden.contains("effective keyboard top"))
  }

  @Test("A covered container is outlined and labelled with its lift policy while covered")
  func coveredContainer() throws {
    let page = try examplePage("avoidance-16-chat-composer.json")
    let outline = try #require(rect("covered-container", view: "messages", inStep: 3, of: page))
    #expect(outline.contains(##"stroke="#7c3aed""##))
    #expect(try #require(section(3, of: page)).contains(">lift: always</text>"))
    #expect(rect("covered-container", view: "messages", inStep: 0, of: page) == nil)
    #expect(rect("covered-container", view: "messages", inStep: 9, of: page) == nil)
  }

  @Test("An expectation's focus and navigation are stated in the step's checks")
  func navigationChecks() throws {
    let page = try examplePage("avoidance-20-navigation.json")
    #expect(
      try #require(section(2, of: page)).contains(
        "focus email; navigation previous none, next password, returnKey next"))
  }

  @Test("A screen without followers or lift policies has none of their marks")
  func noMarks() throws {
    let page = try HTMLReplayTests.page()
    for mark in ["follower", "covered", "effective keyboard top", "lift:"] {
      #expect(!page.contains(mark), "\(mark)")
    }
  }
}
