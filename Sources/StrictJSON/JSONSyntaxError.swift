/// A malformed JSON document: what is wrong and the byte offset where it was found.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset of the offending byte, or the input's length for a premature end.
  package var offset: Int
  /// A human-readable description of the problem, without location information.
  package var message: String

  /// Creates an error for the problem `message` found at byte `offset`.
  package init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// The message followed by the byte offset, for logs; prefer `location(in:)` for users.
  package var description: String {
    "\(message) (at byte offset \(offset))"
  }

  /// The 1-based line and column of the error within `bytes`, the document that was parsed.
  package func location(in bytes: [UInt8]) -> TextLocation {
    TextLocation(offset: offset, in: bytes)
  }
}

/// A 1-based line and column in a UTF-8 document, as compilers report them.
///
/// The column counts UTF-8 bytes from the start of the line, as swiftc and clang do.
package struct TextLocation: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  package var line: Int
  /// The 1-based column, counted in UTF-8 bytes from the start of the line.
  package var column: Int

  /// Creates a location from a line and column that are already known.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Computes the location of byte `offset` in `bytes` by counting the line breaks before it.
  ///
  /// LF, CR LF and a lone CR each end a line. Offsets outside the document are clamped to
  /// its bounds, so the end of input has a location too.
  package init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if byte == UInt8(ascii: "\r") {
        // In CR LF the LF ends the line; a lone CR ends it by itself.
        let next = index + 1
        let followedByLineFeed = next < bytes.count && bytes[next] == UInt8(ascii: "\n")
        if !followedByLineFeed {
          line += 1
          lineStart = next
        }
      }
      index += 1
    }
    self.line = line
    self.column = end - lineStart + 1
  }

  /// The location formatted as `line:column`.
  package var description: String {
    "\(line):\(column)"
  }
}
