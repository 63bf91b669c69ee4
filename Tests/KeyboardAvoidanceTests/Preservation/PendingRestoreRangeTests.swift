import KeyboardAvoidance
import Testing

// PRESERVATION.md §3: a pending restore applies exactly only when its target is reachable,
// `minOffset ≤ target ≤ maxOffset`; once loading is complete an unreachable target is applied
// clamped. These pin the lower bound: a target above the content's top is clamped to
// `minOffset = −A.top`, never applied as it is.

/// Pins the lower bound of PRESERVATION.md §3's reachability test and the clamp that follows it.
@Suite("Pending restores below the valid range")
struct PendingRestoreRangeTests {
  /// Pins §3's `minOffset ≤ target`: the feed saved at 2000 (anchor r45 at −20, r46 the nearest
  /// fallback at +24) comes back with r0…r45 gone and a 30-point top inset; the fallback's target
  /// lies above the content's top, so the complete load applies it clamped to −30.
  @Test("A fallback's target above the content's top is applied clamped to −A.top: −30")
  func fallbackAboveTheTop() throws {
    var tree = try feedTree(cells: 0)
    try tree.update("feed") { $0.contentInset.top = 30 }
    var engine = AvoidanceEngine(tree: tree)
    #expect(engine.restore(from: try savedFeedArchive()).isEmpty)
    #expect(engine.isPending("feed"))
    // r46…r99 arrive, laid out from 0: 54 × 44 = 2376, so the range is −30…2376 − 700 = 1676.
    // r46 is at 0: its target is 0 − 24 − 30 = −54, below −30.
    let cells = Array(cellBranches("r", 100, height: 44).dropFirst(46))
    let effects = engine.handle(.reload("feed", .cells(cells), complete: true))
    #expect(
      effects == [
        AvoidanceEffect(
          view: "feed", change: .contentOffset(from: .zero, to: Point(x: 0, y: -30)),
          reason: .restore, animation: .none)
      ])
    #expect(engine.offset("feed") == -30)
    #expect(engine.tree["feed"]?.minOffsetY == -30)
    #expect(!engine.isPending("feed"))
  }

  /// Pins §3's `minOffset ≤ target` for a container without items: a scroll view saved at its
  /// top under a 91-point bar (offset −91) comes back under a 47-point one; the saved offset is
  /// above the new top, so it is applied clamped to −47 as the screen appears.
  @Test("A saved offset above a plain scroll view's new top is applied clamped: −47, not −91")
  func savedOffsetAboveTheTop() throws {
    func screen(automaticTopInset: Double, offset: Double) throws -> ViewTree {
      try ViewTree(
        windowSize: Phone.window,
        root: ViewNode(id: "root", frame: Phone.rootFrame, restorationIdentifier: "app"),
        children: [
          ViewTree.Branch(
            ViewNode(
              id: "notes", kind: .scroll, frame: Rect(x: 0, y: 0, width: 390, height: 844),
              contentInsetAdjustment: Insets(top: automaticTopInset, left: 0, bottom: 0, right: 0),
              contentSize: Size(width: 390, height: 2000),
              contentOffset: Point(x: 0, y: offset), restorationIdentifier: "notes"))
        ])
    }
    let archive = AvoidanceEngine(tree: try screen(automaticTopInset: 91, offset: -91)).archive()
    #expect(archive.containers["app/notes"]?.offset == -91)
    var engine = AvoidanceEngine(tree: try screen(automaticTopInset: 47, offset: 0))
    // The content is there: the restore decides at once, range −47…2000 − 844 = 1156.
    #expect(
      engine.restore(from: archive) == [
        AvoidanceEffect(
          view: "notes", change: .contentOffset(from: .zero, to: Point(x: 0, y: -47)),
          reason: .restore, animation: .none)
      ])
    #expect(engine.offset("notes") == -47)
    #expect(!engine.isPending("notes"))
  }
}
