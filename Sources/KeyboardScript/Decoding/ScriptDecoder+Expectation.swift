import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// An `expect` event (its `views`, `rootShift`, `visible`, `effects`, `selection`,
  /// `focused`, `pending` and `anchor` among `values`).
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
    if let focus = values[.focus] {
      expectation.focus = try at(.key(.focus)) { decoder throws(ScriptError) in
        try decoder.expectedField(focus)
      }
    }
    if let navigation = values[.navigation] {
      expectation.navigation = try at(.key(.navigation)) { decoder throws(ScriptError) in
        try decoder.decodeNavigationExpectation(navigation)
      }
    }
    // The preservation keys, rare enough to be looked for together.
    let preservationKeys = ScriptKey.mask([.selection, .focused, .pending, .anchor])
    if values.present & preservationKeys != 0 {
      try decodePreservationExpectations(values, into: &expectation)
    }
    return expectation
  }

  /// The `selection`, `focused`, `pending` and `anchor` keys of an expectation.
  private mutating func decodePreservationExpectations(
    _ values: Fields, into expectation: inout ScriptExpectation
  ) throws(ScriptError) {
    if let selection = values[.selection] {
      try at(.key(.selection)) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: selection, expected: "an object of ranges") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let field = try decoder.mapKey(member, expected: Self.fieldExpected) { $0.isField }
            expectation.selections.append(
              ScriptExpectation.Selection(view: field, range: try decoder.utf16Range(member.value)))
          }
        }
      }
    }
    if let focused = values[.focused] {
      expectation.focused = try at(.key(.focused)) { decoder throws(ScriptError) in
        try decoder.expectedField(focused)
      }
    }
    if let pending = values[.pending] {
      try at(.key(.pending)) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: pending, expected: "an object of booleans") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let container = try decoder.mapKey(member, expected: "a scroll container") {
              $0.isScrollContainer
            }
            expectation.pending.append(
              ScriptExpectation.Pending(view: container, isPending: try decoder.bool(member.value)))
          }
        }
      }
    }
    if let anchor = values[.anchor] {
      try at(.key(.anchor)) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: anchor, expected: "an object of cell ids") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let list = try decoder.mapKey(member, expected: Self.listExpected) { $0.isList }
            // Cells come and go, so the cell need not be declared anywhere.
            let cell = try decoder.string(member.value)
            guard !cell.isEmpty else { throw decoder.error(.emptyID, at: member.value) }
            expectation.anchors.append(ScriptExpectation.Anchor(view: list, cell: ViewID(cell)))
          }
        }
      }
    }
  }

  /// A field id or `null`: an expected focus or neighbour.
  mutating func expectedField(_ index: Index) throws(ScriptError) -> ScriptExpectation.Focus {
    switch document.kind(index) {
    case .null:
      return .nothing
    case .string:
      return .field(try existingID(index, expected: Self.fieldExpected) { $0.isField })
    default:
      throw error(.typeMismatch(expected: "a field id or null", found: found(index)), at: index)
    }
  }

  /// An expectation's `navigation`: `previous`, `next` (field ids or `null`) and `returnKey`.
  mutating func decodeNavigationExpectation(
    _ index: Index
  ) throws(ScriptError) -> ScriptExpectation.NavigationExpectation {
    let fields = try fields(of: index, keys: Self.navigationExpectationKeys)
    var navigation = ScriptExpectation.NavigationExpectation()
    if let value = fields[.previous] {
      navigation.previous = try at(.key(.previous)) { decoder throws(ScriptError) in
        try decoder.expectedField(value)
      }
    }
    if let value = fields[.next] {
      navigation.next = try at(.key(.next)) { decoder throws(ScriptError) in
        try decoder.expectedField(value)
      }
    }
    if let value = fields[.returnKey] {
      navigation.returnKey = try at(.key(.returnKey)) { decoder throws(ScriptError) in
        try decoder.enumeration(value, as: FieldNavigation.ReturnKey.self)
      }
    }
    return navigation
  }

  /// The view a map member's key names, which must satisfy `isValid`.
  mutating func mapKey(
    _ member: IDMember, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> ViewID {
    try namedView(
      member.id, atOffset: document.offset(member.key), expected: expected, where: isValid
    ).id
  }

  /// The keys of one view's expected values.
  static let viewExpectationKeys = ObjectKeys([
    .contentOffset, .contentInset, .indicatorInsets, .followOffset,
  ])

  /// The keys of an expectation's `navigation`.
  static let navigationExpectationKeys = ObjectKeys([.previous, .next, .returnKey])

  /// The `views` object of an expectation: scroll container ids to expected values.
  mutating func decodeViewExpectations(_ index: Index) throws(ScriptError) -> [ViewExpectation] {
    var result: [ViewExpectation] = []
    for member in try idMembers(of: index, expected: "an object") {
      try at(.member(member.key)) { decoder throws(ScriptError) in
        let fields = try decoder.fields(of: member.value, keys: Self.viewExpectationKeys)
        // A follower's expectation states its offset; a container's, its offset and insets.
        let isFollower = fields[.followOffset] != nil
        let id = try decoder.mapKey(
          member, expected: isFollower ? "a view" : "a scroll container"
        ) { isFollower || $0.isScrollContainer }
        var expectation = ViewExpectation(view: id)
        if let value = fields[.followOffset] {
          expectation.followOffset = try decoder.at(.key(.followOffset)) {
            decoder throws(ScriptError) in try decoder.number(value)
          }
        }
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
