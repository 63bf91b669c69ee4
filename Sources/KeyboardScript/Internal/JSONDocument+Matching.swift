extension JSONDocument {
  /// An object member whose key has not been turned into a `String`: the key's string entry and
  /// the value.
  package struct RawMember: Hashable, Sendable {
    /// The key, a string value of the document.
    package var key: Index
    /// The member's value.
    package var value: Index
  }

  /// The members of the object at `index` in document order, without decoding their keys;
  /// empty if the value is not an object.
  package func rawMembers(_ index: Index) -> RawMembers {
    guard index.rawValue < entries.count, entries[index.rawValue].kind == .object else {
      return RawMembers(entries: entries, position: 0, end: 0)
    }
    return RawMembers(
      entries: entries, position: index.rawValue + 1,
      end: entries[index.rawValue].containerEnd)
  }

  /// The members of an object in document order, as returned by `rawMembers(_:)`.
  package struct RawMembers: Sequence, IteratorProtocol, Sendable {
    let entries: Tape
    var position: Int
    let end: Int

    /// The next member, or `nil` after the last one.
    package mutating func next() -> RawMember? {
      let valuePosition = position + 1
      guard valuePosition < end, valuePosition < entries.count else { return nil }
      let key = position
      position = JSONDocument.next(after: valuePosition, in: entries)
      return RawMember(key: Index(rawValue: key), value: Index(rawValue: valuePosition))
    }
  }

  /// Calls `body` with the bytes of a string written without escapes — their start, length and
  /// how many bytes may be read from the start — in `buffer`, the document's bytes; `nil` if
  /// `entry` is not such a string.
  @inline(__always)
  private static func withPlainText<Result>(
    of entry: Entry, in buffer: UnsafeBufferPointer<UInt8>,
    _ body: (_ start: UnsafePointer<UInt8>?, _ length: Int, _ readable: Int) -> Result
  ) -> Result? {
    let start = entry.start + 1
    let end = entry.stringEnd
    guard entry.kind == .string, !entry.flag, start <= end, end <= buffer.count else {
      return nil
    }
    return body(buffer.baseAddress.map { $0 + start }, end - start, buffer.count - start)
  }

  /// The position in `table` of the name the string at `index` equals, comparing UTF-8 bytes
  /// without creating a `String`; `nil` if it equals none or is not a string.
  func match(_ index: Index, in table: KeyTable) -> Int? {
    guard index.rawValue >= 0, index.rawValue < entries.count else { return nil }
    let entry = entries[index.rawValue]
    guard entry.kind == .string else { return nil }
    guard !entry.flag else {
      // Escapes are rare in keys and names: decode, then compare.
      let text = Array((string(index) ?? "").utf8)
      return text.withUnsafeBufferPointer { table.position(of: $0) }
    }
    return bytes.withUnsafeBufferPointer { buffer in
      Self.withPlainText(of: entry, in: buffer) { start, length, readable in
        table.position(of: start, length: length, readable: readable)
      } ?? nil
    }
  }

  /// The key of the string at `index` as it is written, or `nil` if the value is not a string
  /// or its text holds escapes (then the key of its bytes is not the key of its value).
  func stringKey(_ index: Index) -> StringKey? {
    guard index.rawValue >= 0, index.rawValue < entries.count else { return nil }
    let entry = entries[index.rawValue]
    return bytes.withUnsafeBufferPointer { buffer in
      Self.withPlainText(of: entry, in: buffer) { start, length, readable in
        StringKey(start, length: length, readable: readable)
      }
    }
  }

  /// The members of an object matched against a key table in one pass, as returned by
  /// `matchedMembers(of:in:)`.
  struct MemberMatch {
    /// The most keys a table may have for ``JSONDocument/matchedMembers(of:in:)``.
    static let capacity = InlineSlots.count

    /// The tape index of each key's value, by the key's position in the table; -1 where absent.
    var values = InlineSlots(repeating: -1)
    /// Bit `n` is set when the key at position `n` is present.
    var present: UInt32 = 0
  }

  /// The members of the object at `index` matched against `table` in one pass, or `nil` if the
  /// value is not an object, or a key is not in the table, is written with escapes or is
  /// repeated; callers then take a slower path that handles escapes and words the error.
  func matchedMembers(of index: Index, in table: KeyTable) -> MemberMatch? {
    guard index.rawValue >= 0, index.rawValue < entries.count, table.count <= MemberMatch.capacity
    else { return nil }
    let object = entries[index.rawValue]
    guard object.kind == .object else { return nil }
    let end = min(object.containerEnd, entries.count)
    return bytes.withUnsafeBufferPointer { buffer -> MemberMatch? in
      var match = MemberMatch()
      var position = index.rawValue + 1
      while position + 1 < end {
        let slot = Self.withPlainText(of: entries[position], in: buffer) {
          start, length, readable in
          table.position(of: start, length: length, readable: readable)
        }
        guard let slot = slot ?? nil, match.present & 1 << UInt32(slot) == 0 else { return nil }
        match.present |= 1 << UInt32(slot)
        match.values[slot] = Int32(truncatingIfNeeded: position + 1)
        position = JSONDocument.next(after: position + 1, in: entries)
      }
      return match
    }
  }
}
