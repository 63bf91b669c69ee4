import ByteSearch
import Testing

/// `offset(of:in:from:)`: the first byte at or after the start, the count when there is none
/// or when the start is not an offset of the bytes.
@Suite("Byte search")
struct ByteSearchTests {
  @Test(
    "The offset of the first byte at or after the start",
    arguments: [
      ("first", "one\ntwo\n", 0, 3),
      ("at the start", "one\ntwo\n", 3, 3),
      ("after the start", "one\ntwo\n", 4, 7),
      ("none after the start", "one\ntwo", 4, 7),
      ("at the end", "one\n", 4, 4),
      ("past the end", "one\n", 9, 4),
      ("before the start", "one\n", -1, 4),
      ("empty", "", 0, 0),
      ("none", "one", 0, 3),
      ("long", String(repeating: "a", count: 1000) + "\n", 0, 1000),
    ])
  func offsetOfLineFeed(row: String, text: String, start: Int, expected: Int) {
    #expect(offset(of: 0x0A, in: Array(text.utf8), from: start) == expected, "\(row)")
  }

  @Test("Every byte value is found where it is")
  func everyByte() {
    let bytes = (0...255).map { UInt8($0) }
    for byte in bytes {
      #expect(offset(of: byte, in: bytes + bytes, from: 0) == Int(byte))
      #expect(offset(of: byte, in: bytes + bytes, from: Int(byte) + 1) == 256 + Int(byte))
    }
  }
}
