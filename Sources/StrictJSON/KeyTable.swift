/// A fixed list of names — an object's keys or an enumeration's values — each with a slot,
/// prepared for matching against a document's strings without creating `String`s.
///
/// A name is looked up in a ``StringKeyTable`` by its length and its first and last eight
/// bytes, read as two integers. Names of up to 16 bytes are fully covered by those two
/// integers, so a match costs a few integer comparisons; longer names compare their middle
/// bytes too. A name's slot is its position in the list unless the table is made with slots of
/// its own: then tables of different objects can share one numbering of their keys.
package final class KeyTable: Sendable {
  /// The names, in order.
  package let strings: [String]
  /// Each name's slot, by the name's position.
  package let slots: [Int]
  /// One more than the largest slot: the room a ``JSONDocument/MemberMatch`` needs.
  package let slotLimit: Int
  /// Each name's UTF-8 bytes, by position, for names longer than a key covers.
  private let utf8: [[UInt8]]
  /// Each name's position by its key.
  private let positions: StringKeyTable

  /// Prepares a table of names whose slots are their positions.
  package convenience init(_ names: [String]) {
    self.init(slots: names.enumerated().map { (name: $0.element, slot: $0.offset) })
  }

  /// Prepares a table of names with the given slots, each in `0..<Int32.max`.
  package init(slots entries: [(name: String, slot: Int)]) {
    strings = entries.map(\.name)
    slots = entries.map(\.slot)
    slotLimit = (slots.max() ?? -1) + 1
    utf8 = strings.map { Array($0.utf8) }
    var positions = StringKeyTable(minimumCapacity: entries.count)
    for (position, bytes) in utf8.enumerated() {
      let key = bytes.withUnsafeBufferPointer {
        StringKey($0.baseAddress, length: $0.count, readable: $0.count)
      }
      positions.insert(position, for: key)
    }
    self.positions = positions
  }

  /// The number of names.
  package var count: Int { strings.count }

  /// The slot of the name equal to the `length` bytes at `base`, or `nil`. `readable` is how
  /// many bytes from `base` may be read (at least `length`); reading up to eight lets a short
  /// name be loaded as one integer.
  @inline(__always)
  package func slot(of base: UnsafePointer<UInt8>?, length: Int, readable: Int) -> Int? {
    let key = StringKey(base, length: length, readable: readable)
    let position = positions.first(key) { position in
      key.isComplete || middleMatches(position, base: base, length: length)
    }
    return position.map { slots[$0] }
  }

  /// The slot of the name equal to `bytes`, or `nil`.
  package func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    slot(of: bytes.baseAddress, length: bytes.count, readable: bytes.count)
  }

  /// Whether bytes 8 to `length - 8` (those the head and tail words leave out) equal those
  /// of the name at `position`, which has the same length.
  private func middleMatches(_ position: Int, base: UnsafePointer<UInt8>?, length: Int) -> Bool {
    guard let base, position < utf8.count else { return false }
    let name = utf8[position]
    guard name.count == length else { return false }
    var offset = 8
    while offset < length - 8, name[offset] == base[offset] {
      offset += 1
    }
    return offset >= length - 8
  }
}
