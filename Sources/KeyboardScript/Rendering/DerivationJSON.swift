import KeyboardAvoidance

/// A derivation (`AvoidanceDerivation`) as the JSON trace's `derivation` member: the member
/// names of its `Codable` form, keys in a fixed order, numbers as the trace writes them, absent
/// values left out, rects as `[x, y, width, height]`; written with the package's JSON writer
/// (`JSONWriter`) into the trace's line. `JSONDecoder` reads it back as the derivation the engine
/// recorded (`DerivationJSONRoundTripTests` replays every example to check it): the geometry
/// types decode from these arrays too, and the derivation reads the v1.3 lists, left out when
/// empty, as empty.
///
/// ```
/// "derivation": {"adjustments": [{"field": "email", "band": {"top": 47, "bottom": 498, ...
/// ```
enum DerivationJSON {
  /// Appends the object of one event's derivation.
  static func write(_ derivation: AvoidanceDerivation, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "adjustments")
    list(derivation.adjustments, into: &text, adjustment)
    text.append(member: "restores")
    list(derivation.restores, into: &text, restoration)
    text.append(member: "anchorings")
    list(derivation.anchorings, into: &text, anchoring)
    // The v1.3 members only when the event moved a follower or a covered container.
    if !derivation.followers.isEmpty {
      text.append(member: "followers")
      list(derivation.followers, into: &text, follower)
    }
    if !derivation.coveredContainers.isEmpty {
      text.append(member: "coveredContainers")
      list(derivation.coveredContainers, into: &text, covered)
    }
    // The v1.4 member only while the keyboard is dragged.
    if let track = derivation.track {
      text.append(member: "track")
      self.track(track, into: &text)
    }
    text.append("}")
  }

  static func track(_ track: AvoidanceDerivation.TrackPlacement, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "keyboardTop")
    text.append(number: track.keyboardTop)
    text.member("reportedTop", track.reportedTop)
    text.member("windowBottom", track.windowBottom)
    text.member("trackedTop", track.trackedTop)
    text.member("rootBottom", track.rootBottom)
    text.member("overlap", track.overlap)
    text.member("restingRootShift", track.restingRootShift)
    text.member("rootShift", track.rootShift)
    text.member("shiftedRootBottom", track.shiftedRootBottom)
    text.member("limit", string: track.limit.rawValue)
    text.member("effect", track.effect)
    text.append("}")
  }

  /// Appends `items` as a JSON array, each written by `write`.
  static func list<Item>(
    _ items: [Item], into text: inout JSONWriter, _ write: (Item, inout JSONWriter) -> Void
  ) {
    text.append("[")
    for (position, item) in items.enumerated() {
      if position > 0 { text.append(", ") }
      write(item, &text)
    }
    text.append("]")
  }

  static func follower(_ step: AvoidanceDerivation.FollowerStep, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: step.view.rawValue)
    text.member("lift", step.lift)
    text.member("rootShift", step.rootShift)
    text.member("to", step.to)
    text.member("effect", step.effect)
    text.append("}")
  }

  static func covered(_ step: AvoidanceDerivation.CoveredStep, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: step.view.rawValue)
    text.member("policy", string: step.policy.rawValue)
    text.member("contentInset", step.contentInset)
    text.member("delta", step.delta)
    text.member("atEnd", step.atEnd)
    text.member("from", step.from)
    text.member("asked", step.asked)
    text.member("to", step.to)
    text.member("lifts", step.lifts)
    text.member("isRestore", step.isRestore)
    if let isDragged = step.isDragged { text.member("isDragged", isDragged) }
    if let insets = step.insets {
      text.append(member: "insets")
      self.insets(insets, into: &text)
    }
    text.member("contentEffect", step.contentEffect)
    text.member("indicatorEffect", step.indicatorEffect)
    text.member("offsetEffect", step.offsetEffect)
    text.append("}")
  }

  static func adjustment(_ adjustment: AvoidanceDerivation.Adjustment, into text: inout JSONWriter)
  {
    text.append("{")
    text.append(key: "field")
    text.append(quoted: adjustment.field.rawValue)
    let band = adjustment.band
    text.append(member: "band")
    text.append("{")
    text.append(key: "top")
    text.append(number: band.top)
    text.member("bottom", band.bottom)
    text.member("rootY", band.rootY)
    text.member("bars", band.bars)
    text.member("keyboardTop", band.keyboardTop)
    text.member("distance", band.distance)
    text.member("distanceSource", string: band.distanceSource.rawValue)
    text.member("ridingFollower", string: band.ridingFollower?.rawValue)
    text.member("keyboardFrameTop", band.keyboardFrameTop)
    text.append("}")
    text.append(member: "target")
    text.append("{")
    text.append(key: "view")
    text.append(quoted: adjustment.target.view.rawValue)
    text.member("kind", string: adjustment.target.kind.rawValue)
    text.member("rect", adjustment.target.rect)
    text.append("}")
    text.append(member: "passes")
    list(adjustment.passes, into: &text, pass)
    if let following = adjustment.caretFollowing {
      text.append(member: "caretFollowing")
      text.append("{")
      text.append(key: "view")
      text.append(quoted: following.view.rawValue)
      text.member("caret", following.caret)
      text.member("visibleTop", following.visibleTop)
      text.member("visibleBottom", following.visibleBottom)
      text.member("move", following.move)
      text.member("rule", string: following.rule.rawValue)
      text.member("from", following.from)
      text.member("asked", following.asked)
      text.member("minOffset", following.minOffset)
      text.member("maxOffset", following.maxOffset)
      text.member("to", following.to)
      text.member("limit", string: following.limit.rawValue)
      text.append(member: "insets")
      insets(following.insets, into: &text)
      text.member("effect", following.effect)
      text.append("}")
    }
    if let before = adjustment.targetBefore { text.member("targetBefore", before) }
    text.member("travel", adjustment.travel)
    text.append("}")
  }

  static func pass(_ pass: AvoidanceDerivation.Pass, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "target")
    text.append(array: pass.target)
    text.member("move", pass.move)
    text.member("rule", string: pass.rule.rawValue)
    text.append(member: "offsets")
    list(pass.offsets, into: &text, offset)
    if let root = pass.rootShift {
      text.append(member: "rootShift")
      text.append("{")
      text.append(key: "asked")
      text.append(number: root.asked)
      text.member("overlap", root.overlap)
      text.member("to", root.to)
      text.member("limit", string: root.limit.rawValue)
      text.member("limitEdge", root.limitEdge)
      text.member("effect", root.effect)
      if let isRemainder = root.isRemainder { text.member("isRemainder", isRemainder) }
      text.append("}")
    }
    text.append(member: "insets")
    list(pass.insets, into: &text, insets)
    text.append(member: "clamps")
    list(pass.clamps, into: &text, clamp)
    text.member("isUndone", pass.isUndone)
    text.member("alignment", string: pass.alignment?.rawValue)
    text.member("alignedMove", pass.alignedMove)
    if let after = pass.targetAfter { text.member("targetAfter", after) }
    text.append("}")
  }

  static func offset(_ step: AvoidanceDerivation.OffsetStep, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: step.view.rawValue)
    text.member("from", step.from)
    text.member("asked", step.asked)
    text.member("maxOffset", step.maxOffset)
    text.member("keyboardInset", step.keyboardInset)
    text.member("clip", step.clip)
    text.member("minOffset", step.minOffset)
    text.member("to", step.to)
    text.member("limit", string: step.limit.rawValue)
    text.member("limitEdge", step.limitEdge)
    text.member("effect", step.effect)
    text.member("taken", step.taken)
    text.append("}")
  }

  static func clamp(_ clamp: AvoidanceDerivation.ClampStep, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: clamp.view.rawValue)
    text.member("from", clamp.from)
    text.member("to", clamp.to)
    text.member("minOffset", clamp.minOffset)
    text.member("maxOffset", clamp.maxOffset)
    text.member("effect", clamp.effect)
    text.append("}")
  }

  static func insets(_ step: AvoidanceDerivation.InsetStep, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: step.view.rawValue)
    text.member("frameBottom", step.frameBottom)
    text.member("bandBottom", step.bandBottom)
    text.member("keyboardTop", step.keyboardTop)
    text.member("automaticInset", step.automaticInset)
    text.member("startingContentInset", step.startingContentInset)
    text.member("startingIndicatorInset", step.startingIndicatorInset)
    text.member("contentInset", step.contentInset)
    text.member("indicatorInset", step.indicatorInset)
    text.member("contentEffect", step.contentEffect)
    text.member("indicatorEffect", step.indicatorEffect)
    text.member("contentLimit", string: step.contentLimit?.rawValue)
    text.member("indicatorLimit", string: step.indicatorLimit?.rawValue)
    text.append("}")
  }

  static func restoration(
    _ restoration: AvoidanceDerivation.Restoration, into text: inout JSONWriter
  ) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: restoration.view.rawValue)
    let snapshot = restoration.snapshot
    text.append(member: "snapshot")
    text.append("{")
    text.append(key: "view")
    text.append(quoted: snapshot.view.rawValue)
    text.member("startingContentOffset", snapshot.startingContentOffset)
    text.append(member: "startingContentInset")
    text.append(array: snapshot.startingContentInset)
    text.append(member: "startingScrollIndicatorInsets")
    text.append(array: snapshot.startingScrollIndicatorInsets)
    text.member("canRestoreContentOffset", snapshot.canRestoreContentOffset)
    text.append("}")
    text.member("policy", string: restoration.policy.rawValue)
    text.member("userScrolled", restoration.userScrolled)
    text.member("occasion", string: restoration.occasion.rawValue)
    text.append(member: "offset")
    text.append(array: restoration.offset)
    text.member("contentEffect", restoration.contentEffect)
    text.member("indicatorEffect", restoration.indicatorEffect)
    text.member("offsetEffect", restoration.offsetEffect)
    text.append("}")
  }

  static func anchoring(_ anchoring: AvoidanceDerivation.Anchoring, into text: inout JSONWriter) {
    text.append("{")
    text.append(key: "view")
    text.append(quoted: anchoring.view.rawValue)
    text.member("anchor", string: anchoring.anchor?.rawValue)
    text.member("pin", string: anchoring.pin.rawValue)
    text.member("resolvedBy", string: anchoring.resolvedBy?.rawValue)
    text.member("usedFallback", anchoring.usedFallback)
    text.member("windowYBefore", anchoring.windowYBefore)
    text.member("windowYAfter", anchoring.windowYAfter)
    text.member("from", anchoring.from)
    text.member("to", anchoring.to)
    text.member("effect", anchoring.effect)
    text.append("}")
  }
}

/// A derivation's members after an object's first: `, "key": value`, left out when the value
/// is absent.
extension JSONWriter {
  fileprivate mutating func member(_ key: StaticString, _ value: Double?) {
    guard let value else { return }
    append(member: key)
    append(number: value)
  }

  fileprivate mutating func member(_ key: StaticString, _ value: Int?) {
    guard let value else { return }
    append(member: key)
    append(integer: value)
  }

  fileprivate mutating func member(_ key: StaticString, _ value: Bool) {
    append(member: key)
    append(bool: value)
  }

  fileprivate mutating func member(_ key: StaticString, string value: String?) {
    guard let value else { return }
    append(member: key)
    append(quoted: value)
  }

  fileprivate mutating func member(_ key: StaticString, _ rect: Rect) {
    append(member: key)
    append(array: rect)
  }

  fileprivate mutating func member(_ key: StaticString, _ point: Point) {
    append(member: key)
    append(array: point)
  }
}
