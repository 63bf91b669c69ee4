import KeyboardAvoidance
import KeyboardScript
import StrictJSON

extension ReplayCommand {
  /// A file as the first pass leaves it: a script decoded and checked (its parse kept when it
  /// is replayed next), or a recording whose header is read.
  enum LoadedFile {
    /// A script: its parse (kept for a single file and standard input; `nil` when the second
    /// pass reads the file again), its view and event counts.
    case script(JSONDocument?, views: Int, events: Int)
    /// A recording, read up to its events.
    case recording(RecordingReader)
  }

  /// The first bytes read to tell a recording from a script.
  static let sniffLength = 1 << 16

  /// Reads every file's start: every script is decoded and checked, every recording's header
  /// read, so that unusable input is exit 2 before anything runs. Then runs the action.
  package func execute(
    open: (String) -> Result<ByteReader, FileError>, into output: inout some ReplayOutput
  ) -> Completion {
    var loaded: [LoadedFile] = []
    var failed = false
    for file in files {
      switch load(file, open: open, keepsParse: files.count == 1 || file == "-") {
      case .failure(let failure):
        output.writeError(failure.text)
        failed = true
      case .success(let file):
        loaded.append(file)
      }
    }
    guard !failed else { return Completion(status: 2) }
    switch action {
    case .check: return check(loaded, open: open, into: &output)
    case .render, .convert: return whole(loaded, open: open, into: &output)
    case .run: return run(loaded, open: open, into: &output)
    }
  }

  /// Opens `file` and reads a script whole (decoding it, keeping its parse if `keepsParse`) or
  /// a recording's header; the failure is the error line.
  private func load(
    _ file: String, open: (String) -> Result<ByteReader, FileError>, keepsParse: Bool
  ) -> Result<LoadedFile, LoadFailure> {
    let reader: ByteReader
    switch open(file) {
    case .failure(let error):
      return .failure(
        LoadFailure(text: ReplayCommand.fileErrorLine(path: file, message: error.message)))
    case .success(let opened): reader = opened
    }
    var start: [UInt8]
    switch reader.read(upTo: Self.sniffLength) {
    case .failure(let error):
      return .failure(
        LoadFailure(text: ReplayCommand.fileErrorLine(path: file, message: error.message)))
    case .success(let bytes): start = bytes
    }
    let rest = ByteReader(prefix: start, then: reader)
    if Script.isRecording(start, fileName: file) {
      do throws(ScriptError) {
        return .success(.recording(try RecordingReader(fileName: file, reader: rest)))
      } catch {
        return .failure(LoadFailure(text: Self.diagnosticLine(error)))
      }
    }
    start = []
    let bytes: [UInt8]
    switch rest.readAll(limit: ScriptLimits.maximumFileSize) {
    case .failure(let error):
      return .failure(
        LoadFailure(text: ReplayCommand.fileErrorLine(path: file, message: error.message)))
    case .success(let all): bytes = all
    }
    do throws(ScriptError) {
      let document = try Self.parse(bytes, fileName: file)
      var decoder = ScriptDecoder(document: document, fileName: file)
      var events = try EventCursor(&decoder)
      while try events.next(&decoder) != nil {}
      return .success(
        .script(keepsParse ? document : nil, views: decoder.tree.count, events: events.count))
    } catch {
      return .failure(LoadFailure(text: Self.diagnosticLine(error)))
    }
  }

  /// Parses a script's bytes, with the size limit.
  static func parse(_ bytes: [UInt8], fileName: String) throws(ScriptError) -> JSONDocument {
    guard bytes.count <= ScriptLimits.maximumFileSize else {
      throw ScriptError(
        fileName: fileName, line: 1, column: 1, path: "",
        reason: .tooLarge(limit: ScriptLimits.maximumFileSize))
    }
    do throws(JSONSyntaxError) {
      return try JSONDocument(bytes: bytes, maximumDepth: ScriptLimits.maximumDepth)
    } catch {
      let location = error.location(in: bytes)
      throw ScriptError(
        fileName: fileName, line: location.line, column: location.column, path: "",
        reason: .syntax(error.message))
    }
  }

  /// A script's parse for the second pass: the one kept, or the file read and parsed again.
  private func document(
    of file: String, _ kept: JSONDocument?, open: (String) -> Result<ByteReader, FileError>
  ) throws(ScriptError) -> JSONDocument {
    if let kept { return kept }
    let bytes: [UInt8]
    switch open(file).flatMap({ $0.readAll(limit: ScriptLimits.maximumFileSize) }) {
    case .failure(let error):
      throw ScriptError(
        fileName: file, line: 1, column: 1, path: "", reason: .syntax(error.message))
    case .success(let all): bytes = all
    }
    return try Self.parse(bytes, fileName: file)
  }

  // MARK: Actions

  /// `check`: says what each file holds; a recording is read to its end.
  private func check(
    _ loaded: [LoadedFile], open: (String) -> Result<ByteReader, FileError>,
    into output: inout some ReplayOutput
  ) -> Completion {
    for (file, entry) in zip(files, loaded) {
      switch entry {
      case .script(_, let views, let events):
        output.write("\(file): ok (\(views) views, \(events) events)\n")
      case .recording(var reader):
        do throws(ScriptError) {
          while try reader.next() != nil {}
        } catch {
          output.writeError(Self.diagnosticLine(error))
          return Completion(status: 2)
        }
        if let warning = reader.warning { output.writeError(warning + "\n") }
        output.write("\(file): ok (\(reader.tree.count) views, \(reader.eventCount) events)\n")
      }
    }
    return Completion()
  }

  /// `render` and `convert`: the one file decoded whole.
  private func whole(
    _ loaded: [LoadedFile], open: (String) -> Result<ByteReader, FileError>,
    into output: inout some ReplayOutput
  ) -> Completion {
    guard let file = files.first, let entry = loaded.first else { return Completion() }
    let script: Script
    do throws(ScriptError) {
      switch entry {
      case .script(let kept, _, _):
        let document = try document(of: file, kept, open: open)
        var decoder = ScriptDecoder(document: document, fileName: file)
        var decoded = try decoder.decodeScript()
        decoded.source = document.bytes
        script = decoded
      case .recording(var reader):
        script = try reader.script()
        if let warning = reader.warning { output.writeError(warning + "\n") }
      }
    } catch {
      output.writeError(Self.diagnosticLine(error))
      return Completion(status: 2)
    }
    if action == .convert {
      let path = outputPath ?? "-"
      let text = path.hasSuffix(".jsonl") ? script.recordingText() : script.jsonText()
      return Completion(file: WrittenFile(path: path, contents: text))
    }
    let run = ScriptRunner.run(script, explain: explain)
    let page = HTMLReplay.render(script, run)
    var completion = Completion(status: run.failedExpectations > 0 ? 1 : 0)
    if let outputPath {
      completion.file = WrittenFile(path: outputPath, contents: page)
    } else {
      output.write(page)
    }
    return completion
  }

  /// `run`: replays each file as it is decoded, writing the trace as it goes.
  private func run(
    _ loaded: [LoadedFile], open: (String) -> Result<ByteReader, FileError>,
    into output: inout some ReplayOutput
  ) -> Completion {
    var passed = 0
    var failed = 0
    var trace = TraceBuffer()
    for (file, entry) in zip(files, loaded) {
      var stream = TraceStream(
        fileName: file, format: format, quiet: quiet, heading: files.count > 1)
      stream.explain = explain
      var warning: String?
      do throws(ScriptError) {
        switch entry {
        case .script(let kept, _, _):
          let document = try document(of: file, kept, open: open)
          var decoder = ScriptDecoder(document: document, fileName: file)
          var events = try EventCursor(&decoder)
          stream.start(tree: decoder.tree, settings: events.settings)
          while let (event, element) = try events.next(&decoder) {
            stream.replay(event, into: &trace, output: &output) {
              SourceLocator(event: element, in: document)
            }
          }
        case .recording(var reader):
          stream.start(tree: reader.tree, settings: reader.initialSettings)
          while let event = try reader.next() {
            stream.replay(event, into: &trace, output: &output) { reader.locator() }
          }
          warning = reader.warning
        }
      } catch {
        trace.flush(to: &output)
        output.writeError(Self.diagnosticLine(error))
        return Completion(status: 2)
      }
      stream.finish(into: &trace)
      trace.flush(to: &output)
      if let warning { output.writeError(warning + "\n") }
      passed += stream.passed
      failed += stream.failed
    }
    if format == .text {
      trace.text.append(TextTrace.summary(passed: passed, failed: failed) + "\n")
    }
    trace.flush(to: &output)
    return Completion(status: failed > 0 ? 1 : 0)
  }
}

/// Why a file cannot be used, as the line `kbreplay` prints (with its line break).
struct LoadFailure: Error {
  var text: String
}

extension ByteReader {
  /// A reader that gives `prefix` first, then what `reader` reads.
  init(prefix: [UInt8], then reader: ByteReader) {
    final class Pending {
      var bytes: [UInt8]
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let pending = Pending(prefix)
    self.init { count in
      guard pending.bytes.isEmpty else {
        let bytes = pending.bytes
        pending.bytes = []
        return .success(bytes)
      }
      return reader.read(upTo: count)
    }
  }
}
