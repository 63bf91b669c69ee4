/// Why a script file could not be read.
package struct FileError: Error, Hashable, Sendable {
  /// What went wrong, such as `No such file or directory`.
  package var message: String

  /// Creates a file error.
  package init(message: String) {
    self.message = message
  }
}

/// Where the command's text goes as it is produced: `kbreplay` writes it to its standard
/// streams, tests collect it (`ReplayCommand.Output` in KeyboardScriptTools).
package protocol ReplayOutput {
  /// Writes text to standard output.
  mutating func write(_ text: String)
  /// Writes UTF-8 text to standard output.
  mutating func write(bytes: [UInt8])
  /// Writes text to standard error.
  mutating func writeError(_ text: String)
}

/// The trace text not yet written, written in pieces of about 64 KiB: a text trace's lines in
/// ``text``, a JSON trace's in ``json`` (a run writes one format).
package struct TraceBuffer {
  package var text = TraceText()
  package var json = JSONWriter()

  /// An empty buffer.
  package init() {}

  /// Writes the text if it has grown past a piece.
  @inline(__always)
  package mutating func flushIfLarge(to output: inout some ReplayOutput) {
    if text.bytes.count >= 1 << 16 || json.bytes.count >= 1 << 16 { flush(to: &output) }
  }

  /// Writes all the text.
  package mutating func flush(to output: inout some ReplayOutput) {
    if !text.bytes.isEmpty {
      output.write(bytes: text.bytes)
      text.bytes.removeAll(keepingCapacity: true)
    }
    if !json.bytes.isEmpty {
      output.write(bytes: json.bytes)
      json.bytes.removeAll(keepingCapacity: true)
    }
  }
}
