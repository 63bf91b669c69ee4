import KeyboardAvoidance
import Testing

// PRESERVATION.md §7: a list is laid out again after each change of its cells, and its initial
// cell frames and content size count until the first such change. A change the engine refuses
// (it sets a diagnostic) is not a change: the list must keep the frames and content size it was
// given, not the layout the engine built while trying the change.

/// Pins that a refused change of a list's cells leaves the list as it was declared, when its
/// declared layout differs from the one the engine would build.
@Suite("Refused list changes")
struct RefusedListChangeTests {
  /// A table (0,0,390,700) at offset 150 whose twelve 44-point cells are laid out with a
  /// 20-point section gap — r0…r5 at 0…264, r6…r11 at 284…548 — and whose declared content
  /// height, 1000, holds a footer: a fresh layout would put r6 at 264 and end at 528.
  func sectionedList() throws -> AvoidanceEngine {
    let cells = (0..<12).map { row in
      ViewTree.Branch(
        ViewNode(
          id: ViewID("r\(row)"), kind: .cell,
          frame: Rect(x: 0, y: Double(row) * 44 + (row < 6 ? 0 : 20), width: 390, height: 44)))
    }
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 700),
            contentSize: Size(width: 390, height: 1000), contentOffset: Point(x: 0, y: 150)),
          children: cells)
      ])
    return AvoidanceEngine(tree: tree)
  }

  /// A new 44-point cell `id`, holding the views `inside`.
  static func cell(_ id: ViewID, holding inside: [ViewID] = []) -> ViewTree.Branch {
    ViewTree.Branch(
      ViewNode(id: id, kind: .cell, frame: Rect(x: 0, y: 0, width: 390, height: 44)),
      children: inside.map {
        ViewTree.Branch(ViewNode(id: $0, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      })
  }

  /// Pins §7's "a refused change changes nothing" where it can be seen: each refusal reaches the
  /// point where the engine has laid the list out to take its anchor, and the list must come
  /// back with its declared frames (r6 at 284), content height (1000) and offset (150).
  @Test(
    "A refused cell change leaves the list's declared frames, content size and offset",
    arguments: [
      (AvoidanceEvent.insertCells("list", at: 3, cells: [cell("r7")]), "r7"),
      (.insertCells("list", at: 3, cells: [cell("new", holding: ["r3"])]), "r3"),
      (.insertCells("list", at: 12, cells: [cell("x"), cell("x")]), "x"),
      (.reload("list", .cells([cell("y"), cell("y")])), "y"),
    ])
  func refusalKeepsTheDeclaredLayout(_ event: AvoidanceEvent, _ duplicate: String) throws {
    var engine = try sectionedList()
    let before = engine
    #expect(engine.handle(event).isEmpty)
    #expect(
      engine.diagnostic == .invalidChange("a view with id \"\(duplicate)\" is already on screen"))
    #expect(engine.tree["list"]?.contentSize.height == 1000)
    #expect(engine.tree["r5"]?.frame == Rect(x: 0, y: 220, width: 390, height: 44))
    #expect(engine.tree["r6"]?.frame == Rect(x: 0, y: 284, width: 390, height: 44))
    #expect(engine.tree["r11"]?.frame == Rect(x: 0, y: 504, width: 390, height: 44))
    #expect(engine.tree.children(of: "list") == (0..<12).map { ViewID("r\($0)") })
    #expect(engine.offset("list") == 150)
    // Equal by the engine's complete equality: its tree, snapshots and preservation state.
    #expect(engine == before)
  }
}
