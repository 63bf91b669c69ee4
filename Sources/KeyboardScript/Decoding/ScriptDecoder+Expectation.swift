import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// An `expect` event (its `views`, `rootShift`, `visible` and `effects` among `values`).
  mutating func decodeExpectation(_ values: Fields) throws(ScriptError) -> ScriptExpectation {
    var expectation = ScriptExpectation()
    if let views = values[.views] {
      try at(.key(.views)) { decoder throws(ScriptError) in
        expectation.views = try decoder.decodeViewExpectations(views)
      }
    }
    if let rootShift = values[.rootShift] {
      expectation.rootShift = try at(.key(.rootShift)) { decoder throws(ScriptError) in
        try decoder.number(rootShift)
      }
    }
    if let visible = values[.visible] {
      try at(.key(.visible)) { decoder throws(ScriptError) in
        guard decoder.document.kind(visible) == .array else {
          throw decoder.error(
            .typeMismatch(expected: "an array of view ids", found: decoder.found(visible)),
            at: visible)
        }
        for (position, element) in decoder.document.elements(visible).enumerated() {
          try decoder.at(.index(position)) { decoder throws(ScriptError) in
            expectation.visible.append(
              try decoder.existingID(element, expected: "a view") { _ in true })
          }
        }
      }
    }
    if let effects = values[.effects] {
      expectation.effects = try at(.key(.effects)) { decoder throws(ScriptError) in
        _ = try decoder.nonNegative(effects, "a count")
        return try decoder.integer(effects)
      }
    }
    return expectation
  }

  /// The keys of one view's expected values.
  static let viewExpectationKeys = ObjectKeys([.contentOffset, .contentInset, .indicatorInsets])

  /// The `views` object of an expectation: scroll container ids to expected values.
  mutating func decodeViewExpectations(_ index: Index) throws(ScriptError) -> [ViewExpectation] {
    var result: [ViewExpectation] = []
    for member in try idMembers(of: index, expected: "an object") {
      try at(.member(member.key)) { decoder throws(ScriptError) in
        let id = ViewID(member.id)
        guard let node = decoder.tree[id] else {
          throw decoder.error(
            .danglingID(member.id, suggestion: decoder.suggestedID(for: member.id)),
            atOffset: decoder.document.offset(member.key))
        }
        guard node.kind.isScrollContainer else {
          throw decoder.error(
            .wrongViewKind(id: member.id, kind: node.kind.rawValue, expected: "a scroll container"),
            atOffset: decoder.document.offset(member.key))
        }
        let fields = try decoder.fields(of: member.value, keys: Self.viewExpectationKeys)
        var expectation = ViewExpectation(view: id)
        if let value = fields[.contentOffset] {
          expectation.contentOffset = try decoder.at(.key(.contentOffset)) {
            decoder throws(ScriptError) in try decoder.point(value)
          }
        }
        if let value = fields[.contentInset] {
          expectation.contentInset = try decoder.at(.key(.contentInset)) {
            decoder throws(ScriptError) in try decoder.insets(value)
          }
        }
        if let value = fields[.indicatorInsets] {
          expectation.indicatorInsets = try decoder.at(.key(.indicatorInsets)) {
            decoder throws(ScriptError) in try decoder.insets(value)
          }
        }
        result.append(expectation)
      }
    }
    return result
  }
}
