import KeyboardAvoidance
import Testing

// AVOIDANCE.md v1.4 §2b, the keyboard under the finger, rule by rule: the tracked top's clamp,
// a track with no docked keyboard, the chain holding, events during a drag, the notification
// that ends it, the drag in the engine's state and in its derivation. Worked examples 21–23 are
// tested with the test store (WorkedExampleTests) and as bundled scripts.

extension AvoidanceEvent {
  /// The user's finger holds the keyboard's top at `top`.
  static func track(_ top: Double) -> AvoidanceEvent { .keyboardTrack(top: top) }
}

extension Screen {
  /// Example 2's screen (a field at (20,700,350,44), no scroll view) with a second field high up
  /// at (20,300,350,44) that needs no shift.
  static func twoRootFields() throws -> Screen {
    var screen = Screen()
    try screen.add(field("low", y: 700))
    try screen.add(field("high", y: 300))
    return screen
  }
}

/// A reported top and the tracked top it counts as.
struct TrackClampCase: Sendable, CustomTestStringConvertible {
  var reported: Double
  var tracked: Double
  var testDescription: String { "top \(reported) → \(tracked)" }
}

@Suite("The keyboard under the finger (AVOIDANCE v1.4 §2b)")
struct KeyboardTrackRuleTests {
  /// Example 18's form with the keyboard up: form offset 253, buttons followOffset 302.
  func formWithKeyboard() throws -> AvoidanceEngine {
    var engine = try Screen.buttonBarForm().engine()
    _ = engine.handle(.focus("email"))
    _ = engine.handle(.showKeyboard)
    return engine
  }

  @Test(
    "The tracked top is clamped into [the notified top 508, the window's bottom 844]",
    arguments: [
      TrackClampCase(reported: 700, tracked: 700),
      TrackClampCase(reported: 100, tracked: 508),
      TrackClampCase(reported: 507.5, tracked: 508),
      TrackClampCase(reported: 1200, tracked: 844),
      TrackClampCase(reported: 844, tracked: 844),
    ])
  func clamp(_ row: TrackClampCase) throws {
    var engine = try formWithKeyboard()
    let effects = engine.handle(.track(row.reported))
    #expect(engine.keyboardTrack?.top == row.tracked)
    // The bar's bottom, 810 at rest, rides the tracked top: lift 810 − kTrack.
    let lift = max(0, 810 - row.tracked)
    #expect(engine.tree["buttons"]?.followOffset == lift)
    expectEffects(
      effects, lift == 302 ? [] : [.follow("buttons", 302, lift, .follow, .none)])
  }

  @Test("A track with no docked keyboard up changes nothing and starts no drag")
  func noDockedKeyboard() throws {
    // Before any keyboard.
    var engine = try Screen.buttonBarForm().engine()
    _ = engine.handle(.focus("email"))
    #expect(engine.handle(.track(600)).isEmpty)
    #expect(engine.keyboardTrack == nil)
    // After a hide.
    engine = try formWithKeyboard()
    _ = engine.handle(.hideKeyboard)
    let hidden = engine
    #expect(engine.handle(.track(600)).isEmpty)
    #expect(engine == hidden)
    // A floating keyboard (on the iPad of example 9).
    var pad = Screen(window: Pad.window, rootFrame: Rect(origin: .zero, size: Pad.window))
    try pad.add(
      ViewNode(
        id: "bar", frame: Rect(x: 0, y: 1300, width: 1024, height: 60), followsKeyboard: true))
    engine = pad.engine()
    _ = engine.handle(.keyboardEvent(.keyboardWillShow, frame: Pad.floatingKeyboardFrame))
    #expect(engine.handle(.track(900)).isEmpty)
    #expect(engine.keyboardTrack == nil)
  }

  @Test("The chain holds: a track writes none of its offsets, insets or snapshots")
  func chainHolds() throws {
    var engine = try formWithKeyboard()
    let configurations = engine.configurations
    for top in [600.0, 700, 844, 520] {
      let effects = engine.handle(.track(top))
      #expect(effects.allSatisfy { $0.view == "buttons" && $0.animation == .none })
      #expect(engine.offset("form") == 253)
      #expect(engine.insetBottom("form") == 312)
      #expect(engine.indicatorBottom("form") == 302)
      #expect(engine.configurations == configurations)
    }
  }

  @Test("A covered container's offset is the finger's: never written during the drag")
  func coveredOffsetNotWritten() throws {
    // Example 16's chat at its end (2589 with the keyboard up). A drag to 800 makes the list's
    // inset 50 and its end 2337, below the offset: the offset stays at 2589 all the same.
    var engine = try Screen.chat().engine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("messages") == 2589)
    let effects = engine.handle(.track(800))
    expectEffects(
      effects,
      [.follow("composer", 302, 10, .follow, .none)]
        + AvoidanceEffect.keyboardInsets(
          "messages", content: (302, 10), indicator: (302, 10), .none))
    #expect(engine.offset("messages") == 2589)
    // The derivation says so: no policy asked for a move, the offset is the finger's.
    var recording = try Screen.chat().engine()
    recording.recordsDerivations = true
    _ = recording.handle(.focus("input"))
    _ = recording.handle(.showKeyboard)
    _ = recording.handle(.track(800))
    let covered = try #require(recording.derivation?.coveredContainers.first)
    #expect(covered.isDragged == true)
    #expect(!covered.lifts)
    #expect(covered.asked == 2589 && covered.to == 2589)
    #expect(covered.delta == -292)
    // The keyboard comes back: Δ = 302 − 10 = 292 from the insets the drag left; `always`
    // lifts 2589 + 292, clamped to the end 2589.
    let back = engine.handle(.showKeyboard)
    #expect(back.contains(.follow("composer", 10, 302, .follow)))
    #expect(engine.insetBottom("messages") == 302)
    #expect(engine.offset("messages") == 2589)
    #expect(engine.keyboardTrack == nil)
  }

  @Test(
    "A focus during a drag decides the chain for the notified keyboard, places the root on the dragged one"
  )
  func focusDuringDrag() throws {
    var engine = try Screen.twoRootFields().engine()
    _ = engine.handle(.focus("high"))
    #expect(engine.handle(.showKeyboard).isEmpty)
    #expect(engine.handle(.track(700)).isEmpty)
    #expect(engine.keyboardTrack == KeyboardTrack(top: 700, restingRootShift: 0))
    // `low` needs R = 246 against the keyboard at 508; the root rests on the keyboard at 700:
    // min(246, 844 − 700) = 144, one effect, unanimated.
    expectEffects(engine.handle(.focus("low")), [.rootShift(0, 144, .follow, .none)])
    #expect(engine.keyboardTrack == KeyboardTrack(top: 700, restingRootShift: 246))
    // The finger lifts and the keyboard comes back at the same frame: not "the same frame as
    // before" after a drag that moved; the adjustment reveals with the keyboard's animation.
    expectEffects(engine.handle(.showKeyboard), [.rootShift(144, 246, .reveal)])
    #expect(engine.keyboardTrack == nil)
  }

  @Test("A caret move during a drag: stage 2 is decided with R, as example 8 without a drag")
  func caretDuringDrag() throws {
    // Example 8: a text view (16,100,358,700) in the root, content 358×1500, caret at y 650 →
    // rootShift 53, the text view at 47…747 with inset 249/239 and offset 219.
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "notes", kind: .textView, frame: Rect(x: 16, y: 100, width: 358, height: 700),
        contentSize: Size(width: 358, height: 1500)))
    var engine = screen.engine()
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 650, width: 2, height: 20)))
    _ = engine.handle(.showKeyboard)
    #expect(engine.rootShift == 53)
    // The drag to 800 lowers the root to 844 − 800 = 44, below R.
    expectEffects(engine.handle(.track(800)), [.rootShift(53, 44, .follow, .none)])
    // The caret moves to y 900: example 8's offset 469, its insets untouched, the root at 44.
    expectEffects(
      engine.handle(.caret(Rect(x: 4, y: 900, width: 2, height: 20))),
      [.offset("notes", 219, 469, .reveal)])
    #expect(engine.insetBottom("notes") == 249 && engine.indicatorBottom("notes") == 239)
    #expect(engine.rootShift == 44)
  }

  @Test("With no field focused, the notification that ends a drag puts the root back at R")
  func rootBackAtRestingShift() throws {
    var engine = try Screen.twoRootFields().engine()
    _ = engine.handle(.focus("low"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.blur)
    expectEffects(engine.handle(.track(700)), [.rootShift(246, 144, .follow, .none)])
    expectEffects(engine.handle(.showKeyboard), [.rootShift(144, 246, .follow)])
    #expect(engine.rootShift == 246)
  }

  @Test("A drag that never left the keyboard's top ends on the same frame with nothing")
  func dragThatDidNotMove() throws {
    var engine = try Screen.twoRootFields().engine()
    _ = engine.handle(.focus("low"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.handle(.track(300)).isEmpty)
    #expect(engine.keyboardTrack?.top == 508)
    #expect(engine.handle(.showKeyboard).isEmpty)
    #expect(engine.keyboardTrack == nil)
  }

  @Test("A hide after a drag restores from wherever the drag left things")
  func hideAfterDrag() throws {
    var engine = try Screen.twoRootFields().engine()
    _ = engine.handle(.focus("low"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.track(700))
    expectEffects(engine.handle(.hideKeyboard), [.rootShift(144, 0, .restore)])
    #expect(engine.keyboardTrack == nil)
  }

  @Test("The band measures against the tracked top while the drag is in force")
  func bandDuringDrag() throws {
    var engine = try formWithKeyboard()
    #expect(engine.band(for: "email")?.bottom == 438)
    // D: the settings' 10 for the form's field; none for the bar, which rides the keyboard.
    #expect(engine.keyboardDistance(for: "email") == 10)
    #expect(engine.keyboardDistance(for: "buttons") == nil)
    #expect(engine.drawnKeyboardFrame == Phone.keyboardFrame)
    _ = engine.handle(.track(700))
    // The bar rides 700: its top 640, less D 10.
    #expect(engine.band(for: "email")?.bottom == 630)
    #expect(engine.drawnKeyboardFrame == Rect(x: 0, y: 700, width: 390, height: 144))
    #expect(engine.effectiveKeyboardTop == 640)
    _ = engine.handle(.showKeyboard)
    #expect(engine.band(for: "email")?.bottom == 438)
  }

  @Test("The drag is part of the engine's state: compared, hashed and coded")
  func dragIsState() throws {
    var engine = try Screen.twoRootFields().engine()
    _ = engine.handle(.focus("low"))
    _ = engine.handle(.showKeyboard)
    let before = engine
    var dragged = engine
    _ = dragged.handle(.track(520))
    // The root did not move (the keyboard is still above 598), but a drag is in force.
    #expect(dragged.tree == before.tree)
    #expect(dragged != before)
    #expect(dragged.description != before.description)
    #expect(
      dragged.description.hasPrefix(
        "keyboard docked (0,508,390,336) 0.25s/7 dragged to 520 (R 246)"))
    let decoded = try roundTripped(dragged)
    #expect(decoded == dragged)
    #expect(decoded.keyboardTrack == KeyboardTrack(top: 520, restingRootShift: 246))
  }

  @Test("The derivation records the placement's numbers and what bound the root")
  func derivation() throws {
    var engine = try Screen.twoRootFields().engine()
    engine.recordsDerivations = true
    _ = engine.handle(.focus("low"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.track(700))
    let dragged = try #require(engine.derivation?.track)
    #expect(dragged.reportedTop == 700)
    #expect(dragged.keyboardTop == 508)
    #expect(dragged.windowBottom == 844)
    #expect(dragged.trackedTop == 700)
    #expect(dragged.rootBottom == 844)
    #expect(dragged.overlap == 144)
    #expect(dragged.restingRootShift == 246)
    #expect(dragged.rootShift == 144)
    #expect(dragged.shiftedRootBottom == 700)
    #expect(dragged.limit == .overlap)
    #expect(dragged.effect == 0)
    _ = engine.handle(.track(520))
    let resting = try #require(engine.derivation?.track)
    #expect(resting.trackedTop == 520)
    #expect(resting.overlap == 324)
    #expect(resting.rootShift == 246)
    #expect(resting.shiftedRootBottom == 598)
    #expect(resting.limit == AvoidanceDerivation.Limit.none)
    #expect(resting.effect == 0)
    _ = engine.handle(.track(20))
    #expect(engine.derivation?.track?.trackedTop == 508)
    #expect(engine.derivation?.track?.effect == nil)
    _ = engine.handle(.showKeyboard)
    #expect(engine.derivation?.track == nil)
  }
}
