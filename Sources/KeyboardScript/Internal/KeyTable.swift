/// A fixed list of names — an object's keys or an enumeration's values — prepared for matching
/// against a document's strings without creating `String`s: each name's length and first eight
/// bytes are compared as integers before any byte-by-byte comparison.
struct KeyTable: Sendable {
  /// The names, in order.
  let names: [StaticString]
  private let lengths: [Int]
  private let prefixes: [UInt64]

  /// Prepares a table of names.
  init(_ names: [StaticString]) {
    self.names = names
    lengths = names.map(\.utf8CodeUnitCount)
    prefixes = names.map { name in
      name.withUTF8Buffer { Self.prefix(of: UnsafeBufferPointer(rebasing: $0[...])) }
    }
  }

  /// The number of names.
  var count: Int { names.count }

  /// The names as strings, for messages.
  var strings: [String] {
    names.map { $0.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
  }

  /// The position of the name equal to `bytes`, or `nil`.
  func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let prefix = Self.prefix(of: bytes)
    for position in 0..<lengths.count
    where lengths[position] == bytes.count && prefixes[position] == prefix {
      if bytes.count <= 8 { return position }
      let equal = names[position].withUTF8Buffer { name in
        var offset = 8
        while offset < bytes.count, name[offset] == bytes[offset] { offset += 1 }
        return offset == bytes.count
      }
      if equal { return position }
    }
    return nil
  }

  /// The first eight bytes (fewer for a shorter name) packed into an integer.
  private static func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0
    for offset in 0..<min(8, bytes.count) {
      value |= UInt64(bytes[offset]) << (8 * UInt64(offset))
    }
    return value
  }
}
