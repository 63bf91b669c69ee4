import KeyboardAvoidance
import StrictJSON

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
    source = bytes
  }
}

/// Turns a parsed JSON document into a ``Script``, knowing at every step the JSON path of the
/// value it is looking at, which it writes out only for an error.
///
/// The path is a stack of steps — keys, ids by where they are, indices — pushed as the decoder
/// goes into a value and popped as it comes out (``at(_:_:)``), so that an error is thrown once,
/// where it is found, with its full path. A view's steps above it are not pushed: they are
/// found from the view's links to its parents when an error needs them.
package struct ScriptDecoder {
  typealias Index = JSONDocument.Index

  /// Where a decoded view sits: its parent's position in ``ScriptDecoder/views`` and its index
  /// among the parent's children. A view at the top of what is being decoded has no parent
  /// (`-1`); its `child` is its index in an event's `cells`, or `-1` for the root and a pushed
  /// screen.
  struct ViewLink {
    var parent: Int
    var child: Int
  }

  /// The document being decoded: a whole script, or one line of a recording at a time.
  var document: JSONDocument
  let fileName: String
  /// The path below the current view (or from the document's top when not in a view). A
  /// failed decode is abandoned, so what a throw leaves pushed is never popped.
  var path: [PathComponent] = []
  /// The view being decoded, as a position in ``views``; its path prefixes ``path``.
  var currentView: Int?
  /// Every view of the screen, in the order they were inserted (which is their tree slot),
  /// then the views of the event being decoded (``initialViewCount`` on).
  var views: [ViewLink] = []
  /// How many of ``views`` are the screen's; `0` while the screen is decoded.
  var initialViewCount = 0
  /// The path of the views after the screen's in ``views``: an event's `cells` or `screen`.
  var subtreeBase: [PathComponent] = [.key(.root)]
  /// The byte offset of each view's id, by slot, for "first used at" messages.
  var idOffsets: [Int] = []
  var windowSize = Size.zero
  package var tree = ViewTree(windowSize: .zero, root: ViewNode(id: "", frame: .zero))
  /// The decoded views by the bytes of their ids, for events that name them.
  var ids = IDIndex()
  /// The restoration path of each preserved view of the screen, by its position in ``views``.
  var restorationPaths: [Int: String] = [:]
  /// The screen's view that has each restoration path, by position in ``views``.
  var restorationOwners: [String: Int] = [:]
  /// The views that events declare (``declareEventViews()``), each with a bit per kind it is
  /// declared with, by position in ``viewKinds``; filled the first time an event names a view
  /// the screen does not have.
  var declaredViews: [ViewID: UInt16] = [:]
  /// Whether ``declaredViews`` is filled.
  var hasDeclaredViews = false
  /// The `events` array.
  var eventsIndex: Index?
  /// The position of the event being decoded.
  var currentEvent = 0
  /// The window size, settings and screens of each navigation at launch, which `relaunch`
  /// brings back.
  var launchWindowSize = Size.zero
  var launchSettings = AvoidanceSettings()
  /// The screens of the screen's navigations as `push` and `pop` events leave them.
  var navigationStacks: [ViewID: [StackedScreen]] = [:]

  package init(document: JSONDocument, fileName: String) {
    self.document = document
    self.fileName = fileName
    // Deeper than any path the format has (`events[0].views.list.contentInset[3]` is the
    // deepest), so pushing never allocates.
    path.reserveCapacity(8)
  }

  // MARK: Errors

  /// The full path of the current value, with `extra` appended.
  func currentPath(_ extra: PathComponent? = nil) -> [PathComponent] {
    var full: [PathComponent] = []
    if let view = currentView { full = viewPath(view) }
    full += path
    if let extra { full.append(extra) }
    return full
  }

  /// The path of the view at `position` in ``views``: `root.children[0]`, or under the event
  /// being decoded, `events[3].cells[0].children[1]`.
  func viewPath(_ position: Int) -> [PathComponent] {
    var reversed: [PathComponent] = []
    var view = position
    while view >= 0, view < views.count {
      let link = views[view]
      if link.child >= 0 { reversed.append(.index(link.child)) }
      guard link.parent >= 0 else { break }
      reversed.append(.key(.children))
      view = link.parent
    }
    let base = position < initialViewCount ? [.key(.root)] : subtreeBase
    return base + reversed.reversed()
  }

  /// An error at the current path (plus `extra`), located at the value `index`.
  func error(
    _ reason: ScriptError.Reason, at index: Index, _ extra: PathComponent? = nil
  ) -> ScriptError {
    error(reason, atOffset: document.offset(index), extra)
  }

  /// An error at the current path (plus `extra`), located at a byte offset.
  func error(
    _ reason: ScriptError.Reason, atOffset offset: Int, _ extra: PathComponent? = nil
  ) -> ScriptError {
    let location = document.location(ofOffset: offset)
    return ScriptError(
      fileName: fileName, line: location.line, column: location.column,
      path: render(currentPath(extra), in: document), reason: reason)
  }

  /// Runs `body` with `component` pushed on the path, and pops it when `body` returns.
  ///
  /// An error `body` throws already carries the full path, and the decode is abandoned, so
  /// nothing is popped then.
  @inline(__always)
  mutating func at<T>(
    _ component: PathComponent, _ body: (inout ScriptDecoder) throws(ScriptError) -> T
  ) throws(ScriptError) -> T {
    path.append(component)
    let value = try body(&self)
    path.removeLast()
    return value
  }

  // MARK: Objects

  /// The members of the object at `index`, checked against `keys`: a key outside `keys`, a
  /// repeated key or a key longer than the string limit is an error. Returns the value index of
  /// each of `keys` (`fields[.frame]`), `nil` where absent.
  func fields(of index: Index, keys: ObjectKeys) throws(ScriptError) -> Fields {
    var values = Fields()
    if document.matchMembers(of: index, in: keys.table, into: &values) {
      return values
    }
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an object", found: found(index)), at: index)
    }
    values = Fields()
    for member in document.rawMembers(index) {
      guard let slot = document.match(member.key, in: keys.table), values[slot] == nil else {
        throw badKey(member.key, keys: keys)
      }
      values.set(slot, member.value)
    }
    return values
  }

  /// The error for a key that is unknown, repeated or too long.
  func badKey(_ key: Index, keys: ObjectKeys) -> ScriptError {
    let name = document.string(key) ?? ""
    guard name.utf8.count <= ScriptLimits.maximumStringLength else {
      return error(.tooLong(limit: ScriptLimits.maximumStringLength), at: key)
    }
    guard document.match(key, in: keys.table) == nil else {
      return error(.duplicateKey(name), at: key, .member(key))
    }
    if let renamed = Self.renamedKeys[name], keys.contains(renamed) {
      return error(.renamedKey(old: name, new: renamed.name), at: key, .member(key))
    }
    return error(
      .unknownKey(suggestion: suggestion(for: name, among: keys.table.strings)), at: key,
      .member(key))
  }

  /// Keys an earlier version of the format spelt differently, by their old names: a script
  /// that still writes one is told the new name.
  static let renamedKeys: [String: ScriptKey] = ["rect": .caret]

  /// Every key of the format, for finding a key among an object's members.
  static let allKeys = ObjectKeys(ScriptKey.allCases)

  /// The byte offset of `key`'s name in the object at `index`, for errors about a present key.
  func keyOffset(_ key: ScriptKey, in index: Index) -> Int {
    for member in document.rawMembers(index)
    where document.match(member.key, in: Self.allKeys.table) == key.slot {
      return document.offset(member.key)
    }
    return document.offset(index)
  }

  /// The value of `key` in the object at `index`, if it has the key.
  func member(_ key: ScriptKey, of index: Index) -> Index? {
    for member in document.rawMembers(index)
    where document.match(member.key, in: Self.allKeys.table) == key.slot {
      return member.value
    }
    return nil
  }

  /// A map object's keys — ids — with their values, each no longer than the string limit.
  func idMembers(of index: Index, expected: String) throws(ScriptError) -> [IDMember] {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: expected, found: found(index)), at: index)
    }
    var result: [IDMember] = []
    for member in document.rawMembers(index) {
      let id = document.string(member.key) ?? ""
      guard id.utf8.count <= ScriptLimits.maximumStringLength else {
        throw error(.tooLong(limit: ScriptLimits.maximumStringLength), at: member.key)
      }
      guard !result.contains(where: { $0.id == id }) else {
        throw error(.duplicateKey(id), at: member.key, .member(member.key))
      }
      result.append(IDMember(id: id, key: member.key, value: member.value))
    }
    return result
  }

  /// A member of a map keyed by view ids.
  struct IDMember {
    /// The key: an id.
    var id: String
    /// Where the key is.
    var key: Index
    /// The member's value.
    var value: Index
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
  @inline(__always)
  func number(_ index: Index, _ extra: PathComponent? = nil) throws(ScriptError) -> Double {
    guard let value = document.number(index) else {
      throw error(.typeMismatch(expected: "a number", found: found(index)), at: index, extra)
    }
    guard Self.isAcceptable(value) else {
      throw error(
        .outOfRange(limit: ScriptLimits.maximumMagnitude, value: value), at: index, extra)
    }
    return value
  }

  /// A number ≥ 0; `what` names it in the message ("a width").
  @inline(__always)
  func nonNegative(
    _ index: Index, _ what: String = "a number", _ extra: PathComponent? = nil
  ) throws(ScriptError) -> Double {
    let value = try number(index, extra)
    guard value >= 0 else { throw error(.negative(what: what, value: value), at: index, extra) }
    return value
  }

  /// An integral number.
  @inline(__always)
  func integer(_ index: Index) throws(ScriptError) -> Int {
    let value = try number(index)
    guard Double(Int(value)) == value else { throw error(.notInteger(value), at: index) }
    return Int(value)
  }

  /// An integral number ≥ 0; `what` names it in the message ("an index").
  func nonNegativeInteger(
    _ index: Index, _ what: String, _ extra: PathComponent? = nil
  ) throws(ScriptError) -> Int {
    let value = try nonNegative(index, what, extra)
    guard Double(Int(value)) == value else { throw error(.notInteger(value), at: index, extra) }
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

  /// A string of any length, such as a field's text: unlike ids and names, a text is bounded
  /// only by the file size.
  func text(_ index: Index) throws(ScriptError) -> String {
    guard let value = document.string(index) else {
      throw error(.typeMismatch(expected: "a string", found: found(index)), at: index)
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

  /// The elements of an array that must hold exactly `count` numbers.
  func numberElements(_ index: Index, count: Int) throws(ScriptError) -> JSONDocument.Elements {
    guard document.kind(index) == .array else {
      throw error(.typeMismatch(expected: "\(count) numbers", found: found(index)), at: index)
    }
    let found = document.count(index)
    guard found == count else {
      throw error(.wrongCount(expected: count, noun: "numbers", found: found), at: index)
    }
    return document.elements(index)
  }

  /// Element `position` of an array checked by ``numberElements(_:count:)``; `nonNegative`
  /// names what it measures when it may not be negative ("a width").
  func element(
    _ element: Index?, _ position: Int, nonNegative name: String? = nil
  ) throws(ScriptError) -> Double {
    guard let element else {
      throw error(.syntax("expected a number"), atOffset: 0, .index(position))
    }
    guard let name else { return try number(element, .index(position)) }
    return try nonNegative(element, name, .index(position))
  }

  /// Whether `value` is a coordinate or length a script may hold: within
  /// ``ScriptLimits/maximumMagnitude`` and, if `isLength`, not negative.
  static func isAcceptable(_ value: Double, isLength: Bool = false) -> Bool {
    abs(value) <= ScriptLimits.maximumMagnitude && (!isLength || value >= 0)
  }

  /// A point, `[x, y]`.
  @inline(__always)
  func point(_ index: Index) throws(ScriptError) -> Point {
    if let (x, y) = document.numberPair(index), Self.isAcceptable(x), Self.isAcceptable(y) {
      return Point(x: x, y: y)
    }
    var elements = try numberElements(index, count: 2)
    let x = try element(elements.next(), 0)
    return Point(x: x, y: try element(elements.next(), 1))
  }

  /// A size, `[width, height]`, both ≥ 0.
  @inline(__always)
  func size(_ index: Index) throws(ScriptError) -> Size {
    if let (width, height) = document.numberPair(index),
      Self.isAcceptable(width, isLength: true), Self.isAcceptable(height, isLength: true)
    {
      return Size(width: width, height: height)
    }
    var elements = try numberElements(index, count: 2)
    let width = try element(elements.next(), 0, nonNegative: "a width")
    return Size(width: width, height: try element(elements.next(), 1, nonNegative: "a height"))
  }

  /// The rect at `index` if it is a valid one, read straight off the tape; `nil` for anything
  /// ``rect(_:)`` would reject. A static function, so that a mutating caller can use it without
  /// copying the decoder.
  static func validRect(at index: Index, in document: JSONDocument) -> Rect? {
    guard let (x, y, width, height) = document.numberQuad(index),
      isAcceptable(x), isAcceptable(y),
      isAcceptable(width, isLength: true), isAcceptable(height, isLength: true)
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The number at `index` if it is a valid one (and ≥ 0 if `isLength`); `nil` for anything
  /// ``number(_:_:)`` or ``nonNegative(_:_:_:)`` would reject.
  static func validNumber(at index: Index, in document: JSONDocument, isLength: Bool) -> Double? {
    guard let value = document.number(index), isAcceptable(value, isLength: isLength) else {
      return nil
    }
    return value
  }

  /// A rect, `[x, y, width, height]`, with width and height ≥ 0.
  @inline(__always)
  func rect(_ index: Index) throws(ScriptError) -> Rect {
    if let rect = Self.validRect(at: index, in: document) {
      return rect
    }
    var elements = try numberElements(index, count: 4)
    let x = try element(elements.next(), 0)
    let y = try element(elements.next(), 1)
    let width = try element(elements.next(), 2, nonNegative: "a width")
    let height = try element(elements.next(), 3, nonNegative: "a height")
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A range of UTF-16 units, `[location, length]`, both integers ≥ 0.
  func utf16Range(_ index: Index) throws(ScriptError) -> UTF16Range {
    var elements = try numberElements(index, count: 2)
    let location = try rangeElement(elements.next(), 0, "a location")
    return UTF16Range(location: location, length: try rangeElement(elements.next(), 1, "a length"))
  }

  /// Element `position` of a range checked by ``numberElements(_:count:)``.
  private func rangeElement(
    _ element: Index?, _ position: Int, _ what: String
  ) throws(ScriptError) -> Int {
    guard let element else {
      throw error(.syntax("expected a number"), atOffset: 0, .index(position))
    }
    return try nonNegativeInteger(element, what, .index(position))
  }

  /// Insets, `[top, left, bottom, right]`.
  @inline(__always)
  func insets(_ index: Index) throws(ScriptError) -> Insets {
    if let (top, left, bottom, right) = document.numberQuad(index),
      Self.isAcceptable(top), Self.isAcceptable(left),
      Self.isAcceptable(bottom), Self.isAcceptable(right)
    {
      return Insets(top: top, left: left, bottom: bottom, right: right)
    }
    var elements = try numberElements(index, count: 4)
    let top = try element(elements.next(), 0)
    let left = try element(elements.next(), 1)
    let bottom = try element(elements.next(), 2)
    return Insets(top: top, left: left, bottom: bottom, right: try element(elements.next(), 3))
  }
}
