extension AvoidanceEngine {
  /// Handles a change of a container's content — cells inserted, removed, resized or reloaded,
  /// a scroll view's content reloaded — keeping what is on screen still (<doc:KeepingListsStill>)
  /// or letting a pending restore decide (§3).
  mutating func changeContent(_ event: AvoidanceEvent, _ effects: inout [AvoidanceEffect]) {
    switch event {
    case .insertCells(let id, let index, let cells):
      guard let slot = slot(of: id, kind: \.isList, expected: "a table or collection") else {
        return
      }
      // Counted without laying the list out, so that a refused insertion changes nothing.
      let count = tree.cellCount(ofListSlot: slot)
      guard index >= 0, index <= count else {
        diagnostic = .invalidChange("insert at \(index) into \"\(id)\", which has \(count) cells")
        return
      }
      // The tree refuses a cell whose identity is taken before it changes anything.
      changeList(slot, complete: nil, &effects) { tree throws(ViewTreeError) in
        try tree.insertCells(cells, intoListSlot: slot, at: index)
      }
    case .removeCells(let ids):
      var lists: [Int32] = []
      for id in ids {
        guard let slot = tree.slot(of: id), let parent = tree.parentSlot(slot),
          tree[slot: parent].kind.isList
        else {
          diagnostic = .invalidChange("\"\(id)\" is not a cell of a table or collection")
          return
        }
        if !lists.contains(parent) { lists.append(parent) }
      }
      guard Set(ids).count == ids.count else {
        diagnostic = .invalidChange("a cell is named twice")
        return
      }
      for list in lists {
        let cells = ids.filter { tree.slot(of: $0).flatMap(tree.parentSlot) == list }
        changeList(list, complete: nil, &effects) { tree in
          for cell in cells { try? tree.remove(cell) }
        }
      }
    case .resizeCell(let id, let height):
      guard let slot = tree.slot(of: id), let parent = tree.parentSlot(slot),
        tree[slot: parent].kind.isList
      else {
        diagnostic = .invalidChange("\"\(id)\" is not a cell of a table or collection")
        return
      }
      changeList(parent, complete: nil, &effects) { tree in
        try? tree.update(id) { $0.frame.size.height = max(0, height) }
      }
    case .reload(let id, let content, let complete):
      let cells = if case .cells = content { true } else { false }
      guard
        let slot = slot(
          of: id, kind: cells ? \.isList : \.isScrollContainer,
          expected: cells ? "a table or collection" : "a scroll container")
      else { return }
      reload(slot, with: content, complete: complete, &effects)
    default:
      break
    }
  }

  /// Replaces a container's content: a list's cells, or a scroll view's content size (the
  /// container's kind is checked by the caller).
  private mutating func reload(
    _ slot: Int32, with content: ReloadContent, complete: Bool, _ effects: inout [AvoidanceEffect]
  ) {
    let node = tree[slot: slot]
    switch content {
    case .cells(let cells):
      // The old cells go before the new ones come in, so the new cells are checked whole first.
      let old = Set(tree.childSlotsInOrder(slot).map { tree.id(ofSlot: $0) })
      do {
        try tree.checkInsertion(of: cells, underSlot: slot, replacing: old)
      } catch {
        refuse(error)
        return
      }
      changeList(slot, complete: complete, &effects) { tree in
        for child in tree.childSlotsInOrder(slot) { try? tree.remove(tree.id(ofSlot: child)) }
        try? tree.insertCells(cells, intoListSlot: slot, at: 0)
      }
    case .contentSize(let size):
      tree[slot: slot].contentSize = size
      setLoading(node.id, complete: complete)
      settle(slot, anchor: nil, &effects)
    }
  }

  /// Changes a list's cells through `body`, taking the list's anchor just before and settling
  /// its offset after. A `body` that throws must have changed nothing: the event is then
  /// ignored with a diagnostic.
  mutating func changeList(
    _ slot: Int32, complete: Bool?, _ effects: inout [AvoidanceEffect],
    _ body: (inout ViewTree) throws(ViewTreeError) -> Void
  ) {
    let id = tree[slot: slot].id
    // Laid out first, so that the anchor reads the layout rather than building one of its own;
    // a refused change takes the new layout back.
    let unlaidOut = tree.isLaidOut(slot) ? nil : tree.unlaidOutList(slot)
    _ = tree.layOutList(slot)
    let anchor = tree.anchor(ofListSlot: slot)
    do {
      try body(&tree)
    } catch {
      if let unlaidOut { tree.restoreUnlaidOutList(unlaidOut, at: slot) }
      refuse(error)
      return
    }
    resolveSlots()
    if let complete { setLoading(id, complete: complete) }
    settle(slot, anchor: anchor, &effects)
  }

  /// Refuses an event whose change the tree refused: the diagnostic names why.
  mutating func refuse(_ error: ViewTreeError) {
    if case .duplicateID(let duplicate) = error {
      diagnostic = .invalidChange("a view with id \"\(duplicate)\" is already on screen")
    } else {
      diagnostic = .invalidChange(error.description)
    }
  }

  /// Records whether a container's loading is complete.
  mutating func setLoading(_ id: ViewID, complete: Bool) {
    if complete {
      preservation.loading.remove(id)
    } else {
      preservation.loading.insert(id)
    }
  }

  /// Settles a container's offset after its content changed: a pending restore decides if there
  /// is one; else the anchor taken before the change keeps the content still (unless anchoring
  /// is suspended for the list); else the offset is kept inside the valid range.
  mutating func settle(_ slot: Int32, anchor: ScrollAnchor?, _ effects: inout [AvoidanceEffect]) {
    let node = tree[slot: slot]
    if preservation.pending[node.id] != nil {
      checkPendingRestore(slot, &effects)
      return
    }
    let current = node.contentOffset.y
    guard let anchor, preservation.breakers[node.id]?.isSuspended != true,
      let list = tree.lists[slot]
    else {
      setContentOffsetY(slot, node.clampedOffsetY(current), reason: .clamp, &effects)
      return
    }
    let resolution = anchor.resolution(
      in: list, viewportHeight: node.frame.height, insets: node.adjustedContentInset,
      currentOffset: anchor.offset)
    let target = resolution.offset
    guard target != current else { return }
    setContentOffsetY(slot, target, reason: .anchor, &effects)
    if isRecordingDerivation {
      recordAnchoring(
        slot, anchor: anchor, resolution: resolution, from: current, effectCount: effects.count)
    }
    if let mean = preservation.breakers[node.id, default: AnchoringLoopBreaker()].record(
      abs(target - current))
    {
      warnings.append(.anchoringSuspended(node.id, mean: mean))
    }
  }

  /// Sets a container's vertical offset, emitting an unanimated effect when it changes. An
  /// anchoring translation moves the offset a snapshot restores by the same amount, so that the
  /// keyboard's dismissal puts back the same content rather than the same number.
  mutating func setContentOffsetY(
    _ slot: Int32, _ y: Double, reason: AvoidanceEffect.Reason, _ effects: inout [AvoidanceEffect]
  ) {
    let from = tree[slot: slot].contentOffset
    guard y != from.y else { return }
    let to = Point(x: from.x, y: y)
    tree[slot: slot].contentOffset = to
    effects.append(
      AvoidanceEffect(
        view: tree[slot: slot].id, change: .contentOffset(from: from, to: to), reason: reason,
        animation: .none))
    if reason == .anchor, let index = snapshotIndex(ofSlot: slot) {
      snapshots[index].configuration.startingContentOffset.y += y - from.y
    }
  }

  /// A user scroll abandons the container's pending restore and resumes its anchoring.
  mutating func userDidScrollForPreservation(_ id: ViewID) {
    preservation.pending[id] = nil
    preservation.breakers[id] = nil
  }
}

extension ViewTree.Branch {
  /// The identities of the branch's views, its own first.
  var ids: [ViewID] {
    var result: [ViewID] = []
    var pending = [self]
    while let next = pending.popLast() {
      result.append(next.node.id)
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }
}
