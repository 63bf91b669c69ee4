/// A number in the shortest form that reads back as the same `Double` and is valid JSON for
/// finite values: integers below 10^15 without a fraction (`390`, and `0` for `-0`), everything
/// else as Swift prints it (`0.25`, `1e-05`). Messages, traces and written scripts all use it:
/// it is the writers' number (`appendShortest`, which `JSONWriter` and `TraceText` append), as
/// a string; a value that is not finite reads as Swift prints it (`inf`, `nan`).
package func shortestText(_ value: Double) -> String {
  guard value.isFinite else { return value.description }
  var bytes: [UInt8] = []
  appendShortest(value, exact: false, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}
