/// A small seeded random number generator, SplitMix64 (Steele, Lea and Flood, 2014): the state
/// advances by the golden gamma `0x9E3779B97F4A7C15` and each value is mixed by Stafford's
/// variant 13. The same seed gives the same sequence on every machine and every run, so
/// benchmarks measure the same work and randomized tests see the same inputs.
///
/// The package's benchmarks and tests share this one copy (an internal target, not a product).
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
