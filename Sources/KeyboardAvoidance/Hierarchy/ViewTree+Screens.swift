extension ViewTree {
  /// Whether a view is on screen: every `navigation` above it shows it in its top screen and
  /// every `tabs` above it in its selected tab. Only visible fields take focus.
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  public func isVisible(_ id: ViewID) -> Bool {
    guard let slot = slots[id] else { return false }
    return isVisible(slot: slot)
  }

  /// Whether the view in `slot` is on screen (``isVisible(_:)``).
  func isVisible(slot: Int32) -> Bool {
    var current = slot
    while let parent = parentSlot(current) {
      if let shown = shownChild(of: parent), shown != current { return false }
      current = parent
    }
    return true
  }

  /// The child a `navigation` or `tabs` view in `slot` shows, `nil` for any other view (all of
  /// whose children show) — and `-1`, matching no child, for one that shows none (an empty
  /// stack, a selected index out of range).
  func shownChild(of slot: Int32) -> Int32? {
    switch nodes[Int(slot)].kind {
    case .navigation:
      return childSlots[Int(slot)].last ?? -1
    case .tabs:
      let children = childSlots[Int(slot)]
      let index = nodes[Int(slot)].selectedIndex
      return children.indices.contains(index) ? children[index] : -1
    default:
      return nil
    }
  }

  /// The restoration path of a view: the `/`-joined restoration identifiers from the root down,
  /// or `nil` when the view or one of its ancestors has none.
  ///
  /// ```swift
  /// tree.restorationPath(of: "list")  // "app/tabs/inbox/list"
  /// ```
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  public func restorationPath(of id: ViewID) -> String? {
    guard let slot = slots[id] else { return nil }
    return restorationPath(ofSlot: slot)
  }

  /// The restoration path of the view in `slot` (``restorationPath(of:)``).
  func restorationPath(ofSlot slot: Int32) -> String? {
    var parts: [String] = []
    var current: Int32? = slot
    while let next = current {
      guard let identifier = nodes[Int(next)].restorationIdentifier else { return nil }
      parts.append(identifier)
      current = parentSlot(next)
    }
    return RestorationPath.joining(leafFirst: parts)
  }

  /// Every preserved view under `slot` (itself included) with its restoration path, paths used
  /// by one view only; `duplicates` lists the paths two or more views share, which preserve
  /// nothing.
  ///
  /// - Complexity: O(*n*) in the number of views under `slot`.
  func restorationPaths(under slot: Int32 = ViewTree.rootSlot) -> (
    unique: [Int32: String], duplicates: [String]
  ) {
    guard let top = restorationPath(ofSlot: slot) else { return ([:], []) }
    var bySlot: [Int32: String] = [:]
    var seen: [String: Int] = [:]
    var pending: [(Int32, String)] = [(slot, top)]
    while let (next, path) = pending.popLast() {
      bySlot[next] = path
      seen[path, default: 0] += 1
      for child in childSlotsInOrder(next) {
        guard let identifier = nodes[Int(child)].restorationIdentifier else { continue }
        pending.append((child, RestorationPath.child(identifier, of: path)))
      }
    }
    let duplicates = seen.filter { $0.value > 1 }.keys.sorted()
    if !duplicates.isEmpty {
      let shared = Set(duplicates)
      bySlot = bySlot.filter { !shared.contains($0.value) }
    }
    return (bySlot, duplicates)
  }

  /// The view in `slot` with everything under it, as a branch that builds it again.
  func branch(ofSlot slot: Int32) -> Branch {
    Branch(laidOutNode(slot), children: childSlotsInOrder(slot).map { branch(ofSlot: $0) })
  }

  /// Checks, changing nothing, that branches can go in under the view in `parentSlot`: it can
  /// hold children, every identity is new to the tree (or among `replacing`, views the change
  /// takes out first) and used once, and every view with children can hold them.
  ///
  /// - Throws: The ``ViewTreeError`` inserting them would throw.
  /// - Complexity: O(*m*) in the number of views in the branches.
  func checkInsertion(
    of branches: [Branch], underSlot parentSlot: Int32, replacing: Set<ViewID> = []
  ) throws(ViewTreeError) {
    guard parentSlot >= 0, Int(parentSlot) < nodes.count, parents[Int(parentSlot)] != Self.freeSlot
    else { throw .unknownID(branches.first?.node.id ?? "") }
    guard nodes[Int(parentSlot)].kind.canHaveChildren || branches.isEmpty else {
      throw .cannotHaveChildren(nodes[Int(parentSlot)].id)
    }
    var seen: Set<ViewID> = []
    var pending = branches.reversed() as [Branch]
    while let branch = pending.popLast() {
      let id = branch.node.id
      guard seen.insert(id).inserted, slots[id] == nil || replacing.contains(id) else {
        throw .duplicateID(id)
      }
      guard branch.node.kind.canHaveChildren || branch.children.isEmpty else {
        throw .cannotHaveChildren(id)
      }
      pending += branch.children.reversed()
    }
  }

  /// Inserts a branch under the view in `parentSlot`, at `index` among its children or last.
  ///
  /// - Throws: ``ViewTreeError`` as ``insert(_:under:at:)`` does; views inserted before the
  ///   failure stay, so callers that must change nothing on failure call
  ///   ``checkInsertion(of:underSlot:replacing:)`` first.
  mutating func insert(_ branch: Branch, underSlot parentSlot: Int32, at index: Int? = nil)
    throws(ViewTreeError)
  {
    let slot = try insert(branch.node, underSlot: parentSlot, at: index)
    try insert(branch.children, underSlot: slot)
  }

  /// Inserts branches, in order, as the last children of the view in `parentSlot`.
  ///
  /// - Throws: ``ViewTreeError`` as inserting one branch does; the branches before the failure
  ///   stay.
  mutating func insert(_ branches: [Branch], underSlot parentSlot: Int32) throws(ViewTreeError) {
    // By index, each view copied once, into the storage: iterating would copy each branch
    // first.
    for index in branches.indices {
      let slot = try insert(branches[index].node, underSlot: parentSlot)
      if !branches[index].children.isEmpty {
        try insert(branches[index].children, underSlot: slot)
      }
    }
  }

  /// The slots of the screens that are not on screen: the children of every visible
  /// `navigation` or `tabs` view that it does not show, and everything under hidden screens'
  /// own stacks.
  func hiddenScreenSlots() -> [Int32] {
    var result: [Int32] = []
    forEachSlotInPreOrder { slot in
      guard nodes[Int(slot)].kind.isContainerOfScreens else { return }
      let shown = shownChild(of: slot)
      for child in childSlots[Int(slot)] where child != shown && isVisible(slot: slot) {
        result.append(child)
      }
    }
    return result
  }
}

extension ViewTree {
  /// Whether the view in `slot` is `ancestor` or lies under it.
  func isDescendant(_ slot: Int32, of ancestor: Int32) -> Bool {
    var current: Int32? = slot
    while let next = current {
      if next == ancestor { return true }
      current = parentSlot(next)
    }
    return false
  }

  /// The declared content of every screen of a `navigation` or `tabs` view, by the screen's
  /// identity; empty (after one pass over the storage) for a tree without any.
  func screenDefinitions() -> [ViewID: Branch] {
    guard nodes.contains(where: { $0.kind.isContainerOfScreens }) else { return [:] }
    var result: [ViewID: Branch] = [:]
    forEachSlotInPreOrder { slot in
      guard nodes[Int(slot)].kind.isContainerOfScreens else { return }
      for child in childSlotsInOrder(slot) { result[nodes[Int(child)].id] = branch(ofSlot: child) }
    }
    return result
  }
}
