import KeyboardAvoidance
import Testing

// AVOIDANCE.md v1.3, worked examples 16–18: followers ride the keyboard and make the effective
// keyboard top (§2); covered containers lift by their policy (§6a); a form's band ends above its
// button bar (§3, §6). Every number the examples state is asserted, with each effect's reason
// and, where the spec gives it, the effects' order.

// MARK: - Screens

extension Screen {
  /// Example 16's chat: `messages` table (0,47,390,713) content 390×3000 at `offset`, with
  /// `lift`; `composer` (0,760,390,50) following the keyboard, holding `input` (12,8,366,34).
  static func chat(offset: Double = 2287, lift: KeyboardLift = .always) throws -> Screen {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "messages", kind: .table, frame: Rect(x: 0, y: 47, width: 390, height: 713),
        contentSize: Size(width: 390, height: 3000), contentOffset: Point(x: 0, y: offset),
        keyboardLift: lift))
    try screen.add(
      ViewNode(
        id: "composer", frame: Rect(x: 0, y: 760, width: 390, height: 50), followsKeyboard: true))
    try screen.add(field("input", y: 8, x: 12, width: 366, height: 34), under: "composer")
    return screen
  }

  /// Example 18's form: `form` (0,47,390,703) content 390×1400 holding `email` at content
  /// (20,600,350,44); `buttons` (0,750,390,60) following the keyboard.
  static func buttonBarForm() throws -> Screen {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 703),
        contentSize: Size(width: 390, height: 1400)))
    try screen.add(field("email", y: 600), under: "form")
    try screen.add(
      ViewNode(
        id: "buttons", frame: Rect(x: 0, y: 750, width: 390, height: 60), followsKeyboard: true))
    return screen
  }
}

// MARK: - The lift policies' table

/// One cell of example 17's table: a policy, the offset before the keyboard, and the offsets
/// after it shows and after it hides, with the reason of the hide's offset effect.
struct LiftCase: Sendable, CustomTestStringConvertible {
  var lift: KeyboardLift
  var before: Double
  var afterShow: Double
  var afterHide: Double
  /// The reason of the hide's offset effect, `nil` when the offset does not move.
  var hideReason: AvoidanceEffect.Reason?

  var testDescription: String {
    "\(lift) from \(before): → \(afterShow) → \(afterHide)"
      + (hideReason.map { " (\($0))" } ?? "")
  }
}

@Suite("Worked examples 16–18: followers and covered containers")
struct KeyboardFollowerExampleTests {
  @Test("16. A chat: the composer rides the keyboard (302, then 346), the list lifts and drops")
  func example16Chat() throws {
    var engine = try Screen.chat().engine()
    #expect(engine.handle(.focus("input")).isEmpty)

    // The composer's bottom 810 meets the keyboard's top 508: lift 302, at 458…508, kTop* 458.
    // The input rides with it: no chain, rootShift stays 0. The messages (47…760) are covered
    // by 760 − 458 = 302 (no D): inset 302/302, offset 2287 + 302 = 2589, their new end.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.follow("composer", 0, 302, .follow)]
        + AvoidanceEffect.keyboardInsets("messages", content: (0, 302), indicator: (0, 302))
        + [.offset("messages", 2287, 2589, .lift)])
    #expect(engine.tree["composer"]?.followOffset == 302)
    #expect(engine.rootShift == 0)
    #expect(engine.insetBottom("messages") == 302)
    #expect(engine.indicatorBottom("messages") == 302)
    #expect(engine.offset("messages") == 2589)
    #expect(engine.offset("messages") == engine.tree["messages"]?.maxOffsetY)
    #expect(engine.configurations.isEmpty)  // covered containers are not chain snapshots
    // Drawn 302 above its resting place: at 458…508, on the keyboard; the input with it.
    #expect(engine.tree.windowFrame(of: "composer") == Rect(x: 0, y: 458, width: 390, height: 50))
    #expect(engine.tree.windowFrame(of: "input") == Rect(x: 12, y: 466, width: 366, height: 34))

    // A taller keyboard (top 464): lift 346, kTop* 414, inset 346/346, offset 2589 + 44 = 2633.
    let taller = engine.handle(.moveKeyboard(top: 464))
    expectEffects(
      taller,
      [.follow("composer", 302, 346, .follow)]
        + AvoidanceEffect.keyboardInsets("messages", content: (302, 346), indicator: (302, 346))
        + [.offset("messages", 2589, 2633, .lift)])

    // The user scrolls to 1500; the hide drops the content with the keyboard: 1500 − 346 = 1154.
    #expect(engine.handle(.scroll("messages", offset: Point(x: 0, y: 1500))).isEmpty)
    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("messages", 346, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 346, 0, .restore), .offset("messages", 1500, 1154, .lift),
        .follow("composer", 346, 0, .restore),
      ])
    #expect(engine.offset("messages") == 1154)
    #expect(engine.tree["composer"]?.followOffset == 0)
    #expect(engine.rootShift == 0)
  }

  static let liftCases: [LiftCase] = [
    LiftCase(lift: .never, before: 1000, afterShow: 1000, afterHide: 1000),
    LiftCase(lift: .never, before: 2287, afterShow: 2287, afterHide: 2287),
    LiftCase(lift: .whenAtEnd, before: 1000, afterShow: 1000, afterHide: 1000),
    LiftCase(lift: .whenAtEnd, before: 2287, afterShow: 2589, afterHide: 2287, hideReason: .lift),
    LiftCase(lift: .always, before: 1000, afterShow: 1302, afterHide: 1000, hideReason: .lift),
    LiftCase(lift: .always, before: 2287, afterShow: 2589, afterHide: 2287, hideReason: .lift),
    LiftCase(lift: .persistent, before: 1000, afterShow: 1302, afterHide: 1302),
    LiftCase(
      lift: .persistent, before: 2287, afterShow: 2589, afterHide: 2287, hideReason: .clamp),
  ]

  @Test(
    "17. The four lift policies: offsets before → after show → after hide", arguments: liftCases)
  func example17LiftPolicies(_ row: LiftCase) throws {
    var engine = try Screen.chat(offset: row.before, lift: row.lift).engine()
    _ = engine.handle(.focus("input"))

    let show = engine.handle(.showKeyboard)
    let showOffset: [AvoidanceEffect] =
      row.afterShow == row.before ? [] : [.offset("messages", row.before, row.afterShow, .lift)]
    expectEffects(
      show,
      [.follow("composer", 0, 302, .follow)]
        + AvoidanceEffect.keyboardInsets("messages", content: (0, 302), indicator: (0, 302))
        + showOffset)
    #expect(engine.offset("messages") == row.afterShow)
    #expect(engine.insetBottom("messages") == 302)
    #expect(engine.indicatorBottom("messages") == 302)

    let hide = engine.handle(.hideKeyboard)
    let hideOffset: [AvoidanceEffect] =
      row.hideReason.map { [.offset("messages", row.afterShow, row.afterHide, $0)] } ?? []
    expectEffects(
      hide,
      [
        .inset("messages", 302, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 302, 0, .restore),
      ] + hideOffset + [.follow("composer", 302, 0, .restore)])
    #expect(engine.offset("messages") == row.afterHide)
    #expect(engine.insetBottom("messages") == 0)
    #expect(engine.indicatorBottom("messages") == 0)
  }

  @Test("18. A form with a button bar: bar at 448…508, band 47…438, form offset 253, in order")
  func example18ButtonBar() throws {
    var engine = try Screen.buttonBarForm().engine()
    _ = engine.handle(.focus("email"))

    // The bar's bottom 810 meets 508: lift 302, at 448…508, kTop* 448, band 47…438. The email
    // (647…691 at rest) needs 691 − 438 = 253. The form (47…750) gets 750 − 438 = 312 and an
    // indicator of 750 − 448 = 302. (v1.2 would stop at 193, behind the bar.)
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("form", 0, 253, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302))
        + [.follow("buttons", 0, 302, .follow)])
    #expect(engine.offset("form") == 253)
    #expect(engine.rootShift == 0)
    #expect(engine.tree["buttons"]?.followOffset == 302)
    #expect(engine.tree.windowFrame(of: "buttons") == Rect(x: 0, y: 448, width: 390, height: 60))
    #expect(engine.tree.windowFrame(of: "email") == Rect(x: 20, y: 394, width: 350, height: 44))

    // Hide: form inset 0, indicator 0, offset 0 (restore), then the bar back to 0.
    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("form", 312, 0, .restore), .layout("form", .restore),
        .indicator("form", 302, 0, .restore), .offset("form", 253, 0, .restore),
        .follow("buttons", 302, 0, .restore),
      ])
    #expect(engine.configurations.isEmpty)
  }
}
