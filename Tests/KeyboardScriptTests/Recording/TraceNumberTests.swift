import KeyboardScript
import SeededRandom
import Testing

@Suite("Trace numbers")
struct TraceNumberTests {
  /// What traces wrote before they were written as bytes: integers below 10^15 without a
  /// fraction, other finite numbers as `description`, `null` for the rest.
  static func reference(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return value.description
  }

  @Test(
    "numbers are written as their shortest round-trip text",
    arguments: [
      0.25, 0.1, 0.01, 0.05, 0.5, -0.25, 1.5, 12.75, 123_456_789.25, 99_999_999_999.99,
      999_999_999_999.5, 1e12 + 0.25, 0.001, 1e-5, 0.3, 0.7, 2.675, 1e15, 1.5e15, -0.0,
      .infinity, .nan, 1e300, 0.015, 1 / 3, 0.125, -0.375, 1.005, 0.002, 0.0015, 0.999,
      999_999_999_999.999, -123.456, 1e-3 + 1e-12,
    ])
  func numbers(_ value: Double) {
    // The byte writer itself: `null` for a value that is not finite, as JSON has no other.
    var written = TraceText()
    written.append(number: value)
    #expect(written.string == Self.reference(value))
    // Messages and written scripts use the same writer; a value that is not finite reads as
    // Swift prints it there.
    #expect(shortestText(value) == (value.isFinite ? Self.reference(value) : value.description))
  }

  @Test("random hundredths and near misses read the same as description")
  func randomHundredths() {
    var random = SplitMix64(seed: 0x7E57)
    for _ in 0..<100_000 {
      let cents = Double(random.next() % 2_000_000_000_000) - 1_000_000_000_000
      let value = cents / 100
      #expect(shortestText(value) == Self.reference(value))
      let nearby = value.nextUp
      #expect(shortestText(nearby) == Self.reference(nearby))
    }
  }

  @Test("random thousandths, small and large, and near misses read the same as description")
  func randomThousandths() {
    var random = SplitMix64(seed: 0x7E58)
    for round in 0..<100_000 {
      // Half of them below 1,000, where most fractions are, half up to the fast path's bound.
      let bound: UInt64 = round % 2 == 0 ? 2_000_000 : 2_000_000_000_000_000
      let thousandths = Double(random.next() % bound) - Double(bound / 2)
      let value = thousandths / 1000
      #expect(shortestText(value) == Self.reference(value))
      let nearby = value.nextDown
      #expect(shortestText(nearby) == Self.reference(nearby))
    }
  }
}
