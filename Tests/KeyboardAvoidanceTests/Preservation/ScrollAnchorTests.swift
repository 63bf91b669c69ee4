import KeyboardAvoidance
import SeededRandom
import Testing

// PRESERVATION.md §2's example: 100 cells × 44 (r0…r99), a 700-point viewport without insets,
// offset 2000. The visible region is 2000…2700: r45 (1980…2024) is the first visible cell, at
// distance −20, and r46…r61 are the fallbacks. The prepended cells are 10 × 60 + 10 × 100 = 1600.

/// One change of the example list, and the offset that keeps its content still.
struct CompensationCase: Sendable, CustomTestStringConvertible {
  var name: String
  var change: @Sendable (inout ListLayout) throws -> Void
  var expectedOffset: Double

  var testDescription: String { "\(name) → \(formatted(expectedOffset))" }
}

/// The 20 prepended cells: 10 × 60 then 10 × 100.
let prepended = rows("p", 10, height: 60) + rows("q", 10, height: 100)

@Suite("Scroll anchor")
struct ScrollAnchorTests {
  static let viewport = 700.0

  static func example() throws -> ListLayout {
    try ListLayout(rows: rows("r", 100, height: 44))
  }

  static let compensationCases: [CompensationCase] = [
    CompensationCase(
      name: "prepend 20 and append 5 × 44",
      change: {
        try $0.insert(prepended, at: 0)
        try $0.insert(rows("a", 5, height: 44), at: $0.count)
      }, expectedOffset: 3600),
    CompensationCase(
      name: "prepend 20 and grow r50 by 76",
      change: {
        try $0.insert(prepended, at: 0)
        try $0.resize("r50", to: 120)
      }, expectedOffset: 3600),
    CompensationCase(
      name: "prepend 20 and delete r60",
      change: {
        try $0.insert(prepended, at: 0)
        try $0.remove(["r60"])
      }, expectedOffset: 3600),
    CompensationCase(
      name: "prepend 20 and delete r45 (r46 at +24)",
      change: {
        try $0.insert(prepended, at: 0)
        try $0.remove(["r45"])
      }, expectedOffset: 3556),
    CompensationCase(
      name: "prepend 20 and shrink r45 to 0 (it still counts)",
      change: {
        try $0.insert(prepended, at: 0)
        try $0.resize("r45", to: 0)
      }, expectedOffset: 3600),
    CompensationCase(
      name: "delete r45…r61 (every saved item): the saved offset",
      change: { try $0.remove((45...61).map { "r\($0)" }) }, expectedOffset: 2000),
    CompensationCase(
      name: "delete everything: the saved offset, clamped",
      change: { try $0.remove((0..<100).map { "r\($0)" }) }, expectedOffset: 0),
  ]

  @Test func selectionOfTheExample() throws {
    let anchor = ScrollAnchor(
      list: try Self.example(), viewportHeight: Self.viewport, insets: .zero, offset: 2000)
    #expect(anchor.itemID == "r45")
    #expect(anchor.edge == .top)
    #expect(anchor.distance == -20)
    #expect(anchor.offset == 2000)
    #expect(anchor.pin == .none)
    #expect(anchor.fallbacks.map(\.itemID) == (46...61).map { ViewID("r\($0)") })
    #expect(anchor.fallbacks.first == ScrollAnchor.Fallback(itemID: "r46", distance: 24))
  }

  @Test(arguments: compensationCases)
  func compensation(_ row: CompensationCase) throws {
    var list = try Self.example()
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: 2000)
    try row.change(&list)
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero)
        == row.expectedOffset)
  }

  @Test func theContentHeightDeltaRecipeIsNotOurs() throws {
    var list = try Self.example()
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: 2000)
    let heightBefore = list.contentHeight
    try list.insert(prepended, at: 0)
    try list.insert(rows("a", 5, height: 44), at: list.count)
    let deltaRecipe = 2000 + (list.contentHeight - heightBefore)
    let ours = anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero)
    #expect(deltaRecipe == 3820)
    #expect(ours == 3600)
    #expect(ours != deltaRecipe)
  }

  @Test(arguments: [
    (ScrollAnchor.TopPolicy.keepContent, 1600.0), (.revealInserted, 0),
  ])
  func prependAtTheTop(policy: ScrollAnchor.TopPolicy, expected: Double) throws {
    var list = try Self.example()
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: 0,
      policy: ScrollAnchor.Policy(anchorAtTop: policy))
    #expect(anchor.itemID == "r0")
    #expect(anchor.pin == (policy == .revealInserted ? .top : .none))
    try list.insert(prepended, at: 0)
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero)
        == expected)
  }

  @Test func aFollowingListPinnedToItsEndStaysPinned() throws {
    var list = try Self.example()
    let end = 4400 - Self.viewport
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: end - 0.5,
      policy: ScrollAnchor.Policy(anchorAtEnd: .followAppended))
    #expect(anchor.pin == .end)
    #expect(anchor.edge == .bottom)
    #expect(anchor.itemID == "r99")
    #expect(anchor.distance == -0.5)
    #expect(anchor.fallbacks.prefix(2).map(\.itemID) == ["r98", "r97"])
    #expect(anchor.fallbacks.first?.distance == 43.5)
    try list.insert(rows("a", 5, height: 44), at: list.count)
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero)
        == 4620 - Self.viewport)
    try list.insert(prepended, at: 0)
    try list.remove(["r99"])
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero)
        == 6176 - Self.viewport)
  }

  @Test(arguments: [
    (ScrollAnchor.EndPolicy.keepContent, 3700.0), (.keepContent, 2000), (.followAppended, 2000),
    (.followAppended, 3699.4),
  ])
  func appendsBelowMoveNothingUnlessPinned(policy: ScrollAnchor.EndPolicy, offset: Double) throws {
    var list = try Self.example()
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: offset,
      policy: ScrollAnchor.Policy(anchorAtEnd: policy))
    #expect(anchor.pin == .none)
    #expect(anchor.edge == .top)
    try list.insert(rows("a", 5, height: 44), at: list.count)
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: .zero) == offset)
  }

  @Test func aListThatFitsIsNeverPinned() throws {
    let list = try ListLayout(rows: rows("r", 10, height: 44))
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: .zero, offset: 0,
      policy: ScrollAnchor.Policy(anchorAtEnd: .followAppended))
    #expect(anchor.pin == .none)
    #expect(anchor.edge == .top)
    #expect(anchor.itemID == "r0")
  }

  @Test func insetsBoundTheVisibleRegionAndTheRange() throws {
    var list = try Self.example()
    let insets = Insets(top: 100, bottom: 300)
    // Visible region 1900…2200 (offset 1800): r43 (1892…1936) first, r49 (2156…2200) last.
    let anchor = ScrollAnchor(
      list: list, viewportHeight: Self.viewport, insets: insets, offset: 1800)
    #expect(anchor.itemID == "r43")
    #expect(anchor.distance == -8)
    #expect(anchor.fallbacks.last?.itemID == "r49")
    try list.insert(prepended, at: 0)
    #expect(
      anchor.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: insets) == 3400)

    // At the top, −insets.top is a valid offset, and not clamped to 0.
    let top = ScrollAnchor(
      list: try Self.example(), viewportHeight: Self.viewport, insets: insets, offset: -100,
      policy: ScrollAnchor.Policy(anchorAtTop: .revealInserted))
    #expect(top.pin == .top)
    #expect(top.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: insets) == -100)
    let kept = ScrollAnchor(
      list: try Self.example(), viewportHeight: Self.viewport, insets: insets, offset: -100)
    #expect(kept.itemID == "r0")
    #expect(kept.distance == 0)
    #expect(kept.compensatedOffset(in: list, viewportHeight: Self.viewport, insets: insets) == 1500)
  }

  @Test func zeroHeightRowsAreNeverAnchors() throws {
    let list = try ListLayout(rows: [
      ListRow(id: "a", height: 100), ListRow(id: "z0", height: 0), ListRow(id: "b", height: 100),
      ListRow(id: "z1", height: 0), ListRow(id: "c", height: 1000),
    ])
    let atZero = ScrollAnchor(list: list, viewportHeight: 300, insets: .zero, offset: 100)
    #expect(atZero.itemID == "b")
    #expect(atZero.fallbacks.map(\.itemID) == ["c"])
    let covered = ScrollAnchor(list: list, viewportHeight: 300, insets: Insets(top: 300), offset: 0)
    #expect(covered.itemID == nil)
    #expect(covered.fallbacks.isEmpty)
  }

  @Test func anAnchorWithoutItemsKeepsTheCurrentOffset() throws {
    let empty = ScrollAnchor(list: ListLayout(), viewportHeight: 700, insets: .zero, offset: 0)
    #expect(empty.itemID == nil)
    let list = try Self.example()
    #expect(
      empty.resolvedOffset(in: list, viewportHeight: 700, insets: .zero, currentOffset: 900) == 900)
    #expect(
      empty.resolvedOffset(in: list, viewportHeight: 700, insets: .zero, currentOffset: 9000)
        == 3700)
  }

  @Test func aBottomEdgeAnchorResolvesFromTheItemsBottom() throws {
    var list = try Self.example()
    // r50's bottom (2244) 56 points above the visible region's bottom at offset 1600 (2300).
    let anchor = ScrollAnchor(
      itemID: "gone", edge: .bottom, distance: 0,
      fallbacks: [ScrollAnchor.Fallback(itemID: "r50", distance: 56)], offset: 1600)
    try list.insert(prepended, at: 0)
    #expect(anchor.compensatedOffset(in: list, viewportHeight: 700, insets: .zero) == 3200)
  }

  @Test func aPinnedListFollowsItsEndWhateverChanged() throws {
    var random = SplitMix64(seed: 21)
    for trial in 0..<50 {
      var list = try ListLayout(
        rows: (0..<Int.random(in: 30...200, using: &random)).map {
          ListRow(id: "r\($0)", height: random.height())
        })
      let insets = Insets(top: 20, bottom: Double(Int.random(in: 0...300, using: &random)))
      let end = list.contentHeight + insets.bottom - 600
      guard end > -insets.top + 0.5 else { continue }
      let anchor = ScrollAnchor(
        list: list, viewportHeight: 600, insets: insets,
        offset: end - Double.random(in: 0...0.5, using: &random),
        policy: ScrollAnchor.Policy(anchorAtEnd: .followAppended))
      #expect(anchor.pin == .end)
      try list.insert(rows("a\(trial)-", Int.random(in: 1...5, using: &random), height: 30), at: 0)
      if let last = list.row(at: list.count - 1) { try list.remove([last.id]) }
      try list.insert(
        rows("b\(trial)-", Int.random(in: 0...5, using: &random), height: 50), at: list.count)
      let newEnd = max(-insets.top, list.contentHeight + insets.bottom - 600)
      #expect(anchor.compensatedOffset(in: list, viewportHeight: 600, insets: insets) == newEnd)
    }
  }

  @Test func nonFiniteGeometryNeitherTrapsNorInventsItems() throws {
    let list = try Self.example()
    for value in [Double.nan, .infinity, -.infinity] {
      let atOffset = ScrollAnchor(list: list, viewportHeight: 700, insets: .zero, offset: value)
      #expect(atOffset.itemID == nil)
      let tall = ScrollAnchor(list: list, viewportHeight: value, insets: .zero, offset: 0)
      #expect(tall.itemID == (value == .infinity ? "r0" : nil))
      _ = atOffset.compensatedOffset(in: list, viewportHeight: value, insets: .zero)
    }
  }

  /// Random lists and random batches of changes strictly above or strictly below the anchor: the
  /// anchor stays where it was on screen, unless the valid range no longer holds that offset.
  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func changesAwayFromTheAnchorKeepItStill(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var unclamped = 0
    let trials = 100
    for trial in 0..<trials {
      let count = Int.random(in: 20...300, using: &random)
      var list = try ListLayout(
        rows: (0..<count).map { ListRow(id: "r\($0)", height: random.height()) })
      let viewport = Double(Int.random(in: 200...900, using: &random))
      let insets = Insets(
        top: Double(Int.random(in: 0...100, using: &random)),
        bottom: Double(Int.random(in: 0...350, using: &random)))
      let range = { (list: ListLayout) in
        (-insets.top, max(-insets.top, list.contentHeight + insets.bottom - viewport))
      }
      let (low, high) = range(list)
      let offset = low + (high - low) * Double.random(in: 0...1, using: &random)
      let anchor = ScrollAnchor(
        list: list, viewportHeight: viewport, insets: insets, offset: offset)
      guard let id = anchor.itemID, let minY = list.minY(of: id) else { continue }

      let above = Bool.random(using: &random)
      var shift = 0.0
      for change in 0..<Int.random(in: 1...6, using: &random) {
        guard let anchorIndex = list.index(of: id) else { break }
        let span = above ? 0..<anchorIndex : (anchorIndex + 1)..<list.count
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let at =
            above
            ? Int.random(in: 0...anchorIndex, using: &random)
            : Int.random(in: (anchorIndex + 1)...list.count, using: &random)
          let new = (0..<Int.random(in: 1...5, using: &random)).map {
            ListRow(id: "n\(trial)-\(change)-\($0)", height: random.height())
          }
          try list.insert(new, at: at)
          if above { shift += new.reduce(0) { $0 + $1.height } }
        case 1 where !span.isEmpty:
          guard let row = list.row(at: Int.random(in: span, using: &random)) else { continue }
          try list.remove([row.id])
          if above { shift -= row.height }
        case 2 where !span.isEmpty:
          guard let row = list.row(at: Int.random(in: span, using: &random)) else { continue }
          let height = random.height()
          try list.resize(row.id, to: height)
          if above { shift += height - row.height }
        default:
          continue
        }
      }
      #expect(list._checkInvariants() == [])
      let newMinY = try #require(list.minY(of: id))
      #expect(abs(newMinY - (minY + shift)) < 0.01)
      let result = anchor.compensatedOffset(in: list, viewportHeight: viewport, insets: insets)
      let (newLow, newHigh) = range(list)
      #expect(result >= newLow && result <= newHigh)
      let ideal = offset + shift
      if ideal >= newLow && ideal <= newHigh {
        unclamped += 1
        #expect(abs((newMinY - result) - (minY - offset)) < 0.01, "trial \(trial)")
      } else {
        #expect(result == (ideal < newLow ? newLow : newHigh), "trial \(trial)")
      }
    }
    #expect(unclamped > trials / 2)
  }
}
