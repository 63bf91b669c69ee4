import KeyboardAvoidance
import SeededRandom

/// Measures keeping a list still through a prepend, as a host pays for it: one
/// ``KeyboardAvoidance/AvoidanceEvent/insertCells(_:at:cells:)`` of 50 cells at the top of a
/// table, which takes the list's anchor, inserts the cells' views and rows, lays the list out
/// and emits the `anchor` compensation — timed alone for each sample after a warm-up, on lists
/// of 1,000 and 100,000 rows.
///
/// A list's cost must follow the change, not the list: the rows' y positions live in a
/// structure whose updates and look-ups are logarithmic (``ListLayout``), so the 100,000-row
/// p99 should stay within twice the 1,000-row p99. After each sample the 50 cells are removed
/// again, untimed, so every sample starts from the same list.
struct AnchorBenchmark {
  /// One list size's timings.
  struct Result {
    /// Rows in the list.
    var rows: Int
    /// Nanoseconds per prepend with its compensation.
    var timings: Percentiles
  }

  /// The list sizes.
  static let sizes = [1_000, 100_000]
  /// Rows inserted at the top in each sample.
  var prependCount = 50
  /// Untimed samples first.
  var warmUp = 200
  /// Timed samples per size.
  var samples = 3_000

  /// Runs every size; adds the resolved offsets to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> [Result] {
    var results: [Result] = []
    for (index, size) in Self.sizes.enumerated() {
      results.append(try run(rows: size, seed: 0xA2C4_0000 + UInt64(index), sink: &sink))
    }
    return results
  }

  /// One size: a list of random heights (0–300, one row in 20 of height 0), a viewport of 700
  /// with a 91-point adjusted top inset, scrolled to the middle.
  func run(rows count: Int, seed: UInt64, sink: inout Int) throws(BenchmarkError) -> Result {
    var random = SplitMix64(seed: seed)
    func height() -> Double {
      random.next(below: 20) == 0 ? 0 : Double(20 + random.next(below: 281))
    }
    func cell(_ id: String) -> ViewTree.Branch {
      ViewTree.Branch(
        ViewNode(id: ViewID(id), kind: .cell, frame: Rect(x: 0, y: 0, width: 390, height: height()))
      )
    }
    let cells = (0..<count).map { cell("r\($0)") }
    let prepended = (0..<prependCount).map { cell("p\($0)") }
    let prependedIDs = prepended.map(\.node.id)
    let contentHeight = cells.reduce(0) { $0 + $1.node.frame.height }
    let table = ViewNode(
      id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 700),
      contentInsetAdjustment: Insets(top: 91, bottom: 34),
      contentSize: Size(width: 390, height: contentHeight),
      contentOffset: Point(x: 0, y: (contentHeight / 2).rounded()))
    var engine: AvoidanceEngine
    do {
      engine = AvoidanceEngine(
        tree: try ViewTree(
          windowSize: Size(width: 390, height: 844),
          root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
          children: [ViewTree.Branch(table, children: cells)]))
    } catch {
      throw .tree(error)
    }
    var effects: [AvoidanceEffect] = []
    effects.reserveCapacity(4)
    var timings: [Int64] = []
    timings.reserveCapacity(samples)
    for sample in 0..<(warmUp + samples) {
      effects.removeAll(keepingCapacity: true)
      let start = Stopwatch.now()
      engine.handle(.insertCells("list", at: 0, cells: prepended), appendingTo: &effects)
      let end = Stopwatch.now()
      guard engine.diagnostic == nil, effects.count == 1 else {
        throw .engine("a 50-cell prepend with one anchor compensation")
      }
      engine.handle(.removeCells(prependedIDs), appendingTo: &effects)
      sink &+= effects.count
      if sample >= warmUp { timings.append(Stopwatch.nanoseconds(from: start, to: end)) }
    }
    return Result(rows: count, timings: Percentiles(timings))
  }
}
