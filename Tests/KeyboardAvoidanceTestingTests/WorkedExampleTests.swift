import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// AVOIDANCE.md §10: every worked example, every number it states, through the exhaustive store:
// a closure states every change an event makes, so what it leaves unstated stays as it was.
// Phone: window 390×844, bars of 47 and 34, keyboard (0,508,390,336), D = 10: band 47…498.

/// The phone of §10; with a navigation bar its top safe area is 47 + 44 = 91 (examples 7, 11).
private let phone = DeviceScreen(
  name: "§10 phone", windowSize: [390, 844], safeAreaInsets: Insets(top: 47, bottom: 34),
  navigationBarHeight: 44)
/// The iPad of example 9: bars of 24 and 20.
private let pad = DeviceScreen(
  name: "iPad 12.9-inch", windowSize: [1024, 1366], safeAreaInsets: Insets(top: 24, bottom: 20),
  navigationBarHeight: 50)
/// The phone's docked keyboard, the frame `.keyboardWillShow(height: 336)` sends.
private let dockedKeyboard: Rect = [0, 508, 390, 336]
/// The floating keyboard of example 9.
private let floatingKeyboard: Rect = [352, 500, 320, 250]

// MARK: - Screens

/// A text field, in its parent's content coordinates.
private func field(_ id: ViewID, _ frame: Rect) -> ViewTree.Branch {
  ViewTree.Branch(ViewNode(id: id, kind: .textField, frame: frame))
}

/// The form of example 4: (0,47,390,763), content 390×1400, fields `a` (content y 600), `b`
/// (900) and `c` (1350), then `more`.
private func form(
  ignoresScrolling: Bool = false, _ more: [ViewTree.Branch] = []
) -> ViewTree.Branch {
  ViewTree.Branch(
    ViewNode(
      id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400],
      ignoresScrolling: ignoresScrolling),
    children: [
      field("a", [20, 600, 350, 44]), field("b", [20, 900, 350, 44]),
      field("c", [20, 1350, 350, 44]),
    ] + more)
}

/// A text view `notes`.
private func notes(_ frame: Rect, contentHeight: Double) -> ViewTree.Branch {
  ViewTree.Branch(
    ViewNode(
      id: "notes", kind: .textView, frame: frame, contentSize: [frame.width, contentHeight]))
}

// MARK: - Effects

/// The keyboard's animation as the spec gives it: 0.25 s, curve 7.
private let keyboardAnimation = AvoidanceEffect.Animation.keyboard(
  KeyboardAnimation(duration: 0.25, curve: 7))

/// `view`'s vertical content offset goes `from` → `to` (x stays 0).
private func offset(
  _ view: ViewID, _ from: Double, _ to: Double, _ reason: AvoidanceEffect.Reason = .reveal,
  animation: AvoidanceEffect.Animation = keyboardAnimation
) -> AvoidanceEffect {
  AvoidanceEffect(
    view: view, change: .contentOffset(from: [0, from], to: [0, to]), reason: reason,
    animation: animation)
}

/// The root's shift goes `from` → `to`.
private func rootShift(
  _ from: Double, _ to: Double, _ reason: AvoidanceEffect.Reason = .reveal
) -> AvoidanceEffect {
  AvoidanceEffect(
    view: "root", change: .rootShift(from: from, to: to), reason: reason,
    animation: keyboardAnimation)
}

/// The inset triple of rules 6 and 7: bottom content inset, a layout pass, bottom indicator inset.
private func insets(
  _ view: ViewID, _ reason: AvoidanceEffect.Reason, content: (Double, Double),
  indicator: (Double, Double)
) -> [AvoidanceEffect] {
  [
    AvoidanceEffect(
      view: view,
      change: .contentInset(from: Insets(bottom: content.0), to: Insets(bottom: content.1)),
      reason: reason, animation: keyboardAnimation),
    AvoidanceEffect(view: view, change: .layout, reason: reason, animation: .none),
    AvoidanceEffect(
      view: view,
      change: .indicatorInsets(from: Insets(bottom: indicator.0), to: Insets(bottom: indicator.1)),
      reason: reason, animation: keyboardAnimation),
  ]
}

/// Rule 6: `view`'s keyboard insets, from 0.
private func keyboardInsets(
  _ view: ViewID, _ inset: Double, _ indicator: Double
) -> [AvoidanceEffect] {
  insets(view, .keyboardInset, content: (0, inset), indicator: (0, indicator))
}

/// Rule 7: `view`'s insets back to 0, then its offset from `offset` back to 0 when given.
private func restore(
  _ view: ViewID, inset: Double, indicator: Double, offset from: Double? = nil
) -> [AvoidanceEffect] {
  insets(view, .restore, content: (inset, 0), indicator: (indicator, 0))
    + (from.map { [offset(view, $0, 0, .restore)] } ?? [])
}

// MARK: - The examples

@Suite("Worked examples")
struct WorkedExampleTests {
  @Test("1. A visible field (y 300), no scroll view: no effects, rootShift 0")
  func example1VisibleField() throws {
    var store = AvoidanceTestStore(try phone.screen([field("field", [20, 300, 350, 44])]))
    store.send(.focus("field"), effects: [])
    // 300…344 lies in the band: nothing moves, the root stays at 0.
    store.send(.keyboardWillShow(height: 336), effects: [])
    #expect(store.engine.configurations.isEmpty)
  }

  @Test("2. A hidden field (y 700), no scroll view: rootShift 246, field at 454…498; hide → 0")
  func example2HiddenField() throws {
    var store = AvoidanceTestStore(try phone.screen([field("field", [20, 700, 350, 44])]))
    store.send(.focus("field"))
    // move = 744 − 498 = 246, within the overlap bound 844 − 508 = 336.
    store.send(.keyboardWillShow(height: 336), effects: [rootShift(0, 246)]) { $0.rootShift = 246 }
    #expect(store.screen.windowFrame(of: "field") == [20, 454, 350, 44])
    #expect(store.engine.isRevealed("field"))

    store.send(.keyboardWillHide(), effects: [rootShift(246, 0, .restore)]) { $0.rootShift = 0 }
    store.assertRestored()
  }

  @Test("3. A field at y 800: the root rises 336, the keyboard's overlap, never more")
  func example3Clamp() throws {
    var store = AvoidanceTestStore(try phone.screen([field("field", [20, 800, 350, 44])]))
    store.send(.focus("field"))
    // move = 844 − 498 = 346, clamped to the overlap 844 − 508 = 336.
    store.send(.keyboardWillShow(height: 336), effects: [rootShift(0, 336)]) { $0.rootShift = 336 }
  }

  @Test("4. One scroll view: offset 193, inset 312/302; then 493, 943, 600; hide → 0, 0, 0")
  func example4OneScrollView() throws {
    var store = AvoidanceTestStore(try phone.screen([form()]))
    store.send(.focus("a"), effects: [])

    // a spans 647…691: move 193; clip 600 and max 1400 + 312 − 763 = 949 do not bind.
    // Insets: 810 − 498 = 312 and 810 − 508 = 302. The root stays at 0.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("form", 0, 193)] + keyboardInsets("form", 312, 302)
    ) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    // b spans 754…798 at offset 193: move 300.
    store.send(.focus("b"), effects: [offset("form", 193, 493)]) {
      $0["form"].contentOffset.y = 493
    }
    // c spans 904…948 at offset 493: move 450, under the max 949.
    store.send(.focus("c"), effects: [offset("form", 493, 943)]) {
      $0["form"].contentOffset.y = 943
    }
    // a spans −296…−252, above the bars: move −343. The insets stay 312/302.
    store.send(.focus("a"), effects: [offset("form", 943, 600)]) {
      $0["form"].contentOffset.y = 600
    }

    // Not user-scrolled: the offset goes back to 0 too.
    store.send(
      .keyboardWillHide(), effects: restore("form", inset: 312, indicator: 302, offset: 600)
    ) {
      $0["form"].contentOffset.y = 0
      $0["form"].contentInset.bottom = 0
      $0["form"].indicatorInsets.bottom = 0
    }
    store.assertRestored()  // and no snapshot is left
  }

  @Test("5. A container too small: offset 20 (clip), rootShift 146, inset 166/indicator 156")
  func example5ContainerTooSmall() throws {
    var store = AvoidanceTestStore(
      try phone.screen([
        ViewTree.Branch(
          ViewNode(
            id: "scroll", kind: .scroll, frame: [0, 600, 390, 210], contentSize: [390, 400]),
          children: [field("field", [20, 20, 350, 44])])
      ]))
    store.send(.focus("field"))
    // The field spans 620…664: move 166; the clip at content y 20 stops the scroll view at 20,
    // the root takes the other 146; the scroll view then ends at 810 − 146 = 664: insets
    // 664 − 498 = 166 and 664 − 508 = 156.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("scroll", 0, 20)] + keyboardInsets("scroll", 166, 156) + [rootShift(0, 146)]
    ) {
      $0["scroll"].contentOffset.y = 20
      $0["scroll"].contentInset.bottom = 166
      $0["scroll"].indicatorInsets.bottom = 156
      $0.rootShift = 146
    }
    #expect(store.engine.isRevealed("field"))
  }

  @Test("6. Nested: inner offset 250, outer 93; insets 256/246 and 312/302; hide inner first")
  func example6Nested() throws {
    var store = AvoidanceTestStore(
      try phone.screen([
        ViewTree.Branch(
          ViewNode(
            id: "outer", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1600]),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "inner", kind: .scroll, frame: [0, 500, 390, 300], contentSize: [390, 900]),
              children: [field("field", [20, 250, 350, 44])])
          ])
      ]))
    store.send(.focus("field"))
    // The field spans 797…841: move 343. The inner view clips at 250, the outer takes 93.
    // Inner ends at 847 − 93 = 754: insets 256 and 246; outer ends at 810: 312 and 302.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("inner", 0, 250), offset("outer", 0, 93)]
        + keyboardInsets("inner", 256, 246) + keyboardInsets("outer", 312, 302)
    ) {
      $0["inner"].contentOffset.y = 250
      $0["inner"].contentInset.bottom = 256
      $0["inner"].indicatorInsets.bottom = 246
      $0["outer"].contentOffset.y = 93
      $0["outer"].contentInset.bottom = 312
      $0["outer"].indicatorInsets.bottom = 302
    }

    store.send(
      .keyboardWillHide(),
      effects: restore("inner", inset: 256, indicator: 246, offset: 250)
        + restore("outer", inset: 312, indicator: 302, offset: 93)
    ) {
      for id: ViewID in ["inner", "outer"] {
        $0[id].contentOffset.y = 0
        $0[id].contentInset.bottom = 0
        $0[id].indicatorInsets.bottom = 0
      }
    }
    store.assertRestored()
  }

  @Test("7. A table row: offset 313 (scrollView), inset 312; row 2 → 120; row 4 → none; 400 stays")
  func example7TableRow() throws {
    // Bars of 91; a table (0,91,390,719) of 20 cells of 60, each holding a field (16,8,358,44).
    let cells = (0..<20).map { row in
      ViewTree.Branch(
        ViewNode(id: "cell\(row)", kind: .cell, frame: [0, Double(row) * 60, 390, 60]),
        children: [field("field\(row)", [16, 8, 358, 44])])
    }
    var store = AvoidanceTestStore(
      try phone.screen(
        navigationBar: true,
        [
          ViewTree.Branch(
            ViewNode(
              id: "table", kind: .table, frame: [0, 91, 390, 719], contentSize: [390, 1200]),
            children: cells)
        ]))
    store.send(.focus("field11"))
    // Row 11 spans 751…811 (the field only 759…803): move 313, with the table's own animation.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("table", 0, 313, animation: .scrollView)] + keyboardInsets("table", 312, 302)
    ) {
      $0["table"].contentOffset.y = 313
      $0["table"].contentInset.bottom = 312
      $0["table"].indicatorInsets.bottom = 302
    }
    #expect(store.screen.windowFrame(of: "cell11")?.maxY == 498)  // row 660…720 revealed whole

    // Row 2 spans −102…−42: move −193.
    store.send(.focus("field2"), effects: [offset("table", 313, 120, animation: .scrollView)]) {
      $0["table"].contentOffset.y = 120
    }
    // Row 4 spans 211…271, already visible.
    store.send(.focus("field4"), effects: [])

    // The user's scroll applies itself (offset 400) and the engine adds nothing.
    store.send(.userScroll("table", to: 400), effects: [])
    // The insets go back; the offset stays 400 (left unstated, so checked unchanged).
    store.send(.keyboardWillHide(), effects: restore("table", inset: 312, indicator: 302)) {
      $0["table"].contentInset.bottom = 0
      $0["table"].indicatorInsets.bottom = 0
    }
  }

  @Test("8. A tall text view (v1.2): rootShift 53; inset 249/239, offset 219; caret 900 → 469")
  func example8Caret() throws {
    var store = AvoidanceTestStore(
      try phone.screen([notes([16, 100, 358, 700], contentHeight: 1500)]))
    store.send(.focus("notes", caret: [4, 650, 2, 20]))
    // Stage 1: the box (100…800, 700 tall) is taller than the band (451), so its top meets the
    // band top: move 100 − 47 = 53, all by the root (bound 844 − 508 = 336). Stage 2: the text
    // view, now 47…747, gets insets 747 − 498 = 249 and 747 − 508 = 239; the caret spans
    // 47 + 650 = 697…717 in the visible part 47…498: move 717 − 498 = 219.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [rootShift(0, 53)] + keyboardInsets("notes", 249, 239) + [offset("notes", 0, 219)]
    ) {
      $0.rootShift = 53
      $0["notes"].contentOffset.y = 219
      $0["notes"].contentInset.bottom = 249
      $0["notes"].indicatorInsets.bottom = 239
    }
    #expect(store.screen.windowFrame(of: "notes") == [16, 47, 358, 700])
    #expect(store.engine.isRevealed("notes"))  // the caret, 478…498
    // The caret at content y 900 spans 728…748: move 250, by the text view alone.
    store.send(.caret([4, 900, 2, 20]), effects: [offset("notes", 219, 469)]) {
      $0["notes"].contentOffset.y = 469
    }
    // The hide restores the text view first, then the root.
    store.send(
      .keyboardWillHide(),
      effects: restore("notes", inset: 249, indicator: 239, offset: 469) + [
        rootShift(53, 0, .restore)
      ]
    ) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }

  @Test("9. A floating keyboard (352,500,320,250) on a 1024×1366 iPad: no effects, rootShift 0")
  func example9FloatingKeyboard() throws {
    var store = AvoidanceTestStore(try pad.screen([field("field", [20, 1200, 300, 44])]))
    store.send(.focus("field"))
    store.send(.keyboard(.keyboardWillShow, frame: floatingKeyboard), effects: [])
    #expect(store.engine.keyboardPlacement == .floating)
  }

  @Test("9. Docked, then floating on the iPad: offset 20, insets 302/292, rootShift 88, all undone")
  func example9DockedThenFloating() throws {
    var store = AvoidanceTestStore(
      try pad.screen([
        ViewTree.Branch(
          ViewNode(
            id: "scroll", kind: .scroll, frame: [0, 1000, 1024, 346], contentSize: [1024, 600]),
          children: [field("field", [20, 20, 300, 44])])
      ]))
    store.send(.focus("field"))
    // A 400-point keyboard, top at 966: band 24…956. The field spans 1020…1064: move 108; the
    // clip stops the scroll view at 20, the root takes 88; the scroll view then ends at
    // 1346 − 88 = 1258: insets 1258 − 956 = 302 and 1258 − 966 = 292.
    store.send(
      .keyboardWillShow(height: 400),
      effects: [offset("scroll", 0, 20)] + keyboardInsets("scroll", 302, 292) + [rootShift(0, 88)]
    ) {
      $0["scroll"].contentOffset.y = 20
      $0["scroll"].contentInset.bottom = 302
      $0["scroll"].indicatorInsets.bottom = 292
      $0.rootShift = 88
    }

    store.send(
      .floatingKeyboard(floatingKeyboard),
      effects: restore("scroll", inset: 302, indicator: 292, offset: 20)
        + [rootShift(88, 0, .restore)]
    ) {
      $0["scroll"].contentOffset.y = 0
      $0["scroll"].contentInset.bottom = 0
      $0["scroll"].indicatorInsets.bottom = 0
      $0.rootShift = 0
    }
    #expect(store.engine.keyboardPlacement == .floating)
    store.assertRestored()  // and no snapshot is left
  }

  @Test("10. A target taller than the band (600 > 451) aligns its top: rootShift 153")
  func example10TallTarget() throws {
    var store = AvoidanceTestStore(
      try phone.screen([notes([16, 200, 358, 600], contentHeight: 1500)]))
    store.send(.focus("notes"))
    // Band height 498 − 47 = 451 < 600: move 200 − 47 = 153, all of it by the root; the text
    // view's own offset and insets stay.
    store.send(.keyboardWillShow(height: 336), effects: [rootShift(0, 153)]) {
      $0.rootShift = 153
    }
    #expect(store.engine.configurations.isEmpty)
  }

  @Test("11. Automatic insets under a translucent bar: offset −91 → 46, insets 312/302; hide → −91")
  func example11AutomaticInsets() throws {
    // Bars of 91; a full-screen scroll view, content 1400, automatic insets [91,0,34,0],
    // resting at −91.
    var store = AvoidanceTestStore(
      try phone.screen(
        navigationBar: true,
        [
          ViewTree.Branch(
            phone.scrollViewUnderNavigationBar("scroll", contentHeight: 1400),
            children: [field("field", [20, 500, 350, 44])])
        ]))
    #expect(store.screen["scroll"]?.frame == [0, 0, 390, 844])
    #expect(store.screen["scroll"]?.contentInsetAdjustment == [91, 0, 34, 0])
    #expect(store.screen["scroll"]?.contentOffset.y == -91)
    store.send(.focus("field"))
    // Band 91…498; the field spans 591…635: move 137 from −91 gives 46 (clip 500 − 91 = 409).
    // Insets (844 − 498) − 34 = 312 and (844 − 508) − 34 = 302.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("scroll", -91, 46)] + keyboardInsets("scroll", 312, 302)
    ) {
      $0["scroll"].contentOffset.y = 46
      $0["scroll"].contentInset.bottom = 312
      $0["scroll"].indicatorInsets.bottom = 302
    }

    // Back to −91, never clamped to 0.
    store.send(
      .keyboardWillHide(),
      effects: restore("scroll", inset: 312, indicator: 302) + [offset("scroll", 46, -91, .restore)]
    ) {
      $0["scroll"].contentOffset.y = -91
      $0["scroll"].contentInset.bottom = 0
      $0["scroll"].indicatorInsets.bottom = 0
    }
    store.assertRestored()
  }

  @Test("12. A sheet (root at y 100, top bar 56): band 156…498, rootShift 146")
  func example12Sheet() throws {
    var store = AvoidanceTestStore(
      try ViewTree(
        windowSize: [390, 844],
        root: ViewNode(id: "root", frame: [0, 100, 390, 744], safeAreaInsets: [56, 0, 34, 0]),
        children: [field("field", [20, 500, 350, 44])]))
    store.send(.focus("field"))
    // The field spans 600…644: move 644 − 498 = 146.
    store.send(.keyboardWillShow(height: 336), effects: [rootShift(0, 146)]) {
      $0.rootShift = 146
    }
    #expect(store.engine.band(for: "field") == Band(top: 156, bottom: 498))
  }

  @Test("13. ignoresScrolling: rootShift 193, the form untouched; a visible chip re-derives 0")
  func example13Switches() throws {
    // A horizontal collection (0,300,390,200) in the form holds a chip field at (30,78,150,44).
    let chips = ViewTree.Branch(
      ViewNode(
        id: "chips", kind: .collection, frame: [0, 300, 390, 200], contentSize: [1200, 200],
        axis: .horizontal),
      children: [field("chip", [30, 78, 150, 44])])
    var store = AvoidanceTestStore(try phone.screen([form(ignoresScrolling: true, [chips])]))
    store.send(.focus("a"))
    // a spans 647…691: move 193, all of it by the root; the form's offset and insets stay.
    store.send(.keyboardWillShow(height: 336), effects: [rootShift(0, 193)]) {
      $0.rootShift = 193
    }

    // The chip spans 425…469 with no shift: visible, so the shift is re-derived to 0, not kept.
    store.send(.focus("chip"), effects: [rootShift(193, 0)]) { $0.rootShift = 0 }
  }

  @Test("14. A text view that fits: form 289, insets 312/302; grown to 480: form 600, notes 29/19")
  func example14TextViewFits() throws {
    var store = AvoidanceTestStore(
      try phone.screen([form([notes([16, 600, 358, 140], contentHeight: 400)])]))
    store.send(.focus("notes", caret: [4, 8, 2, 20]))
    // 140 fits in the band's 451: the whole text view (647…787) is the target, move 289; the
    // text view is not in the chain, so its own offset and insets stay.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("form", 0, 289)] + keyboardInsets("form", 312, 302)
    ) {
      $0["form"].contentOffset.y = 289
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    #expect(store.screen.windowFrame(of: "notes") == [16, 358, 358, 140])  // 358…498
    #expect(store.engine.isRevealed("notes"))

    // The caret moves inside the text view, which keeps it visible by itself: nothing moves.
    store.send(.caret([4, 300, 2, 20]), effects: [])

    // Grown to 480, taller than the band (v1.2, two stages): the form reveals the box, whose
    // top (647) meets the band top: move 600, the form's clip 600 − 0 = 600 allows it, and its
    // insets stay 312/302. Then the text view, at 47…527, gets insets 527 − 498 = 29 and
    // 527 − 508 = 19; its caret (347…367) is inside its visible part 47…498: offset stays 0.
    store.send(
      .update("notes", ViewUpdate(frame: [16, 600, 358, 480])),
      effects: [offset("form", 289, 600)] + keyboardInsets("notes", 29, 19)
    ) {
      $0["form"].contentOffset.y = 600
      $0["notes"].contentInset.bottom = 29
      $0["notes"].indicatorInsets.bottom = 19
    }
    #expect(store.screen.windowFrame(of: "notes") == [16, 47, 358, 480])
    #expect(store.engine.isRevealed("notes"))

    // A hide that carries the docked frame still hides: everything restored, text view first.
    // (Not assertRestored(): the app's own growth to 480 stays.)
    store.send(
      .keyboard(.keyboardWillHide, frame: dockedKeyboard),
      effects: restore("notes", inset: 29, indicator: 19)
        + restore("form", inset: 312, indicator: 302, offset: 600)
    ) {
      for id: ViewID in ["notes", "form"] {
        $0[id].contentOffset.y = 0
        $0[id].contentInset.bottom = 0
        $0[id].indicatorInsets.bottom = 0
      }
    }
    #expect(store.engine.keyboardPlacement == .hidden)
    #expect(store.engine.configurations.isEmpty)
  }

  @Test("15. A tall text view in a cell (v1.2): table 600, 312/302; note 25/15; caret 700 → 321")
  func example15TallTextViewInCell() throws {
    // Bars of 91; a table (0,91,390,719), content 2000: ten cells of 60, then `noteCell`
    // (0,600,390,440) holding `note` (8,8,374,424) with content 374×1200.
    let cells = (0..<10).map { row in
      ViewTree.Branch(
        ViewNode(id: "cell\(row)", kind: .cell, frame: [0, Double(row) * 60, 390, 60]))
    }
    let noteCell = ViewTree.Branch(
      ViewNode(id: "noteCell", kind: .cell, frame: [0, 600, 390, 440]),
      children: [
        ViewTree.Branch(
          ViewNode(id: "note", kind: .textView, frame: [8, 8, 374, 424], contentSize: [374, 1200]))
      ])
    var store = AvoidanceTestStore(
      try phone.screen(
        navigationBar: true,
        [
          ViewTree.Branch(
            ViewNode(
              id: "table", kind: .table, frame: [0, 91, 390, 719], contentSize: [390, 2000]),
            children: cells + [noteCell])
        ]))
    store.send(.focus("note", caret: [4, 8, 2, 20]))
    // Stage 1: the whole cell (691…1131, 440 tall) is taller than the band (91…498, 407): its
    // top meets the band top, move 600, by the table with its own animation; the table ends at
    // 810: insets 312/302. Stage 2: `note`, now at 99…523, gets insets 523 − 498 = 25 and
    // 523 − 508 = 15; its caret (107…127) is inside the visible part 99…498: offset stays 0.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [offset("table", 0, 600, animation: .scrollView)]
        + keyboardInsets("table", 312, 302) + keyboardInsets("note", 25, 15)
    ) {
      $0["table"].contentOffset.y = 600
      $0["table"].contentInset.bottom = 312
      $0["table"].indicatorInsets.bottom = 302
      $0["note"].contentInset.bottom = 25
      $0["note"].indicatorInsets.bottom = 15
    }
    #expect(store.screen.windowFrame(of: "noteCell")?.minY == 91)
    #expect(store.screen.windowFrame(of: "note") == [8, 99, 374, 424])
    // The caret at content y 700 spans 799…819: move 321, by `note` alone (max 1200 + 25 − 424).
    store.send(.caret([4, 700, 2, 20]), effects: [offset("note", 0, 321)]) {
      $0["note"].contentOffset.y = 321
    }
    #expect(store.engine.isRevealed("note"))  // the caret, 478…498
    // The hide restores `note` first (the innermost), then the table.
    store.send(
      .keyboardWillHide(),
      effects: restore("note", inset: 25, indicator: 15, offset: 321)
        + insets("table", .restore, content: (312, 0), indicator: (302, 0))
        + [offset("table", 600, 0, .restore, animation: .scrollView)]
    ) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }

  @Test("§2. A hide carrying the docked frame restores; later hides change nothing; a show adjusts")
  func hideComparesAsHidden() throws {
    var store = AvoidanceTestStore(try phone.screen([form()]))
    store.send(.focus("a"))
    let show = [offset("form", 0, 193)] + keyboardInsets("form", 312, 302)
    store.send(.keyboardWillShow(height: 336), effects: show) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    store.send(
      .keyboard(.keyboardWillHide, frame: dockedKeyboard),
      effects: restore("form", inset: 312, indicator: 302, offset: 193)
    ) { $0.restoreScreenBeforeKeyboard() }  // the form back at offset 0, insets 0
    store.assertRestored()

    // Both hides compare as the hidden frame, whatever frames they carry.
    store.send(.keyboard(.keyboardDidHide, frame: dockedKeyboard), effects: [])
    store.send(.keyboard(.keyboardWillHide, frame: [0, 844, 390, 336]), effects: [])
    #expect(store.engine.keyboardFrame == [0, 844, 390, 0])

    // A show of the same docked frame is a change from hidden: it adjusts again.
    store.send(.keyboardWillShow(height: 336), effects: show) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
  }
}
