extension ViewTree {
  /// Every broken invariant of the tree's storage, described; empty for a sound tree.
  ///
  /// Checks that the storage arrays agree in length; that the identity index, the nodes and the
  /// free slots account for each other; that every view but the root has a live parent that
  /// lists it exactly once among its children; that every view is reached from the root; and
  /// that each laid-out list belongs to a table or collection, holds exactly its children and is
  /// itself sound. The engine runs it after every event in debug builds
  /// (``AvoidanceEngine/_checkInvariants()``), and property tests after theirs.
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
    // The keyboard's riders: exactly the live views that follow the keyboard or lift, each
    // indexed once (counted, without a set of the tree's size).
    var riders = 0
    for slot in slots.values
    where nodes[Int(slot)].followsKeyboard || nodes[Int(slot)].keyboardLift != .none {
      riders += 1
    }
    let indexedRiders = riderSlots.filter {
      $0 >= 0 && Int($0) < nodes.count && parents[Int($0)] != Self.freeSlot
        && (nodes[Int($0)].followsKeyboard || nodes[Int($0)].keyboardLift != .none)
    }
    if indexedRiders.count != riderSlots.count || Set(riderSlots).count != riderSlots.count
      || riders != riderSlots.count
    {
      problems.append("the followers and lift containers are indexed as \(riderSlots.sorted())")
    }
    for slot in freeSlots where Int(slot) >= nodes.count || parents[Int(slot)] != Self.freeSlot {
      problems.append("free slot \(slot) is in use")
    }
    var used = 0
    for parent in parents where parent != Self.freeSlot { used += 1 }
    if used != slots.count { problems.append("\(used) slots in use, \(slots.count) indexed") }
    if freeSlots.count + used != nodes.count {
      problems.append("\(freeSlots.count) free and \(used) used slots of \(nodes.count)")
    }
    // Each parent's children are listed once (a list's rows are found from its layout), and
    // every view in use is counted where it is listed: once, by its own parent.
    var listed = [Int](repeating: 0, count: nodes.count)
    for index in nodes.indices where parents[index] != Self.freeSlot {
      let slot = Int32(index)
      let children = childSlotsInOrder(slot)
      for child in children {
        guard child >= 0, Int(child) < nodes.count else {
          problems.append("\(nodes[Int(slot)].id) lists missing slot \(child)")
          continue
        }
        listed[Int(child)] += 1
        if parents[Int(child)] != slot {
          problems.append("\(nodes[Int(slot)].id) lists \(child), whose parent is another")
        }
      }
      if !nodes[Int(slot)].kind.canHaveChildren, !children.isEmpty {
        problems.append("\(nodes[Int(slot)].id) is a \(nodes[Int(slot)].kind) with children")
      }
    }
    for slot in nodes.indices where parents[slot] >= 0 {
      let parent = parents[slot]
      guard Int(parent) < nodes.count, parents[Int(parent)] != Self.freeSlot else {
        problems.append("\(nodes[slot].id)'s parent \(parent) is not in use")
        continue
      }
      if listed[slot] != 1 {
        problems.append("\(nodes[slot].id) is listed \(listed[slot]) times by its parent")
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
      // The list's content height is not the container's invariantly: a `reload` or `update`
      // with a content size sets the container's as given (PRESERVATION §7), rows unchanged,
      // until the next change of rows lays the list out again.
      problems += list._checkInvariants().map { "\(id)'s list: \($0)" }
    }
    return problems
  }
}
