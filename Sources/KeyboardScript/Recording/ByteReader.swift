/// A source of bytes read a piece at a time: a file, standard input, or bytes in memory.
///
/// `kbreplay` reads recordings through one, so that a recording's memory follows its longest
/// line, not its length.
package struct ByteReader {
  /// Returns up to the given number of the next bytes; empty at the end.
  private let readNext: (Int) -> Result<[UInt8], FileError>

  /// A reader that calls `read` for up to the given number of the next bytes, which returns
  /// an empty array at the end.
  package init(read: @escaping (Int) -> Result<[UInt8], FileError>) {
    readNext = read
  }

  /// A reader of bytes held in memory.
  package init(bytes: [UInt8]) {
    final class Position {
      var offset = 0
    }
    let position = Position()
    readNext = { count in
      let start = position.offset
      let end = min(bytes.count, start + count)
      position.offset = end
      // All of the bytes at once are handed over as they are, without a copy.
      if start == 0, end == bytes.count { return .success(bytes) }
      return .success(Array(bytes[start..<end]))
    }
  }

  /// Up to `count` of the next bytes; empty at the end.
  package func read(upTo count: Int) -> Result<[UInt8], FileError> {
    readNext(count)
  }

  /// Everything left, or the first error; stops after `limit` bytes.
  package func readAll(limit: Int) -> Result<[UInt8], FileError> {
    var bytes: [UInt8] = []
    while bytes.count <= limit {
      switch read(upTo: 1 << 16) {
      case .failure(let error): return .failure(error)
      case .success(let chunk):
        if chunk.isEmpty { return .success(bytes) }
        // The first piece is kept as it is, without a copy.
        if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      }
    }
    return .success(bytes)
  }
}
