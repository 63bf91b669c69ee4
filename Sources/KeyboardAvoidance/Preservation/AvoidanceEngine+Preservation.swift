extension AvoidanceEngine {
  /// Captures what the app must keep across termination: the state of every preserved view on
  /// screen, and what was captured of the screens that are not
  /// (<doc:PreservingScrollPositionAndTheCaret>: hot and cold transitions share one mechanism).
  ///
  /// - Complexity: O(*n*) in the number of views.
  public func archive() -> PreservationArchive {
    var archive = PreservationArchive()
    for (path, state) in preservation.captured {
      state.add(to: &archive, path: path)
    }
    let paths = tree.restorationPaths()
    for (slot, path) in paths.unique
    where tree.isVisible(slot: slot) || preservation.captured[path] == nil {
      var state = CapturedState(ofSlot: slot, in: tree)
      // A restore still waiting for content keeps what it waits for.
      if let pending = preservation.pending[tree[slot: slot].id] { state.anchor = pending }
      state.add(to: &archive, path: path)
    }
    for (slot, path) in paths.unique where tree[slot: slot].kind == .tabs {
      archive.selectedTabs[path] = tree[slot: slot].selectedIndex
    }
    if let focusedSlot, let path = paths.unique[focusedSlot] {
      archive.focusedField = path
    } else {
      archive.focusedField = preservation.focusIntent
    }
    return archive
  }

  /// Whether a pending restore still waits for the container's content.
  public func isPending(_ id: ViewID) -> Bool {
    preservation.pending[id] != nil
  }

  /// The list's anchor at its current offset (the cell the list keeps still through changes),
  /// or `nil` for a view that is not a table or collection.
  public func anchor(of id: ViewID) -> ScrollAnchor? {
    guard let slot = tree.slot(of: id), tree[slot: slot].kind.isList else { return nil }
    return tree.anchor(ofListSlot: slot)
  }

  /// The slot of the view an event names, or `nil` with a diagnostic: the view is unknown, or
  /// its kind is not one `matches` accepts (`expected` names what it should be).
  mutating func slot(
    of id: ViewID, kind matches: (ViewKind) -> Bool, expected: String
  ) -> Int32? {
    slot(of: id, kind: matches) { .wrongKind(id, $0, expected: expected) }
  }

  /// The slot of the view an event names, or `nil` with a diagnostic: the view is unknown, or
  /// its kind is not one `matches` accepts (`diagnose` says why from the kind it has). The one
  /// look-up-and-check-kind of the events that name a view.
  mutating func slot(
    of id: ViewID, kind matches: (ViewKind) -> Bool,
    otherwise diagnose: (ViewKind) -> AvoidanceDiagnostic
  ) -> Int32? {
    guard let slot = tree.slot(of: id) else {
      diagnostic = .unknownView(id)
      return nil
    }
    guard matches(tree[slot: slot].kind) else {
      diagnostic = diagnose(tree[slot: slot].kind)
      return nil
    }
    return slot
  }
}
