import KeyboardAvoidance

extension HTMLReplay {
  /// The derivation of a step's effects (`kbreplay render --explain`), beside its effects
  /// table: one line per rule applied, numbered with the effect it explains.
  static func explanation(_ derivation: AvoidanceDerivation) -> String {
    let lines = DerivationText.lines(derivation)
    guard !lines.isEmpty else { return "" }
    // Styled in place, so that a page without derivations keeps its bytes.
    var html = "<ul class=\"derivation\" style=\"font-family:monospace;font-size:12px;"
    html += "color:#5a3e8c;margin:6px 0 0 8px\">\n"
    for line in lines {
      let effect = line.effect.map { " data-effect=\"\($0)\"" } ?? ""
      html += "<li\(effect)>\(escaped(line.text))</li>\n"
    }
    return html + "</ul>\n"
  }
}

extension SVGPicture {
  /// The derived target where the step's moves left it, and the band edge the move aimed at,
  /// labelled with what bound it; nothing without a derivation or an adjustment.
  func explained() -> String {
    guard let adjustment = derivation?.adjustments.last,
      let pass = adjustment.passes.last(where: { !$0.isUndone })
    else { return "" }
    let moved =
      pass.offsets.reduce(0) { $0 + $1.to - $1.from } + (pass.rootShift?.to ?? 0)
      + pass.clamps.reduce(0) { $0 + $1.to - $1.from }
    let target = pass.target.offsetBy(dx: 0, dy: -moved)
    var svg = rect(
      "derived-target", target, fill: "none", stroke: "#7c3aed", dashed: true,
      view: adjustment.target.view, width: 2)
    let band = adjustment.band
    let bottom = pass.rule == .liftAboveKeyboard
    // The band edge the move aimed at, unless a container's range or the root's bound stopped it
    // short: then the line where it stopped.
    var y = bottom ? band.bottom : band.top
    var label = "limit: " + (bottom ? "band bottom" : "band top")
    let tree = engine.tree
    if let step = pass.offsets.first(where: { $0.limit != .none && $0.limit != .current }),
      let frame = tree.windowFrame(of: step.view), let node = tree[step.view]
    {
      let inset = node.adjustedContentInset
      y = step.limit == .maxOffset ? frame.maxY - inset.bottom : frame.minY + inset.top
      label = "limit: \(step.limit.rawValue) of \(step.view)"
    } else if let root = pass.rootShift, root.limit == .overlap {
      y = tree.root.frame.maxY - tree.rootShift
      label = "limit: the root's overlap"
    }
    svg += "<line class=\"limit\" x1=\"0\" y1=\"\(number(y))\" "
    svg += "x2=\"\(number(engine.tree.windowSize.width))\" y2=\"\(number(y))\" stroke=\"#7c3aed\" "
    svg += "stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>\n"
    svg += "<text class=\"limit-label\" x=\"4\" y=\"\(number(y - 4))\" fill=\"#7c3aed\">"
    svg += "\(HTMLReplay.escaped(label))</text>\n"
    return svg
  }
}
