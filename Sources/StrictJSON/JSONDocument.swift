/// The type of a JSON value.
package enum JSONKind: UInt8, Hashable, Sendable, CustomStringConvertible {
  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool
  /// A number.
  case number
  /// A string.
  case string
  /// An array: `[...]`.
  case array
  /// An object: `{...}`.
  case object

  /// The JSON name of the kind, such as `number` or `object`, for error messages.
  package var description: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A parsed, immutable JSON document that remembers the byte offset of every value.
///
/// Parsing validates the whole document strictly (RFC 8259) in one pass and records each
/// value as an entry of a flat tape; nothing is allocated per value. Strings are kept as byte
/// ranges and decoded only when `string(_:)` or `members(_:)` asks for them. Values are
/// addressed by `Index`; an index is only meaningful for the document that produced it.
package struct JSONDocument: Sendable {
  /// The position of a value in a document's tape.
  package struct Index: Hashable, Comparable, Sendable {
    let rawValue: Int

    /// The index of the tape entry at `rawValue`.
    package init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Orders indices by their position in the document.
    package static func < (lhs: Index, rhs: Index) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// A member of an object: its decoded key, where the key starts, and its value.
  package struct Member: Hashable, Sendable {
    /// The key with escapes decoded.
    package var key: String
    /// The byte offset of the key's opening quote.
    package var keyOffset: Int
    /// The member's value.
    package var value: JSONDocument.Index
  }

  /// One value on the tape, 16 bytes.
  ///
  /// `payload` holds a number's bit pattern, a string's end offset (its closing quote), or a
  /// container's end index (one past its last entry) in the low 32 bits and its element or
  /// member count in the high 32 bits. `flag` is a boolean's value or whether a string
  /// contains escapes. An object's members are stored as a string entry for the key followed
  /// by the value. The parser rejects documents over 4 GiB, so offsets, indices and counts
  /// all fit in 32 bits.
  struct Entry {
    private var payload: UInt64
    private var startOffset: UInt32
    let kind: JSONKind
    let flag: Bool

    init(kind: JSONKind, start: Int, flag: Bool = false, payload: UInt64 = 0) {
      self.payload = payload
      self.startOffset = UInt32(truncatingIfNeeded: start)
      self.kind = kind
      self.flag = flag
    }

    /// The byte offset where the value starts.
    var start: Int { Int(startOffset) }
    /// A number's value.
    var number: Double { Double(bitPattern: payload) }
    /// The offset of a string's closing quote.
    var stringEnd: Int { Int(truncatingIfNeeded: payload) }
    /// The index one past a container's last entry.
    var containerEnd: Int { Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) }
    /// The number of elements or members of a container.
    var containerCount: Int { Int(truncatingIfNeeded: payload >> 32) }

    /// Counts one more element or member of an open container.
    mutating func addElement() {
      payload &+= 1 << 32
    }

    /// Records where a container ends (its count is already in place), once it is closed.
    mutating func close(end: Int) {
      payload = payload & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(truncatingIfNeeded: end))
    }
  }

  /// The UTF-8 text of the document.
  package let bytes: [UInt8]
  let entries: Tape

  /// Parses `bytes` as one strict JSON value, rejecting containers nested deeper than
  /// `maximumDepth`.
  package init(bytes: [UInt8], maximumDepth: Int = 256) throws(JSONSyntaxError) {
    self.bytes = bytes
    self.entries = try Parser.parse(bytes, maximumDepth: maximumDepth)
  }

  /// The index of the top-level value.
  package var root: Index {
    Index(rawValue: 0)
  }

  /// The kind of the value at `index`.
  package func kind(_ index: Index) -> JSONKind {
    entry(index)?.kind ?? .null
  }

  /// The byte offset where the value at `index` starts (for strings, the opening quote).
  package func offset(_ index: Index) -> Int {
    entry(index)?.start ?? 0
  }

  /// The value at `index` if it is `true` or `false`, otherwise `nil`.
  package func bool(_ index: Index) -> Bool? {
    guard let entry = entry(index), entry.kind == .bool else { return nil }
    return entry.flag
  }

  /// The value at `index` if it is a number, otherwise `nil`: the nearest `Double` to the
  /// number's text, infinity of its sign for a number beyond the largest `Double` (`1e400`).
  package func number(_ index: Index) -> Double? {
    guard let entry = entry(index), entry.kind == .number else { return nil }
    return entry.number
  }

  /// The value at `index` with escapes decoded if it is a string, otherwise `nil`.
  package func string(_ index: Index) -> String? {
    guard let entry = entry(index), entry.kind == .string else { return nil }
    return decodeString(entry)
  }

  /// The two elements of the array at `index` if it holds exactly two elements and both are
  /// numbers, otherwise `nil`.
  ///
  /// Numbers are single tape entries, so such an array's elements are the entries right after
  /// it; nothing is allocated.
  package func numberPair(_ index: Index) -> (Double, Double)? {
    guard let first = numberRun(index, count: 2) else { return nil }
    return (entries[first].number, entries[first + 1].number)
  }

  /// The four elements of the array at `index` if it holds exactly four elements and all are
  /// numbers, otherwise `nil`; allocates nothing, like ``numberPair(_:)``.
  package func numberQuad(_ index: Index) -> (Double, Double, Double, Double)? {
    guard let first = numberRun(index, count: 4) else { return nil }
    return (
      entries[first].number, entries[first + 1].number, entries[first + 2].number,
      entries[first + 3].number
    )
  }

  /// The tape position of the first element of the array at `index` if it holds exactly `count`
  /// elements and all are numbers, otherwise `nil`.
  @inline(__always)
  private func numberRun(_ index: Index, count: Int) -> Int? {
    let first = index.rawValue + 1
    guard let entry = entry(index), entry.kind == .array, entry.containerCount == count,
      first + count <= entries.count
    else { return nil }
    for offset in 0..<count where entries[first + offset].kind != .number {
      return nil
    }
    return first
  }

  /// An upper bound on the number of views in the view object at `index`, from the size of its
  /// subtree on the tape: the smallest view (`{"id": "", "frame": [0, 0, 0, 0]}`) takes nine
  /// entries, the object, two keys, an id, an array and four numbers.
  package func viewCountBound(ofSubtree index: Index) -> Int {
    guard let entry = entry(index), entry.kind == .object else { return 1 }
    return (entry.containerEnd - index.rawValue) / 9 + 1
  }

  /// The number of elements of an array or members of an object; 0 for other values.
  package func count(_ index: Index) -> Int {
    guard let entry = entry(index), entry.kind == .array || entry.kind == .object else {
      return 0
    }
    return entry.containerCount
  }

  /// The elements of the array at `index` in order; empty if the value is not an array.
  package func elements(_ index: Index) -> Elements {
    guard let entry = entry(index), entry.kind == .array else {
      return Elements(entries: entries, position: 0, end: 0)
    }
    return Elements(entries: entries, position: index.rawValue + 1, end: entry.containerEnd)
  }

  /// The members of the object at `index` in document order; empty if it is not an object.
  ///
  /// Duplicate keys are reported as they appear; detecting them is up to the caller.
  package func members(_ index: Index) -> Members {
    Members(document: self, raw: rawMembers(index))
  }

  /// The 1-based line and column of byte `offset`, computed by scanning for line breaks.
  package func location(ofOffset offset: Int) -> TextLocation {
    TextLocation(offset: offset, in: bytes)
  }

  private func entry(_ index: Index) -> Entry? {
    index.rawValue >= 0 && index.rawValue < entries.count ? entries[index.rawValue] : nil
  }

  /// The index just past the value at `position`, skipping a container's subtree.
  static func next(after position: Int, in entries: Tape) -> Int {
    let entry = entries[position]
    switch entry.kind {
    case .array, .object: return entry.containerEnd
    case .null, .bool, .number, .string: return position + 1
    }
  }

  /// The elements of an array in document order, as returned by `elements(_:)`.
  package struct Elements: Sequence, IteratorProtocol, Sendable {
    let entries: Tape
    var position: Int
    let end: Int

    /// The next element's index, or `nil` after the last element.
    package mutating func next() -> Index? {
      guard position < end, position < entries.count else { return nil }
      let current = position
      position = JSONDocument.next(after: current, in: entries)
      return Index(rawValue: current)
    }
  }

  /// The members of an object in document order, as returned by `members(_:)`: its raw
  /// members with their keys decoded.
  package struct Members: Sequence, IteratorProtocol, Sendable {
    let document: JSONDocument
    var raw: RawMembers

    /// The next member with its key decoded, or `nil` after the last member.
    package mutating func next() -> Member? {
      guard let member = raw.next() else { return nil }
      let keyEntry = document.entries[member.key.rawValue]
      return Member(
        key: document.decodeString(keyEntry), keyOffset: keyEntry.start, value: member.value)
    }
  }

  /// Decodes a string entry's bytes, which the parser has already validated.
  private func decodeString(_ entry: Entry) -> String {
    let contentStart = entry.start + 1
    let contentEnd = entry.stringEnd
    guard contentStart <= contentEnd, contentEnd <= bytes.count else { return "" }
    let hasEscapes = entry.flag
    return bytes.withUnsafeBufferPointer { buffer in
      let content = UnsafeBufferPointer(rebasing: buffer[contentStart..<contentEnd])
      guard hasEscapes else {
        return String(decoding: content, as: UTF8.self)
      }
      // Decoding never makes a string longer: every escape is longer than its UTF-8.
      return String(unsafeUninitializedCapacity: content.count) { output in
        Self.unescape(content, into: output)
      }
    }
  }

  /// Writes `content` with its escape sequences decoded to `output`; returns the byte count.
  private static func unescape(
    _ content: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var written = 0
    func write(_ byte: UInt8) {
      guard written < output.count else { return }
      output[written] = byte
      written += 1
    }
    var index = 0
    while index < content.count {
      let byte = content[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < content.count else {
        write(byte)
        index += 1
        continue
      }
      let escaped = content[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): write(0x08)
      case UInt8(ascii: "f"): write(0x0C)
      case UInt8(ascii: "n"): write(0x0A)
      case UInt8(ascii: "r"): write(0x0D)
      case UInt8(ascii: "t"): write(0x09)
      case UInt8(ascii: "u"):
        var scalar = hexValue(content, at: index)
        index += 4
        if (0xD800...0xDBFF).contains(scalar) {
          // The parser guarantees a low surrogate escape follows: `\uDC00`...`\uDFFF`.
          let low = hexValue(content, at: index + 2)
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
        }
        let unicodeScalar = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        for byte in unicodeScalar.utf8 {
          write(byte)
        }
      default: write(escaped)  // `"`, `\` and `/` stand for themselves.
      }
    }
    return written
  }

  /// The value of the four hex digits at `position`, or 0xFFFD if they are not there.
  private static func hexValue(_ content: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt32 {
    guard position >= 0, position + 4 <= content.count else {
      return 0xFFFD
    }
    var value: UInt32 = 0
    for index in position..<(position + 4) {
      guard let digit = hexDigitValue(content[index]) else { return 0xFFFD }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The value of an ASCII hex digit, or `nil` if `byte` is not one.
  static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
