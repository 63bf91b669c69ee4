import KeyboardAvoidance

extension AvoidanceHost {
  /// Mirrors the focused field's chain (else the root) and the riders. `kept` stays as the tree
  /// holds it (the event reports its change); `onlyMissing` only inserts missing views.
  func prepare(keeping kept: ViewID? = nil, onlyMissing: Bool = false, counting: Bool = true) {
    if counting { beginEvent() }
    guard let root else { return }
    mirror(chainOf: focused ?? root, keeping: kept, onlyMissing: onlyMissing)
    mirrorRiders(keeping: kept, onlyMissing: onlyMissing)
  }

  /// Mirrors the followers and the lift containers, and drops the ones that are gone.
  private func mirrorRiders(keeping kept: ViewID?, onlyMissing: Bool) {
    var seen: [ViewID] = []
    for entry in registry.riderEntries {
      guard let view = entry.view, mirror(chainOf: view, keeping: kept, onlyMissing: onlyMissing)
      else { continue }
      seen.append(entry.id)
    }
    guard seen != mirroredRiders else { return }
    // Riders that died, left the screen or stopped riding.
    for id in Set(mirroredRiders).subtracting(seen).sorted() where engine.tree.contains(id) {
      if let view = registry.view(for: id), mirror(chainOf: view) { continue }
      engine.updateTree { tree in try? tree.remove(id) }
      structure &+= 1
    }
    mirroredRiders = seen
  }

  /// Starts an event: each view may be read once again.
  func beginEvent() {
    readCount = 0
    pass &+= 1
  }

  /// Mirrors the fields of the focused field's navigation group (else the root's).
  func mirrorNavigationGroup() {
    guard let focused, let root else { return }
    var group: any KeyboardHostView = root
    var current = focused.hostSuperview
    while let view = current, view !== root {
      if registry.options(of: view)?.navigationGroup == true {
        group = view
        break
      }
      current = view.hostSuperview
    }
    var pending: [any KeyboardHostView] = [group]
    while let view = pending.popLast() {
      if view.hostKind.isField {
        if view !== focused { mirror(chainOf: view) }
        mirrorAcceptsFocus(of: view)
        continue
      }
      if view !== group, registry.options(of: view)?.navigationGroup == true { continue }
      pending.append(contentsOf: view.hostSubviews.reversed())
    }
  }

  /// Makes a field navigable only while it accepts the focus and its options allow it.
  private func mirrorAcceptsFocus(of field: any KeyboardHostView) {
    let id = id(of: field)
    guard let node = engine.tree[id] else { return }
    let navigable = (registry.options(of: field)?.navigable ?? true) && field.hostAcceptsFocus
    guard node.navigable != navigable else { return }
    engine.updateTree { tree in try? tree.update(id) { $0.navigable = navigable } }
  }

  /// Mirrors every view under the root (fields' own subviews excepted).
  func mirrorScreen() {
    beginEvent()
    mirrorVisibleScreen(except: nil, allScreens: true)
  }

  /// Mirrors `view` and its superviews up to the root, each once per event, writing only what
  /// differs from its record. Returns whether `view` is under the root.
  @discardableResult
  func mirror(
    chainOf view: any KeyboardHostView, keeping kept: ViewID? = nil, onlyMissing: Bool = false
  ) -> Bool {
    guard let root else { return false }
    let (pass, readsPreserved) = (self.pass, self.readsPreserved)
    var changed: [(any KeyboardHostView, (any KeyboardHostView)?, ViewID)] = []
    var current = view
    var steps = 0
    while true {
      let isRoot = current === root
      let superview = isRoot ? nil : current.hostSuperview
      // A view off the root, and not under it, is not on the screen.
      if !isRoot && superview == nil { return false }
      var known = isRoot ? rootRecord : records[ObjectIdentifier(current)]
      if !isRoot, known?.view !== current { known = nil }  // Another view, at a dead one's address.
      if let known, known.pass == pass { break }
      readCount += 1
      let reading = MirrorRecord.Reading.of(current, window: isRoot ? window : nil, isRoot: isRoot)
      let superviewObject = superview.map(ObjectIdentifier.init)
      if let known {
        known.pass = pass
        var differs = known.reading != reading
        if differs { known.reading = reading }
        if readsPreserved {
          let preserved = Self.preserved(of: current, kind: reading.kind)
          differs = differs || preserved != known.preserved
          known.preserved = preserved
        }
        let inPlace =
          known.superview == superviewObject
          && (known.placed == structure || isInTree(known, under: superview))
        if differs || !inPlace {
          known.superview = superviewObject
          changed.append((current, superview, known.id))
        }
      } else {
        let preserved = Self.preserved(of: current, kind: reading.kind)
        let record = MirrorRecord(
          view: current, id: id(of: current), superview: superviewObject, reading: reading,
          preserved: preserved, pass: pass)
        records[ObjectIdentifier(current)] = record
        if isRoot { rootRecord = record }
        // A record this one replaces (its view died) is no target.
        if let replaced = recordsByID.updateValue(record, forKey: record.id) {
          forgetTarget(replaced)
        }
        changed.append((current, superview, record.id))
      }
      guard let superview else { break }
      current = superview
      steps += 1  // A broken hierarchy with a cycle is not on the screen.
      if steps > 100_000 { return false }
    }
    for (view, superview, id) in changed.reversed() {
      write(view, id: id, under: superview, keeping: kept, onlyMissing: onlyMissing)
    }
    return true
  }

  /// Whether the tree holds `record`'s view under `superview`'s node, noted in the record.
  private func isInTree(_ record: MirrorRecord, under superview: (any KeyboardHostView)?) -> Bool {
    let inPlace =
      engine.tree.contains(record.id)
      && (superview == nil || engine.tree.parent(of: record.id) == superview.map(id(of:)))
    if inPlace { record.placed = structure }
    return inPlace
  }

  /// Writes one view that changed, after its superview.
  private func write(
    _ view: any KeyboardHostView, id: ViewID, under superview: (any KeyboardHostView)?,
    keeping kept: ViewID?, onlyMissing: Bool
  ) {
    let node = node(for: view, id: id)
    guard let superview else {
      // The root.
      guard !onlyMissing, id != kept, engine.tree.root != node else { return }
      engine.updateTree { tree in try? tree.update(id) { $0 = node } }
      return
    }
    let parent = self.id(of: superview)
    if engine.tree.contains(id), engine.tree.parent(of: id) == parent {
      guard !onlyMissing, id != kept, engine.tree[id] != node else { return }
      var updated = false
      engine.updateTree { tree in updated = (try? tree.update(id) { $0 = node }) != nil }
      if updated { return }
    }
    let index = insertionIndex(of: view, under: superview)
    structure &+= 1
    engine.updateTree { tree in
      if tree.contains(id) { try? tree.remove(id) }
      let count = tree.children(of: parent).count
      try? tree.insert(node, under: parent, at: index.map { min($0, count) })
    }
  }

  /// What preservation reads off a view, or `nil` when it has none of it.
  static func preserved(of view: any KeyboardHostView, kind: ViewKind) -> MirrorRecord.Preserved? {
    let identifier = view.hostRestorationIdentifier
    let text = kind.isField ? view.hostText : nil
    let range = kind.isField ? view.hostSelectedRange : nil
    let index = kind == .tabs ? view.hostSelectedIndex : 0
    guard identifier != nil || text != nil || range != nil || index != 0 else { return nil }
    return MirrorRecord.Preserved(
      restorationIdentifier: identifier, text: text, selectedRange: range, selectedIndex: index)
  }

  /// Where `view` goes among `superview`'s mirrored children, as among its real subviews.
  private func insertionIndex(
    of view: any KeyboardHostView, under superview: any KeyboardHostView
  ) -> Int? {
    let siblings = superview.hostSubviews
    var order: [ObjectIdentifier: Int] = [:]
    for (index, sibling) in siblings.enumerated() { order[ObjectIdentifier(sibling)] = index }
    guard let position = order[ObjectIdentifier(view)] else { return nil }
    var index = 0
    for child in engine.tree.children(of: id(of: superview)) {
      guard let sibling = self.view(for: child), let place = order[ObjectIdentifier(sibling)],
        place < position
      else { continue }
      index += 1
    }
    return index
  }

  /// The view as the tree holds it, keeping the engine's follower offset; a field in an
  /// excluded subtree is not avoided.
  func node(for view: any KeyboardHostView, id: ViewID) -> ViewNode {
    let isRoot = view === root
    var node = Self.node(
      of: view, id: id, window: window, isRoot: isRoot, options: registry.options(of: view))
    guard !isRoot else { return node }
    if node.kind.isField, isExcluded(view) { node.avoidance = .disabled }
    node.followOffset = engine.tree[id]?.followOffset ?? 0
    return node
  }

  /// Whether a field lies in a subtree that avoids the keyboard by itself or is excluded.
  func isExcluded(_ field: any KeyboardHostView) -> Bool {
    var current: (any KeyboardHostView)? = field
    while let view = current {
      if view.hostAvoidsKeyboardItself || registry.options(of: view)?.excludesSubtree == true {
        return true
      }
      if view === root { return false }
      current = view.hostSuperview
    }
    return false
  }

  /// A view as the tree holds it: its reading, what preservation reads and its options. The
  /// root never follows the keyboard; the engine shifts it instead.
  static func node(
    of view: any KeyboardHostView, id: ViewID, window: (any KeyboardHostWindow)?, isRoot: Bool,
    options: ViewOptions?
  ) -> ViewNode {
    let reading = MirrorRecord.Reading.of(view, window: window, isRoot: isRoot)
    var node = ViewNode(
      id: id, kind: reading.kind, frame: reading.frame, safeAreaInsets: reading.safeArea)
    if let state = reading.scroll {
      node.contentOffset = state.contentOffset
      node.contentSize = state.contentSize
      node.contentInset = state.contentInset
      node.contentInsetAdjustment = state.automaticInset
      node.indicatorInsets = state.indicatorInsets
      node.scrollEnabled = state.isScrollEnabled
      node.axis = state.axis
    }
    if let preserved = preserved(of: view, kind: reading.kind) {
      node.restorationIdentifier = preserved.restorationIdentifier
      node.text = preserved.text
      node.selectedRange = preserved.selectedRange
      node.selectedIndex = preserved.selectedIndex
    }
    options?.apply(to: &node)
    if isRoot { node.followsKeyboard = false }
    return node
  }
}
