extension AvoidanceEngine {
  /// A snapshot with where its container lives in the tree's storage and how deep it is, so the
  /// per-event work never hashes an id or walks to the root to find it.
  struct Snapshot: Sendable {
    var configuration: ScrollViewConfiguration
    /// The container's slot; `-1` when it is no longer in the tree.
    var slot: Int32 = -1
    /// The container's number of ancestors.
    var depth = 0
  }

  /// Finds every remembered slot again after the tree's structure may have changed.
  mutating func resolveSlots() {
    focusedSlot = focusedField.flatMap { tree.slot(of: $0) }
    for index in snapshots.indices {
      let slot = tree.slot(of: snapshots[index].configuration.view) ?? -1
      snapshots[index].slot = slot
      snapshots[index].depth = slot >= 0 ? tree.depth(ofSlot: slot) : 0
    }
  }

  /// The index in ``snapshots`` of a container's snapshot.
  func snapshotIndex(ofSlot slot: Int32) -> Int? {
    snapshots.firstIndex { $0.slot == slot }
  }

  /// The positions in ``snapshots`` ordered deepest container first; equal depths keep the order
  /// they were taken in.
  func snapshotOrderInnermostFirst(where include: (Snapshot) -> Bool) -> [Int] {
    var order: [(index: Int, depth: Int)] = []
    for (index, snapshot) in snapshots.enumerated() where include(snapshot) {
      order.append((index, snapshot.depth))
    }
    if order.count > 1 {
      order.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.index < $1.index }
    }
    return order.map(\.index)
  }

  /// Restores the chosen snapshots, innermost first, and drops them.
  mutating func restoreSnapshots(
    for field: ViewID?, _ effects: inout [AvoidanceEffect],
    where include: (Snapshot) -> Bool = { _ in true }
  ) {
    let order = snapshotOrderInnermostFirst(where: include)
    guard !order.isEmpty else { return }
    let fieldSlot = field == focusedField ? focusedSlot : field.flatMap { tree.slot(of: $0) }
    for index in order where snapshots[index].slot >= 0 {
      snapshots[index].configuration.restore(
        slot: snapshots[index].slot, for: fieldSlot, in: &tree, animation: keyboardAnimation,
        effects: &effects)
    }
    if order.count == snapshots.count {
      snapshots.removeAll(keepingCapacity: true)
    } else {
      snapshots = snapshots.indices.filter { !order.contains($0) }.map { snapshots[$0] }
    }
  }

  /// Snapshots a container before its first change in this keyboard session.
  mutating func snapshotIfNeeded(_ slot: Int32, depth: Int) {
    guard snapshotIndex(ofSlot: slot) == nil else { return }
    let node = tree[slot: slot]
    let policy = node.restorePolicy ?? settings.restorePolicy
    let canRestore =
      policy == .always
      || (policy == .unlessUserScrolled
        && (userScrolled.isEmpty || !userScrolled.contains(node.id)))
    snapshots.append(
      Snapshot(
        configuration: ScrollViewConfiguration(node, canRestoreContentOffset: canRestore),
        slot: slot, depth: depth))
  }
}
