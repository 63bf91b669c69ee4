/// Reads time for the benchmarks: `ContinuousClock`, which on Linux is
/// `clock_gettime(CLOCK_MONOTONIC)` through the vDSO, with nanosecond resolution and a cost of
/// a few tens of nanoseconds per reading.
enum Stopwatch {
  /// The clock every benchmark reads.
  static let clock = ContinuousClock()

  /// The current instant.
  @inline(__always)
  static func now() -> ContinuousClock.Instant { clock.now }

  /// Whole nanoseconds from `start` to `end`.
  @inline(__always)
  static func nanoseconds(
    from start: ContinuousClock.Instant, to end: ContinuousClock.Instant
  ) -> Int64 {
    (end - start).nanoseconds
  }

  /// The cost of one timed interval with nothing in it: the distribution of the difference of
  /// two back-to-back readings. Every single-event sample includes about its median.
  static func overhead(samples: Int = 100_000) -> Percentiles {
    var deltas: [Int64] = []
    deltas.reserveCapacity(samples)
    for _ in 0..<samples {
      let start = now()
      let end = now()
      deltas.append(nanoseconds(from: start, to: end))
    }
    return Percentiles(deltas)
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// The duration in seconds.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
