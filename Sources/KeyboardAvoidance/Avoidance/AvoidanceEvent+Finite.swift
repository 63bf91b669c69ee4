extension AvoidanceEvent {
  /// Whether every number the event carries is finite. The engine refuses an event that is
  /// not, whole, with a diagnostic: a `nan` offset or frame would poison every later decision
  /// (a script cannot carry one; a host's arithmetic can).
  ///
  /// - Complexity: O(*m*) in the number of views the event carries.
  var isFinite: Bool {
    switch self {
    case .focus(_, let caret): caret?.isFinite ?? true
    case .blur, .navigate, .removeCells, .pop, .selectTab, .select, .edit, .memoryWarning: true
    case .caret(let rect): rect.isFinite
    case .keyboard(let notification):
      notification.frame.isFinite && notification.animation.duration.isFinite
    case .scroll(_, let offset): offset.isFinite
    case .update(_, let update):
      (update.frame?.isFinite ?? true) && (update.contentSize?.isFinite ?? true)
        && (update.contentInset?.isFinite ?? true) && (update.contentOffset?.isFinite ?? true)
        && (update.safeArea?.isFinite ?? true)
    case .resize(let resize):
      resize.windowSize.isFinite && resize.frames.values.allSatisfy(\.isFinite)
        && (resize.rootSafeArea?.isFinite ?? true) && resize.safeAreas.values.allSatisfy(\.isFinite)
    case .settings(let settings): settings.keyboardDistance.isFinite
    case .insertCells(_, _, let cells): cells.isFinite
    case .resizeCell(_, let height): height.isFinite
    case .keyboardTrack(let top): top.isFinite
    case .reload(_, .cells(let cells), _): cells.isFinite
    case .reload(_, .contentSize(let size), _): size.isFinite
    case .push(_, let screen): screen.isFinite
    }
  }
}

extension ViewTree.Branch {
  /// Whether every number of every view of the branch is finite.
  var isFinite: Bool { node.isFinite && children.isFinite }
}

extension [ViewTree.Branch] {
  /// Whether every number of every view of the branches is finite.
  ///
  /// Leaves, the usual cells, are checked without allocating; deeper branches are walked with a
  /// stack of their children's arrays (never by recursion, so a host's deep branch cannot
  /// overflow the call stack). Branches are read in place, by index: iterating would copy each
  /// one, view and all.
  var isFinite: Bool {
    var branches = self
    var pending: [[ViewTree.Branch]] = []
    while true {
      for index in branches.indices {
        guard branches[index].node.isFinite else { return false }
        if !branches[index].children.isEmpty { pending.append(branches[index].children) }
      }
      guard let next = pending.popLast() else { return true }
      branches = next
    }
  }
}

extension ViewNode {
  /// Whether every number of the view is finite.
  var isFinite: Bool {
    frame.isFinite && safeAreaInsets.isFinite && contentInsetAdjustment.isFinite
      && contentSize.isFinite && contentOffset.isFinite && contentInset.isFinite
      && indicatorInsets.isFinite && (distance?.isFinite ?? true)
  }
}

extension Point {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size {
  /// Whether both dimensions are finite.
  var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Rect {
  /// Whether the origin and size are finite.
  var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension Insets {
  /// Whether all four edges are finite.
  var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
