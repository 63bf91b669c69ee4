extension AvoidanceEngine {
  /// Reveals the focused field's target (AVOIDANCE.md §3–§6): restores the containers that left
  /// the chain, distributes the move innermost container first, shifts the root with what is
  /// left, sets the keyboard insets, and clamps, running the distribution again after a clamp
  /// (at most three more passes).
  mutating func adjust(for fieldSlot: Int32, _ effects: inout [AvoidanceEffect]) {
    guard let keyboardFrame else { return }
    let keyboardTop = keyboardFrame.minY
    let band = band(forFieldSlot: fieldSlot, keyboardTop: keyboardTop)
    let chain = chain(forFieldSlot: fieldSlot)
    restoreContainers(leaving: chain, &effects)
    let keyboard = AvoidanceEffect.Animation.keyboard(keyboardAnimation)
    let offsetAnimations = chain.map {
      tree.animatesOffsetItself(container: $0, field: fieldSlot) ? .scrollView : keyboard
    }
    let shiftBound = max(0, tree.root.frame.maxY - keyboardTop)
    for _ in 0..<4 {
      var target = revealTarget(forFieldSlot: fieldSlot, rootShift: 0)
      var move = band.move(toReveal: target)
      for (container, animation) in zip(chain, offsetAnimations) where move != 0 {
        let node = tree.node(container)
        let offset = node.contentOffset.y
        var newOffset: Double
        if move > 0 {
          let frame = tree.windowFrame(ofSlot: container, rootShift: 0)
          let inset = keyboardInsets(for: node, frame: frame, band: band, keyboardTop: keyboardTop)
          let maxOffset = node.maxOffsetY(contentInsetBottom: inset.content)
          let clip = target.minY - frame.minY + offset - node.adjustedContentInset.top
          newOffset = max(offset, min(offset + move, maxOffset, clip))
        } else {
          newOffset = min(offset, max(offset + move, node.minOffsetY))
        }
        setOffset(newOffset, of: container, reason: .reveal, animation: animation, &effects)
        target.origin.y -= newOffset - offset
        move -= newOffset - offset
      }
      let shift = min(max(move, 0), shiftBound)
      for container in chain where !tree.node(container).ignoresInset {
        let frame = tree.windowFrame(ofSlot: container, rootShift: shift)
        let node = tree.node(container)
        let inset = keyboardInsets(for: node, frame: frame, band: band, keyboardTop: keyboardTop)
        setInsets(inset, of: container, &effects)
      }
      setRootShift(shift, reason: .reveal, &effects)
      var clamped = false
      for (container, animation) in zip(chain, offsetAnimations) {
        let node = tree.node(container)
        let offset = node.clampedOffsetY(node.contentOffset.y)
        guard offset != node.contentOffset.y else { continue }
        setOffset(offset, of: container, reason: .clamp, animation: animation, &effects)
        clamped = true
      }
      if !clamped { break }
    }
  }

  /// The band for a field: from below the bars to the keyboard's top less the field's distance.
  func band(forFieldSlot fieldSlot: Int32, keyboardTop: Double) -> Band {
    let root = tree.root
    let distance = tree.node(fieldSlot).distance ?? settings.keyboardDistance
    return Band(top: root.frame.minY + root.safeArea.top, bottom: keyboardTop - distance)
  }

  /// Whether the focused text view's caret is the field's reveal target.
  func hasCaretTarget(_ fieldSlot: Int32) -> Bool {
    caret != nil && tree.node(fieldSlot).kind == .textView
      && tree.node(fieldSlot).id == focusedField
  }

  /// The reveal target in window coordinates (AVOIDANCE.md §3): the caret of the focused text
  /// view, else the cell holding the field, else the field.
  func revealTarget(forFieldSlot fieldSlot: Int32, rootShift: Double) -> Rect {
    if hasCaretTarget(fieldSlot), let caret {
      let origin = tree.contentOrigin(ofSlot: fieldSlot, rootShift: rootShift)
      return caret.offsetBy(dx: origin.x, dy: origin.y)
    }
    var current = fieldSlot
    while let parent = tree.parentSlot(current) {
      if tree.node(parent).kind == .cell {
        return tree.windowFrame(ofSlot: parent, rootShift: rootShift)
      }
      current = parent
    }
    return tree.windowFrame(ofSlot: fieldSlot, rootShift: rootShift)
  }

  /// The containers that move for a field, innermost first: its ancestor scroll containers that
  /// scroll vertically and do not ignore scrolling, headed by the text view itself when its caret
  /// is the target.
  func chain(forFieldSlot fieldSlot: Int32) -> [Int32] {
    var chain: [Int32] = []
    if hasCaretTarget(fieldSlot), qualifies(fieldSlot) { chain.append(fieldSlot) }
    var current = fieldSlot
    while let parent = tree.parentSlot(current) {
      if qualifies(parent) { chain.append(parent) }
      current = parent
    }
    return chain
  }

  /// Whether a view takes part in the chain.
  func qualifies(_ slot: Int32) -> Bool {
    let node = tree.node(slot)
    return node.kind.isScrollContainer && node.scrollEnabled && node.axis == .vertical
      && !node.ignoresScrolling
  }

  /// The bottom insets a chain container gets for its window frame (AVOIDANCE.md §6), never
  /// less than its starting values; the starting values when it does not reach below the band or
  /// ignores insets.
  func keyboardInsets(
    for node: ViewNode, frame: Rect, band: Band, keyboardTop: Double
  ) -> (content: Double, indicator: Double) {
    let configuration = configurations.first { $0.view == node.id }
    let content = configuration?.startingContentInset.bottom ?? node.contentInset.bottom
    let indicator =
      configuration?.startingScrollIndicatorInsets.bottom ?? node.indicatorInsets.bottom
    guard !node.ignoresInset else { return (node.contentInset.bottom, indicator) }
    guard frame.maxY > band.bottom else { return (content, indicator) }
    return (
      max(content, frame.maxY - band.bottom - node.safeArea.bottom),
      max(indicator, frame.maxY - keyboardTop - node.safeArea.bottom)
    )
  }

  /// Restores, innermost first, the snapshots of containers that are not in `chain`.
  mutating func restoreContainers(leaving chain: [Int32], _ effects: inout [AvoidanceEffect]) {
    guard !configurations.isEmpty else { return }
    let leaving = configurationsInnermostFirst().filter { configuration in
      guard let slot = tree.slot(of: configuration.view) else { return true }
      return !chain.contains(slot)
    }
    guard !leaving.isEmpty else { return }
    for configuration in leaving {
      configuration.restore(
        for: adjustedField, in: &tree, animation: keyboardAnimation, effects: &effects)
    }
    configurations.removeAll { configuration in leaving.contains { $0.view == configuration.view } }
  }

  /// Snapshots a container before its first change in this keyboard session.
  mutating func snapshotIfNeeded(_ slot: Int32) {
    let node = tree.node(slot)
    guard !configurations.contains(where: { $0.view == node.id }) else { return }
    let policy = node.restorePolicy ?? settings.restorePolicy
    let canRestore =
      policy == .always || (policy == .unlessUserScrolled && !userScrolled.contains(node.id))
    configurations.append(ScrollViewConfiguration(node, canRestoreContentOffset: canRestore))
  }

  /// Sets a container's vertical offset, emitting an effect when it changes.
  mutating func setOffset(
    _ y: Double, of slot: Int32, reason: AvoidanceEffect.Reason,
    animation: AvoidanceEffect.Animation, _ effects: inout [AvoidanceEffect]
  ) {
    var node = tree.node(slot)
    guard y != node.contentOffset.y else { return }
    snapshotIfNeeded(slot)
    let from = node.contentOffset
    node.contentOffset.y = y
    tree.setNode(node, at: slot)
    effects.append(
      AvoidanceEffect(
        view: node.id, change: .contentOffset(from: from, to: node.contentOffset),
        reason: reason, animation: animation))
  }

  /// Sets a container's bottom insets, emitting `contentInset`, `layout` and `indicatorInsets`
  /// effects for what changes.
  mutating func setInsets(
    _ insets: (content: Double, indicator: Double), of slot: Int32,
    _ effects: inout [AvoidanceEffect]
  ) {
    var node = tree.node(slot)
    let contentChanged = insets.content != node.contentInset.bottom
    let indicatorChanged = insets.indicator != node.indicatorInsets.bottom
    guard contentChanged || indicatorChanged else { return }
    snapshotIfNeeded(slot)
    let keyboard = AvoidanceEffect.Animation.keyboard(keyboardAnimation)
    if contentChanged {
      let from = node.contentInset
      node.contentInset.bottom = insets.content
      effects.append(
        AvoidanceEffect(
          view: node.id, change: .contentInset(from: from, to: node.contentInset),
          reason: .keyboardInset, animation: keyboard))
      effects.append(
        AvoidanceEffect(view: node.id, change: .layout, reason: .keyboardInset, animation: .none))
    }
    if indicatorChanged {
      let from = node.indicatorInsets
      node.indicatorInsets.bottom = insets.indicator
      effects.append(
        AvoidanceEffect(
          view: node.id, change: .indicatorInsets(from: from, to: node.indicatorInsets),
          reason: .keyboardInset, animation: keyboard))
    }
    tree.setNode(node, at: slot)
  }
}
