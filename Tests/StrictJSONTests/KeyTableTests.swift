import StrictJSON
import Testing

/// `KeyTable` finds names by their length and first and last eight bytes; these cover names
/// that share those, names longer than 16 bytes, and strings that are not names.
@Suite struct KeyTableTests {
  private static let table = KeyTable([
    "", "a", "type", "frame", "duration", "keyboardWillShow", "keyboardWillHide",
    "keyboardDidShow", "keyboardWillChangeFrame", "keyboardDidChangeFrame",
    "keyboardWillXChangeFrame", "keyboardWillYChangeFrame",
  ])

  private func position(of text: String, readable extra: Int = 0) -> Int? {
    position(of: text, readable: extra, in: Self.table)
  }

  private func position(of text: String, readable extra: Int = 0, in table: KeyTable) -> Int? {
    let bytes = Array(text.utf8) + Array(repeating: UInt8(ascii: "\""), count: extra)
    return bytes.withUnsafeBufferPointer { buffer in
      table.slot(of: buffer.baseAddress, length: text.utf8.count, readable: buffer.count)
    }
  }

  @Test func everyNameIsFoundAtItsPosition() {
    for (index, name) in Self.table.strings.enumerated() {
      #expect(position(of: name) == index, "\(name)")
      #expect(position(of: name, readable: 8) == index, "\(name) with bytes after it")
    }
  }

  @Test(arguments: [
    "t", "typ", "types", "Type", "keyboardWillShoe", "keyboardWillZChangeFrame",
    "keyboardWillChangeFramf", "keyboardWillChangeFrame ", "durationX", "b",
  ])
  func otherStringsAreNotFound(text: String) {
    #expect(position(of: text) == nil)
    #expect(position(of: text, readable: 8) == nil)
  }

  @Test func aBufferWithoutAnAddressIsTheEmptyName() {
    #expect(Self.table.slot(of: UnsafeBufferPointer(start: nil, count: 0)) == 0)
    #expect(KeyTable(["x"]).slot(of: UnsafeBufferPointer(start: nil, count: 0)) == nil)
  }

  @Test func namesWithSlotsOfTheirOwnAreFoundInTheirSlots() {
    let table = KeyTable(slots: [
      (name: "frame", slot: 2), (name: "keyboardWillChangeFrame", slot: 40), (name: "id", slot: 0),
    ])
    #expect(table.slotLimit == 41)
    #expect(position(of: "frame", in: table) == 2)
    #expect(position(of: "keyboardWillChangeFrame", readable: 8, in: table) == 40)
    #expect(position(of: "id", in: table) == 0)
    #expect(position(of: "keyboardWillChangeFramf", in: table) == nil)
  }
}
