/// A number in the shortest form that reads back as the same `Double` and is valid JSON for
/// finite values: integers below 10^15 without a fraction (`390`, and `0` for `-0`), everything
/// else as Swift prints it (`0.25`, `1e-05`). Messages, traces and written scripts all use it:
/// it is the traces' byte writer's number (`TraceText.append(number:)`), as a string; a value
/// that is not finite reads as Swift prints it (`inf`, `nan`).
package func shortestText(_ value: Double) -> String {
  guard value.isFinite else { return value.description }
  var text = TraceText()
  text.append(number: value)
  return text.string
}
