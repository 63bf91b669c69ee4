#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file, as the system numbers it: what `kbreplay` reads scripts from and writes its
/// traces and pages to, and what a recording is written to (`ScriptRecorder`).
///
/// It reads, writes all of a buffer, and closes, retrying a call a signal interrupted, and says
/// why a call failed in the system's words (``Failure``). This file holds the package's only
/// system calls on files, and their unsafe buffer access.
///
/// ```swift
/// let file = try FileDescriptor.open("page.html", for: .writing)
/// try file.writeAll(Array("<!DOCTYPE html>\n".utf8))
/// try file.close()  // a full disk may show only here
/// ```
///
/// The corresponding system type is the `int` file descriptor (`open(2)`, `read(2)`,
/// `write(2)`, `close(2)`).
package struct FileDescriptor: Hashable, Sendable {
  /// The system's number for the file.
  package let rawValue: Int32

  /// A descriptor the process already has, such as `STDOUT_FILENO`'s `1`.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Standard input (`STDIN_FILENO`).
  package static let standardInput = FileDescriptor(rawValue: 0)
  /// Standard output (`STDOUT_FILENO`).
  package static let standardOutput = FileDescriptor(rawValue: 1)
  /// Standard error (`STDERR_FILENO`).
  package static let standardError = FileDescriptor(rawValue: 2)

  /// What a file is opened for.
  package enum Access: Sendable {
    /// Reading from its start (`O_RDONLY`).
    case reading
    /// Writing from its start, created with mode 644 if it does not exist and emptied if it
    /// does (`O_WRONLY | O_CREAT | O_TRUNC`).
    case writing
  }

  /// Why a system call on a file failed: the system's error number and its text.
  package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error number (`errno`), such as `ENOSPC`'s 28 on Linux.
    package var code: Int32

    /// Creates a failure for an error number.
    package init(code: Int32) {
      self.code = code
    }

    /// The system's text for the error (`strerror(3)`), such as `No space left on device`.
    package var description: String { String(cString: strerror(code)) }
  }

  /// Opens the file at `path`.
  package static func open(_ path: String, for access: Access) throws(Failure) -> FileDescriptor {
    while true {
      let descriptor =
        switch access {
        case .reading: systemOpen(path, O_RDONLY, 0)
        case .writing: systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
      if descriptor >= 0 { return FileDescriptor(rawValue: descriptor) }
      guard errno == EINTR else { throw Failure(code: errno) }
    }
  }

  /// Up to `count` of the file's next bytes; empty at its end.
  package func read(upTo count: Int) throws(Failure) -> [UInt8] {
    guard count > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let read = buffer.withUnsafeMutableBytes { systemRead(rawValue, $0.baseAddress, $0.count) }
      if read >= 0 {
        buffer.removeSubrange(read...)
        return buffer
      }
      guard errno == EINTR else { throw Failure(code: errno) }
    }
  }

  /// Writes every byte of `bytes`, however many calls it takes.
  package func writeAll(_ bytes: [UInt8]) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(rawValue, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        // A write of nothing would never end: the device takes no more.
        throw Failure(code: written == 0 ? ENOSPC : errno)
      }
    }
  }

  /// Writes `text`'s UTF-8.
  package func writeAll(_ text: String) throws(Failure) {
    try writeAll(Array(text.utf8))
  }

  /// Closes the file. The descriptor is released even when this throws (an error a file system
  /// reports only at close, such as a full disk over NFS); it must not be used again.
  package func close() throws(Failure) {
    guard systemClose(rawValue) != 0 else { return }
    // After EINTR the descriptor is closed on Linux and the BSDs: closing again is wrong.
    guard errno != EINTR else { return }
    throw Failure(code: errno)
  }
}

// The system's calls, which the methods of the same names hide.

private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
