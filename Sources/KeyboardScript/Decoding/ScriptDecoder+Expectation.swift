import KeyboardAvoidance

extension ScriptDecoder {
  /// An `expect` event's keys: `views`, `rootShift`, `visible`, `effects`.
  mutating func decodeExpectation(_ values: [Index?]) throws(ScriptError) -> Expectation {
    var expectation = Expectation()
    if let views = values[0] {
      try at(.key("views")) { decoder throws(ScriptError) in
        expectation.views = try decoder.decodeViewExpectations(views)
      }
    }
    if let rootShift = values[1] {
      expectation.rootShift = try at(.key("rootShift")) { decoder throws(ScriptError) in
        try decoder.number(rootShift)
      }
    }
    if let visible = values[2] {
      try at(.key("visible")) { decoder throws(ScriptError) in
        guard decoder.document.kind(visible) == .array else {
          throw decoder.error(
            .typeMismatch(expected: "an array of field ids", found: decoder.found(visible)),
            at: visible)
        }
        for (position, element) in decoder.document.elements(visible).enumerated() {
          try decoder.at(.index(position)) { decoder throws(ScriptError) in
            expectation.visible.append(
              try decoder.existingID(element, expected: "a field (textField or textView)") {
                $0.isField
              })
          }
        }
      }
    }
    if let effects = values[3] {
      expectation.effects = try at(.key("effects")) { decoder throws(ScriptError) in
        _ = try decoder.nonNegative(effects, "a count")
        return try decoder.integer(effects)
      }
    }
    return expectation
  }

  /// The `views` object of an expectation: scroll container ids to expected values.
  mutating func decodeViewExpectations(_ index: Index) throws(ScriptError) -> [ViewExpectation] {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an object", found: found(index)), at: index)
    }
    var result: [ViewExpectation] = []
    for member in document.members(index) {
      try at(.key(member.key)) { decoder throws(ScriptError) in
        let id = ViewID(member.key)
        guard let node = decoder.tree[id] else {
          let ids = decoder.idOffsets.keys.lazy.map(\.rawValue)
          throw decoder.error(
            .danglingID(member.key, suggestion: suggestion(for: member.key, among: ids)),
            atOffset: member.keyOffset)
        }
        guard node.kind.isScrollContainer else {
          throw decoder.error(
            .wrongViewKind(
              id: member.key, kind: node.kind.rawValue, expected: "a scroll container"),
            atOffset: member.keyOffset)
        }
        guard !result.contains(where: { $0.view == id }) else {
          throw decoder.error(.duplicateKey(member.key), atOffset: member.keyOffset)
        }
        let fields = try decoder.fields(
          of: member.value, keys: ["contentOffset", "contentInset", "indicatorInsets"])
        var expectation = ViewExpectation(view: id)
        if let value = fields[0] {
          expectation.contentOffset = try decoder.at(.key("contentOffset")) {
            decoder throws(ScriptError) in try decoder.point(value)
          }
        }
        if let value = fields[1] {
          expectation.contentInset = try decoder.at(.key("contentInset")) {
            decoder throws(ScriptError) in try decoder.insets(value)
          }
        }
        if let value = fields[2] {
          expectation.indicatorInsets = try decoder.at(.key("indicatorInsets")) {
            decoder throws(ScriptError) in try decoder.insets(value)
          }
        }
        result.append(expectation)
      }
    }
    return result
  }
}
