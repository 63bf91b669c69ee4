import KeyboardAvoidance
import KeyboardScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// One generated case of the property suite: a random screen and a random event sequence, from
  /// a seed.
  enum PropertyCase {
    /// The base seed of a run: `KB_PROPERTY_SEED` (decimal or 0x-hex) if set, else a fixed one, so
    /// runs are deterministic.
    static var baseSeed: UInt64 {
      environmentSeed("KB_PROPERTY_SEED") ?? 0x4B42_5F52_454C_4931
    }

    /// `KB_PROPERTY_CASE`: the seed of a single case to run instead of the whole suite (the seed a
    /// failure prints).
    static var singleCase: UInt64? { environmentSeed("KB_PROPERTY_CASE") }

    /// The script of the case with this seed; with `keyboardLayout`, screens and events may use
    /// AVOIDANCE.md v1.3's followers, covered containers, alignments and navigation (see
    /// ``ScreenGenerator``); with `drags`, the keyboard is dragged (v1.4, ``EventGenerator``).
    static func script(seed: UInt64, keyboardLayout: Bool = false, drags: Bool = false) -> Script {
      var screen = ScreenGenerator(
        random: PropertyRandom(seed: seed), keyboardLayout: keyboardLayout)
      let settings = screen.settings()
      let tree = screen.generate()
      var events = EventGenerator(
        random: screen.random, tree: tree, navigates: keyboardLayout, drags: drags)
      return Script(
        name: "case \(hex(seed))", fileName: "case.json", settings: settings, tree: tree,
        events: events.generate())
    }

    /// Checks the case with this seed; on failure, the report holds the seed and a minimal script.
    static func check(
      seed: UInt64, statistics: inout PropertyStatistics
    ) -> String? {
      let script = script(seed: seed)
      var checker = PropertyChecker(script: script)
      let violation = checker.check()
      statistics = statistics + checker.statistics
      guard let violation else { return nil }
      return report(violation, in: script, seed: seed)
    }

    /// The failure report: seed, the violation, and the shrunk script as text.
    static func report(_ violation: PropertyViolation, in script: Script, seed: UInt64) -> String {
      report(violation, in: script, seed: seed) { candidate in
        var checker = PropertyChecker(script: candidate)
        return checker.check().flatMap { $0.property == violation.property ? $0 : nil }
      }
    }

    /// The failure report for any check: `failure` returns a candidate's violation, or `nil` when
    /// the candidate passes; the script is shrunk while it keeps failing.
    static func report(
      _ violation: PropertyViolation, in script: Script, seed: UInt64,
      failure: (Script) -> PropertyViolation?
    ) -> String {
      let minimal = Reliability.shrink(script) { failure($0) != nil }
      let minimalViolation = failure(minimal) ?? violation
      let text = minimal.jsonText()
      let roundTrips = (try? Script(decoding: Array(text.utf8), fileName: "case.json")) == minimal
      return """
        Property \(violation.property) failed for seed \(hex(seed)) (base seed \(hex(baseSeed))): \
        \(violation)
        Minimal script (\(minimal.tree.count) views, \(minimal.events.count) events), \
        \(minimalViolation):
        \(text)\(roundTrips ? "" : "(warning: this text does not decode to the same script)\n")\
        Reproduce: KB_PROPERTY_CASE=\(hex(seed)) swift test --filter Reliability
        """
    }

    static func hex(_ value: UInt64) -> String {
      "0x" + String(value, radix: 16)
    }

    private static func environmentSeed(_ name: String) -> UInt64? {
      guard let pointer = getenv(name) else { return nil }
      let text = String(cString: pointer)
      if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
      return UInt64(text)
    }
  }
}
