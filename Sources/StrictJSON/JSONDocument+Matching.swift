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

  /// The slot in `table` of the name the string at `index` equals, comparing UTF-8 bytes
  /// without creating a `String`; `nil` if it equals none or is not a string.
  package func match(_ index: Index, in table: KeyTable) -> Int? {
    guard index.rawValue >= 0, index.rawValue < entries.count else { return nil }
    let entry = entries[index.rawValue]
    guard entry.kind == .string else { return nil }
    guard !entry.flag else {
      // Escapes are rare in keys and names: decode, then compare.
      let text = Array((string(index) ?? "").utf8)
      return text.withUnsafeBufferPointer { table.slot(of: $0) }
    }
    return bytes.withUnsafeBufferPointer { buffer in
      Self.withPlainText(of: entry, in: buffer) { start, length, readable in
        table.slot(of: start, length: length, readable: readable)
      } ?? nil
    }
  }

  /// The key of the string at `index` as it is written, or `nil` if the value is not a string
  /// or its text holds escapes (then the key of its bytes is not the key of its value).
  package func stringKey(_ index: Index) -> StringKey? {
    guard index.rawValue >= 0, index.rawValue < entries.count else { return nil }
    let entry = entries[index.rawValue]
    return bytes.withUnsafeBufferPointer { buffer in
      Self.withPlainText(of: entry, in: buffer) { start, length, readable in
        StringKey(start, length: length, readable: readable)
      }
    }
  }

  /// The members of an object matched against a key table, by the slots of their keys, as
  /// returned by ``JSONDocument/matchedMembers(of:in:)``: inline, so that matching an object
  /// allocates nothing.
  package struct MemberMatch {
    /// One more than the largest slot a table may have for
    /// ``JSONDocument/matchedMembers(of:in:)``: a bit of ``present`` for each.
    package static var capacity: Int { 64 }

    /// The tape index of each key's value, by the key's slot; meaningful where ``present``
    /// has the slot's bit. A vector is stored inline and indexed without copying it.
    package private(set) var values = SIMD64<Int32>()
    /// Bit `n` is set when the key in slot `n` is present.
    package private(set) var present: UInt64 = 0

    /// No members.
    package init() {}

    /// The value of the key in `slot`, or `nil` if the object does not have it.
    package subscript(slot: Int) -> Index? {
      guard slot >= 0, slot < Self.capacity, present & 1 << UInt64(slot) != 0 else {
        return nil
      }
      return Index(rawValue: Int(values[slot]))
    }

    /// Records `value` as the value of the key in `slot`; a slot outside `0..<capacity` is
    /// ignored.
    package mutating func set(_ slot: Int, _ value: Index) {
      guard slot >= 0, slot < Self.capacity else { return }
      values[slot] = Int32(truncatingIfNeeded: value.rawValue)
      present |= 1 << UInt64(slot)
    }
  }

  /// The members of the object at `index` matched against `table` in one pass, or `nil` if the
  /// value is not an object, or a key is not in the table, is written with escapes or is
  /// repeated, or the table has slots beyond ``MemberMatch/capacity``; callers then take a
  /// slower path that handles escapes and words the error.
  package func matchedMembers(of index: Index, in table: KeyTable) -> MemberMatch? {
    var match = MemberMatch()
    return matchMembers(of: index, in: table, into: &match) ? match : nil
  }

  /// ``matchedMembers(of:in:)`` into `match`, which must hold no members: whether the members
  /// matched. Matching in place spares copying the match.
  package func matchMembers(
    of index: Index, in table: KeyTable, into match: inout MemberMatch
  ) -> Bool {
    guard index.rawValue >= 0, index.rawValue < entries.count,
      table.slotLimit <= MemberMatch.capacity
    else { return false }
    let object = entries[index.rawValue]
    guard object.kind == .object else { return false }
    let end = min(object.containerEnd, entries.count)
    return bytes.withUnsafeBufferPointer { buffer -> Bool in
      var position = index.rawValue + 1
      while position + 1 < end {
        let slot = Self.withPlainText(of: entries[position], in: buffer) {
          start, length, readable in
          table.slot(of: start, length: length, readable: readable)
        }
        guard let slot = slot ?? nil, slot >= 0, match.present & 1 << UInt64(slot) == 0 else {
          return false
        }
        match.set(slot, Index(rawValue: position + 1))
        position = JSONDocument.next(after: position + 1, in: entries)
      }
      return true
    }
  }
}
