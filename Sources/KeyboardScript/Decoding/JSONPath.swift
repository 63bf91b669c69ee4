/// One step of a JSON path: an object key or an array index.
enum PathComponent: Hashable, Sendable {
  case key(String)
  case index(Int)
}

/// Renders a path as `root.children[0].frame`; keys that are not plain identifiers are quoted
/// (`views["my id"]`).
func render(_ path: [PathComponent]) -> String {
  var text = ""
  for component in path {
    switch component {
    case .key(let key):
      if isIdentifier(key) {
        if !text.isEmpty { text += "." }
        text += key
      } else {
        text += "[\"" + escaped(key) + "\"]"
      }
    case .index(let index):
      text += "[\(index)]"
    }
  }
  return text
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

/// A string with JSON's escapes applied, for quoting it inside messages and JSON output.
func escaped(_ string: String) -> String {
  var result = ""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result
}
