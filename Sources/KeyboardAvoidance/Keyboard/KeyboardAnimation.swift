/// How the system animates the keyboard: its duration and curve.
///
/// The UIKit counterparts are the `keyboardAnimationDurationUserInfoKey` and
/// `keyboardAnimationCurveUserInfoKey` values of a keyboard notification.
public struct KeyboardAnimation: Hashable, Sendable, Codable {
  /// The animation's length in seconds.
  public var duration: Double
  /// The timing curve.
  public var curve: Curve

  /// Creates an animation descriptor; the defaults are the system keyboard's, 0.25 s and curve 7.
  public init(duration: Double = 0.25, curve: Curve = .keyboard) {
    self.duration = duration
    self.curve = curve
  }

  /// The system keyboard's animation, 0.25 s with curve 7.
  public static let `default` = KeyboardAnimation()
}
