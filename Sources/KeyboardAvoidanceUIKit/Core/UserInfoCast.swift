/// The casts that read a `userInfo`'s keys and values, each from the value's own type: a
/// `userInfo` holds them as `Any` (values) and `AnyHashable` (keys), and opening the existential
/// before casting spares the run time the look inside it that a cast from `Any` makes.
///
/// ```swift
/// let number: NSNumber? = UserInfoCast.cast(value)  // the number, or nil
/// UserInfoCast.string(key.base)                     // the key's text, or nil
/// ```
///
/// The results are those of `as?` from `Any`: a value of a subclass of the target is one.
@usableFromInline
enum UserInfoCast {
  /// `value` as a `Target`, or `nil`.
  ///
  /// - Complexity: O(1): a value of exactly the type `Target` (UIKit's `NSValue`s and
  ///   `NSNumber`s, read as those classes) is known as one by comparing its type, without a
  ///   dynamic cast; a value of another type, a subclass among them, is cast from its own type.
  @inlinable
  static func cast<Target>(_ value: Any) -> Target? {
    func castOpened<Opened>(_ opened: Opened) -> Target? {
      Opened.self == Target.self ? _identityCast(opened, to: Target.self) : opened as? Target
    }
    return _openExistential(value, do: castOpened)
  }

  /// A key's text: a key of UIKit's is a string (an `NSString` key bridges to `AnyHashable` as a
  /// `String`), known as one without a dynamic cast; a key of another type is cast.
  ///
  /// - Complexity: O(1).
  @inlinable
  static func string(_ key: Any) -> String? {
    func text<Opened>(_ opened: Opened) -> String? {
      Opened.self == String.self ? _identityCast(opened, to: String.self) : opened as? String
    }
    return _openExistential(key, do: text)
  }
}
