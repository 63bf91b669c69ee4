/// A hash table from ``StringKey``s to integers: open addressing with linear probing, doubled
/// whenever it would become more than half full, so that a probe soon reaches an empty slot.
///
/// Several values may share a key (strings over 16 bytes whose first and last eight bytes
/// agree); ``first(_:where:)`` visits each of them until one passes the caller's check. The
/// values are plain integers rather than a generic parameter, so that a client in another
/// module calls code specialized here instead of looking up generic metadata on every call.
package struct StringKeyTable: Sendable {
  private struct Slot: Sendable {
    var key: StringKey
    /// The value, or -1 for an empty slot.
    var value: Int
  }

  private var slots: [Slot]
  /// How far a hash is shifted right to give a slot: 64 minus the slot count's bit width.
  private var shift: UInt64
  /// The number of values.
  package private(set) var count = 0

  /// An empty table with room for `minimumCapacity` values before it first grows.
  package init(minimumCapacity: Int = 0) {
    var slotCount = 8
    var bits: UInt64 = 3
    while slotCount < 2 * minimumCapacity {
      slotCount *= 2
      bits += 1
    }
    slots = Self.emptySlots(slotCount)
    shift = 64 - bits
  }

  /// Adds `value`, which must not be negative, for `key`, keeping any value already there for
  /// the same key; a negative value is ignored.
  package mutating func insert(_ value: Int, for key: StringKey) {
    guard value >= 0 else { return }
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = Self.emptySlots(old.count * 2)
      shift -= 1
      for slot in old where slot.value >= 0 {
        place(slot)
      }
    }
    place(Slot(key: key, value: value))
    count += 1
  }

  /// The first value for `key` that `isMatch` accepts, or `nil`.
  @inline(__always)
  package func first(_ key: StringKey, where isMatch: (Int) -> Bool) -> Int? {
    var position = key.slot(shift: shift)
    while slots[position].value >= 0 {
      if slots[position].key == key, isMatch(slots[position].value) {
        return slots[position].value
      }
      position = (position + 1) & (slots.count - 1)
    }
    return nil
  }

  private mutating func place(_ slot: Slot) {
    var position = slot.key.slot(shift: shift)
    while slots[position].value >= 0 {
      position = (position + 1) & (slots.count - 1)
    }
    slots[position] = slot
  }

  private static func emptySlots(_ count: Int) -> [Slot] {
    Array(repeating: Slot(key: StringKey(nil, length: 0, readable: 0), value: -1), count: count)
  }
}
