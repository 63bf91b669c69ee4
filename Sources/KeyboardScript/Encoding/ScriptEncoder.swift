import KeyboardAvoidance
import StrictJSON

extension Script {
  /// The script written back in the script format, so that decoding the text gives an equal
  /// script (with the file name the decoder is given).
  ///
  /// The text has one view and one event per line, nested views indented under their parent,
  /// and only the keys that differ from their defaults, which makes it short enough to paste
  /// into a bug report or a regression test:
  ///
  /// ```swift
  /// let script = try Script(decoding: bytes, fileName: "login.json")
  /// print(script.jsonText())
  /// // {
  /// //   "name": "Login form",
  /// //   "window": {"size": [390, 844]},
  /// //   "settings": {"keyboardDistance": 10, "restorePolicy": "unlessUserScrolled"},
  /// //   "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
  /// //     {"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}
  /// //   ]},
  /// //   "events": [
  /// //     {"type": "focus", "view": "email"}
  /// //   ]
  /// // }
  /// ```
  ///
  /// Numbers are written in their shortest form that reads back exactly (integers without a
  /// fraction). A property a view's kind does not have (the format's table of views), the tree's
  /// root shift and an event's script `type` are not written: the text holds what the format
  /// can say, and an event's `type` is derived from the event itself. Views that events bring
  /// in (`cells`, a pushed `screen`) are written on their event's line. A `relaunch` archive is
  /// written as compact JSON (as decoding keeps it); one that is not JSON text, which the format
  /// cannot hold, is written as a JSON string.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  public func jsonText() -> String {
    jsonText(omitting: [])
  }

  /// ``jsonText()`` with some keys of some events left out, for events whose values were not
  /// known (an imported notification without a duration): `omitted[i]` is a mask of
  /// ``ScriptKey`` bits (``ScriptKey/bit``) not to write for event `i`; events past its end
  /// are written whole.
  package func jsonText(omitting omitted: [UInt64]) -> String {
    var writer = ScriptTextWriter()
    writer.line("{")
    if let name { writer.line("  \(member(.name, quoted(name))),") }
    writer.line("  \(member(.window, json(window: tree.windowSize))),")
    writer.line("  \(member(.settings, json(settings))),")
    writer.writeView(tree.root, in: tree, isRoot: true, indent: "  ", prefix: member(.root, ""))
    writer.text += ",\n"
    if events.isEmpty {
      writer.line("  \(member(.events, "[]"))")
    } else {
      writer.line("  \(member(.events, "["))")
      for (position, event) in events.enumerated() {
        let separator = position == events.count - 1 ? "" : ","
        let mask = position < omitted.count ? omitted[position] : 0
        writer.line("    " + json(event, omitting: mask) + separator)
      }
      writer.line("  ]")
    }
    writer.line("}")
    return writer.text
  }
}

/// Accumulates the text of ``Script/jsonText()``.
struct ScriptTextWriter {
  var text = ""

  /// Appends `string` and a line break.
  mutating func line(_ string: String) {
    text += string
    text += "\n"
  }

  /// Appends a view object and its children, without a trailing line break or comma.
  mutating func writeView(
    _ node: ViewNode, in tree: ViewTree, isRoot: Bool, indent: String, prefix: String = ""
  ) {
    text += indent + prefix + "{" + viewMembers(node, isRoot: isRoot).joined(separator: ", ")
    let children = tree.children(of: node.id)
    guard !children.isEmpty else {
      text += "}"
      return
    }
    text += ", \(member(.children, "[\n"))"
    for (position, child) in children.enumerated() {
      guard let childNode = tree[child] else { continue }
      writeView(childNode, in: tree, isRoot: false, indent: indent + "  ")
      text += position == children.count - 1 ? "\n" : ",\n"
    }
    text += indent + "]}"
  }

  /// The `"key": value` members of one view, without `children`: the keys its kind has whose
  /// values differ from the decoder's defaults.
  func viewMembers(_ node: ViewNode, isRoot: Bool) -> [String] {
    var members = [member(.id, quoted(node.id.rawValue))]
    if node.kind != .view { members.append(member(.kind, quoted(node.kind.rawValue))) }
    members.append(member(.frame, json(node.frame)))
    func add(_ key: ScriptKey, _ value: @autoclosure () -> String, if isSet: Bool) {
      guard isSet, ScriptDecoder.applies(key, to: node.kind, isRoot: isRoot) else { return }
      members.append(member(key, value()))
    }
    let safeArea = isRoot ? node.safeAreaInsets : node.contentInsetAdjustment
    add(.safeArea, json(safeArea), if: safeArea != .zero)
    add(.contentSize, json(node.contentSize), if: node.contentSize != node.frame.size)
    add(.contentOffset, json(node.contentOffset), if: node.contentOffset != .zero)
    add(.contentInset, json(node.contentInset), if: node.contentInset != .zero)
    add(.indicatorInsets, json(node.indicatorInsets), if: node.indicatorInsets != .zero)
    add(.scrollEnabled, "false", if: !node.scrollEnabled)
    add(.axis, quoted(node.axis.rawValue), if: node.axis != .vertical)
    add(.ignoresScrolling, "true", if: node.ignoresScrolling)
    add(.ignoresInset, "true", if: node.ignoresInset)
    if let policy = node.restorePolicy {
      add(.restorePolicy, quoted(policy.rawValue), if: true)
    }
    if let distance = node.distance { add(.distance, json(distance), if: true) }
    add(.avoidance, quoted(node.avoidance.rawValue), if: node.avoidance != .enabled)
    if let identifier = node.restorationIdentifier {
      add(.restorationId, quoted(identifier), if: true)
    }
    if let text = node.text { add(.text, quoted(text), if: true) }
    if let range = node.selectedRange { add(.selection, json(range), if: true) }
    let policy = node.anchorPolicy
    add(.anchorAtTop, quoted(policy.anchorAtTop.rawValue), if: policy.anchorAtTop != .keepContent)
    add(.anchorAtEnd, quoted(policy.anchorAtEnd.rawValue), if: policy.anchorAtEnd != .keepContent)
    add(.selected, String(node.selectedIndex), if: node.selectedIndex != 0)
    add(.followsKeyboard, "true", if: node.followsKeyboard)
    add(.keyboardLift, quoted(node.keyboardLift.rawValue), if: node.keyboardLift != .none)
    if let alignment = node.alignment { add(.alignment, quoted(alignment.rawValue), if: true) }
    add(.navigable, "false", if: !node.navigable)
    add(.navigationGroup, "true", if: node.navigationGroup)
    return members
  }
}

// MARK: - Values

/// A JSON string literal.
private func quoted(_ string: String) -> String {
  "\"" + escaped(string) + "\""
}

/// A `"key": value` member.
private func member(_ key: ScriptKey, _ value: String) -> String {
  "\"" + key.name + "\": " + value
}

/// A number in the shortest form that reads back as the same `Double`: integers without a
/// fraction, everything else as Swift prints it (`0.1`, `1e-05`), which is valid JSON.
private func json(_ value: Double) -> String {
  jsonNumber(value)
}

private func json(_ values: [Double]) -> String {
  "[" + values.map { json($0) }.joined(separator: ", ") + "]"
}

private func json(_ point: Point) -> String { json([point.x, point.y]) }

private func json(_ size: Size) -> String { json([size.width, size.height]) }

private func json(_ rect: Rect) -> String {
  json([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
}

private func json(_ insets: Insets) -> String {
  json([insets.top, insets.left, insets.bottom, insets.right])
}

private func json(_ range: UTF16Range) -> String {
  "[\(range.location), \(range.length)]"
}

/// A view brought in by an event, with everything under it, on one line.
private func json(_ branch: ViewTree.Branch) -> String {
  var text =
    "{" + ScriptTextWriter().viewMembers(branch.node, isRoot: false).joined(separator: ", ")
  if !branch.children.isEmpty {
    text += ", " + member(.children, json(branch.children))
  }
  return text + "}"
}

private func json(_ branches: [ViewTree.Branch]) -> String {
  "[" + branches.map { json($0) }.joined(separator: ", ") + "]"
}

private func json(_ ids: [ViewID]) -> String {
  "[" + ids.map { quoted($0.rawValue) }.joined(separator: ", ") + "]"
}

/// A `relaunch` archive: compact JSON if it is JSON text that fits in a script's nesting (the
/// event and the `events` array take three levels), else a JSON string.
private func json(archive: String) -> String {
  let depth = ScriptLimits.maximumDepth - 3
  guard let document = try? JSONDocument(bytes: Array(archive.utf8), maximumDepth: depth) else {
    return quoted(archive)
  }
  return document.compactText(of: document.root)
}

/// A window object.
private func json(window size: Size) -> String {
  "{" + member(.size, json(size)) + "}"
}

/// A settings object, or a settings event's keys after `type`.
///
/// The document's settings name the v1.3 keys only when they are not the defaults, so that older
/// scripts keep their bytes. A settings event (`isEvent`) names them whenever an earlier settings
/// event may have changed them: a settings event's missing keys keep their current values, so an
/// event that puts one back to its default must say so.
private func settingsMembers(_ settings: AvoidanceSettings, isEvent: Bool = false) -> String {
  member(.keyboardDistance, json(settings.keyboardDistance)) + ", "
    + member(.restorePolicy, quoted(settings.restorePolicy.rawValue))
    + (isEvent || settings.alignment != .minimal
      ? ", " + member(.alignment, quoted(settings.alignment.rawValue)) : "")
    + (isEvent || settings.navigationOrder != .position
      ? ", " + member(.navigationOrder, quoted(settings.navigationOrder.rawValue)) : "")
}

private func json(_ settings: AvoidanceSettings) -> String {
  "{" + settingsMembers(settings) + "}"
}

/// An event's `type` member.
private func typeMember(_ type: ScriptEventType) -> String {
  member(.type, quoted(type.rawValue))
}

/// One event object on one line, without the keys in the mask `omitted`.
private func json(_ event: ScriptEvent, omitting omitted: UInt64 = 0) -> String {
  switch event {
  case .engine(let event): json(event, omitting: omitted)
  case .expect(let expectation): json(expectation)
  case .terminate: "{" + typeMember(.terminate) + "}"
  case .relaunch(let archive):
    "{" + typeMember(.relaunch) + (archive.map { ", " + member(.archive, json(archive: $0)) } ?? "")
      + "}"
  }
}

private func json(_ event: AvoidanceEvent, omitting omitted: UInt64 = 0) -> String {
  var members = [typeMember(event.scriptType)]
  func add(_ key: ScriptKey, _ value: String) {
    if omitted & key.bit == 0 { members.append(member(key, value)) }
  }
  switch event {
  case .focus(let view, let caret):
    add(.view, quoted(view.rawValue))
    if let caret { add(.caret, json(caret)) }
  case .blur:
    break
  case .caret(let rect):
    add(.caret, json(rect))
  case .keyboard(let notification):
    add(.frame, json(notification.frame))
    add(.duration, json(notification.animation.duration))
    add(.curve, String(notification.animation.curve.rawValue))
  case .scroll(let view, let offset):
    add(.view, quoted(view.rawValue))
    add(.offset, json(offset))
  case .update(let view, let update):
    add(.view, quoted(view.rawValue))
    if let frame = update.frame { add(.frame, json(frame)) }
    if let size = update.contentSize { add(.contentSize, json(size)) }
    if let inset = update.contentInset { add(.contentInset, json(inset)) }
    if let offset = update.contentOffset { add(.contentOffset, json(offset)) }
    if let safeArea = update.safeArea { add(.safeArea, json(safeArea)) }
  case .resize(let resize):
    add(.window, json(window: resize.windowSize))
    if !resize.frames.isEmpty {
      let frames = resize.frames.sorted { $0.key < $1.key }
        .map { "\(quoted($0.key.rawValue)): \(json($0.value))" }
      add(.frames, "{" + frames.joined(separator: ", ") + "}")
    }
    if let safeArea = resize.rootSafeArea { add(.safeArea, json(safeArea)) }
    if !resize.safeAreas.isEmpty {
      let safeAreas = resize.safeAreas.sorted { $0.key < $1.key }
        .map { "\(quoted($0.key.rawValue)): \(json($0.value))" }
      add(.safeAreas, "{" + safeAreas.joined(separator: ", ") + "}")
    }
  case .settings(let settings):
    members.append(settingsMembers(settings, isEvent: true))
  case .insertCells(let list, let index, let cells):
    add(.view, quoted(list.rawValue))
    add(.at, String(index))
    add(.cells, json(cells))
  case .removeCells(let cells):
    add(.ids, json(cells))
  case .resizeCell(let cell, let height):
    add(.view, quoted(cell.rawValue))
    add(.height, json(height))
  case .reload(let view, let content, let complete):
    add(.view, quoted(view.rawValue))
    switch content {
    case .cells(let cells): add(.cells, json(cells))
    case .contentSize(let size): add(.contentSize, json(size))
    }
    if !complete { add(.complete, "false") }
  case .push(let navigation, let screen):
    add(.view, quoted(navigation.rawValue))
    add(.screen, json(screen))
  case .pop(let navigation):
    add(.view, quoted(navigation.rawValue))
  case .selectTab(let tabs, let index):
    add(.view, quoted(tabs.rawValue))
    add(.index, String(index))
  case .select(let field, let range):
    add(.view, quoted(field.rawValue))
    add(.range, json(range))
  case .edit(let field, let text):
    add(.view, quoted(field.rawValue))
    add(.text, quoted(text))
  case .memoryWarning:
    break
  case .navigate(let direction):
    add(.direction, quoted(direction.rawValue))
  }
  return "{" + members.joined(separator: ", ") + "}"
}

private func json(_ expectation: ScriptExpectation) -> String {
  var members = [typeMember(.expect)]
  if !expectation.views.isEmpty {
    let views = expectation.views.map { view in
      var values: [String] = []
      if let offset = view.contentOffset { values.append(member(.contentOffset, json(offset))) }
      if let inset = view.contentInset { values.append(member(.contentInset, json(inset))) }
      if let inset = view.indicatorInsets { values.append(member(.indicatorInsets, json(inset))) }
      if let offset = view.followOffset { values.append(member(.followOffset, json(offset))) }
      return "\(quoted(view.view.rawValue)): {" + values.joined(separator: ", ") + "}"
    }
    members.append(member(.views, "{" + views.joined(separator: ", ") + "}"))
  }
  if let rootShift = expectation.rootShift { members.append(member(.rootShift, json(rootShift))) }
  if !expectation.visible.isEmpty {
    let ids = expectation.visible.map { quoted($0.rawValue) }.joined(separator: ", ")
    members.append(member(.visible, "[\(ids)]"))
  }
  if let effects = expectation.effects { members.append(member(.effects, String(effects))) }
  if !expectation.selections.isEmpty {
    let selections = expectation.selections.map { "\(quoted($0.view.rawValue)): \(json($0.range))" }
    members.append(member(.selection, "{" + selections.joined(separator: ", ") + "}"))
  }
  switch expectation.focused {
  case nil: break
  case .nothing: members.append(member(.focused, "null"))
  case .field(let field): members.append(member(.focused, quoted(field.rawValue)))
  }
  if let focus = expectation.focus {
    members.append(member(.focus, focus.field.map { quoted($0.rawValue) } ?? "null"))
  }
  if let navigation = expectation.navigation {
    var values: [String] = []
    for (key, neighbour) in [(ScriptKey.previous, navigation.previous), (.next, navigation.next)] {
      if let neighbour {
        values.append(member(key, neighbour.field.map { quoted($0.rawValue) } ?? "null"))
      }
    }
    if let key = navigation.returnKey { values.append(member(.returnKey, quoted(key.rawValue))) }
    members.append(member(.navigation, "{" + values.joined(separator: ", ") + "}"))
  }
  if !expectation.pending.isEmpty {
    let pending = expectation.pending.map { "\(quoted($0.view.rawValue)): \($0.isPending)" }
    members.append(member(.pending, "{" + pending.joined(separator: ", ") + "}"))
  }
  if !expectation.anchors.isEmpty {
    let anchors = expectation.anchors.map {
      "\(quoted($0.view.rawValue)): \(quoted($0.cell.rawValue))"
    }
    members.append(member(.anchor, "{" + anchors.joined(separator: ", ") + "}"))
  }
  return "{" + members.joined(separator: ", ") + "}"
}

// MARK: - Recordings

extension Script {
  /// The script written as a recording (<doc:RecordingABugReport>): a header line with the
  /// screen and settings, then one line per event, each as ``jsonText()`` writes it.
  ///
  /// Decoding the text with ``init(decodingRecording:fileName:)`` gives an equal script.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  public func recordingText() -> String {
    var text = recordingHeader(name: name, settings: settings, tree: tree) + "\n"
    for event in events {
      text += recordingLine(event) + "\n"
    }
    return text
  }
}

/// A recording's header line, without its line break: `"recording": 1` first (so that a
/// reader that sees only the line's start knows it), then the name, window, settings and
/// screen.
func recordingHeader(name: String?, settings: AvoidanceSettings, tree: ViewTree) -> String {
  var members = [member(.recording, "1")]
  if let name { members.append(member(.name, quoted(name))) }
  members.append(member(.window, json(window: tree.windowSize)))
  members.append(member(.settings, json(settings)))
  members.append(member(.root, oneLine(tree.root, in: tree, isRoot: true)))
  return "{" + members.joined(separator: ", ") + "}"
}

/// One event of a recording, without its line break.
func recordingLine(_ event: ScriptEvent) -> String {
  json(event)
}

/// A view of the screen with everything under it, on one line.
private func oneLine(_ node: ViewNode, in tree: ViewTree, isRoot: Bool) -> String {
  var text = "{" + ScriptTextWriter().viewMembers(node, isRoot: isRoot).joined(separator: ", ")
  let children = tree.children(of: node.id).compactMap { tree[$0] }
  if !children.isEmpty {
    let lines = children.map { oneLine($0, in: tree, isRoot: false) }
    text += ", " + member(.children, "[" + lines.joined(separator: ", ") + "]")
  }
  return text + "}"
}
