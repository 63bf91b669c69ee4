import KeyboardAvoidance
import KeyboardScript

extension SVGPicture {
  /// The keyboard, docked or floating, labelled with its top. While the user drags it, it is
  /// drawn where the finger holds it, with the notified frame outlined behind it.
  func keyboard() -> String {
    let placement = engine.keyboardPlacement
    guard placement != .hidden, let frame = engine.drawnKeyboardFrame,
      let notified = engine.keyboardFrame
    else { return "" }
    let floating = placement == .floating
    var svg = ""
    if engine.keyboardTrack != nil {
      svg += rect(
        "keyboard-notified", notified, fill: "none", stroke: "#3c4043", dashed: true, width: 1.5)
    }
    svg += rect(
      floating ? "keyboard floating" : "keyboard", frame, fill: "#3c4043", stroke: "#202124",
      dashed: floating, opacity: 0.85)
    guard let label = keyboardLabel else { return svg }
    svg += "<text class=\"keyboard-label\" x=\"\(number(label.x))\" "
    svg += "y=\"\(number(label.y))\" fill=\"\(floating ? "#202124" : "#ffffff")\">"
    svg += "\(HTMLReplay.escaped(label.text))</text>\n"
    return svg
  }

  /// The keyboard's label and where it sits: inside a docked keyboard, above a floating one
  /// (which may be narrow); a dragged keyboard's names the notified top too.
  var keyboardLabel: (x: Double, y: Double, text: String)? {
    let placement = engine.keyboardPlacement
    guard placement != .hidden, let frame = engine.drawnKeyboardFrame,
      let notified = engine.keyboardFrame
    else { return nil }
    let floating = placement == .floating
    let y =
      floating ? frame.minY - 4 : frame.minY + max(12, engine.tree.windowSize.height / 40) * 1.8
    let text =
      engine.keyboardTrack == nil
      ? "\(placement.rawValue) keyboard, top \(formatted(frame.minY))"
      : "keyboard dragged, top \(formatted(frame.minY)) (notified \(formatted(notified.minY)))"
    return (frame.minX + (floating ? 0 : 8), y, text)
  }

  /// The bound the root rests on while the keyboard is dragged (`kbreplay render --explain`):
  /// a line at the shifted root's bottom, labelled with the shift and what bound it, as the
  /// engine recorded them. Nothing without a drag's placement in the derivation, or when the
  /// focused field asks for no root shift.
  func explainedDrag() -> String {
    guard let track = derivation?.track, track.restingRootShift > 0 else { return "" }
    let colour = Self.explainedColour
    let width = engine.tree.windowSize.width
    let y = track.shiftedRootBottom
    var svg = "<line class=\"drag-limit\" x1=\"0\" y1=\"\(number(y))\" "
    svg += "x2=\"\(number(width))\" y2=\"\(number(y))\" stroke=\"\(colour)\" "
    svg += "stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>\n"
    let text =
      track.limit == .overlap
      ? "root rests on the dragged keyboard: shift \(formatted(track.rootShift)), "
        + "its bottom on the tracked top \(formatted(track.trackedTop))"
      : "root at R \(formatted(track.restingRootShift)): its bottom "
        + "\(formatted(track.shiftedRootBottom)) still under the dragged keyboard (top "
        + "\(formatted(track.trackedTop)))"
    let size = fontSize * 0.9
    return svg
      + textElement(
        "drag-limit-label", text, x: size * 0.4, y: y - size * 0.3, anchor: "start", size: size,
        fill: colour, view: engine.tree.root.id)
  }
}
