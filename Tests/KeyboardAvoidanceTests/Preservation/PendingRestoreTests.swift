import KeyboardAvoidance
import Testing

// PRESERVATION.md §3: a feed saved at offset 2000 (cells of 44, a 700-point viewport), then
// relaunched empty while its data arrives page by page.

/// A screen whose preserved feed (`app/feed`) holds `cells` cells × 44 at `offset`.
func feedTree(cells: Int, offset: Double = 0) throws -> ViewTree {
  try ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844), restorationIdentifier: "app"),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "feed", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 700),
          contentSize: Size(width: 390, height: Double(cells) * 44),
          contentOffset: Point(x: 0, y: offset), restorationIdentifier: "feed"),
        children: cellBranches("r", cells, height: 44))
    ])
}

/// The archive of the feed scrolled to 2000 in a 100-cell list.
func savedFeedArchive() throws -> PreservationArchive {
  AvoidanceEngine(tree: try feedTree(cells: 100, offset: 2000)).archive()
}

/// A relaunched engine with an empty feed and the saved archive restored.
func relaunchedFeed() throws -> AvoidanceEngine {
  var engine = AvoidanceEngine(tree: try feedTree(cells: 0))
  #expect(engine.restore(from: try savedFeedArchive()).isEmpty)
  #expect(engine.warnings.isEmpty)
  return engine
}

@Suite("Pending restores")
struct PendingRestoreTests {
  @Test("The archive keys the feed's anchor by its restoration path")
  func archive() throws {
    let archive = try savedFeedArchive()
    #expect(archive.version == 1)
    #expect(archive.containers.keys.sorted() == ["app/feed"])
    #expect(archive.containers["app/feed"]?.itemID == "r45")
    #expect(archive.containers["app/feed"]?.distance == -20)
  }

  @Test("Pages of 30 rows: wait at 30 and 60, apply 2000 exactly at 90, once")
  func pageByPage() throws {
    var engine = try relaunchedFeed()
    #expect(engine.isPending("feed"))
    for page in 1...2 {
      _ = engine.handle(
        .reload("feed", .cells(cellBranches("r", 30 * page, height: 44)), complete: false))
      #expect(engine.isPending("feed"), "page \(page)")
      let node = try #require(engine.tree["feed"])
      #expect(node.contentOffset.y <= node.maxOffsetY)
    }
    let effects = engine.handle(
      .reload("feed", .cells(cellBranches("r", 90, height: 44)), complete: false))
    #expect(!engine.isPending("feed"))
    #expect(engine.tree["feed"]?.contentOffset.y == 2000)
    #expect(effects.last?.reason == .restore)
    // Applied once: from now on the list is anchored, not restored.
    let later = engine.handle(.insertCells("feed", at: 0, cells: cellBranches("n", 2, height: 50)))
    #expect(later.map(\.reason) == [.anchor])
    #expect(engine.tree["feed"]?.contentOffset.y == 2100)
  }

  @Test("Loading complete with only 30 rows: applied clamped at 620")
  func clampedWhenComplete() throws {
    var engine = try relaunchedFeed()
    _ = engine.handle(.reload("feed", .cells(cellBranches("r", 30, height: 44)), complete: true))
    #expect(!engine.isPending("feed"))
    #expect(engine.tree["feed"]?.contentOffset.y == 620)
  }

  @Test("A user scroll abandons the restore and the offset stays where the user put it")
  func abandonedOnUserScroll() throws {
    var engine = try relaunchedFeed()
    _ = engine.handle(.reload("feed", .cells(cellBranches("r", 30, height: 44)), complete: false))
    _ = engine.handle(.scroll("feed", offset: Point(x: 0, y: 300)))
    #expect(!engine.isPending("feed"))
    _ = engine.handle(.reload("feed", .cells(cellBranches("r", 90, height: 44)), complete: true))
    #expect(engine.tree["feed"]?.contentOffset.y == 300)
  }

  @Test("An archive of another version, or with unknown paths, restores nothing and says so")
  func badArchives() throws {
    var archive = try savedFeedArchive()
    archive.version = 2
    var engine = AvoidanceEngine(tree: try feedTree(cells: 0))
    #expect(engine.restore(from: archive).isEmpty)
    #expect(engine.warnings == [.unsupportedVersion(2)])
    #expect(!engine.isPending("feed"))

    archive = try savedFeedArchive()
    archive.containers["app/gone"] = archive.containers["app/feed"]
    engine = AvoidanceEngine(tree: try feedTree(cells: 0))
    _ = engine.restore(from: archive)
    #expect(engine.warnings == [.unknownPath("app/gone")])
    #expect(engine.isPending("feed"))
  }
}
