/// The bytes of one content line of a printout (``PrintoutLines/Line``), read in place: a range
/// of a byte array that every line cut from it shares (the printout's bytes, or a quoted
/// string's content with its escapes undone), so that splitting a printout into lines copies
/// no line.
///
/// Its indices are offsets from the line's first byte, and a slice keeps them, as an
/// `ArraySlice` keeps its array's: in a line `a;b`, `line[2...]` is `b` at index 2.
///
/// ```swift
/// let printout = Array("<UIView: 0x1>\n<UILabel: 0x2>".utf8)
/// let second = LineBytes(printout, range: 14..<28)
/// second[0]  // UInt8(ascii: "<")
/// second.text(1..<8)  // "UILabel"
/// ```
///
/// An element is read from the shared array, whose bounds are checked; the importer's loops
/// stop at the line's ``endIndex`` themselves (each read is one bounds check, as an array's).
///
/// - Complexity: Creating one, reading an element and slicing are O(1).
struct LineBytes: RandomAccessCollection {
  /// The array the line's bytes are in.
  private let storage: [UInt8]
  /// The position in ``storage`` of the line's offset 0.
  private let base: Int
  /// The offset of the first byte: 0 for a whole line.
  let startIndex: Int
  /// The offset after the last byte.
  let endIndex: Int

  /// The bytes `range` of `storage` as a line: offset 0 is `range.lowerBound`.
  init(_ storage: [UInt8], range: Range<Int>) {
    self.storage = storage
    base = range.lowerBound
    startIndex = 0
    endIndex = range.count
  }

  /// The bytes `startIndex..<endIndex` of a line whose offset 0 is `base` in `storage`.
  private init(storage: [UInt8], base: Int, startIndex: Int, endIndex: Int) {
    self.storage = storage
    self.base = base
    self.startIndex = startIndex
    self.endIndex = endIndex
  }

  /// The byte at offset `position`.
  subscript(position: Int) -> UInt8 { storage[base + position] }

  /// The bytes at the offsets `bounds`, with the same offsets. Bounds outside the line are
  /// clamped to it.
  subscript(bounds: Range<Int>) -> LineBytes {
    let upper = Swift.min(bounds.upperBound, endIndex)
    let lower = Swift.min(Swift.max(bounds.lowerBound, startIndex), upper)
    return LineBytes(storage: storage, base: base, startIndex: lower, endIndex: upper)
  }

  // Index arithmetic without the range checks of the collection protocols' defaults (each a
  // comparison the fuzzer traces): as an array's, a read checks its position instead.

  /// The number of bytes.
  var count: Int { endIndex - startIndex }

  /// The offset after `i`.
  func index(after i: Int) -> Int { i + 1 }

  /// The offset before `i`.
  func index(before i: Int) -> Int { i - 1 }

  /// Moves `i` to the next offset.
  func formIndex(after i: inout Int) { i += 1 }

  /// Moves `i` to the previous offset.
  func formIndex(before i: inout Int) { i -= 1 }

  /// The offset `distance` bytes from `i`.
  func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }

  /// The number of bytes from `start` to `end`.
  func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The same bytes as a line of their own: offset 0 is the first of them.
  var rebased: LineBytes {
    LineBytes(storage: storage, base: base + startIndex, startIndex: 0, endIndex: count)
  }

  /// The bytes at the offsets `range`, decoded as UTF-8 (an invalid sequence repaired), as
  /// `String(decoding:as:)` decodes them: from the shared array's contiguous bytes.
  func text(_ range: Range<Int>) -> String {
    String(decoding: storage[(base + range.lowerBound)..<(base + range.upperBound)], as: UTF8.self)
  }

  /// The bytes decoded as UTF-8, as ``text(_:)`` decodes them.
  var text: String { text(startIndex..<endIndex) }

  /// The bytes as a slice of the shared array (whose indices are the array's, not offsets).
  var slice: ArraySlice<UInt8> { storage[(base + startIndex)..<(base + endIndex)] }
}
