extension ListLayout {
  /// Every broken invariant of the tree, described; empty for a sound layout.
  ///
  /// Checks that links are mutual, that each node's count and total equal its children's plus
  /// its own, that priorities are heap-ordered, that heights are finite and not negative, and
  /// that the identity index, the free slots and the nodes account for each other.
  ///
  /// - Complexity: O(*n*).
  package func _checkInvariants() -> [String] {
    var problems: [String] = []
    if root != Node.none, nodes[root].parent != Node.none {
      problems.append("the root \(root) has a parent")
    }
    var reached = 0
    var stack = root == Node.none ? [] : [root]
    while let slot = stack.popLast() {
      reached += 1
      guard reached <= nodes.count else {
        problems.append("the tree has a cycle")
        break
      }
      let node = nodes[slot]
      if slots[node.id] != slot { problems.append("\(node.id) is not indexed at slot \(slot)") }
      if !node.height.isFinite || node.height < 0 {
        problems.append("\(node.id) has height \(node.height)")
      }
      if node.size != size(node.left) + size(node.right) + 1 {
        problems.append("\(node.id) counts \(node.size) rows")
      }
      let total = sum(node.left) + node.height + sum(node.right)
      if node.sum != total { problems.append("\(node.id) totals \(node.sum), not \(total)") }
      // Both children, without an array per row (the engine runs this after every event).
      for side in 0..<2 {
        let child = side == 0 ? node.left : node.right
        guard child != Node.none else { continue }
        if nodes[child].parent != slot {
          problems.append("\(nodes[child].id) does not link back to \(node.id)")
        }
        if nodes[child].priority > node.priority {
          problems.append("\(nodes[child].id) outranks its parent \(node.id)")
        }
        stack.append(child)
      }
    }
    if reached != slots.count {
      problems.append("\(reached) rows in the tree, \(slots.count) indexed")
    }
    if reached + freeSlots.count != nodes.count || Set(freeSlots).count != freeSlots.count {
      problems.append(
        "\(nodes.count) slots: \(reached) in the tree and \(freeSlots.count) free")
    }
    for free in freeSlots where slots[nodes[free].id] == free {
      problems.append("free slot \(free) is indexed")
    }
    return problems
  }
}
