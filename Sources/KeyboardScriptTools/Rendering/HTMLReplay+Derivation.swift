import KeyboardAvoidance
import KeyboardScript

extension HTMLReplay {
  /// A step's derivation lines grouped as the page shows them: under the effect each explains,
  /// and the ones that explain no single effect after the effects.
  struct ExplainedLines {
    var byEffect: [Int: [DerivationText.Line]] = [:]
    var trailing: [DerivationText.Line] = []
  }

  /// The lines of `derivation` grouped by the effect they explain, as the text trace groups
  /// them (``TextTrace``'s effect lines).
  static func explainedLines(_ derivation: AvoidanceDerivation, effectCount: Int)
    -> ExplainedLines
  {
    var grouped = ExplainedLines()
    for line in DerivationText.lines(derivation) {
      if let effect = line.effect, effect < effectCount {
        grouped.byEffect[effect, default: []].append(line)
      } else {
        grouped.trailing.append(line)
      }
    }
    return grouped
  }

  /// Derivation lines as a list (`kbreplay render --explain`): under an effect's row, or after
  /// the effects for the lines that explain none.
  static func explanation(_ lines: [DerivationText.Line], effect: Int?) -> String {
    guard !lines.isEmpty else { return "" }
    // Styled in place, so that a page without derivations keeps its bytes.
    var html = "<ul class=\"derivation\""
    if let effect { html += " data-effect=\"\(effect)\"" }
    html += " style=\"font-family:monospace;font-size:12px;color:#5a3e8c;margin:0 0 4px 8px;"
    html += "padding-left:16px\">\n"
    for line in lines {
      html += "<li>\(escaped(line.text))</li>\n"
    }
    return html + "</ul>\n"
  }
}

extension SVGPicture {
  /// The colour of the explained marks: violet, used for nothing else.
  static let explainedColour = "#7c3aed"

  /// The move the step made, drawn: the target before it (dashed, light), the target after it
  /// (dashed), an arrow between them labelled with the move, and the line that limited the move
  /// labelled with what it is. Every label lies beside what it names, off the field. Nothing
  /// without a derivation or an adjustment.
  func explained() -> String {
    guard let adjustment = derivation?.adjustments.last,
      let pass = adjustment.passes.last(where: { !$0.isUndone }),
      let first = adjustment.passes.first
    else { return "" }
    let colour = Self.explainedColour
    // Where the step found the target, where the pass left it and how far it moved, as the
    // engine recorded them.
    let after = pass.targetAfter ?? pass.target
    let before = adjustment.targetBefore ?? first.target
    let view = adjustment.target.view
    let size = fontSize * 0.9
    let travel = adjustment.travel ?? 0
    var svg = ""
    var placed = changedLabelBoxes
    /// A label at the first free place, remembered so that the next keeps off it.
    func label(
      _ kind: String, _ text: String, _ candidates: [(x: Double, y: Double, anchor: String)]
    ) -> String {
      let place = placeLabel(text, size: size, candidates: candidates, avoiding: placed + [after])
      placed.append(Self.textBox(text, size: size, x: place.x, y: place.y, anchor: place.anchor))
      return textElement(
        kind, text, x: place.x, y: place.y, anchor: place.anchor, size: size, fill: colour,
        view: view)
    }
    let width = engine.tree.windowSize.width
    let up = travel > 0
    if abs(travel) >= 0.5 {
      svg += rect(
        "target-before", before, fill: "none", stroke: "#a78bfa", dashed: true, view: view,
        width: 1.5)
      // Each label on the side of its target away from the other.
      let beforeY = up ? before.maxY + size * 1.05 : before.minY - size * 0.35
      svg += label(
        "target-before-label",
        "\(view) before: \(formatted(before.minY))…\(formatted(before.maxY))",
        [
          (before.minX, beforeY, "start"), (before.maxX, beforeY, "end"),
          // Inside the outline, where the field no longer is.
          (before.minX + size * 0.4, before.minY + size * 1.1, "start"),
          (before.maxX, beforeY + (up ? size * 1.2 : -size * 1.2), "end"),
        ])
      // The arrow, just right of the targets (or inside the window's right edge).
      let x = min(max(before.maxX, after.maxX) + size * 0.6, width - size * 0.6)
      let start = up ? before.minY : before.maxY
      let end = up ? after.maxY : after.minY
      let tip = up ? end + size * 0.5 : end - size * 0.5
      svg += "<line class=\"move\" x1=\"\(number(x))\" y1=\"\(number(start))\" "
      svg += "x2=\"\(number(x))\" y2=\"\(number(end))\" stroke=\"\(colour)\" stroke-width=\"1.5\" "
      svg += "vector-effect=\"non-scaling-stroke\"/>\n"
      svg += "<path class=\"move-head\" d=\"M\(number(x - size * 0.35)) \(number(tip)) "
      svg += "L\(number(x)) \(number(end)) L\(number(x + size * 0.35)) \(number(tip))\" "
      svg += "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" "
      svg += "vector-effect=\"non-scaling-stroke\"/>\n"
      // Beside the arrow; where the targets overlap, past the far side of the target after.
      let middle = (start + end) / 2 + size * 0.35
      let past = up ? after.minY - size * 1.5 : after.maxY + size * 2.2
      svg += label(
        "move-label", "move \(up ? "up" : "down") \(formatted(abs(travel)))",
        [
          (x - size * 0.4, middle, "end"), (x + size * 0.4, middle, "start"),
          (after.maxX, past, "end"),
        ])
    }
    svg += rect(
      "derived-target", after, fill: "none", stroke: colour, dashed: true, view: view, width: 2)
    let band = adjustment.band
    guard pass.rule != .alreadyVisible else {
      // Nothing moved it and nothing limited it: no limit line.
      return svg
        + label(
          "derived-target-label",
          "\(view) inside the band: \(formatted(after.minY))…\(formatted(after.maxY))",
          [
            (after.minX, after.maxY + size * 1.05, "start"),
            (after.minX, after.minY - size * 0.35, "start"),
          ])
    }
    let bottom = pass.rule == .liftAboveKeyboard
    // The band edge the move aimed at, unless a container's range or the root's bound stopped it
    // short: then the line where it stopped.
    var y = bottom ? band.bottom : band.top
    var text = "limit: " + (bottom ? "band bottom" : "band top")
    // Where the limit that bound the move lies, as the engine recorded it.
    if let step = pass.offsets.first(where: { $0.limitEdge != nil }), let edge = step.limitEdge {
      y = edge
      text = "limit: \(step.limit.rawValue) of \(step.view)"
    } else if let edge = pass.rootShift?.limitEdge {
      y = edge
      text = "limit: the root's overlap"
    }
    svg += "<line class=\"limit\" x1=\"0\" y1=\"\(number(y))\" "
    svg += "x2=\"\(number(width))\" y2=\"\(number(y))\" stroke=\"\(colour)\" "
    svg += "stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>\n"
    // The target after the move is labelled on the side away from where it came from; a limit
    // line along that edge shares the label, which then names both.
    let afterText = "\(view) after: \(formatted(after.minY))…\(formatted(after.maxY))"
    let edge = up ? after.minY : after.maxY
    let afterY = up ? after.minY - size * 0.35 : after.maxY + size * 1.05
    if abs(y - edge) < 0.5 {
      svg += label(
        "derived-target-label", afterText + "; " + text,
        [(after.minX, afterY, "start"), (after.maxX, afterY, "end")])
    } else {
      svg += label(
        "derived-target-label", afterText,
        [(after.minX, afterY, "start"), (after.maxX, afterY, "end")])
      svg += label(
        "limit-label", text,
        [
          (size * 0.4, y - size * 0.3, "start"), (width - size * 0.4, y - size * 0.3, "end"),
          (size * 0.4, y + size, "start"), (width - size * 0.4, y + size, "end"),
        ])
    }
    return svg
  }
}
