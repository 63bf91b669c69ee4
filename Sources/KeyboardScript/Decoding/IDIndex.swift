import KeyboardAvoidance
import StrictJSON

/// The views decoded so far, by the bytes of their ids: events that name a view find its slot
/// and kind without building a `String` and hashing it the standard library's way.
///
/// Only ids of up to 16 bytes written without escapes are indexed (their ``StringKey`` is the
/// whole id); ``ScriptDecoder`` looks any other id up in the tree, and a miss here is never an
/// error by itself. Ids and kinds do not change while a script is decoded.
struct IDIndex {
  /// An indexed view: its slot in the tree and its kind.
  struct View {
    var slot: Int32
    var kind: ViewKind
  }

  /// Each view as its slot times 256 plus its kind's position in `ViewKind.allCases`.
  private var views = StringKeyTable()
  /// The view kinds, by position.
  private static let kinds = ViewKind.allCases

  /// Adds the view in `slot`, whose id has `key`; ids longer than 16 bytes are left out.
  mutating func insert(_ key: StringKey, slot: Int32, kind: ViewKind) {
    guard key.isComplete, slot >= 0, let position = Self.kinds.firstIndex(of: kind) else {
      return
    }
    views.insert(Int(slot) << 8 | position, for: key)
  }

  /// The view whose id has `key`, if it was indexed.
  func find(_ key: StringKey) -> View? {
    guard key.isComplete, let value = views.first(key, where: { _ in true }) else { return nil }
    let position = value & 0xFF
    guard position < Self.kinds.count else { return nil }
    return View(slot: Int32(truncatingIfNeeded: value >> 8), kind: Self.kinds[position])
  }
}
