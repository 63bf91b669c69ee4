import KeyboardAvoidance

/// A run of effects the host core applies inside the keyboard's animation: one event's effects
/// and the range of them that animate with the keyboard.
///
/// ```swift
/// KeyboardRun(effects: effects, range: 0..<4)  // the first four of the event's effects
/// ```
struct KeyboardRun {
  /// The event's effects.
  var effects: [AvoidanceEffect]
  /// The run's effects among them.
  var range: Range<Int>
}
