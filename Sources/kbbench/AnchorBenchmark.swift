import KeyboardAvoidance
import SeededRandom

/// Measures keeping a list still through a prepend: taking the scroll anchor, inserting 50 rows
/// at the top, and resolving the anchor against the new layout, timed alone for each sample
/// after a warm-up, on lists of 1,000 and 100,000 rows.
///
/// A list's cost must follow the change, not the list: the rows' y positions live in a
/// structure whose updates and look-ups are logarithmic (``ListLayout``), so the 100,000-row
/// p99 should stay within twice the 1,000-row p99. After each sample the 50 rows are removed
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
    let rows = (0..<count).map { ListRow(id: ViewID("r\($0)"), height: height()) }
    let prepended = (0..<prependCount).map { ListRow(id: ViewID("p\($0)"), height: height()) }
    let prependedIDs = prepended.map(\.id)
    var list: ListLayout
    do {
      list = try ListLayout(rows: rows)
    } catch {
      throw .accepted("the anchoring benchmark's list")
    }
    let insets = Insets(top: 91, bottom: 34)
    let viewport = 700.0
    let offset = (list.contentHeight / 2).rounded()
    var timings: [Int64] = []
    timings.reserveCapacity(samples)
    for sample in 0..<(warmUp + samples) {
      let start = Stopwatch.now()
      let anchor = ScrollAnchor(
        list: list, viewportHeight: viewport, insets: insets, offset: offset,
        policy: ScrollAnchor.Policy())
      try? list.insert(prepended, at: 0)
      let compensated = anchor.compensatedOffset(in: list, viewportHeight: viewport, insets: insets)
      let end = Stopwatch.now()
      try? list.remove(prependedIDs)
      sink &+= Int(compensated)
      if sample >= warmUp { timings.append(Stopwatch.nanoseconds(from: start, to: end)) }
    }
    return Result(rows: count, timings: Percentiles(timings))
  }
}
