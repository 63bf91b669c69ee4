import KeyboardAvoidance

/// A `userInfo` value that holds a rectangle.
///
/// The UIKit layer conforms `NSValue` (UIKit posts keyboard frames as "NSValue of CGRect",
/// UIKit header `UIWindow.h`). A class, as `userInfo`'s values are objects: a cast to a
/// class-bound protocol is the cheaper one.
public protocol KeyboardRectValue: AnyObject {
  /// The rectangle the value holds (`cgRectValue`).
  var keyboardRect: Rect { get }
}

/// A `userInfo` value that holds a number.
///
/// The UIKit layer conforms `NSNumber` (UIKit posts the duration as "NSNumber of double", the
/// curve as "NSNumber of NSUInteger (UIViewAnimationCurve)" and `IsLocal` as "NSNumber of BOOL",
/// UIKit header `UIWindow.h`).
public protocol KeyboardNumberValue: AnyObject {
  /// The number as a `Double` (`doubleValue`).
  var keyboardDouble: Double { get }
  /// The number as an `Int` (`intValue`).
  var keyboardInt: Int { get }
  /// The number as a `Bool` (`boolValue`).
  var keyboardBool: Bool { get }
}

/// What a keyboard notification's `userInfo` says, read exactly as UIKit posts it.
///
/// ```swift
/// let info = KeyboardUserInfo(notification.userInfo ?? [:])
/// info.frame     // the end frame, in the screen's coordinates
/// info.duration  // 0.25
/// info.curve     // 7
/// info.isLocal   // true
/// ```
///
/// A value that is missing or of another type reads as `nil`; nothing here traps.
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
  /// The animation's curve (UIKit posts `7`, which no public `UIView.AnimationCurve` names).
  public var curve: Int?
  /// Whether the keyboard belongs to this app; `false` for another app's keyboard in iPad
  /// multitasking.
  public var isLocal: Bool?

  /// Creates the values directly.
  public init(frame: Rect?, duration: Double? = nil, curve: Int? = nil, isLocal: Bool? = nil) {
    self.frame = frame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// Reads a notification's `userInfo`, whatever classes its values are of.
  ///
  /// - Complexity: One pass over the keys (UIKit posts five or six), comparing each with the
  ///   four it reads: cheaper than four lookups, each of which hashes a key through
  ///   `AnyHashable`.
  public init(_ userInfo: [AnyHashable: Any], keys: Keys = .uiKit) {
    self.init(userInfo, keys: keys, readsIsLocal: true)
  }

  /// Reads a notification's `userInfo` whose rectangles are `RectValue`s and whose numbers are
  /// `NumberValue`s, as a UIKit app's are `NSValue`s and `NSNumber`s; a value of another class
  /// reads as `nil`.
  ///
  /// ```swift
  /// let info = KeyboardUserInfo(
  ///   notification.userInfo ?? [:], rectType: NSValue.self, numberType: NSNumber.self)
  /// ```
  ///
  /// A cast to a class costs about half of one to a protocol, which the other initializer
  /// makes for each value it reads.
  ///
  /// - Parameters:
  ///   - userInfo: The notification's `userInfo`.
  ///   - keys: The keys to read, UIKit's by default.
  ///   - rectType: The class of the rectangles (`NSValue` in UIKit).
  ///   - numberType: The class of the numbers (`NSNumber` in UIKit).
  ///   - readsIsLocal: Whether to read `IsLocal`; without it, ``isLocal`` is `nil` and one
  ///     cast is saved (the host core does not use it).
  ///
  /// `userInfo` is borrowed: an initializer takes its arguments owned otherwise, and its caller
  /// would retain the dictionary for the call and release it after.
  @inlinable
  public init<RectValue: KeyboardRectValue, NumberValue: KeyboardNumberValue>(
    _ userInfo: borrowing [AnyHashable: Any], keys: borrowing Keys = .uiKit,
    rectType: RectValue.Type, numberType: NumberValue.Type, readsIsLocal: Bool = true
  ) {
    // Each value is opened and read from its own type: cheaper than a cast from `Any`, which
    // first looks inside the existential.
    self.init(
      userInfo, keys: keys, readsIsLocal: readsIsLocal,
      rect: { UserInfoCast.rect($0, as: RectValue.self) },
      double: { UserInfoCast.double($0, as: NumberValue.self) },
      int: { UserInfoCast.int($0, as: NumberValue.self) },
      bool: { UserInfoCast.bool($0, as: NumberValue.self) })
  }

  /// Reads a notification's `userInfo`; without `readsIsLocal`, `IsLocal` is left `nil` (the
  /// host core does not use it, and each value read is a dynamic cast).
  init(_ userInfo: [AnyHashable: Any], keys: Keys, readsIsLocal: Bool) {
    self.init(
      userInfo, keys: keys, readsIsLocal: readsIsLocal,
      rect: { (UserInfoCast.cast($0) as (any KeyboardRectValue)?)?.keyboardRect },
      double: { (UserInfoCast.cast($0) as (any KeyboardNumberValue)?)?.keyboardDouble },
      int: { (UserInfoCast.cast($0) as (any KeyboardNumberValue)?)?.keyboardInt },
      bool: { (UserInfoCast.cast($0) as (any KeyboardNumberValue)?)?.keyboardBool })
  }

  /// Reads the four keys' values with `rect`, `double`, `int` and `bool`, which cast them.
  /// Always inlined, so that a caller's casts to its own classes are specialized where it calls
  /// and the closures disappear into the loop.
  @inlinable @inline(__always)
  init(
    _ userInfo: borrowing [AnyHashable: Any], keys: borrowing Keys, readsIsLocal: Bool,
    rect: (Any) -> Rect?, double: (Any) -> Double?, int: (Any) -> Int?, bool: (Any) -> Bool?
  ) {
    // Each key is told where it is opened, without a copy of its text (`UserInfoKeyMatch`).
    let match = UserInfoKeyMatch(keys, readsIsLocal: readsIsLocal)
    // The keys still to find: the rest of the entries are not read once all are found.
    var missing = readsIsLocal ? 4 : 3
    // Only the keys are walked; a value is copied out only under a key that is read.
    var index = userInfo.startIndex
    while missing > 0, index != userInfo.endIndex {
      defer { userInfo.formIndex(after: &index) }
      switch match.field(of: userInfo.keys[index].base, in: keys) {
      case .frameEnd: frame = rect(userInfo.values[index])
      case .animationDuration: duration = double(userInfo.values[index])
      case .animationCurve: curve = int(userInfo.values[index])
      case .isLocal: isLocal = bool(userInfo.values[index])
      case nil: continue
      }
      missing -= 1
    }
  }

  /// The animation the notification describes: UIKit's default keyboard animation (0.25 s,
  /// curve 7) for what it leaves out.
  public var animation: KeyboardAnimation {
    let defaults = KeyboardAnimation.default
    let duration = self.duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    return KeyboardAnimation(
      duration: duration ?? defaults.duration,
      curve: curve.map { KeyboardAnimation.Curve(rawValue: $0) } ?? defaults.curve)
  }
}
