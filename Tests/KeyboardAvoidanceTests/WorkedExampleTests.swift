import KeyboardAvoidance
import Testing

// AVOIDANCE.md §10: every worked example, every number it states. Phone: band 47…498,
// keyboard top 508, D = 10.

@Suite("Worked examples (AVOIDANCE.md §10)")
struct WorkedExampleTests {
  @Test("1. A visible field with no scroll view moves nothing")
  func example1VisibleField() throws {
    var screen = Screen()
    try screen.add(field("field", y: 300))
    var engine = screen.engine()
    #expect(engine.handle(.focus("field")).isEmpty)
    #expect(engine.handle(.showKeyboard).isEmpty)
    #expect(engine.rootShift == 0)
    #expect(engine.configurations.isEmpty)
  }

  @Test("2. A hidden field with no scroll view shifts the root by 246")
  func example2HiddenField() throws {
    var screen = Screen()
    try screen.add(field("field", y: 700))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    // move = 744 − 498 = 246, within the overlap bound 844 − 508 = 336.
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 246, .reveal)])
    #expect(engine.rootShift == 246)
    // The field now spans 454…498.
    #expect(engine.tree.windowFrame(of: "field") == Rect(x: 20, y: 454, width: 350, height: 44))
    #expect(engine.isRevealed("field"))

    #expect(engine.handle(.hideKeyboard) == [.rootShift(246, 0, .restore)])
    #expect(engine.rootShift == 0)
  }

  @Test("3. The root never rises further than the keyboard overlaps it")
  func example3Clamp() throws {
    var screen = Screen()
    try screen.add(field("field", y: 800))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    // move = 844 − 498 = 346, clamped to the overlap 844 − 508 = 336.
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 336, .reveal)])
    #expect(engine.rootShift == 336)
  }

  @Test("4. One scroll view: offsets 193, 493, 943, 600; insets 312/302; hide restores")
  func example4OneScrollView() throws {
    var engine = try Screen.example4().engine()
    #expect(engine.handle(.focus("a")).isEmpty)

    // Field a spans 647…691: move 193; clip 600 and max 1400 + 312 − 763 = 949 do not bind.
    // Insets: 810 − 498 = 312 and 810 − 508 = 302.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("form", 0, 193, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    #expect(engine.offset("form") == 193)
    #expect(engine.insetBottom("form") == 312)
    #expect(engine.indicatorBottom("form") == 302)
    #expect(engine.rootShift == 0)

    // b spans 754…798 at offset 193: move 300.
    #expect(engine.handle(.focus("b")) == [.offset("form", 193, 493, .reveal)])
    #expect(engine.offset("form") == 493)
    // c spans 904…948 at offset 493: move 450, under the max 949.
    #expect(engine.handle(.focus("c")) == [.offset("form", 493, 943, .reveal)])
    #expect(engine.offset("form") == 943)
    // a spans −296…−252, above the bars: move −343.
    #expect(engine.handle(.focus("a")) == [.offset("form", 943, 600, .reveal)])
    #expect(engine.offset("form") == 600)
    #expect(engine.insetBottom("form") == 312)
    #expect(engine.rootShift == 0)

    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("form", 312, 0, .restore),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 600, 0, .restore),
      ])
    #expect(engine.insetBottom("form") == 0)
    #expect(engine.indicatorBottom("form") == 0)
    #expect(engine.offset("form") == 0)
    #expect(engine.rootShift == 0)
    #expect(engine.configurations.isEmpty)
  }

  @Test("5. A container too small: offset 20 (clip), rootShift 146, insets 166/156")
  func example5ContainerTooSmall() throws {
    var engine = try Screen.example5().engine()
    _ = engine.handle(.focus("field"))
    // Field spans 620…664: move 166; the clip at content y 20 stops the scroll view at 20,
    // the root takes the other 146; the scroll view then ends at 810 − 146 = 664.
    let effects = engine.handle(.showKeyboard)
    expectEffects(
      effects,
      [.offset("scroll", 0, 20, .reveal)]
        + AvoidanceEffect.keyboardInsets("scroll", content: (0, 166), indicator: (0, 156))
        + [.rootShift(0, 146, .reveal)])
    #expect(engine.offset("scroll") == 20)
    #expect(engine.rootShift == 146)
    #expect(engine.insetBottom("scroll") == 166)
    #expect(engine.indicatorBottom("scroll") == 156)
    #expect(engine.isRevealed("field"))
  }

  @Test("6. Nested scroll views: inner 250, outer 93; insets 256/246 and 312/302")
  func example6Nested() throws {
    var engine = try Screen.example6().engine()
    _ = engine.handle(.focus("field"))
    // Field spans 797…841: move 343. Inner clips at 250, outer takes 93.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("inner", 0, 250, .reveal), .offset("outer", 0, 93, .reveal)]
        + AvoidanceEffect.keyboardInsets("inner", content: (0, 256), indicator: (0, 246))
        + AvoidanceEffect.keyboardInsets("outer", content: (0, 312), indicator: (0, 302)))
    #expect(engine.offset("inner") == 250)
    #expect(engine.offset("outer") == 93)
    #expect(engine.insetBottom("inner") == 256)
    #expect(engine.indicatorBottom("inner") == 246)
    #expect(engine.insetBottom("outer") == 312)
    #expect(engine.indicatorBottom("outer") == 302)
    #expect(engine.rootShift == 0)

    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("inner", 256, 0, .restore),
        .layout("inner", .restore),
        .indicator("inner", 246, 0, .restore),
        .offset("inner", 250, 0, .restore),
        .inset("outer", 312, 0, .restore),
        .layout("outer", .restore),
        .indicator("outer", 302, 0, .restore),
        .offset("outer", 93, 0, .restore),
      ])
    for id: ViewID in ["inner", "outer"] {
      #expect(engine.offset(id) == 0)
      #expect(engine.insetBottom(id) == 0)
      #expect(engine.indicatorBottom(id) == 0)
    }
  }

  @Test("7. A table row: the whole row is revealed; the user's scroll survives the hide")
  func example7TableRow() throws {
    var engine = try Screen.example7().engine()
    _ = engine.handle(.focus("field11"))
    // Row 11 spans 751…811 (the field only 759…803): move 313, with the table's own animation.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("table", 0, 313, .reveal, .scrollView)]
        + AvoidanceEffect.keyboardInsets("table", content: (0, 312), indicator: (0, 302)))
    #expect(engine.offset("table") == 313)
    #expect(engine.insetBottom("table") == 312)
    #expect(engine.tree.windowFrame(of: "cell11")?.maxY == 498)

    // Row 2 spans −102…−42: move −193.
    expectEffects(
      engine.handle(.focus("field2")), [.offset("table", 313, 120, .reveal, .scrollView)])
    #expect(engine.offset("table") == 120)

    // Row 4 spans 211…271, already visible.
    #expect(engine.handle(.focus("field4")).isEmpty)
    #expect(engine.offset("table") == 120)

    #expect(engine.handle(.scroll("table", offset: Point(x: 0, y: 400))).isEmpty)
    #expect(engine.offset("table") == 400)
    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("table", 312, 0, .restore),
        .layout("table", .restore),
        .indicator("table", 302, 0, .restore),
      ])
    #expect(engine.insetBottom("table") == 0)
    #expect(engine.offset("table") == 400)
  }

  @Test("8. A text view follows its caret: offsets 272 then 522, insets 302/292")
  func example8Caret() throws {
    let frame = Rect(x: 16, y: 100, width: 358, height: 700)
    var engine = try Screen.textView(frame: frame, contentHeight: 1500).engine()
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 650, width: 2, height: 20)))
    // Caret spans 750…770: move 272. The text view ends at 800: 800 − 498 = 302, 800 − 508 = 292.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("notes", 0, 272, .reveal)]
        + AvoidanceEffect.keyboardInsets("notes", content: (0, 302), indicator: (0, 292)))
    #expect(engine.offset("notes") == 272)
    #expect(engine.insetBottom("notes") == 302)
    #expect(engine.indicatorBottom("notes") == 292)
    #expect(engine.rootShift == 0)

    // The caret at content y 900 spans 728…748: move 250.
    expectEffects(
      engine.handle(.caret(Rect(x: 4, y: 900, width: 2, height: 20))),
      [.offset("notes", 272, 522, .reveal)])
    #expect(engine.offset("notes") == 522)
    #expect(engine.insetBottom("notes") == 302)
  }

  @Test("9. A floating keyboard on an iPad moves nothing")
  func example9FloatingKeyboard() throws {
    var screen = Screen(window: Pad.window, rootFrame: Pad.rootFrame, safeArea: Pad.safeArea)
    try screen.add(field("field", y: 1200, width: 300))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    let floating = AvoidanceEvent.keyboardEvent(
      .keyboardWillShow, frame: Pad.floatingKeyboardFrame)
    #expect(engine.handle(floating).isEmpty)
    #expect(engine.keyboardPlacement == .floating)
    #expect(engine.rootShift == 0)
  }

  @Test("9. A keyboard that goes from docked to floating restores everything")
  func example9DockedThenFloating() throws {
    var screen = Screen(window: Pad.window, rootFrame: Pad.rootFrame, safeArea: Pad.safeArea)
    try screen.add(
      ViewNode(
        id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 1000, width: 1024, height: 346),
        contentSize: Size(width: 1024, height: 600)))
    try screen.add(field("field", y: 20, width: 300), under: "scroll")
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    // Band 24…956. The field spans 1020…1064: move 108; the clip stops the scroll view at 20,
    // the root takes 88; the scroll view then ends at 1346 − 88 = 1258: insets 1258 − 956 = 302
    // and 1258 − 966 = 292.
    let docked = engine.handle(.keyboardEvent(.keyboardWillShow, frame: Pad.dockedKeyboardFrame))
    expectEffects(
      docked,
      [.offset("scroll", 0, 20, .reveal)]
        + AvoidanceEffect.keyboardInsets("scroll", content: (0, 302), indicator: (0, 292))
        + [.rootShift(0, 88, .reveal)])

    let floating = engine.handle(
      .keyboardEvent(.keyboardWillChangeFrame, frame: Pad.floatingKeyboardFrame))
    expectEffects(
      floating,
      [
        .inset("scroll", 302, 0, .restore),
        .layout("scroll", .restore),
        .indicator("scroll", 292, 0, .restore),
        .offset("scroll", 20, 0, .restore),
        .rootShift(88, 0, .restore),
      ])
    #expect(engine.keyboardPlacement == .floating)
    #expect(engine.rootShift == 0)
    #expect(engine.offset("scroll") == 0)
    #expect(engine.insetBottom("scroll") == 0)
    #expect(engine.indicatorBottom("scroll") == 0)
    #expect(engine.configurations.isEmpty)
  }

  @Test("10. A target taller than the band aligns its top: rootShift 153")
  func example10TallTarget() throws {
    let frame = Rect(x: 16, y: 200, width: 358, height: 600)
    var engine = try Screen.textView(frame: frame, contentHeight: 1500).engine()
    _ = engine.handle(.focus("notes"))
    // Band height 498 − 47 = 451 < 600: move 200 − 47 = 153.
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 153, .reveal)])
    #expect(engine.rootShift == 153)
    #expect(engine.offset("notes") == 0)
    #expect(engine.insetBottom("notes") == 0)
    #expect(engine.configurations.isEmpty)
  }

  @Test("11. Automatic insets under a translucent bar: offset 46, insets 312/302, back to −91")
  func example11AutomaticInsets() throws {
    var engine = try Screen.example11().engine()
    #expect(engine.offset("scroll") == -91)
    _ = engine.handle(.focus("field"))
    // Band 91…498; the field spans 591…635: move 137 from −91 gives 46 (clip 500 − 91 = 409).
    // Insets (844 − 498) − 34 = 312 and (844 − 508) − 34 = 302.
    let show = engine.handle(.showKeyboard)
    expectEffects(
      show,
      [.offset("scroll", -91, 46, .reveal)]
        + AvoidanceEffect.keyboardInsets("scroll", content: (0, 312), indicator: (0, 302)))
    #expect(engine.offset("scroll") == 46)
    #expect(engine.insetBottom("scroll") == 312)
    #expect(engine.indicatorBottom("scroll") == 302)

    _ = engine.handle(.hideKeyboard)
    #expect(engine.offset("scroll") == -91)
    #expect(engine.insetBottom("scroll") == 0)
    #expect(engine.indicatorBottom("scroll") == 0)
  }

  @Test("12. A sheet: the band starts at 156; rootShift 146")
  func example12Sheet() throws {
    var screen = Screen(
      rootFrame: Rect(x: 0, y: 100, width: 390, height: 744),
      safeArea: Insets(top: 56, left: 0, bottom: 34, right: 0))
    try screen.add(field("field", y: 500))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 146, .reveal)])
    #expect(engine.band(for: "field") == Band(top: 156, bottom: 498))
    #expect(engine.rootShift == 146)
  }

  @Test("13. Switches: ignoresScrolling shifts the root 193, then back to 0 (re-derived)")
  func example13Switches() throws {
    var screen = try Screen.example4 { $0.ignoresScrolling = true }
    try screen.add(
      ViewNode(
        id: "chips", kind: .collection, frame: Rect(x: 0, y: 300, width: 390, height: 200),
        contentSize: Size(width: 1200, height: 200), axis: .horizontal), under: "form")
    try screen.add(field("chip", y: 78, x: 30, width: 150), under: "chips")
    var engine = screen.engine()
    _ = engine.handle(.focus("a"))
    #expect(engine.handle(.showKeyboard) == [.rootShift(0, 193, .reveal)])
    #expect(engine.rootShift == 193)
    #expect(engine.tree["form"] == screen.tree["form"])

    // The chip spans 425…469 with no shift: visible, so the shift is re-derived to 0.
    #expect(engine.handle(.focus("chip")) == [.rootShift(193, 0, .reveal)])
    #expect(engine.rootShift == 0)
    #expect(engine.tree["form"] == screen.tree["form"])
    #expect(engine.tree["chips"] == screen.tree["chips"])
  }

  @Test(
    "14. A text view that fits is revealed whole (form 289); grown past the band its caret leads (180)"
  )
  func example14TextViewFits() throws {
    var screen = try Screen.example4()
    try screen.add(
      ViewNode(
        id: "notes", kind: .textView, frame: Rect(x: 16, y: 600, width: 358, height: 140),
        contentSize: Size(width: 358, height: 400)), under: "form")
    var engine = screen.engine()
    _ = engine.handle(.focus("notes", caret: Rect(x: 4, y: 8, width: 2, height: 20)))
    // 140 fits in the band's 451: the whole text view (647…787) is the target, move 289; the
    // text view is not in the chain.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 289, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    #expect(engine.tree.windowFrame(of: "notes") == Rect(x: 16, y: 358, width: 358, height: 140))
    #expect(engine.tree["notes"] == screen.tree["notes"])
    #expect(engine.isRevealed("notes"))

    // The caret moves inside the text view, which keeps it visible by itself: nothing moves.
    #expect(engine.handle(.caret(Rect(x: 4, y: 300, width: 2, height: 20))).isEmpty)

    // Grown to 480, taller than the band: the caret (658…678 in the window) leads, move 180;
    // the text view ends at 838: insets 838 − 498 = 340 and 838 − 508 = 330. The form stays.
    let grow = ViewUpdate(frame: Rect(x: 16, y: 600, width: 358, height: 480))
    expectEffects(
      engine.handle(.update("notes", grow)),
      [.offset("notes", 0, 180, .reveal)]
        + AvoidanceEffect.keyboardInsets("notes", content: (0, 340), indicator: (0, 330)))
    #expect(engine.offset("form") == 289)
    #expect(engine.isRevealed("notes"))

    // A hide that carries the docked frame still hides: everything restored, text view first.
    let hide = AvoidanceEvent.keyboardEvent(.keyboardWillHide, frame: Phone.keyboardFrame)
    expectEffects(
      engine.handle(hide),
      [
        .inset("notes", 340, 0, .restore), .layout("notes", .restore),
        .indicator("notes", 330, 0, .restore), .offset("notes", 180, 0, .restore),
        .inset("form", 312, 0, .restore), .layout("form", .restore),
        .indicator("form", 302, 0, .restore), .offset("form", 289, 0, .restore),
      ])
    #expect(engine.keyboardPlacement == .hidden)
    #expect(engine.configurations.isEmpty)
  }

  @Test("§2. keyboardDidHide after a hide carrying the docked frame changes nothing")
  func hideComparesAsHidden() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let docked = AvoidanceEvent.keyboardEvent(.keyboardWillHide, frame: Phone.keyboardFrame)
    #expect(engine.handle(docked).count == 4)
    #expect(engine.offset("form") == 0)
    // Both hides compare as the hidden frame, whatever frames they carry.
    #expect(engine.handle(.keyboardEvent(.keyboardDidHide, frame: Phone.keyboardFrame)).isEmpty)
    #expect(engine.handle(.hideKeyboard).isEmpty)
    #expect(engine.keyboardFrame == Rect(x: 0, y: 844, width: 390, height: 0))
    // A show of the same docked frame is a change from hidden: it adjusts again.
    #expect(engine.handle(.showKeyboard).count == 4)
  }
}
