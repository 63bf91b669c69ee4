import StrictJSON

/// One step of a JSON path: a key the format defines, a key found in the document (an id), or
/// an array index. It holds no references, so keeping the current path costs nothing.
enum PathComponent: Sendable {
  case key(ScriptKey)
  case member(JSONDocument.Index)
  case index(Int)

  /// A key's text (from `document` for a member); empty for an index.
  func text(in document: JSONDocument?) -> String {
    switch self {
    case .key(let key): key.name
    case .member(let key): document?.string(key) ?? ""
    case .index: ""
    }
  }
}

/// Renders a path as `root.children[0].frame`; keys that are not plain identifiers are quoted
/// (`views["my id"]`).
func render(_ path: [PathComponent], in document: JSONDocument?) -> String {
  var text = ""
  for component in path {
    switch component {
    case .key, .member: text += renderKey(component.text(in: document), first: text.isEmpty)
    case .index(let index): text += "[\(index)]"
    }
  }
  return text
}

/// One key of a path: `.key` (`key` alone first), or `["key"]` when it is not a plain
/// identifier.
func renderKey(_ key: String, first: Bool = false) -> String {
  guard isIdentifier(key) else { return "[\"" + escaped(key) + "\"]" }
  return first ? key : "." + key
}

private func isIdentifier(_ key: String) -> Bool {
  guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
  else { return false }
  return key.utf8.allSatisfy { byte in
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-")
  }
}
