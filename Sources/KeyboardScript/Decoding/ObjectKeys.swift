import StrictJSON

/// The keys one object of the script format takes (a view, an event type, the document…),
/// prepared for matching a decoded object's members against them.
///
/// The table numbers each key by its ``ScriptKey/slot``, so that every object's values are
/// found the same way, `fields[.frame]`, and a set of keys is a mask of their bits.
struct ObjectKeys: Sendable {
  /// The keys, in the order the object's errors visit them.
  let keys: [ScriptKey]
  /// The keys' names, each in its key's slot.
  let table: KeyTable
  /// The keys as a mask of their bits.
  let mask: UInt64

  /// The keys of an object that takes `keys`.
  init(_ keys: [ScriptKey]) {
    self.keys = keys
    table = KeyTable(slots: keys.map { (name: $0.name, slot: $0.slot) })
    mask = ScriptKey.mask(keys)
  }

  /// Whether the object takes `key`.
  func contains(_ key: ScriptKey) -> Bool {
    mask & key.bit != 0
  }
}
