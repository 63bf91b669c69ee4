import KeyboardAvoidance
import Testing

// AVOIDANCE.md v1.3, worked examples 19 (alignment, §4) and 20 (field navigation, §8a): every
// number and every navigation answer the examples state.

// MARK: - Example 19

/// Where example 19's alignment comes from: the settings, or the field's own (which overrides
/// settings that say otherwise).
enum AlignmentSource: String, Sendable {
  case settings, field
}

/// One case of example 19: an alignment, the field's content y in example 4's form (or, with
/// no form, example 2's field at window y 700), and the outcome.
struct AlignmentCase: Sendable, CustomTestStringConvertible {
  var alignment: RevealAlignment
  var source: AlignmentSource
  /// The field's y in the form's content, or `nil` for example 2's screen (no scroll view).
  var fieldY: Double?
  var offset: Double
  var rootShift: Double
  /// The field's window top and bottom afterwards.
  var field: (top: Double, bottom: Double)

  var testDescription: String {
    let screen = fieldY.map { "form field at \($0)" } ?? "example 2's field"
    return "\(alignment) (\(source)), \(screen) → offset \(offset), rootShift \(rootShift)"
  }
}

@Suite("Worked example 19: alignment")
struct AlignmentExampleTests {
  static let cases: [AlignmentCase] = [.settings, .field].flatMap { source in
    [
      // Band 47…498, middle 272.5. The field at 647…691 (middle 669): 669 − 272.5 = 396.5.
      AlignmentCase(
        alignment: .center, source: source, fieldY: 600, offset: 396.5, rootShift: 0,
        field: (250.5, 294.5)),
      // Its top at the band's top: 647 − 47 = 600.
      AlignmentCase(
        alignment: .top, source: source, fieldY: 600, offset: 600, rootShift: 0,
        field: (47, 91)),
      // Already inside the band (347…391): no move, whatever the alignment.
      AlignmentCase(
        alignment: .center, source: source, fieldY: 300, offset: 0, rootShift: 0,
        field: (347, 391)),
      // Centring asks 1419 − 272.5 = 1146.5; the form ends at 1400 + 312 − 763 = 949; the
      // minimal move, 1441 − 498 = 943, is covered, so the root does not shift.
      AlignmentCase(
        alignment: .center, source: source, fieldY: 1350, offset: 949, rootShift: 0,
        field: (448, 492)),
      // No scroll view: the root takes only the minimal 744 − 498 = 246, never 700 − 47.
      AlignmentCase(
        alignment: .top, source: source, fieldY: nil, offset: 0, rootShift: 246,
        field: (454, 498)),
    ]
  }

  @Test("19. Alignment moves the chain, never the root beyond the minimal move", arguments: cases)
  func example19(_ row: AlignmentCase) throws {
    var screen = Screen()
    let settingsAlignment: RevealAlignment =
      row.source == .settings ? row.alignment : (row.alignment == .top ? .center : .top)
    let fieldAlignment: RevealAlignment? = row.source == .field ? row.alignment : nil
    if let fieldY = row.fieldY {
      try screen.add(form())
      var node = field("field", y: fieldY)
      node.alignment = fieldAlignment
      try screen.add(node, under: "form")
    } else {
      var node = field("field", y: 700)
      node.alignment = fieldAlignment
      try screen.add(node)
    }
    var engine = screen.engine(settings: AvoidanceSettings(alignment: settingsAlignment))
    _ = engine.handle(.focus("field"))
    let effects = engine.handle(.showKeyboard)

    if row.fieldY != nil {
      let move: [AvoidanceEffect] =
        row.offset == 0 ? [] : [.offset("form", 0, row.offset, .reveal)]
      // The form always gets its keyboard insets, 312/302.
      expectEffects(
        effects,
        move + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
      #expect(engine.insetBottom("form") == 312)
      #expect(engine.indicatorBottom("form") == 302)
    } else {
      expectEffects(effects, [.rootShift(0, 246, .reveal)])
    }
    #expect(engine.offset("form").isNaN || engine.offset("form") == row.offset)
    #expect(engine.rootShift == row.rootShift)
    let frame = try #require(engine.tree.windowFrame(of: "field"))
    #expect(frame.minY == row.field.top)
    #expect(frame.maxY == row.field.bottom)
  }
}

// MARK: - Example 20

extension Screen {
  /// Example 20: example 4's form holding, in this tree order, `email`, `password`, `code`,
  /// `promo`, the text view `notes`, `legacy` (not navigable) and the group `address` with
  /// `street` and `city`.
  static func example20() throws -> Screen {
    var screen = Screen()
    try screen.add(form())
    try screen.add(field("email", y: 600), under: "form")
    try screen.add(field("password", y: 660), under: "form")
    try screen.add(field("code", y: 900, x: 200, width: 170), under: "form")
    try screen.add(field("promo", y: 900, x: 20, width: 170), under: "form")
    try screen.add(
      ViewNode(
        id: "notes", kind: .textView, frame: Rect(x: 16, y: 720, width: 358, height: 120)),
      under: "form")
    var legacy = field("legacy", y: 960)
    legacy.navigable = false
    try screen.add(legacy, under: "form")
    try screen.add(
      ViewNode(
        id: "address", frame: Rect(x: 0, y: 1000, width: 390, height: 200),
        navigationGroup: true), under: "form")
    try screen.add(field("street", y: 10), under: "address")
    try screen.add(field("city", y: 64), under: "address")
    return screen
  }
}

/// The navigation answer for one focused field in one order.
struct NavigationCase: Sendable, CustomTestStringConvertible {
  var order: FieldNavigation.Order
  var focused: ViewID
  var previous: ViewID?
  var next: ViewID?
  var returnKey: FieldNavigation.ReturnKey

  var testDescription: String {
    "\(order): \(focused) ← \(previous.map(\.description) ?? "none") · "
      + "\(next.map(\.description) ?? "none") →, return \(returnKey)"
  }
}

@Suite("Worked example 20: field navigation")
struct NavigationExampleTests {
  /// Position order of the root's group: email, password, notes, promo, code (promo and code
  /// share y 900: promo's x 20 comes first). Hierarchy order: email, password, code, promo,
  /// notes. `legacy` is in neither; `street` and `city` only navigate between themselves.
  static let answers: [NavigationCase] =
    [
      NavigationCase(order: .position, focused: "email", next: "password", returnKey: .next),
      NavigationCase(
        order: .position, focused: "password", previous: "email", next: "notes", returnKey: .next),
      NavigationCase(
        order: .position, focused: "notes", previous: "password", next: "promo",
        returnKey: .default),
      NavigationCase(
        order: .position, focused: "promo", previous: "notes", next: "code", returnKey: .next),
      NavigationCase(order: .position, focused: "code", previous: "promo", returnKey: .done),
      NavigationCase(order: .hierarchy, focused: "email", next: "password", returnKey: .next),
      NavigationCase(
        order: .hierarchy, focused: "password", previous: "email", next: "code", returnKey: .next),
      NavigationCase(
        order: .hierarchy, focused: "code", previous: "password", next: "promo", returnKey: .next),
      NavigationCase(
        order: .hierarchy, focused: "promo", previous: "code", next: "notes", returnKey: .next),
      NavigationCase(
        order: .hierarchy, focused: "notes", previous: "promo", returnKey: .default),
    ]
    // Each order's group of two, and the field that is not navigable.
    + [FieldNavigation.Order.position, .hierarchy].flatMap { order in
      [
        NavigationCase(order: order, focused: "street", next: "city", returnKey: .next),
        NavigationCase(order: order, focused: "city", previous: "street", returnKey: .done),
        NavigationCase(order: order, focused: "legacy", returnKey: .done),
      ]
    }

  @Test("20. Previous, next and the return key of each field", arguments: answers)
  func answer(_ row: NavigationCase) throws {
    var engine = try Screen.example20().engine(
      settings: AvoidanceSettings(navigationOrder: row.order))
    #expect(engine.navigation() == nil)  // no field focused: no answer
    _ = engine.handle(.focus(row.focused))
    #expect(
      engine.navigation()
        == FieldNavigation(previous: row.previous, next: row.next, returnKey: row.returnKey))
  }

  @Test("20. Navigate next and previous walk each order exactly as the answers say")
  func walks() throws {
    for order in [FieldNavigation.Order.position, .hierarchy] {
      var engine = try Screen.example20().engine(
        settings: AvoidanceSettings(navigationOrder: order))
      _ = engine.handle(.focus("email"))
      var forward: [ViewID] = ["email"]
      while engine.navigation()?.next != nil {
        _ = engine.handle(.navigate(.next))
        forward.append(try #require(engine.focusedField))
      }
      var backward: [ViewID] = [try #require(engine.focusedField)]
      while engine.navigation()?.previous != nil {
        _ = engine.handle(.navigate(.previous))
        backward.append(try #require(engine.focusedField))
      }
      let expected: [ViewID] =
        order == .position
        ? ["email", "password", "notes", "promo", "code"]
        : ["email", "password", "code", "promo", "notes"]
      #expect(forward == expected, "\(order)")
      #expect(backward == expected.reversed(), "\(order)")
    }
  }

  @Test("20. Navigate next from email: password is focused and revealed at 253, no insets")
  func navigateReveals() throws {
    var engine = try Screen.example20().engine()
    _ = engine.handle(.focus("email"))
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("form", 0, 193, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    #expect(
      engine.navigation() == FieldNavigation(previous: nil, next: "password", returnKey: .next))

    // The password (707…751 at rest) needs 751 − 498 = 253; the insets are already 312/302.
    let next = engine.handle(.navigate(.next))
    expectEffects(next, [.offset("form", 193, 253, .reveal)])
    #expect(engine.focusedField == "password")
    #expect(engine.tree.windowFrame(of: "password")?.maxY == 498)
  }

  @Test(
    "20. Navigate at an end or a group's edge, or with nothing focused, does nothing",
    arguments: [
      (FieldNavigation.Order.position, "email", FieldNavigation.Direction.previous),
      (.position, "code", .next), (.hierarchy, "email", .previous), (.hierarchy, "notes", .next),
      (.position, "street", .previous), (.position, "city", .next),
      (.hierarchy, "street", .previous), (.hierarchy, "city", .next),
      (.position, "legacy", .next), (.position, "legacy", .previous),
    ] as [(FieldNavigation.Order, ViewID, FieldNavigation.Direction)])
  func navigateAtEdges(
    order: FieldNavigation.Order, focused: ViewID, direction: FieldNavigation.Direction
  ) throws {
    var engine = try Screen.example20().engine(
      settings: AvoidanceSettings(navigationOrder: order))
    _ = engine.handle(.focus(focused))
    _ = engine.handle(.showKeyboard)
    let before = engine
    #expect(engine.handle(.navigate(direction)).isEmpty)
    #expect(engine.focusedField == focused)
    #expect(engine == before)
  }

  @Test("20. Navigate with no field focused does nothing")
  func navigateWithoutFocus() throws {
    var engine = try Screen.example20().engine()
    _ = engine.handle(.showKeyboard)
    let before = engine
    for direction in FieldNavigation.Direction.allCases {
      #expect(engine.handle(.navigate(direction)).isEmpty)
      #expect(engine.focusedField == nil)
      #expect(engine.navigation() == nil)
    }
    #expect(engine == before)
  }
}
