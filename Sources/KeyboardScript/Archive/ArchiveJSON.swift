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
    var members = ["\"version\": \(archive.version)"]
    let containers = archive.containers.sorted { $0.key < $1.key }.map { path, anchor in
      "\(string(path)): \(encode(anchor))"
    }
    members.append("\"containers\": {" + containers.joined(separator: ", ") + "}")
    let fields = archive.fields.sorted { $0.key < $1.key }.map { path, field in
      var parts: [String] = []
      if let text = field.text { parts.append("\"text\": \(string(text))") }
      if let range = field.selection {
        parts.append("\"selection\": [\(range.location), \(range.length)]")
      }
      return "\(string(path)): {" + parts.joined(separator: ", ") + "}"
    }
    members.append("\"fields\": {" + fields.joined(separator: ", ") + "}")
    if let focused = archive.focusedField { members.append("\"focused\": \(string(focused))") }
    let tabs = archive.selectedTabs.sorted { $0.key < $1.key }.map {
      "\(string($0.key)): \($0.value)"
    }
    members.append("\"tabs\": {" + tabs.joined(separator: ", ") + "}")
    return "{" + members.joined(separator: ", ") + "}"
  }

  private static func encode(_ anchor: ScrollAnchor) -> String {
    var parts: [String] = []
    if let item = anchor.itemID { parts.append("\"itemID\": \(string(item.rawValue))") }
    parts.append("\"edge\": \"\(anchor.edge.rawValue)\"")
    parts.append("\"distance\": \(JSONTrace.number(anchor.distance))")
    let fallbacks = anchor.fallbacks.map {
      "{\"itemID\": \(string($0.itemID.rawValue)), \"distance\": \(JSONTrace.number($0.distance))}"
    }
    parts.append("\"fallbacks\": [" + fallbacks.joined(separator: ", ") + "]")
    parts.append("\"offset\": \(JSONTrace.number(anchor.offset))")
    parts.append("\"pin\": \"\(anchor.pin.rawValue)\"")
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func string(_ text: String) -> String { "\"" + escaped(text) + "\"" }

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

  /// Reads the parts of an archive, keeping the JSON path of the value being read.
  private struct Reader {
    let document: JSONDocument
    var path = "archive"

    func fail(_ expected: String, at index: JSONDocument.Index) -> ReadError {
      ReadError(description: "\(path): expected \(expected), found \(document.kind(index))")
    }

    mutating func archive() throws(ReadError) -> PreservationArchive {
      let root = document.root
      let members = try object(root, keys: ["version", "containers", "fields", "focused", "tabs"])
      guard let versionIndex = members["version"] else {
        throw ReadError(description: "archive.version: missing; expected the archive's version")
      }
      var archive = PreservationArchive()
      archive.version = try at("version") { (reader) throws(ReadError) in
        try reader.integer(versionIndex)
      }
      guard archive.version == PreservationArchive.currentVersion else { return archive }
      if let index = members["containers"] {
        archive.containers = try at("containers") { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.anchor(value)
          }
        }
      }
      if let index = members["fields"] {
        archive.fields = try at("fields") { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.field(value)
          }
        }
      }
      if let index = members["focused"], document.kind(index) != .null {
        archive.focusedField = try at("focused") { (reader) throws(ReadError) in
          try reader.string(index)
        }
      }
      if let index = members["tabs"] {
        archive.selectedTabs = try at("tabs") { (reader) throws(ReadError) in
          try reader.dictionary(index) { (reader, value) throws(ReadError) in
            try reader.integer(value)
          }
        }
      }
      return archive
    }

    mutating func anchor(_ index: JSONDocument.Index) throws(ReadError) -> ScrollAnchor {
      let members = try object(
        index, keys: ["itemID", "edge", "distance", "fallbacks", "offset", "pin"])
      var anchor = ScrollAnchor(itemID: nil, offset: 0)
      if let value = members["itemID"], document.kind(value) != .null {
        anchor.itemID = ViewID(
          try at("itemID") { (reader) throws(ReadError) in
            try reader.string(value)
          })
      }
      if let value = members["edge"] {
        anchor.edge = try at("edge") { (reader) throws(ReadError) in
          try reader.enumeration(value, ScrollAnchor.Edge.self, "\"top\" or \"bottom\"")
        }
      }
      if let value = members["distance"] {
        anchor.distance = try at("distance") { (reader) throws(ReadError) in
          try reader.number(value)
        }
      }
      guard let offset = members["offset"] else {
        throw ReadError(description: "\(path).offset: missing; expected the saved offset")
      }
      anchor.offset = try at("offset") { (reader) throws(ReadError) in try reader.number(offset) }
      if let value = members["pin"] {
        anchor.pin = try at("pin") { (reader) throws(ReadError) in
          try reader.enumeration(value, ScrollAnchor.Pin.self, "\"none\", \"top\" or \"end\"")
        }
      }
      if let value = members["fallbacks"] {
        anchor.fallbacks = try at("fallbacks") { (reader) throws(ReadError) in
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
      let base = path
      for (position, element) in document.elements(index).enumerated() {
        path = base + "[\(position)]"
        let members = try object(element, keys: ["itemID", "distance"])
        guard let item = members["itemID"], let distance = members["distance"] else {
          throw ReadError(description: "\(path): expected \"itemID\" and \"distance\"")
        }
        let id = try at("itemID") { (reader) throws(ReadError) in try reader.string(item) }
        let value = try at("distance") { (reader) throws(ReadError) in
          try reader.number(distance)
        }
        result.append(ScrollAnchor.Fallback(itemID: ViewID(id), distance: value))
      }
      path = base
      return result
    }

    mutating func field(_ index: JSONDocument.Index) throws(ReadError)
      -> PreservationArchive.Field
    {
      let members = try object(index, keys: ["text", "selection"])
      var field = PreservationArchive.Field()
      if let value = members["text"], document.kind(value) != .null {
        field.text = try at("text") { (reader) throws(ReadError) in try reader.string(value) }
      }
      if let value = members["selection"], document.kind(value) != .null {
        field.selection = try at("selection") { (reader) throws(ReadError) in
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
    mutating func at<T>(_ key: String, _ body: (inout Reader) throws(ReadError) -> T)
      throws(ReadError) -> T
    {
      let base = path
      path += renderKey(key)
      defer { path = base }
      return try body(&self)
    }

    /// The members of an object whose keys are all in `keys`.
    func object(_ index: JSONDocument.Index, keys: [String]) throws(ReadError)
      -> [String: JSONDocument.Index]
    {
      guard document.kind(index) == .object else { throw fail("an object", at: index) }
      var result: [String: JSONDocument.Index] = [:]
      for member in document.members(index) {
        guard keys.contains(member.key) else {
          throw ReadError(description: "\(path)\(renderKey(member.key)): unknown key")
        }
        result[member.key] = member.value
      }
      return result
    }

    /// An object's values by key, each read by `body`.
    mutating func dictionary<T>(
      _ index: JSONDocument.Index, _ body: (inout Reader, JSONDocument.Index) throws(ReadError) -> T
    ) throws(ReadError) -> [String: T] {
      guard document.kind(index) == .object else { throw fail("an object", at: index) }
      var result: [String: T] = [:]
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
