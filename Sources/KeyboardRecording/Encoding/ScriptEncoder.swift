import KeyboardAvoidance

extension Script {
  /// The script in the script format (`jsonText()` in KeyboardScript), with some keys of some
  /// events left out, for events whose values were not known (an imported notification without
  /// a duration): `omitted[i]` is a mask of ``ScriptKey`` bits (``ScriptKey/bit``) not to write
  /// for event `i`; events past its end are written whole. `archives` says how a `relaunch`
  /// event's archive is written.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  package func jsonText(omitting omitted: [UInt64], archives: ArchiveEncoding) -> String {
    var text = TraceText(exactNumbers: true)
    text.append("{\n")
    if let name {
      text.append("  ")
      text.append(key: .name)
      text.append(quoted: name)
      text.append(",\n")
    }
    text.append("  ")
    text.append(key: .window)
    text.appendWindow(tree.windowSize)
    text.append(",\n  ")
    text.append(key: .settings)
    text.appendSettings(settings)
    text.append(",\n  ")
    text.append(key: .root)
    text.appendView(tree.root, in: tree, isRoot: true, indent: 2)
    text.append(",\n  ")
    text.append(key: .events)
    if events.isEmpty {
      text.append("[]\n")
    } else {
      text.append("[\n")
      for (position, event) in events.enumerated() {
        text.append("    ")
        text.append(
          event, omitting: position < omitted.count ? omitted[position] : 0, archives: archives)
        text.append(position == events.count - 1 ? "\n" : ",\n")
      }
      text.append("  ]\n")
    }
    text.append("}\n")
    return text.string
  }
}

/// The script format's objects written with the package's JSON writer: the views, settings,
/// events and expectations of ``Script/jsonText()`` and of a recording's lines.
extension TraceText {
  /// Appends a view object and its children, each on its own line `indent` spaces deeper than
  /// the parent's `indent`, without a trailing line break or comma.
  mutating func appendView(_ node: ViewNode, in tree: ViewTree, isRoot: Bool, indent: Int) {
    append("{")
    appendViewMembers(node, isRoot: isRoot)
    let children = tree.children(of: node.id)
    guard !children.isEmpty else {
      append("}")
      return
    }
    append(member: .children)
    append("[\n")
    for (position, child) in children.enumerated() {
      guard let childNode = tree[child] else { continue }
      append(spaces: indent + 2)
      appendView(childNode, in: tree, isRoot: false, indent: indent + 2)
      append(position == children.count - 1 ? "\n" : ",\n")
    }
    append(spaces: indent)
    append("]}")
  }

  /// Appends a view of the screen with everything under it, on one line.
  mutating func appendViewLine(_ node: ViewNode, in tree: ViewTree, isRoot: Bool) {
    append("{")
    appendViewMembers(node, isRoot: isRoot)
    let children = tree.children(of: node.id).compactMap { tree[$0] }
    if !children.isEmpty {
      append(member: .children)
      append("[")
      for (position, child) in children.enumerated() {
        if position > 0 { append(", ") }
        appendViewLine(child, in: tree, isRoot: false)
      }
      append("]")
    }
    append("}")
  }

  /// Appends a view brought in by an event, with everything under it, on one line.
  mutating func append(_ branch: ViewTree.Branch) {
    append("{")
    appendViewMembers(branch.node, isRoot: false)
    if !branch.children.isEmpty {
      append(member: .children)
      append(branch.children)
    }
    append("}")
  }

  /// Appends views brought in by an event as an array, on one line.
  mutating func append(_ branches: [ViewTree.Branch]) {
    append("[")
    for (position, branch) in branches.enumerated() {
      if position > 0 { append(", ") }
      append(branch)
    }
    append("]")
  }

  /// Appends the `"key": value` members of one view, without `children`: the keys its kind has
  /// whose values differ from the decoder's defaults.
  mutating func appendViewMembers(_ node: ViewNode, isRoot: Bool) {
    append(key: .id)
    append(quoted: node.id.rawValue)
    if node.kind != .view {
      append(member: .kind)
      append(quoted: node.kind.rawValue)
    }
    append(member: .frame)
    append(array: node.frame)
    /// Whether `key` is written: its value is not the default and the view's kind has it.
    func has(_ key: ScriptKey, _ isSet: Bool) -> Bool {
      guard isSet, key.applies(to: node.kind, isRoot: isRoot) else { return false }
      append(member: key)
      return true
    }
    let safeArea = isRoot ? node.safeAreaInsets : node.contentInsetAdjustment
    if has(.safeArea, safeArea != .zero) { append(array: safeArea) }
    if has(.contentSize, node.contentSize != node.frame.size) { append(array: node.contentSize) }
    if has(.contentOffset, node.contentOffset != .zero) { append(array: node.contentOffset) }
    if has(.contentInset, node.contentInset != .zero) { append(array: node.contentInset) }
    if has(.indicatorInsets, node.indicatorInsets != .zero) {
      append(array: node.indicatorInsets)
    }
    if has(.scrollEnabled, !node.scrollEnabled) { append("false") }
    if has(.axis, node.axis != .vertical) { append(quoted: node.axis.rawValue) }
    if has(.ignoresScrolling, node.ignoresScrolling) { append("true") }
    if has(.ignoresInset, node.ignoresInset) { append("true") }
    if let policy = node.restorePolicy, has(.restorePolicy, true) {
      append(quoted: policy.rawValue)
    }
    if let distance = node.distance, has(.distance, true) { append(number: distance) }
    if has(.avoidance, node.avoidance != .enabled) { append(quoted: node.avoidance.rawValue) }
    if let identifier = node.restorationIdentifier, has(.restorationId, true) {
      append(quoted: identifier)
    }
    if let text = node.text, has(.text, true) { append(quoted: text) }
    if let range = node.selectedRange, has(.selection, true) { append(array: range) }
    let policy = node.anchorPolicy
    if has(.anchorAtTop, policy.anchorAtTop != .keepContent) {
      append(quoted: policy.anchorAtTop.rawValue)
    }
    if has(.anchorAtEnd, policy.anchorAtEnd != .keepContent) {
      append(quoted: policy.anchorAtEnd.rawValue)
    }
    if has(.selected, node.selectedIndex != 0) { append(integer: node.selectedIndex) }
    if has(.followsKeyboard, node.followsKeyboard) { append("true") }
    if has(.keyboardLift, node.keyboardLift != .none) { append(quoted: node.keyboardLift.rawValue) }
    if let alignment = node.alignment, has(.alignment, true) { append(quoted: alignment.rawValue) }
    if has(.navigable, !node.navigable) { append("false") }
    if has(.navigationGroup, node.navigationGroup) { append("true") }
  }

  /// Appends a window object: `{"size": [390, 844]}`.
  mutating func appendWindow(_ size: Size) {
    append("{")
    append(key: .size)
    append(array: size)
    append("}")
  }

  /// Appends a settings object.
  mutating func appendSettings(_ settings: AvoidanceSettings) {
    append("{")
    appendSettingsMembers(settings)
    append("}")
  }

  /// Appends a settings object's members, or a settings event's members after `type` (without
  /// the separator before them).
  ///
  /// The document's settings name the v1.3 keys only when they are not the defaults, so that
  /// older scripts keep their bytes. A settings event (`isEvent`) names them whenever an earlier
  /// settings event may have changed them: a settings event's missing keys keep their current
  /// values, so an event that puts one back to its default must say so.
  mutating func appendSettingsMembers(_ settings: AvoidanceSettings, isEvent: Bool = false) {
    append(key: .keyboardDistance)
    append(number: settings.keyboardDistance)
    append(member: .restorePolicy)
    append(quoted: settings.restorePolicy.rawValue)
    if isEvent || settings.alignment != .minimal {
      append(member: .alignment)
      append(quoted: settings.alignment.rawValue)
    }
    if isEvent || settings.navigationOrder != .position {
      append(member: .navigationOrder)
      append(quoted: settings.navigationOrder.rawValue)
    }
  }

  /// Appends a `relaunch` archive as `encoding` says: the compact JSON it gives for the archive,
  /// or a JSON string holding the archive's text, which the decoder reads back as that text.
  mutating func appendArchive(_ archive: String, as encoding: ArchiveEncoding) {
    if case .compactJSON(let texts) = encoding, let json = texts[archive] {
      append(json)
    } else {
      append(quoted: archive)
    }
  }
}
