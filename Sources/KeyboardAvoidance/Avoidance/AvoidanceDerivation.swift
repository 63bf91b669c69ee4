/// The numbers behind one event's effects: for each adjustment, restore and anchoring the event
/// made, the values of the rules the engine applied (<doc:HowAvoidanceDecides>).
///
/// The engine records it only when asked (``AvoidanceEngine/recordsDerivations``); otherwise
/// ``AvoidanceEngine/derivation`` stays `nil` and recording costs one branch per event.
///
/// ```swift
/// var engine = AvoidanceEngine(tree: loginForm)
/// engine.recordsDerivations = true
/// engine.handle(.focus("email"))
/// engine.handle(.keyboard(KeyboardNotification(.keyboardWillShow, frame: keyboard)))
/// let adjustment = engine.derivation?.adjustments.first
/// adjustment?.band.bottom             // 498 = keyboard top 508 − D 10
/// adjustment?.passes[0].offsets[0].to  // 193, bound by nothing: asked 193, max 949, clip 600
/// ```
///
/// The shape is stable: new values may be added as optional members, and none is renamed or
/// removed within a major version. Its `Codable` form uses the member names below; every
/// window value is in window coordinates, computed with rootShift 0 unless said otherwise.
/// Each value that was applied names the index of the effect that applied it (`effect`,
/// counted from the event's first effect), or `nil` when it changed nothing.
public struct AvoidanceDerivation: Hashable, Sendable, Codable {
  /// The reveals the event ran, in order (usually one).
  public package(set) var adjustments: [Adjustment] = []
  /// The snapshots the event restored, in the order they were restored.
  public package(set) var restores: [Restoration] = []
  /// The lists whose content the event kept still.
  public package(set) var anchorings: [Anchoring] = []
  /// The followers the event moved, in the order it moved them (v1.3).
  public package(set) var followers: [FollowerStep] = []
  /// The covered containers the event lifted or put back, in the order it did (v1.3).
  public package(set) var coveredContainers: [CoveredStep] = []
  /// How the event placed the root for the keyboard under the finger, while a drag was in force
  /// (v1.4); its followers and covered containers are in ``followers`` and
  /// ``coveredContainers``, placed for ``TrackPlacement/trackedTop``.
  public package(set) var track: TrackPlacement?

  /// An empty derivation.
  public init() {}
}

extension AvoidanceDerivation {
  /// Decodes a derivation from its `Codable` form; ``followers`` and ``coveredContainers``,
  /// which the JSON trace leaves out when they are empty (they came with v1.3), read as empty
  /// when absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    adjustments = try container.decode([Adjustment].self, forKey: .adjustments)
    restores = try container.decode([Restoration].self, forKey: .restores)
    anchorings = try container.decode([Anchoring].self, forKey: .anchorings)
    followers = try container.decodeIfPresent([FollowerStep].self, forKey: .followers) ?? []
    coveredContainers =
      try container.decodeIfPresent([CoveredStep].self, forKey: .coveredContainers) ?? []
    track = try container.decodeIfPresent(TrackPlacement.self, forKey: .track)
  }
}

extension AvoidanceDerivation {
  /// One reveal of a focused field's target.
  public struct Adjustment: Hashable, Sendable, Codable {
    /// The focused field.
    public package(set) var field: ViewID
    /// The band and its terms.
    public package(set) var band: BandTerms
    /// The reveal target and why it is that rect.
    public package(set) var target: Target
    /// The distribution passes, the first one and those a clamp ran again.
    public package(set) var passes: [Pass] = []
    /// Stage 2 of a scrolling text view taller than the band: its caret followed inside its
    /// visible part.
    public package(set) var caretFollowing: CaretFollowing?
    /// The target where it was on screen when the adjustment began, in window coordinates with
    /// the containers' offsets and the root shift of that moment (v1.4).
    public package(set) var targetBefore: Rect?
    /// How far up on screen the adjustment moved the target, from ``targetBefore`` to where its
    /// last pass left it (the pass's target after its moves); negative when it moved down (v1.4).
    public package(set) var travel: Double?
  }

  /// The band's edges and the terms they come from.
  public struct BandTerms: Hashable, Sendable, Codable {
    /// `rootY + bars`.
    public package(set) var top: Double
    /// `keyboardTop − distance`.
    public package(set) var bottom: Double
    /// The root's frame y.
    public package(set) var rootY: Double
    /// The root's top safe area (the bars, which do not move with the root).
    public package(set) var bars: Double
    /// The keyboard's top (`K.minY`).
    public package(set) var keyboardTop: Double
    /// The keyboard distance D.
    public package(set) var distance: Double
    /// Where D came from.
    public package(set) var distanceSource: DistanceSource
    /// The follower riding the keyboard whose top is the effective keyboard top (``keyboardTop``
    /// is then that top, not the keyboard's), or `nil` when none rides higher (v1.3).
    public package(set) var ridingFollower: ViewID?
    /// The keyboard's own top when a riding follower raised the effective top above it.
    package var keyboardFrameTop: Double?
  }

  /// Where the keyboard distance D came from.
  public enum DistanceSource: String, Hashable, Sendable, Codable {
    /// The field's own `distance`.
    case field
    /// The settings' `keyboardDistance`.
    case settings
  }

  /// The rect that must end up in the band.
  public struct Target: Hashable, Sendable, Codable {
    /// The view whose frame (or caret) it is.
    public package(set) var view: ViewID
    /// Which rect, and so why.
    public package(set) var kind: TargetKind
    /// The rect in window coordinates, with rootShift 0, before anything moved.
    public package(set) var rect: Rect
  }

  /// Which rect a reveal target is.
  public enum TargetKind: String, Hashable, Sendable, Codable {
    /// The field's frame: a text field, or a text view that fits in the band.
    case field
    /// The whole cell of a table or collection that holds the field.
    case cell
    /// The box of a scrolling text view taller than the band (stage 1; stage 2 follows the caret).
    case box
    /// The caret of a self-sizing text view taller than the band.
    case caret
  }

  /// The case of the "how far to move" rule that chose a move.
  public enum MoveRule: String, Hashable, Sendable, Codable {
    /// The target is taller than the band: its top meets the band top.
    case alignTop
    /// The target's bottom is below the band: lifted to the band bottom.
    case liftAboveKeyboard
    /// The target's top is above the band: brought down to the band top.
    case bringBelowBars
    /// The target is inside the band: nothing moves.
    case alreadyVisible
    /// The field rides the keyboard inside a follower: nothing moves for it (v1.3).
    case ridesKeyboard
  }

  /// How far a follower rides the keyboard (v1.3).
  public struct FollowerStep: Hashable, Sendable, Codable {
    /// The follower.
    public package(set) var view: ViewID
    /// `F.maxY − kTop` of its resting frame, or 0 when it ends above the keyboard.
    public package(set) var lift: Double
    /// The root shift it is drawn against.
    public package(set) var rootShift: Double
    /// Its offset, `lift − rootShift` (0 when it goes back to rest).
    public package(set) var to: Double
    /// The effect that applied it.
    public package(set) var effect: Int?
  }

  /// A covered container's insets and lift policy in one adjustment or restore (v1.3).
  public struct CoveredStep: Hashable, Sendable, Codable {
    /// The container.
    public package(set) var view: ViewID
    /// Its ``KeyboardLift`` policy.
    public package(set) var policy: KeyboardLift
    /// Its new bottom content inset: `max(start, C.maxY − kTop* − C.safeArea.bottom)`, or the
    /// starting value when it goes back.
    public package(set) var contentInset: Double
    /// `Δ`, the change of its bottom content inset.
    public package(set) var delta: Double
    /// Whether it was at its end before the change.
    public package(set) var atEnd: Bool
    /// Its offset before.
    public package(set) var from: Double
    /// What its policy asked for before clamping.
    public package(set) var asked: Double
    /// The offset applied, clamped into the new range.
    public package(set) var to: Double
    /// Whether the policy moved it (`lift`) rather than only keeping it in range (`clamp`).
    public package(set) var lifts: Bool
    /// Whether it went back to its starting insets (uncovered, or the keyboard left).
    public package(set) var isRestore: Bool
    /// Whether the keyboard was under the finger (v1.4): the insets followed the tracked top and
    /// the offset, the finger's, was not written; `nil` otherwise.
    public package(set) var isDragged: Bool?
    /// The terms of its insets and the case that decided each, as a chain container's are
    /// recorded (v1.4): its band bottom and keyboard top are both the effective keyboard top.
    /// `nil` when it went back to its starting insets.
    public package(set) var insets: InsetStep?
    /// The effect that applied ``contentInset``.
    public package(set) var contentEffect: Int?
    /// The effect that applied the indicator inset (the same value as ``contentInset``).
    public package(set) var indicatorEffect: Int?
    /// The effect that applied ``to``.
    public package(set) var offsetEffect: Int?
  }

  /// The root placed on the dragged keyboard (v1.4): it rests on the keyboard's top and never
  /// rises higher than the focused field's decision asks.
  public struct TrackPlacement: Hashable, Sendable, Codable {
    /// The top the host reported, or `nil` when the event was not the drag itself (a focus, an
    /// update… during the drag).
    public package(set) var reportedTop: Double?
    /// The notified keyboard's top, `kTop`: the highest the tracked top goes.
    public package(set) var keyboardTop: Double
    /// The window's bottom, `H`: the lowest the tracked top goes.
    public package(set) var windowBottom: Double
    /// `kTrack = clamp(reportedTop, kTop, H)`.
    public package(set) var trackedTop: Double
    /// The root's frame bottom (`root.maxY`).
    public package(set) var rootBottom: Double
    /// `max(0, rootBottom − trackedTop)`: how far the dragged keyboard overlaps the root.
    public package(set) var overlap: Double
    /// `R`: the shift the focused field's decision against the notified keyboard asks for.
    public package(set) var restingRootShift: Double
    /// `min(R, overlap)`, the shift applied.
    public package(set) var rootShift: Double
    /// Where the bound lies on screen: the shifted root's bottom, `rootBottom − rootShift`, in
    /// window coordinates (the tracked top when ``limit`` is ``Limit/overlap``).
    package var shiftedRootBottom: Double
    /// What bound it: ``Limit/none`` (the root at `R`, the keyboard no lower than its bottom)
    /// or ``Limit/overlap`` (the root's bottom on the keyboard's top).
    public package(set) var limit: Limit
    /// The effect that applied it.
    public package(set) var effect: Int?
  }

  /// What bound a value: the limit that made it differ from what was asked.
  public enum Limit: String, Hashable, Sendable, Codable {
    /// Nothing: the value asked for was applied.
    case none
    /// The valid range's end, with the keyboard inset (`maxOffset*`).
    case maxOffset
    /// The offset at which the target's top reaches the container's visible top.
    case clip
    /// The valid range's start (`minOffset`).
    case minOffset
    /// The current offset: a container never scrolls back while lifting, or on while lowering.
    case current
    /// The root never rises further than the keyboard overlaps it.
    case overlap
    /// The root never shifts down (a shift is never negative).
    case zero
  }

  /// One distribution pass.
  public struct Pass: Hashable, Sendable, Codable {
    /// The target at the pass's start, with the containers' offsets at that time.
    public package(set) var target: Rect
    /// The move the band asked for.
    public package(set) var move: Double
    /// Which case of the rule chose it.
    public package(set) var rule: MoveRule
    /// The chain's containers that took part, innermost first.
    public package(set) var offsets: [OffsetStep] = []
    /// What was left for the root.
    public package(set) var rootShift: RootShiftStep?
    /// The keyboard insets of the chain's containers.
    public package(set) var insets: [InsetStep] = []
    /// The offsets the new insets made invalid, clamped.
    public package(set) var clamps: [ClampStep] = []
    /// Whether the pass was undone: its clamp brought every value it wrote back (a see-saw).
    public package(set) var isUndone = false
    /// The alignment that moved a target that had to move, when it is not
    /// ``RevealAlignment/minimal`` (v1.3): the chain distributed ``alignedMove``, and the root
    /// was held to what ``move`` (the minimal move) still needed.
    public package(set) var alignment: RevealAlignment?
    /// The aligned move the chain distributed (v1.3).
    public package(set) var alignedMove: Double?
    /// The target at the pass's end, in window coordinates: moved by the chain's offsets, the
    /// root shift and the clamps of the pass.
    package var targetAfter: Rect?
  }

  /// A chain container's offset in a pass.
  public struct OffsetStep: Hashable, Sendable, Codable {
    /// The container.
    public package(set) var view: ViewID
    /// Its offset before.
    public package(set) var from: Double
    /// `from + move`.
    public package(set) var asked: Double
    /// `maxOffset*` (lifting only).
    public package(set) var maxOffset: Double?
    /// The keyboard inset `maxOffset*` was computed with (lifting only).
    public package(set) var keyboardInset: Double?
    /// The clip (lifting only).
    public package(set) var clip: Double?
    /// `minOffset` (lowering only).
    public package(set) var minOffset: Double?
    /// The offset applied.
    public package(set) var to: Double
    /// What bound it.
    public package(set) var limit: Limit
    /// The effect that applied it.
    public package(set) var effect: Int?
    /// Where the limit lies on screen at the pass's end, in window coordinates: the container's
    /// visible bottom (`maxOffset`: the content's end showed) or top (`clip`, `minOffset`);
    /// `nil` when nothing or the current offset bound it.
    package var limitEdge: Double?
    /// The part of the move it took, `to − from` (v1.4).
    public package(set) var taken: Double?
  }

  /// The root shift of a pass.
  public struct RootShiftStep: Hashable, Sendable, Codable {
    /// The move left after the containers.
    public package(set) var asked: Double
    /// `max(0, root.frame.maxY − kTop)`: how far the keyboard overlaps the root.
    public package(set) var overlap: Double
    /// The shift applied.
    public package(set) var to: Double
    /// What bound it.
    public package(set) var limit: Limit
    /// The effect that applied it.
    public package(set) var effect: Int?
    /// Where the overlap bound lies on screen at the pass's end: the shifted root's bottom, in
    /// window coordinates; `nil` unless ``limit`` is ``Limit/overlap``.
    package var limitEdge: Double?
    /// Whether ``asked`` is the pass's move less what each container took (its
    /// ``OffsetStep/taken``), as the rule computed it (v1.4); `false` when an aligned move needed
    /// no minimal move and the root was asked for nothing.
    public package(set) var isRemainder: Bool?
  }

  /// A container's keyboard insets and the terms of their formulas.
  public struct InsetStep: Hashable, Sendable, Codable {
    /// The container.
    public package(set) var view: ViewID
    /// Its final window frame's bottom (`C.maxY`).
    public package(set) var frameBottom: Double
    /// The band's bottom (`kTop − D`).
    public package(set) var bandBottom: Double
    /// The keyboard's top.
    public package(set) var keyboardTop: Double
    /// The automatic inset the platform adds at the bottom (`C.safeArea.bottom`).
    public package(set) var automaticInset: Double
    /// The snapshot's content inset bottom (or the current one before a snapshot).
    public package(set) var startingContentInset: Double
    /// The snapshot's indicator inset bottom.
    public package(set) var startingIndicatorInset: Double
    /// `max(starting, frameBottom − bandBottom − automaticInset)`, or the starting value when
    /// the frame does not reach below the band.
    public package(set) var contentInset: Double
    /// `max(starting, frameBottom − keyboardTop − automaticInset)`, likewise.
    public package(set) var indicatorInset: Double
    /// The effect that applied ``contentInset``.
    public package(set) var contentEffect: Int?
    /// The effect that applied ``indicatorInset``.
    public package(set) var indicatorEffect: Int?
    /// Which case decided ``contentInset`` (v1.4).
    public package(set) var contentLimit: InsetLimit?
    /// Which case decided ``indicatorInset`` (v1.4).
    public package(set) var indicatorLimit: InsetLimit?
  }

  /// Which case of the keyboard-inset rule decided an inset.
  public enum InsetLimit: String, Hashable, Sendable, Codable {
    /// The formula, `frameBottom − edge − automaticInset` (the band's bottom for the content
    /// inset, the keyboard's top for the indicator's).
    case keyboard
    /// The starting value: the formula asked for less, and an inset never drops below it.
    case starting
    /// The starting value: the frame does not reach below the band.
    case notBelowBand
    /// The container's own inset, kept: it ignores keyboard insets.
    case ignored
  }

  /// An offset clamped into its valid range after the insets changed.
  public struct ClampStep: Hashable, Sendable, Codable {
    /// The container.
    public package(set) var view: ViewID
    /// The offset before.
    public package(set) var from: Double
    /// The offset after.
    public package(set) var to: Double
    /// The valid range's start.
    public package(set) var minOffset: Double
    /// The valid range's end, with the new inset.
    public package(set) var maxOffset: Double
    /// The effect that applied it.
    public package(set) var effect: Int?
  }

  /// Stage 2 of a scrolling text view taller than the band.
  public struct CaretFollowing: Hashable, Sendable, Codable {
    /// The text view.
    public package(set) var view: ViewID
    /// The caret in window coordinates, with the final root shift, before the text view moves.
    public package(set) var caret: Rect
    /// The top of its visible part, `max(band top, its window top)`.
    public package(set) var visibleTop: Double
    /// The bottom of its visible part, `min(band bottom, its window bottom)`.
    public package(set) var visibleBottom: Double
    /// The move inside the visible part.
    public package(set) var move: Double
    /// Which case of the rule chose it.
    public package(set) var rule: MoveRule
    /// Its offset before.
    public package(set) var from: Double
    /// `from + move`.
    public package(set) var asked: Double
    /// The valid range's start.
    public package(set) var minOffset: Double
    /// The valid range's end, with its new inset.
    public package(set) var maxOffset: Double
    /// The offset applied.
    public package(set) var to: Double
    /// What bound it.
    public package(set) var limit: Limit
    /// Its keyboard insets.
    public package(set) var insets: InsetStep
    /// The effect that applied the offset.
    public package(set) var effect: Int?
  }

  /// A snapshot put back.
  public struct Restoration: Hashable, Sendable, Codable {
    /// The container.
    public package(set) var view: ViewID
    /// The snapshot, as it was before the restore.
    public package(set) var snapshot: ScrollViewConfiguration
    /// The container's restore policy.
    public package(set) var policy: RestorePolicy
    /// Whether the user scrolled it during the keyboard session.
    public package(set) var userScrolled: Bool
    /// Why it was restored.
    public package(set) var occasion: Occasion
    /// The offset after the restore (the starting one, or the current one, clamped).
    public package(set) var offset: Point
    /// The effects the restore emitted.
    public package(set) var contentEffect: Int?
    /// The indicator insets' effect.
    public package(set) var indicatorEffect: Int?
    /// The offset's effect.
    public package(set) var offsetEffect: Int?
  }

  /// Why snapshots were restored.
  public enum Occasion: String, Hashable, Sendable, Codable {
    /// The keyboard hid or floated, or the field opts out: every snapshot.
    case all
    /// The container left the focused field's chain.
    case leftChain
  }

  /// A list kept still through a change of its cells.
  public struct Anchoring: Hashable, Sendable, Codable {
    /// The list.
    public package(set) var view: ViewID
    /// The anchor item taken before the change, if any was visible.
    public package(set) var anchor: ViewID?
    /// Whether the anchor held an end of the list.
    public package(set) var pin: ScrollAnchor.Pin
    /// The item that gave the offset: the anchor, a fallback, or `nil` (the saved offset or a pin).
    public package(set) var resolvedBy: ViewID?
    /// Whether a fallback was used: another visible item, or the saved offset.
    public package(set) var usedFallback: Bool
    /// The resolving item's window y before the change.
    public package(set) var windowYBefore: Double?
    /// Its window y after.
    public package(set) var windowYAfter: Double?
    /// The offset before.
    public package(set) var from: Double
    /// The offset after.
    public package(set) var to: Double
    /// The effect that applied it.
    public package(set) var effect: Int?
  }
}
