/// Recording the derivation (``AvoidanceDerivation``): the rule code calls these only when
/// ``AvoidanceEngine/derivation`` is not `nil`, each after the rule has decided, and they only
/// read what the rule used and describe it; nothing here decides a value.
extension AvoidanceEngine {
  typealias Derivation = AvoidanceDerivation

  /// Starts recording the derivation of an event whose first effect will be at `effectCount`.
  /// Kept out of line, like every recording call, so that the rules' code stays as compact as
  /// it is without recording.
  @inline(never)
  mutating func beginDerivation(effectCount: Int) {
    derivation = AvoidanceDerivation()
    derivationBase = effectCount
  }

  /// An effect's index counted from the event's first effect.
  func derivationIndex(_ absolute: Int) -> Int { absolute - derivationBase }

  /// The index of the last effect in `effects` after `start` that writes `property` of `view`.
  func derivationIndex(
    of property: AvoidanceEffect.Property, view: ViewID, in effects: [AvoidanceEffect],
    since start: Int
  ) -> Int? {
    var index = effects.count
    while index > start {
      index -= 1
      if effects[index].property == property && effects[index].view == view {
        return derivationIndex(index)
      }
    }
    return nil
  }

  /// Starts a pass, and on the first pass the adjustment with its band and target.
  @inline(never)
  mutating func explainPass(
    _ pass: Int, fieldSlot: Int32, band: Band, keyboardTop: Double, target: Rect, move: Double,
    rule: Derivation.MoveRule
  ) {
    if pass == 0 {
      let root = tree[slot: ViewTree.rootSlot]
      let own = tree[slot: fieldSlot].distance
      let kind: Derivation.TargetKind =
        pathStorage.caret != nil
        ? .caret : pathStorage.target > 0 ? .cell : pathStorage.followsCaret ? .box : .field
      let terms = Derivation.BandTerms(
        top: band.top, bottom: band.bottom, rootY: root.frame.minY, bars: root.safeAreaInsets.top,
        keyboardTop: keyboardTop, distance: own ?? settings.keyboardDistance,
        distanceSource: own != nil ? .field : .settings)
      let view = tree.id(ofSlot: pathStorage.steps[pathStorage.target].slot)
      let adjustment = Derivation.Adjustment(
        field: tree.id(ofSlot: fieldSlot), band: terms,
        target: Derivation.Target(view: view, kind: kind, rect: target))
      derivation?.adjustments.append(adjustment)
    }
    derivation?.updateLastPass(appending: Derivation.Pass(target: target, move: move, rule: rule))
  }

  /// A chain container's offset in the current pass.
  @inline(never)
  mutating func explainOffset(
    _ slot: Int32, from: Double, move: Double, maxOffset: Double?, keyboardInset: Double?,
    clip: Double?, to: Double, moved: Bool, effectCount: Int
  ) {
    let asked = from + move
    let minOffset = move < 0 ? tree.minOffsetY(slot) : nil
    let limit: Derivation.Limit
    if to == asked {
      limit = .none
    } else if let maxOffset, let clip {
      limit =
        to == from && to != min(maxOffset, clip) ? .current : clip <= maxOffset ? .clip : .maxOffset
    } else {
      limit = to == from && to != minOffset ? .current : .minOffset
    }
    let step = Derivation.OffsetStep(
      view: tree.id(ofSlot: slot), from: from, asked: asked, maxOffset: maxOffset,
      keyboardInset: keyboardInset, clip: clip, minOffset: minOffset, to: to, limit: limit,
      effect: moved ? derivationIndex(effectCount - 1) : nil)
    derivation?.updateLastPass { $0.offsets.append(step) }
  }

  /// The root shift of the current pass.
  @inline(never)
  mutating func explainRootShift(
    asked: Double, overlap: Double, to: Double, effectCount: Int, since start: Int
  ) {
    let limit: Derivation.Limit = to == asked ? .none : asked < 0 ? .zero : .overlap
    let step = Derivation.RootShiftStep(
      asked: asked, overlap: overlap, to: to, limit: limit,
      effect: effectCount > start ? derivationIndex(effectCount - 1) : nil)
    derivation?.updateLastPass { $0.rootShift = step }
  }

  /// A container's keyboard insets and their terms.
  @inline(never)
  func insetTerms(
    _ slot: Int32, frame: Rect, band: Band, keyboardTop: Double,
    applied: (content: Double, indicator: Double), effects: [AvoidanceEffect], since start: Int
  ) -> Derivation.InsetStep {
    let node = tree[slot: slot]
    var content = node.contentInset.bottom
    var indicator = node.indicatorInsets.bottom
    if let index = snapshotIndex(ofSlot: slot) {
      content = snapshots[index].configuration.startingContentInset.bottom
      indicator = snapshots[index].configuration.startingScrollIndicatorInsets.bottom
    }
    return Derivation.InsetStep(
      view: node.id, frameBottom: frame.maxY, bandBottom: band.bottom, keyboardTop: keyboardTop,
      automaticInset: node.contentInsetAdjustment.bottom, startingContentInset: content,
      startingIndicatorInset: indicator, contentInset: applied.content,
      indicatorInset: applied.indicator,
      contentEffect: derivationIndex(of: .contentInset, view: node.id, in: effects, since: start),
      indicatorEffect: derivationIndex(
        of: .indicatorInsets, view: node.id, in: effects, since: start))
  }

  /// A chain container's keyboard insets in the current pass.
  @inline(never)
  mutating func explainInsets(
    _ slot: Int32, frame: Rect, band: Band, keyboardTop: Double,
    applied: (content: Double, indicator: Double), effects: [AvoidanceEffect], since start: Int
  ) {
    let step = insetTerms(
      slot, frame: frame, band: band, keyboardTop: keyboardTop, applied: applied,
      effects: effects, since: start)
    derivation?.updateLastPass { $0.insets.append(step) }
  }

  /// An offset the current pass clamped.
  @inline(never)
  mutating func explainClamp(_ slot: Int32, from: Double, to: Double, effectCount: Int) {
    let step = Derivation.ClampStep(
      view: tree.id(ofSlot: slot), from: from, to: to, minOffset: tree.minOffsetY(slot),
      maxOffset: tree[slot: slot].maxOffsetY, effect: derivationIndex(effectCount - 1))
    derivation?.updateLastPass { $0.clamps.append(step) }
  }

  /// Stage 2 of a tall scrolling text view.
  @inline(never)
  mutating func explainCaretFollowing(
    _ slot: Int32, caret: Rect, visiblePart: Band, move: Double, rule: Derivation.MoveRule,
    from: Double, to: Double, insets: Derivation.InsetStep, effects: [AvoidanceEffect]
  ) {
    let minOffset = tree.minOffsetY(slot)
    let maxOffset = tree[slot: slot].maxOffsetY
    let asked = from + move
    let limit: Derivation.Limit = to == asked ? .none : to == minOffset ? .minOffset : .maxOffset
    let following = Derivation.CaretFollowing(
      view: tree.id(ofSlot: slot), caret: caret, visibleTop: visiblePart.top,
      visibleBottom: visiblePart.bottom, move: move, rule: rule, from: from, asked: asked,
      minOffset: minOffset, maxOffset: maxOffset, to: to, limit: limit, insets: insets,
      effect: to != from ? derivationIndex(effects.count - 1) : nil)
    guard let last = derivation?.adjustments.indices.last else { return }
    derivation?.adjustments[last].caretFollowing = following
  }

  /// A snapshot about to be restored, with the effects its restore appended since `start`.
  @inline(never)
  mutating func explainRestore(
    _ configuration: ScrollViewConfiguration, slot: Int32, scope: RestoreScope,
    effects: [AvoidanceEffect], since start: Int
  ) {
    let view = configuration.view
    let restoration = Derivation.Restoration(
      view: view, snapshot: configuration, policy: restorePolicy(ofSlot: slot),
      userScrolled: userScrolled.contains(view), occasion: scope == .all ? .all : .leftChain,
      offset: tree[slot: slot].contentOffset,
      contentEffect: derivationIndex(of: .contentInset, view: view, in: effects, since: start),
      indicatorEffect: derivationIndex(of: .indicatorInsets, view: view, in: effects, since: start),
      offsetEffect: derivationIndex(of: .contentOffset, view: view, in: effects, since: start))
    derivation?.restores.append(restoration)
  }

  /// A list kept still by its anchor.
  @inline(never)
  mutating func explainAnchoring(
    _ slot: Int32, anchor: ScrollAnchor, list: ListLayout, from: Double, to: Double,
    effectCount: Int
  ) {
    let node = tree[slot: slot]
    let top = tree.windowFrame(ofSlot: slot, rootShift: tree.rootShift).minY
    var resolvedBy: ViewID?
    var before: Double?
    var after: Double?
    if anchor.pin == .none, let item = anchor.itemID {
      let candidates =
        [ScrollAnchor.Fallback(itemID: item, distance: anchor.distance)]
        + anchor.fallbacks
      if let found = candidates.first(where: { list.slots[$0.itemID] != nil }),
        let itemSlot = list.slots[found.itemID]
      {
        resolvedBy = found.itemID
        let position = list.position(of: itemSlot)
        switch anchor.edge {
        case .top:
          before = top + node.adjustedContentInset.top + found.distance
          after = top + position.minY - to
        case .bottom:
          let bottom = top + node.frame.height - node.adjustedContentInset.bottom
          before = bottom - found.distance
          after = top + position.minY + list.nodes[itemSlot].height - to
        }
      }
    }
    let anchoring = Derivation.Anchoring(
      view: node.id, anchor: anchor.itemID, pin: anchor.pin, resolvedBy: resolvedBy,
      usedFallback: anchor.pin == .none && resolvedBy != anchor.itemID, windowYBefore: before,
      windowYAfter: after, from: from, to: to, effect: derivationIndex(effectCount - 1))
    derivation?.anchorings.append(anchoring)
  }
}

extension AvoidanceEngine {
  /// Marks the last pass undone and drops the followers' and covered containers' steps whose
  /// effects the undone pass took back (those from `effectCount` on).
  @inline(never)
  mutating func undoDerivation(since effectCount: Int) {
    derivation?.undoLastPass()
    let first = derivationIndex(effectCount)
    derivation?.followers.removeAll { ($0.effect ?? -1) >= first }
    derivation?.coveredContainers.removeAll { ($0.effect ?? -1) >= first }
  }

  /// A follower's ride, as the rule decided it.
  @inline(never)
  mutating func explainFollower(_ slot: Int32, lift: Double, effect: Int) {
    let step = Derivation.FollowerStep(
      view: tree.id(ofSlot: slot), lift: lift, rootShift: tree.rootShift,
      to: tree[slot: slot].followOffset, effect: derivationIndex(effect))
    derivation?.followers.append(step)
  }

  /// A covered container's insets and lift, as the rule decided them.
  @inline(never)
  mutating func explainCovered(
    _ slot: Int32, contentInset: Double, delta: Double, atEnd: Bool, asked: Double, to: Double,
    lifts: Bool, isRestore: Bool, effect: Int
  ) {
    let node = tree[slot: slot]
    let step = Derivation.CoveredStep(
      view: node.id, policy: node.keyboardLift, contentInset: contentInset, delta: delta,
      atEnd: atEnd, from: node.contentOffset.y, asked: asked, to: to, lifts: lifts,
      isRestore: isRestore, effect: derivationIndex(effect))
    derivation?.coveredContainers.append(step)
  }

  /// The riding follower that made the band's keyboard top, and an aligned move, recorded on
  /// the adjustment's first pass.
  @inline(never)
  mutating func explainRiding(
    follower: Int32?, keyboardTop: Double, alignment: RevealAlignment?, alignedMove: Double?
  ) {
    guard var recorded = derivation, let last = recorded.adjustments.indices.last else { return }
    derivation = nil
    if let follower, recorded.adjustments[last].band.ridingFollower == nil {
      recorded.adjustments[last].band.ridingFollower = tree.id(ofSlot: follower)
      recorded.adjustments[last].band.keyboardFrameTop = keyboardTop
    }
    recorded.updateLastPass {
      $0.alignment = alignment
      $0.alignedMove = alignedMove
    }
    derivation = recorded
  }
}

extension AvoidanceDerivation {
  /// Changes the last pass of the last adjustment.
  mutating func updateLastPass(_ body: (inout Pass) -> Void) {
    guard let adjustment = adjustments.indices.last,
      let pass = adjustments[adjustment].passes.indices.last
    else { return }
    body(&adjustments[adjustment].passes[pass])
  }

  /// Starts a pass of the last adjustment.
  mutating func updateLastPass(appending pass: Pass) {
    guard let adjustment = adjustments.indices.last else { return }
    adjustments[adjustment].passes.append(pass)
  }

  /// Marks the last pass undone: its effects were taken back, so it names none.
  @inline(never)
  mutating func undoLastPass() {
    updateLastPass { pass in
      pass.isUndone = true
      for index in pass.offsets.indices { pass.offsets[index].effect = nil }
      for index in pass.insets.indices {
        pass.insets[index].contentEffect = nil
        pass.insets[index].indicatorEffect = nil
      }
      for index in pass.clamps.indices { pass.clamps[index].effect = nil }
      pass.rootShift?.effect = nil
    }
  }
}
