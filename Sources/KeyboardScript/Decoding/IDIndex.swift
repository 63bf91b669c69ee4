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

  private var views = StringKeyTable<View>()

  /// Adds the view in `slot`, whose id has `key`; ids longer than 16 bytes are left out.
  mutating func insert(_ key: StringKey, slot: Int32, kind: ViewKind) {
    guard key.isComplete, slot >= 0 else { return }
    views.insert(View(slot: slot, kind: kind), for: key)
  }

  /// The view whose id has `key`, if it was indexed.
  func find(_ key: StringKey) -> View? {
    guard key.isComplete else { return nil }
    return views.first(key) { _ in true }
  }
}
