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

/// Reads a whole file descriptor, or says why it cannot.
func readAll(_ descriptor: Int32) -> Result<[UInt8], FileError> {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count == 0 { return .success(bytes) }
    if count < 0 {
      if errno == EINTR { continue }
      return .failure(FileError(message: String(cString: strerror(errno))))
    }
    guard bytes.count + count <= ScriptLimits.maximumFileSize + 1 else { return .success(bytes) }
    bytes.append(contentsOf: buffer[0..<count])
  }
}

/// Reads a script: a path, or `-` for standard input.
func readScript(_ path: String) -> Result<[UInt8], FileError> {
  if path == "-" { return readAll(STDIN_FILENO) }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else {
    return .failure(FileError(message: String(cString: strerror(errno))))
  }
  defer { close(descriptor) }
  return readAll(descriptor)
}

/// Writes all of `text` to a file descriptor.
func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return }
    bytes = bytes.dropFirst(count)
  }
}

let output = ReplayCommand.main(Array(CommandLine.arguments.dropFirst()), read: readScript)
if let file = output.file {
  let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else {
    writeAll("kbreplay: error: cannot write \(file.path): ", to: STDERR_FILENO)
    writeAll(String(cString: strerror(errno)) + "\n", to: STDERR_FILENO)
    exit(2)
  }
  writeAll(file.contents, to: descriptor)
  close(descriptor)
}
writeAll(output.standardOutput, to: STDOUT_FILENO)
writeAll(output.standardError, to: STDERR_FILENO)
exit(output.status)
