import KeyboardAvoidance

/// A derivation (`AvoidanceDerivation`) in words: the short lines `kbreplay --explain` prints
/// under each effect, and the one-line reason a test store adds to a failure.
///
/// ```
/// band 47…498 = bars 47 / keyboard 508 − D 10 (settings)
/// form offset 193: asked 193, max 949, clip 600
/// ```
public enum DerivationText {
  /// One line and the effect it explains (counted from the event's first effect), or `nil` for
  /// a line that explains no single effect.
  public struct Line: Hashable, Sendable {
    /// The effect the line belongs under.
    public var effect: Int?
    /// The text.
    public var text: String
  }

  /// The lines of an event's derivation, in the order the engine decided.
  public static func lines(_ derivation: AvoidanceDerivation) -> [Line] {
    var lines: [Line] = []
    for restoration in derivation.restores {
      let effect = [
        restoration.contentEffect, restoration.indicatorEffect, restoration.offsetEffect,
      ]
      .compactMap { $0 }.min()
      lines.append(Line(effect: effect, text: describe(restoration)))
    }
    for adjustment in derivation.adjustments {
      lines += self.lines(adjustment)
    }
    for anchoring in derivation.anchorings {
      lines.append(Line(effect: anchoring.effect, text: describe(anchoring)))
    }
    // The root's placement on a dragged keyboard, unless no shift was asked and none applied
    // (a chat's drag: nothing to say of the root).
    if let track = derivation.track, track.restingRootShift != 0 || track.effect != nil {
      lines.append(Line(effect: track.effect, text: describe(track)))
    }
    for step in derivation.followers {
      lines.append(
        Line(
          effect: step.effect,
          text: "\(step.view) followOffset \(n(step.to)) = lift \(n(step.lift)) − root shift "
            + "\(n(step.rootShift))"))
    }
    for step in derivation.coveredContainers {
      let effect = [step.contentEffect, step.indicatorEffect, step.offsetEffect].compactMap { $0 }
        .min()
      lines.append(Line(effect: effect, text: describe(step)))
    }
    return lines
  }

  /// `root rests on the dragged keyboard: shift 144 = min(R 246, overlap 144 = root bottom 844 −
  /// tracked top 700); tracked top 700 = reported 700 held in 508…844`.
  static func describe(_ track: AvoidanceDerivation.TrackPlacement) -> String {
    var text = "root rests on the dragged keyboard: shift \(n(track.rootShift)) = min(R "
    text += "\(n(track.restingRootShift)), overlap \(n(track.overlap)) = root bottom "
    text += "\(n(track.rootBottom)) − tracked top \(n(track.trackedTop)))"
    text += track.limit == .overlap ? ", the root's bottom on the keyboard" : ", the root at R"
    text += "; tracked top \(n(track.trackedTop))"
    if let reported = track.reportedTop {
      text += " = reported \(n(reported)) held in \(n(track.keyboardTop))…\(n(track.windowBottom))"
    } else {
      text += " (the drag in force)"
    }
    return text
  }

  /// `messages lift always: inset 302, Δ +302, at its end → offset 2589`.
  static func describe(_ step: AvoidanceDerivation.CoveredStep) -> String {
    if step.isDragged == true {
      var text = "\(step.view) \(step.isRestore ? "uncovered" : "covered") under the dragged "
      text += "keyboard: inset \(n(step.contentInset)), Δ " + (step.delta > 0 ? "+" : "")
      return text + n(step.delta) + "; offset \(n(step.to)) is the finger's, not written"
    }
    var text = "\(step.view) \(step.isRestore ? "uncovered" : "covered"), lift "
    text += "\(step.policy.rawValue): inset \(n(step.contentInset)), Δ "
    text += (step.delta > 0 ? "+" : "") + n(step.delta)
    text += step.atEnd ? ", at its end" : ", not at its end"
    text += " → offset \(n(step.to))"
    if step.lifts && step.asked != step.to { text += " (asked \(n(step.asked)), clamped)" }
    if !step.lifts && step.to != step.from { text += " (kept, clamped into range)" }
    return text
  }

  static func lines(_ adjustment: AvoidanceDerivation.Adjustment) -> [Line] {
    var lines: [Line] = []
    var effects = adjustment.passes.compactMap(firstEffect)
    if let following = adjustment.caretFollowing {
      effects += [
        following.effect, following.insets.contentEffect, following.insets.indicatorEffect,
      ].compactMap { $0 }
    }
    let first = effects.min()
    lines.append(Line(effect: first, text: band(adjustment.band)))
    let target = adjustment.target
    lines.append(
      Line(
        effect: first,
        text: "target \(target.view) \(span(target.rect)) (\(kindText(target.kind)))"))
    for (number, pass) in adjustment.passes.enumerated() {
      let prefix = number == 0 ? "" : "pass \(number + 1): "
      lines.append(
        Line(
          effect: number == 0 ? first : firstEffect(pass),
          text: prefix + move(pass, adjustment.band)))
      if let alignment = pass.alignment, let aligned = pass.alignedMove {
        lines.append(
          Line(
            effect: number == 0 ? first : firstEffect(pass),
            text: prefix + "aligned \(alignment.rawValue): the chain moves \(n(aligned)); the root "
              + "is held to the minimal move \(n(pass.move))"))
      }
      for step in pass.offsets {
        lines.append(Line(effect: step.effect, text: prefix + offset(step)))
      }
      // Above a follower riding the keyboard, the insets reach up to its top, not the keyboard's.
      let keyboardEdge =
        adjustment.band.ridingFollower == nil ? "keyboard top" : "effective keyboard top"
      for step in pass.insets {
        lines += insets(step, prefix: prefix, keyboardEdge: keyboardEdge)
      }
      if let root = pass.rootShift, root.effect != nil || root.asked != 0 {
        lines.append(Line(effect: root.effect, text: prefix + rootShift(root, pass)))
      }
      for clamp in pass.clamps {
        lines.append(
          Line(
            effect: clamp.effect,
            text: prefix + "clamp \(clamp.view) \(n(clamp.from)) → \(n(clamp.to)): valid "
              + "\(n(clamp.minOffset))…\(n(clamp.maxOffset))"))
      }
      if pass.isUndone {
        lines.append(
          Line(effect: nil, text: prefix + "undone: its clamp put every value back (see-saw)"))
      }
    }
    if let following = adjustment.caretFollowing {
      lines += insets(
        following.insets, prefix: "",
        keyboardEdge: adjustment.band.ridingFollower == nil
          ? "keyboard top" : "effective keyboard top")
      var text = "\(following.view) caret \(span(following.caret)) in visible part "
      text += "\(n(following.visibleTop))…\(n(following.visibleBottom)): move \(n(following.move))"
      text += " (\(ruleText(following.rule))) → offset \(n(following.to)), asked "
      text += "\(n(following.asked)), range \(n(following.minOffset))…\(n(following.maxOffset))"
      text += bound(following.limit)
      lines.append(Line(effect: following.effect, text: text))
    }
    return lines
  }

  /// `band 91…498 = bars 91 / keyboard 508 − D 10 (settings)`.
  static func band(_ band: AvoidanceDerivation.BandTerms) -> String {
    let top =
      band.rootY == 0 ? "bars \(n(band.bars))" : "root y \(n(band.rootY)) + bars \(n(band.bars))"
    let keyboard =
      band.ridingFollower.map {
        "top of \($0) \(n(band.keyboardTop)) (riding keyboard "
          + "\(n(band.keyboardFrameTop ?? band.keyboardTop)))"
      } ?? "keyboard \(n(band.keyboardTop))"
    return "band \(n(band.top))…\(n(band.bottom)) = \(top) / \(keyboard) − D "
      + "\(n(band.distance)) (\(band.distanceSource.rawValue))"
  }

  static func move(
    _ pass: AvoidanceDerivation.Pass, _ band: AvoidanceDerivation.BandTerms
  ) -> String {
    let target = pass.target
    let top = n(band.top)
    switch pass.rule {
    case .alignTop:
      return "move \(n(pass.move)) = target top \(n(target.minY)) − band top \(top) (taller "
        + "than the band)"
    case .liftAboveKeyboard:
      return "move \(n(pass.move)) = target bottom \(n(target.maxY)) − band bottom "
        + n(band.bottom)
    case .bringBelowBars:
      return "move \(n(pass.move)) = target top \(n(target.minY)) − band top \(top) (above the "
        + "band)"
    case .alreadyVisible:
      return "move 0: target \(span(target)) is inside the band"
    case .ridesKeyboard:
      return "move 0: target \(span(target)) rides the keyboard in a follower"
    }
  }

  /// What the root shift is made of: the move less what each container took, and whether the
  /// keyboard's overlap of the root bound it.
  ///
  /// ```
  /// root shift 146 = move 166 − box's 20; overlap 336 did not bind
  /// root shift 336 = overlap 336, less than move 400 − box's 20 = 380 — bound by overlap
  /// root shift 0: move −30 — never below 0
  /// ```
  static func rootShift(
    _ root: AvoidanceDerivation.RootShiftStep, _ pass: AvoidanceDerivation.Pass
  ) -> String {
    var terms = "move \(n(pass.move))"
    for step in pass.offsets {
      guard let taken = step.taken, taken != 0 else { continue }
      terms += " − \(step.view)'s \(n(taken))"
    }
    // The engine says whether what it asked of the root is the move less what the containers
    // took; when it is not, the line says what it asked instead of a sum that does not hold.
    if root.isRemainder == false { terms = "asked \(n(root.asked))" }
    let asked = terms.contains(" − ") ? "\(terms) = \(n(root.asked))" : terms
    switch root.limit {
    case .overlap:
      return "root shift \(n(root.to)) = overlap \(n(root.overlap)), less than \(asked)"
        + bound(root.limit)
    case .zero:
      return "root shift \(n(root.to)): \(asked)" + bound(root.limit)
    default:
      return "root shift \(n(root.to)) = \(terms); overlap \(n(root.overlap)) did not bind"
    }
  }

  /// `form offset 193: asked 193, max 949, clip 600`.
  static func offset(_ step: AvoidanceDerivation.OffsetStep) -> String {
    var text = "\(step.view) offset \(n(step.to)): asked \(n(step.asked))"
    if let maxOffset = step.maxOffset { text += ", max \(n(maxOffset))" }
    if let clip = step.clip { text += ", clip \(n(clip))" }
    if let minOffset = step.minOffset { text += ", min \(n(minOffset))" }
    return text + bound(step.limit)
  }

  /// The lines of a container's insets that changed.
  static func insets(
    _ step: AvoidanceDerivation.InsetStep, prefix: String, keyboardEdge: String = "keyboard top"
  ) -> [Line] {
    var lines: [Line] = []
    if let effect = step.contentEffect {
      lines.append(
        Line(
          effect: effect,
          text: prefix
            + inset(
              step, "inset", step.contentInset, start: step.startingContentInset,
              limit: step.contentLimit, edge: "band bottom", step.bandBottom)))
    }
    if let effect = step.indicatorEffect {
      lines.append(
        Line(
          effect: effect,
          text: prefix
            + inset(
              step, "indicator", step.indicatorInset, start: step.startingIndicatorInset,
              limit: step.indicatorLimit, edge: keyboardEdge, step.keyboardTop)))
    }
    return lines
  }

  /// `form inset 312 = frame bottom 810 − band bottom 498 − automatic 0`: the sentence of the
  /// case the engine recorded as deciding it (a derivation that names none reads as the
  /// formula's).
  static func inset(
    _ step: AvoidanceDerivation.InsetStep, _ name: String, _ value: Double, start: Double,
    limit: AvoidanceDerivation.InsetLimit?, edge: String, _ edgeValue: Double
  ) -> String {
    let terms =
      "frame bottom \(n(step.frameBottom)) − \(edge) \(n(edgeValue)) − automatic "
      + "\(n(step.automaticInset))"
    switch limit ?? .keyboard {
    case .notBelowBand:
      return "\(step.view) \(name) \(n(value)) = starting \(n(start)) (frame bottom "
        + "\(n(step.frameBottom)) is not below band bottom \(n(step.bandBottom)))"
    case .starting:
      return "\(step.view) \(name) \(n(value)) = starting \(n(start)) (more than \(terms))"
    case .ignored:
      return "\(step.view) \(name) \(n(value)) kept: it ignores keyboard insets"
    case .keyboard:
      return "\(step.view) \(name) \(n(value)) = \(terms)"
    }
  }

  static func describe(_ restoration: AvoidanceDerivation.Restoration) -> String {
    let snapshot = restoration.snapshot
    var text = "\(restoration.view) restore ("
    text += restoration.occasion == .all ? "keyboard gone" : "left the chain"
    text += "): snapshot offset \(n(snapshot.startingContentOffset.y)), inset "
    text += "\(n(snapshot.startingContentInset.bottom)), indicator "
    text += "\(n(snapshot.startingScrollIndicatorInsets.bottom)); policy "
    text += "\(restoration.policy.rawValue), "
    text += restoration.userScrolled ? "user-scrolled" : "not user-scrolled"
    text += snapshot.canRestoreContentOffset ? " → offset " : " → offset kept at "
    return text + n(restoration.offset.y)
  }

  static func describe(_ anchoring: AvoidanceDerivation.Anchoring) -> String {
    var text = "\(anchoring.view) anchor "
    switch anchoring.pin {
    case .top: text += "pinned to its top"
    case .end: text += "pinned to its end"
    case .none:
      text += anchoring.anchor.map(\.rawValue) ?? "none"
      if anchoring.usedFallback {
        text += ", fallback " + (anchoring.resolvedBy.map(\.rawValue) ?? "the saved offset")
      }
      if let before = anchoring.windowYBefore, let after = anchoring.windowYAfter {
        text += ": window y \(n(before)) → \(n(after))"
      }
    }
    return text + " (offset \(n(anchoring.from)) → \(n(anchoring.to)))"
  }

  /// ` — bound by clip`, or nothing when nothing bound the value.
  static func bound(_ limit: AvoidanceDerivation.Limit) -> String {
    switch limit {
    case .none: ""
    case .maxOffset: " — bound by max"
    case .clip: " — bound by clip"
    case .minOffset: " — bound by min"
    case .current: " — kept: never scrolls back"
    case .overlap: " — bound by overlap"
    case .zero: " — never below 0"
    }
  }

  static func kindText(_ kind: AvoidanceDerivation.TargetKind) -> String {
    switch kind {
    case .field: "field"
    case .cell: "whole cell"
    case .box: "box of a tall text view"
    case .caret: "caret of a tall self-sizing text view"
    }
  }

  static func ruleText(_ rule: AvoidanceDerivation.MoveRule) -> String {
    switch rule {
    case .alignTop: "align top"
    case .liftAboveKeyboard: "lift"
    case .bringBelowBars: "bring down"
    case .alreadyVisible: "inside"
    case .ridesKeyboard: "rides the keyboard"
    }
  }

  /// The first effect a pass names.
  static func firstEffect(_ pass: AvoidanceDerivation.Pass) -> Int? {
    var indices = pass.offsets.compactMap(\.effect) + pass.clamps.compactMap(\.effect)
    for step in pass.insets {
      indices += [step.contentEffect, step.indicatorEffect].compactMap { $0 }
    }
    if let effect = pass.rootShift?.effect { indices.append(effect) }
    return indices.min()
  }

  /// `743…787`.
  static func span(_ rect: Rect) -> String { "\(n(rect.minY))…\(n(rect.maxY))" }

  static func n(_ value: Double) -> String { formatted(value) }
}

extension DerivationText {
  /// Why the latest event left `property` of `view` (`nil` for the root shift) at its value, in
  /// one or two lines, or `nil` when the derivation does not speak of it. `property` is named as
  /// a screen difference names it: `contentOffset.y`, `contentInset.bottom`,
  /// `indicatorInsets.bottom` or `rootShift`. The test store's failure line, at package access.
  ///
  /// ```
  /// target email 743…787 must end at band bottom 506 = keyboard top 516 − D 10
  /// ```
  package static func reason(
    for view: ViewID?, property: String, in derivation: AvoidanceDerivation
  ) -> String? {
    for restoration in derivation.restores.reversed() where restoration.view == view {
      return describe(restoration)
    }
    if let track = derivation.track, property == "rootShift", view == nil {
      return describe(track)
    }
    for adjustment in derivation.adjustments.reversed() {
      if let text = reason(for: view, property: property, in: adjustment) { return text }
    }
    for anchoring in derivation.anchorings.reversed()
    where anchoring.view == view && property == "contentOffset.y" {
      return describe(anchoring)
    }
    return nil
  }

  static func reason(
    for view: ViewID?, property: String, in adjustment: AvoidanceDerivation.Adjustment
  ) -> String? {
    let band = adjustment.band
    if let following = adjustment.caretFollowing, following.view == view {
      switch property {
      case "contentOffset.y":
        var text = "stage 2: caret \(span(following.caret)) must end inside the visible part "
        text += "\(n(following.visibleTop))…\(n(following.visibleBottom)) of \(following.view)"
        text += " (the band cut to its frame): move \(n(following.move))"
        return text + bound(following.limit)
      case "contentInset.bottom", "indicatorInsets.bottom":
        return insetReason(following.insets, property: property, band)
      default: break
      }
    }
    for pass in adjustment.passes.reversed() where !pass.isUndone {
      if property == "rootShift", view == nil, let root = pass.rootShift {
        var text = "the root takes what the containers left of the move, \(n(root.asked))"
        if root.limit == .overlap {
          text += ", bound by the keyboard's overlap \(n(root.overlap)) of the root"
        } else if root.limit == .zero {
          text += ", never below 0"
        }
        return text + "; " + targetReason(adjustment, pass)
      }
      if property == "contentOffset.y" {
        if let clamp = pass.clamps.last(where: { $0.view == view }) {
          return "\(clamp.view) offset clamped into \(n(clamp.minOffset))…\(n(clamp.maxOffset))"
            + " after the keyboard inset changed"
        }
        if let step = pass.offsets.last(where: { $0.view == view }) {
          return offsetReason(step, adjustment, pass)
        }
      }
      if property == "contentInset.bottom" || property == "indicatorInsets.bottom",
        let step = pass.insets.last(where: { $0.view == view })
      {
        return insetReason(step, property: property, band)
      }
    }
    return nil
  }

  static func offsetReason(
    _ step: AvoidanceDerivation.OffsetStep, _ adjustment: AvoidanceDerivation.Adjustment,
    _ pass: AvoidanceDerivation.Pass
  ) -> String {
    switch step.limit {
    case .none: return targetReason(adjustment, pass)
    case .clip:
      return "\(step.view) stops at clip \(n(step.clip ?? 0)), where target "
        + "\(adjustment.target.view)'s top reaches its visible top (asked \(n(step.asked)))"
    case .maxOffset:
      return "\(step.view) stops at its max offset \(n(step.maxOffset ?? 0)) with the keyboard "
        + "inset \(n(step.keyboardInset ?? 0)) (asked \(n(step.asked)))"
    case .minOffset:
      return "\(step.view) stops at its min offset \(n(step.minOffset ?? 0)) (asked "
        + "\(n(step.asked)))"
    case .current, .overlap, .zero:
      return "\(step.view) keeps its offset \(n(step.to)): it never scrolls back (asked "
        + "\(n(step.asked)))"
    }
  }

  /// Where the target must end, with the band edge's terms.
  static func targetReason(
    _ adjustment: AvoidanceDerivation.Adjustment, _ pass: AvoidanceDerivation.Pass
  ) -> String {
    let band = adjustment.band
    let target = "target \(adjustment.target.view) \(span(pass.target))"
    let bottom =
      "band bottom \(n(band.bottom)) = keyboard top \(n(band.keyboardTop)) − D "
      + "\(n(band.distance))" + (band.distanceSource == .field ? " (the field's)" : "")
    let top =
      "band top \(n(band.top)) = "
      + (band.rootY == 0 ? "" : "root y \(n(band.rootY)) + ") + "bars \(n(band.bars))"
    switch pass.rule {
    case .liftAboveKeyboard: return "\(target) must end at \(bottom)"
    case .alignTop: return "\(target) is taller than the band: its top must meet \(top)"
    case .bringBelowBars: return "\(target) must start at \(top)"
    case .alreadyVisible:
      return "\(target) is already inside the band \(n(band.top))…" + n(band.bottom)
    case .ridesKeyboard:
      return "\(target) rides the keyboard in a follower: nothing moves for it"
    }
  }

  static func insetReason(
    _ step: AvoidanceDerivation.InsetStep, property: String,
    _ band: AvoidanceDerivation.BandTerms
  ) -> String {
    if property == "contentInset.bottom" {
      return inset(
        step, "inset", step.contentInset, start: step.startingContentInset,
        limit: step.contentLimit, edge: "band bottom", step.bandBottom)
        + ", band bottom = keyboard top \(n(band.keyboardTop)) − D \(n(band.distance))"
    }
    return inset(
      step, "indicator", step.indicatorInset, start: step.startingIndicatorInset,
      limit: step.indicatorLimit, edge: "keyboard top", step.keyboardTop)
  }
}
