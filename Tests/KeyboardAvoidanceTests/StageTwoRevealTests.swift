import KeyboardAvoidance
import Testing

// AVOIDANCE.md §3, the two-stage reveal of v1.2: a text view taller than the band with a known
// caret that scrolls itself has its box revealed by its ancestors and the root (stage 1), then its
// own offset alone moves the caret into its visible part
// `[max(band top, its window top), min(band bottom, its window bottom)]` by §4's rules, clamped
// into its valid range with its new inset (stage 2). A self-sizing text view (no scrolling) keeps
// v1.1's rule: the caret is the target of the chain. On the phone of §10: band 47…498 (451 tall),
// keyboard top 508, the root may rise 844 − 508 = 336 at most.

/// Pins stage 2's visible part, its clamp, and that only a text view that scrolls itself has a
/// stage 2.
@Suite("The two-stage reveal: stage 2")
struct StageTwoRevealTests {
  /// The phone with one text view `notes` in the root: `frame`, content 358 wide and
  /// `contentHeight` tall, at `offset`.
  func notesScreen(
    _ frame: Rect, contentHeight: Double, offset: Double = 0,
    _ configure: (inout ViewNode) -> Void = { _ in }
  ) throws -> AvoidanceEngine {
    var notes = ViewNode(
      id: "notes", kind: .textView, frame: frame,
      contentSize: Size(width: 358, height: contentHeight), contentOffset: Point(x: 0, y: offset))
    configure(&notes)
    var screen = Screen()
    try screen.add(notes)
    return screen.engine()
  }

  /// Pins the visible part's top, `max(band top, its window top)`: a text view (16,600,358,500)
  /// scrolled to 300 whose box the root can lift only 336 of the 553 it asks (600 − 47), so it
  /// ends at 264…764 and its visible part is 264…498, not the band's 47…498. Its caret at content
  /// y 100 is at 264 + 100 − 300 = 64…84, inside the band but above the text view's top: it moves
  /// 64 − 264 = −200, to offset 100. Insets from 764: 764 − 498 = 266 and 764 − 508 = 256.
  @Test("The visible part starts at the text view's top when the root cannot lift it to the band")
  func visiblePartTopIsTheTextViewsTop() throws {
    var engine = try notesScreen(
      Rect(x: 16, y: 600, width: 358, height: 500), contentHeight: 1500, offset: 300)
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 100, width: 2, height: 20)))
    expectEffects(
      engine.handle(.showKeyboard),
      [.rootShift(0, 336, .reveal)]
        + AvoidanceEffect.keyboardInsets("notes", content: (0, 266), indicator: (0, 256))
        + [.offset("notes", 300, 100, .reveal)])
    #expect(engine.tree.windowFrame(of: "notes")?.minY == 264)
  }

  /// Pins the visible part's bottom, `min(band bottom, its window bottom)`: a full-screen
  /// editor's text view (16,0,358,460) under the bars is taller than the band (460 > 451); its
  /// box would move 0 − 47 = −47, which the root cannot take, so it stays at 0…460 and its
  /// visible part is 47…460. It ends above the band's bottom: no keyboard insets. Its caret at
  /// 450…470 is inside the band but below the text view's bottom: it moves 470 − 460 = 10.
  @Test("The visible part ends at the text view's bottom when that is above the band's")
  func visiblePartBottomIsTheTextViewsBottom() throws {
    var engine = try notesScreen(Rect(x: 16, y: 0, width: 358, height: 460), contentHeight: 1000)
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 450, width: 2, height: 20)))
    expectEffects(engine.handle(.showKeyboard), [.offset("notes", 0, 10, .reveal)])
    #expect(engine.tree.rootShift == 0)
  }

  /// Pins stage 2's clamp at the top of the range: on the editor above, a caret at 10…30 lies
  /// above the visible part (47…460) and asks for 10 − 47 = −37, below the text view's smallest
  /// offset, 0: clamped there, nothing moves.
  @Test("Stage 2's offset is clamped to the text view's smallest offset: −37 asked, 0 kept")
  func clampedAtTheTop() throws {
    var engine = try notesScreen(Rect(x: 16, y: 0, width: 358, height: 460), contentHeight: 1000)
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 10, width: 2, height: 20)))
    #expect(engine.handle(.showKeyboard) == [])
    #expect(engine.offset("notes") == 0)
  }

  /// Pins stage 2's clamp at the end of the range: example 8's text view (16,100,358,700),
  /// content 1500, with `ignoresInset`. Stage 1 shifts the root 100 − 47 = 53 (the box, 47…747);
  /// the caret on the last line, content y 1480, is at 47 + 1480 = 1527…1547 and asks for
  /// 1547 − 498 = 1049, but without a keyboard inset the largest offset is 1500 − 700 = 800.
  @Test("Stage 2's offset is clamped to the text view's largest offset: 1049 asked, 800 given")
  func clampedAtTheEnd() throws {
    var engine = try notesScreen(
      Rect(x: 16, y: 100, width: 358, height: 700), contentHeight: 1500
    ) { $0.ignoresInset = true }
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 1480, width: 2, height: 20)))
    expectEffects(
      engine.handle(.showKeyboard),
      [.rootShift(0, 53, .reveal), .offset("notes", 0, 800, .reveal)])
    #expect(engine.insetBottom("notes") == 0)
  }

  /// Pins that stage 2 is only for a text view that scrolls itself: a self-sizing text view
  /// (`scrollEnabled` false) at content (16,600,358,700) of example 4's form keeps v1.1's rule —
  /// its caret, at 47 + 600 + 650 = 1297…1317, is the chain's target: the form moves
  /// 1317 − 498 = 819 (within its 1400 + 312 − 763 = 949), gets 312/302, and the text view is
  /// untouched. (Two stages would give the form 600 and the text view 219.)
  @Test("A self-sizing text view keeps v1.1's caret target: form 819, the text view untouched")
  func selfSizingTextViewHasNoStageTwo() throws {
    var screen = Screen()
    try screen.add(form())
    try screen.add(
      ViewNode(
        id: "notes", kind: .textView, frame: Rect(x: 16, y: 600, width: 358, height: 700),
        scrollEnabled: false), under: "form")
    var engine = screen.engine()
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 650, width: 2, height: 20)))
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 819, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    #expect(engine.offset("notes") == 0)
    #expect(engine.insetBottom("notes") == 0)
    #expect(engine.indicatorBottom("notes") == 0)
  }
}
