import KeyboardAvoidance

/// The window after one step, drawn as inline SVG in window coordinates (one unit a point, so
/// the picture keeps the window's true proportions): the root where the root shift puts it,
/// every view at its window frame, the bars, the band and the keyboard.
struct SVGPicture {
  /// The engine after the step.
  var engine: AvoidanceEngine
  /// The views this step's effects changed, which are outlined.
  var changed: Set<ViewID>

  /// The picture's height on the page, in CSS pixels; its width follows the window's.
  static let displayHeight = 480.0

  var svg: String {
    let tree = engine.tree
    let window = tree.windowSize
    let width = window.height > 0 ? Self.displayHeight * window.width / window.height : 0
    let font = max(8, window.height / 45)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"window\" "
    svg += "width=\"\(number(width))\" height=\"\(number(Self.displayHeight))\" "
    svg += "viewBox=\"0 0 \(number(window.width)) \(number(window.height))\" "
    svg += "font-size=\"\(number(font))\" font-family=\"sans-serif\">\n"
    svg += rect("window", Rect(origin: .zero, size: window), fill: "#ffffff", stroke: "none")
    let root = tree.root
    let shiftedRoot = root.frame.offsetBy(dx: 0, dy: -tree.rootShift)
    svg += rect("root", shiftedRoot, fill: "#fbfbfd", stroke: "#8e8e93", view: root.id)
    for view in tree.views.dropFirst() {
      guard let frame = tree.windowFrame(of: view.id) else { continue }
      svg += self.view(view, frame: frame)
    }
    svg += bars(root)
    svg += band()
    svg += keyboard()
    svg += target()
    for view in tree.views where changed.contains(view.id) {
      let frame = view.id == root.id ? shiftedRoot : tree.windowFrame(of: view.id)
      guard let frame else { continue }
      svg += rect("changed", frame, fill: "none", stroke: "#d32f2f", dashed: true, view: view.id)
    }
    svg += "</svg>\n"
    return svg
  }

  /// A view: scroll containers with their content strip and bottom inset, fields filled, the
  /// focused field highlighted.
  func view(_ node: ViewNode, frame: Rect) -> String {
    let focused = node.id == engine.focusedField
    if node.kind.isField {
      var svg = rect(
        focused ? "field focused" : "field", frame, fill: "#e8f0fe",
        stroke: focused ? "#f59e0b" : "#5f6368", view: node.id, width: focused ? 3 : 1)
      if node.kind == .textView { svg += contentStrip(node, frame: frame) }
      return svg
    }
    if node.kind.isScrollContainer { return scrollContainer(node, frame: frame) }
    let fill = node.kind == .cell ? "#f1f3f4" : "none"
    return rect(node.kind.rawValue, frame, fill: fill, stroke: "#bdc1c6", view: node.id)
  }

  /// A scroll container: its frame, its bottom inset, and a thin strip along its right edge
  /// for its content with the visible part marked.
  func scrollContainer(_ node: ViewNode, frame: Rect) -> String {
    var svg = rect(node.kind.rawValue, frame, fill: "none", stroke: "#1f6feb", view: node.id)
    let inset = min(max(0, node.contentInset.bottom), frame.height)
    if inset > 0 {
      let insetRect = Rect(x: frame.minX, y: frame.maxY - inset, width: frame.width, height: inset)
      svg += rect("inset", insetRect, fill: "#1f6feb", stroke: "none", opacity: 0.08, view: node.id)
    }
    return svg + contentStrip(node, frame: frame)
  }

  /// The content strip: the whole content (with the adjusted insets) along the frame's height,
  /// and the visible part where the offset puts it.
  func contentStrip(_ node: ViewNode, frame: Rect) -> String {
    let adjusted = node.adjustedContentInset
    let extent = node.contentSize.height + adjusted.top + adjusted.bottom
    guard extent > 0, frame.height > 0 else { return "" }
    let stripWidth = min(4, frame.width)
    let x = frame.maxX - stripWidth - 1
    var svg = rect(
      "content", Rect(x: x, y: frame.minY, width: stripWidth, height: frame.height),
      fill: "#d0d7de", stroke: "none", view: node.id)
    let start = (node.contentOffset.y + adjusted.top) / extent
    let length = frame.height / extent
    let top = frame.minY + frame.height * min(max(start, 0), 1)
    let bottom = frame.minY + frame.height * min(max(start + length, 0), 1)
    svg += rect(
      "visible", Rect(x: x, y: top, width: stripWidth, height: max(0, bottom - top)),
      fill: "#1f6feb", stroke: "none", view: node.id)
    return svg
  }

  /// The bars the root's safe area marks, which do not move with the root.
  func bars(_ root: ViewNode) -> String {
    let insets = root.safeAreaInsets
    var svg = ""
    if insets.top > 0 {
      let bar = Rect(
        x: root.frame.minX, y: root.frame.minY, width: root.frame.width, height: insets.top)
      svg += rect("bar", bar, fill: "#000000", stroke: "none", opacity: 0.12)
    }
    if insets.bottom > 0 {
      let bar = Rect(
        x: root.frame.minX, y: root.frame.maxY - insets.bottom, width: root.frame.width,
        height: insets.bottom)
      svg += rect("bar", bar, fill: "#000000", stroke: "none", opacity: 0.12)
    }
    return svg
  }

  /// The band's edges while a docked keyboard is up, the bottom labelled with the distance.
  func band() -> String {
    guard engine.keyboardPlacement == .docked, let keyboard = engine.keyboardFrame else {
      return ""
    }
    let view = engine.focusedField ?? engine.tree.root.id
    guard let band = engine.band(for: view) else { return "" }
    let distance = keyboard.minY - band.bottom
    let width = engine.tree.windowSize.width
    return line("band-top", y: band.top, width: width, label: "band top \(formatted(band.top))")
      + line(
        "band-bottom", y: band.bottom, width: width,
        label: "band bottom \(formatted(band.bottom)) (D = \(formatted(distance)))")
  }

  /// The keyboard, docked or floating, labelled with its top.
  func keyboard() -> String {
    let placement = engine.keyboardPlacement
    guard placement != .hidden, let frame = engine.keyboardFrame else { return "" }
    let floating = placement == .floating
    var svg = rect(
      floating ? "keyboard floating" : "keyboard", frame, fill: "#3c4043", stroke: "#202124",
      dashed: floating, opacity: 0.85)
    // A docked keyboard's label sits inside it; a floating one's, which may be narrow, above it.
    let labelY =
      floating ? frame.minY - 4 : frame.minY + max(12, engine.tree.windowSize.height / 40)
    svg += "<text class=\"keyboard-label\" x=\"\(number(frame.minX + (floating ? 0 : 8)))\" "
    svg += "y=\"\(number(labelY))\" fill=\"\(floating ? "#202124" : "#ffffff")\">"
    svg += "\(placement.rawValue) keyboard, top \(formatted(frame.minY))</text>\n"
    return svg
  }

  /// The focused field's reveal target when it is not the field itself (its cell, its caret).
  func target() -> String {
    guard let field = engine.focusedField, let target = engine.revealTarget(for: field),
      target != engine.tree.windowFrame(of: field)
    else { return "" }
    return rect("target", target, fill: "none", stroke: "#f59e0b", dashed: true, view: field)
  }

  // MARK: Primitives

  func rect(
    _ kind: String, _ frame: Rect, fill: String, stroke: String, dashed: Bool = false,
    opacity: Double = 1, view: ViewID? = nil, width: Double = 1
  ) -> String {
    var svg = "<rect class=\"\(kind)\""
    if let view { svg += " data-view=\"\(HTMLReplay.escaped(view.rawValue))\"" }
    svg += " x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\""
    svg += " width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
    svg += " fill=\"\(fill)\" stroke=\"\(stroke)\""
    if opacity != 1 { svg += " fill-opacity=\"\(number(opacity))\"" }
    if stroke != "none" {
      svg += " stroke-width=\"\(number(width))\" vector-effect=\"non-scaling-stroke\""
    }
    if dashed { svg += " stroke-dasharray=\"6 4\"" }
    return svg + "/>\n"
  }

  func line(_ kind: String, y: Double, width: Double, label: String) -> String {
    var svg = "<line class=\"\(kind)\" x1=\"0\" y1=\"\(number(y))\" x2=\"\(number(width))\" "
    svg += "y2=\"\(number(y))\" stroke=\"#1a7f37\" stroke-width=\"1.5\" "
    svg += "vector-effect=\"non-scaling-stroke\" stroke-dasharray=\"8 4\"/>\n"
    svg += "<text class=\"\(kind)-label\" x=\"\(number(width - 4))\" y=\"\(number(y - 3))\" "
    svg += "text-anchor=\"end\" fill=\"#1a7f37\">\(HTMLReplay.escaped(label))</text>\n"
    return svg
  }

  /// A number in its shortest exact form, as the script format writes it.
  func number(_ value: Double) -> String { shortestText(value) }
}
