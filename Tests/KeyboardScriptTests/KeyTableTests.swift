import KeyboardAvoidance
import Testing

@testable import KeyboardScript

/// `KeyTable` finds names by their length and first and last eight bytes; these cover names
/// that share those, names longer than 16 bytes, and strings that are not names.
@Suite struct KeyTableTests {
  private static let table = KeyTable([
    "", "a", "type", "frame", "duration", "keyboardWillShow", "keyboardWillHide",
    "keyboardDidShow", "keyboardWillChangeFrame", "keyboardDidChangeFrame",
    "keyboardWillXChangeFrame", "keyboardWillYChangeFrame",
  ])

  private func position(of text: String, readable extra: Int = 0) -> Int? {
    let bytes = Array(text.utf8) + Array(repeating: UInt8(ascii: "\""), count: extra)
    return bytes.withUnsafeBufferPointer { buffer in
      Self.table.position(of: buffer.baseAddress, length: text.utf8.count, readable: buffer.count)
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
    #expect(Self.table.position(of: UnsafeBufferPointer(start: nil, count: 0)) == 0)
    #expect(KeyTable(["x"]).position(of: UnsafeBufferPointer(start: nil, count: 0)) == nil)
  }

  @Test func theViewKindTableListsEveryKindInOrder() {
    #expect(ScriptDecoder.viewKindNames.strings == ViewKind.allCases.map(\.rawValue))
  }
}
