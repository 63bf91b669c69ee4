extension Reliability {
  /// A small, seeded, platform-independent random number generator (SplitMix64) for the property
  /// suite, with the few draws the generators need.
  ///
  /// The same seed gives the same sequence on every machine and every run, so a failing case is
  /// reproduced from its seed alone.
  struct PropertyRandom: RandomNumberGenerator {
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

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &self)
    }

    /// A whole number of points in `range`, or now and then one with a fraction, which probes
    /// rounding and the encoder's number formatting.
    mutating func points(_ range: ClosedRange<Double>) -> Double {
      guard range.lowerBound < range.upperBound else { return range.lowerBound }
      let lower = range.lowerBound.rounded(.up)
      let upper = range.upperBound.rounded(.down)
      if lower > upper || chance(0.08) {
        return Double.random(in: range, using: &self)
      }
      return Double(Int.random(in: Int(lower)...Int(upper), using: &self))
    }

    /// Whether an event of probability `probability` happens.
    mutating func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &self) < probability
    }

    /// One of `elements`, which must not be empty.
    mutating func pick<T>(_ elements: [T]) -> T {
      elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// One of `choices`, with probability proportional to its weight.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
      let total = choices.reduce(0) { $0 + $1.weight }
      var roll = Int.random(in: 0..<max(total, 1), using: &self)
      for choice in choices {
        if roll < choice.weight { return choice.value }
        roll -= choice.weight
      }
      return choices[choices.count - 1].value
    }

    /// The seed of the `index`-th case of a run with base seed `base`: independent streams for
    /// neighbouring indices.
    static func caseSeed(base: UInt64, index: Int) -> UInt64 {
      var mixer = PropertyRandom(seed: base ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
      return mixer.next()
    }
  }
}
