extension AvoidanceEngine {
  /// Reveals the focused field's target (AVOIDANCE.md §3–§6): restores the containers that left
  /// the chain, distributes the move innermost container first, shifts the root with what is
  /// left, sets the keyboard insets, and clamps, running the distribution again after a clamp
  /// (at most three more passes).
  ///
  /// - Complexity: O(*d* + *s*·*d*) for a field at depth *d* and *s* snapshots leaving the chain.
  mutating func adjust(for fieldSlot: Int32, _ effects: inout [AvoidanceEffect]) {
    guard let keyboardFrame else { return }
    let keyboardTop = keyboardFrame.minY
    let band = band(forFieldSlot: fieldSlot, keyboardTop: keyboardTop)
    let path = Ancestry(
      fieldSlot: fieldSlot, caret: hasCaretTarget(fieldSlot) ? caret : nil, in: tree)
    restoreContainers(leaving: path, &effects)
    let keyboard = AvoidanceEffect.Animation.keyboard(keyboardAnimation)
    let shiftBound = max(0, tree.root.frame.maxY - keyboardTop)
    for _ in 0..<4 {
      let origins = path.windowOrigins(in: tree, rootShift: 0)
      var target = path.target(origins: origins, in: tree)
      var move = band.move(toReveal: target)
      for (position, animatesItself) in zip(path.chain, path.animatesItself) where move != 0 {
        let container = path.slots[position]
        let node = tree.node(container)
        let offset = node.contentOffset.y
        var newOffset: Double
        if move > 0 {
          let frame = path.windowFrame(at: position, origins: origins, in: tree)
          let inset = keyboardInsets(for: node, frame: frame, band: band, keyboardTop: keyboardTop)
          let maxOffset = node.maxOffsetY(contentInsetBottom: inset.content)
          let clip = target.minY - frame.minY + offset - node.adjustedContentInset.top
          newOffset = max(offset, min(offset + move, maxOffset, clip))
        } else {
          newOffset = min(offset, max(offset + move, node.minOffsetY))
        }
        let animation = animatesItself ? .scrollView : keyboard
        setOffset(newOffset, of: container, reason: .reveal, animation: animation, &effects)
        target.origin.y -= newOffset - offset
        move -= newOffset - offset
      }
      let shift = min(max(move, 0), shiftBound)
      let finalOrigins = path.windowOrigins(in: tree, rootShift: shift)
      for position in path.chain where !tree.node(path.slots[position]).ignoresInset {
        let container = path.slots[position]
        let frame = path.windowFrame(at: position, origins: finalOrigins, in: tree)
        let node = tree.node(container)
        let inset = keyboardInsets(for: node, frame: frame, band: band, keyboardTop: keyboardTop)
        setInsets(inset, of: container, &effects)
      }
      setRootShift(shift, reason: .reveal, &effects)
      var clamped = false
      for (position, animatesItself) in zip(path.chain, path.animatesItself) {
        let container = path.slots[position]
        let node = tree.node(container)
        let offset = node.clampedOffsetY(node.contentOffset.y)
        guard offset != node.contentOffset.y else { continue }
        let animation = animatesItself ? .scrollView : keyboard
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
    let node = tree.node(fieldSlot)
    return caret != nil && node.kind == .textView && node.id == focusedField
  }

  /// The reveal target in window coordinates (AVOIDANCE.md §3): the caret of the focused text
  /// view, else the cell holding the field, else the field.
  func revealTarget(forFieldSlot fieldSlot: Int32, rootShift: Double) -> Rect {
    let path = Ancestry(
      fieldSlot: fieldSlot, caret: hasCaretTarget(fieldSlot) ? caret : nil, in: tree)
    return path.target(origins: path.windowOrigins(in: tree, rootShift: rootShift), in: tree)
  }

  /// The bottom insets a chain container gets for its window frame (AVOIDANCE.md §6), never
  /// less than its starting values; the starting values when it does not reach below the band,
  /// and its current ones when it ignores insets.
  func keyboardInsets(
    for node: ViewNode, frame: Rect, band: Band, keyboardTop: Double
  ) -> (content: Double, indicator: Double) {
    guard !node.ignoresInset else { return (node.contentInset.bottom, node.indicatorInsets.bottom) }
    let configuration = snapshots[node.id]?.configuration
    let content = configuration?.startingContentInset.bottom ?? node.contentInset.bottom
    let indicator =
      configuration?.startingScrollIndicatorInsets.bottom ?? node.indicatorInsets.bottom
    guard frame.maxY > band.bottom else { return (content, indicator) }
    return (
      max(content, frame.maxY - band.bottom - node.safeArea.bottom),
      max(indicator, frame.maxY - keyboardTop - node.safeArea.bottom)
    )
  }

  /// Restores, innermost first, the snapshots of containers that are not in the path's chain.
  mutating func restoreContainers(leaving path: Ancestry, _ effects: inout [AvoidanceEffect]) {
    guard !snapshots.isEmpty else { return }
    let chain = Set(path.chain.map { tree.node(path.slots[$0]).id })
    guard snapshots.keys.contains(where: { !chain.contains($0) }) else { return }
    let leaving = snapshotsInnermostFirst { !chain.contains($0.view) }
    for configuration in leaving {
      configuration.restore(
        for: adjustedField, in: &tree, animation: keyboardAnimation, effects: &effects)
      snapshots[configuration.view] = nil
    }
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
