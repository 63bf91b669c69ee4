extension ViewTree {
  /// Applies what an event itself says about the screen — the host's own input, not a decision
  /// of the engine: a user scroll (its y settled into the valid range, as a drag bounces back
  /// once released), an app's geometry update (content size, inset and offset only on scroll
  /// containers; a safe area on the root and on scroll containers), a window resize (the
  /// window; a root that filled the old window fills the new one unless the resize names its
  /// frame; frames; the root's safe area; containers' automatic insets). Other events change
  /// nothing here.
  ///
  /// The engine applies every event's input this way before it decides anything; a test that
  /// predicts the screen after an event starts from the same.
  ///
  /// - Returns: Why the input, or part of it, could not apply: a view that is not in the tree
  ///   (for a resize, the first in id order; the other frames apply), or a scroll of a view that
  ///   does not scroll. `nil` when it all applied.
  @discardableResult
  public mutating func applyInput(of event: AvoidanceEvent) -> AvoidanceDiagnostic? {
    switch event {
    case .scroll(let id, let offset):
      guard let slot = slot(of: id) else { return .unknownView(id) }
      return applyScroll(to: slot, offset: offset)
    case .update(let id, let update):
      guard let slot = slot(of: id) else { return .unknownView(id) }
      if let frame = update.frame { self[slot: slot].frame = frame }
      if let safeArea = update.safeArea, slot == Self.rootSlot {
        self[slot: slot].safeAreaInsets = safeArea
      }
      guard self[slot: slot].kind.isScrollContainer else { return nil }
      if let safeArea = update.safeArea { self[slot: slot].contentInsetAdjustment = safeArea }
      if let contentSize = update.contentSize { self[slot: slot].contentSize = contentSize }
      if let contentInset = update.contentInset { self[slot: slot].contentInset = contentInset }
      if let contentOffset = update.contentOffset {
        self[slot: slot].contentOffset = contentOffset
      }
    case .resize(let resize):
      // A root that filled the old window fills the new one, as a view controller's view does.
      if self[slot: Self.rootSlot].frame == Rect(origin: .zero, size: windowSize) {
        self[slot: Self.rootSlot].frame = Rect(origin: .zero, size: resize.windowSize)
      }
      setWindowSize(resize.windowSize)
      // The first unknown view in id order, never one that depends on hashing.
      var unknown: ViewID?
      for (id, frame) in resize.frames {
        guard let slot = slot(of: id) else {
          if unknown.map({ id < $0 }) ?? true { unknown = id }
          continue
        }
        self[slot: slot].frame = frame
      }
      if let safeArea = resize.rootSafeArea { self[slot: Self.rootSlot].safeAreaInsets = safeArea }
      for (id, safeArea) in resize.safeAreas {
        guard let slot = slot(of: id) else {
          if unknown.map({ id < $0 }) ?? true { unknown = id }
          continue
        }
        if self[slot: slot].kind.isScrollContainer {
          self[slot: slot].contentInsetAdjustment = safeArea
        }
      }
      return unknown.map { .unknownView($0) }
    case .focus, .blur, .caret, .keyboard, .keyboardTrack, .settings, .navigate, .insertCells,
      .removeCells, .resizeCell, .reload, .push, .pop, .selectTab, .select, .edit, .memoryWarning:
      // Changes of cells, screens and text carry decisions of their own (anchoring,
      // restoring); the engine applies them with those.
      break
    }
    return nil
  }

  /// A user scroll of the view in `slot`: its y settled into the valid range.
  mutating func applyScroll(to slot: Int32, offset: Point) -> AvoidanceDiagnostic? {
    guard self[slot: slot].kind.isScrollContainer else {
      return .notAScrollContainer(self[slot: slot].id, self[slot: slot].kind)
    }
    let y = self[slot: slot].clampedOffsetY(offset.y)
    self[slot: slot].contentOffset = Point(x: offset.x, y: y)
    return nil
  }
}
