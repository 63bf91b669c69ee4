/// A string's length and its first and last eight bytes, read as two little-endian integers:
/// what the hash tables of names and ids (``KeyTable``, the script decoder's index of view
/// ids) compare instead of
/// `String`s.
///
/// Two strings of up to 16 bytes are equal exactly when their keys are; longer strings with
/// equal keys may still differ in their middle bytes.
package struct StringKey: Hashable, Sendable {
  /// The first eight bytes; a string shorter than eight bytes is zero-extended.
  var head: UInt64
  /// The last eight bytes; a string shorter than eight bytes repeats its head.
  var tail: UInt64
  /// The length in bytes.
  var length: Int

  /// The key of the `length` bytes at `base`. `readable` is how many bytes from `base` may be
  /// read (at least `length`); when it is eight or more, a short string is loaded as one
  /// integer and masked instead of byte by byte.
  @inline(__always)
  package init(_ base: UnsafePointer<UInt8>?, length: Int, readable: Int) {
    self.length = length
    guard let base, length > 0 else {
      (head, tail) = (0, 0)
      return
    }
    let raw = UnsafeRawPointer(base)
    if length >= 8 {
      head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self))
      return
    }
    var word: UInt64 = 0
    if readable >= 8 {
      word = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      word &= UInt64.max >> UInt64(64 - 8 * length)
    } else {
      for offset in 0..<length {
        word |= UInt64(base[offset]) << UInt64(8 * offset)
      }
    }
    (head, tail) = (word, word)
  }

  /// Whether the key identifies its string completely (16 bytes or fewer).
  package var isComplete: Bool { length <= 16 }

  /// A slot in a table of `1 << (64 - shift)` slots.
  @inline(__always)
  func slot(shift: UInt64) -> Int {
    let mixed = head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length)
    return Int(truncatingIfNeeded: (mixed &* 0xBF58_476D_1CE4_E5B9) >> shift)
  }
}
