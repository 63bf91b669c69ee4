import Foundation
import KeyboardAvoidance
import Testing

// AVOIDANCE.md v1.3 §2, §3, §6a, §7 and §9 at their edges: followers that do not count, fields
// that ride, covered containers entering and leaving the chain, the lift policies' clamps, the
// hide's order, floating keyboards, no focus, and the engine's coding of covered containers.

/// One covered container's clamp on hide: the policy, where the user left the offset with the
/// keyboard up (example 16's screen: inset 302, valid offsets 0…2589), and the hide's offset
/// effect (its `to` and reason; after the hide the valid offsets are 0…2287).
struct CoveredClampCase: Sendable, CustomTestStringConvertible {
  var lift: KeyboardLift
  var scrolledTo: Double
  var afterHide: Double
  var reason: AvoidanceEffect.Reason

  var testDescription: String { "\(lift), scrolled to \(scrolledTo) → \(afterHide) (\(reason))" }
}

@Suite("Followers and covered containers at their edges")
struct KeyboardFollowerEdgeTests {
  // MARK: Followers

  @Test(
    "A follower with no width or height is ignored: example 4's numbers, no followOffset",
    arguments: [
      Rect(x: 0, y: 750, width: 390, height: 0), Rect(x: 0, y: 750, width: 0, height: 60),
    ])
  func emptyFollowerIgnored(frame: Rect) throws {
    var screen = try Screen.example4()
    try screen.add(ViewNode(id: "bar", frame: frame, followsKeyboard: true))
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    let show = engine.handle(.showKeyboard)
    // As if the bar were not there: kTop* = kTop = 508, band 47…498.
    expectEffects(
      show,
      [.offset("form", 0, 193, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    #expect(engine.tree["bar"]?.followOffset == 0)
    let hide = engine.handle(.hideKeyboard)
    #expect(!hide.contains { $0.view == "bar" })
  }

  @Test("A field in a follower moves nothing, and re-derives the root's shift as 0")
  func fieldInFollowerRidesWithIt() throws {
    // Example 2's field at 700…744 on the root, and example 16's composer holding `input`.
    var screen = Screen()
    try screen.add(field("low", y: 700))
    try screen.add(
      ViewNode(
        id: "composer", frame: Rect(x: 0, y: 760, width: 390, height: 50), followsKeyboard: true))
    try screen.add(field("input", y: 8, x: 12, width: 366, height: 34), under: "composer")
    var engine = screen.engine()
    _ = engine.handle(.focus("low"))

    // The composer rides 302 (kTop* 458, band 47…448): `low` needs 744 − 448 = 296 of root
    // shift (bound 336); the composer stays on the keyboard: followOffset 302 − 296 = 6.
    let show = engine.handle(.showKeyboard)
    expectEffects(show, [.rootShift(0, 296, .reveal), .follow("composer", 0, 6, .follow)])
    #expect(engine.tree.windowFrame(of: "composer") == Rect(x: 0, y: 458, width: 390, height: 50))

    // Focusing the composer's field: no chain, the root shift re-derived as 0, the composer
    // still on the keyboard (302 above its resting place).
    let focus = engine.handle(.focus("input"))
    expectEffects(focus, [.rootShift(296, 0, .reveal), .follow("composer", 6, 302, .follow)])
    #expect(engine.tree.windowFrame(of: "composer") == Rect(x: 0, y: 458, width: 390, height: 50))
    #expect(engine.configurations.isEmpty)
    // The input rides with it, above the keyboard's top (508).
    #expect(engine.tree.windowFrame(of: "input") == Rect(x: 12, y: 466, width: 366, height: 34))

    // Focusing it again changes nothing.
    #expect(engine.handle(.focus("input")).isEmpty)
  }

  @Test("Visibility with a riding follower: above its top less D, or, inside it, the keyboard's")
  func visibilityWithFollower() throws {
    // Example 18's form and button bar: the bar rides to 448…508, the band is 47…438.
    var screen = try Screen.example4()
    try screen.add(
      ViewNode(
        id: "buttons", frame: Rect(x: 0, y: 750, width: 390, height: 60), followsKeyboard: true))
    try screen.add(field("done", y: 8, x: 300, width: 80, height: 44), under: "buttons")
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.band(for: "a") == Band(top: 47, bottom: 438))
    #expect(engine.isRevealed("a"))
    // The bar's own field rides on the keyboard: seen down to the keyboard's top, 508.
    #expect(engine.band(for: "done") == Band(top: 47, bottom: 508))
    #expect(engine.tree.windowFrame(of: "done") == Rect(x: 300, y: 456, width: 80, height: 44))
    #expect(engine.isRevealed("done"))
    // Without a keyboard, the safe area as before.
    _ = engine.handle(.hideKeyboard)
    #expect(engine.band(for: "done") == Band(top: 47, bottom: 810))
  }

  @Test("A floating keyboard brings the followers back and uncovers the containers")
  func floatingKeyboardRestores() throws {
    var engine = try Screen.chat(offset: 1000).engine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("messages") == 1302)
    let float = engine.handle(
      .keyboardEvent(
        .keyboardWillChangeFrame, frame: Rect(x: 20, y: 300, width: 300, height: 250)))
    expectEffects(
      float,
      [
        .inset("messages", 302, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 302, 0, .restore), .offset("messages", 1302, 1000, .lift),
        .follow("composer", 302, 0, .restore),
      ])
    #expect(engine.keyboardPlacement == .floating)
  }

  @Test(
    "With no field focused, or a focused field that does not avoid, followers still follow",
    arguments: [nil, "off"] as [ViewID?])
  func followersWithoutAvoidance(focused: ViewID?) throws {
    var screen = try Screen.chat(offset: 1000)
    try screen.add(field("off", y: 300, avoidance: .disabled))
    var engine = screen.engine()
    if let focused { _ = engine.handle(.focus(focused)) }
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.follow("composer", 0, 302, .follow)]
        + AvoidanceEffect.keyboardInsets("messages", content: (0, 302), indicator: (0, 302))
        + [.offset("messages", 1000, 1302, .lift)])
    #expect(engine.rootShift == 0)
    let taller = engine.handle(.moveKeyboard(top: 464))
    expectEffects(
      taller,
      [.follow("composer", 302, 346, .follow)]
        + AvoidanceEffect.keyboardInsets("messages", content: (302, 346), indicator: (302, 346))
        + [.offset("messages", 1302, 1346, .lift)])
    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("messages", 346, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 346, 0, .restore), .offset("messages", 1346, 1000, .lift),
        .follow("composer", 346, 0, .restore),
      ])
  }

  // MARK: Covered containers and the chain

  /// Example 16's chat at offset 1000, with a field `m` in the messages at content y 1500.
  static func chatWithField() throws -> Screen {
    var screen = try Screen.chat(offset: 1000)
    try screen.add(field("m", y: 1500), under: "messages")
    return screen
  }

  @Test("A covered container entering the chain is uncovered first, then adjusted; leaving, back")
  func coveredEntersAndLeavesTheChain() throws {
    var engine = try Self.chatWithField().engine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("messages") == 1302)

    // `m` rests at 47 + 1500 − 1000 = 547…591 once the messages are uncovered (offset 1000);
    // the band ends at 458 − 10 = 448: the messages scroll 143 to 1143 and get the chain's
    // insets 760 − 448 = 312 and 760 − 458 = 302.
    let enter = engine.handle(.focus("m"))
    expectEffects(
      enter,
      [
        .inset("messages", 302, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 302, 0, .restore), .offset("messages", 1302, 1000, .lift),
        // A chain write on a table uses the table's own animation (§9); a lift, the keyboard's.
        .offset("messages", 1000, 1143, .reveal, .scrollView),
      ] + AvoidanceEffect.keyboardInsets("messages", content: (0, 312), indicator: (0, 302)))
    #expect(engine.configurations.map(\.view) == ["messages"])
    #expect(engine.configurations.first?.startingContentOffset.y == 1000)
    #expect(engine.tree["composer"]?.followOffset == 302)

    // Back to the composer: the chain restore (to the snapshot's 1000), then covered again.
    let leave = engine.handle(.focus("input"))
    expectEffects(
      leave,
      [
        .inset("messages", 312, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 302, 0, .restore),
        .offset("messages", 1143, 1000, .restore, .scrollView),
      ]
        + AvoidanceEffect.keyboardInsets("messages", content: (0, 302), indicator: (0, 302))
        + [.offset("messages", 1000, 1302, .lift)])
    #expect(engine.configurations.isEmpty)
  }

  static let clampCases: [CoveredClampCase] = [
    // `never` stays, clamped from 2589 into 0…2287.
    CoveredClampCase(lift: .never, scrolledTo: 2589, afterHide: 2287, reason: .clamp),
    // `whenAtEnd` 89 points short of its end is not at it: stays, clamped.
    CoveredClampCase(lift: .whenAtEnd, scrolledTo: 2500, afterHide: 2287, reason: .clamp),
    // `whenAtEnd` at its end follows the end: a lift.
    CoveredClampCase(lift: .whenAtEnd, scrolledTo: 2589, afterHide: 2287, reason: .lift),
    // `persistent` shrinking stays, clamped.
    CoveredClampCase(lift: .persistent, scrolledTo: 2400, afterHide: 2287, reason: .clamp),
    // `always` moves by −302 to −202, clamped to 0: still a lift.
    CoveredClampCase(lift: .always, scrolledTo: 100, afterHide: 0, reason: .lift),
  ]

  @Test(
    "On hide a covered offset that only stays is clamped (clamp); one that moves is a lift",
    arguments: clampCases)
  func coveredClampReasons(_ row: CoveredClampCase) throws {
    var engine = try Screen.chat(offset: 0, lift: row.lift).engine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.insetBottom("messages") == 302)
    #expect(engine.handle(.scroll("messages", offset: Point(x: 0, y: row.scrolledTo))).isEmpty)
    #expect(engine.offset("messages") == row.scrolledTo)
    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("messages", 302, 0, .restore), .layout("messages", .restore),
        .indicator("messages", 302, 0, .restore),
        .offset("messages", row.scrolledTo, row.afterHide, row.reason),
        .follow("composer", 302, 0, .restore),
      ])
  }

  @Test("A hide restores the chain, then covered containers, then the root, then followers")
  func hideOrder() throws {
    // `form` (0,600,390,194), content 300, holds `f` at content y 150: too small (example 5's
    // kind), so the root shifts too. `list` (0,300,390,400), content 2000, lifts `always`.
    // Followers `badge` (0,700,100,20) and `bar` (0,794,390,50), in that tree order.
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "list", kind: .scroll, frame: Rect(x: 0, y: 300, width: 390, height: 400),
        contentSize: Size(width: 390, height: 2000), keyboardLift: .always))
    try screen.add(
      ViewNode(
        id: "form", kind: .scroll, frame: Rect(x: 0, y: 600, width: 390, height: 194),
        contentSize: Size(width: 390, height: 300)))
    try screen.add(field("f", y: 150), under: "form")
    try screen.add(
      ViewNode(
        id: "badge", frame: Rect(x: 0, y: 700, width: 100, height: 20), followsKeyboard: true))
    try screen.add(
      ViewNode(
        id: "bar", frame: Rect(x: 0, y: 794, width: 390, height: 50), followsKeyboard: true))
    var engine = screen.engine()
    _ = engine.handle(.focus("f"))

    // bar rides 336 (kTop* 794 − 336 = 458), badge 212 (its top 488 is lower); band 47…448.
    // `f` (750…794) needs 346: the form gives its clip, 150; the root the other 196. The form
    // ends at 598: insets 150/140. The list ends at 504: covered by 46, lifted to 46.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("form", 0, 150, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 150), indicator: (0, 140))
        + [
          .rootShift(0, 196, .reveal), .follow("badge", 0, 16, .follow),
          .follow("bar", 0, 140, .follow),
        ]
        + AvoidanceEffect.keyboardInsets("list", content: (0, 46), indicator: (0, 46))
        + [.offset("list", 0, 46, .lift)])

    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("form", 150, 0, .restore), .layout("form", .restore),
        .indicator("form", 140, 0, .restore), .offset("form", 150, 0, .restore),
        .inset("list", 46, 0, .restore), .layout("list", .restore),
        .indicator("list", 46, 0, .restore), .offset("list", 46, 0, .lift),
        .rootShift(196, 0, .restore), .follow("badge", 16, 0, .restore),
        .follow("bar", 140, 0, .restore),
      ])
  }

  // MARK: State

  @Test("An engine with covered containers and riding followers survives coding, then hides alike")
  func codingKeepsCoveredState() throws {
    var engine = try Self.chatWithField().engine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    // The covered snapshot is state: an engine on the very same screen, focus and keyboard,
    // whose messages were never changed by it (their inset of 302 is the app's), differs. (Its
    // focus with no keyboard puts the composer back to rest; the show rides it again.)
    var fresh = AvoidanceEngine(tree: engine.tree, settings: engine.settings)
    _ = fresh.handle(.focus("input"))
    expectEffects(fresh.handle(.showKeyboard), [.follow("composer", 0, 302, .follow)])
    #expect(fresh.tree == engine.tree)
    #expect(fresh != engine)
    #expect(fresh.handle(.hideKeyboard) != engine.handle(.hideKeyboard))

    var session = try Self.chatWithField().engine()
    _ = session.handle(.focus("input"))
    _ = session.handle(.showKeyboard)
    _ = session.handle(.scroll("messages", offset: Point(x: 0, y: 1500)))
    try expectRoundTrip(session, then: [.focus("m"), .focus("input"), .hideKeyboard])
  }
}

/// A follower inside another follower rides with the outer one (the Decisions article): only
/// the outer one gets a follow offset, or the inner one would be lifted twice.
@Suite("A follower inside a follower")
struct NestedFollowerTests {
  @Test("Only the outer follower moves: the bar by 844 − 508 = 336, its inner follower not at all")
  func innerRidesWithOuter() throws {
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: [
        ViewTree.Branch(
          ViewNode(id: "bar", frame: [0, 784, 390, 60], followsKeyboard: true),
          children: [
            ViewTree.Branch(
              ViewNode(id: "send", frame: [300, 0, 90, 60], followsKeyboard: true), children: [])
          ])
      ])
    var engine = AvoidanceEngine(tree: tree)
    let effects = engine.handle(
      .keyboard(KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame)))
    let follows = effects.filter { $0.property == .followOffset }
    #expect(follows.map(\.view) == ["bar"])
    #expect(follows.first?.change == .followOffset(from: 0, to: 336))
    #expect(engine.tree["send"]?.followOffset == 0)
  }
}
