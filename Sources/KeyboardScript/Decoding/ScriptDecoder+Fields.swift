import StrictJSON

extension ScriptDecoder {
  /// The values of an object's members by their keys, kept inline so that reading an object
  /// allocates nothing: `fields[.frame]`, and ``JSONDocument/MemberMatch/present`` holds the
  /// present keys' ``ScriptKey/bit``s.
  typealias Fields = JSONDocument.MemberMatch
}

extension JSONDocument.MemberMatch {
  /// The value of `key`, or `nil` if the object does not have it.
  @inline(__always)
  subscript(key: ScriptKey) -> JSONDocument.Index? {
    self[key.slot]
  }
}
