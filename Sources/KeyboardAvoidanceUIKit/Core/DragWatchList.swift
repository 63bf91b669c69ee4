/// The scroll views whose drags a host layer hears, in step with the ones the hosts mirror.
package struct DragWatchList<View: AnyObject> {
  private struct Entry {
    weak var view: View?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// An empty list.
  package init() {}

  /// The views watched now, that are still alive.
  package var views: [View] { entries.values.compactMap(\.view) }

  /// Makes `current` the watched views: returns those to start watching (in order) and those to
  /// stop watching; a view that died is dropped silently.
  package mutating func update(to current: [View]) -> (added: [View], removed: [View]) {
    var next: [ObjectIdentifier: Entry] = [:]
    var added: [View] = []
    for view in current {
      let key = ObjectIdentifier(view)
      guard next[key] == nil else { continue }
      if entries[key]?.view !== view { added.append(view) }
      next[key] = Entry(view: view)
    }
    var removed: [View] = []
    for (key, entry) in entries where next[key] == nil {
      if let view = entry.view { removed.append(view) }
    }
    entries = next
    return (added, removed)
  }

  /// Stops watching every view; returns the live ones.
  package mutating func removeAll() -> [View] {
    let live = views
    entries = [:]
    return live
  }
}
