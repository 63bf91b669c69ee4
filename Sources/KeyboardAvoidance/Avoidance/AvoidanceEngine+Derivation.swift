/// Recording the derivation (``AvoidanceDerivation``): the rule code calls these only when
/// ``isRecordingDerivation``, each after the rule has decided, and they only read what the rule
/// used and describe it; nothing here decides a value.
extension AvoidanceEngine {
  typealias Derivation = AvoidanceDerivation

  /// Whether each event records its derivation in the storage of the previous one (the
  /// default): off for a caller that keeps every event's derivation, whose storage is then never
  /// free, so that each event starts a new one instead of copying the kept one.
  package var reusesDerivationStorage: Bool {
    get { derivationStorage.reusesStorage }
    set { derivationStorage.reusesStorage = newValue }
  }

  /// Whether the engine records the current event's derivation
  /// (``AvoidanceEngine/derivation`` is not `nil`).
  var isRecordingDerivation: Bool { derivationStorage.isRecording }

  /// Starts recording the derivation of an event whose first effect will be at `effectCount`,
  /// in the previous event's storage. Kept out of line, like every recording call, so that the
  /// rules' code stays as compact as it is without recording.
  @inline(never)
  mutating func beginDerivation(effectCount: Int) {
    derivationStorage.begin()
    derivationBase = effectCount
  }

  /// Ends the event's derivation: what the previous event recorded beyond it is dropped.
  @inline(never)
  mutating func finishDerivation() {
    derivationStorage.finish()
  }

  /// An effect's index counted from the event's first effect.
  func derivationIndex(_ absolute: Int) -> Int { absolute - derivationBase }

  /// Starts a pass, and on the first pass the adjustment with its band, the riding follower
  /// that made its keyboard top, and its target.
  @inline(never)
  mutating func recordPass(
    _ pass: Int, fieldSlot: Int32, band: Band, keyboardTop: Double, target: Rect, move: Double,
    rule: Derivation.MoveRule, alignedMove: (RevealAlignment, Double)?,
    riding: (follower: Int32, keyboardTop: Double)?
  ) {
    if pass == 0 {
      let rootY = tree[slot: ViewTree.rootSlot].frame.minY
      let bars = tree[slot: ViewTree.rootSlot].safeAreaInsets.top
      let own = tree[slot: fieldSlot].distance
      let kind: Derivation.TargetKind =
        pathStorage.caret != nil
        ? .caret : pathStorage.target > 0 ? .cell : pathStorage.followsCaret ? .box : .field
      // Built whole and handed over, so that the terms are moved into the adjustment, not
      // copied.
      derivationStorage.append(
        field: tree.id(ofSlot: fieldSlot),
        band: Derivation.BandTerms(
          top: band.top, bottom: band.bottom, rootY: rootY, bars: bars,
          keyboardTop: keyboardTop, distance: own ?? settings.keyboardDistance,
          distanceSource: own != nil ? .field : .settings,
          ridingFollower: riding.map { tree.id(ofSlot: $0.follower) },
          keyboardFrameTop: riding?.keyboardTop),
        target: Derivation.Target(
          view: tree.id(ofSlot: pathStorage.steps[pathStorage.target].slot), kind: kind,
          rect: target))
    }
    derivationStorage.startPass(
      target: target, move: move, rule: rule, alignment: alignedMove?.0,
      alignedMove: alignedMove?.1, chain: pathStorage.chain.count)
  }

  /// Records the step of the chain container at `position` on the field's path as the
  /// distribution decided it, with the effect that applied it.
  @inline(never)
  mutating func recordOffset(_ step: OffsetDecision, position: Int, effect: Int?) {
    derivationStorage.record(
      step, view: tree.id(ofSlot: pathStorage.steps[position].slot), position: position,
      effect: effect)
  }

  /// Records a chain container's keyboard insets as the rule decided them, with the effects
  /// after `start` that applied them.
  @inline(never)
  mutating func recordInsets(
    _ decision: InsetDecision, slot: Int32, effects: [AvoidanceEffect], since start: Int
  ) {
    derivationStorage.record(
      decision, view: tree.id(ofSlot: slot), effects: effects, since: start, base: derivationBase)
  }

  /// Records a pass's root shift as the rule decided it.
  @inline(never)
  mutating func recordRootShift(_ decision: RootShiftDecision, effect: Int?) {
    derivationStorage.record(decision, effect: effect)
  }

  /// Records an offset the pass clamped.
  @inline(never)
  mutating func recordClamp(_ decision: ClampDecision, slot: Int32, effect: Int) {
    derivationStorage.record(decision, view: tree.id(ofSlot: slot), effect: effect)
  }

  /// Marks the last pass undone (``AvoidanceDerivation/undoPass(_:of:fromEffect:)``).
  @inline(never)
  mutating func recordUndoneLastPass(fromEffect first: Int) {
    derivationStorage.undoLastPass(fromEffect: first)
  }

  /// Records stage 2 as its rule decided it, with its insets and the effects after `start`.
  @inline(never)
  mutating func recordCaret(
    _ decision: CaretDecision, insets: InsetDecision, slot: Int32, effects: [AvoidanceEffect],
    since start: Int
  ) {
    derivationStorage.record(
      decision, insets: insets, view: tree.id(ofSlot: slot), effects: effects, since: start,
      base: derivationBase)
  }

  /// Ends a pass: where its target ended up, and where on screen each limit that bound a value
  /// lies, read off the tree as the pass left it.
  ///
  /// The limits' window frames come from the path's origins, brought up to date for the
  /// tree's root shift as the rules bring them (only those a clamp left stale are computed
  /// again), rather than from a walk down the path of their own. A covered container's lift and
  /// a follower's ride move views without the path being told, so with either on the screen
  /// every origin is computed again.
  @inline(never)
  mutating func finishPass(targetAfter: Rect) {
    let lowest = derivationStorage.lowestLimitedPosition
    if lowest < pathStorage.steps.count {
      if !keyboardLayout.lifts.isEmpty || !keyboardLayout.followers.isEmpty {
        pathStorage.offsetDidChange(at: pathStorage.steps.count - 1)
      }
      pathStorage.computeOrigins(in: tree, rootShift: tree.rootShift, downTo: lowest)
    }
    derivationStorage.finishPass(targetAfter: targetAfter, path: pathStorage, in: tree)
  }

  /// The snapshot at `index` in ``snapshots``, just restored, with the effects its restore
  /// appended since `start`: every one of them writes the restored container, so each is found
  /// by its property alone. The snapshot is copied out of the list once.
  @inline(never)
  mutating func explainRestore(
    snapshotAt index: Int, scope: RestoreScope, effects: [AvoidanceEffect], since start: Int
  ) {
    let slot = snapshots[index].slot
    let configuration = snapshots[index].configuration
    let base = derivationBase
    let restoration = Derivation.Restoration(
      view: configuration.view, snapshot: configuration, policy: restorePolicy(ofSlot: slot),
      userScrolled: !userScrolled.isEmpty && userScrolled.contains(configuration.view),
      occasion: scope == .all ? .all : .leftChain,
      offset: tree[slot: slot].contentOffset,
      contentEffect: Derivation.lastIndex(of: .contentInset, in: effects, since: start, base: base),
      indicatorEffect: Derivation.lastIndex(
        of: .indicatorInsets, in: effects, since: start, base: base),
      offsetEffect: Derivation.lastIndex(of: .contentOffset, in: effects, since: start, base: base)
    )
    derivationStorage.record(restoration)
  }

  /// A list kept still by its anchor.
  @inline(never)
  mutating func recordAnchoring(
    _ slot: Int32, anchor: ScrollAnchor, resolution: ScrollAnchor.Resolution, from: Double,
    effectCount: Int
  ) {
    let node = tree[slot: slot]
    let top = tree.windowFrame(ofSlot: slot, rootShift: tree.rootShift).minY
    var resolvedBy: ViewID?
    var before: Double?
    var after: Double?
    if let candidate = resolution.candidate {
      resolvedBy = candidate == 0 ? anchor.itemID : anchor.fallbacks[candidate - 1].itemID
      // The rule's numbers in window coordinates: where the edge was kept, and where it is.
      switch anchor.edge {
      case .top: before = top + node.adjustedContentInset.top + resolution.distance
      case .bottom:
        before = top + node.frame.height - node.adjustedContentInset.bottom - resolution.distance
      }
      after = top + resolution.edgeY - resolution.offset
    }
    let anchoring = Derivation.Anchoring(
      view: node.id, anchor: anchor.itemID, pin: anchor.pin, resolvedBy: resolvedBy,
      usedFallback: anchor.pin == .none && resolvedBy != anchor.itemID, windowYBefore: before,
      windowYAfter: after, from: from, to: resolution.offset,
      effect: derivationIndex(effectCount - 1))
    derivationStorage.derivation.anchorings.append(anchoring)
  }
}

extension AvoidanceEngine {
  /// A follower's ride, as the rule decided it.
  @inline(never)
  mutating func explainFollower(_ slot: Int32, lift: Double, effect: Int) {
    let step = Derivation.FollowerStep(
      view: tree.id(ofSlot: slot), lift: lift, rootShift: tree.rootShift,
      to: tree[slot: slot].followOffset, effect: derivationIndex(effect))
    derivationStorage.derivation.followers.append(step)
  }

  /// A covered container's insets and lift, as the rule decided them.
  @inline(never)
  mutating func explainCovered(
    _ slot: Int32, _ decision: CoveredDecision, effects: [AvoidanceEffect], since start: Int
  ) {
    let node = tree[slot: slot]
    let base = derivationBase
    func index(of property: AvoidanceEffect.Property) -> Int? {
      Derivation.lastIndex(of: property, in: effects, since: start, base: base)
    }
    let step = Derivation.CoveredStep(
      view: node.id, policy: node.keyboardLift, contentInset: decision.contentInset,
      delta: decision.delta, atEnd: decision.atEnd, from: decision.from, asked: decision.asked,
      to: node.contentOffset.y, lifts: decision.lifts, isRestore: decision.isRestore,
      isDragged: decision.isDragged ? true : nil,
      insets: decision.insets.map {
        Derivation.insetStep($0, view: node.id, effects: effects, since: start, base: base)
      },
      contentEffect: index(of: .contentInset),
      indicatorEffect: index(of: .indicatorInsets), offsetEffect: index(of: .contentOffset))
    derivationStorage.derivation.coveredContainers.append(step)
  }

}

extension AvoidanceDerivation.Pass {
  /// Marks the pass undone: it names no effect.
  mutating func undo() {
    isUndone = true
    for index in offsets.indices { offsets[index].effect = nil }
    for index in insets.indices {
      insets[index].contentEffect = nil
      insets[index].indicatorEffect = nil
    }
    for index in clamps.indices { clamps[index].effect = nil }
    rootShift?.effect = nil
  }
}

extension AvoidanceDerivation {
  /// Marks the pass at `index` of the adjustment at `adjustment` undone: its effects, from the
  /// event's effect `first` on, were taken back, so it names none, and the followers' and
  /// covered containers' steps it took are dropped.
  mutating func undoPass(_ index: Int, of adjustment: Int, fromEffect first: Int) {
    if adjustments.indices.contains(adjustment),
      adjustments[adjustment].passes.indices.contains(index)
    {
      adjustments[adjustment].passes[index].undo()
    }
    followers.removeAll { ($0.effect ?? -1) >= first }
    coveredContainers.removeAll {
      max($0.contentEffect ?? -1, $0.indicatorEffect ?? -1, $0.offsetEffect ?? -1) >= first
    }
  }

  /// Records stage 2 of the adjustment at `last` as its rule decided it, with its insets and
  /// the effects after `start`.
  mutating func record(
    _ decision: AvoidanceEngine.CaretDecision, insets: AvoidanceEngine.InsetDecision,
    view: ViewID, effects: [AvoidanceEffect], since start: Int, base: Int, in last: Int
  ) {
    guard adjustments.indices.contains(last) else { return }
    let offsetEffect =
      decision.to != decision.from
      ? Self.lastIndex(of: .contentOffset, in: effects, since: start, base: base) : nil
    adjustments[last].caretFollowing = CaretFollowing(
      view: view, caret: decision.caret, visibleTop: decision.visiblePart.top,
      visibleBottom: decision.visiblePart.bottom, move: decision.move, rule: decision.rule,
      from: decision.from, asked: decision.asked, minOffset: decision.minOffset,
      maxOffset: decision.maxOffset, to: decision.to, limit: decision.limit,
      insets: Self.insetStep(insets, view: view, effects: effects, since: start, base: base),
      effect: offsetEffect)
  }

  /// An inset decision as the derivation stores it, naming the effects in `effects` that
  /// applied it.
  static func insetStep(
    _ decision: AvoidanceEngine.InsetDecision, view: consuming ViewID,
    effects: [AvoidanceEffect], since start: Int, base: Int
  ) -> InsetStep {
    InsetStep(
      view: view, frameBottom: decision.frameBottom, bandBottom: decision.bandBottom,
      keyboardTop: decision.keyboardTop, automaticInset: decision.automaticInset,
      startingContentInset: decision.startingContentInset,
      startingIndicatorInset: decision.startingIndicatorInset, contentInset: decision.content,
      indicatorInset: decision.indicator,
      contentEffect: lastIndex(of: .contentInset, in: effects, since: start, base: base),
      indicatorEffect: lastIndex(of: .indicatorInsets, in: effects, since: start, base: base),
      contentLimit: decision.contentLimit, indicatorLimit: decision.indicatorLimit)
  }

  /// The index, counted from `base`, of the last effect after `start` in `effects` that writes
  /// `property`; read in place, without copying an effect or slicing the list.
  static func lastIndex(
    of property: AvoidanceEffect.Property, in effects: [AvoidanceEffect], since start: Int,
    base: Int
  ) -> Int? {
    var index = effects.count
    while index > start {
      index -= 1
      if effects[index].change.property == property { return index - base }
    }
    return nil
  }
}
