import KeyboardAvoidance

/// The views decoded so far, by the bytes of their ids: events that name a view find its slot
/// and kind without building a `String` and hashing it the standard library's way.
///
/// Only ids of up to 16 bytes written without escapes are indexed (their ``StringKey`` is the
/// whole id); ``ScriptDecoder`` looks any other id up in the tree, and a miss here is never an
/// error by itself. Ids and kinds do not change while a script is decoded.
struct IDIndex {
  /// A view's id key, slot and kind; a slot of -1 marks an empty entry.
  struct Entry {
    var key: StringKey
    var slot: Int32
    var kind: ViewKind
  }

  private var entries: [Entry]
  private var shift: UInt64
  private var count = 0

  /// An empty index.
  init() {
    entries = Array(repeating: Self.empty, count: 16)
    shift = 60
  }

  private static let empty = Entry(
    key: StringKey(nil, length: 0, readable: 0), slot: -1, kind: .view)

  /// Adds the view in `slot`, whose id has `key`; ids longer than 16 bytes are left out.
  mutating func insert(_ key: StringKey, slot: Int32, kind: ViewKind) {
    guard key.isComplete, slot >= 0 else { return }
    if 2 * (count + 1) > entries.count {
      grow()
    }
    place(Entry(key: key, slot: slot, kind: kind))
    count += 1
  }

  /// The view whose id has `key`, if it was indexed.
  func find(_ key: StringKey) -> Entry? {
    guard key.isComplete else { return nil }
    var position = key.slot(shift: shift)
    while true {
      let entry = entries[position]
      guard entry.slot >= 0 else { return nil }
      if entry.key == key { return entry }
      position = (position + 1) & (entries.count - 1)
    }
  }

  private mutating func place(_ entry: Entry) {
    var position = entry.key.slot(shift: shift)
    while entries[position].slot >= 0 {
      position = (position + 1) & (entries.count - 1)
    }
    entries[position] = entry
  }

  private mutating func grow() {
    let old = entries
    entries = Array(repeating: Self.empty, count: old.count * 2)
    shift -= 1
    for entry in old where entry.slot >= 0 {
      place(entry)
    }
  }
}
