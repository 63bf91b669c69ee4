import KeyboardScript
import KeyboardScriptTools
import Testing

/// AVOIDANCE.md example 22 (v1.4): the field of example 2 shifts the root 246; the user drags
/// the keyboard to 520, then 700, then the finger lifts and it hides.
private let draggedRoot = #"""
  {"name": "dragged root", "window": {"size": [390, 844]},
   "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
     {"id": "field", "kind": "textField", "frame": [20, 700, 350, 44]}]},
   "events": [
     {"type": "focus", "view": "field"},
     {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
     {"type": "keyboardTrack", "top": 520},
     {"type": "keyboardTrack", "top": 700},
     {"type": "keyboardWillHide"}]}
  """#

/// The page `kbreplay render` writes for `script`.
private func page(_ script: String, explain: Bool) -> String {
  let output = ReplayCommand.main(["render"] + (explain ? ["--explain"] : []) + ["drag.json"]) {
    _ in .success(Array(script.utf8))
  }
  #expect(output.standardError == "")
  return output.standardOutput
}

/// The SVG picture of a step of a page.
private func picture(_ step: Int, of page: String) throws -> String {
  let start = try #require(page.range(of: "<section class=\"step\" id=\"step-\(step)\">"))
  let rest = page[start.upperBound...]
  let end = try #require(rest.range(of: "</svg>"))
  return String(rest[..<end.upperBound])
}

/// The `y` and `height` of the first `<rect>` of class `kind` in `svg`.
private func rect(_ kind: String, in svg: String) -> (y: Double, height: Double)? {
  guard let start = svg.range(of: "<rect class=\"\(kind)\"") else { return nil }
  let element = svg[start.upperBound...].prefix { $0 != ">" }
  func number(_ name: String) -> Double? {
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    return Double(element[range.upperBound...].prefix { $0 != "\"" })
  }
  guard let y = number("y"), let height = number("height") else { return nil }
  return (y, height)
}

@Suite("A dragged keyboard in the replay page")
struct DragPictureTests {
  @Test("The keyboard is drawn where the finger holds it, the notified frame outlined behind")
  func keyboardWhereTheFingerHoldsIt() throws {
    let rendered = page(draggedRoot, explain: false)
    // Step 3: the drag at 700 — the keyboard from 700 to the window's bottom.
    let dragged = try picture(3, of: rendered)
    #expect(rect("keyboard", in: dragged)?.y == 700)
    #expect(rect("keyboard", in: dragged)?.height == 144)
    #expect(rect("keyboard-notified", in: dragged)?.y == 508)
    #expect(dragged.contains("keyboard dragged, top 700 (notified 508)"))
    #expect(rendered.contains("dragged to top 700"))
    // Step 1: the keyboard as notified, with no outline and no drag in words.
    let shown = try picture(1, of: rendered)
    #expect(rect("keyboard", in: shown)?.y == 508)
    #expect(rect("keyboard-notified", in: shown) == nil)
    #expect(shown.contains("docked keyboard, top 508"))
  }

  @Test("The explained page draws the bound the root rests on, as the engine recorded it")
  func boundTheRootRestsOn() throws {
    let explained = page(draggedRoot, explain: true)
    // At 700 the root's bottom rests on the keyboard: shift 144, its bottom at 700.
    let resting = try picture(3, of: explained)
    #expect(resting.contains(#"<line class="drag-limit" x1="0" y1="700""#))
    #expect(resting.contains("root rests on the dragged keyboard: shift 144"))
    // At 520 the keyboard is still below the shifted root's bottom, 598: the root stays at R.
    let high = try picture(2, of: explained)
    #expect(high.contains(#"<line class="drag-limit" x1="0" y1="598""#))
    #expect(high.contains("root at R 246"))
    // Without --explain, no bound is drawn.
    #expect(!page(draggedRoot, explain: false).contains("drag-limit"))
  }
}
