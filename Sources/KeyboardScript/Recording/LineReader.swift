/// Splits the bytes of a ``ByteReader`` into lines as it reads them, holding only the line
/// being read and what is left of the last piece.
struct LineReader {
  /// One line, without its line break (LF, or CR LF).
  struct Line {
    /// The line's bytes.
    var bytes: [UInt8]
    /// The 1-based line number.
    var number: Int
    /// Whether a line break ends the line: `false` only for a last line without one.
    var isTerminated: Bool
  }

  /// Why the next line cannot be read.
  enum Failure: Error {
    /// Reading failed.
    case unreadable(FileError, line: Int)
    /// The line is longer than ``LineReader/maximumLineLength``.
    case tooLong(line: Int)
  }

  /// The longest line, in bytes: a recording's line is one event or its header, no larger than
  /// a script may be.
  static let maximumLineLength = ScriptLimits.maximumFileSize

  private let reader: ByteReader
  private var buffer: [UInt8] = []
  /// Where the next line starts in ``buffer``.
  private var start = 0
  /// Where to look for the next line break: the bytes before it have none.
  private var scanned = 0
  private var isAtEnd = false
  private var lineNumber = 0

  init(_ reader: ByteReader) {
    self.reader = reader
  }

  /// The next line, or `nil` after the last.
  mutating func next() throws(Failure) -> Line? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        lineNumber += 1
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = Line(bytes: Array(buffer[start..<end]), number: lineNumber, isTerminated: true)
        start = newline + 1
        scanned = start
        return line
      }
      scanned = buffer.count
      guard buffer.count - start <= Self.maximumLineLength else {
        throw .tooLong(line: lineNumber + 1)
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        lineNumber += 1
        let line = Line(bytes: Array(buffer[start...]), number: lineNumber, isTerminated: false)
        start = buffer.count
        scanned = start
        return line
      }
      switch reader.read(upTo: 1 << 16) {
      case .failure(let error):
        throw .unreadable(error, line: lineNumber + 1)
      case .success(let chunk):
        if chunk.isEmpty { isAtEnd = true }
        // What was read before the line being read is dropped, so the buffer holds one line
        // and one piece.
        if start > 0 {
          buffer.removeSubrange(0..<start)
          scanned -= start
          start = 0
        }
        buffer += chunk
      }
    }
  }
}
