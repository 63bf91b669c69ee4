import FileDescriptors

/// Where a ``ScriptRecorder`` writes its lines: a file, or any byte sink a host or a test
/// provides.
///
/// The recorder hands a sink whole lines only, each ending in a line break, and calls
/// ``close()`` once, when it is closed or dropped.
public protocol RecordingSink: AnyObject {
  /// Writes `bytes`, one or more whole lines, or throws why it cannot.
  func write(_ bytes: [UInt8]) throws(RecordingError)
  /// Releases what the sink holds; nothing is written after it.
  func close() throws(RecordingError)
}

/// Why a recording cannot be written.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the recording goes to, if it goes to one.
  public var path: String?
  /// What went wrong, such as `No such file or directory`.
  public var message: String

  /// Creates an error.
  public init(path: String?, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: message`, or the message alone.
  public var description: String {
    path.map { "\($0): \(message)" } ?? message
  }
}

/// A recording held in memory: a sink a test reads back.
///
/// ```swift
/// let buffer = RecordingBuffer()
/// let recorder = ScriptRecorder(tree: tree, writingTo: buffer)
/// recorder.record(.blur)
/// let script = try Script(decodingRecording: buffer.bytes, fileName: "session.jsonl")
/// ```
public final class RecordingBuffer: RecordingSink {
  /// Every byte written so far.
  public private(set) var bytes: [UInt8] = []
  /// Whether the recorder closed the sink.
  public private(set) var isClosed = false

  /// An empty buffer.
  public init() {}

  /// The bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `bytes`.
  public func write(_ bytes: [UInt8]) throws(RecordingError) {
    self.bytes += bytes
  }

  /// Marks the buffer closed; its bytes stay readable.
  public func close() throws(RecordingError) {
    isClosed = true
  }
}

/// A file written with the system's `write`, unbuffered: a line is in the file once `write`
/// returns, so that a crash of the app loses nothing already recorded.
final class RecordingFile: RecordingSink {
  let path: String
  private var descriptor: FileDescriptor?

  /// Creates (or truncates) the file at `path`.
  init(path: String) throws(RecordingError) {
    self.path = path
    do throws(FileDescriptor.Failure) {
      descriptor = try FileDescriptor.open(path, for: .writing)
    } catch {
      throw RecordingError(path: path, message: error.description)
    }
  }

  func write(_ bytes: [UInt8]) throws(RecordingError) {
    guard let descriptor else {
      throw RecordingError(path: path, message: "the recording is closed")
    }
    do throws(FileDescriptor.Failure) {
      try descriptor.writeAll(bytes)
    } catch {
      throw RecordingError(path: path, message: error.description)
    }
  }

  func close() throws(RecordingError) {
    guard let descriptor else { return }
    self.descriptor = nil
    do throws(FileDescriptor.Failure) {
      try descriptor.close()
    } catch {
      throw RecordingError(path: path, message: error.description)
    }
  }

  deinit {
    try? descriptor?.close()
  }
}
