import KeyboardAvoidance

/// The casts that read a `userInfo`'s values, each from the value's own type: a `userInfo` holds
/// them as `Any`, and opening the existential before casting spares the run time the look inside
/// it that a cast from `Any` makes.
///
/// ```swift
/// let number: NSNumber? = UserInfoCast.cast(value)             // the number, or nil
/// UserInfoCast.rect(value, as: NSValue.self)                   // its `cgRectValue`, or nil
/// UserInfoCast.double(value, as: NSNumber.self)                // its `doubleValue`, or nil
/// ```
///
/// The results are those of `as?` from `Any`: a value of a subclass of the target is one.
@usableFromInline
enum UserInfoCast {
  /// `value` as a `Target`, or `nil`.
  ///
  /// - Complexity: O(1): a value of exactly the type `Target` is known as one by comparing its
  ///   type, without a dynamic cast; a value of another type, a subclass among them, is cast from
  ///   its own type.
  @inlinable
  static func cast<Target>(_ value: Any) -> Target? {
    func castOpened<Opened>(_ opened: Opened) -> Target? {
      Opened.self == Target.self ? _identityCast(opened, to: Target.self) : castSlowly(opened)
    }
    return _openExistential(value, do: castOpened)
  }

  // The reads below are cast and read in one: the value is read where it is opened, so that no
  // reference to it is returned (a retain and a release for each), and the class's property is
  // read through its conformance there.

  /// The rectangle of `value`, a `RectValue`, or `nil`.
  ///
  /// - Complexity: O(1), as ``cast(_:)``.
  @inlinable
  static func rect<RectValue: KeyboardRectValue>(_ value: Any, as _: RectValue.Type) -> Rect? {
    func read<Opened>(_ opened: Opened) -> Rect? {
      Opened.self == RectValue.self
        ? _identityCast(opened, to: RectValue.self).keyboardRect
        : (castSlowly(opened) as RectValue?)?.keyboardRect
    }
    return _openExistential(value, do: read)
  }

  /// The `Double` of `value`, a `NumberValue`, or `nil`.
  ///
  /// - Complexity: O(1), as ``cast(_:)``.
  @inlinable
  static func double<NumberValue: KeyboardNumberValue>(
    _ value: Any, as _: NumberValue.Type
  ) -> Double? {
    func read<Opened>(_ opened: Opened) -> Double? {
      Opened.self == NumberValue.self
        ? _identityCast(opened, to: NumberValue.self).keyboardDouble
        : (castSlowly(opened) as NumberValue?)?.keyboardDouble
    }
    return _openExistential(value, do: read)
  }

  /// The `Int` of `value`, a `NumberValue`, or `nil`.
  ///
  /// - Complexity: O(1), as ``cast(_:)``.
  @inlinable
  static func int<NumberValue: KeyboardNumberValue>(
    _ value: Any, as _: NumberValue.Type
  ) -> Int? {
    func read<Opened>(_ opened: Opened) -> Int? {
      Opened.self == NumberValue.self
        ? _identityCast(opened, to: NumberValue.self).keyboardInt
        : (castSlowly(opened) as NumberValue?)?.keyboardInt
    }
    return _openExistential(value, do: read)
  }

  /// The `Bool` of `value`, a `NumberValue`, or `nil`.
  ///
  /// - Complexity: O(1), as ``cast(_:)``.
  @inlinable
  static func bool<NumberValue: KeyboardNumberValue>(
    _ value: Any, as _: NumberValue.Type
  ) -> Bool? {
    func read<Opened>(_ opened: Opened) -> Bool? {
      Opened.self == NumberValue.self
        ? _identityCast(opened, to: NumberValue.self).keyboardBool
        : (castSlowly(opened) as NumberValue?)?.keyboardBool
    }
    return _openExistential(value, do: read)
  }

  /// `value` as a `Target`, or `nil`: the dynamic cast for a value not of exactly the type read.
  /// Out of line, so that the casts above, which make it rarely, keep no room for its result.
  @usableFromInline @inline(never)
  static func castSlowly<Value, Target>(_ value: Value) -> Target? {
    value as? Target
  }
}
