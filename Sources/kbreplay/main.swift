// The `kbreplay` command: reads files and standard input, prints, and exits. Everything else is
// `ReplayCommand` in KeyboardScript.
import KeyboardScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader of a file descriptor's bytes, which closes it at the end or at an error.
func reader(of descriptor: Int32, closes: Bool) -> ByteReader {
  var isOpen = true
  return ByteReader { count in
    guard isOpen else { return .success([]) }
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let count: Int = buffer.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        isOpen = false
        if closes { close(descriptor) }
        guard count == 0 else {
          return .failure(FileError(message: String(cString: strerror(errno))))
        }
        return .success([])
      }
      buffer.removeSubrange(count...)
      return .success(buffer)
    }
  }
}

/// Opens a script or recording: a path, or `-` for standard input.
func openFile(_ path: String) -> Result<ByteReader, FileError> {
  if path == "-" { return .success(reader(of: STDIN_FILENO, closes: false)) }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else {
    return .failure(FileError(message: String(cString: strerror(errno))))
  }
  return .success(reader(of: descriptor, closes: true))
}

/// Writes all of `text` to a file descriptor.
func writeAll(_ text: String, to descriptor: Int32) {
  writeAll(Array(text.utf8), to: descriptor)
}

/// Writes all of `bytes` to a file descriptor.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  bytes.withUnsafeBufferPointer { buffer in
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let count = write(descriptor, base + offset, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}

/// The standard streams, written as the command produces its text.
struct StandardStreams: ReplayOutput {
  func write(_ text: String) { writeAll(text, to: STDOUT_FILENO) }
  func write(bytes: [UInt8]) { writeAll(bytes, to: STDOUT_FILENO) }
  func writeError(_ text: String) { writeAll(text, to: STDERR_FILENO) }
}

var streams = StandardStreams()
let completion = ReplayCommand.main(
  Array(CommandLine.arguments.dropFirst()), open: openFile, into: &streams)
if let file = completion.file {
  if file.path == "-" {
    writeAll(file.contents, to: STDOUT_FILENO)
  } else {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      writeAll("kbreplay: error: cannot write \(file.path): ", to: STDERR_FILENO)
      writeAll(String(cString: strerror(errno)) + "\n", to: STDERR_FILENO)
      exit(2)
    }
    writeAll(file.contents, to: descriptor)
    close(descriptor)
  }
}
exit(completion.status)
