// The `kbreplay` command: reads files and standard input, prints, writes the file it is asked
// to, and exits. Everything else is `ReplayCommand` in KeyboardScript; the system calls are
// `FileDescriptor`'s.
import FileDescriptors
import KeyboardScript
import KeyboardScriptTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader of a file's bytes, which closes the file at its end or at an error if `closes`.
func reader(of file: FileDescriptor, closes: Bool) -> ByteReader {
  var isOpen = true
  return ByteReader { count in
    guard isOpen else { return .success([]) }
    do throws(FileDescriptor.Failure) {
      let bytes = try file.read(upTo: count)
      if bytes.isEmpty {
        isOpen = false
        if closes { try? file.close() }
      }
      return .success(bytes)
    } catch {
      isOpen = false
      if closes { try? file.close() }
      return .failure(FileError(message: error.description))
    }
  }
}

/// Opens a script or recording: a path, or `-` for standard input.
func openFile(_ path: String) -> Result<ByteReader, FileError> {
  if path == "-" { return .success(reader(of: .standardInput, closes: false)) }
  do throws(FileDescriptor.Failure) {
    return .success(reader(of: try FileDescriptor.open(path, for: .reading), closes: true))
  } catch {
    return .failure(FileError(message: error.description))
  }
}

/// The standard streams, written as the command produces its text. The first failed write to
/// standard output is kept (and nothing more is written there): the command then fails.
struct StandardStreams: ReplayOutput {
  /// Why standard output took no more, if it did not.
  var outputFailure: FileDescriptor.Failure?
  /// Whether anything was written to standard output.
  var wroteOutput = false

  mutating func write(_ text: String) { write(bytes: Array(text.utf8)) }

  mutating func write(bytes: [UInt8]) {
    guard outputFailure == nil, !bytes.isEmpty else { return }
    wroteOutput = true
    do throws(FileDescriptor.Failure) {
      try FileDescriptor.standardOutput.writeAll(bytes)
    } catch {
      outputFailure = error
    }
  }

  func writeError(_ text: String) { try? FileDescriptor.standardError.writeAll(text) }
}

/// Says why `path` could not be written, in the command's error style, and exits with status 2.
func fail(writing path: String, _ failure: FileDescriptor.Failure) -> Never {
  StandardStreams().writeError(ReplayCommand.fileErrorLine(path: path, message: "\(failure)"))
  exit(2)
}

/// Writes `contents` to a new file at `path`; any failed write or close fails the command.
func write(_ contents: String, to path: String) {
  do throws(FileDescriptor.Failure) {
    let file = try FileDescriptor.open(path, for: .writing)
    do throws(FileDescriptor.Failure) {
      try file.writeAll(contents)
    } catch {
      try? file.close()
      throw error
    }
    try file.close()
  } catch {
    fail(writing: path, error)
  }
}

var streams = StandardStreams()
let completion = ReplayCommand.main(
  Array(CommandLine.arguments.dropFirst()), open: openFile, into: &streams)
if let file = completion.file {
  if file.path == "-" {
    streams.write(file.contents)
  } else {
    write(file.contents, to: file.path)
  }
}
// Standard output: a write that failed, or an error its file system reports only at close.
if let failure = streams.outputFailure { fail(writing: "standard output", failure) }
if streams.wroteOutput {
  do throws(FileDescriptor.Failure) {
    try FileDescriptor.standardOutput.close()
  } catch {
    fail(writing: "standard output", error)
  }
}
exit(completion.status)
