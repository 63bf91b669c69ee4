/// The derivation the engine records (``AvoidanceEngine/derivation``) and the storage it reuses
/// from event to event, so that recording allocates nothing once its lists have grown.
///
/// An event records over the previous event's derivation, in place: an adjustment takes the
/// place of the previous event's adjustment at the same position, a pass the place of its pass,
/// and a step or restoration the place of the one at its position, so that nothing is taken
/// apart and built again when events have the same shape, as they mostly do. What the event did
/// not reach is set aside or dropped when it ends (``finish()``): adjustments whole, with their
/// passes and lists, for later events; passes with their lists. The other lists are emptied
/// when the event begins, keeping their capacity. The storage is free again only when nothing
/// else holds the previous derivation; a caller that keeps every event's derivation turns
/// ``reusesStorage`` off, and each event then starts from a new, empty derivation whose lists
/// are reserved at the size they will have.
///
/// A pass is recorded apart (``pass``) from its start to its end, then swapped into its place
/// in the last adjustment; the pass it replaces is the one the next pass is recorded in.
struct DerivationStorage: Sendable {
  typealias Derivation = AvoidanceDerivation

  /// Whether an event was recorded since recording was switched on: until then the engine has
  /// no derivation to show.
  var isRecording = false
  /// The latest event's derivation; during an event, its adjustments past
  /// ``adjustmentCount`` and the last one's passes past ``passCount`` are the previous event's.
  var derivation = Derivation()
  /// Whether an event records over the previous derivation in place rather than starting a new
  /// one.
  var reusesStorage = true
  /// The pass being recorded, between ``startPass(target:move:rule:alignment:alignedMove:chain:)``
  /// and ``finishPass(targetAfter:path:in:)``; between passes, the one the next pass reuses.
  private(set) var pass = Derivation.Pass(target: .zero, move: 0, rule: .alreadyVisible)
  /// The number of adjustments the current event has recorded.
  private var adjustmentCount = 0
  /// The number of passes the current event has recorded in its last adjustment.
  private var passCount = 0
  /// The number of passes the last adjustment held from the previous event: those past
  /// ``passCount`` are still to be replaced or dropped.
  private var reusablePassCount = 0
  /// The numbers of offset, inset and clamp steps the pass has recorded: its lists' further
  /// steps are a previous pass's, replaced one by one and dropped when the pass ends.
  private var offsetCount = 0
  private var insetCount = 0
  private var clampCount = 0
  /// The number of snapshots the event has restored: the further restorations in the
  /// derivation are the previous event's, replaced one by one and dropped when the event ends.
  private var restoreCount = 0
  /// The positions on the field's path (``Ancestry/steps``) of the containers of the pass's
  /// offset steps, in order: the derivation names views only.
  private var offsetPositions: [Int] = []
  /// The number of containers in the pass's chain: the most offset and inset steps it records.
  private var chainCount = 0
  /// The lowest position on the field's path of a container whose offset step a limit bound
  /// that lies on screen (``AvoidanceDerivation/OffsetStep/limitEdge``), or `Int.max`: the
  /// path's window origins must be current down to it when the pass ends.
  private(set) var lowestLimitedPosition = Int.max
  /// Passes of earlier events, with their lists, for passes to be recorded over.
  private var sparePasses: [Derivation.Pass] = []
  /// Adjustments of earlier events, with their passes, for adjustments to be recorded over.
  private var spareAdjustments: [Derivation.Adjustment] = []
  /// Restorations of an earlier event, for restorations to be recorded over.
  private var spareRestores: [Derivation.Restoration] = []

  /// A storage that records nothing yet.
  init(reusesStorage: Bool = true) {
    self.reusesStorage = reusesStorage
  }

  /// Starts the derivation of an event: on the previous one's storage when it may be reused,
  /// whose adjustments and restorations the event records over and whose other lists it empties.
  mutating func begin() {
    isRecording = true
    adjustmentCount = 0
    passCount = 0
    reusablePassCount = 0
    restoreCount = 0
    guard reusesStorage else {
      derivation = Derivation()
      return
    }
    if !derivation.anchorings.isEmpty { Self.empty(&derivation.anchorings) }
    if !derivation.followers.isEmpty { Self.empty(&derivation.followers) }
    if !derivation.coveredContainers.isEmpty { Self.empty(&derivation.coveredContainers) }
    derivation.track = nil
  }

  /// Ends the derivation of an event: sets aside the adjustments and passes the previous event
  /// recorded beyond it, and drops its further restorations.
  mutating func finish() {
    if derivation.restores.count > restoreCount || reusablePassCount > passCount
      || derivation.adjustments.count > adjustmentCount
    {
      setAsideUnreached()
    }
  }

  /// Sets aside or drops what the previous event recorded beyond the event that ends. Kept out
  /// of line, like every path taken only when an event's shape differs from the previous
  /// one's, so that recording an event of the same shape runs through compact code.
  @inline(never)
  private mutating func setAsideUnreached() {
    if derivation.restores.count > restoreCount {
      if restoreCount == 0 && spareRestores.isEmpty {
        swap(&derivation.restores, &spareRestores)
      } else {
        Self.truncate(&derivation.restores, to: restoreCount)
      }
    }
    if reusablePassCount > passCount { dropPassesBeyondCount() }
    guard derivation.adjustments.count > adjustmentCount else { return }
    if adjustmentCount == 0 && spareAdjustments.isEmpty {
      // Every adjustment is set aside at once, and the derivation keeps the empty list.
      swap(&derivation.adjustments, &spareAdjustments)
      return
    }
    while derivation.adjustments.count > adjustmentCount,
      let adjustment = derivation.adjustments.popLast()
    {
      spareAdjustments.append(adjustment)
    }
  }

  /// Sets aside the passes of the last recorded adjustment beyond those the event recorded.
  /// Kept out of line: events mostly record as many passes as the previous one.
  @inline(never)
  private mutating func dropPassesBeyondCount() {
    guard adjustmentCount > 0 else { return }
    let last = adjustmentCount - 1
    while reusablePassCount > passCount,
      let pass = derivation.adjustments[last].passes.popLast()
    {
      sparePasses.append(pass)
      reusablePassCount -= 1
    }
  }

  /// Stops recording: no derivation, and no storage kept for one.
  mutating func end() {
    self = DerivationStorage(reusesStorage: reusesStorage)
  }

  /// Adds an adjustment: in the place of the previous event's adjustment at its position, or
  /// of a set-aside one, when there is one.
  mutating func append(
    field: consuming ViewID, band: consuming Derivation.BandTerms,
    target: consuming Derivation.Target
  ) {
    if reusablePassCount > passCount { dropPassesBeyondCount() }
    passCount = 0
    if adjustmentCount < derivation.adjustments.count || takeSpareAdjustment() {
      reusablePassCount = derivation.adjustments[adjustmentCount].reuse(
        field: field, band: band, target: target)
    } else {
      reusablePassCount = 0
      appendAdjustment(field: field, band: band, target: target)
    }
    adjustmentCount += 1
  }

  /// Puts a set-aside adjustment at the end of the derivation's list, to be recorded over, and
  /// returns whether there was one. Kept out of line.
  @inline(never)
  private mutating func takeSpareAdjustment() -> Bool {
    guard !spareAdjustments.isEmpty else { return false }
    if derivation.adjustments.isEmpty {
      // The set-aside adjustments come back at once, and the spare list keeps the empty one.
      swap(&derivation.adjustments, &spareAdjustments)
    } else if let spare = spareAdjustments.popLast() {
      derivation.adjustments.append(spare)
    }
    return adjustmentCount < derivation.adjustments.count
  }

  /// Appends a new adjustment with no passes yet. Kept out of line.
  @inline(never)
  private mutating func appendAdjustment(
    field: consuming ViewID, band: consuming Derivation.BandTerms,
    target: consuming Derivation.Target
  ) {
    var passes: [Derivation.Pass] = []
    if !reusesStorage { passes.reserveCapacity(1) }
    derivation.adjustments.append(
      Derivation.Adjustment(field: field, band: band, target: target, passes: consume passes))
  }

  /// Starts a pass of the last adjustment, through a chain of `chain` containers, in the
  /// storage's pass, emptied.
  mutating func startPass(
    target: Rect, move: Double, rule: Derivation.MoveRule, alignment: RevealAlignment?,
    alignedMove: Double?, chain: Int
  ) {
    offsetCount = 0
    insetCount = 0
    clampCount = 0
    chainCount = chain
    lowestLimitedPosition = .max
    pass.reuse(
      target: target, move: move, rule: rule, alignment: alignment, alignedMove: alignedMove)
    if !reusesStorage { pass.insets.reserveCapacity(chain) }
  }

  /// Records the step of the container at `position` on the field's path as the distribution
  /// decided it, with the effect that applied it.
  mutating func record(
    _ step: AvoidanceEngine.OffsetDecision, view: consuming ViewID, position: Int, effect: Int?
  ) {
    if pass.offsets.isEmpty { pass.offsets.reserveCapacity(chainCount) }
    Self.put(
      Derivation.OffsetStep(
        view: view, from: step.from, asked: step.asked, maxOffset: step.maxOffset,
        keyboardInset: step.keyboardInset, clip: step.clip, minOffset: step.minOffset,
        to: step.to, limit: step.limit, effect: effect, taken: step.taken),
      at: offsetCount, in: &pass.offsets)
    Self.put(position, at: offsetCount, in: &offsetPositions)
    offsetCount += 1
    if step.limit == .maxOffset || step.limit == .minOffset || step.limit == .clip {
      lowestLimitedPosition = min(lowestLimitedPosition, position)
    }
  }

  /// Records a chain container's keyboard insets as the rule decided them, with the effects
  /// after `start` that applied them, counted from the event's effect `base`.
  mutating func record(
    _ decision: AvoidanceEngine.InsetDecision, view: consuming ViewID,
    effects: [AvoidanceEffect], since start: Int, base: Int
  ) {
    Self.put(
      Derivation.insetStep(decision, view: view, effects: effects, since: start, base: base),
      at: insetCount, in: &pass.insets)
    insetCount += 1
  }

  /// Records the pass's root shift as the rule decided it.
  mutating func record(_ decision: AvoidanceEngine.RootShiftDecision, effect: Int?) {
    pass.rootShift = Derivation.RootShiftStep(
      asked: decision.asked, overlap: decision.overlap, to: decision.to, limit: decision.limit,
      effect: effect, isRemainder: decision.isRemainder)
  }

  /// Records an offset the pass clamped.
  mutating func record(
    _ decision: AvoidanceEngine.ClampDecision, view: consuming ViewID, effect: Int
  ) {
    Self.put(
      Derivation.ClampStep(
        view: view, from: decision.from, to: decision.to, minOffset: decision.minOffset,
        maxOffset: decision.maxOffset, effect: effect),
      at: clampCount, in: &pass.clamps)
    clampCount += 1
  }

  /// Records a snapshot the event restored.
  mutating func record(_ restoration: consuming Derivation.Restoration) {
    if restoreCount == 0 && derivation.restores.isEmpty && !spareRestores.isEmpty {
      swap(&derivation.restores, &spareRestores)
    }
    Self.put(restoration, at: restoreCount, in: &derivation.restores)
    restoreCount += 1
  }

  /// Ends the pass and puts it in its place in the last adjustment: where its target ended up,
  /// and where on screen each limit that bound a value lies, read off `tree` as the pass left
  /// it, with the containers' window origins that `path` holds (current, for the tree's root
  /// shift, down to ``lowestLimitedPosition``).
  mutating func finishPass(targetAfter: Rect, path: Ancestry, in tree: ViewTree) {
    if pass.offsets.count > offsetCount || pass.insets.count > insetCount
      || pass.clamps.count > clampCount
    {
      dropUnreachedSteps()
    }
    pass.targetAfter = targetAfter
    if lowestLimitedPosition < path.steps.count {
      for index in 0..<min(pass.offsets.count, offsetCount) {
        let limit = pass.offsets[index].limit
        guard limit == .maxOffset || limit == .minOffset || limit == .clip else { continue }
        let container = offsetPositions[index]
        guard container >= lowestLimitedPosition, container < path.steps.count else { continue }
        let frame = path.windowFrame(at: container, in: tree)
        let inset = tree[slot: path.steps[container].slot].adjustedContentInset
        pass.offsets[index].limitEdge =
          limit == .maxOffset ? frame.maxY - inset.bottom : frame.minY + inset.top
      }
    }
    if pass.rootShift?.limit == .overlap {
      pass.rootShift?.limitEdge = tree[slot: ViewTree.rootSlot].frame.maxY - tree.rootShift
    }
    guard adjustmentCount > 0 else { return }
    let last = adjustmentCount - 1
    if passCount < reusablePassCount {
      // Swapped, not copied: the previous event's pass comes back to be reused.
      swap(&pass, &derivation.adjustments[last].passes[passCount])
    } else {
      appendPass(to: last)
    }
    passCount += 1
  }

  /// Drops the steps of the pass's lists past those the pass recorded. Kept out of line.
  @inline(never)
  private mutating func dropUnreachedSteps() {
    Self.truncate(&pass.offsets, to: offsetCount)
    Self.truncate(&pass.insets, to: insetCount)
    Self.truncate(&pass.clamps, to: clampCount)
  }

  /// Appends the pass to the adjustment at `adjustment`, moved rather than copied, and takes a
  /// set-aside pass, if any, for the next one. Kept out of line.
  @inline(never)
  private mutating func appendPass(to adjustment: Int) {
    var finished =
      sparePasses.popLast() ?? Derivation.Pass(target: .zero, move: 0, rule: .alreadyVisible)
    swap(&finished, &pass)
    derivation.adjustments[adjustment].passes.append(finished)
  }

  /// Records where the last adjustment found its target on screen, with the root shift
  /// `rootShiftBefore` it began with, and how far up its passes moved it.
  mutating func recordTravel(rootShiftBefore: Double) {
    guard adjustmentCount > 0 else { return }
    let index = adjustmentCount - 1
    // Only this event's passes: a reused adjustment may still hold the previous event's beyond.
    let passes = derivation.adjustments[index].passes.prefix(passCount)
    guard let first = passes.first, let last = passes.last(where: { !$0.isUndone }) else {
      return
    }
    let before = first.target.offsetBy(dx: 0, dy: -rootShiftBefore)
    derivation.adjustments[index].targetBefore = before
    derivation.adjustments[index].travel = before.minY - (last.targetAfter ?? last.target).minY
  }

  /// Marks the last pass undone (``AvoidanceDerivation/undoPass(_:of:fromEffect:)``).
  mutating func undoLastPass(fromEffect first: Int) {
    derivation.undoPass(passCount - 1, of: adjustmentCount - 1, fromEffect: first)
  }

  /// Records stage 2 of the last adjustment as its rule decided it, with its insets and the
  /// effects after `start`.
  mutating func record(
    _ decision: AvoidanceEngine.CaretDecision, insets: AvoidanceEngine.InsetDecision,
    view: ViewID, effects: [AvoidanceEffect], since start: Int, base: Int
  ) {
    guard adjustmentCount > 0 else { return }
    derivation.record(
      decision, insets: insets, view: view, effects: effects, since: start, base: base,
      in: adjustmentCount - 1)
  }

  /// Empties `list`, keeping its capacity: one element at a time, as a list here holds few.
  private static func empty<Element>(_ list: inout [Element]) {
    while !list.isEmpty { list.removeLast() }
  }

  /// Drops the elements of `list` past its first `count`, keeping its capacity.
  private static func truncate<Element>(_ list: inout [Element], to count: Int) {
    while list.count > count { list.removeLast() }
  }

  /// Puts `element` at `index` in `list`, over the element of a previous event or pass there,
  /// or at its end: overwriting an element costs less than removing it and appending another.
  @inline(__always)
  private static func put<Element>(
    _ element: consuming Element, at index: Int, in list: inout [Element]
  ) {
    if index < list.count {
      list[index] = element
    } else {
      append(element, to: &list)
    }
  }

  /// Appends `element` to `list`. Kept out of line: a list mostly grows only in its first
  /// events.
  @inline(never)
  private static func append<Element>(_ element: consuming Element, to list: inout [Element]) {
    list.append(element)
  }
}

extension AvoidanceDerivation.Adjustment {
  /// Turns a previous event's adjustment into a new one's start, in place, and returns the
  /// number of its passes: they are replaced one by one as the new adjustment's passes end.
  fileprivate mutating func reuse(
    field: consuming ViewID, band: consuming AvoidanceDerivation.BandTerms,
    target: consuming AvoidanceDerivation.Target
  ) -> Int {
    self.field = field
    self.band = band
    self.target = target
    if case .some = caretFollowing { caretFollowing = nil }
    targetBefore = nil
    travel = nil
    return passes.count
  }
}

extension AvoidanceDerivation.Pass {
  /// Turns a set-aside pass into a new pass's start, in place: every value it ends with
  /// cleared. Its lists' steps are replaced one by one as the new pass records its own.
  fileprivate mutating func reuse(
    target: Rect, move: Double, rule: AvoidanceDerivation.MoveRule, alignment: RevealAlignment?,
    alignedMove: Double?
  ) {
    self.target = target
    self.move = move
    self.rule = rule
    rootShift = nil
    isUndone = false
    self.alignment = alignment
    self.alignedMove = alignedMove
    targetAfter = nil
  }
}

extension DerivationStorage {
  /// Every broken invariant of the storage between events, described; empty for a sound one.
  ///
  /// Checks that a storage that records nothing holds nothing (an empty derivation, no pass
  /// started, nothing set aside), and that a recording one holds exactly what the latest event
  /// recorded: as many adjustments and restorations as it counted, its last adjustment as many
  /// passes, and a position on the field's path for each offset step of the pass.
  ///
  /// - Complexity: O(*a* + *r*) for *a* adjustments and *r* restorations, kept and set aside.
  func _checkInvariants() -> [String] {
    guard isRecording else {
      var problems: [String] = []
      if derivation != AvoidanceDerivation() { problems.append("a derivation kept while off") }
      if !spareAdjustments.isEmpty || !sparePasses.isEmpty || !spareRestores.isEmpty {
        problems.append("storage set aside while off")
      }
      return problems
    }
    var problems: [String] = []
    if derivation.adjustments.count != adjustmentCount {
      problems.append(
        "\(derivation.adjustments.count) adjustments kept, \(adjustmentCount) recorded")
    }
    if derivation.restores.count != restoreCount {
      problems.append("\(derivation.restores.count) restorations kept, \(restoreCount) recorded")
    }
    if adjustmentCount > 0, adjustmentCount <= derivation.adjustments.count,
      derivation.adjustments[adjustmentCount - 1].passes.count != passCount
    {
      let kept = derivation.adjustments[adjustmentCount - 1].passes.count
      problems.append("the last adjustment keeps \(kept) passes, \(passCount) recorded")
    }
    if offsetPositions.count < offsetCount {
      problems.append("\(offsetCount) offset steps, \(offsetPositions.count) positions")
    }
    return problems
  }
}
