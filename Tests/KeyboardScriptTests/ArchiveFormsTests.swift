import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing

// The archive's two JSON forms — `Codable` and the script layer's fast writer and reader — spell
// their keys through one table, and each reads the other's output.

/// An archive with every key: anchors with and without an item, with fallbacks and pins, fields
/// with text, a selection or both, a focused field and selected tabs.
private let fullArchive = PreservationArchive(
  containers: [
    "app/feed": ScrollAnchor(
      itemID: "r45", edge: .top, distance: -20,
      fallbacks: [.init(itemID: "r46", distance: 24), .init(itemID: "r47", distance: 68)],
      offset: 2000.5),
    "app/chat": ScrollAnchor(
      itemID: "m9", edge: .bottom, distance: 0, fallbacks: [], offset: 880, pin: .end),
    "app/plain": ScrollAnchor(itemID: nil, offset: 12),
  ],
  fields: [
    "app/title": .init(text: "Title \u{1F44B}\u{1F3FD} \"quoted\" \\", selection: [6, 4]),
    "app/body": .init(text: "Hello"),
    "app/note": .init(selection: [0, 0]),
  ],
  focusedField: "app/body", selectedTabs: ["app/tabs": 1])

@Suite("The archive's two JSON forms")
struct ArchiveFormsTests {
  @Test("The fast reader reads what Codable writes")
  func fastReadsCodable() throws {
    let json = String(decoding: try JSONEncoder().encode(fullArchive), as: UTF8.self)
    #expect(try ArchiveJSON.decode(json) == fullArchive)
  }

  @Test("Codable reads what the fast writer writes")
  func codableReadsFast() throws {
    let json = ArchiveJSON.encode(fullArchive)
    #expect(
      try JSONDecoder().decode(PreservationArchive.self, from: Data(json.utf8)) == fullArchive)
    #expect(try ArchiveJSON.decode(json) == fullArchive)
  }

  @Test("Both forms use every key of the table, and only those")
  func keysComeFromTheTable() throws {
    let keys = Set(PreservationArchive.Key.allCases.map(\.rawValue))
    for json in [
      ArchiveJSON.encode(fullArchive),
      String(decoding: try JSONEncoder().encode(fullArchive), as: UTF8.self),
    ] {
      var found: Set<String> = []
      func collect(_ value: Any) {
        if let object = value as? [String: Any] {
          for (key, member) in object {
            if !key.contains("/") { found.insert(key) }
            collect(member)
          }
        } else if let array = value as? [Any] {
          array.forEach(collect)
        }
      }
      collect(try JSONSerialization.jsonObject(with: Data(json.utf8)))
      #expect(found == keys, "\(json)")
    }
  }

  @Test("The fast writer's text: keys in order, one line, numbers in their shortest form")
  func fastWriterText() {
    #expect(
      ArchiveJSON.encode(fullArchive)
        == #"{"version": 1, "containers": {"#
        + #""app/chat": {"itemID": "m9", "edge": "bottom", "distance": 0, "fallbacks": [], "#
        + #""offset": 880, "pin": "end"}, "#
        + #""app/feed": {"itemID": "r45", "edge": "top", "distance": -20, "fallbacks": ["#
        + #"{"itemID": "r46", "distance": 24}, {"itemID": "r47", "distance": 68}], "#
        + #""offset": 2000.5, "pin": "none"}, "#
        + #""app/plain": {"edge": "top", "distance": 0, "fallbacks": [], "offset": 12, "#
        + #""pin": "none"}}, "#
        + #""fields": {"app/body": {"text": "Hello"}, "app/note": {"selection": [0, 0]}, "#
        + #""app/title": {"text": "Title 👋🏽 \"quoted\" \\", "selection": [6, 4]}}, "#
        + #""focused": "app/body", "tabs": {"app/tabs": 1}}"#)
  }
}
