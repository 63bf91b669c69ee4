/// What an edit changed in a text, in UTF-16 units: the old text's `[prefix, oldCount − suffix)`
/// became the new text's `[prefix, newCount − suffix)` (the article "Preserving scroll position and
/// the caret").
///
/// `prefix` is the length of the longest common UTF-16 prefix of the two texts and `suffix`
/// that of their longest common UTF-16 suffix, limited so that `prefix + suffix` fits in the
/// shorter text.
///
/// ```swift
/// let edit = UTF16Edit(from: "Hello world", to: "Hello, big world")
/// print(edit.prefix, edit.suffix, edit.oldCount, edit.newCount)  // 5 6 11 16
/// ```
///
/// Both are found on the texts' UTF-8 bytes, eight at a time, and converted to UTF-16 units only
/// where they end: a common UTF-8 prefix rounded down to a scalar boundary is a common UTF-16
/// prefix, which goes one unit further when the first differing scalars are both encoded with
/// surrogate pairs that share their high surrogate (`"😀"` and `"😁"` share 1 unit); the same
/// goes for suffixes and low surrogates. The places where the common parts end are kept in both
/// encodings, so that a UTF-16 offset of the new text can be found from the nearest of them
/// (``newScalar(containingUTF16Offset:in:)``) without the string's UTF-16 breadcrumbs, which a
/// new string would have to build over its whole length.
///
/// - Complexity: O(*n*) in the texts' UTF-8 lengths, without allocating.
package struct UTF16Edit: Hashable, Sendable {
  /// A place in a text, in UTF-8 and UTF-16 code units.
  package struct Position: Hashable, Sendable {
    /// The offset in UTF-8 code units (bytes).
    package var utf8: Int
    /// The offset in UTF-16 code units.
    package var utf16: Int
  }

  /// The length of the common prefix, in UTF-16 units.
  package var prefix: Int
  /// The length of the common suffix, in UTF-16 units, at most the shorter length − `prefix`.
  package var suffix: Int
  /// The old text's length in UTF-16 units.
  package var oldCount: Int
  /// The new text's length in UTF-16 units.
  package var newCount: Int
  /// Where the common prefix, rounded down to a scalar boundary, ends (in both texts).
  private var prefixEnd: Position
  /// Where the common suffix, rounded up to a scalar boundary, starts in the new text.
  private var newSuffixStart: Position

  /// The edit that turns `oldText` into `newText`.
  package init(from oldText: String, to newText: String) {
    var oldText = oldText
    var newText = newText
    self = oldText.withUTF8 { old in
      newText.withUTF8 { new in
        Self(old: UnsafeRawBufferPointer(old), new: UnsafeRawBufferPointer(new))
      }
    }
  }

  /// Finds the edit that turns `oldText` into `newText` and calls `body` with it and with a
  /// function that finds the scalar of the new text at a UTF-16 offset
  /// (``newScalar(containingUTF16Offset:in:)``), all on the texts' UTF-8 bytes in place: the
  /// package's safe way to scan an edit, the unsafe buffers staying inside this module.
  ///
  /// A text that is not stored as contiguous UTF-8 (a bridged `NSString`) is copied once.
  package static func scanning<Result>(
    from oldText: String, to newText: String,
    _ body: (UTF16Edit, _ newScalar: (_ utf16Offset: Int) -> Position) -> Result
  ) -> Result {
    var oldText = oldText
    var newText = newText
    return oldText.withUTF8 { old in
      newText.withUTF8 { new in
        let bytes = UnsafeRawBufferPointer(new)
        let edit = UTF16Edit(old: UnsafeRawBufferPointer(old), new: bytes)
        return body(edit) { edit.newScalar(containingUTF16Offset: $0, in: bytes) }
      }
    }
  }

  /// The edit between two texts given by their (valid) UTF-8 bytes.
  init(old: UnsafeRawBufferPointer, new: UnsafeRawBufferPointer) {
    let shorter = min(old.count, new.count)
    // The common prefix in bytes, rounded down to the start of a scalar. The bytes before it
    // are the same in both texts, so scalars start at the same places in both.
    var prefixBytes = Self.commonPrefix(old, new, limit: shorter)
    while prefixBytes < old.count, Self.isContinuation(old[prefixBytes]) { prefixBytes -= 1 }
    let prefixCount = Self.utf16Count(old, 0..<prefixBytes)
    var prefix = prefixCount
    if let oldScalar = Self.scalar(in: old, startingAt: prefixBytes),
      let newScalar = Self.scalar(in: new, startingAt: prefixBytes),
      // Both encoded as surrogate pairs whose high surrogates (the top ten bits) are the same.
      oldScalar > 0xFFFF, newScalar > 0xFFFF,
      (oldScalar - 0x1_0000) >> 10 == (newScalar - 0x1_0000) >> 10
    {
      prefix += 1
    }
    // The common suffix in bytes, rounded up to the start of a scalar.
    var suffixBytes = Self.commonSuffix(old, new, limit: shorter)
    while suffixBytes > 0, Self.isContinuation(old[old.count - suffixBytes]) { suffixBytes -= 1 }
    let suffixCount = Self.utf16Count(old, (old.count - suffixBytes)..<old.count)
    var suffix = suffixCount
    if let oldScalar = Self.scalar(in: old, endingAt: old.count - suffixBytes),
      let newScalar = Self.scalar(in: new, endingAt: new.count - suffixBytes),
      // Both encoded as surrogate pairs whose low surrogates (the low ten bits) are the same.
      oldScalar > 0xFFFF, newScalar > 0xFFFF,
      oldScalar & 0x3FF == newScalar & 0x3FF
    {
      suffix += 1
    }
    // The lengths: the common parts are counted once, unless they overlap (in a text such as
    // "aaa" made "aaaa", where the common prefix and suffix share units).
    let common = prefixCount + suffixCount
    oldCount =
      prefixBytes <= old.count - suffixBytes
      ? common + Self.utf16Count(old, prefixBytes..<(old.count - suffixBytes))
      : Self.utf16Count(old, 0..<old.count)
    newCount =
      prefixBytes <= new.count - suffixBytes
      ? common + Self.utf16Count(new, prefixBytes..<(new.count - suffixBytes))
      : Self.utf16Count(new, 0..<new.count)
    self.prefix = prefix
    self.suffix = min(suffix, min(oldCount, newCount) - prefix)
    prefixEnd = Position(utf8: prefixBytes, utf16: prefixCount)
    newSuffixStart = Position(utf8: new.count - suffixBytes, utf16: newCount - suffixCount)
  }

  /// The scalar of the new text that starts at or contains the UTF-16 offset `offset`: its
  /// start, in both encodings.
  ///
  /// The search starts from the nearest place whose offsets are known: the text's start or
  /// end, the end of the common prefix or the start of the common suffix.
  ///
  /// - Parameters:
  ///   - offset: A UTF-16 offset in `0..<newCount`.
  ///   - new: The new text's UTF-8 bytes, as given to ``init(old:new:)``.
  /// - Complexity: O(*d*) for a distance *d* from that place, eight bytes at a time.
  func newScalar(containingUTF16Offset offset: Int, in new: UnsafeRawBufferPointer) -> Position {
    // Offsets known before and after `offset`.
    var before = Position(utf8: 0, utf16: 0)
    var after = Position(utf8: new.count, utf16: newCount)
    func consider(_ known: Position) {
      if known.utf16 <= offset, known.utf16 > before.utf16 { before = known }
      if known.utf16 > offset, known.utf16 < after.utf16 { after = known }
    }
    consider(prefixEnd)
    consider(newSuffixStart)
    return offset - before.utf16 <= after.utf16 - offset
      ? Self.scalar(containing: offset, after: before, in: new)
      : Self.scalar(containing: offset, before: after, in: new)
  }

  /// The number of UTF-16 units that encode the scalars whose first byte is in `word`, eight
  /// bytes of UTF-8: one per byte that is not a continuation byte, one more per four-byte lead.
  @inline(__always)
  private static func utf16Count(startingIn word: UInt64) -> Int {
    let high: UInt64 = 0x8080_8080_8080_8080
    let starts = ~(word & ~(word << 1)) & high
    let fourByteLeads = word & (word << 1) & (word << 2) & (word << 3) & high
    // At most 16 units in eight bytes: the sum of the byte lanes fits in the top byte.
    let perByte = (starts >> 7) &+ (fourByteLeads >> 7)
    return Int(truncatingIfNeeded: (perByte &* 0x0101_0101_0101_0101) >> 56)
  }

  // In the two searches below a position may fall inside a scalar; its UTF-16 offset is that
  // of the first scalar whose first byte is at or after it.

  /// The scalar of `bytes` that starts at or contains the UTF-16 offset `offset`, found going
  /// forward from `start` (at or before it).
  private static func scalar(
    containing offset: Int, after start: Position, in bytes: UnsafeRawBufferPointer
  ) -> Position {
    var position = start
    // Whole words while every scalar that starts in them ends at or before `offset`.
    while position.utf8 + 8 <= bytes.count {
      let units = utf16Count(startingIn: word(bytes, position.utf8))
      guard position.utf16 + units <= offset else { break }
      position.utf8 += 8
      position.utf16 += units
    }
    while position.utf8 < bytes.count {
      let byte = bytes[position.utf8]
      if !isContinuation(byte) {
        let width = byte >= 0xF0 ? 2 : 1
        if position.utf16 + width > offset { return position }
        position.utf16 += width
      }
      position.utf8 += 1
    }
    return position
  }

  /// The scalar of `bytes` that starts at or contains the UTF-16 offset `offset`, found going
  /// back from `end` (after it).
  private static func scalar(
    containing offset: Int, before end: Position, in bytes: UnsafeRawBufferPointer
  ) -> Position {
    var position = end
    // Whole words while every scalar that starts in them starts after `offset`.
    while position.utf8 >= 8 {
      let units = utf16Count(startingIn: word(bytes, position.utf8 - 8))
      guard position.utf16 - units > offset else { break }
      position.utf8 -= 8
      position.utf16 -= units
    }
    while position.utf8 > 0 {
      position.utf8 -= 1
      let byte = bytes[position.utf8]
      if !isContinuation(byte) {
        position.utf16 -= byte >= 0xF0 ? 2 : 1
        if position.utf16 <= offset { return position }
      }
    }
    return position
  }

  /// Whether `byte` continues a scalar in UTF-8 (`10xxxxxx`).
  @inline(__always)
  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Eight bytes from `offset`, the first in the lowest bits whatever the machine's byte order.
  @inline(__always)
  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// How many leading bytes `a` and `b` share, at most `limit` (≤ both counts).
  private static func commonPrefix(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int
  ) -> Int {
    var count = 0
    while count + 8 <= limit {
      let difference = word(a, count) ^ word(b, count)
      if difference != 0 { return count + difference.trailingZeroBitCount / 8 }
      count += 8
    }
    while count < limit, a[count] == b[count] { count += 1 }
    return count
  }

  /// How many trailing bytes `a` and `b` share, at most `limit` (≤ both counts).
  private static func commonSuffix(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int
  ) -> Int {
    var count = 0
    while count + 8 <= limit {
      let difference = word(a, a.count - count - 8) ^ word(b, b.count - count - 8)
      if difference != 0 { return count + difference.leadingZeroBitCount / 8 }
      count += 8
    }
    while count < limit, a[a.count - count - 1] == b[b.count - count - 1] { count += 1 }
    return count
  }

  /// The number of UTF-16 units that encode the scalars of `bytes[range]` (which starts and
  /// ends on scalar boundaries): one per byte that is not a continuation byte, and one more per
  /// four-byte scalar.
  private static func utf16Count(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
    let high: UInt64 = 0x8080_8080_8080_8080
    let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    var count = 0
    var offset = range.lowerBound
    while offset + 8 <= range.upperBound {
      // Eight one-byte counters, each adding at most 2 per word: 127 words cannot overflow.
      var lanes: UInt64 = 0
      let stop = min(range.upperBound, offset + 127 * 8)
      while offset + 8 <= stop {
        let word = word(bytes, offset)
        // Bit 7 of each byte: set for a byte that starts a scalar (not `10xxxxxx`), and for a
        // four-byte lead (`11110xxx`).
        let starts = ~(word & ~(word << 1)) & high
        let fourByteLeads = word & (word << 1) & (word << 2) & (word << 3) & high
        lanes &+= (starts >> 7) &+ (fourByteLeads >> 7)
        offset += 8
      }
      let pairs = (lanes & lowBytes) &+ ((lanes >> 8) & lowBytes)
      count += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }
    while offset < range.upperBound {
      let byte = bytes[offset]
      if !isContinuation(byte) { count += 1 }
      if byte >= 0xF0 { count += 1 }
      offset += 1
    }
    return count
  }

  /// The scalar value whose encoding starts at `offset`; `nil` at the end.
  private static func scalar(in bytes: UnsafeRawBufferPointer, startingAt offset: Int) -> UInt32? {
    guard offset < bytes.count else { return nil }
    return decode(bytes, offset)
  }

  /// The scalar value whose encoding ends just before `offset`; `nil` at the start.
  private static func scalar(in bytes: UnsafeRawBufferPointer, endingAt offset: Int) -> UInt32? {
    guard offset > 0 else { return nil }
    var start = offset - 1
    while start > 0, isContinuation(bytes[start]) { start -= 1 }
    return decode(bytes, start)
  }

  /// The scalar value whose (valid) UTF-8 encoding starts at `offset`.
  private static func decode(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
    let lead = UInt32(bytes[offset])
    let length =
      switch lead {
      case ..<0x80: 1
      case ..<0xE0: 2
      case ..<0xF0: 3
      default: 4
      }
    var value = length == 1 ? lead : lead & (0x7F >> length)
    for index in offset + 1..<min(offset + length, bytes.count) {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
    }
    return value
  }
}
