import KeyboardAvoidance
import Testing

// Tests written for mutants of scripts/mutations.txt that survived the first run of
// scripts/mutate.sh (scripts/mutants.md says which).

@Suite("Rules the first mutation run found untested")
struct MutantKillerTests {
  /// A phone whose form holds `outer`, a cell 300 tall at content y 600, which holds `inner`, a
  /// cell 60 tall at y 200 in it, which holds the field `name`.
  func nestedCells() throws -> AvoidanceEngine {
    let tree = try ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(
        id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
            contentSize: Size(width: 390, height: 1400)),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "outer", kind: .cell, frame: Rect(x: 0, y: 600, width: 390, height: 300)),
              children: [
                ViewTree.Branch(
                  ViewNode(
                    id: "inner", kind: .cell, frame: Rect(x: 0, y: 200, width: 390, height: 60)),
                  children: [
                    ViewTree.Branch(
                      ViewNode(
                        id: "name", kind: .textField,
                        frame: Rect(x: 20, y: 8, width: 350, height: 44)))
                  ])
              ])
          ])
      ])
    return AvoidanceEngine(tree: tree)
  }

  @Test("A field in a cell in a cell reveals the nearest cell: form 409, not the outer cell's 449")
  func nearestCell() throws {
    var engine = try nestedCells()
    _ = engine.handle(.focus("name"))
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(
          .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
    // The inner cell ends at 47 + 600 + 200 + 60 = 907; the band ends at 508 − 10 = 498.
    #expect(engine.tree["form"]?.contentOffset.y == 409)
  }

  @Test("A container the user scrolled before its snapshot keeps its offset, only clamped")
  func userScrollBeforeSnapshot() throws {
    let tree = try ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(
        id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)),
      children: [
        ViewTree.Branch(
          ViewNode(id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 400)),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "top", kind: .textField, frame: Rect(x: 20, y: 100, width: 350, height: 44)))
          ]),
        ViewTree.Branch(
          ViewNode(
            id: "second", kind: .scroll, frame: Rect(x: 0, y: 447, width: 390, height: 363),
            contentSize: Size(width: 390, height: 1400)),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "low", kind: .textField, frame: Rect(x: 20, y: 1300, width: 350, height: 44)))
          ]),
      ])
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus("top"))
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(
          .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
    #expect(!engine.configurations.contains { $0.view == "second" })
    // The user scrolls `second` while the keyboard is up, before the engine has touched it.
    _ = engine.handle(.scroll("second", offset: Point(x: 0, y: 100)))
    _ = engine.handle(.focus("low"))
    let adjusted = try #require(engine.tree["second"]?.contentOffset)
    #expect(adjusted.y > 1037)
    let effects = engine.handle(
      .keyboard(
        KeyboardNotification(
          .keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))))
    // Not restored to 100: the offset is the user's, only clamped into the range without the
    // keyboard's inset (1400 − 363).
    #expect(engine.tree["second"]?.contentOffset.y == 1037)
    #expect(
      effects.contains(
        AvoidanceEffect(
          view: "second", change: .contentOffset(from: adjusted, to: Point(x: 0, y: 1037)),
          reason: .clamp, animation: .keyboard(.default))))
  }

  @Test("A removed anchor gives way to its nearest fallback, not its farthest: 1956")
  func nearestFallbackFirst() throws {
    var engine = try listEngine()
    // r45 is the anchor (−20 from the top), r46 the nearest fallback (24); r50 goes too, between
    // r46 and the farther fallbacks.
    _ = engine.handle(.removeCells(["r45", "r50"]))
    #expect(engine.tree["list"]?.contentOffset.y == Double(45 * 44 - 24))
  }

  @Test("A target past its content's end in a nested scroll view: the hand-over converges")
  func targetPastTheEndConverges() throws {
    // An inner scroll view low in a form, whose content (520) ends above its field's bottom
    // (544). Revealing the field moves both; the form's move shrinks the inner view's keyboard
    // inset, so the inner offset is clamped and the adjustment goes round again (the only
    // scenario found where the second pass runs). Each pass hands 24 points from the inner view
    // to the form, and one adjustment runs at most four passes, so later adjustments go on
    // handing over until the inner view is back at its own largest offset (Decisions, "Targets
    // past the end of the content"); then nothing moves and the field is in the band.
    let tree = try ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(
        id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
            contentSize: Size(width: 390, height: 2000)),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "inner", kind: .scroll, frame: Rect(x: 0, y: 800, width: 390, height: 400),
                contentSize: Size(width: 390, height: 520)),
              children: [
                ViewTree.Branch(
                  ViewNode(
                    id: "name", kind: .textField,
                    frame: Rect(x: 20, y: 500, width: 350, height: 44)))
              ])
          ])
      ])
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus("name"))
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(
          .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
    let inner = try #require(engine.tree.windowFrame(of: "inner"))
    let offset = try #require(engine.tree["inner"]?.contentOffset.y)
    #expect(inner.minY + 520 - offset == 498)
    var adjustments = 0
    while !engine.handle(.focus("name")).isEmpty {
      adjustments += 1
      let inner = try #require(engine.tree.windowFrame(of: "inner"))
      let offset = try #require(engine.tree["inner"]?.contentOffset.y)
      #expect(inner.minY + 520 - offset <= 498 + 1e-9)  // the content's end never sinks
      try #require(adjustments < 10)
    }
    #expect(adjustments == 4)
    #expect(engine.tree["inner"]?.contentOffset.y == 120)  // 520 − 400, without a keyboard inset
    #expect(engine.isRevealed("name"))
    #expect(engine.handle(.focus("name")) == [])
  }

  @Test("A popped screen's captured state goes with it, hidden tabs' included")
  func poppedScreenForgetsHiddenTabs() throws {
    func view(_ id: ViewID, _ kind: ViewKind = .view, text: String? = nil) -> ViewNode {
      ViewNode(
        id: id, kind: kind, frame: Rect(x: 0, y: 0, width: 390, height: 844),
        restorationIdentifier: id.rawValue, text: text)
    }
    // Screen `a` holds two tabs; the hidden one holds the field `f`.
    let screenA = ViewTree.Branch(
      view("a"),
      children: [
        ViewTree.Branch(
          view("tabs", .tabs),
          children: [
            ViewTree.Branch(view("tab0")),
            ViewTree.Branch(
              view("tab1"), children: [ViewTree.Branch(view("f", .textField, text: "hello"))]),
          ])
      ])
    let tree = try ViewTree(
      windowSize: Size(width: 390, height: 844), root: view("app"),
      children: [ViewTree.Branch(view("nav", .navigation), children: [.init(view("home"))])])
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.push("nav", screen: screenA))
    _ = engine.handle(.select("f", [1, 2]))
    // `b` hides `a`, whose preserved views (the hidden tab's field too) are captured; popping
    // `b` shows `a` again, which takes back only what is visible.
    _ = engine.handle(.push("nav", screen: ViewTree.Branch(view("b"))))
    _ = engine.handle(.pop("nav"))
    _ = engine.handle(.pop("nav"))
    // A new `a` with the same paths starts afresh: nothing of the popped one comes back.
    _ = engine.handle(.push("nav", screen: screenA))
    _ = engine.handle(.selectTab("tabs", index: 1))
    #expect(engine.tree["f"]?.selectedRange == nil)
  }

  @Test("An insertion one past the end is refused by the engine's own check, with its message")
  func insertionPastTheEnd() throws {
    var engine = try listEngine()
    let before = engine
    _ = engine.handle(.insertCells("list", at: 101, cells: cellBranches("x", 1, height: 44)))
    #expect(engine.diagnostic == .invalidChange("insert at 101 into \"list\", which has 100 cells"))
    #expect(engine == before)
  }

  @Test("While loading, a restore waits for its own item: a fallback on screen does not do")
  func fallbacksWaitForLoading() throws {
    var engine = try relaunchedFeed()
    #expect(engine.isPending("feed"))
    // Every cell but the anchor r45 arrives, with more to come.
    let cells = cellBranches("r", 100, height: 44).filter { $0.node.id != "r45" }
    _ = engine.handle(.reload("feed", .cells(cells), complete: false))
    #expect(engine.isPending("feed"))
    _ = engine.handle(.reload("feed", .cells(cells), complete: true))
    #expect(!engine.isPending("feed"))
  }

  @Test("U+FFFF is one UTF-16 unit: every caret around it snaps to itself and maps one on")
  func lastBMPScalar() {
    let text = "a\u{FFFF}b\u{FFFF}c"
    #expect(text.utf16.count == 5)
    for offset in 0...5 {
      let caret = UTF16Range(location: offset, length: 0)
      #expect(caret.snapped(in: text) == caret, "\(offset)")
      #expect(
        caret.mapped(from: text, to: "!" + text) == UTF16Range(location: offset + 1, length: 0),
        "\(offset)")
      #expect(UTF16Range(location: 0, length: offset).snapped(in: text).length == offset)
    }
    // A cluster U+FFFF + U+0301 (a combining acute): a caret inside it snaps to its start, 1.
    let joined = "a\u{FFFF}\u{301}b"
    #expect(Array(joined).count == 3)
    #expect(UTF16Range(location: 2, length: 0).snapped(in: joined) == [1, 0])
    #expect(UTF16Range(location: 2, length: 1).snapped(in: joined) == [1, 2])
  }
}
