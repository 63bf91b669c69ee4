/// A number in the shortest form that reads back as the same `Double` and is valid JSON for
/// finite values: integers below 10^15 without a fraction (`390`, and `0` for `-0`), everything
/// else as Swift prints it (`0.25`, `1e-05`). Messages, traces and written scripts all use it.
package func shortestText(_ value: Double) -> String {
  // Truncation and comparison rather than `Int64(exactly:)`, which needs the C math library.
  if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
  return value.description
}
