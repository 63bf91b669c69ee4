extension ViewTree {
  /// A view's frame as laid out now: a row of a laid-out list takes its y and height from the
  /// list's ``ListLayout`` (the sum of the heights before it), any other view its own frame.
  ///
  /// - Complexity: O(1), or O(log *n*) for a row of a laid-out list of *n* rows.
  func frame(ofSlot slot: Int32) -> Rect {
    var frame = nodes[Int(slot)].frame
    guard !lists.isEmpty, let parent = parentSlot(slot), let list = lists[parent] else {
      return frame
    }
    if let extent = list.extent(of: nodes[Int(slot)].id) {
      frame.origin.y = extent.minY
      frame.size.height = extent.height
    }
    return frame
  }

  /// The view in a slot with its frame as laid out now (``frame(ofSlot:)``).
  func laidOutNode(_ slot: Int32) -> ViewNode {
    var node = nodes[Int(slot)]
    if !lists.isEmpty, let parent = parentSlot(slot), lists[parent] != nil {
      node.frame = frame(ofSlot: slot)
    }
    return node
  }

  /// Whether the table or collection in `slot` is laid out by the tree (after its first change
  /// of cells) rather than by its cells' own frames.
  func isLaidOut(_ slot: Int32) -> Bool { lists[slot] != nil }

  /// The slots of a view's children, in order: a laid-out list's rows top to bottom.
  func childSlotsInOrder(_ slot: Int32) -> [Int32] {
    guard let list = lists[slot] else { return childSlots[Int(slot)] }
    return list.rows.compactMap { slots[$0.id] }
  }

  /// The list of the table or collection in `slot`, laying it out first if it is not yet: its
  /// rows are its children in order with their frames' heights, and its content height becomes
  /// their total (a script's initial cell frames count until the first change of cells).
  ///
  /// - Complexity: O(1) once laid out; the first time, O(*n* log *n*) for *n* children.
  mutating func layOutList(_ slot: Int32) -> ListLayout {
    if let list = lists[slot] { return list }
    // Identities are unique in a tree and heights are finite and non-negative, so building the
    // layout does not throw; an empty layout is the fallback all the same.
    let list = anchorList(ofListSlot: slot)
    childSlots[Int(slot)] = []
    lists[slot] = list
    nodes[Int(slot)].contentSize.height = list.contentHeight
    return list
  }

  /// The number of cells of the table or collection in `slot`, without laying it out.
  func cellCount(ofListSlot slot: Int32) -> Int {
    lists[slot]?.count ?? childSlots[Int(slot)].count
  }

  /// What laying out the list in `slot` replaces: its children's order and its content height.
  func unlaidOutList(_ slot: Int32) -> (children: [Int32], contentHeight: Double) {
    (childSlots[Int(slot)], nodes[Int(slot)].contentSize.height)
  }

  /// Takes back a layout that ``layOutList(_:)`` built, when the change it was built for is
  /// refused: the list's children and content height are again as they were.
  mutating func restoreUnlaidOutList(
    _ saved: (children: [Int32], contentHeight: Double), at slot: Int32
  ) {
    lists[slot] = nil
    childSlots[Int(slot)] = saved.children
    nodes[Int(slot)].contentSize.height = saved.contentHeight
  }

  /// Replaces the laid-out list of the container in `slot` and sets its content height to the
  /// list's total.
  mutating func setList(_ list: ListLayout, at slot: Int32) {
    lists[slot] = list
    nodes[Int(slot)].contentSize.height = list.contentHeight
  }

  /// The anchor the list in `slot` would take at its current offset (<doc:KeepingListsStill>), from
  /// its laid-out rows or, before its first change, from its cells' frames.
  func anchor(ofListSlot slot: Int32) -> ScrollAnchor {
    let node = nodes[Int(slot)]
    let list = lists[slot] ?? anchorList(ofListSlot: slot)
    return ScrollAnchor(
      list: list, viewportHeight: node.frame.height, insets: node.adjustedContentInset,
      offset: node.contentOffset.y, policy: node.anchorPolicy)
  }

  /// The rows of the list in `slot`: its layout, or before its first change its children in
  /// order with their frames' heights.
  func anchorList(ofListSlot slot: Int32) -> ListLayout {
    if let list = lists[slot] { return list }
    let rows = childSlots[Int(slot)].map {
      ListRow(id: nodes[Int($0)].id, height: max(0, nodes[Int($0)].frame.height))
    }
    return (try? ListLayout(rows: rows)) ?? ListLayout()
  }

  /// Inserts cells, with the views under them, into the laid-out list in `slot` before the row
  /// at `index`: the rows go into the list's layout in one batch.
  ///
  /// - Throws: ``ViewTreeError`` for an identity already in the tree or used twice, before
  ///   anything changes.
  /// - Complexity: O(*k* log *k* + log *n*) for *k* new views in a list of *n* rows, expected.
  mutating func insertCells(_ cells: [Branch], intoListSlot slot: Int32, at index: Int)
    throws(ViewTreeError)
  {
    // Cells with views inside are checked beforehand; lone cells (the common case) are checked
    // as they go in, one hash each, and taken out again if one is refused.
    if cells.contains(where: { !$0.children.isEmpty }) {
      var seen: Set<ViewID> = []
      for cell in cells {
        for id in cell.ids where !seen.insert(id).inserted || slots[id] != nil {
          throw .duplicateID(id)
        }
      }
    }
    var list = layOutList(slot)
    guard index >= 0, index <= list.count else {
      throw .indexOutOfRange(index: index, parent: nodes[Int(slot)].id, count: list.count)
    }
    // The rows are held back while their views go in, so that each view's insertion does not
    // touch the layout (the new cells gather in the list's child slots); then they join it in
    // one batch. Out of the dictionary, the layout is changed in place rather than copied.
    lists[slot] = nil
    childSlots[Int(slot)] = []
    defer {
      childSlots[Int(slot)] = []
      setList(list, at: slot)
    }
    do {
      try insert(cells, underSlot: slot)
    } catch {
      for cell in childSlots[Int(slot)] { freeSubtree(cell) }
      throw error
    }
    let rows = cells.map { ListRow(id: $0.node.id, height: max(0, $0.node.frame.height)) }
    // The identities were checked above and the index is in range.
    list.insertChecked(rows, at: index)
  }
}
