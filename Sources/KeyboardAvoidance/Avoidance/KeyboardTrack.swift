/// A drag of the keyboard in force: the user holds the keyboard's top under the finger
/// (UIKit's interactive dismissal), between a ``AvoidanceEvent/keyboardTrack(top:)`` and the next
/// keyboard notification (<doc:TheKeyboardUnderTheFinger>).
///
/// UIKit has no counterpart: it posts no notification during the drag and moves only
/// `keyboardLayoutGuide`.
///
/// ```swift
/// engine.handle(.keyboardTrack(top: 700))
/// engine.keyboardTrack?.top               // 700
/// engine.keyboardTrack?.restingRootShift  // the shift the focused field's decision asks for
/// ```
public struct KeyboardTrack: Hashable, Sendable, Codable {
  /// The tracked top, `kTrack`: the reported top clamped into the range from the notified
  /// keyboard's top to the window's bottom, in window coordinates.
  public var top: Double
  /// `R`: the root shift the focused field's decision against the notified keyboard asks for.
  /// The root rests on the dragged keyboard and never rises higher than this.
  public var restingRootShift: Double

  /// Creates a track.
  public init(top: Double, restingRootShift: Double) {
    self.top = top
    self.restingRootShift = restingRootShift
  }
}
