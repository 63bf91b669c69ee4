extension AvoidanceEngine {
  /// A snapshot with the order in which it was taken.
  struct Snapshot: Hashable, Sendable, Codable {
    var configuration: ScrollViewConfiguration
    var sequence: Int
  }

  /// The snapshots ordered deepest container first; equal depths keep the order they were taken.
  ///
  /// - Complexity: O(*s* · *d*) for *s* snapshots of containers at depth up to *d*.
  func snapshotsInnermostFirst(
    where include: (ScrollViewConfiguration) -> Bool = { _ in true }
  ) -> [ScrollViewConfiguration] {
    var entries: [(depth: Int, sequence: Int, configuration: ScrollViewConfiguration)] = []
    for snapshot in snapshots.values where include(snapshot.configuration) {
      let depth = tree.slot(of: snapshot.configuration.view).map { tree.depth(ofSlot: $0) } ?? 0
      entries.append((depth, snapshot.sequence, snapshot.configuration))
    }
    entries.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.sequence < $1.sequence }
    return entries.map(\.configuration)
  }

  /// Snapshots a container before its first change in this keyboard session.
  mutating func snapshotIfNeeded(_ slot: Int32) {
    let node = tree.node(slot)
    guard snapshots[node.id] == nil else { return }
    let policy = node.restorePolicy ?? settings.restorePolicy
    let canRestore =
      policy == .always || (policy == .unlessUserScrolled && !userScrolled.contains(node.id))
    snapshots[node.id] = Snapshot(
      configuration: ScrollViewConfiguration(node, canRestoreContentOffset: canRestore),
      sequence: nextSequence)
    nextSequence += 1
  }
}
