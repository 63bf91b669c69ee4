import KeyboardAvoidance
import Testing

// AVOIDANCE.md §6, rule 6: every chain container whose final window frame reaches below the
// band gets
//   contentInset.bottom    = max(startingInset.bottom, (C.maxY − (kTop − D)) − C.safeArea.bottom)
//   indicatorInsets.bottom = max(startingIndicator.bottom, (C.maxY − kTop) − C.safeArea.bottom)
// Worked on the phone of §10: band 47…498, keyboard top 508.

/// Pins rule 6's two parts one by one: the `max` with the starting insets, and the test that
/// the container reaches below the band.
@Suite("Rule 6: keyboard insets")
struct KeyboardInsetRuleTests {
  /// Pins rule 6's `max(startingInset, …)`: example 4's form (ending at 810, so the keyboard
  /// asks for 810 − 498 = 312 and 810 − 508 = 302) starting with larger bottom insets of its own
  /// keeps them — the reveal writes only the offset (the field at 647…691: 691 − 498 = 193), and
  /// the hide only puts the offset back.
  @Test("Starting insets larger than the keyboard's are kept: 400/350, only the offset moves")
  func largerStartingInsetsKept() throws {
    var engine = try Screen.example4 {
      $0.contentInset.bottom = 400
      $0.indicatorInsets.bottom = 350
    }.engine()
    _ = engine.handle(.focus("a"))
    expectEffects(engine.handle(.showKeyboard), [.offset("form", 0, 193, .reveal)])
    #expect(engine.insetBottom("form") == 400)
    #expect(engine.indicatorBottom("form") == 350)
    expectEffects(engine.handle(.hideKeyboard), [.offset("form", 193, 0, .restore)])
  }

  /// Pins each side of both `max`es on its own: the content inset is max(start, 312), the
  /// indicator inset max(start, 302), each from its own starting value.
  @Test(
    "Each bottom inset is the larger of its starting value and the keyboard's",
    arguments: [
      (400.0, 0.0, 400.0, 302.0),
      (0, 350, 312, 350),
      (100, 50, 312, 302),
      (312, 302, 312, 302),
    ])
  func eachInsetTakesTheLarger(
    content: Double, indicator: Double, expectedContent: Double, expectedIndicator: Double
  ) throws {
    var engine = try Screen.example4 {
      $0.contentInset.bottom = content
      $0.indicatorInsets.bottom = indicator
    }.engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("form") == 193)
    #expect(engine.insetBottom("form") == expectedContent)
    #expect(engine.indicatorBottom("form") == expectedIndicator)
    _ = engine.handle(.hideKeyboard)
    #expect(engine.insetBottom("form") == content)
    #expect(engine.indicatorBottom("form") == indicator)
  }

  /// Pins rule 6's "reaches below the band": a form at y 47 holding a visible field (147…191,
  /// nothing moves) gets the keyboard's insets only when it ends below the band's bottom, 498 —
  /// ending at 498 it gets none; at 505, between the band and the keyboard, a content inset of
  /// 505 − 498 = 7 and no indicator inset (505 − 508 < 0, and an effect that changes nothing is
  /// never emitted); at 512, 14 and 4.
  @Test(
    "A container gets keyboard insets only when it reaches below the band",
    arguments: [
      (498.0, 0.0, 0.0, [AvoidanceEffect]()),
      (505, 7, 0, [.inset("form", 0, 7, .keyboardInset), .layout("form", .keyboardInset)]),
      (512, 14, 4, AvoidanceEffect.keyboardInsets("form", content: (0, 14), indicator: (0, 4))),
    ])
  func reachesBelowTheBand(
    bottom: Double, content: Double, indicator: Double, expected: [AvoidanceEffect]
  ) throws {
    var screen = Screen()
    try screen.add(form { $0.frame.size.height = bottom - 47 })
    try screen.add(field("name", y: 100), under: "form")
    var engine = screen.engine()
    _ = engine.handle(.focus("name"))
    expectEffects(engine.handle(.showKeyboard), expected)
    #expect(engine.insetBottom("form") == content)
    #expect(engine.indicatorBottom("form") == indicator)
    #expect(engine.offset("form") == 0)
    #expect(engine.tree.rootShift == 0)
  }
}
