import KeyboardAvoidance

/// Inserts ``ScreenPlan``s into a tree, naming each view `prefix` + a serial number
/// (`cell4711`): at most 15 UTF-8 bytes, so identifiers are stored inline, as short
/// accessibility identifiers would be.
struct ScreenAssembler {
  /// The tree the plans go into.
  private(set) var tree: ViewTree
  private var serial = 0

  /// Starts from a tree that already holds the views the plans refer to by identity.
  init(tree: ViewTree) {
    self.tree = tree
  }

  /// Inserts a whole plan; returns the identities it assigned, in plan order.
  mutating func insert(_ plan: ScreenPlan) throws(ViewTreeError) -> [ViewID] {
    var ids: [ViewID] = []
    ids.reserveCapacity(plan.count)
    try insert(plan, upTo: plan.count, assigned: &ids)
    return ids
  }

  /// Inserts `plan.entries[assigned.count..<end]`, appending the identities to `assigned`.
  ///
  /// Calling it repeatedly with growing `end` inserts a plan in pieces, between other plans.
  mutating func insert(
    _ plan: ScreenPlan, upTo end: Int, assigned: inout [ViewID]
  ) throws(ViewTreeError) {
    while assigned.count < min(end, plan.count) {
      let entry = plan.entries[assigned.count]
      serial += 1
      var node = entry.node
      node.id = ViewID("\(entry.prefix)\(serial)")
      let parent: ViewID
      switch entry.parent {
      case .view(let id): parent = id
      case .planned(let position): parent = assigned[position]
      }
      try tree.insert(node, under: parent, at: entry.index)
      assigned.append(node.id)
    }
  }
}
