import Foundation
import Testing

/// Explanations only report: the renderers (traces' derivation lines, the replay page and its
/// pictures) print and draw what the engine recorded when it decided, and never compute a decided
/// number again — no sum of a derivation's terms, no band or distance worked out from edges, no
/// move measured between two recorded rects.
@Suite("Renderers do no arithmetic on decided numbers")
struct RenderingArithmeticTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The folders whose code renders what the engine decided.
  static let folders = ["KeyboardScript/Rendering", "KeyboardScriptTools/Rendering"]

  /// A value of a derivation or of the engine's decisions — a step, a pass, a band, a track's
  /// placement… — next to an arithmetic operator.
  static let pattern =
    #"\b(step|pass|band|track|adjustment|restoration|anchoring|following|decision|snapshot|derivation)\.[A-Za-z][A-Za-z.]*\s*[-+*/]\s*[A-Za-z0-9(]"#
    + #"|[-*/]\s*\b(step|pass|band|track|adjustment|restoration|anchoring|following|decision|snapshot|derivation)\.[A-Za-z]"#

  /// Lines that match and are not arithmetic on a decided number, each with why.
  static let allowed: [(line: String, reason: String)] = [
    (
      "var indices = pass.offsets.compactMap(\\.effect) + pass.clamps.compactMap(\\.effect)",
      "concatenates two lists of effect indices"
    )
  ]

  @Test("No line of the renderers computes with a derivation's or a decision's values")
  func noArithmetic() throws {
    let expression = try NSRegularExpression(pattern: Self.pattern)
    var found: [String] = []
    for folder in Self.folders {
      let directory = Self.sources.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      #expect(!names.isEmpty, "\(folder)")
      for name in names {
        let text = try String(
          contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          let code = line.trimmingCharacters(in: .whitespaces)
          guard !code.hasPrefix("//") else { continue }
          let range = NSRange(code.startIndex..., in: code)
          guard expression.firstMatch(in: code, range: range) != nil else { continue }
          if Self.allowed.contains(where: { $0.line == code }) { continue }
          found.append("\(folder)/\(name): \(code)")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("The pattern finds the arithmetic the renderers once did")
  func patternFindsArithmetic() throws {
    let expression = try NSRegularExpression(pattern: Self.pattern)
    for line in [
      #"terms += " − \(step.view)'s \(n(step.to - step.from))""#,
      "left -= step.to - step.from",
      #"let label = "(D = \(formatted(top - band.bottom)))""#,
      "let travel = before.minY - adjustment.targetBefore.minY",
      "if value == start && step.frameBottom - edgeValue - step.automaticInset < start {",
    ] {
      let range = NSRange(line.startIndex..., in: line)
      #expect(expression.firstMatch(in: line, range: range) != nil, "\(line)")
    }
  }
}
