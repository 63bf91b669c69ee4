/// A summary of timing samples: their count and nearest-rank percentiles.
///
/// ```swift
/// let summary = Percentiles([5, 1, 4, 2, 3])
/// summary.p50  // 3
/// summary.value(at: 0.99)  // 5
/// ```
struct Percentiles {
  /// The samples, ascending.
  private let sorted: [Int64]

  /// Sorts the samples.
  ///
  /// - Complexity: O(*n* log *n*).
  init(_ samples: [Int64]) {
    sorted = samples.sorted()
  }

  /// The number of samples.
  var count: Int { sorted.count }

  /// The nearest-rank percentile for `fraction` in `0...1`: the smallest sample that at least
  /// that fraction of the samples do not exceed; 0 without samples.
  func value(at fraction: Double) -> Int64 {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((Double(sorted.count) * fraction).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The median.
  var p50: Int64 { value(at: 0.5) }
  /// The 99th percentile.
  var p99: Int64 { value(at: 0.99) }
  /// The smallest sample.
  var minimum: Int64 { sorted.first ?? 0 }
  /// The largest sample.
  var maximum: Int64 { sorted.last ?? 0 }
}
