import SeededRandom

/// The draws the benchmark takes from the shared generator (SplitMix64, in `SeededRandom`).
///
/// The benchmark seeds it with fixed values, so every run generates the same screens and
/// scripts, and two runs measure the same work.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.next(below: 6)  // the same value on every run
/// ```
extension SplitMix64 {
  /// A number in `0..<bound` (with a modulo bias far too small to matter here); 0 when
  /// `bound` is not positive.
  mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(truncatingIfNeeded: next() % UInt64(bound))
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }
}
