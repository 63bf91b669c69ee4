/// A fixed list of names — an object's keys or an enumeration's values — prepared for matching
/// against a document's strings without creating `String`s.
///
/// A name is looked up in a small open-addressing hash table keyed by its length and its
/// first and last eight bytes, read as two integers. Names of up to 16 bytes are fully covered
/// by those two integers, so a match costs a few integer comparisons; longer names compare
/// their middle bytes too.
final class KeyTable: Sendable {
  /// The names, in order.
  let names: [StaticString]
  /// The names as strings, for messages.
  let strings: [String]
  /// The names by hash slot, open addressing with linear probing; the count is a power of two.
  private let slots: [Slot]
  /// How far a hash is shifted right to give a slot: 64 minus the slot count's bit width.
  private let shift: UInt64

  /// Prepares a table of names.
  init(_ names: [StaticString]) {
    self.names = names
    strings = names.map { $0.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
    let words = names.map { name in
      name.withUTF8Buffer { Self.words(of: $0.baseAddress, length: $0.count, readable: $0.count) }
    }
    var slotCount = 8
    var bits: UInt64 = 3
    while slotCount < 2 * names.count {
      slotCount *= 2
      bits += 1
    }
    shift = 64 - bits
    var slots = [Slot](repeating: Slot(head: 0, tail: 0, length: 0, position: -1), count: slotCount)
    for (position, word) in words.enumerated() {
      let length = names[position].utf8CodeUnitCount
      var slot = Self.slot(head: word.head, tail: word.tail, length: length, shift: shift)
      while slots[slot].position >= 0 {
        slot = (slot + 1) & (slotCount - 1)
      }
      slots[slot] = Slot(
        head: word.head, tail: word.tail, length: Int32(truncatingIfNeeded: length),
        position: Int32(truncatingIfNeeded: position))
    }
    self.slots = slots
  }

  /// The number of names.
  var count: Int { names.count }

  /// The position of the name equal to the `length` bytes at `base`, or `nil`. `readable` is
  /// how many bytes from `base` may be read (at least `length`); reading up to eight lets a
  /// short name be loaded as one integer.
  func position(of base: UnsafePointer<UInt8>?, length: Int, readable: Int) -> Int? {
    let (head, tail) = Self.words(of: base, length: length, readable: readable)
    var slot = Self.slot(head: head, tail: tail, length: length, shift: shift)
    while true {
      let candidate = slots[slot]
      guard candidate.position >= 0 else { return nil }
      if candidate.head == head, candidate.tail == tail, Int(candidate.length) == length {
        let position = Int(candidate.position)
        if length <= 16 || middleMatches(position, base: base, length: length) {
          return position
        }
      }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// The position of the name equal to `bytes`, or `nil`.
  func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    position(of: bytes.baseAddress, length: bytes.count, readable: bytes.count)
  }

  /// Whether bytes 8 to `length - 8` (those the head and tail words leave out) equal those
  /// of the name at `position`, which has the same length.
  private func middleMatches(_ position: Int, base: UnsafePointer<UInt8>?, length: Int) -> Bool {
    guard let base else { return false }
    return names[position].withUTF8Buffer { name in
      guard name.count == length else { return false }
      var offset = 8
      while offset < length - 8, name[offset] == base[offset] {
        offset += 1
      }
      return offset >= length - 8
    }
  }

  /// The first and the last eight bytes of a name as little-endian integers; a name shorter
  /// than eight bytes is zero-extended and is its own tail.
  private static func words(
    of base: UnsafePointer<UInt8>?, length: Int, readable: Int
  ) -> (head: UInt64, tail: UInt64) {
    guard let base, length > 0 else { return (0, 0) }
    let raw = UnsafeRawPointer(base)
    if length >= 8 {
      let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let tail = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self))
      return (head, tail)
    }
    var head: UInt64
    if readable >= 8 {
      head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      head &= UInt64.max >> UInt64(64 - 8 * length)
    } else {
      head = 0
      for offset in 0..<length {
        head |= UInt64(base[offset]) << UInt64(8 * offset)
      }
    }
    return (head, head)
  }

  /// The hash slot of a name.
  private static func slot(head: UInt64, tail: UInt64, length: Int, shift: UInt64) -> Int {
    let mixed = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length))
    return Int(truncatingIfNeeded: (mixed &* 0xBF58_476D_1CE4_E5B9) >> shift)
  }

  /// A hash slot: a name's words and length, and its position (-1 for an empty slot).
  private struct Slot: Sendable {
    var head: UInt64
    var tail: UInt64
    var length: Int32
    var position: Int32
  }
}
