import KeyboardAvoidance
import Testing

// PRESERVATION.md §2 through the engine: a table of 100 cells × 44 (r0…r99) with a 700-point
// viewport at offset 2000; r45 is the anchor at distance −20.

/// The cells `prefix0…` of a list, each `height` tall, stacked from `y`.
func cellBranches(_ prefix: String, _ count: Int, height: Double, from y: Double = 0)
  -> [ViewTree.Branch]
{
  (0..<count).map {
    ViewTree.Branch(
      ViewNode(
        id: "\(prefix)\($0)", kind: .cell,
        frame: Rect(x: 0, y: y + Double($0) * height, width: 390, height: height)))
  }
}

/// An engine for a screen holding one table of `cells` cells × 44.
func listEngine(
  cells: Int = 100, offset: Double = 2000, policy: ScrollAnchor.Policy = ScrollAnchor.Policy(),
  insets: Insets = .zero
) throws -> AvoidanceEngine {
  let tree = try ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 700),
          contentSize: Size(width: 390, height: Double(cells) * 44),
          contentOffset: Point(x: 0, y: offset), contentInset: insets, anchorPolicy: policy),
        children: cellBranches("r", cells, height: 44))
    ])
  return AvoidanceEngine(tree: tree)
}

/// The 20 prepended cells of §2: 10 × 60 then 10 × 100.
let prependedCells =
  cellBranches("p", 10, height: 60) + cellBranches("q", 10, height: 100, from: 600)

@Suite("Anchoring through the engine")
struct EngineAnchoringTests {
  func offset(_ engine: AvoidanceEngine) -> Double? { engine.tree["list"]?.contentOffset.y }

  @Test("Prepend 20 then append 5 × 44: 3600, not the delta recipe's 3820")
  func prependAndAppend() throws {
    var engine = try listEngine()
    let effects = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    #expect(
      effects == [
        AvoidanceEffect(
          view: "list", change: .contentOffset(from: [0, 2000], to: [0, 3600]), reason: .anchor,
          animation: .none)
      ])
    #expect(
      engine.handle(.insertCells("list", at: 120, cells: cellBranches("a", 5, height: 44))) == [])
    #expect(offset(engine) == 3600)
    #expect(engine.tree["list"]?.contentSize.height == Double(1600 + 105 * 44))
    #expect(engine.anchor(of: "list")?.itemID == "r45")
  }

  @Test("Prepend 20 then grow the visible r50 by 76: 3600")
  func prependAndResize() throws {
    var engine = try listEngine()
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    _ = engine.handle(.resizeCell("r50", height: 120))
    #expect(offset(engine) == 3600)
    #expect(engine.tree["r51"]?.frame.minY == Double(1600 + 51 * 44 + 76))
  }

  @Test("Prepend 20 then delete r60: 3600")
  func prependAndDeleteBelow() throws {
    var engine = try listEngine()
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    _ = engine.handle(.removeCells(["r60"]))
    #expect(offset(engine) == 3600)
  }

  @Test("Prepend 20 then delete the anchor r45: r46 at +24 gives 3556")
  func anchorDeleted() throws {
    var engine = try listEngine()
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    let effects = engine.handle(.removeCells(["r45"]))
    #expect(offset(engine) == 3556)
    #expect(effects.map(\.reason) == [.anchor])
  }

  @Test(
    "At the top, keepContent keeps the content (1600) and revealInserted the top (0)",
    arguments: [(ScrollAnchor.TopPolicy.keepContent, 1600.0), (.revealInserted, 0)])
  func topPolicies(policy: ScrollAnchor.TopPolicy, expected: Double) throws {
    var engine = try listEngine(offset: 0, policy: ScrollAnchor.Policy(anchorAtTop: policy))
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    #expect(offset(engine) == expected)
  }

  @Test("A followAppended list pinned to its end stays pinned on append")
  func followAppended() throws {
    var engine = try listEngine(
      offset: 3700, policy: ScrollAnchor.Policy(anchorAtEnd: .followAppended))
    _ = engine.handle(.insertCells("list", at: 100, cells: cellBranches("a", 3, height: 50)))
    #expect(offset(engine) == 3850)
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    #expect(offset(engine) == 5450)
  }

  @Test(
    "A keepContent list at its end, or anywhere else, does not move on append",
    arguments: [3700.0, 1234])
  func keepContentAppend(start: Double) throws {
    var engine = try listEngine(offset: start)
    #expect(
      engine.handle(.insertCells("list", at: 100, cells: cellBranches("a", 30, height: 44))) == [])
    #expect(offset(engine) == start)
  }

  @Test("A compensation is not a user scroll, and moves the keyboard snapshot with the content")
  func compensationKeepsSnapshotRelative() throws {
    // Row r62 holds a field the keyboard covers: the engine snapshots, insets and scrolls the
    // list, then a prepend moves the content under both the offset and the snapshot.
    var cells = cellBranches("r", 100, height: 44)
    cells[62].children = [
      ViewTree.Branch(
        ViewNode(id: "reply", kind: .textField, frame: Rect(x: 0, y: 0, width: 390, height: 44)))
    ]
    let tree = try ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 780),
            contentSize: Size(width: 390, height: 4400), contentOffset: Point(x: 0, y: 2000)),
          children: cells)
      ])
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus("reply"))
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(.keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336)))
    )
    let snapshot = try #require(engine.configurations.first { $0.view == "list" })
    #expect(snapshot.startingContentOffset.y == 2000)
    let revealed = try #require(engine.tree["list"]?.contentOffset.y)
    #expect(revealed > 2000)
    let effects = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    #expect(effects.map(\.reason) == [.anchor])
    #expect(engine.tree["list"]?.contentOffset.y == revealed + 1600)
    #expect(engine.configurations.first { $0.view == "list" }?.startingContentOffset.y == 3600)
    // The field is still revealed: a later focus event scrolls nothing.
    #expect(engine.handle(.focus("reply")).isEmpty)
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(.keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 336)))
    )
    // Restored to the content it showed before the keyboard: 2000 + the 1600 prepended.
    #expect(engine.tree["list"]?.contentOffset.y == 3600)
    #expect(engine.configurations.isEmpty)
  }

  @Test("Ten tiny compensations in a row suspend anchoring until the next user scroll")
  func loopBreaker() throws {
    var engine = try listEngine()
    for round in 0..<10 {
      _ = engine.handle(.resizeCell("r\(round)", height: 45))
    }
    #expect(engine.warnings == [.anchoringSuspended("list", mean: 1)])
    #expect(offset(engine) == 2010)
    _ = engine.handle(.resizeCell("r10", height: 45))
    #expect(offset(engine) == 2010)
    _ = engine.handle(.scroll("list", offset: Point(x: 0, y: 2011)))
    _ = engine.handle(.resizeCell("r11", height: 45))
    #expect(offset(engine) == 2012)
  }

  @Test("A cell's window frame is read from the layout, without walking the list")
  func windowFrameOfCell() throws {
    var engine = try listEngine()
    _ = engine.handle(.insertCells("list", at: 0, cells: prependedCells))
    #expect(
      engine.tree.windowFrame(of: "r46")
        == Rect(x: 0, y: 1600 + 46 * 44 - 3600, width: 390, height: 44))
    #expect(engine.tree.children(of: "list").prefix(3) == ["p0", "p1", "p2"])
  }

  @Test("Bad list changes are ignored with a diagnostic")
  func invalidChanges() throws {
    var engine = try listEngine()
    let before = engine
    #expect(
      engine.handle(.insertCells("list", at: 101, cells: cellBranches("x", 1, height: 44))) == [])
    #expect(engine.diagnostic != nil)
    #expect(
      engine.handle(.insertCells("list", at: 0, cells: cellBranches("r", 1, height: 44))) == [])
    #expect(engine.diagnostic != nil)
    #expect(engine.handle(.removeCells(["nothing"])) == [])
    #expect(engine.diagnostic != nil)
    #expect(engine.handle(.resizeCell("root", height: 3)) == [])
    #expect(engine.diagnostic != nil)
    // A batch refused part-way leaves none of its cells behind: a cell named twice in it, and
    // a new cell before one whose identity is taken.
    let twice = cellBranches("x", 2, height: 44) + cellBranches("x", 1, height: 44)
    #expect(engine.handle(.insertCells("list", at: 0, cells: twice)) == [])
    #expect(engine.diagnostic == .invalidChange("a view with id \"x0\" is already on screen"))
    let taken = cellBranches("y", 3, height: 44) + [cellBranches("r", 6, height: 44)[5]]
    #expect(engine.handle(.insertCells("list", at: 0, cells: taken)) == [])
    #expect(!engine.tree.contains("x0") && !engine.tree.contains("y2"))
    #expect(engine.anchor(of: "list") == before.anchor(of: "list"))
    #expect(engine.tree["list"]?.contentSize == before.tree["list"]?.contentSize)
    #expect(engine.diagnostic != nil)
    #expect(engine == before)
  }
}
