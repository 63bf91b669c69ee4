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
    pathStorage.invalidate()
    keyboardLayout.isCurrent = false
    navigationStorage.groupSlot = -1
    for index in coveredSnapshots.indices {
      coveredSnapshots[index].slot = tree.slot(of: coveredSnapshots[index].state.view) ?? -1
    }
    focusedSlot = focusedField.flatMap { tree.slot(of: $0) }
    adjustedSlot = adjustedField.flatMap { tree.slot(of: $0) }
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

  /// Which snapshots ``restoreSnapshots(_:forFieldSlot:_:)`` puts back.
  enum RestoreScope {
    /// Every snapshot.
    case all
    /// The snapshots of containers that are not in the chain of the stored path.
    case leavingChain
  }

  /// Whether `scope` takes in the snapshot at `index`.
  func scope(_ scope: RestoreScope, includes index: Int) -> Bool {
    switch scope {
    case .all: true
    case .leavingChain: !pathStorage.chainContains(snapshots[index].slot)
    }
  }

  /// Restores the snapshots in `scope`, innermost first (equal depths in the order they were
  /// taken), and drops them; `fieldSlot` is the slot of the field they were adjusted for.
  ///
  /// The scope is a value rather than a closure, so that choosing snapshots copies neither a
  /// snapshot nor the path.
  ///
  /// - Complexity: O(*s* log *s*) for *s* chosen snapshots; allocates nothing once the order's
  ///   storage has grown to the number of snapshots.
  mutating func restoreSnapshots(
    _ scope: RestoreScope, forFieldSlot fieldSlot: Int32?, _ effects: inout [AvoidanceEffect]
  ) {
    var order: [Int] = []
    swap(&order, &orderStorage)
    defer { swap(&order, &orderStorage) }
    order.removeAll(keepingCapacity: true)
    for index in snapshots.indices where self.scope(scope, includes: index) {
      order.append(index)
    }
    guard !order.isEmpty else { return }
    if order.count > 1 {
      order.sort {
        snapshots[$0].depth != snapshots[$1].depth
          ? snapshots[$0].depth > snapshots[$1].depth : $0 < $1
      }
    }
    for index in order where snapshots[index].slot >= 0 {
      let start = effects.count
      snapshots[index].configuration.restore(
        slot: snapshots[index].slot, for: fieldSlot, in: &tree, animation: keyboardAnimation,
        effects: &effects)
      if isRecordingDerivation {
        explainRestore(snapshotAt: index, scope: scope, effects: effects, since: start)
      }
    }
    if order.count == snapshots.count {
      snapshots.removeAll(keepingCapacity: true)
    } else {
      // Last index first, so that every index still points at its snapshot.
      order.sort(by: >)
      for index in order { snapshots.remove(at: index) }
    }
  }

  /// Snapshots a container before its first change in this keyboard session.
  mutating func snapshotIfNeeded(_ slot: Int32, depth: Int) {
    guard snapshotIndex(ofSlot: slot) == nil else { return }
    let scrolled = !userScrolled.isEmpty && userScrolled.contains(tree.id(ofSlot: slot))
    let configuration = ScrollViewConfiguration(
      tree[slot: slot],
      canRestoreContentOffset: canRestoreOffset(ofSlot: slot, userScrolled: scrolled))
    snapshots.append(Snapshot(configuration: configuration, slot: slot, depth: depth))
  }
}
