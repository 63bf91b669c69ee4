import KeyboardAvoidance
import KeyboardScript
import SeededRandom
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// The property suite: 20,000 generated screens and event sequences per run with
  /// `KB_PROPERTY_CASES=full` (`.ci/run`), 3,200 in a plain `swift test`, checked after every
  /// event (see ``PropertyChecker`` for the four properties), in shards that run in parallel.
  @Suite("Properties")
  struct PropertyTests {
    static let shards = 8
    static let casesPerShard = PropertyBudget.cases(quick: 400, full: 2_500)

    @Test("Generated cases keep every property", arguments: 0..<shards)
    func generatedCases(shard: Int) {
      var statistics = PropertyStatistics()
      let failures = Self.run(shard: shard) { seed in
        PropertyCase.check(seed: seed, statistics: &statistics)
      }
      if getenv("KB_PROPERTY_STATS") != nil { print("shard \(shard): \(statistics)") }
      guard PropertyCase.singleCase == nil, failures == 0 else { return }
      #expect(statistics.cases == Self.casesPerShard)
      // Not vacuous: every property's precondition holds often.
      #expect(statistics.restorations > Self.casesPerShard / 4)
      #expect(statistics.exactOffsets > Self.casesPerShard / 4)
      #expect(statistics.reveals > Self.casesPerShard)
      #expect(statistics.repeats > Self.casesPerShard)
      // v1.1: text views both fitting in the band and taller than it, and hides that carry the
      // docked frame.
      #expect(statistics.caretTargets > Self.casesPerShard / 10)
      #expect(statistics.wholeTextViews > Self.casesPerShard / 10)
      #expect(statistics.dockedHides > Self.casesPerShard / 20)
      // v1.2: tall scrolling text views revealed in two stages, with carets followed inside
      // their visible part.
      #expect(statistics.boxes > Self.casesPerShard / 20)
      #expect(statistics.followedCarets > Self.casesPerShard / 20)
    }

    /// Checks the cases of one shard, recording the reports of the first three failures as
    /// issues; returns how many failed. `check` returns a failing case's report, or `nil`.
    static func run(shard: Int, check: (UInt64) -> String?) -> Int {
      var failures = 0
      for seed in seeds(shard: shard) {
        guard let report = check(seed) else { continue }
        Issue.record(Comment(rawValue: report))
        failures += 1
        if failures == 3 { break }
      }
      return failures
    }

    /// The seeds of one shard, or only `KB_PROPERTY_CASE` (in shard 0) when it is set.
    static func seeds(shard: Int) -> [UInt64] {
      if let single = PropertyCase.singleCase { return shard == 0 ? [single] : [] }
      return (0..<casesPerShard).map { index in
        PropertyRandom.caseSeed(base: PropertyCase.baseSeed, index: shard * casesPerShard + index)
      }
    }
  }
}
