extension ViewTree {
  /// Every broken invariant of the tree's storage, described; empty for a sound tree.
  ///
  /// Checks that the storage arrays agree in length; that the identity index, the nodes and the
  /// free slots account for each other; that every view but the root has a live parent that
  /// lists it exactly once among its children; that every view is reached from the root; and
  /// that each laid-out list belongs to a table or collection, holds exactly its children, is
  /// itself sound, and gives the list its content height. Property tests run it after every
  /// event.
  ///
  /// - Complexity: O(*n*).
  package func _checkInvariants() -> [String] {
    var problems: [String] = []
    guard nodes.count == parents.count, nodes.count == childSlots.count else {
      return ["\(nodes.count) nodes, \(parents.count) parents, \(childSlots.count) child lists"]
    }
    if nodes.isEmpty || parents[Int(Self.rootSlot)] != Self.noParent {
      problems.append("the root's slot is not a root")
    }
    for (id, slot) in slots {
      guard slot >= 0, Int(slot) < nodes.count, parents[Int(slot)] != Self.freeSlot else {
        problems.append("\(id) is indexed at free or missing slot \(slot)")
        continue
      }
      if nodes[Int(slot)].id != id { problems.append("\(id) is indexed at \(slot)'s view") }
    }
    if Set(freeSlots).count != freeSlots.count { problems.append("a slot is free twice") }
    // The keyboard's riders: exactly the live views that follow the keyboard or lift.
    let riders = Set(
      slots.values.filter {
        nodes[Int($0)].followsKeyboard || nodes[Int($0)].keyboardLift != .none
      })
    if Set(riderSlots) != riders || riderSlots.count != riders.count {
      problems.append("the followers and lift containers are indexed as \(riderSlots.sorted())")
    }
    for slot in freeSlots where Int(slot) >= nodes.count || parents[Int(slot)] != Self.freeSlot {
      problems.append("free slot \(slot) is in use")
    }
    let used = parents.filter { $0 != Self.freeSlot }.count
    if used != slots.count { problems.append("\(used) slots in use, \(slots.count) indexed") }
    if freeSlots.count + used != nodes.count {
      problems.append("\(freeSlots.count) free and \(used) used slots of \(nodes.count)")
    }
    for slot in nodes.indices.map(Int32.init) where parents[Int(slot)] >= 0 {
      let parent = parents[Int(slot)]
      guard Int(parent) < nodes.count, parents[Int(parent)] != Self.freeSlot else {
        problems.append("\(nodes[Int(slot)].id)'s parent \(parent) is not in use")
        continue
      }
      let listed = childSlotsInOrder(parent).filter { $0 == slot }.count
      if listed != 1 {
        problems.append("\(nodes[Int(slot)].id) is listed \(listed) times by its parent")
      }
    }
    for slot in nodes.indices.map(Int32.init) where parents[Int(slot)] != Self.freeSlot {
      for child in childSlotsInOrder(slot) where parents[Int(child)] != slot {
        problems.append("\(nodes[Int(slot)].id) lists \(child), whose parent is another")
      }
      if !nodes[Int(slot)].kind.canHaveChildren, !childSlotsInOrder(slot).isEmpty {
        problems.append("\(nodes[Int(slot)].id) is a \(nodes[Int(slot)].kind) with children")
      }
    }
    var reached = 0
    var pending: [Int32] = [Self.rootSlot]
    while reached <= nodes.count, let slot = pending.popLast() {
      reached += 1
      pending += childSlotsInOrder(slot)
    }
    if reached != slots.count { problems.append("\(reached) views reached of \(slots.count)") }
    for (slot, list) in lists {
      let id = Int(slot) < nodes.count ? nodes[Int(slot)].id : "slot \(slot)"
      guard Int(slot) < nodes.count, parents[Int(slot)] != Self.freeSlot,
        nodes[Int(slot)].kind.isList
      else {
        problems.append("\(id) has a list layout but is not a table or collection")
        continue
      }
      if !childSlots[Int(slot)].isEmpty {
        problems.append("\(id) keeps child slots beside its list")
      }
      if list.rows.contains(where: { slots[$0.id].map { parents[Int($0)] } != slot }) {
        problems.append("\(id)'s list holds a row that is not its child")
      }
      if nodes[Int(slot)].contentSize.height != list.contentHeight {
        problems.append("\(id)'s content height is not its list's")
      }
      problems += list._checkInvariants().map { "\(id)'s list: \($0)" }
    }
    return problems
  }
}
