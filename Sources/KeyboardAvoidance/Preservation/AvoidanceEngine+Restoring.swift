extension AvoidanceEngine {
  /// Restores a previous launch's state into this engine, built from the screen as the app
  /// launches: each preserved container gets a pending restore that applies as its content
  /// loads, each preserved field its selection, and the focused field its focus — on the
  /// visible screen now, on other screens when they appear.
  ///
  /// ```swift
  /// var engine = AvoidanceEngine(tree: launchScreen)
  /// let effects = engine.restore(from: archive)  // selection, focus, offsets that can apply now
  /// ```
  ///
  /// An archive of another version restores nothing; an entry whose path no view has is
  /// skipped. Both leave a ``PreservationWarning`` in ``warnings``.
  public mutating func restore(from archive: PreservationArchive) -> [AvoidanceEffect] {
    diagnostic = nil
    warnings.removeAll()
    if recordsDerivations { beginDerivation(effectCount: 0) }
    defer {
      if recordsDerivations { finishDerivation() }
      checkInvariants(after: "restoring an archive")
    }
    guard archive.version == PreservationArchive.currentVersion else {
      warnings.append(.unsupportedVersion(archive.version))
      return []
    }
    let paths = tree.restorationPaths()
    for path in paths.duplicates { warnings.append(.duplicatePath(path)) }
    var slots: [String: Int32] = [:]
    for (slot, path) in paths.unique { slots[path] = slot }
    for (path, index) in archive.selectedTabs.sorted(by: { $0.key < $1.key }) {
      guard let slot = slots[path], tree[slot: slot].kind == .tabs,
        tree.children(of: tree[slot: slot].id).indices.contains(index)
      else {
        warnings.append(.unknownPath(path))
        continue
      }
      tree[slot: slot].selectedIndex = index
    }
    for (path, anchor) in archive.containers.sorted(by: { $0.key < $1.key }) {
      guard let slot = slots[path], tree[slot: slot].kind.isScrollContainer else {
        warnings.append(.unknownPath(path))
        continue
      }
      preservation.captured[path, default: CapturedState(anchor: nil, field: nil)].anchor = anchor
    }
    for (path, field) in archive.fields.sorted(by: { $0.key < $1.key }) {
      guard let slot = slots[path], tree[slot: slot].kind.isField else {
        warnings.append(.unknownPath(path))
        continue
      }
      preservation.captured[path, default: CapturedState(anchor: nil, field: nil)].field = field
    }
    if let path = archive.focusedField {
      if let slot = slots[path], tree[slot: slot].kind.isField {
        preservation.focusIntent = path
      } else {
        warnings.append(.unknownPath(path))
      }
    }
    var effects: [AvoidanceEffect] = []
    appear(ViewTree.rootSlot, &effects)
    return effects
  }

  /// A screen appeared: the state captured for its visible preserved views comes back —
  /// containers through pending restores, fields' selections at once — then the focus waiting
  /// for one of its fields.
  mutating func appear(_ screen: Int32, _ effects: inout [AvoidanceEffect]) {
    guard !preservation.captured.isEmpty || preservation.focusIntent != nil else { return }
    let paths = tree.restorationPaths(under: screen).unique
    var focusSlot: Int32?
    for (slot, path) in paths.sorted(by: { $0.value < $1.value })
    where tree.isVisible(slot: slot) {
      if path == preservation.focusIntent { focusSlot = slot }
      guard let state = preservation.captured.removeValue(forKey: path) else { continue }
      if let field = state.field, let range = field.selection {
        restoreSelection(range, savedText: field.text, in: slot, &effects)
      }
      if let anchor = state.anchor {
        let id = tree[slot: slot].id
        preservation.pending[id] = anchor
        if tree[slot: slot].contentSize.height <= 0 { preservation.loading.insert(id) }
        checkPendingRestore(slot, contentChanged: false, &effects)
      }
    }
    if let focusSlot, tree[slot: focusSlot].kind.isField {
      preservation.focusIntent = nil
      let id = tree[slot: focusSlot].id
      effects.append(
        AvoidanceEffect(view: id, change: .focus, reason: .restore, animation: .none))
      focusedField = id
      self.focusedSlot = focusSlot
      caret = nil
      reconcile(&effects)
    }
  }

  /// Checks a container's pending restore (<doc:PreservingScrollPositionAndTheCaret>): apply it
  /// exactly when its target is reachable, clamped once loading is complete, else wait — after a
  /// content change with the offset kept inside the valid range; when the screen appears, with the
  /// offset as declared.
  mutating func checkPendingRestore(
    _ slot: Int32, contentChanged: Bool = true, _ effects: inout [AvoidanceEffect]
  ) {
    let node = tree[slot: slot]
    guard let anchor = preservation.pending[node.id] else { return }
    let complete = !preservation.loading.contains(node.id)
    let hasContent = node.contentSize.height > 0
    let target =
      hasContent || complete
      ? anchor.pendingTarget(
        in: node.kind.isList ? (tree.lists[slot] ?? tree.anchorList(ofListSlot: slot)) : nil,
        viewportHeight: node.frame.height, insets: node.adjustedContentInset,
        loadingComplete: complete)
      : nil
    if let target, target >= node.minOffsetY, target <= node.maxOffsetY {
      preservation.pending[node.id] = nil
      setContentOffsetY(slot, target, reason: .restore, &effects)
    } else if let target, complete {
      preservation.pending[node.id] = nil
      setContentOffsetY(slot, node.clampedOffsetY(target), reason: .restore, &effects)
    } else if contentChanged {
      setContentOffsetY(slot, node.clampedOffsetY(node.contentOffset.y), reason: .clamp, &effects)
    }
  }

  /// Puts a saved selection back on a field: mapped through the edit from the saved text when
  /// the text changed since, else clamped to the text, and never splitting a character.
  mutating func restoreSelection(
    _ range: UTF16Range, savedText: String?, in slot: Int32, _ effects: inout [AvoidanceEffect]
  ) {
    let text = tree[slot: slot].text ?? ""
    let restored =
      if let savedText, savedText != text {
        range.mapped(from: savedText, to: text)
      } else {
        range.snapped(in: text)
      }
    setSelection(restored, in: slot, reason: .restore, &effects)
  }

  /// Sets a field's selection, emitting an effect when it changes.
  mutating func setSelection(
    _ range: UTF16Range, in slot: Int32, reason: AvoidanceEffect.Reason,
    _ effects: inout [AvoidanceEffect]
  ) {
    let from = tree[slot: slot].selectedRange
    guard from != range else { return }
    tree[slot: slot].selectedRange = range
    effects.append(
      AvoidanceEffect(
        view: tree[slot: slot].id, change: .selection(from: from, to: range), reason: reason,
        animation: .none))
  }

  /// The user selected a range of a field: kept as given, inside the text.
  mutating func select(_ range: UTF16Range, in id: ViewID) {
    guard let slot = fieldSlot(id) else { return }
    let count = tree[slot: slot].text?.utf16.count ?? 0
    tree[slot: slot].selectedRange = range.clamped(toUTF16Count: count)
  }

  /// A field's text changed: its selection follows the text it was on
  /// (<doc:PreservingScrollPositionAndTheCaret>).
  mutating func edit(_ id: ViewID, text: String, _ effects: inout [AvoidanceEffect]) {
    guard let slot = fieldSlot(id) else { return }
    let old = tree[slot: slot].text ?? ""
    tree[slot: slot].text = text
    guard let range = tree[slot: slot].selectedRange else { return }
    setSelection(range.mapped(from: old, to: text), in: slot, reason: .selection, &effects)
  }

  /// The slot of a field, or `nil` with a diagnostic.
  private mutating func fieldSlot(_ id: ViewID) -> Int32? {
    slot(of: id, kind: \.isField) { .notAField(id, $0) }
  }
}
