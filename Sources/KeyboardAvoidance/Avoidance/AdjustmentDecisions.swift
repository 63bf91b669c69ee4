/// What each rule of an adjustment decided, with the numbers it used and the limit that bound
/// it (<doc:HowAvoidanceDecides>).
///
/// The rules return these values; the engine applies them, and the derivation
/// (``AvoidanceDerivation``) stores them as they are. Nothing outside a rule computes what the
/// rule decided again. Each is a handful of numbers, so deciding allocates nothing whether or
/// not derivations are recorded.
extension AvoidanceEngine {
  /// A container's keyboard insets and the terms of their formulas: a chain container's
  /// (rule 6), or a covered container's (§6a, whose band bottom is the effective keyboard top:
  /// no distance).
  struct InsetDecision {
    /// The container's final window frame's bottom (`C.maxY`).
    var frameBottom: Double
    /// The band's bottom (`kTop* − D`).
    var bandBottom: Double
    /// The effective keyboard top.
    var keyboardTop: Double
    /// The automatic inset the platform adds at the bottom.
    var automaticInset: Double
    /// The starting content inset's bottom (the snapshot's, or the current one before one).
    var startingContentInset: Double
    /// The starting indicator inset's bottom.
    var startingIndicatorInset: Double
    /// The content inset's new bottom.
    var content: Double
    /// The indicator inset's new bottom.
    var indicator: Double
    /// Which case decided the content inset.
    var contentLimit: AvoidanceDerivation.InsetLimit
    /// Which case decided the indicator inset.
    var indicatorLimit: AvoidanceDerivation.InsetLimit

    /// The insets for a frame whose bottom is `frameBottom` (rule 6): never less than the
    /// starting values, the starting values when the frame does not reach below the band, the
    /// current ones when the container ignores insets (`current`).
    static func deciding(
      frameBottom: Double, bandBottom: Double, keyboardTop: Double, automaticInset: Double,
      starting: (content: Double, indicator: Double), ignoresInset current: (Double, Double)?
    ) -> InsetDecision {
      var decision = InsetDecision(
        frameBottom: frameBottom, bandBottom: bandBottom, keyboardTop: keyboardTop,
        automaticInset: automaticInset, startingContentInset: starting.content,
        startingIndicatorInset: starting.indicator, content: starting.content,
        indicator: starting.indicator, contentLimit: .notBelowBand, indicatorLimit: .notBelowBand)
      if let current {
        (decision.content, decision.indicator) = current
        (decision.contentLimit, decision.indicatorLimit) = (.ignored, .ignored)
        return decision
      }
      guard frameBottom > bandBottom else { return decision }
      let content = frameBottom - bandBottom - automaticInset
      let indicator = frameBottom - keyboardTop - automaticInset
      decision.content = max(starting.content, content)
      decision.indicator = max(starting.indicator, indicator)
      decision.contentLimit = content >= starting.content ? .keyboard : .starting
      decision.indicatorLimit = indicator >= starting.indicator ? .keyboard : .starting
      return decision
    }
  }

  /// A covered container's change (§6a): its insets, and its offset moved by its lift policy
  /// with `Δ`, the change of its content inset.
  struct CoveredDecision {
    /// The insets its frame and the effective keyboard top decided, or `nil` when it goes back
    /// to its starting insets.
    var insets: InsetDecision?
    /// Its new bottom content inset.
    var contentInset: Double
    /// `Δ`.
    var delta: Double
    /// Whether it was at its end before the change.
    var atEnd: Bool
    /// Its offset before.
    var from: Double
    /// What its policy asked for.
    var asked: Double
    /// Whether its policy moved it.
    var lifts: Bool
    /// Whether it went back to its starting insets.
    var isRestore: Bool
    /// Whether the keyboard was under the finger: no offset written.
    var isDragged: Bool
  }

  /// A chain container's step of the distribution (§5).
  struct OffsetDecision {
    /// The offset before.
    var from: Double
    /// `from + move`.
    var asked: Double
    /// `maxOffset*` and the keyboard inset it was computed with, and the clip (lifting only).
    var maxOffset: Double?
    var keyboardInset: Double?
    var clip: Double?
    /// `minOffset` (lowering only).
    var minOffset: Double?
    /// The offset decided.
    var to: Double
    /// What bound it.
    var limit: AvoidanceDerivation.Limit
    /// The part of the move the container took, `to − from`.
    var taken: Double { to - from }
  }

  /// The root shift of a pass (§4, §5).
  struct RootShiftDecision {
    /// What the minimal move still needs after the chain.
    var asked: Double
    /// Whether ``asked`` is the pass's move less what the containers took (not when an aligned
    /// move needed no minimal move).
    var isRemainder: Bool
    /// How far the keyboard overlaps the root.
    var overlap: Double
    /// The shift decided.
    var to: Double
    /// What bound it.
    var limit: AvoidanceDerivation.Limit
  }

  /// An offset clamped into its valid range after the insets changed (§6).
  struct ClampDecision {
    var from: Double
    var to: Double
    var minOffset: Double
    var maxOffset: Double
  }

  /// Stage 2 of a tall scrolling text view (§3): its caret moved into its visible part.
  struct CaretDecision {
    /// The caret in window coordinates before the text view moves.
    var caret: Rect
    /// The visible part.
    var visiblePart: Band
    /// The move inside the visible part, and the case of the rule that chose it.
    var move: Double
    var rule: AvoidanceDerivation.MoveRule
    var from: Double
    var asked: Double
    var minOffset: Double
    var maxOffset: Double
    /// The offset decided.
    var to: Double
    var limit: AvoidanceDerivation.Limit
  }

  /// The distribution's step for the container of `link` (§5): lifting, the offset goes up by
  /// the move, no further than `maxOffset*` or the clip and never back; lowering, down by the
  /// move, no further than `minOffset` and never on.
  @inline(__always)
  func distributionStep(
    _ link: Ancestry.Link, move: Double, targetTop: Double, band: Band, keyboardTop: Double
  ) -> OffsetDecision {
    let container = pathStorage.slot(link)
    let from = tree[slot: container].contentOffset.y
    let asked = from + move
    guard move > 0 else {
      let minOffset = tree.minOffsetY(container)
      let to = min(from, max(asked, minOffset))
      let limit: AvoidanceDerivation.Limit =
        to == asked ? .none : to == from && to != minOffset ? .current : .minOffset
      return OffsetDecision(
        from: from, asked: asked, minOffset: minOffset, to: to, limit: limit)
    }
    let frame = pathStorage.windowFrame(at: link.position, in: tree)
    let inset = keyboardInsets(for: container, frame: frame, band: band, keyboardTop)
    let maxOffset = tree.maxOffsetY(container, contentInsetBottom: inset.content)
    let clip = targetTop - frame.minY + from + tree.minOffsetY(container)
    let to = max(from, min(asked, maxOffset, clip))
    let limit: AvoidanceDerivation.Limit =
      to == asked
      ? .none
      : to == from && to != min(maxOffset, clip) ? .current : clip <= maxOffset ? .clip : .maxOffset
    return OffsetDecision(
      from: from, asked: asked, maxOffset: maxOffset, keyboardInset: inset.content, clip: clip,
      to: to, limit: limit)
  }

  /// The root shift (§5): what is asked, never below zero and never past the keyboard's
  /// overlap of the root.
  @inline(__always)
  static func rootShift(
    asked: Double, overlap: Double, isRemainder: Bool = true
  ) -> RootShiftDecision {
    let to = min(max(asked, 0), overlap)
    let limit: AvoidanceDerivation.Limit = to == asked ? .none : asked < 0 ? .zero : .overlap
    return RootShiftDecision(
      asked: asked, isRemainder: isRemainder, overlap: overlap, to: to, limit: limit)
  }

  /// The clamp of a chain container's offset into its valid range with its current insets.
  @inline(__always)
  func clamp(_ container: Int32) -> ClampDecision {
    let from = tree[slot: container].contentOffset.y
    let minOffset = tree.minOffsetY(container)
    let maxOffset = tree[slot: container].maxOffsetY
    return ClampDecision(
      from: from, to: ScrollAnchor.clampedOffset(from, min: minOffset, max: maxOffset),
      minOffset: minOffset, maxOffset: maxOffset)
  }
}
