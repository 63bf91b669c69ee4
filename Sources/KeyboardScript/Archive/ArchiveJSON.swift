import KeyboardAvoidance
import StrictJSON

/// The JSON text of a ``KeyboardAvoidance/PreservationArchive``, written and read by the script
/// layer's own JSON code: the bytes a script's `terminate` keeps and its `relaunch` restores.
///
/// Writing is deterministic (keys in order, numbers in their shortest form), so the same run
/// keeps the same bytes. Reading is strict like the script format: a value of the wrong type or
/// an unknown key makes the whole archive unreadable, with a message that names its JSON path
/// (`archive.containers["app/feed"].distance: expected a number, found a string`). The
/// restoration data is disposable, so the runner turns that message into a warning.
package enum ArchiveJSON {
  /// The archive as one line of JSON.
  package static func encode(_ archive: PreservationArchive) -> String {
    var writer = Writer(reserving: archive)
    let pieces = writer.pieces
    writer.write(pieces.version)
    writer.text.append(integer: archive.version)
    writer.write(pieces.containers)
    for (position, (path, anchor)) in archive.containers.sorted(by: { $0.key < $1.key })
      .enumerated()
    {
      if position > 0 { writer.text.append(", ") }
      writer.text.append(quotedKey: path)
      writer.anchor(anchor)
    }
    writer.write(pieces.fields)
    for (position, (path, field)) in archive.fields.sorted(by: { $0.key < $1.key }).enumerated() {
      if position > 0 { writer.text.append(", ") }
      writer.text.append(quotedKey: path)
      writer.text.append("{")
      if let text = field.text {
        writer.write(pieces.text)
        writer.text.append(quoted: text)
      }
      if let range = field.selection {
        writer.write(field.text == nil ? pieces.selection : pieces.nextSelection)
        writer.text.append(integer: range.location)
        writer.text.append(", ")
        writer.text.append(integer: range.length)
        writer.text.append("]")
      }
      writer.text.append("}")
    }
    writer.text.append("}")
    if let focused = archive.focusedField {
      writer.write(pieces.focused)
      writer.text.append(quoted: focused)
    }
    writer.write(pieces.tabs)
    for (position, (path, index)) in archive.selectedTabs.sorted(by: { $0.key < $1.key })
      .enumerated()
    {
      if position > 0 { writer.text.append(", ") }
      writer.text.append(quotedKey: path)
      writer.text.append(integer: index)
    }
    writer.text.append("}}")
    return writer.text.string
  }

  /// The archive's keys with the punctuation around them, as UTF-8 made once from the key
  /// table (`PreservationArchive.Key`): `, "distance": ` is one copy.
  private struct Pieces {
    /// `{"version": `, `, "containers": {`, `}, "fields": {`, `, "focused": `, `, "tabs": {`.
    let version, containers, fields, focused, tabs: [UInt8]
    /// `{"itemID": ` (an anchor's or a fallback's first key), `, "edge": ` after it and
    /// `{"edge": ` without it.
    let item, itemEdge, anchorEdge: [UInt8]
    /// `, "distance": `, `, "fallbacks": [`, `], "offset": ` and `, "pin": `.
    let distance, fallbacks, offset, pin: [UInt8]
    /// `, {"itemID": `: a fallback after another.
    let nextFallbackItem: [UInt8]
    /// `"text": `, and `"selection": [` first or `, "selection": [` after the text.
    let text, selection, nextSelection: [UInt8]

    init() {
      func piece(_ before: String, _ key: PreservationArchive.Key, _ after: String = "") -> [UInt8]
      {
        Array("\(before)\"\(key.rawValue)\": \(after)".utf8)
      }
      version = piece("{", .version)
      containers = piece(", ", .containers, "{")
      fields = piece("}, ", .fields, "{")
      focused = piece(", ", .focused)
      tabs = piece(", ", .tabs, "{")
      item = piece("{", .itemID)
      itemEdge = piece(", ", .edge)
      anchorEdge = piece("{", .edge)
      distance = piece(", ", .distance)
      fallbacks = piece(", ", .fallbacks, "[")
      offset = piece("], ", .offset)
      pin = piece(", ", .pin)
      nextFallbackItem = piece(", {", .itemID)
      text = piece("", .text)
      selection = piece("", .selection, "[")
      nextSelection = piece(", ", .selection, "[")
    }

    /// The pieces, made on first use.
    static let shared = Pieces()
  }

  /// Writes the archive's JSON with the package's JSON writer (`JSONWriter`): its numbers,
  /// strings and escapes are the writer's, the keys are the ``Pieces``.
  private struct Writer {
    var text = JSONWriter()
    let pieces = Pieces.shared

    /// A writer with room for about the archive's text.
    init(reserving archive: PreservationArchive) {
      text.bytes.reserveCapacity(
        128 + 128 * archive.containers.count + 64 * archive.fields.count
          + 32 * archive.selectedTabs.count)
    }

    /// Appends a piece.
    @inline(__always)
    mutating func write(_ piece: [UInt8]) { text.bytes.append(contentsOf: piece) }

    mutating func anchor(_ anchor: ScrollAnchor) {
      if let item = anchor.itemID {
        write(pieces.item)
        text.append(quoted: item.rawValue)
        write(pieces.itemEdge)
      } else {
        write(pieces.anchorEdge)
      }
      text.append(quoted: anchor.edge.rawValue)
      write(pieces.distance)
      text.append(number: anchor.distance)
      write(pieces.fallbacks)
      for (position, fallback) in anchor.fallbacks.enumerated() {
        write(position > 0 ? pieces.nextFallbackItem : pieces.item)
        text.append(quoted: fallback.itemID.rawValue)
        write(pieces.distance)
        text.append(number: fallback.distance)
        text.append("}")
      }
      write(pieces.offset)
      text.append(number: anchor.offset)
      write(pieces.pin)
      text.append(quoted: anchor.pin.rawValue)
      text.append("}")
    }
  }

  /// Why an archive could not be read: its JSON path and what was expected there.
  package struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, starting with the JSON path.
    package var description: String
  }

  /// Reads an archive from JSON text.
  ///
  /// - Throws: ``ReadError`` for text that is not JSON or not an archive. An archive of another
  ///   version is returned as it is (with only its version read), for the engine to refuse.
  package static func decode(_ text: String) throws(ReadError) -> PreservationArchive {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: Array(text.utf8))
    } catch {
      let location = error.location(in: Array(text.utf8))
      throw ReadError(description: "archive:\(location.line):\(location.column): \(error.message)")
    }
    var reader = Reader(document: document)
    return try reader.archive()
  }

  /// The keys of each kind of object in an archive, by slot.
  private static let archiveKeys = KeyTable(PreservationArchive.Key.archive.map(\.rawValue))
  private static let anchorKeys = KeyTable(PreservationArchive.Key.anchor.map(\.rawValue))
  private static let fallbackKeys = KeyTable(PreservationArchive.Key.fallback.map(\.rawValue))
  private static let fieldKeys = KeyTable(PreservationArchive.Key.field.map(\.rawValue))

  /// Reads the parts of an archive, keeping the JSON path of the value being read as a stack of
  /// components, written out only for an error.
  private struct Reader {
    /// One step of a JSON path: a key of the key table (kept as it is, so that a step costs no
    /// string), another key (a restoration path), or an index.
    enum Component {
      case member(PreservationArchive.Key)
      case key(String)
      case index(Int)
    }

    let document: JSONDocument
    var components: [Component] = []

    init(document: JSONDocument) {
      self.document = document
      components.reserveCapacity(8)
    }

    /// The JSON path of the value being read: `archive.containers["app/feed"].offset`.
    var path: String {
      var result = "archive"
      for component in components {
        switch component {
        case .member(let key): result += renderKey(key.rawValue)
        case .key(let key): result += renderKey(key)
        case .index(let index): result += "[\(index)]"
        }
      }
      return result
    }

    func fail(_ expected: String, at index: JSONDocument.Index) -> ReadError {
      ReadError(description: "\(path): expected \(expected), found \(document.kind(index))")
    }

    mutating func archive() throws(ReadError) -> PreservationArchive {
      var members = JSONDocument.MemberMatch()
      try object(document.root, ArchiveJSON.archiveKeys, into: &members)
      guard let versionIndex = members[0] else {
        throw ReadError(description: "archive.version: missing; expected the archive's version")
      }
      var archive = PreservationArchive()
      archive.version = try at(.version) { (reader) throws(ReadError) in
        try reader.integer(versionIndex)
      }
      guard archive.version == PreservationArchive.currentVersion else { return archive }
      if let index = members[1] {
        archive.containers = try at(.containers) { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.anchor(value)
          }
        }
      }
      if let index = members[2] {
        archive.fields = try at(.fields) { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.field(value)
          }
        }
      }
      if let index = members[3], document.kind(index) != .null {
        archive.focusedField = try at(.focused) { (reader) throws(ReadError) in
          try reader.string(index)
        }
      }
      if let index = members[4] {
        archive.selectedTabs = try at(.tabs) { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.integer(value)
          }
        }
      }
      return archive
    }

    mutating func anchor(_ index: JSONDocument.Index) throws(ReadError) -> ScrollAnchor {
      var members = JSONDocument.MemberMatch()
      try object(index, ArchiveJSON.anchorKeys, into: &members)
      guard let offset = members[4] else {
        throw ReadError(description: "\(path).offset: missing; expected the saved offset")
      }
      var anchor = ScrollAnchor(itemID: nil, offset: 0)
      if let value = members[0], document.kind(value) != .null {
        anchor.itemID = ViewID(
          try at(.itemID) { (reader) throws(ReadError) in
            try reader.string(value)
          })
      }
      if let value = members[1] {
        anchor.edge = try at(.edge) { (reader) throws(ReadError) in
          try reader.enumeration(value, ScrollAnchor.Edge.self, "\"top\" or \"bottom\"")
        }
      }
      if let value = members[2] {
        anchor.distance = try at(.distance) { (reader) throws(ReadError) in
          try reader.number(value)
        }
      }
      anchor.offset = try at(.offset) { (reader) throws(ReadError) in try reader.number(offset) }
      if let value = members[5] {
        anchor.pin = try at(.pin) { (reader) throws(ReadError) in
          try reader.enumeration(value, ScrollAnchor.Pin.self, "\"none\", \"top\" or \"end\"")
        }
      }
      if let value = members[3] {
        anchor.fallbacks = try at(.fallbacks) { (reader) throws(ReadError) in
          try reader.fallbacks(value)
        }
      }
      return anchor
    }

    mutating func fallbacks(_ index: JSONDocument.Index) throws(ReadError)
      -> [ScrollAnchor.Fallback]
    {
      guard document.kind(index) == .array else { throw fail("an array", at: index) }
      var result: [ScrollAnchor.Fallback] = []
      result.reserveCapacity(document.count(index))
      var members = JSONDocument.MemberMatch()
      var position = 0
      for element in document.elements(index) {
        components.append(.index(position))
        position += 1
        try object(element, ArchiveJSON.fallbackKeys, into: &members)
        guard let item = members[0], let distance = members[1] else {
          throw ReadError(description: "\(path): expected \"itemID\" and \"distance\"")
        }
        let id = try at(.itemID) { (reader) throws(ReadError) in try reader.string(item) }
        let value = try at(.distance) { (reader) throws(ReadError) in
          try reader.number(distance)
        }
        result.append(ScrollAnchor.Fallback(itemID: ViewID(id), distance: value))
        components.removeLast()
      }
      return result
    }

    mutating func field(_ index: JSONDocument.Index) throws(ReadError)
      -> PreservationArchive.Field
    {
      var members = JSONDocument.MemberMatch()
      try object(index, ArchiveJSON.fieldKeys, into: &members)
      var field = PreservationArchive.Field()
      if let value = members[0], document.kind(value) != .null {
        field.text = try at(.text) { (reader) throws(ReadError) in try reader.string(value) }
      }
      if let value = members[1], document.kind(value) != .null {
        field.selection = try at(.selection) { (reader) throws(ReadError) in
          try reader.range(value)
        }
      }
      return field
    }

    func range(_ index: JSONDocument.Index) throws(ReadError) -> UTF16Range {
      guard document.kind(index) == .array, document.count(index) == 2 else {
        throw fail("[location, length]", at: index)
      }
      var values: [Int] = []
      for element in document.elements(index) {
        let value = try integer(element)
        guard value >= 0 else { throw fail("[location, length], both ≥ 0", at: index) }
        values.append(value)
      }
      return UTF16Range(location: values[0], length: values[1])
    }

    /// Runs `body` with `key` added to the path.
    mutating func at<T>(
      _ key: PreservationArchive.Key, _ body: (inout Reader) throws(ReadError) -> T
    ) throws(ReadError) -> T {
      components.append(.member(key))
      let result = try body(&self)
      components.removeLast()
      return result
    }

    /// Reads the value under `key` (a key of the table, or a restoration path) with `body`.
    mutating func at<T>(_ key: String, _ body: (inout Reader) throws(ReadError) -> T)
      throws(ReadError) -> T
    {
      components.append(.key(key))
      let result = try body(&self)
      components.removeLast()
      return result
    }

    /// The members of an object whose keys are all in `table`, by slot, into `match`: matched
    /// on the document's bytes, or, for keys written with escapes or repeated (the last one
    /// counts), one by one. Matching in place spares copying the match, which is large.
    func object(
      _ index: JSONDocument.Index, _ table: KeyTable, into match: inout JSONDocument.MemberMatch
    ) throws(ReadError) {
      match = JSONDocument.MemberMatch()
      if document.matchMembers(of: index, in: table, into: &match) { return }
      guard document.kind(index) == .object else { throw fail("an object", at: index) }
      match = JSONDocument.MemberMatch()
      for member in document.members(index) {
        guard let slot = table.strings.firstIndex(of: member.key) else {
          throw ReadError(description: "\(path)\(renderKey(member.key)): unknown key")
        }
        match.set(slot, member.value)
      }
    }

    /// An object's values by key, each read by `body`.
    mutating func dictionary<T>(
      _ index: JSONDocument.Index, _ body: (inout Reader, JSONDocument.Index) throws(ReadError) -> T
    ) throws(ReadError) -> [String: T] {
      guard document.kind(index) == .object else { throw fail("an object", at: index) }
      var result: [String: T] = [:]
      result.reserveCapacity(document.count(index))
      for member in document.members(index) {
        result[member.key] = try at(member.key) { (reader) throws(ReadError) in
          try body(&reader, member.value)
        }
      }
      return result
    }

    func string(_ index: JSONDocument.Index) throws(ReadError) -> String {
      guard let value = document.string(index) else { throw fail("a string", at: index) }
      return value
    }

    func number(_ index: JSONDocument.Index) throws(ReadError) -> Double {
      guard let value = document.number(index), value.isFinite else {
        throw fail("a number", at: index)
      }
      return value
    }

    func integer(_ index: JSONDocument.Index) throws(ReadError) -> Int {
      guard let value = document.number(index), value.rounded() == value,
        abs(value) <= 1e15
      else { throw fail("an integer", at: index) }
      return Int(value)
    }

    func enumeration<T: RawRepresentable<String>>(
      _ index: JSONDocument.Index, _ type: T.Type, _ expected: String
    ) throws(ReadError) -> T {
      guard let text = document.string(index), let value = T(rawValue: text) else {
        throw fail(expected, at: index)
      }
      return value
    }
  }
}
