extension AvoidanceEngine {
  /// Reveals the focused field's target (the article "How avoidance decides"): restores the
  /// containers that left the chain, distributes the move innermost container first, shifts the
  /// root with what is left, sets the keyboard insets, and clamps, running the distribution again
  /// after a clamp (at most three more passes, and none that ends where it started).
  ///
  /// - Complexity: O(*d* + *s*) for a field at depth *d* and *s* snapshots.
  mutating func adjust(for fieldSlot: Int32, _ effects: inout [AvoidanceEffect]) {
    guard let keyboardFrame else { return }
    let rootShiftBefore = tree.rootShift
    let keyboardTop = keyboardFrame.minY
    // Followers riding the keyboard raise its effective top; a field inside one rides with it
    // and moves nothing.
    refreshKeyboardLayout()
    let followers = !keyboardLayout.followers.isEmpty
    let lifts = !keyboardLayout.lifts.isEmpty
    let riding =
      followers
      ? FollowerRules.ridingTop(keyboardTop, followers: keyboardLayout.followers, in: tree)
      : (top: keyboardTop, follower: nil)
    let effectiveTop = riding.top
    let ridesKeyboard = followers && FollowerRules.follower(containing: fieldSlot, in: tree) != nil
    let band = band(forFieldSlot: fieldSlot, keyboardTop: effectiveTop)
    // A text view taller than the band with a known caret: one that scrolls itself has its box
    // revealed by the chain and then follows its caret alone (stage 2); one that does not has
    // its caret revealed by the chain.
    let caretTarget = !ridesKeyboard && hasCaretTarget(fieldSlot, band: band)
    let followsCaret = caretTarget && tree.qualifies(fieldSlot)
    // The path is kept between events: an adjustment allocates nothing for it, and walks only
    // when the field changes. It is used in place, never copied out of the engine.
    pathStorage.update(
      from: fieldSlot, caret: caretTarget && !followsCaret ? caret : nil,
      followsCaret: followsCaret, ridesKeyboard: ridesKeyboard, in: tree)
    restoreContainersLeavingChain(&effects)
    if !coveredSnapshots.isEmpty { restoreCoveredContainers(enteringChainOnly: true, &effects) }
    let keyboard = AvoidanceEffect.Animation.keyboard(keyboardAnimation)
    let shiftBound = max(0, tree[slot: ViewTree.rootSlot].frame.maxY - keyboardTop)
    let depth = pathStorage.steps.count - 1
    let chain = pathStorage.chain
    let alignment = tree[slot: fieldSlot].alignment ?? settings.alignment
    // Origins are computed only as deep as they are read: to the target for the distribution,
    // to the innermost container for the insets.
    let innermost = pathStorage.innermostContainerPosition
    let targetDepth = min(pathStorage.targetOriginPosition, innermost ?? .max)
    for pass in 0..<4 {
      // A pass that ends where it started only trades the same points back and forth (a target
      // past its content's end): it is undone, and the adjustment stops.
      let effectCount = effects.count
      let snapshotCount = snapshots.count
      let coveredBefore = lifts ? coveredSnapshots : []
      pathStorage.computeOrigins(in: tree, rootShift: 0, downTo: targetDepth)
      var target = pathStorage.target(in: tree)
      let reveal = band.revealing(target)
      // The minimal move is what the root may still take; an aligned one is what the chain
      // distributes.
      let need = ridesKeyboard ? 0 : reveal.move
      var move = need
      let aligned = need != 0 && alignment != .minimal && reveal.rule != .alignTop
      if aligned { move = band.alignedMove(revealing: target, alignment) }
      let asked = move
      if isRecordingDerivation {
        recordPass(
          pass, fieldSlot: fieldSlot, band: band, keyboardTop: effectiveTop, target: target,
          move: need, rule: ridesKeyboard ? .ridesKeyboard : reveal.rule,
          alignedMove: aligned ? (alignment, asked) : nil,
          riding: riding.follower.map { ($0, keyboardTop) })
      }
      for link in chain where move != 0 {
        let container = pathStorage.slot(link)
        let step = distributionStep(
          link, move: move, targetTop: target.minY, band: band, keyboardTop: effectiveTop)
        let moved = setOffset(
          step.to, of: container, depth: depth - link.position, reason: .reveal,
          animation: link.animatesItself ? .scrollView : keyboard, &effects)
        if moved { pathStorage.offsetDidChange(at: link.position) }
        if isRecordingDerivation {
          recordOffset(
            step, position: link.position,
            effect: moved ? effects.count - 1 - derivationBase : nil)
        }
        target.origin.y -= step.taken
        move -= step.taken
      }
      // The root takes only what the minimal move still needs: never more to align. That is
      // the move less what the containers took, unless an aligned move needed none.
      let remainder = !aligned || need > 0
      let root = Self.rootShift(
        asked: aligned ? (need > 0 ? need - (asked - move) : 0) : move, overlap: shiftBound,
        isRemainder: remainder)
      if let innermost {
        pathStorage.computeOrigins(in: tree, rootShift: root.to, downTo: innermost)
      }
      for link in chain where !tree[slot: pathStorage.slot(link)].ignoresInset {
        let container = pathStorage.slot(link)
        let frame = pathStorage.windowFrame(at: link.position, in: tree)
        let inset = keyboardInsets(for: container, frame: frame, band: band, effectiveTop)
        let start = effects.count
        setInsets(inset, of: container, depth: depth - link.position, &effects)
        if isRecordingDerivation {
          recordInsets(inset, slot: container, effects: effects, since: start)
        }
      }
      if keyboardTrack != nil {
        // A drag in force: the chain's decision asks for the shift R, and the rest is placed
        // for the tracked top ("The keyboard under the finger").
        keyboardTrack?.restingRootShift = root.to
        if isRecordingDerivation { recordRootShift(root, effect: nil) }
        placeForTrack(reportedTop: nil, adjusting: true, &effects)
      } else {
        let shiftStart = effects.count
        setRootShift(root.to, reason: .reveal, &effects)
        if isRecordingDerivation {
          recordRootShift(
            root, effect: effects.count > shiftStart ? shiftStart - derivationBase : nil)
        }
        // Followers ride the keyboard whatever the root shift; covered containers follow their
        // policies from their final frames.
        if followers { setFollowOffsets(keyboardTop: keyboardTop, &effects) }
        if lifts {
          liftCoveredContainers(effectiveKeyboardTop: effectiveTop, adjusting: true, &effects)
        }
      }
      var clamped = false
      var clampMove = 0.0
      for link in chain {
        let container = pathStorage.slot(link)
        let clamp = clamp(container)
        guard clamp.to != clamp.from else { continue }
        clampMove += clamp.to - clamp.from
        setOffset(
          clamp.to, of: container, depth: depth - link.position, reason: .clamp,
          animation: link.animatesItself ? .scrollView : keyboard, &effects)
        if isRecordingDerivation {
          recordClamp(clamp, slot: container, effect: effects.count - 1 - derivationBase)
        }
        pathStorage.offsetDidChange(at: link.position)
        clamped = true
      }
      if isRecordingDerivation {
        finishPass(targetAfter: target.offsetBy(dx: 0, dy: -root.to - clampMove))
      }
      if clamped, Self.changesNothing(effects[effectCount...]) {
        effects.removeSubrange(effectCount...)
        snapshots.removeSubrange(snapshotCount...)
        coveredSnapshots = coveredBefore
        if isRecordingDerivation {
          recordUndoneLastPass(fromEffect: effectCount - derivationBase)
        }
        break
      }
      if !clamped { break }
    }
    if isRecordingDerivation {
      derivationStorage.recordTravel(rootShiftBefore: rootShiftBefore)
    }
    if followsCaret {
      // During a drag the root rests on the keyboard, but stage 2 is decided, like the chain,
      // with the shift R the notified keyboard asks for.
      followCaret(
        band: band, keyboardTop: effectiveTop, depth: depth,
        rootShift: keyboardTrack?.restingRootShift ?? tree.rootShift, &effects)
    }
  }

  /// Stage 2 of a tall scrolling text view's reveal ("How avoidance decides", the reveal
  /// target): once the chain and the root have revealed its box, the text view gets the
  /// keyboard insets of its final window frame, and its own offset alone moves the caret into
  /// its visible part (the band cut to its window frame), clamped into its valid range.
  mutating func followCaret(
    band: Band, keyboardTop: Double, depth: Int, rootShift: Double,
    _ effects: inout [AvoidanceEffect]
  ) {
    guard let caret, let field = pathStorage.steps.first?.slot else { return }
    pathStorage.computeOrigins(in: tree, rootShift: rootShift, downTo: 0)
    let frame = pathStorage.windowFrame(at: 0, in: tree)
    let inset = keyboardInsets(for: field, frame: frame, band: band, keyboardTop)
    let start = effects.count
    setInsets(inset, of: field, depth: depth, &effects)
    let decision = caretStep(field, caret: caret, frame: frame, band: band)
    setOffset(
      decision.to, of: field, depth: depth, reason: decision.move != 0 ? .reveal : .clamp,
      animation: .keyboard(keyboardAnimation), &effects)
    if isRecordingDerivation {
      recordCaret(decision, insets: inset, slot: field, effects: effects, since: start)
    }
  }

  /// Stage 2's decision: the caret moved into the text view's visible part (the band cut to its
  /// window frame) by the rule of "How far to move", clamped into its valid range with its new
  /// inset.
  func caretStep(_ field: Int32, caret: Rect, frame: Rect, band: Band) -> CaretDecision {
    let visiblePart = Band(top: max(band.top, frame.minY), bottom: min(band.bottom, frame.maxY))
    let from = tree[slot: field].contentOffset.y
    let caretInWindow = tree.windowRect(ofContentRect: caret, inSlot: field, origin: frame.origin)
    let reveal = visiblePart.revealing(caretInWindow)
    let asked = from + reveal.move
    let minOffset = tree.minOffsetY(field)
    let maxOffset = tree[slot: field].maxOffsetY
    let to = ScrollAnchor.clampedOffset(asked, min: minOffset, max: maxOffset)
    let limit: AvoidanceDerivation.Limit =
      asked < minOffset ? .minOffset : asked > maxOffset ? .maxOffset : .none
    return CaretDecision(
      caret: caretInWindow, visiblePart: visiblePart, move: reveal.move, rule: reveal.rule,
      from: from, asked: asked, minOffset: minOffset, maxOffset: maxOffset, to: to,
      limit: limit)
  }

  /// Whether a run of effects ends where it started: every property it writes is back at the
  /// value its first write found.
  static func changesNothing(_ effects: ArraySlice<AvoidanceEffect>) -> Bool {
    for (position, effect) in zip(effects.indices, effects) {
      let isFirst = !effects[..<position].contains {
        $0.view == effect.view && $0.property == effect.property
      }
      guard isFirst,
        let last = effects.last(where: { $0.view == effect.view && $0.property == effect.property })
      else { continue }
      switch (effect.change, last.change) {
      case (.contentOffset(let from, _), .contentOffset(_, let to)) where from != to: return false
      case (.contentInset(let from, _), .contentInset(_, let to)) where from != to: return false
      case (.indicatorInsets(let from, _), .indicatorInsets(_, let to)) where from != to:
        return false
      case (.rootShift(let from, _), .rootShift(_, let to)) where from != to: return false
      case (.followOffset(let from, _), .followOffset(_, let to)) where from != to: return false
      default: continue
      }
    }
    return true
  }

  /// The band for a field: from below the bars to the keyboard's top less the field's distance.
  func band(forFieldSlot fieldSlot: Int32, keyboardTop: Double) -> Band {
    Band(
      root: tree[slot: ViewTree.rootSlot], keyboardTop: keyboardTop,
      distance: tree[slot: fieldSlot].distance ?? settings.keyboardDistance)
  }

  /// Whether the focused text view's caret is what must end up in the band: only for a text
  /// view taller than the band. One that scrolls itself has its box revealed first and then
  /// follows the caret alone; one that fits is revealed whole, like a text field, and keeps its
  /// caret inside its own bounds by itself ("How avoidance decides", the reveal target).
  ///
  /// Inlined: called out of line from ``adjust(for:_:)``, it was handed a copy of the whole
  /// engine.
  @inline(__always)
  func hasCaretTarget(_ fieldSlot: Int32, band: Band) -> Bool {
    caret != nil && fieldSlot == focusedSlot && tree[slot: fieldSlot].kind == .textView
      && tree.frame(ofSlot: fieldSlot).height > band.height
  }

  /// The reveal target in window coordinates ("How avoidance decides", the reveal target): the
  /// caret of the focused text view taller than `band`, else the cell holding the field, else the
  /// field.
  func revealTarget(forFieldSlot fieldSlot: Int32, band: Band, rootShift: Double) -> Rect {
    var path = Ancestry(
      fieldSlot: fieldSlot, caret: hasCaretTarget(fieldSlot, band: band) ? caret : nil, in: tree)
    path.computeOrigins(in: tree, rootShift: rootShift)
    return path.target(in: tree)
  }

  /// The bottom insets a chain container gets for its window frame ("How avoidance decides",
  /// keyboard insets), never less than its starting values; the starting values when it does not
  /// reach below the band, and its current ones when it ignores insets.
  @inline(__always)
  func keyboardInsets(
    for slot: Int32, frame: Rect, band: Band, _ keyboardTop: Double
  ) -> InsetDecision {
    let node = tree[slot: slot]
    let current = (node.contentInset.bottom, node.indicatorInsets.bottom)
    var starting = current
    if !node.ignoresInset, let index = snapshotIndex(ofSlot: slot) {
      starting = (
        snapshots[index].configuration.startingContentInset.bottom,
        snapshots[index].configuration.startingScrollIndicatorInsets.bottom
      )
    }
    return InsetDecision.deciding(
      frameBottom: frame.maxY, bandBottom: band.bottom, keyboardTop: keyboardTop,
      automaticInset: node.contentInsetAdjustment.bottom, starting: starting,
      ignoresInset: node.ignoresInset ? current : nil)
  }

  /// Restores, innermost first, the snapshots of containers that are not in the chain of the
  /// stored path.
  mutating func restoreContainersLeavingChain(_ effects: inout [AvoidanceEffect]) {
    guard snapshots.contains(where: { !pathStorage.chainContains($0.slot) }) else { return }
    restoreSnapshots(.leavingChain, forFieldSlot: adjustedSlot, &effects)
  }

  /// Sets a container's vertical offset, emitting an effect when it changes; returns whether it
  /// changed.
  @discardableResult
  mutating func setOffset(
    _ y: Double, of slot: Int32, depth: Int, reason: AvoidanceEffect.Reason,
    animation: AvoidanceEffect.Animation, _ effects: inout [AvoidanceEffect]
  ) -> Bool {
    let from = tree[slot: slot].contentOffset
    guard y != from.y else { return false }
    snapshotIfNeeded(slot, depth: depth)
    tree[slot: slot].contentOffset.y = y
    effects.append(
      AvoidanceEffect(
        view: tree.id(ofSlot: slot), change: .contentOffset(from: from, to: Point(x: from.x, y: y)),
        reason: reason, animation: animation))
    return true
  }

  /// Sets a chain container's bottom insets, emitting `contentInset`, `layout` and
  /// `indicatorInsets` effects for what changes, after snapshotting it.
  @inline(__always)
  mutating func setInsets(
    _ insets: InsetDecision, of slot: Int32, depth: Int, _ effects: inout [AvoidanceEffect]
  ) {
    guard
      insets.content != tree[slot: slot].contentInset.bottom
        || insets.indicator != tree[slot: slot].indicatorInsets.bottom
    else { return }
    snapshotIfNeeded(slot, depth: depth)
    writeInsets((insets.content, insets.indicator), of: slot, reason: .keyboardInset, &effects)
  }

  /// Writes a container's bottom insets, with the keyboard's animation unless told otherwise
  /// (``ViewTree/setBottomInsets(content:indicator:ofSlot:reason:animation:_:)``).
  @inline(__always)
  mutating func writeInsets(
    _ insets: (content: Double, indicator: Double), of slot: Int32,
    reason: AvoidanceEffect.Reason, animation: AvoidanceEffect.Animation? = nil,
    _ effects: inout [AvoidanceEffect]
  ) {
    tree.setBottomInsets(
      content: insets.content, indicator: insets.indicator, ofSlot: slot, reason: reason,
      animation: animation ?? .keyboard(keyboardAnimation), &effects)
  }
}
