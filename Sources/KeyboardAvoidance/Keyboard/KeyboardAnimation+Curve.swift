extension KeyboardAnimation {
  /// The timing curve of a keyboard animation, keeping the raw value the system reported.
  ///
  /// The UIKit counterpart is `UIView.AnimationCurve`, read from a keyboard notification's
  /// `keyboardAnimationCurveUserInfoKey`. The keyboard uses curve 7, which has no named
  /// `UIView.AnimationCurve` case, so the curve is kept as its raw value rather than as an enum
  /// that could not hold it.
  ///
  /// To animate alongside the keyboard, a UIKit host turns it into animation options with
  /// ``animationOptionsRawValue``:
  ///
  /// ```swift
  /// let options = UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue)
  /// UIView.animate(withDuration: animation.duration, delay: 0, options: options) { … }
  /// ```
  public struct Curve: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    /// The raw `UIView.AnimationCurve` value.
    public var rawValue: Int

    /// Creates a curve from its raw `UIView.AnimationCurve` value.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Creates a curve from an integer literal, its raw value.
    public init(integerLiteral value: Int) {
      self.init(rawValue: value)
    }

    /// Ease in and out (`UIView.AnimationCurve.easeInOut`, 0).
    public static let easeInOut: Curve = 0
    /// Ease in (`UIView.AnimationCurve.easeIn`, 1).
    public static let easeIn: Curve = 1
    /// Ease out (`UIView.AnimationCurve.easeOut`, 2).
    public static let easeOut: Curve = 2
    /// Linear (`UIView.AnimationCurve.linear`, 3).
    public static let linear: Curve = 3
    /// The system keyboard's own spring curve (7), which UIKit reports but does not name.
    public static let keyboard: Curve = 7

    /// The bits of `UIView.AnimationOptions` that select this curve: the raw value shifted left
    /// by 16, as UIKit lays out `curveEaseInOut` (0 << 16) through `curveLinear` (3 << 16); the
    /// keyboard's curve 7 gives `7 << 16`, which UIKit animates with the keyboard's spring. Only
    /// the raw value's low four bits are used, the width UIKit gives the curve.
    public var animationOptionsRawValue: UInt {
      UInt(truncatingIfNeeded: rawValue & 0xF) << 16
    }

    /// The raw value, as traces print it.
    public var description: String { String(rawValue) }

    /// Decodes the raw value.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the raw value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
