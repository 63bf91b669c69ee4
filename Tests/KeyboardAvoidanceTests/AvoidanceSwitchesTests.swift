import KeyboardAvoidance
import Testing

// Per-view and per-field switches, keyboard changes while adjusted, and clamping.

struct DistanceCase: Sendable, CustomTestStringConvertible {
  var fieldDistance: Double?
  var settingsDistance: Double
  var expectedShift: Double

  var testDescription: String {
    "field \(fieldDistance.map { "\($0)" } ?? "nil"), settings \(settingsDistance) → "
      + "shift \(expectedShift)"
  }
}

/// A way for example 4's form to drop out of the chain.
enum SkippedContainer: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case horizontal
  case scrollingDisabled

  func configure(_ node: inout ViewNode) {
    switch self {
    case .horizontal: node.axis = .horizontal
    case .scrollingDisabled: node.scrollEnabled = false
    }
  }

  var testDescription: String { rawValue }
}

@Suite("Avoidance switches")
struct AvoidanceSwitchesTests {
  @Test("Focusing a field with avoidance disabled restores insets, offsets and the root shift")
  func disabledFieldRestoresEverything() throws {
    var screen = try Screen.example5()
    try screen.add(field("off", y: 300, avoidance: .disabled))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.rootShift == 146)

    expectEffects(
      engine.handle(.focus("off")),
      [
        .inset("scroll", 166, 0, .restore),
        .layout("scroll", .restore),
        .indicator("scroll", 156, 0, .restore),
        .offset("scroll", 20, 0, .restore),
        .rootShift(146, 0, .restore),
      ])
    #expect(engine.tree == screen.tree)
    #expect(engine.configurations.isEmpty)
    // Nothing moves for it, and nothing is left to restore.
    #expect(engine.handle(.moveKeyboard(top: 464)).isEmpty)
    #expect(engine.handle(.hideKeyboard).isEmpty)
  }

  static let distanceCases: [DistanceCase] = [
    // Example 2's field spans 700…744: move = 744 − (508 − D).
    DistanceCase(fieldDistance: nil, settingsDistance: 10, expectedShift: 246),
    DistanceCase(fieldDistance: 0, settingsDistance: 10, expectedShift: 236),
    DistanceCase(fieldDistance: 30, settingsDistance: 10, expectedShift: 266),
    DistanceCase(fieldDistance: nil, settingsDistance: 20, expectedShift: 256),
    DistanceCase(fieldDistance: 5, settingsDistance: 20, expectedShift: 241),
  ]

  @Test(arguments: distanceCases)
  func distance(_ row: DistanceCase) throws {
    var screen = Screen()
    try screen.add(field("field", y: 700, distance: row.fieldDistance))
    var engine = screen.engine(settings: AvoidanceSettings(keyboardDistance: row.settingsDistance))
    _ = engine.handle(.focus("field"))
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, row.expectedShift, .reveal)])
    #expect(engine.band(for: "field")?.bottom == 744 - row.expectedShift)
  }

  @Test("A field's distance also sets the keyboard inset, not the indicator")
  func distanceInScrollView() throws {
    var screen = try Screen.example4()
    try screen.add(field("far", y: 600, x: 20, distance: 30), under: "form")
    var engine = screen.engine()
    _ = engine.handle(.focus("far"))
    // The field spans 647…691, band bottom 478: move 213. Insets 810 − 478 = 332, 810 − 508 = 302.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 213, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 332), indicator: (0, 302)))
  }

  @Test("ignoresScrolling leaves the container out of the chain: the root moves instead")
  func ignoresScrolling() throws {
    let screen = try Screen.example4 { $0.ignoresScrolling = true }
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 193, .reveal)])
    #expect(engine.tree["form"] == screen.tree["form"])
    #expect(engine.handle(.hideKeyboard) == [.rootShift(193, 0, .restore)])
  }

  @Test("ignoresInset scrolls the container but leaves its insets")
  func ignoresInset() throws {
    var engine = try Screen.example4 { $0.ignoresInset = true }.engine()
    _ = engine.handle(.focus("a"))
    #expect(engine.handle(.showKeyboard) == [.offset("form", 0, 193, .reveal)])
    #expect(engine.insetBottom("form") == 0)
    #expect(engine.indicatorBottom("form") == 0)
    #expect(engine.handle(.hideKeyboard) == [.offset("form", 193, 0, .restore)])
  }

  @Test(
    "A container that cannot scroll vertically is skipped", arguments: SkippedContainer.allCases)
  func skippedContainer(_ kind: SkippedContainer) throws {
    let screen = try Screen.example4(kind.configure)
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 193, .reveal)])
    #expect(engine.tree["form"] == screen.tree["form"])
  }

  @Test("A floating keyboard restores what a docked one changed")
  func floatingKeyboardRestores() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let floating = AvoidanceEvent.keyboardEvent(
      .keyboardWillChangeFrame, frame: Rect(x: 20, y: 300, width: 300, height: 200))
    expectEffects(
      engine.handle(floating),
      [
        .inset("form", 312, 0, .restore),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 193, 0, .restore),
      ])
    #expect(engine.configurations.isEmpty)
    // Docking again adjusts again from a fresh snapshot.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 193, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
  }

  @Test("A stack between a scroll view and the field: offsets use the scroll view's animation")
  func stackUsesScrollViewAnimation() throws {
    var screen = try Screen.example4()
    try screen.add(
      ViewNode(id: "stack", kind: .stack, frame: Rect(x: 0, y: 550, width: 390, height: 200)),
      under: "form")
    try screen.add(field("stacked", y: 50), under: "stack")
    var engine = screen.engine()
    _ = engine.handle(.focus("stacked"))
    // The field is at content y 600, as a in example 4.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 193, .reveal, .scrollView)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    expectEffects(
      engine.handle(.hideKeyboard),
      [
        .inset("form", 312, 0, .restore),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 193, 0, .restore, .scrollView),
      ])
  }

  @Test("A field outside the stack keeps the keyboard's animation")
  func fieldBesideStack() throws {
    var screen = try Screen.example4()
    try screen.add(
      ViewNode(id: "stack", kind: .stack, frame: Rect(x: 0, y: 0, width: 390, height: 200)),
      under: "form")
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    #expect(engine.handle(.showKeyboard).first == .offset("form", 0, 193, .reveal))
  }

  @Test("Blur moves nothing; the hide then restores")
  func blurThenHide() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let adjusted = engine.tree
    #expect(engine.handle(.blur).isEmpty)
    #expect(engine.focusedField == nil)
    #expect(engine.tree == adjusted)
    expectEffects(
      engine.handle(.hideKeyboard),
      [
        .inset("form", 312, 0, .restore),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 193, 0, .restore),
      ])
  }

  @Test("QuickType: a taller keyboard and back re-derive the adjustment with the same snapshot")
  func keyboardHeightChange() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let snapshot = engine.configurations

    // Top 464, band bottom 454: a spans 454…498, move 44. Insets 810 − 454 = 356, 810 − 464 = 346.
    let animation = KeyboardAnimation(duration: 0.4, curve: 3)
    let taller = engine.handle(.moveKeyboard(top: 464, animation: animation))
    expectEffects(
      taller,
      [.offset("form", 193, 237, .reveal, .keyboard(animation))]
        + AvoidanceEffect.keyboardInsets(
          "form", content: (312, 356), indicator: (302, 346), .keyboard(animation)))
    #expect(engine.configurations == snapshot)

    // Back to 508: a spans 410…454, visible, so the offset stays; the insets shrink.
    let shorter = engine.handle(.moveKeyboard(top: 508))
    expectEffects(
      shorter, AvoidanceEffect.keyboardInsets("form", content: (356, 312), indicator: (346, 302)))
    #expect(engine.offset("form") == 237)
    #expect(engine.configurations == snapshot)

    _ = engine.handle(.hideKeyboard)
    #expect(engine.offset("form") == 0)
    #expect(engine.insetBottom("form") == 0)
  }

  @Test("A shorter keyboard shrinks the inset and clamps an offset that became invalid")
  func clampAfterInsetShrinks() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("c"))
    _ = engine.handle(.showKeyboard)
    // c spans 1397…1441: move 943, under the max 1400 + 312 − 763 = 949.
    #expect(engine.offset("form") == 943)

    // Top 600, band bottom 590: c spans 454…498, visible. Insets 810 − 590 = 220 and
    // 810 − 600 = 210 make the max 1400 + 220 − 763 = 857 < 943.
    let shorter = engine.handle(.moveKeyboard(top: 600))
    expectEffects(
      shorter,
      AvoidanceEffect.keyboardInsets("form", content: (312, 220), indicator: (302, 210))
        + [.offset("form", 943, 857, .clamp)])
    #expect(engine.offset("form") == 857)
    #expect(engine.isRevealed("c"))
  }
}
