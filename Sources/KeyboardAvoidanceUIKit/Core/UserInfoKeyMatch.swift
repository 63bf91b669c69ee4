/// Which of the four keys ``KeyboardUserInfo`` reads a `userInfo` key is, told from the key as
/// the `userInfo` holds it (`AnyHashable.base`, an `Any`).
///
/// ```swift
/// let match = UserInfoKeyMatch(keys, readsIsLocal: true)
/// match.field(of: key.base, in: keys)  // .frameEnd for "UIKeyboardFrameEndUserInfoKey"
/// ```
///
/// The key's text is compared where the key is opened, without copying it out as a `String`
/// (a copy is a retain and a release of its storage), and only with the keys of its length.
@usableFromInline
struct UserInfoKeyMatch {
  /// A key ``KeyboardUserInfo`` reads.
  @usableFromInline
  enum Field {
    case frameEnd, animationDuration, animationCurve, isLocal
  }

  // The keys' lengths, counted once for a whole `userInfo`; `-1` for a key not read.
  @usableFromInline let frameEndLength: Int
  @usableFromInline let durationLength: Int
  @usableFromInline let curveLength: Int
  @usableFromInline let isLocalLength: Int

  /// Matches against `keys`, `IsLocal` only if `readsIsLocal`.
  @inlinable @inline(__always)
  init(_ keys: borrowing KeyboardUserInfo.Keys, readsIsLocal: Bool) {
    frameEndLength = keys.frameEnd.utf8.count
    durationLength = keys.animationDuration.utf8.count
    curveLength = keys.animationCurve.utf8.count
    isLocalLength = readsIsLocal ? keys.isLocal.utf8.count : -1
  }

  /// The field `key` names among `keys` (those this match was made with), or `nil`, for a key
  /// of another text or one that is not a string.
  ///
  /// - Complexity: O(*n*) in the key's length, which is compared first; UIKit's keys are known
  ///   as strings by their type, without a dynamic cast.
  @inlinable
  func field(of key: Any, in keys: borrowing KeyboardUserInfo.Keys) -> Field? {
    func match<Opened>(_ opened: Opened) -> Field? {
      guard Opened.self == String.self else {
        return (UserInfoCast.castSlowly(opened) as String?).flatMap { field(of: $0, in: keys) }
      }
      return field(of: _identityCast(opened, to: String.self), in: keys)
    }
    return _openExistential(key, do: match)
  }

  /// The field `key` names among `keys`, or `nil`.
  @inlinable @inline(__always)
  func field(of key: borrowing String, in keys: borrowing KeyboardUserInfo.Keys) -> Field? {
    // Keys of different lengths differ; UIKit's four are of four lengths, so one comparison of
    // the text decides.
    let length = key.utf8.count
    if length == frameEndLength, key == keys.frameEnd { return .frameEnd }
    if length == durationLength, key == keys.animationDuration { return .animationDuration }
    if length == curveLength, key == keys.animationCurve { return .animationCurve }
    if length == isLocalLength, key == keys.isLocal { return .isLocal }
    return nil
  }
}
