import Foundation
import KeyboardScript
import KeyboardScriptTools
import Testing

/// The page `kbreplay render --explain` writes for an example script.
private func explainedPage(_ example: String, explain: Bool = true) throws -> String {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/\(example).json")
  let bytes = Array(try Data(contentsOf: path))
  let output = ReplayCommand.main(
    ["render"] + (explain ? ["--explain"] : []) + ["\(example).json"]
  ) { _ in .success(bytes) }
  #expect(output.standardError == "")
  return output.standardOutput
}

/// The SVG picture of a step.
private func picture(_ step: Int, of page: String) throws -> String {
  let start = try #require(page.range(of: "<section class=\"step\" id=\"step-\(step)\">"))
  let rest = page[start.upperBound...]
  let end = try #require(rest.range(of: "</svg>"))
  return String(rest[..<end.upperBound])
}

/// The `<text>` elements of a picture: class, x, y and content.
private func labels(in svg: String) -> [(kind: String, x: Double, y: Double, text: String)] {
  var found: [(String, Double, Double, String)] = []
  for piece in svg.components(separatedBy: "<text class=\"").dropFirst() {
    guard let kindEnd = piece.firstIndex(of: "\""), let close = piece.firstIndex(of: ">"),
      let textEnd = piece.range(of: "</text>")
    else { continue }
    let attributes = String(piece[..<close])
    func number(_ name: String) -> Double {
      guard let range = attributes.range(of: " \(name)=\"") else { return .nan }
      let value = attributes[range.upperBound...].prefix { $0 != "\"" }
      return Double(value) ?? .nan
    }
    found.append(
      (
        String(piece[..<kindEnd]), number("x"), number("y"),
        String(piece[piece.index(after: close)..<textEnd.lowerBound])
      ))
  }
  return found
}

@Suite("The explained page")
struct ExplainedPageTests {
  @Test("An explained page opens on the first step with effects, a plain one on step 0")
  func opensOnTheFirstStepWithEffects() throws {
    let explained = try explainedPage("login-form")
    #expect(explained.contains(#"id="slider" min="0" max="24" value="1""#))
    #expect(explained.contains("show(m?+m[1]:+slider.getAttribute('value'))"))
    let plain = try explainedPage("login-form", explain: false)
    #expect(plain.contains(#"id="slider" min="0" max="24" value="0""#))
  }

  @Test("Each derivation line sits under the effect it explains, as in the text trace")
  func linesUnderTheirEffects() throws {
    let page = try explainedPage("avoidance-05-container-too-small")
    let step = try #require(page.components(separatedBy: "id=\"step-1\"").last)
    let rows = step.components(separatedBy: "<tr").dropFirst().map { "<tr" + $0 }
    // Each effect's row is followed by its explanation's row.
    let rootRow = try #require(rows.firstIndex { $0.contains("<td>rootShift</td>") })
    #expect(rows[rootRow + 1].hasPrefix(#"<tr class="explained">"#))
    #expect(
      rows[rootRow + 1].contains(
        "<li>root shift 146 = move 166 − box's 20; overlap 336 did not bind</li>"))
    let offsetRow = try #require(rows.firstIndex { $0.contains("<td>contentOffset</td>") })
    #expect(rows[offsetRow + 1].contains("<li>box offset 20: asked 166, max 502, clip 20"))
    let insetRow = try #require(rows.firstIndex { $0.contains("<td>contentInset</td>") })
    #expect(rows[insetRow + 1].contains("<li>box inset 166 = frame bottom 664"))
    #expect(!rows[insetRow + 1].contains("box offset"))
  }

  @Test("The picture shows the move: the target before and after, and an arrow with the distance")
  func showsTheMove() throws {
    let svg = try picture(1, of: try explainedPage("avoidance-05-container-too-small"))
    #expect(svg.contains(#"<rect class="target-before" data-view="field" x="20" y="620""#))
    #expect(svg.contains(#"<rect class="derived-target" data-view="field" x="20" y="454""#))
    let texts = labels(in: svg).map(\.text)
    #expect(texts.contains("field before: 620…664"))
    #expect(texts.contains("move up 166"))
    #expect(texts.contains("field after: 454…498; limit: clip of box"))
  }

  @Test(
    "Every drawn line and dashed outline has a label, and no label lies on the focused field",
    arguments: [
      ("avoidance-05-container-too-small", 1, true), ("login-form", 1, true),
      ("login-form", 7, true), ("login-form", 13, true),
      // A text view taller than the band leaves no room beside it: only the labels are checked.
      ("avoidance-15-tall-text-view-in-cell", 1, false),
    ])
  func everyLineIsLabelled(_ example: String, _ step: Int, _ fieldLeavesRoom: Bool) throws {
    let svg = try picture(step, of: try explainedPage(example))
    let texts = labels(in: svg)
    let kinds = Set(texts.map(\.kind))
    for piece in svg.components(separatedBy: "<line class=\"").dropFirst() {
      let kind = String(piece.prefix { $0 != "\"" })
      // A limit line along the moved target's edge shares the target's label.
      let labelled =
        kinds.contains(kind + "-label")
        || (kind == "limit"
          && texts.contains { $0.kind == "derived-target-label" && $0.text.contains("limit:") })
      #expect(labelled, "\(example) step \(step): the \(kind) line has no label")
    }
    for piece in svg.components(separatedBy: "<rect class=\"").dropFirst()
    where piece.prefix(while: { $0 != ">" }).contains("stroke-dasharray") {
      let kind = String(piece.prefix { $0 != "\"" })
      let attributes = String(piece.prefix { $0 != ">" })
      let view = attributes.components(separatedBy: "data-view=\"").dropFirst().first.map {
        String($0.prefix { $0 != "\"" })
      }
      let label = kind.hasPrefix("keyboard") ? "keyboard-label" : kind + "-label"
      #expect(
        texts.contains {
          $0.kind == label
            && (view == nil || svg.contains("class=\"\(label)\" data-view=\"\(view ?? "")\""))
        },
        "\(example) step \(step): the dashed \(kind) outline of \(view ?? "?") has no label"
      )
    }
    // The field that has focus after the step: no label of a mark lies on it.
    guard fieldLeavesRoom, let focused = svg.range(of: #"<rect class="field focused" "#) else {
      return
    }
    let attributes = svg[focused.upperBound...].prefix { $0 != ">" }
    func number(_ name: String) -> Double {
      let range = attributes.range(of: " \(name)=\"") ?? attributes.range(of: "\(name)=\"")
      return range.flatMap { Double(attributes[$0.upperBound...].prefix { $0 != "\"" }) } ?? .nan
    }
    let top = number("y")
    let bottom = top + number("height")
    for label in texts where label.kind.hasSuffix("-label") && label.kind != "keyboard-label" {
      // A baseline inside the field, or a line of text reaching into it from below.
      let lies = label.y > top + 1 && label.y - 8 < bottom - 1
      #expect(!lies, "\(example) step \(step): \(label.kind) \"\(label.text)\" lies on the field")
    }
  }
}
