extension ScriptDecoder {
  /// The values of an object's members by their key's position in a key table, kept inline so
  /// that reading an object allocates nothing.
  struct Fields {
    /// The most keys a table may have: as many as a member match holds.
    static let capacity = JSONDocument.MemberMatch.capacity

    private var storage = InlineSlots(repeating: -1)
    /// The number of keys in the table.
    let count: Int
    /// Bit `n` is set when the key at position `n` is present.
    private(set) var present: UInt32 = 0

    /// Creates an empty set of values for a table of `count` keys.
    init(count: Int) {
      self.count = min(count, Self.capacity)
    }

    /// The values of a table of `count` keys found by ``JSONDocument/matchedMembers(of:in:)``.
    init(count: Int, _ match: JSONDocument.MemberMatch) {
      self.count = min(count, Self.capacity)
      storage = match.values
      present = match.present
    }

    /// The value of the key at `position`, or `nil` if the object does not have it.
    subscript(position: Int) -> JSONDocument.Index? {
      get {
        guard position >= 0, position < count, storage[position] >= 0 else { return nil }
        return JSONDocument.Index(rawValue: Int(storage[position]))
      }
      set {
        guard position >= 0, position < count else { return }
        storage[position] = Int32(truncatingIfNeeded: newValue?.rawValue ?? -1)
        if newValue == nil {
          present &= ~(1 << UInt32(position))
        } else {
          present |= 1 << UInt32(position)
        }
      }
    }
  }
}
