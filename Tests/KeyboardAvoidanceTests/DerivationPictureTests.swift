import KeyboardAvoidance
import Testing

/// Where a pass leaves its target, and where on screen the limit that bound a move lies: the
/// values the HTML replay draws, recorded by the engine rather than worked out again.
@Suite("Derivations: the target after a pass and the limits' edges")
struct DerivationPictureTests {
  /// A screen whose only field is `field` under the root, or under `container` when given.
  private func engine(field: ViewNode, container: ViewNode? = nil) throws -> AvoidanceEngine {
    let fieldBranch = ViewTree.Branch(field, children: [])
    let children =
      container.map { [ViewTree.Branch($0, children: [fieldBranch])] } ?? [fieldBranch]
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: children)
    var engine = AvoidanceEngine(tree: tree)
    engine.recordsDerivations = true
    _ = engine.handle(.focus(field.id))
    _ = engine.handle(
      .keyboard(KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame)))
    return engine
  }

  @Test("Nothing bound example 4's move: the field ends at the band's bottom, no edge")
  func unbound() throws {
    let engine = try engine(
      field: ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]),
      container: ViewNode(
        id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]))
    let pass = try #require(engine.derivation?.adjustments.first?.passes.last)
    // 647 − 193 = 454: its bottom, 498, is the band's.
    #expect(pass.targetAfter == Rect(x: 20, y: 454, width: 350, height: 44))
    #expect(pass.offsets.map(\.limitEdge) == [nil])
    #expect(pass.rootShift?.limitEdge == nil)
  }

  @Test(
    "A container's range bounds the move: its visible bottom, with the root's shift, is the edge")
  func maxOffsetEdge() throws {
    // The box ends at 447, above the band: no keyboard inset; with its own bottom inset of 20,
    // maxOffset is 450 + 20 − 400 = 70. The field (547…591) needs 93: the box gives 70, the
    // root the other 23.
    let engine = try engine(
      field: ViewNode(id: "name", kind: .textField, frame: [20, 500, 350, 44]),
      container: ViewNode(
        id: "box", kind: .scroll, frame: [0, 47, 390, 400], contentSize: [390, 450],
        contentInset: Insets(top: 0, left: 0, bottom: 20, right: 0)))
    let pass = try #require(engine.derivation?.adjustments.first?.passes.last)
    let step = try #require(pass.offsets.first)
    #expect(step.limit == .maxOffset && step.to == 70)
    #expect(pass.rootShift?.to == 23)
    // The content's end shows at 447 − 20, shifted up 23.
    #expect(step.limitEdge == 404)
    // 547 − 70 − 23.
    #expect(pass.targetAfter == Rect(x: 20, y: 454, width: 350, height: 44))
  }

  @Test("The root's overlap bounds the shift: the shifted root's bottom is the edge")
  func overlapEdge() throws {
    // 840 − 498 = 342 asked; the keyboard overlaps the root by 844 − 508 = 336.
    let engine = try engine(
      field: ViewNode(id: "code", kind: .textField, frame: [20, 800, 350, 40]))
    let pass = try #require(engine.derivation?.adjustments.first?.passes.last)
    let root = try #require(pass.rootShift)
    #expect(root.limit == .overlap && root.to == 336)
    #expect(root.limitEdge == 508)
    #expect(pass.targetAfter == Rect(x: 20, y: 464, width: 350, height: 40))
  }

  @Test("A clip bounds the move: the container's visible top, with the root's shift, is the edge")
  func clipEdge() throws {
    // The field (400…700) fills the box's top: its clip is 400 − 400 + 0 + 0 = 0, so the box
    // cannot lift it, and the root takes all 700 − 498 = 202.
    let engine = try engine(
      field: ViewNode(id: "notes", kind: .textField, frame: [20, 0, 350, 300]),
      container: ViewNode(
        id: "box", kind: .scroll, frame: [0, 400, 390, 400], contentSize: [390, 1000]))
    let pass = try #require(engine.derivation?.adjustments.first?.passes.last)
    let step = try #require(pass.offsets.first)
    #expect(step.limit == .clip && step.to == 0)
    #expect(pass.rootShift?.to == 202)
    // 400 − 202.
    #expect(step.limitEdge == 198)
    #expect(pass.targetAfter == Rect(x: 20, y: 198, width: 350, height: 300))
  }
}

/// Which rect a reveal aimed at, as the derivation names it.
@Suite("Derivations: the target's kind")
struct DerivationTargetKindTests {
  @Test("A scrolling text view taller than the band, with a caret, is revealed as a box")
  func box() throws {
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: [
        ViewTree.Branch(
          ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 2000]),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "notes", kind: .textView, frame: [20, 100, 350, 600],
                contentSize: [350, 1500]),
              children: [])
          ])
      ])
    var engine = AvoidanceEngine(tree: tree)
    engine.recordsDerivations = true
    _ = engine.handle(.focus("notes", caret: [0, 900, 2, 20]))
    _ = engine.handle(
      .keyboard(KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame)))
    let adjustment = try #require(engine.derivation?.adjustments.first)
    #expect(adjustment.target.kind == .box)
    #expect(adjustment.target.view == "notes")
    #expect(adjustment.caretFollowing?.view == "notes")
  }
}

/// How a list kept still is explained.
@Suite("Derivations: anchorings")
struct DerivationAnchoringTests {
  @Test("A list pinned to its end follows what is appended: pinned, and no fallback was used")
  func pinnedToEnd() throws {
    // 100 rows of 44 (4,400), 700 tall, at its end (3,700).
    let rows = (0..<100).map { index in
      ViewTree.Branch(
        ViewNode(id: ViewID("r\(index)"), kind: .cell, frame: [0, Double(index) * 44, 390, 44]),
        children: [])
    }
    let tree = try ViewTree(
      windowSize: Phone.window, root: ViewNode(id: "root", frame: Phone.rootFrame),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "list", kind: .table, frame: [0, 0, 390, 700], contentSize: [390, 4400],
            contentOffset: [0, 3700],
            anchorPolicy: ScrollAnchor.Policy(anchorAtEnd: .followAppended)),
          children: rows)
      ])
    var engine = AvoidanceEngine(tree: tree)
    engine.recordsDerivations = true
    let appended = ViewTree.Branch(
      ViewNode(id: "new", kind: .cell, frame: [0, 0, 390, 50]), children: [])
    _ = engine.handle(.insertCells("list", at: 100, cells: [appended]))
    // The new end: 4,450 − 700.
    #expect(engine.tree["list"]?.contentOffset.y == 3750)
    let anchoring = try #require(engine.derivation?.anchorings.first)
    #expect(anchoring.pin == .end)
    #expect(!anchoring.usedFallback)
  }
}
