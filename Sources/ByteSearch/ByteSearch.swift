#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offset of the first `byte` of `bytes` at or after `start`, or `bytes.count` when there is
/// none (or when `start` is not an offset of `bytes`): the C library's `memchr`, the package's
/// only unsafe code on bytes in memory besides the strict JSON reader's and the UTF-16
/// scanning's.
///
/// ```swift
/// let bytes = Array("one\ntwo\n".utf8)
/// offset(of: 0x0A, in: bytes, from: 0)  // 3
/// offset(of: 0x0A, in: bytes, from: 4)  // 7
/// offset(of: 0x0A, in: bytes, from: 8)  // 8, the count
/// ```
///
/// The importer of printouts finds each line's end with it. `memchr` reads many bytes a step,
/// and, built without the fuzzer's instrumentation, reports none of its comparisons to it: a
/// line costs the fuzzer no hook per byte.
///
/// - Complexity: O(*n*) in the bytes read.
package func offset(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int {
  guard start >= 0, start < bytes.count else { return bytes.count }
  return bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress,
      let found = memchr(base + start, Int32(byte), buffer.count - start)
    else { return buffer.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
