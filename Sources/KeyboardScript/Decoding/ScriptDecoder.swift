import KeyboardAvoidance

extension Script {
  /// Decodes and validates a script from its UTF-8 bytes.
  ///
  /// Decoding is strict: an unknown key, a wrong type, a negative size, a duplicate or dangling
  /// id, or a key given for a kind that does not have it is a ``ScriptError`` carrying the file,
  /// line, column and JSON path.
  ///
  /// ```swift
  /// let script = try Script(decoding: bytes, fileName: "login.json")
  /// ```
  public init(decoding bytes: [UInt8], fileName: String) throws(ScriptError) {
    guard bytes.count <= ScriptLimits.maximumFileSize else {
      throw ScriptError(
        fileName: fileName, line: 1, column: 1, path: "",
        reason: .tooLarge(limit: ScriptLimits.maximumFileSize))
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes, maximumDepth: ScriptLimits.maximumDepth)
    } catch {
      let location = error.location(in: bytes)
      throw ScriptError(
        fileName: fileName, line: location.line, column: location.column, path: "",
        reason: .syntax(error.message))
    }
    var decoder = ScriptDecoder(document: document, fileName: fileName)
    self = try decoder.decodeScript()
  }
}

/// Turns a parsed JSON document into a ``Script``, keeping the JSON path of the value it is
/// looking at for error messages.
struct ScriptDecoder {
  typealias Index = JSONDocument.Index

  let document: JSONDocument
  let fileName: String
  var path: [PathComponent] = []
  var windowSize = Size.zero
  var tree = ViewTree(windowSize: .zero, root: ViewNode(id: "", frame: .zero))
  var idOffsets: [ViewID: Int] = [:]

  init(document: JSONDocument, fileName: String) {
    self.document = document
    self.fileName = fileName
  }

  // MARK: Errors

  /// An error at the current path, located at the value `index`.
  func error(_ reason: ScriptError.Reason, at index: Index) -> ScriptError {
    error(reason, atOffset: document.offset(index))
  }

  /// An error at the current path, located at a byte offset.
  func error(_ reason: ScriptError.Reason, atOffset offset: Int) -> ScriptError {
    let location = document.location(ofOffset: offset)
    return ScriptError(
      fileName: fileName, line: location.line, column: location.column, path: render(path),
      reason: reason)
  }

  /// Runs `body` with `component` appended to the path.
  mutating func at<T>(
    _ component: PathComponent, _ body: (inout ScriptDecoder) throws(ScriptError) -> T
  ) throws(ScriptError) -> T {
    path.append(component)
    defer { path.removeLast() }
    return try body(&self)
  }

  // MARK: Objects

  /// The members of the object at `index`, checked against `keys`: a key outside `keys` or a
  /// repeated key is an error. Returns the value index of each of `keys`, `nil` where absent.
  func fields(
    of index: Index, keys: [String]
  ) throws(ScriptError) -> [Index?] {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an object", found: found(index)), at: index)
    }
    var values = [Index?](repeating: nil, count: keys.count)
    for member in document.members(index) {
      guard let slot = keys.firstIndex(of: member.key) else {
        var keyPath = self
        keyPath.path.append(.key(member.key))
        throw keyPath.error(
          .unknownKey(suggestion: suggestion(for: member.key, among: keys)),
          atOffset: member.keyOffset)
      }
      guard values[slot] == nil else {
        var keyPath = self
        keyPath.path.append(.key(member.key))
        throw keyPath.error(.duplicateKey(member.key), atOffset: member.keyOffset)
      }
      values[slot] = member.value
    }
    return values
  }

  /// The byte offset of `key`'s name in the object at `index`, for errors about a present key.
  func keyOffset(_ key: String, in index: Index) -> Int {
    for member in document.members(index) where member.key == key { return member.keyOffset }
    return document.offset(index)
  }

  /// Describes the value at `index` for "found …" messages.
  func found(_ index: Index) -> String {
    switch document.kind(index) {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  // MARK: Scalars

  /// A finite number within ``ScriptLimits/maximumMagnitude``.
  func number(_ index: Index) throws(ScriptError) -> Double {
    guard let value = document.number(index) else {
      throw error(.typeMismatch(expected: "a number", found: found(index)), at: index)
    }
    guard abs(value) <= ScriptLimits.maximumMagnitude else {
      throw error(.outOfRange(limit: ScriptLimits.maximumMagnitude, value: value), at: index)
    }
    return value
  }

  /// A number ≥ 0; `what` names it in the message ("a width").
  func nonNegative(_ index: Index, _ what: String = "a number") throws(ScriptError) -> Double {
    let value = try number(index)
    guard value >= 0 else { throw error(.negative(what: what, value: value), at: index) }
    return value
  }

  /// An integral number.
  func integer(_ index: Index) throws(ScriptError) -> Int {
    let value = try number(index)
    guard Double(Int(value)) == value else { throw error(.notInteger(value), at: index) }
    return Int(value)
  }

  /// A boolean.
  func bool(_ index: Index) throws(ScriptError) -> Bool {
    guard let value = document.bool(index) else {
      throw error(.typeMismatch(expected: "a boolean", found: found(index)), at: index)
    }
    return value
  }

  /// A string no longer than ``ScriptLimits/maximumStringLength``.
  func string(_ index: Index) throws(ScriptError) -> String {
    guard let value = document.string(index) else {
      throw error(.typeMismatch(expected: "a string", found: found(index)), at: index)
    }
    guard value.utf8.count <= ScriptLimits.maximumStringLength else {
      throw error(.tooLong(limit: ScriptLimits.maximumStringLength), at: index)
    }
    return value
  }

  /// A string naming one case of `T`.
  func enumeration<T: RawRepresentable & CaseIterable>(
    _ index: Index, as type: T.Type
  ) throws(ScriptError) -> T where T.RawValue == String {
    let text = try string(index)
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    throw error(
      .unknownValue(text, expected: names, suggestion: suggestion(for: text, among: names)),
      at: index)
  }

  // MARK: Geometry

  /// An array of exactly `count` numbers; `noun` is what the message calls them.
  func numbers(_ index: Index, count: Int) throws(ScriptError) -> [Double] {
    guard document.kind(index) == .array else {
      throw error(.typeMismatch(expected: "\(count) numbers", found: found(index)), at: index)
    }
    let found = document.count(index)
    guard found == count else {
      throw error(.wrongCount(expected: count, noun: "numbers", found: found), at: index)
    }
    var values: [Double] = []
    values.reserveCapacity(count)
    var copy = self
    for (position, element) in document.elements(index).enumerated() {
      copy.path.append(.index(position))
      values.append(try copy.number(element))
      copy.path.removeLast()
    }
    return values
  }

  /// A point, `[x, y]`.
  func point(_ index: Index) throws(ScriptError) -> Point {
    let values = try numbers(index, count: 2)
    return Point(x: values[0], y: values[1])
  }

  /// A size, `[width, height]`, both ≥ 0.
  func size(_ index: Index) throws(ScriptError) -> Size {
    let values = try numbers(index, count: 2)
    try checkNonNegative(values, at: index, from: 0, names: ["a width", "a height"])
    return Size(width: values[0], height: values[1])
  }

  /// A rect, `[x, y, width, height]`, with width and height ≥ 0.
  func rect(_ index: Index) throws(ScriptError) -> Rect {
    let values = try numbers(index, count: 4)
    try checkNonNegative(values, at: index, from: 2, names: ["a width", "a height"])
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// Insets, `[top, left, bottom, right]`.
  func insets(_ index: Index) throws(ScriptError) -> EdgeInsets {
    let values = try numbers(index, count: 4)
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  private func checkNonNegative(
    _ values: [Double], at index: Index, from first: Int, names: [String]
  ) throws(ScriptError) {
    for (offset, name) in names.enumerated() where values[first + offset] < 0 {
      var copy = self
      copy.path.append(.index(first + offset))
      let element = Array(document.elements(index))[first + offset]
      throw copy.error(.negative(what: name, value: values[first + offset]), at: element)
    }
  }
}
