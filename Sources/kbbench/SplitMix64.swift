/// A tiny deterministic pseudo-random number generator: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// The benchmark seeds it with fixed values, so every run generates the same screens and
/// scripts, and two runs measure the same work.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.next(below: 6)  // the same value on every run
/// ```
struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

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
