extension AvoidanceEngine {
  /// Handles a navigation event: a push, a pop, a tab switch or a memory warning. A screen that
  /// disappears has its preserved state captured; one that appears gets it back through pending
  /// restores (<doc:PreservingScrollPositionAndTheCaret>: hot and cold transitions share one
  /// mechanism).
  mutating func navigate(_ event: AvoidanceEvent, _ effects: inout [AvoidanceEffect]) {
    switch event {
    case .push(let id, let screen):
      guard let slot = slot(of: id, kind: { $0 == .navigation }, expected: "a navigation view")
      else { return }
      // The whole screen is checked before anything is captured or inserted: a refused push
      // changes nothing.
      do {
        try tree.checkInsertion(of: [screen], underSlot: slot)
      } catch {
        refuse(error)
        return
      }
      if let leaving = tree.shownChild(of: slot), leaving >= 0 { disappear(leaving) }
      // Checked above, so only a full storage (more than 2³¹ views) can refuse it now.
      try? tree.insert(screen, underSlot: slot)
      resolveSlots()
      preservation.definitions[screen.node.id] = screen
      if let shown = tree.shownChild(of: slot), shown >= 0 { appear(shown, &effects) }
    case .pop(let id):
      guard let slot = slot(of: id, kind: { $0 == .navigation }, expected: "a navigation view")
      else { return }
      let screens = tree.childSlotsInOrder(slot)
      guard screens.count > 1, let top = screens.last else {
        diagnostic = .invalidChange("\"\(id)\" has no screen to pop back to")
        return
      }
      discard(top)
      if let shown = tree.shownChild(of: slot), shown >= 0 { show(shown, &effects) }
    case .selectTab(let id, let index):
      guard let slot = slot(of: id, kind: { $0 == .tabs }, expected: "a tabs view") else { return }
      let count = tree.childSlotsInOrder(slot).count
      guard index >= 0, index < count else {
        diagnostic = .invalidChange("\"\(id)\" has no tab \(index); it has \(count)")
        return
      }
      guard index != tree[slot: slot].selectedIndex else { return }
      if let leaving = tree.shownChild(of: slot), leaving >= 0 { disappear(leaving) }
      tree[slot: slot].selectedIndex = index
      if let shown = tree.shownChild(of: slot), shown >= 0 { show(shown, &effects) }
    case .memoryWarning:
      for screen in tree.hiddenScreenSlots()
      where !preservation.dropped.contains(tree[slot: screen].id) {
        drop(screen)
      }
      resolveSlots()
    default:
      break
    }
  }

  /// A screen is about to disappear (`viewWillDisappear`): its preserved views' state is
  /// captured, and a focused field on it resigns, its focus kept to come back.
  mutating func disappear(_ screen: Int32) {
    capture(screen)
    if let focusedSlot, tree.isDescendant(focusedSlot, of: screen) {
      preservation.focusIntent = tree.restorationPath(ofSlot: focusedSlot)
      focusedField = nil
      self.focusedSlot = nil
      caret = nil
    }
  }

  /// Captures the state of the preserved views under `screen`, by restoration path. A container
  /// whose restore is still pending keeps it: on a screen that stays built the intent goes on
  /// waiting for its data; on one being dropped (`forgetting`) the intent is what is captured,
  /// and the screen's containers stop being tracked.
  private mutating func capture(_ screen: Int32, forgetting: Bool = false) {
    for (slot, path) in tree.restorationPaths(under: screen).unique {
      var state = CapturedState(ofSlot: slot, in: tree)
      if let pending = preservation.pending[tree[slot: slot].id] {
        state.anchor = forgetting ? pending : nil
      }
      if !state.isEmpty { preservation.captured[path] = state }
    }
    if forgetting { forgetContainers(under: screen) }
  }

  /// Drops the pending restores, loading marks and loop breakers of the containers under
  /// `screen`, so that views built again, or others with the same identities, start afresh.
  private mutating func forgetContainers(under screen: Int32) {
    func isUnder(_ id: ViewID) -> Bool {
      guard let slot = tree.slot(of: id) else { return true }
      return tree.isDescendant(slot, of: screen)
    }
    preservation.pending = preservation.pending.filter { !isUnder($0.key) }
    preservation.loading = preservation.loading.filter { !isUnder($0) }
    preservation.breakers = preservation.breakers.filter { !isUnder($0.key) }
  }

  /// A screen that was hidden shows again: built again from its definition if a memory warning
  /// dropped it, then its captured state comes back.
  private mutating func show(_ screen: Int32, _ effects: inout [AvoidanceEffect]) {
    let id = tree[slot: screen].id
    if preservation.dropped.remove(id) != nil, let definition = preservation.definitions[id] {
      tree[slot: screen] = definition.node
      for child in definition.children { try? tree.insert(child, underSlot: screen) }
      resolveSlots()
    }
    appear(screen, &effects)
  }

  /// A memory warning drops a hidden screen's views, keeping its captured state and the screen
  /// view itself.
  private mutating func drop(_ screen: Int32) {
    capture(screen, forgetting: true)
    let id = tree[slot: screen].id
    if preservation.definitions[id] == nil {
      preservation.definitions[id] = tree.branch(ofSlot: screen)
    }
    for child in tree.childSlotsInOrder(screen) { try? tree.remove(tree.id(ofSlot: child)) }
    preservation.dropped.insert(id)
  }

  /// A popped screen is gone for good: its views, captured state, pending restores and
  /// definition.
  private mutating func discard(_ screen: Int32) {
    if let path = tree.restorationPath(ofSlot: screen) {
      preservation.captured = preservation.captured.filter {
        !RestorationPath.path($0.key, isWithin: path)
      }
    }
    if let focusedSlot, tree.isDescendant(focusedSlot, of: screen) {
      focusedField = nil
      self.focusedSlot = nil
      caret = nil
    }
    forgetContainers(under: screen)
    let id = tree[slot: screen].id
    preservation.definitions[id] = nil
    preservation.dropped.remove(id)
    try? tree.remove(id)
    resolveSlots()
  }
}
