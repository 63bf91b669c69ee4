import KeyboardAvoidance

/// A `userInfo` value that holds a rectangle (UIKit: `NSValue`, uikit-facts 36).
public protocol KeyboardRectValue: AnyObject {
  /// The rectangle the value holds (`cgRectValue`).
  var keyboardRect: Rect { get }
}

/// A `userInfo` value that holds a number (UIKit: `NSNumber`, uikit-facts 36).
public protocol KeyboardNumberValue: AnyObject {
  /// The number as a `Double` (`doubleValue`).
  var keyboardDouble: Double { get }
  /// The number as an `Int` (`intValue`).
  var keyboardInt: Int { get }
  /// The number as a `Bool` (`boolValue`).
  var keyboardBool: Bool { get }
}

/// What a keyboard notification's `userInfo` says; a value missing or of another type reads as
/// `nil` ("did" notifications carry no duration or curve, uikit-facts 2, 83).
public struct KeyboardUserInfo: Hashable, Sendable {
  /// The `userInfo` keys UIKit uses.
  public struct Keys: Hashable, Sendable {
    /// `UIResponder.keyboardFrameEndUserInfoKey`.
    public var frameEnd: String
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    public var animationDuration: String
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
    public var animationCurve: String
    /// `UIResponder.keyboardIsLocalUserInfoKey`.
    public var isLocal: String

    /// Creates a set of keys.
    public init(
      frameEnd: String, animationDuration: String, animationCurve: String, isLocal: String
    ) {
      self.frameEnd = frameEnd
      self.animationDuration = animationDuration
      self.animationCurve = animationCurve
      self.isLocal = isLocal
    }

    /// The keys by the names of UIKit's constants, which are also their values.
    public static let uiKit = Keys(
      frameEnd: "UIKeyboardFrameEndUserInfoKey",
      animationDuration: "UIKeyboardAnimationDurationUserInfoKey",
      animationCurve: "UIKeyboardAnimationCurveUserInfoKey",
      isLocal: "UIKeyboardIsLocalUserInfoKey")
  }

  /// The keyboard's end frame, in the screen's coordinate space.
  public var frame: Rect?
  /// The animation's duration in seconds; only "will" notifications carry it.
  public var duration: Double?
  /// The animation's curve (UIKit posts `7`, uikit-facts 42).
  public var curve: Int?
  /// Whether the keyboard belongs to this app (not another app's, in iPad multitasking).
  public var isLocal: Bool?

  /// Creates the values directly.
  public init(frame: Rect?, duration: Double? = nil, curve: Int? = nil, isLocal: Bool? = nil) {
    self.frame = frame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// Reads a notification's `userInfo`, whose values are ``KeyboardRectValue``s and
  /// ``KeyboardNumberValue``s.
  public init(_ userInfo: [AnyHashable: Any], keys: Keys = .uiKit) {
    frame = (userInfo[keys.frameEnd] as? any KeyboardRectValue)?.keyboardRect
    duration = (userInfo[keys.animationDuration] as? any KeyboardNumberValue)?.keyboardDouble
    curve = (userInfo[keys.animationCurve] as? any KeyboardNumberValue)?.keyboardInt
    isLocal = (userInfo[keys.isLocal] as? any KeyboardNumberValue)?.keyboardBool
  }

  /// The animation the notification describes, UIKit's default for what it leaves out.
  public var animation: KeyboardAnimation {
    let defaults = KeyboardAnimation.default
    let duration = self.duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    return KeyboardAnimation(
      duration: duration ?? defaults.duration,
      curve: curve.map { KeyboardAnimation.Curve(rawValue: $0) } ?? defaults.curve)
  }
}
