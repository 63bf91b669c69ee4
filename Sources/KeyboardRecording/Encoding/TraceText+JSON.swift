import KeyboardAvoidance

/// The package's one JSON writer: the JSON values every JSON text of the script layer is made
/// of, written as bytes into a `TraceText` — the JSON trace and its derivations, the
/// preservation archive, a written script or recording (``Script/jsonText()``), a relaunch
/// archive kept as compact text, and kbbench's generated scripts.
///
/// The writers that use it spell their own layout (`", "`, `",\n"` and indentation, or a
/// compact `","`) with literals; the values, strings with their escapes, numbers in their
/// one shortest form (``append(number:)``), keys and the geometry's arrays, are written here.
///
/// ```swift
/// var json = TraceText()
/// json.append("{")
/// json.append(key: .frame)
/// json.append(array: Rect(x: 0, y: 0.5, width: 390, height: 44))
/// json.append(member: .kind)
/// json.append(quoted: "text\"Field")
/// json.append("}")
/// // {"frame": [0, 0.5, 390, 44], "kind": "text\"Field"}
/// ```
extension TraceText {
  /// Each script key quoted, with its colon and space (`"frame": `), by raw value: made once,
  /// so that a key is one copy.
  private static let scriptKeys: [[UInt8]] = ScriptKey.allCases.map { key in
    Array("\"\(key.name)\": ".utf8)
  }

  /// Appends a script key, quoted, and its separator: `"frame": `.
  @inline(__always)
  package mutating func append(key: ScriptKey) {
    let keys = Self.scriptKeys
    guard key.rawValue < keys.count else { return append(quotedKey: key.name) }
    bytes.append(contentsOf: keys[key.rawValue])
  }

  /// Appends a member's separator and a script key: `, "frame": `.
  @inline(__always)
  package mutating func append(member key: ScriptKey) {
    append(", ")
    append(key: key)
  }

  /// Appends a literal key, quoted, and its separator: `"rootShift": `. The literal must need
  /// no escape, as the names of the package's own keys do not.
  @inline(__always)
  package mutating func append(key: StaticString) {
    bytes.append(UInt8(ascii: "\""))
    append(key)
    append("\": ")
  }

  /// Appends a member's separator and a literal key: `, "rootShift": `.
  @inline(__always)
  package mutating func append(member key: StaticString) {
    append(", \"")
    append(key)
    append("\": ")
  }

  /// Appends any string as a key, quoted with JSON's escapes, and its separator: `"a\"b": `.
  @inline(__always)
  package mutating func append(quotedKey key: String) {
    append(quoted: key)
    append(": ")
  }

  /// Appends `true` or `false`.
  @inline(__always)
  package mutating func append(bool value: Bool) {
    append(value ? "true" : "false")
  }

  /// Appends numbers as a JSON array: `[1, 0.5]`.
  @inline(__always)
  package mutating func append(array first: Double, _ second: Double) {
    bytes.append(UInt8(ascii: "["))
    append(number: first)
    append(", ")
    append(number: second)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends numbers as a JSON array: `[1, 0.5, 390, 44]`.
  @inline(__always)
  package mutating func append(
    array first: Double, _ second: Double, _ third: Double, _ fourth: Double
  ) {
    bytes.append(UInt8(ascii: "["))
    append(number: first)
    append(", ")
    append(number: second)
    append(", ")
    append(number: third)
    append(", ")
    append(number: fourth)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends a point as `[x, y]`.
  package mutating func append(array point: Point) {
    append(array: point.x, point.y)
  }

  /// Appends a size as `[width, height]`.
  package mutating func append(array size: Size) {
    append(array: size.width, size.height)
  }

  /// Appends a rectangle as `[x, y, width, height]`.
  package mutating func append(array rect: Rect) {
    append(array: rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  /// Appends insets as `[top, left, bottom, right]`.
  package mutating func append(array insets: Insets) {
    append(array: insets.top, insets.left, insets.bottom, insets.right)
  }

  /// Appends a UTF-16 range as `[location, length]`.
  package mutating func append(array range: UTF16Range) {
    bytes.append(UInt8(ascii: "["))
    append(integer: range.location)
    append(", ")
    append(integer: range.length)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends strings as a JSON array of quoted strings: `["a", "b"]`.
  package mutating func append(quotedArray strings: some Sequence<String>) {
    bytes.append(UInt8(ascii: "["))
    var isFirst = true
    for string in strings {
      if !isFirst { append(", ") }
      isFirst = false
      append(quoted: string)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
