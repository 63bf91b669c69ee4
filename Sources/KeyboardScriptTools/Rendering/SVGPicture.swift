import KeyboardAvoidance
import KeyboardScript

/// The window after one step, drawn as inline SVG in window coordinates (one unit a point, so
/// the picture keeps the window's true proportions): the root where the root shift puts it,
/// every view at its window frame with its id, the bars, the band and the keyboard.
///
/// Followers (v1.3) are drawn where they ride, labelled with their `followOffset`; what the
/// keyboard and the followers riding it cover (from the effective keyboard top down) is shaded;
/// a covered container is outlined and labelled with its lift policy (`lift: always`).
///
/// Each view is a group with an SVG `<title>` (a browser's tooltip): its id and kind, its frame
/// and window frame, and for a scroll container its offset, content size and insets. Fields and
/// containers are labelled with their ids always, cells when their row is tall enough for the
/// text. A step's changed views get an outline of their own colour; a list an anchor kept still
/// gets its anchor row marked with the row's window y before and after; an expectation's views
/// are outlined in the outcome's colour.
struct SVGPicture {
  /// The engine after the step.
  var engine: AvoidanceEngine
  /// The views this step's effects changed, which are outlined.
  var changed: Set<ViewID>
  /// The rows lists kept still on this step, each with its window y before and after.
  var anchors: [AnchorMark] = []
  /// On an expectation's step: the views it names and whether it held.
  var checked: Checked?
  /// What this picture's clip paths' ids start with, unique on its page (`step-3`).
  var idPrefix = "picture"

  /// A list's anchor row on a step that moved the list to keep it still.
  struct AnchorMark {
    /// The table or collection.
    var list: ViewID
    /// The anchor row, a cell of the list.
    var row: ViewID
    /// The row's window y before the step.
    var before: Double
    /// The row's window y after the step, `nil` when the row is gone.
    var after: Double?
  }

  /// What an expectation checked.
  struct Checked {
    /// The views it names (`views` and `visible`), in order, without repeats.
    var views: [ViewID]
    /// Whether it held.
    var passed: Bool
  }
  /// The numbers behind the step's effects, when the page explains them: the picture then
  /// draws the target before and after the move and the line that limited it.
  var derivation: AvoidanceDerivation? = nil

  /// The picture's height on the page, in CSS pixels; its width follows the window's.
  static let displayHeight = 560.0

  /// The colour of the outline of a view this step changed: magenta, used for nothing else.
  static let changedColour = "#c026d3"

  /// The colour of a follower's fill: yellow, used for nothing else.
  static let followerColour = "#eab308"

  /// The colour of a covered container's outline and lift label: violet, used for nothing else.
  static let coveredColour = "#7c3aed"

  /// The colour of an anchor row's mark: teal, used for nothing else.
  static let anchorColour = "#0f766e"

  /// The text size, in points of the window: a readable size at the picture's scale.
  var fontSize: Double { max(8, engine.tree.windowSize.height / 45) }

  /// The labels' text size.
  var labelSize: Double { fontSize * 0.8 }

  var svg: String {
    let tree = engine.tree
    let window = tree.windowSize
    let width = window.height > 0 ? Self.displayHeight * window.width / window.height : 0
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"window\" "
    svg += "width=\"\(number(width))\" height=\"\(number(Self.displayHeight))\" "
    svg += "viewBox=\"0 0 \(number(window.width)) \(number(window.height))\" "
    svg += "font-size=\"\(number(fontSize))\" font-family=\"sans-serif\">\n"
    svg += rect("window", Rect(origin: .zero, size: window), fill: "#ffffff", stroke: "none")
    let root = tree.root
    let shiftedRoot = root.frame.offsetBy(dx: 0, dy: -tree.rootShift)
    svg += group(root, frame: shiftedRoot) {
      rect("root", shiftedRoot, fill: "#fbfbfd", stroke: "#8e8e93", view: root.id)
    }
    // A view inside a scroll container is clipped to it, as on screen: one clip path for each
    // container, the intersection of its window frame with its own clip.
    var clips: [ViewID: (id: String, rect: Rect)] = [:]
    var labels = ""
    for view in tree.views.dropFirst() {
      guard let frame = tree.windowFrame(of: view.id) else { continue }
      let clip = tree.parent(of: view.id).flatMap { clips[$0] }
      let visible = clip.map { Self.intersection(frame, $0.rect) } ?? frame
      let clipAttribute = clip.map { " clip-path=\"url(#\($0.id))\"" } ?? ""
      svg += group(view, frame: frame, clip: clipAttribute) { self.view(view, frame: frame) }
      // Fields and containers are labelled always; a cell only where it shows.
      if view.kind != .cell || (visible.width > 0 && visible.height > 0) {
        // A container is labelled at the top of the part of it the window shows.
        let window = Rect(origin: .zero, size: tree.windowSize)
        let shown = Self.intersection(visible, window)
        let place = view.kind.isScrollContainer && shown.height > 0 ? shown : frame
        labels += label(view, frame: place, clip: clipAttribute)
      }
      if view.kind.isScrollContainer {
        let id = "\(idPrefix)-clip-\(clips.count)"
        let rect = clip.map { Self.intersection(frame, $0.rect) } ?? frame
        svg += "<clipPath id=\"\(id)\"><rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" "
        svg += "width=\"\(number(rect.width))\" height=\"\(number(rect.height))\"/></clipPath>\n"
        clips[view.id] = (id, rect)
      } else if let clip {
        clips[view.id] = clip
      }
    }
    svg += "<g class=\"labels\">\n" + labels + "</g>\n"
    svg += bars(root)
    svg += covered()
    // The band's lines over the keyboard, so that a label below the band's bottom shows.
    svg += keyboard()
    svg += band()
    svg += followers()
    svg += target()
    svg += caret()
    for view in tree.views where changed.contains(view.id) {
      let frame = view.id == root.id ? shiftedRoot : tree.windowFrame(of: view.id)
      guard let frame else { continue }
      svg += rect(
        "changed", frame, fill: "none", stroke: Self.changedColour, dashed: true, view: view.id,
        width: 2.5)
      svg += changedLabel(view, frame: frame)
    }
    svg += anchorMarks()
    svg += outcome()
    svg += explained()
    svg += explainedDrag()
    svg += "</svg>\n"
    return svg
  }

  /// A view's shapes in a group whose `<title>` describes it.
  func group(_ node: ViewNode, frame: Rect, clip: String = "", _ shapes: () -> String) -> String {
    "<g class=\"view\" data-view=\"\(HTMLReplay.escaped(node.id.rawValue))\"\(clip)><title>"
      + HTMLReplay.escaped(
        Self.tooltip(node, window: frame, isRoot: node.id == engine.tree.root.id))
      + "</title>\n" + shapes() + "</g>\n"
  }

  /// A view's tooltip: its id and kind, its frame (in its parent's content coordinates) and
  /// window frame; a scroll container's offset, content size and insets; the root's safe area.
  static func tooltip(_ node: ViewNode, window: Rect, isRoot: Bool) -> String {
    var lines = ["\(node.id) (\(node.kind.rawValue))", "frame \(node.frame), window \(window)"]
    if isRoot { lines.append("safeArea \(node.safeAreaInsets)") }
    if node.kind.isScrollContainer {
      lines.append("contentOffset \(node.contentOffset), contentSize \(node.contentSize)")
      lines.append("contentInset \(node.contentInset), safeArea \(node.contentInsetAdjustment)")
      lines.append("indicatorInsets \(node.indicatorInsets)")
      if node.keyboardLift != .none { lines.append("keyboardLift \(node.keyboardLift.rawValue)") }
    }
    if node.followsKeyboard {
      lines.append("followsKeyboard, followOffset \(formatted(node.followOffset))")
    }
    return lines.joined(separator: "\n")
  }

  /// A view's id as text: a field's inside it on the left, a container's at its top right, a
  /// cell's at its top left when the row is tall enough for it; other views have none.
  func label(_ node: ViewNode, frame: Rect, clip: String = "") -> String {
    let size = labelSize
    let x: Double
    let y: Double
    var anchor = "start"
    let colour: String
    if node.kind.isField {
      x = frame.minX + size * 0.4
      y = (frame.minY + frame.height / 2) + size * 0.35
      colour = "#174ea6"
    } else if node.kind.isScrollContainer {
      x = frame.maxX - size * 0.6 - min(5, frame.width)
      y = frame.minY + size * 1.1
      anchor = "end"
      colour = "#1f6feb"
    } else if node.kind == .cell, frame.height >= size * 1.3 {
      x = frame.minX + size * 0.4
      y = frame.minY + size * 1.05
      colour = "#5f6368"
    } else {
      return ""
    }
    var svg = "<text class=\"label\" data-view=\"\(HTMLReplay.escaped(node.id.rawValue))\" "
    svg += "x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" fill=\"\(colour)\""
    if anchor != "start" { svg += " text-anchor=\"\(anchor)\"" }
    return svg + clip + ">\(HTMLReplay.escaped(node.id.rawValue))</text>\n"
  }

  /// Each anchor row kept still: its frame outlined, and its window y before and after.
  func anchorMarks() -> String {
    var svg = ""
    for mark in anchors {
      guard let frame = engine.tree.windowFrame(of: mark.row) else { continue }
      svg += rect(
        "anchor", frame, fill: Self.anchorColour, stroke: Self.anchorColour, opacity: 0.12,
        view: mark.row, width: 2.5)
      // A row above the window (a list scrolled or shifted up) is labelled at the window's
      // top, pointing up at it.
      let above = frame.minY < 0
      let text =
        (above ? "↑ " : "") + "anchor \(mark.row): window y \(formatted(mark.before)) → "
        + (mark.after.map { formatted($0) } ?? "gone")
      svg += "<text class=\"anchor-label\" data-view=\"\(HTMLReplay.escaped(mark.row.rawValue))\" "
      svg += "x=\"\(number(frame.maxX - fontSize * 0.5))\" "
      svg += "y=\"\(number(above ? fontSize * 3.6 : frame.minY + fontSize * 1.05))\" "
      svg += "text-anchor=\"end\" "
      svg +=
        "font-weight=\"bold\" fill=\"\(Self.anchorColour)\">\(HTMLReplay.escaped(text))</text>\n"
    }
    return svg
  }

  /// On an expectation's step: the views it names outlined in the outcome's colour, and the
  /// outcome written at the top of the window.
  func outcome() -> String {
    guard let checked else { return "" }
    let colour = checked.passed ? "#1a7f37" : "#c62828"
    var svg = ""
    for id in checked.views {
      guard let frame = engine.tree.windowFrame(of: id) else { continue }
      svg += rect("checked", frame, fill: "none", stroke: colour, view: id, width: 2)
    }
    let text = checked.passed ? "✓ expectation passed" : "✗ expectation failed"
    svg +=
      "<text class=\"outcome\" x=\"\(number(fontSize * 0.5))\" y=\"\(number(fontSize * 1.2))\" "
    svg += "font-weight=\"bold\" fill=\"\(colour)\">\(text)</text>\n"
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
    if node.followsKeyboard {
      return rect(
        "\(node.kind.rawValue) follower", frame, fill: Self.followerColour, stroke: "#a16207",
        opacity: 0.12, view: node.id, width: 1.5)
    }
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

  /// What labels keep off: the focused field and its reveal target, where they are after the
  /// step.
  var labelObstacles: [Rect] {
    guard let field = engine.focusedField, let frame = engine.tree.windowFrame(of: field) else {
      return []
    }
    let target = engine.revealTarget(for: field)
    let keyboard = keyboardLabel.map {
      [Self.textBox($0.text, size: fontSize, x: $0.x, y: $0.y, anchor: "start")]
    }
    return [frame] + (target.map { [$0] } ?? []) + (keyboard ?? [])
  }

  /// The label of a changed view's outline, inside its bottom right corner (or another corner
  /// when that one lies on the focused field): `changed: form`, and the shift for the root.
  func changedLabel(_ node: ViewNode, frame: Rect) -> String {
    guard let place = changedLabelPlace(node, frame: frame) else { return "" }
    return textElement(
      "changed-label", place.text, x: place.x, y: place.y, anchor: place.anchor,
      size: labelSize, fill: Self.changedLabelColour, view: node.id)
  }

  /// Where a changed view's label goes, and its text; `nil` for a view outside the window.
  func changedLabelPlace(_ node: ViewNode, frame: Rect)
    -> (text: String, x: Double, y: Double, anchor: String)?
  {
    let window = Rect(origin: .zero, size: engine.tree.windowSize)
    let shown = Self.intersection(frame, window)
    guard shown.width > 0, shown.height > 0 else { return nil }
    var text = "changed: \(node.id)"
    if node.id == engine.tree.root.id, engine.tree.rootShift != 0 {
      text += " (shifted up \(formatted(engine.tree.rootShift)))"
    }
    let inset = labelSize * 0.4
    let place = placeLabel(
      text, size: labelSize,
      candidates: [
        (shown.maxX - inset, shown.maxY - inset, "end"),
        (shown.maxX - inset, shown.minY + labelSize * 1.1, "end"),
        (shown.minX + inset, shown.maxY - inset, "start"),
      ])
    return (text, place.x, place.y, place.anchor)
  }

  /// Where the labels of the changed views' outlines lie, for the labels drawn after them.
  var changedLabelBoxes: [Rect] {
    let tree = engine.tree
    return tree.views.compactMap { view in
      guard changed.contains(view.id) else { return nil }
      let frame =
        view.id == tree.root.id
        ? tree.root.frame.offsetBy(dx: 0, dy: -tree.rootShift) : tree.windowFrame(of: view.id)
      guard let frame, let place = changedLabelPlace(view, frame: frame) else { return nil }
      return Self.textBox(place.text, size: labelSize, x: place.x, y: place.y, anchor: place.anchor)
    }
  }

  /// The colour of a changed view's label: a darker shade of its outline's, used for nothing
  /// else.
  static let changedLabelColour = "#86198f"

  /// The first of `candidates` (x, baseline y, text anchor) where `text` lies inside the
  /// window and on no label obstacle nor on `extra` (labels placed already); failing that, the
  /// first that at least keeps off the field; failing that, the first.
  func placeLabel(
    _ text: String, size: Double, candidates: [(x: Double, y: Double, anchor: String)],
    avoiding extra: [Rect] = []
  ) -> (x: Double, y: Double, anchor: String) {
    let window = Rect(origin: .zero, size: engine.tree.windowSize)
    for obstacles in [labelObstacles + extra, labelObstacles] {
      for candidate in candidates {
        let box = Self.textBox(
          text, size: size, x: candidate.x, y: candidate.y, anchor: candidate.anchor)
        guard box.minX >= 0, box.maxX <= window.maxX, box.minY >= 0, box.maxY <= window.maxY
        else { continue }
        if !obstacles.contains(where: { Self.intersection(box, $0).height > 0 }) {
          return candidate
        }
      }
    }
    return candidates[0]
  }

  /// About where `text` lies: a character is taken as 0.56 of the size wide.
  static func textBox(_ text: String, size: Double, x: Double, y: Double, anchor: String) -> Rect {
    let width = Double(text.count) * size * 0.56
    let minX = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x
    return Rect(x: minX, y: y - size * 0.8, width: width, height: size)
  }

  /// A label on a light chip, readable on the keyboard and on views alike.
  func textElement(
    _ kind: String, _ text: String, x: Double, y: Double, anchor: String, size: Double? = nil,
    fill: String, view: ViewID? = nil
  ) -> String {
    let box = Self.textBox(text, size: size ?? fontSize, x: x, y: y, anchor: anchor)
    let pad = (size ?? fontSize) * 0.15
    var svg = "<rect class=\"label-chip\" x=\"\(number(box.minX - pad))\" "
    svg += "y=\"\(number(box.minY - pad))\" width=\"\(number(box.width + 2 * pad))\" "
    svg += "height=\"\(number(box.height + 2 * pad))\" rx=\"\(number(pad))\" fill=\"#ffffff\" "
    svg += "fill-opacity=\"0.85\"/>\n"
    svg += "<text class=\"\(kind)\""
    if let view { svg += " data-view=\"\(HTMLReplay.escaped(view.rawValue))\"" }
    svg += " x=\"\(number(x))\" y=\"\(number(y))\""
    if let size { svg += " font-size=\"\(number(size))\"" }
    if anchor != "start" { svg += " text-anchor=\"\(anchor)\"" }
    svg += " fill=\"\(fill)\">"
    return svg + HTMLReplay.escaped(text) + "</text>\n"
  }

  /// The focused text view's caret, where its content offset puts it, labelled.
  func caret() -> String {
    guard let field = engine.focusedField, let caret = engine.caret,
      let inWindow = engine.tree.windowRect(caret, inContentOf: field)
    else { return "" }
    let mark = Rect(
      x: inWindow.minX, y: inWindow.minY, width: max(caret.width, 2), height: caret.height)
    var svg = rect(
      "caret", mark, fill: "#e8710a", stroke: "#e8710a", view: field, width: 2)
    svg += "<text class=\"caret-label\" x=\"\(number(mark.maxX + labelSize * 0.4))\" "
    svg += "y=\"\(number(mark.minY + mark.height / 2 + labelSize * 0.35))\" "
    svg += "font-size=\"\(number(labelSize))\" fill=\"#e8710a\">caret y "
    svg += "\(formatted(mark.minY))</text>\n"
    return svg
  }

  /// The focused field's reveal target when it is not the field itself (its cell, its caret).
  func target() -> String {
    guard let field = engine.focusedField, let target = engine.revealTarget(for: field),
      target != engine.tree.windowFrame(of: field)
    else { return "" }
    let text = "reveal target of \(field)"
    let place = placeLabel(
      text, size: labelSize,
      candidates: [
        (target.maxX, target.minY - labelSize * 0.3, "end"),
        (target.maxX, target.maxY + labelSize * 1.0, "end"),
      ], avoiding: [])
    return rect("target", target, fill: "none", stroke: "#f59e0b", dashed: true, view: field)
      + textElement(
        "target-label", text, x: place.x, y: place.y, anchor: place.anchor, size: labelSize,
        fill: "#b45309", view: field)
  }

  // MARK: Primitives

  /// The part of `a` inside `b`; an empty rectangle at `a`'s origin when they do not meet.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    guard maxX > minX, maxY > minY else { return Rect(origin: a.origin, size: .zero) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

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

  /// A dashed line across the window at `y`, labelled at its right end: above the line, or
  /// below it when the label would lie on the focused field.
  func line(_ kind: String, y: Double, width: Double, label: String) -> String {
    var svg = "<line class=\"\(kind)\" x1=\"0\" y1=\"\(number(y))\" x2=\"\(number(width))\" "
    svg += "y2=\"\(number(y))\" stroke=\"#1a7f37\" stroke-width=\"1.5\" "
    svg += "vector-effect=\"non-scaling-stroke\" stroke-dasharray=\"8 4\"/>\n"
    let place = placeLabel(
      label, size: fontSize,
      candidates: [(width - 4, y - 3, "end"), (width - 4, y + fontSize * 0.95, "end")])
    return svg
      + textElement("\(kind)-label", label, x: place.x, y: place.y, anchor: "end", fill: "#1a7f37")
  }

  /// A number in its shortest exact form, as the script format writes it.
  func number(_ value: Double) -> String { shortestText(value) }
}
