/// A fixed list of names — an object's keys or an enumeration's values — prepared for matching
/// against a document's strings without creating `String`s.
///
/// A name is looked up in a ``StringKeyTable`` by its length and its first and last eight
/// bytes, read as two integers. Names of up to 16 bytes are fully covered by those two
/// integers, so a match costs a few integer comparisons; longer names compare their middle
/// bytes too.
final class KeyTable: Sendable {
  /// The names, in order.
  let names: [StaticString]
  /// The names as strings, for messages.
  let strings: [String]
  /// Each name's position by its key.
  private let positions: StringKeyTable<Int32>

  /// Prepares a table of names.
  init(_ names: [StaticString]) {
    self.names = names
    strings = names.map { $0.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
    let keys = names.map { name in
      name.withUTF8Buffer { StringKey($0.baseAddress, length: $0.count, readable: $0.count) }
    }
    var positions = StringKeyTable<Int32>(minimumCapacity: names.count)
    for (position, key) in keys.enumerated() {
      positions.insert(Int32(truncatingIfNeeded: position), for: key)
    }
    self.positions = positions
  }

  /// The number of names.
  var count: Int { names.count }

  /// The position of the name equal to the `length` bytes at `base`, or `nil`. `readable` is
  /// how many bytes from `base` may be read (at least `length`); reading up to eight lets a
  /// short name be loaded as one integer.
  @inline(__always)
  func position(of base: UnsafePointer<UInt8>?, length: Int, readable: Int) -> Int? {
    let key = StringKey(base, length: length, readable: readable)
    let position = positions.first(key) { position in
      key.isComplete || middleMatches(Int(position), base: base, length: length)
    }
    return position.map(Int.init)
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
}
