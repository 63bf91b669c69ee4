import SeededRandom

extension Reliability {
  /// A small, seeded, platform-independent random number generator (SplitMix64) for the property
  /// suite, with the few draws the generators need.
  ///
  /// The same seed gives the same sequence on every machine, every toolchain and every run, so a
  /// failing case is reproduced from its seed alone. That is why the draws map the raw 64-bit
  /// values themselves, each by a fixed, documented rule, instead of calling
  /// `Int.random(in:using:)` or `Double.random(in:using:)`, whose mappings the standard library
  /// may change; `PropertyRandomTests` pins the first values for a fixed seed.
  ///
  /// The type is still a `RandomNumberGenerator`, so the standard library's draws accept it, but
  /// only its own methods are reproducible across toolchains.
  struct PropertyRandom: RandomNumberGenerator {
    private var source: SplitMix64

    init(seed: UInt64) {
      source = SplitMix64(seed: seed)
    }

    /// The next raw value: the package's shared SplitMix64 (Steele, Lea and Flood, 2014).
    mutating func next() -> UInt64 {
      source.next()
    }

    /// A value in `0..<bound`, every one equally likely: Lemire's multiply-shift with rejection
    /// ("Fast Random Integer Generation in an Interval", 2019). The high half of the 128-bit
    /// product `next() × bound` is the value; a draw whose low half falls below
    /// `2⁶⁴ mod bound` is redrawn, which removes the bias. `bound` must not be 0.
    mutating func below(_ bound: UInt64) -> UInt64 {
      precondition(bound > 0, "an empty range")
      var product = next().multipliedFullWidth(by: bound)
      if product.low < bound {
        let threshold = (0 &- bound) % bound
        while product.low < threshold {
          product = next().multipliedFullWidth(by: bound)
        }
      }
      return product.high
    }

    /// An integer in `range`: `lowerBound + below(count)`, or the raw value itself when the range
    /// spans every `Int`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      let span = UInt64(UInt(bitPattern: range.upperBound &- range.lowerBound))
      guard span < UInt64.max else { return Int(truncatingIfNeeded: next()) }
      return range.lowerBound &+ Int(truncatingIfNeeded: below(span + 1))
    }

    /// A double in `0..<1`: the top 53 bits of a raw value times 2⁻⁵³, so every result is a
    /// multiple of 2⁻⁵³ and each is equally likely.
    mutating func unit() -> Double {
      Double(next() >> 11) * 0x1p-53
    }

    /// A whole number of points in `range`, or now and then (8 %) one with a fraction,
    /// `lowerBound + unit() × (upperBound − lowerBound)`, which probes rounding and the encoder's
    /// number formatting.
    mutating func points(_ range: ClosedRange<Double>) -> Double {
      guard range.lowerBound < range.upperBound else { return range.lowerBound }
      let lower = range.lowerBound.rounded(.up)
      let upper = range.upperBound.rounded(.down)
      if lower > upper || chance(0.08) {
        let value = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        return min(value, range.upperBound)
      }
      return Double(int(Int(lower)...Int(upper)))
    }

    /// Whether an event of probability `probability` happens: `unit() < probability`.
    mutating func chance(_ probability: Double) -> Bool {
      unit() < probability
    }

    /// One of `elements`, which must not be empty: the one at `int(0...count − 1)`.
    mutating func pick<T>(_ elements: [T]) -> T {
      elements[int(0...elements.count - 1)]
    }

    /// One of `choices`, with probability proportional to its weight: a roll of
    /// `int(0...total − 1)` walks the choices in order, each taking its weight's share.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
      let total = choices.reduce(0) { $0 + $1.weight }
      var roll = int(0...max(total, 1) - 1)
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
