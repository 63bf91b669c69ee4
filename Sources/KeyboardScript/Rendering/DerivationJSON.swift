import KeyboardAvoidance

/// A derivation (`AvoidanceDerivation`) as the JSON trace's `derivation` member: the member
/// names of its `Codable` form, keys in a fixed order, numbers as the trace writes them, absent
/// values left out, rects as `[x, y, width, height]`.
///
/// ```
/// "derivation": {"adjustments": [{"field": "email", "band": {"top": 47, "bottom": 498, ...
/// ```
enum DerivationJSON {
  /// The object of one event's derivation.
  static func object(_ derivation: AvoidanceDerivation) -> String {
    var object = Object()
    object.add("adjustments", list(derivation.adjustments.map(adjustment)))
    object.add("restores", list(derivation.restores.map(restoration)))
    object.add("anchorings", list(derivation.anchorings.map(anchoring)))
    // The v1.3 members only when the event moved a follower or a covered container.
    if !derivation.followers.isEmpty {
      object.add("followers", list(derivation.followers.map(follower)))
    }
    if !derivation.coveredContainers.isEmpty {
      object.add("coveredContainers", list(derivation.coveredContainers.map(covered)))
    }
    return object.text
  }

  static func follower(_ step: AvoidanceDerivation.FollowerStep) -> String {
    var object = Object()
    object.add("view", string: step.view.rawValue)
    object.add("lift", step.lift)
    object.add("rootShift", step.rootShift)
    object.add("to", step.to)
    object.add("effect", step.effect)
    return object.text
  }

  static func covered(_ step: AvoidanceDerivation.CoveredStep) -> String {
    var object = Object()
    object.add("view", string: step.view.rawValue)
    object.add("policy", string: step.policy.rawValue)
    object.add("contentInset", step.contentInset)
    object.add("delta", step.delta)
    object.add("atEnd", step.atEnd)
    object.add("from", step.from)
    object.add("asked", step.asked)
    object.add("to", step.to)
    object.add("lifts", step.lifts)
    object.add("isRestore", step.isRestore)
    object.add("contentEffect", step.contentEffect)
    object.add("indicatorEffect", step.indicatorEffect)
    object.add("offsetEffect", step.offsetEffect)
    return object.text
  }

  /// An object's members, written in the order they are added.
  struct Object {
    var members: [String] = []

    mutating func add(_ key: String, _ raw: String) {
      members.append("\(DerivationJSON.string(key)): \(raw)")
    }

    mutating func add(_ key: String, _ value: Double?) {
      if let value { add(key, JSONTrace.number(value)) }
    }

    mutating func add(_ key: String, _ value: Int?) {
      if let value { add(key, "\(value)") }
    }

    mutating func add(_ key: String, _ value: Bool) { add(key, "\(value)") }

    mutating func add(_ key: String, string value: String?) {
      if let value { add(key, DerivationJSON.string(value)) }
    }

    mutating func add(_ key: String, _ rect: Rect) {
      add(
        key,
        "[\(JSONTrace.number(rect.minX)), \(JSONTrace.number(rect.minY)), "
          + "\(JSONTrace.number(rect.width)), \(JSONTrace.number(rect.height))]")
    }

    var text: String { "{" + members.joined(separator: ", ") + "}" }
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String {
    var trace = TraceText()
    trace.append(quoted: text)
    return trace.string
  }

  /// `[x, y]`.
  static func array(_ point: Point) -> String {
    "[\(JSONTrace.number(point.x)), \(JSONTrace.number(point.y))]"
  }

  /// `[top, left, bottom, right]`.
  static func array(_ insets: Insets) -> String {
    "[\(JSONTrace.number(insets.top)), \(JSONTrace.number(insets.left)), "
      + "\(JSONTrace.number(insets.bottom)), \(JSONTrace.number(insets.right))]"
  }

  static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  static func adjustment(_ adjustment: AvoidanceDerivation.Adjustment) -> String {
    var object = Object()
    object.add("field", string: adjustment.field.rawValue)
    let band = adjustment.band
    var terms = Object()
    terms.add("top", band.top)
    terms.add("bottom", band.bottom)
    terms.add("rootY", band.rootY)
    terms.add("bars", band.bars)
    terms.add("keyboardTop", band.keyboardTop)
    terms.add("distance", band.distance)
    terms.add("distanceSource", string: band.distanceSource.rawValue)
    terms.add("ridingFollower", string: band.ridingFollower?.rawValue)
    terms.add("keyboardFrameTop", band.keyboardFrameTop)
    object.add("band", terms.text)
    var target = Object()
    target.add("view", string: adjustment.target.view.rawValue)
    target.add("kind", string: adjustment.target.kind.rawValue)
    target.add("rect", adjustment.target.rect)
    object.add("target", target.text)
    object.add("passes", list(adjustment.passes.map(pass)))
    if let following = adjustment.caretFollowing {
      var stage = Object()
      stage.add("view", string: following.view.rawValue)
      stage.add("caret", following.caret)
      stage.add("visibleTop", following.visibleTop)
      stage.add("visibleBottom", following.visibleBottom)
      stage.add("move", following.move)
      stage.add("rule", string: following.rule.rawValue)
      stage.add("from", following.from)
      stage.add("asked", following.asked)
      stage.add("minOffset", following.minOffset)
      stage.add("maxOffset", following.maxOffset)
      stage.add("to", following.to)
      stage.add("limit", string: following.limit.rawValue)
      stage.add("insets", insets(following.insets))
      stage.add("effect", following.effect)
      object.add("caretFollowing", stage.text)
    }
    return object.text
  }

  static func pass(_ pass: AvoidanceDerivation.Pass) -> String {
    var object = Object()
    object.add("target", pass.target)
    object.add("move", pass.move)
    object.add("rule", string: pass.rule.rawValue)
    object.add(
      "offsets",
      list(
        pass.offsets.map { step in
          var offset = Object()
          offset.add("view", string: step.view.rawValue)
          offset.add("from", step.from)
          offset.add("asked", step.asked)
          offset.add("maxOffset", step.maxOffset)
          offset.add("keyboardInset", step.keyboardInset)
          offset.add("clip", step.clip)
          offset.add("minOffset", step.minOffset)
          offset.add("to", step.to)
          offset.add("limit", string: step.limit.rawValue)
          offset.add("limitEdge", step.limitEdge)
          offset.add("effect", step.effect)
          return offset.text
        }))
    if let root = pass.rootShift {
      var shift = Object()
      shift.add("asked", root.asked)
      shift.add("overlap", root.overlap)
      shift.add("to", root.to)
      shift.add("limit", string: root.limit.rawValue)
      shift.add("limitEdge", root.limitEdge)
      shift.add("effect", root.effect)
      object.add("rootShift", shift.text)
    }
    object.add("insets", list(pass.insets.map(insets)))
    object.add(
      "clamps",
      list(
        pass.clamps.map { clamp in
          var step = Object()
          step.add("view", string: clamp.view.rawValue)
          step.add("from", clamp.from)
          step.add("to", clamp.to)
          step.add("minOffset", clamp.minOffset)
          step.add("maxOffset", clamp.maxOffset)
          step.add("effect", clamp.effect)
          return step.text
        }))
    object.add("isUndone", pass.isUndone)
    object.add("alignment", string: pass.alignment?.rawValue)
    object.add("alignedMove", pass.alignedMove)
    if let after = pass.targetAfter { object.add("targetAfter", after) }
    return object.text
  }

  static func insets(_ step: AvoidanceDerivation.InsetStep) -> String {
    var object = Object()
    object.add("view", string: step.view.rawValue)
    object.add("frameBottom", step.frameBottom)
    object.add("bandBottom", step.bandBottom)
    object.add("keyboardTop", step.keyboardTop)
    object.add("automaticInset", step.automaticInset)
    object.add("startingContentInset", step.startingContentInset)
    object.add("startingIndicatorInset", step.startingIndicatorInset)
    object.add("contentInset", step.contentInset)
    object.add("indicatorInset", step.indicatorInset)
    object.add("contentEffect", step.contentEffect)
    object.add("indicatorEffect", step.indicatorEffect)
    return object.text
  }

  static func restoration(_ restoration: AvoidanceDerivation.Restoration) -> String {
    var object = Object()
    object.add("view", string: restoration.view.rawValue)
    let snapshot = restoration.snapshot
    var start = Object()
    start.add("startingContentOffset", array(snapshot.startingContentOffset))
    start.add("startingContentInset", array(snapshot.startingContentInset))
    start.add(
      "startingScrollIndicatorInsets", array(snapshot.startingScrollIndicatorInsets))
    start.add("canRestoreContentOffset", snapshot.canRestoreContentOffset)
    object.add("snapshot", start.text)
    object.add("policy", string: restoration.policy.rawValue)
    object.add("userScrolled", restoration.userScrolled)
    object.add("occasion", string: restoration.occasion.rawValue)
    object.add("offset", array(restoration.offset))
    object.add("contentEffect", restoration.contentEffect)
    object.add("indicatorEffect", restoration.indicatorEffect)
    object.add("offsetEffect", restoration.offsetEffect)
    return object.text
  }

  static func anchoring(_ anchoring: AvoidanceDerivation.Anchoring) -> String {
    var object = Object()
    object.add("view", string: anchoring.view.rawValue)
    object.add("anchor", string: anchoring.anchor?.rawValue)
    object.add("pin", string: anchoring.pin.rawValue)
    object.add("resolvedBy", string: anchoring.resolvedBy?.rawValue)
    object.add("usedFallback", anchoring.usedFallback)
    object.add("windowYBefore", anchoring.windowYBefore)
    object.add("windowYAfter", anchoring.windowYAfter)
    object.add("from", anchoring.from)
    object.add("to", anchoring.to)
    object.add("effect", anchoring.effect)
    return object.text
  }
}
