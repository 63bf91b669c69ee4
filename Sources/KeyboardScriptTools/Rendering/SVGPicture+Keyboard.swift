import KeyboardAvoidance
import KeyboardScript

extension SVGPicture {
  /// The band's edges while a docked keyboard is up, the bottom labelled with the distance.
  func band() -> String {
    guard engine.keyboardPlacement == .docked else { return "" }
    let view = engine.focusedField ?? engine.tree.root.id
    guard let band = engine.band(for: view) else { return "" }
    let width = engine.tree.windowSize.width
    // A field riding the keyboard in a follower is seen down to the keyboard's own top.
    let bottomLabel =
      engine.keyboardDistance(for: view).map {
        "band bottom \(formatted(band.bottom)) (D = \(formatted($0)))"
      } ?? "band bottom \(formatted(band.bottom)) (the keyboard's top: \(view) rides it)"
    return line("band-top", y: band.top, width: width, label: "band top \(formatted(band.top))")
      + line("band-bottom", y: band.bottom, width: width, label: bottomLabel)
  }

  /// What the keyboard and the followers riding it cover: from the effective keyboard top to the
  /// keyboard's, shaded and labelled, when a follower rides (the keyboard itself is drawn over
  /// the rest); and each covered container outlined, labelled with its lift policy under its id.
  func covered() -> String {
    guard let top = engine.effectiveKeyboardTop, let keyboard = engine.drawnKeyboardFrame else {
      return ""
    }
    let tree = engine.tree
    var svg = ""
    if top < keyboard.minY {
      let shade = Rect(
        x: 0, y: top, width: tree.windowSize.width, height: keyboard.minY - top)
      svg += rect("covered", shade, fill: "#3c4043", stroke: "none", opacity: 0.18)
      // On the left: the band's bottom edge, 10 points above, is labelled on the right.
      svg += "<text class=\"covered-label\" x=\"4\" y=\"\(number(top - 3))\" fill=\"#3c4043\">"
      svg += "effective keyboard top \(formatted(top))</text>\n"
    }
    for view in tree.views where view.keyboardLift != .none && engine.isCovered(view.id) {
      guard let frame = tree.windowFrame(of: view.id) else { continue }
      svg += rect(
        "covered-container", frame, fill: "none", stroke: Self.coveredColour, dashed: true,
        view: view.id, width: 2)
      // Under the container's own label, at the top right of the part the window shows.
      let window = Rect(origin: .zero, size: tree.windowSize)
      let shown = Self.intersection(frame, window)
      let place = shown.height > 0 ? shown : frame
      svg += "<text class=\"covered-container-label\" "
      svg += "data-view=\"\(HTMLReplay.escaped(view.id.rawValue))\" "
      svg += "x=\"\(number(place.maxX - labelSize * 0.6 - min(5, place.width)))\" "
      svg += "y=\"\(number(place.minY + labelSize * 2.3))\" font-size=\"\(number(labelSize))\" "
      svg += "text-anchor=\"end\" font-weight=\"bold\" fill=\"\(Self.coveredColour)\">"
      svg += "lift: \(view.keyboardLift.rawValue)</text>\n"
    }
    return svg
  }

  /// Each follower's label where it rides (over the keyboard's shading): its id and how far
  /// above its resting place it is drawn.
  func followers() -> String {
    var svg = ""
    for view in engine.tree.views where view.followsKeyboard {
      guard let frame = engine.tree.windowFrame(of: view.id), frame.height > 0 else { continue }
      let text =
        view.followOffset == 0
        ? "\(view.id) follows the keyboard"
        : "\(view.id) rides the keyboard: followOffset \(formatted(view.followOffset))"
      svg += "<text class=\"follower-label\" data-view=\"\(HTMLReplay.escaped(view.id.rawValue))\" "
      svg += "x=\"\(number(frame.maxX - labelSize * 0.4))\" "
      svg += "y=\"\(number(frame.maxY - labelSize * 0.4))\" font-size=\"\(number(labelSize))\" "
      svg += "text-anchor=\"end\" fill=\"#a16207\">\(HTMLReplay.escaped(text))</text>\n"
    }
    return svg
  }

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
