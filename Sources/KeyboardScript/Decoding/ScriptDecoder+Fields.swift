import StrictJSON

extension ScriptDecoder {
  /// The values of an object's members by their keys, kept inline so that reading an object
  /// allocates nothing: `fields[.frame]`, and ``JSONDocument/MemberMatch/present`` holds the
  /// present keys' ``ScriptKey/bit``s.
  typealias Fields = JSONDocument.MemberMatch
}

extension JSONDocument.MemberMatch {
  /// The value of `key`, or `nil` if the object does not have it.
  ///
  /// Read here from the match's stored values rather than through the reader's subscript: a
  /// call into the reader's module is not inlined, and passing the 264-byte match to it copies
  /// the match.
  @inline(__always)
  subscript(key: ScriptKey) -> JSONDocument.Index? {
    let slot = key.slot
    guard slot >= 0, slot < Self.capacity, present & 1 << UInt64(slot) != 0 else { return nil }
    return JSONDocument.Index(rawValue: Int(values[slot]))
  }
}
