import KeyboardAvoidance
import SeededRandom
import Testing

extension SplitMix64 {
  /// A row height: zero one time in five, else a multiple of 0.5 up to 300 (sums of such
  /// heights are exact, so y's compare with `==`).
  mutating func height() -> Double {
    Int.random(in: 0..<5, using: &self) == 0 ? 0 : Double(Int.random(in: 1...600, using: &self)) / 2
  }
}

/// `count` rows named `prefix0`, `prefix1`, … of one height.
func rows(_ prefix: String, _ count: Int, height: Double) -> [ListRow] {
  (0..<count).map { ListRow(id: "\(prefix)\($0)", height: height) }
}

/// The obvious model: an array of rows, each y the running sum before it.
struct NaiveList {
  var rows: [ListRow] = []

  var minYs: [Double] {
    var y = 0.0
    return rows.map { row in
      defer { y += row.height }
      return y
    }
  }

  var contentHeight: Double { rows.reduce(0) { $0 + $1.height } }

  func firstIndex(reachingBelow y: Double) -> Int? {
    let minYs = minYs
    return rows.indices.first { minYs[$0] + rows[$0].height > y }
  }
}

@Suite("List layout")
struct ListLayoutTests {
  @Test func yIsTheSumOfTheHeightsBefore() throws {
    var list = try ListLayout(rows: rows("r", 100, height: 44))
    #expect(list.count == 100)
    #expect(list.contentHeight == 4400)
    #expect(list.minY(of: "r45") == 1980)
    #expect(list.index(of: "r45") == 45)
    #expect(list.height(of: "r45") == 44)
    #expect(list.row(at: 45) == ListRow(id: "r45", height: 44))
    #expect(list.minY(at: 99) == 4356)
    #expect(list.firstIndex(reachingBelow: 2000) == 45)
    #expect(list.firstIndex(reachingBelow: 4400) == nil)
    try list.insert(rows("p", 10, height: 60) + rows("q", 10, height: 100), at: 0)
    #expect(list.minY(of: "r45") == 3580)
    #expect(list.index(of: "r45") == 65)
    try list.resize("r50", to: 120)
    try list.remove(["r60", "p0"])
    #expect(list.contentHeight == 4400 + 1600 + 76 - 44 - 60)
    #expect(list._checkInvariants() == [])
  }

  @Test func zeroHeightRowsNeverReachBelowWhereTheySit() throws {
    let list = try ListLayout(rows: [
      ListRow(id: "z0", height: 0), ListRow(id: "a", height: 100), ListRow(id: "z1", height: 0),
      ListRow(id: "b", height: 100),
    ])
    #expect(list.firstIndex(reachingBelow: 0) == 1)
    #expect(list.firstIndex(reachingBelow: 100) == 3)
    #expect(list.firstIndex(reachingBelow: -1) == 0)
    #expect(list.minY(of: "z1") == 100)
  }

  @Test func badInputIsRefusedAndChangesNothing() throws {
    var list = try ListLayout(rows: rows("r", 3, height: 44))
    let before = list
    #expect(throws: ListLayoutError.indexOutOfRange(index: 4, count: 3)) {
      try list.insert([ListRow(id: "x", height: 1)], at: 4)
    }
    #expect(throws: ListLayoutError.indexOutOfRange(index: -1, count: 3)) {
      try list.insert([ListRow(id: "x", height: 1)], at: -1)
    }
    #expect(throws: ListLayoutError.duplicateRow("r1")) {
      try list.insert([ListRow(id: "x", height: 1), ListRow(id: "r1", height: 1)], at: 0)
    }
    #expect(throws: ListLayoutError.duplicateRow("x")) {
      try list.insert([ListRow(id: "x", height: 1), ListRow(id: "x", height: 1)], at: 0)
    }
    #expect(throws: ListLayoutError.invalidHeight("x", -1)) {
      try list.insert([ListRow(id: "x", height: -1)], at: 0)
    }
    #expect(throws: ListLayoutError.invalidHeight("x", .infinity)) {
      try list.insert([ListRow(id: "x", height: .infinity)], at: 0)
    }
    #expect(throws: ListLayoutError.self) {
      try list.insert([ListRow(id: "x", height: .nan)], at: 0)
    }
    #expect(throws: ListLayoutError.unknownRow("nope")) { try list.remove(["r0", "nope"]) }
    #expect(throws: ListLayoutError.duplicateRow("r0")) { try list.remove(["r0", "r0"]) }
    #expect(throws: ListLayoutError.unknownRow("nope")) { try list.resize("nope", to: 1) }
    #expect(throws: ListLayoutError.self) { try list.resize("r0", to: .nan) }
    #expect(throws: ListLayoutError.invalidHeight("r0", -0.5)) { try list.resize("r0", to: -0.5) }
    #expect(throws: ListLayoutError.duplicateRow("a")) {
      _ = try ListLayout(rows: [ListRow(id: "a", height: 1), ListRow(id: "a", height: 2)])
    }
    #expect(list == before)
    #expect(list.rows == before.rows)
    #expect(list._checkInvariants() == [])
    #expect(list.index(of: "nope") == nil)
    #expect(list.minY(of: "nope") == nil)
    #expect(list.height(of: "nope") == nil)
    #expect(list.row(at: 3) == nil)
    #expect(list.row(at: -1) == nil)
    #expect(list.minY(at: 3) == nil)
    #expect(
      "\(ListLayoutError.indexOutOfRange(index: 4, count: 3))" == "index 4 is outside 0...3")
  }

  @Test func copiesAreIndependentAndEqualityIgnoresTheTreeShape() throws {
    var built = try ListLayout(rows: rows("r", 50, height: 10))
    let copy = built
    try built.remove(["r10"])
    #expect(copy.count == 50)
    #expect(copy.minY(of: "r20") == 200)
    #expect(built.minY(of: "r20") == 190)
    #expect(copy._checkInvariants() == [])

    var grown = ListLayout()
    for index in (0..<50).reversed() {
      try grown.insert([ListRow(id: "r\(index)", height: 10)], at: 0)
    }
    try grown.remove(["r10"])
    #expect(grown == built)
    #expect(grown.hashValue == built.hashValue)
    try grown.resize("r11", to: 11)
    #expect(grown != built)
    #expect("\(try ListLayout(rows: rows("r", 2, height: 44)))" == "[r0 44, r1 44]")
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func matchesTheNaiveModel(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var list = ListLayout()
    var model = NaiveList()
    var nextID = 0
    // 400 operations with KB_PROPERTY_CASES=full (.ci/run), 150 in a plain `swift test`.
    for _ in 0..<PropertyBudget.cases(quick: 150, full: 400) {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        let index = Int.random(in: 0...model.rows.count, using: &random)
        let new = (0..<Int.random(in: 1...6, using: &random)).map { _ in
          defer { nextID += 1 }
          return ListRow(id: "n\(nextID)", height: random.height())
        }
        try list.insert(new, at: index)
        model.rows.insert(contentsOf: new, at: index)
      case 4..<6 where !model.rows.isEmpty:
        let victims = Set(
          (0..<Int.random(in: 1...4, using: &random)).map { _ in
            model.rows[Int.random(in: 0..<model.rows.count, using: &random)].id
          })
        try list.remove(Array(victims))
        model.rows.removeAll { victims.contains($0.id) }
      case 6..<9 where !model.rows.isEmpty:
        let index = Int.random(in: 0..<model.rows.count, using: &random)
        let height = random.height()
        try list.resize(model.rows[index].id, to: height)
        model.rows[index].height = height
      default:
        let before = list
        #expect(throws: ListLayoutError.self) {
          switch Int.random(in: 0..<3, using: &random) {
          case 0: try list.remove(["missing"])
          case 1: try list.insert([ListRow(id: "x", height: -2)], at: 0)
          default: try list.insert([], at: model.rows.count + 1)
          }
        }
        #expect(list == before)
      }
      try check(list, against: model, random: &random)
    }
  }

  private func check(_ list: ListLayout, against model: NaiveList, random: inout SplitMix64)
    throws
  {
    #expect(list._checkInvariants() == [])
    #expect(list.count == model.rows.count)
    #expect(list.rows == model.rows)
    #expect(list.contentHeight == model.contentHeight)
    for (index, (row, minY)) in zip(model.rows, model.minYs).enumerated() {
      #expect(list.index(of: row.id) == index)
      #expect(list.minY(of: row.id) == minY)
      #expect(list.height(of: row.id) == row.height)
      #expect(list.minY(at: index) == minY)
    }
    for _ in 0..<5 {
      let y = Double(Int.random(in: -10...Int(model.contentHeight) + 10, using: &random))
      #expect(list.firstIndex(reachingBelow: y) == model.firstIndex(reachingBelow: y))
    }
  }

  // What a prepend costs at 1,000 and 100,000 rows is measured by kbbench (the anchored 50-row
  // prepend's p99 at both sizes and their ratio, `anchor_prepend_p99_ns`), not printed here.
}
