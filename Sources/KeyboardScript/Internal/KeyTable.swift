/// A fixed list of names — an object's keys or an enumeration's values — prepared for matching
/// against a document's strings without creating `String`s: only names of the same length are
/// tried, and their first eight bytes are compared as one integer before any byte-by-byte
/// comparison.
struct KeyTable: Sendable {
  /// The names, in order.
  let names: [StaticString]
  /// Name positions grouped by length: those of length `n` are
  /// `byLength[firstOfLength[n]..<firstOfLength[n + 1]]`.
  private let byLength: [Int]
  private let firstOfLength: [Int]
  private let prefixes: [UInt64]

  /// Prepares a table of names.
  init(_ names: [StaticString]) {
    self.names = names
    let lengths = names.map(\.utf8CodeUnitCount)
    let longest = lengths.max() ?? 0
    byLength = names.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
    firstOfLength = (0...longest + 1).map { length in lengths.filter { $0 < length }.count }
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
    let length = bytes.count
    guard length + 1 < firstOfLength.count else { return nil }
    let candidates = firstOfLength[length]..<firstOfLength[length + 1]
    guard !candidates.isEmpty else { return nil }
    let prefix = Self.prefix(of: bytes)
    for candidate in candidates {
      let position = byLength[candidate]
      guard prefixes[position] == prefix else { continue }
      if length <= 8 { return position }
      let equal = names[position].withUTF8Buffer { name in
        var offset = 8
        while offset < length, name[offset] == bytes[offset] { offset += 1 }
        return offset == length
      }
      if equal { return position }
    }
    return nil
  }

  /// The first eight bytes (fewer for a shorter name) packed into an integer.
  private static func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    if bytes.count >= 8, let base = bytes.baseAddress {
      return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
    }
    var value: UInt64 = 0
    for offset in 0..<min(8, bytes.count) {
      value |= UInt64(bytes[offset]) << (8 * UInt64(offset))
    }
    return value
  }
}
