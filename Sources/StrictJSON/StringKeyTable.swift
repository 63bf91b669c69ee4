/// A hash table from ``StringKey``s to values: open addressing with linear probing, doubled
/// whenever it would become more than half full, so that a probe soon reaches an empty slot.
///
/// Several values may share a key (strings over 16 bytes whose first and last eight bytes
/// agree); ``first(_:where:)`` visits each of them until one passes the caller's check.
///
/// The table is inlinable, so that a client's table of its own values is specialized for them.
package struct StringKeyTable<Value> {
  @usableFromInline
  struct Slot {
    @usableFromInline var key: StringKey
    /// The value, or `nil` for an empty slot.
    @usableFromInline var value: Value?

    @inlinable
    init(key: StringKey, value: Value?) {
      self.key = key
      self.value = value
    }
  }

  @usableFromInline var slots: [Slot]
  /// How far a hash is shifted right to give a slot: 64 minus the slot count's bit width.
  @usableFromInline var shift: UInt64
  /// The number of values.
  @usableFromInline package internal(set) var count = 0

  /// An empty table with room for `minimumCapacity` values before it first grows.
  @inlinable
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

  /// Adds `value` for `key`, keeping any value already there for the same key.
  @inlinable
  package mutating func insert(_ value: Value, for key: StringKey) {
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = Self.emptySlots(old.count * 2)
      shift -= 1
      for slot in old where slot.value != nil {
        place(slot)
      }
    }
    place(Slot(key: key, value: value))
    count += 1
  }

  /// The first value for `key` that `isMatch` accepts, or `nil`.
  @inlinable @inline(__always)
  package func first(_ key: StringKey, where isMatch: (Value) -> Bool) -> Value? {
    var position = key.slot(shift: shift)
    while let value = slots[position].value {
      if slots[position].key == key, isMatch(value) {
        return value
      }
      position = (position + 1) & (slots.count - 1)
    }
    return nil
  }

  @inlinable
  mutating func place(_ slot: Slot) {
    var position = slot.key.slot(shift: shift)
    while slots[position].value != nil {
      position = (position + 1) & (slots.count - 1)
    }
    slots[position] = slot
  }

  @inlinable
  static func emptySlots(_ count: Int) -> [Slot] {
    Array(repeating: Slot(key: StringKey(nil, length: 0, readable: 0), value: nil), count: count)
  }
}

extension StringKeyTable: Sendable where Value: Sendable {}

extension StringKeyTable.Slot: Sendable where Value: Sendable {}
