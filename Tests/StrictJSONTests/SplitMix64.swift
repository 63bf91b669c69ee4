/// A small seeded random number generator (SplitMix64), so that the randomized tests of the
/// reader see the same inputs on every machine and every run.
///
/// The script tests' property suite has the same generator with the draws its generators need
/// (`Reliability.PropertyRandom`); these tests need only the standard library's draws, and the
/// same seeds give them the same inputs as before they moved here. Sharing the fifteen lines
/// would take a test-support target.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
