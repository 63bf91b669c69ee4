import KeyboardAvoidance
import StrictJSON

/// Reads a recording (<doc:RecordingABugReport>) one line at a time: its header, then each event
/// as it is asked for, so that only the screen and the line being read are held.
///
/// A last line without its line break that is not a whole JSON object is a torn write: it ends
/// the events, and ``warning`` says so. Any other malformed line is a ``ScriptError`` naming the
/// line, the column and the path from the line's object (`events[N]`, counting event lines
/// from 0).
package struct RecordingReader {
  /// The name errors and failures are reported under.
  package let fileName: String
  private var lines: LineReader
  private var decoder: ScriptDecoder
  /// The settings as the events read so far leave them.
  private var settings: AvoidanceSettings
  /// The recording's name.
  package let name: String?
  /// The settings the recording starts with.
  package let initialSettings: AvoidanceSettings
  /// The screen the recording starts with.
  package let tree: ViewTree
  /// How many event lines were read.
  package private(set) var eventCount = 0
  /// The torn last line's warning, `FILE:LINE: warning: …`, once it is read.
  package private(set) var warning: String?
  /// The last event line read, parsed, and its line number: where a failed expectation of
  /// that event is located.
  private var lastLine: (document: JSONDocument, number: Int)?

  /// Reads the header of the recording `reader` reads; `fileName` names it in errors.
  package init(fileName: String, reader: ByteReader) throws(ScriptError) {
    self.fileName = fileName
    lines = LineReader(reader)
    var header: LineReader.Line?
    repeat {
      header = try Self.nextLine(&lines, fileName: fileName)
    } while header.map({ Self.isBlank($0.bytes) }) == true
    guard let header else {
      throw ScriptError(
        fileName: fileName, line: 1, column: 1, path: "",
        reason: .syntax("expected a recording's header line, found the end of the file"))
    }
    let document = try Self.parse(header, fileName: fileName, path: "")
    guard let document else {
      throw ScriptError(
        fileName: fileName, line: header.number, column: 1, path: "",
        reason: .syntax(
          "the recording ends in an incomplete header line (\(header.bytes.count) bytes)"))
    }
    decoder = ScriptDecoder(document: document, fileName: fileName)
    do {
      let prelude = try decoder.decodeHeader()
      name = prelude.name
      initialSettings = prelude.settings
    } catch {
      throw Self.moved(error, to: header.number)
    }
    settings = initialSettings
    tree = decoder.tree
  }

  /// The next event, or `nil` after the last (or at a torn last line).
  package mutating func next() throws(ScriptError) -> ScriptEvent? {
    while let line = try Self.nextLine(&lines, fileName: fileName) {
      guard !Self.isBlank(line.bytes) else { continue }
      let position = eventCount
      guard position < ScriptLimits.maximumEvents else {
        throw ScriptError(
          fileName: fileName, line: line.number, column: 1, path: "events",
          reason: .tooMany(limit: ScriptLimits.maximumEvents, noun: "events"))
      }
      guard let document = try Self.parse(line, fileName: fileName, path: "events[\(position)]")
      else {
        warning =
          "\(fileName):\(line.number): warning: the recording ends in an incomplete line "
          + "(\(line.bytes.count) bytes), ignored"
        return nil
      }
      eventCount += 1
      lastLine = (document, line.number)
      do {
        return try decoder.decodeLine(document, event: position, settings: &settings)
      } catch {
        throw Self.moved(error, to: line.number)
      }
    }
    return nil
  }

  /// The locator of the last event's keys, for its failed expectations.
  package func locator() -> SourceLocator {
    guard let lastLine else { return SourceLocator(source: []) }
    return SourceLocator(
      event: lastLine.document.root, in: lastLine.document, firstLine: lastLine.number)
  }

  /// Reads every event left into a ``Script`` (its events all held: for `convert`, `render`
  /// and the test store).
  package mutating func script() throws(ScriptError) -> Script {
    var events: [ScriptEvent] = []
    while let event = try next() { events.append(event) }
    return Script(
      name: name, fileName: fileName, settings: initialSettings, tree: tree, events: events)
  }

  // MARK: Lines

  /// The next line, with read failures as script errors.
  private static func nextLine(
    _ lines: inout LineReader, fileName: String
  ) throws(ScriptError) -> LineReader.Line? {
    do {
      return try lines.next()
    } catch {
      switch error {
      case .unreadable(let failure, let line):
        throw ScriptError(
          fileName: fileName, line: line, column: 1, path: "",
          reason: .syntax("cannot read the recording: \(failure.message)"))
      case .tooLong(let line):
        throw ScriptError(
          fileName: fileName, line: line, column: 1, path: "",
          reason: .syntax("line longer than \(LineReader.maximumLineLength) bytes"))
      }
    }
  }

  /// Whether a line holds only spaces and tabs.
  private static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// A line parsed as JSON; `nil` for a torn write: a last line without its line break that
  /// is not a whole JSON object. `path` names the line's object in a syntax error.
  private static func parse(
    _ line: LineReader.Line, fileName: String, path: String
  ) throws(ScriptError) -> JSONDocument? {
    do {
      let document = try JSONDocument(bytes: line.bytes, maximumDepth: ScriptLimits.maximumDepth)
      if !line.isTerminated, document.kind(document.root) != .object { return nil }
      return document
    } catch {
      guard line.isTerminated else { return nil }
      let location = error.location(in: line.bytes)
      throw ScriptError(
        fileName: fileName, line: line.number, column: location.column, path: path,
        reason: .syntax(error.message))
    }
  }

  /// An error found in a line's own document, located in the file.
  private static func moved(_ error: ScriptError, to line: Int) -> ScriptError {
    var error = error
    error.line += line - 1
    return error
  }
}

extension Script {
  /// Decodes a whole recording (JSON Lines: a header line, then one event per line) from its
  /// UTF-8 bytes, ignoring a torn last line.
  ///
  /// ```swift
  /// let script = try Script(decodingRecording: bytes, fileName: "session.jsonl")
  /// ```
  public init(decodingRecording bytes: [UInt8], fileName: String) throws(ScriptError) {
    var reader = try RecordingReader(fileName: fileName, reader: ByteReader(bytes: bytes))
    self = try reader.script()
    source = bytes
  }

  /// Whether `bytes`, read from `fileName`, are a recording rather than a script: the file
  /// name ends in `.jsonl`, or the first line that is not blank has a `"recording"` key.
  package static func isRecording(_ bytes: some Collection<UInt8>, fileName: String) -> Bool {
    fileName.hasSuffix(".jsonl") || RecordingReader.firstLineNamesRecording(bytes)
  }

  /// ``isRecording(_:fileName:)`` for bytes in an array, specialized here: a caller in another
  /// module would otherwise run the generic code, a dynamic call per byte.
  package static func isRecording(_ bytes: [UInt8], fileName: String) -> Bool {
    fileName.hasSuffix(".jsonl") || RecordingReader.firstLineNamesRecording(bytes[...])
  }

  /// ``isRecording(_:fileName:)`` for a slice of an array, specialized here.
  package static func isRecording(_ bytes: ArraySlice<UInt8>, fileName: String) -> Bool {
    fileName.hasSuffix(".jsonl") || RecordingReader.firstLineNamesRecording(bytes)
  }
}

extension RecordingReader {
  /// Whether the first line that is not blank among `bytes` has the key `"recording"`.
  static func firstLineNamesRecording(_ bytes: some Collection<UInt8>) -> Bool {
    let key = Array(#""recording""#.utf8)
    var line: [UInt8] = []
    for byte in bytes {
      if byte == 0x0A {
        if !isBlank(line) { break }
        line.removeAll(keepingCapacity: true)
      } else {
        line.append(byte)
      }
    }
    guard line.count >= key.count else { return false }
    for start in 0...(line.count - key.count) where line[start] == 0x22 {
      guard line[start..<start + key.count].elementsEqual(key) else { continue }
      // A key: the string is followed by a colon, after any spaces.
      var after = start + key.count
      while after < line.count, line[after] == 0x20 || line[after] == 0x09 { after += 1 }
      if after < line.count, line[after] == 0x3A { return true }
    }
    return false
  }
}
