/// The derivation the engine records (``AvoidanceEngine/derivation``) and the storage it reuses
/// from event to event, so that recording allocates nothing once its lists have grown.
///
/// Each event empties the previous derivation in place: its lists keep their capacity, and its
/// passes are set aside whole, to be emptied and filled again by the next passes. The
/// storage is free again only when nothing else holds the previous derivation; a caller that
/// keeps every event's derivation turns ``reusesStorage`` off, and each event then starts from a
/// new, empty derivation whose lists are reserved at the size they will have.
///
/// A pass is recorded apart (``pass``) from its start to its end, then appended to the last
/// adjustment whole.
struct DerivationStorage: Sendable {
  typealias Derivation = AvoidanceDerivation

  /// Whether an event was recorded since recording was switched on: until then the engine has
  /// no derivation to show.
  var isRecording = false
  /// The latest event's derivation.
  var derivation = Derivation()
  /// Whether an event empties the previous derivation in place rather than starting a new one.
  var reusesStorage = true
  /// The pass being recorded, between ``startPass(target:move:rule:alignment:alignedMove:chain:)``
  /// and ``finishPass(targetAfter:path:in:)``.
  private(set) var pass = Derivation.Pass(target: .zero, move: 0, rule: .alreadyVisible)
  /// The positions on the field's path (``Ancestry/steps``) of the containers of the pass's
  /// offset steps, in order: the derivation names views only.
  private var offsetPositions: [Int] = []
  /// The number of containers in the pass's chain: the most offset and inset steps it records.
  private var chainCount = 0
  /// Passes of earlier events, with their lists, to be emptied when a pass reuses them.
  private var sparePasses: [Derivation.Pass] = []
  /// The emptied pass lists of earlier events' adjustments, their capacity kept.
  private var sparePassLists: [[Derivation.Pass]] = []

  /// A storage that records nothing yet.
  init(reusesStorage: Bool = true) {
    self.reusesStorage = reusesStorage
  }

  /// Starts the derivation of an event: empty, on the previous one's storage when it may be
  /// reused.
  mutating func begin() {
    isRecording = true
    guard reusesStorage else {
      derivation = Derivation()
      return
    }
    if !derivation.adjustments.isEmpty {
      for adjustment in derivation.adjustments.indices {
        var passes: [Derivation.Pass] = []
        swap(&passes, &derivation.adjustments[adjustment].passes)
        if sparePasses.isEmpty {
          // The list becomes the spare passes whole, and the emptied spare list a pass list.
          swap(&passes, &sparePasses)
        } else {
          while let pass = passes.popLast() { sparePasses.append(pass) }
        }
        if passes.capacity > 0 { sparePassLists.append(consume passes) }
      }
      Self.empty(&derivation.adjustments)
    }
    if !derivation.restores.isEmpty { Self.empty(&derivation.restores) }
    if !derivation.anchorings.isEmpty { Self.empty(&derivation.anchorings) }
    if !derivation.followers.isEmpty { Self.empty(&derivation.followers) }
    if !derivation.coveredContainers.isEmpty { Self.empty(&derivation.coveredContainers) }
  }

  /// Stops recording: no derivation, and no storage kept for one.
  mutating func end() {
    self = DerivationStorage(reusesStorage: reusesStorage)
  }

  /// Adds an adjustment, on a set-aside pass list when there is one.
  mutating func append(
    field: consuming ViewID, band: consuming Derivation.BandTerms,
    target: consuming Derivation.Target
  ) {
    var passes = sparePassLists.popLast() ?? []
    if !reusesStorage { passes.reserveCapacity(1) }
    derivation.adjustments.append(
      Derivation.Adjustment(field: field, band: band, target: target, passes: consume passes))
  }

  /// Starts a pass of the last adjustment, through a chain of `chain` containers, on a
  /// set-aside pass's lists when there are some.
  mutating func startPass(
    target: Rect, move: Double, rule: Derivation.MoveRule, alignment: RevealAlignment?,
    alignedMove: Double?, chain: Int
  ) {
    Self.empty(&offsetPositions)
    chainCount = chain
    guard var spare = sparePasses.popLast() else {
      pass = Derivation.Pass(
        target: target, move: move, rule: rule, alignment: alignment, alignedMove: alignedMove)
      if !reusesStorage { pass.insets.reserveCapacity(chain) }
      return
    }
    Self.empty(&spare.offsets)
    Self.empty(&spare.insets)
    Self.empty(&spare.clamps)
    pass = Derivation.Pass(
      target: target, move: move, rule: rule, offsets: spare.offsets, insets: spare.insets,
      clamps: spare.clamps, alignment: alignment, alignedMove: alignedMove)
  }

  /// Records the step of the container at `position` on the field's path as the distribution
  /// decided it, with the effect that applied it.
  mutating func record(
    _ step: AvoidanceEngine.OffsetDecision, view: consuming ViewID, position: Int, effect: Int?
  ) {
    if pass.offsets.isEmpty { pass.offsets.reserveCapacity(chainCount) }
    pass.offsets.append(
      Derivation.OffsetStep(
        view: view, from: step.from, asked: step.asked, maxOffset: step.maxOffset,
        keyboardInset: step.keyboardInset, clip: step.clip, minOffset: step.minOffset,
        to: step.to, limit: step.limit, effect: effect))
    offsetPositions.append(position)
  }

  /// Records a chain container's keyboard insets as the rule decided them, with the effects
  /// after `start` that applied them, counted from the event's effect `base`.
  mutating func record(
    _ decision: AvoidanceEngine.InsetDecision, view: consuming ViewID,
    effects: [AvoidanceEffect], since start: Int, base: Int
  ) {
    pass.insets.append(
      Derivation.insetStep(decision, view: view, effects: effects, since: start, base: base))
  }

  /// Records the pass's root shift as the rule decided it.
  mutating func record(_ decision: AvoidanceEngine.RootShiftDecision, effect: Int?) {
    pass.rootShift = Derivation.RootShiftStep(
      asked: decision.asked, overlap: decision.overlap, to: decision.to, limit: decision.limit,
      effect: effect)
  }

  /// Records an offset the pass clamped.
  mutating func record(
    _ decision: AvoidanceEngine.ClampDecision, view: consuming ViewID, effect: Int
  ) {
    pass.clamps.append(
      Derivation.ClampStep(
        view: view, from: decision.from, to: decision.to, minOffset: decision.minOffset,
        maxOffset: decision.maxOffset, effect: effect))
  }

  /// Ends the pass and appends it to the last adjustment: where its target ended up, and where
  /// on screen each limit that bound a value lies, read off `tree` as the pass left it. The
  /// containers' window frames are summed from the root down along `path` in one walk, as
  /// ``ViewTree`` sums each one.
  mutating func finishPass(targetAfter: Rect, path: Ancestry, in tree: ViewTree) {
    pass.targetAfter = targetAfter
    var position = path.steps.count - 1
    var origin = tree.windowOrigin(ofRootShiftedBy: tree.rootShift)
    // Outermost first, so that the walk goes down the path once.
    var index = min(pass.offsets.count, offsetPositions.count)
    while index > 0 {
      index -= 1
      let limit = pass.offsets[index].limit
      guard limit == .maxOffset || limit == .minOffset || limit == .clip else { continue }
      let container = offsetPositions[index]
      guard container <= position, container >= 0 else { continue }
      while position > container {
        position -= 1
        origin = tree.windowOrigin(ofChildSlot: path.steps[position].slot, parentOrigin: origin)
      }
      let slot = path.steps[container].slot
      let frame = Rect(origin: origin, size: tree.frame(ofSlot: slot).size)
      let inset = tree[slot: slot].adjustedContentInset
      pass.offsets[index].limitEdge =
        limit == .maxOffset ? frame.maxY - inset.bottom : frame.minY + inset.top
    }
    if pass.rootShift?.limit == .overlap {
      pass.rootShift?.limitEdge = tree[slot: ViewTree.rootSlot].frame.maxY - tree.rootShift
    }
    guard let last = derivation.adjustments.indices.last else { return }
    // Moved, not copied: the storage's pass keeps no reference to the lists.
    var finished = Derivation.Pass(target: .zero, move: 0, rule: .alreadyVisible)
    swap(&finished, &pass)
    derivation.adjustments[last].passes.append(finished)
  }

  /// Empties `list`, keeping its capacity: one element at a time, as a list here holds few.
  private static func empty<Element>(_ list: inout [Element]) {
    while !list.isEmpty { list.removeLast() }
  }
}
