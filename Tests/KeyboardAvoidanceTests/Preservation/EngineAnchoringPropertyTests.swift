import KeyboardAvoidance
import SeededRandom
import Testing

@Suite("Anchoring through the engine, random lists")
struct EngineAnchoringPropertyTests {
  /// Random tables (heights 0–300, some zero) at random offsets and insets, and random batches
  /// of `insert`, `remove` and `resizeCell` events strictly above or strictly below the anchor
  /// cell: the cell keeps its window y to 0.01 pt (unless the valid range no longer holds that
  /// offset), the offset stays in the valid range, and the content-height-delta recipe would
  /// have answered differently in many cases.
  @Test(arguments: [21, 22, 23, 24] as [UInt64])
  func changesAwayFromTheAnchorKeepItsCellStill(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var unclamped = 0
    var deltaRecipeDiffers = 0
    let trials = 100
    for trial in 0..<trials {
      let count = Int.random(in: 20...300, using: &random)
      var y = 0.0
      let cells = (0..<count).map { index -> ViewTree.Branch in
        let height = random.height()
        defer { y += height }
        return ViewTree.Branch(
          ViewNode(
            id: "r\(index)", kind: .cell, frame: Rect(x: 0, y: y, width: 390, height: height)))
      }
      let viewport = Double(Int.random(in: 200...800, using: &random))
      let insets = Insets(
        top: Double(Int.random(in: 0...100, using: &random)),
        bottom: Double(Int.random(in: 0...350, using: &random)))
      var list = ViewNode(
        id: "list", kind: .table, frame: Rect(x: 0, y: 20, width: 390, height: viewport),
        contentSize: Size(width: 390, height: y), contentInset: insets)
      list.contentOffset.y =
        list.minOffsetY + (list.maxOffsetY - list.minOffsetY)
        * Double.random(in: 0...1, using: &random)
      let tree = try ViewTree(
        windowSize: Size(width: 390, height: 844),
        root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
        children: [ViewTree.Branch(list, children: cells)])
      var engine = AvoidanceEngine(tree: tree)
      guard let anchor = engine.anchor(of: "list")?.itemID,
        let windowY = engine.tree.windowFrame(of: anchor)?.minY
      else { continue }
      let startOffset = list.contentOffset.y
      let startHeight = y

      let above = Bool.random(using: &random)
      var shift = 0.0
      for change in 0..<Int.random(in: 1...6, using: &random) {
        let ids = engine.tree.children(of: "list")
        guard let anchorIndex = ids.firstIndex(of: anchor) else { break }
        let span = above ? 0..<anchorIndex : (anchorIndex + 1)..<ids.count
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let at =
            above
            ? Int.random(in: 0...anchorIndex, using: &random)
            : Int.random(in: (anchorIndex + 1)...ids.count, using: &random)
          let new = (0..<Int.random(in: 1...5, using: &random)).map {
            ViewTree.Branch(
              ViewNode(
                id: "n\(trial)-\(change)-\($0)", kind: .cell,
                frame: Rect(x: 0, y: 0, width: 390, height: random.height())))
          }
          _ = engine.handle(.insertCells("list", at: at, cells: new))
          if above { shift += new.reduce(0) { $0 + $1.node.frame.height } }
        case 1 where !span.isEmpty:
          let id = ids[Int.random(in: span, using: &random)]
          let height = engine.tree[id]?.frame.height ?? 0
          _ = engine.handle(.removeCells([id]))
          if above { shift -= height }
        case 2 where !span.isEmpty:
          let id = ids[Int.random(in: span, using: &random)]
          let old = engine.tree[id]?.frame.height ?? 0
          let height = random.height()
          _ = engine.handle(.resizeCell(id, height: height))
          if above { shift += height - old }
        default:
          continue
        }
        #expect(engine.diagnostic == nil)
      }
      let node = try #require(engine.tree["list"])
      let offset = node.contentOffset.y
      #expect(offset >= node.minOffsetY && offset <= node.maxOffsetY, "trial \(trial)")
      let ideal = startOffset + shift
      if ideal >= node.minOffsetY && ideal <= node.maxOffsetY {
        unclamped += 1
        let newWindowY = try #require(engine.tree.windowFrame(of: anchor)?.minY)
        #expect(abs(newWindowY - windowY) < 0.01, "trial \(trial)")
      }
      let recipe = startOffset + node.contentSize.height - startHeight
      if abs(node.clampedOffsetY(recipe) - offset) > 0.01 { deltaRecipeDiffers += 1 }
    }
    #expect(unclamped > trials / 2)
    // Below-the-anchor changes alone make the recipe jump in about half the trials.
    #expect(deltaRecipeDiffers > trials / 5)
  }
}
