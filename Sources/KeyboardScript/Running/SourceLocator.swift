import StrictJSON

/// Finds where a key of an event stands in a script's source, for failed expectations.
///
/// A replay locates nothing until an expectation fails: the source is parsed again on the first
/// failure only, so a passing run costs nothing, and every later failure reuses the parse.
package struct SourceLocator {
  /// The source's parsed document; `nil` before the first look-up, or when the script has no
  /// source (built in Swift).
  private var document: JSONDocument?
  /// The `events` array of ``document``.
  private var events: JSONDocument.Index?
  private let source: [UInt8]
  private var parsed = false
  /// For a locator of one event (``init(event:in:firstLine:)``): the event's object.
  private var eventObject: JSONDocument.Index?
  /// The 1-based line of the file the document's first line is.
  private var firstLine = 1

  package init(source: [UInt8]) {
    self.source = source
  }

  /// A locator of one event, whose object is at `event` in `document`, whatever its index:
  /// an event of a script being replayed as it is decoded, or a line of a recording, whose
  /// first line is line `firstLine` of the file.
  package init(event: JSONDocument.Index, in document: JSONDocument, firstLine: Int = 1) {
    source = []
    parsed = true
    self.document = document
    eventObject = event
    self.firstLine = firstLine
  }

  /// The location of the key at the end of `keys`, followed from the object of event `event`
  /// (`["views", "form", "contentOffset"]`); with `element`, of that element of the array the
  /// last key holds instead. `nil` when the script has no source or the key is not there.
  mutating func location(
    ofEvent event: Int, keys: [String], element: Int? = nil
  ) -> TextLocation? {
    parseIfNeeded()
    if document == nil, !source.isEmpty {
      // A recording: the event's own line, found by counting lines.
      guard var line = Self.line(ofEvent: event, inRecording: source) else { return nil }
      return line.location(ofEvent: event, keys: keys, element: element)
    }
    guard let document else { return nil }
    var index: JSONDocument.Index
    if let eventObject {
      index = eventObject
    } else {
      guard let events, let element = Self.element(event, of: events, in: document) else {
        return nil
      }
      index = element
    }
    var offset = document.offset(index)
    for key in keys {
      guard document.kind(index) == .object,
        let member = document.members(index).first(where: { $0.key == key })
      else { return nil }
      offset = member.keyOffset
      index = member.value
    }
    if let element {
      guard let value = Self.element(element, of: index, in: document) else { return nil }
      offset = document.offset(value)
    }
    var location = document.location(ofOffset: offset)
    location.line += firstLine - 1
    return location
  }

  /// A locator of event `event`'s line in the recording `source`: the event lines are the
  /// lines after the header that are not blank.
  private static func line(ofEvent event: Int, inRecording source: [UInt8]) -> SourceLocator? {
    var lineNumber = 0
    var eventLines = -1
    var start = 0
    while start < source.count {
      let end = source[start...].firstIndex(of: 0x0A) ?? source.count
      lineNumber += 1
      let line = source[start..<end]
      if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
        if eventLines == event {
          guard
            let document = try? JSONDocument(
              bytes: Array(line), maximumDepth: ScriptLimits.maximumDepth)
          else { return nil }
          return SourceLocator(event: document.root, in: document, firstLine: lineNumber)
        }
        eventLines += 1
      }
      start = end + 1
    }
    return nil
  }

  /// The element at `position` of the array at `array`.
  private static func element(
    _ position: Int, of array: JSONDocument.Index, in document: JSONDocument
  ) -> JSONDocument.Index? {
    guard document.kind(array) == .array else { return nil }
    for (current, element) in document.elements(array).enumerated() where current == position {
      return element
    }
    return nil
  }

  private mutating func parseIfNeeded() {
    guard !parsed else { return }
    parsed = true
    if RecordingReader.firstLineNamesRecording(source.prefix(1 << 16)) {
      return
    }
    guard !source.isEmpty,
      let document = try? JSONDocument(bytes: source, maximumDepth: ScriptLimits.maximumDepth)
    else { return }
    self.document = document
    guard document.kind(document.root) == .object else { return }
    events = document.members(document.root).first(where: { $0.key == "events" })?.value
  }
}
