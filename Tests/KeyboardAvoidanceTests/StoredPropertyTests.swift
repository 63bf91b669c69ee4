import Foundation
import KeyboardAvoidance
import Testing

// Nothing can be forgotten: a stored property added to ViewNode, AvoidanceEngine or the
// preservation state without its place in the property table, or in the engine's equality,
// hashing and coding, fails here.

/// The labels of a value's stored properties.
private func storedProperties(of value: Any) -> Set<String> {
  Set(Mirror(reflecting: value).children.compactMap(\.label))
}

/// A change of each stored property of a view, away from a new view's value.
private let viewChanges: [String: @Sendable (inout ViewNode) -> Void] = [
  "id": { $0.id = "changed" },
  "kind": { $0.kind = .scroll },
  "frame": { $0.frame.origin.y += 1 },
  "safeAreaInsets": { $0.safeAreaInsets.top = 1 },
  "contentInsetAdjustment": { $0.contentInsetAdjustment.top = 1 },
  "contentSize": { $0.contentSize.height += 1 },
  "contentOffset": { $0.contentOffset.y = 1 },
  "contentInset": { $0.contentInset.bottom = 1 },
  "indicatorInsets": { $0.indicatorInsets.bottom = 1 },
  "scrollEnabled": { $0.scrollEnabled = false },
  "axis": { $0.axis = .horizontal },
  "ignoresScrolling": { $0.ignoresScrolling = true },
  "ignoresInset": { $0.ignoresInset = true },
  "restorePolicy": { $0.restorePolicy = .never },
  "distance": { $0.distance = 4 },
  "avoidance": { $0.avoidance = .disabled },
  "restorationIdentifier": { $0.restorationIdentifier = "changed" },
  "text": { $0.text = "changed" },
  "selectedRange": { $0.selectedRange = [1, 0] },
  "anchorPolicy": { $0.anchorPolicy.anchorAtEnd = .followAppended },
  "selectedIndex": { $0.selectedIndex = 1 },
  "followsKeyboard": { $0.followsKeyboard = true },
  "followOffset": { $0.followOffset = 1 },
  "keyboardLift": { $0.keyboardLift = .always },
  "alignment": { $0.alignment = .center },
  "navigable": { $0.navigable = false },
  "navigationGroup": { $0.navigationGroup = true },
]

@Suite("Every stored property is seen")
struct StoredPropertyTests {
  let node = ViewNode(id: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))

  @Test("ViewNode's property table names every stored property, in declaration order")
  func viewNodeTable() {
    let stored = Mirror(reflecting: node).children.compactMap(\.label)
    #expect(ViewNode.properties.map(\.name) == stored)
    #expect(Set(viewChanges.keys) == Set(stored))
  }

  @Test("A change of any view property is a difference, shows in the description and breaks ==")
  func viewNodeChangesAreSeen() throws {
    for (name, change) in viewChanges.sorted(by: { $0.key < $1.key }) {
      var changed = node
      change(&changed)
      #expect(changed != node, "\(name)")
      #expect(changed.description != node.description, "\(name)")
      guard name != "id" else { continue }  // views are matched by their identity
      let root = ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let expected = try ViewTree(
        windowSize: Size(width: 100, height: 100), root: root, children: [.init(node)])
      let actual = try ViewTree(
        windowSize: Size(width: 100, height: 100), root: root, children: [.init(changed)])
      let differences = actual.differences(from: expected)
      #expect(!differences.isEmpty, "\(name)")
      #expect(
        differences.allSatisfy { $0.property == name || $0.property.hasPrefix(name + ".") },
        "\(name): \(differences)")
    }
  }

  @Test("The engine's equality, hashing and coding cover every stored property but its caches")
  func engineProperties() throws {
    let engine = try listEngine()
    let stored = storedProperties(of: engine)
    let state = Set(AvoidanceEngine.stateChanges.map(\.name))
    let outside = Set(AvoidanceEngine.propertiesOutsideState.keys)
    #expect(state.isDisjoint(with: outside))
    #expect(stored == state.union(outside))
    try expectChangesSeen(AvoidanceEngine.stateChanges, on: engine)
  }

  @Test("The engine's equality, hashing and coding cover every property of its preservation")
  func preservationProperties() throws {
    let engine = try listEngine()
    let preservation = try #require(
      Mirror(reflecting: engine).children.first { $0.label == "preservation" }?.value)
    #expect(
      storedProperties(of: preservation)
        == Set(AvoidanceEngine.preservationChanges.map(\.name)))
    try expectChangesSeen(AvoidanceEngine.preservationChanges, on: engine)
  }

  /// Each change makes the engine unequal, with another hash, and survives a round trip.
  private func expectChangesSeen(
    _ changes: [(name: String, change: @Sendable (inout AvoidanceEngine) -> Void)],
    on engine: AvoidanceEngine
  ) throws {
    for (name, change) in changes {
      var changed = engine
      change(&changed)
      #expect(changed != engine, "\(name)")
      #expect(changed.hashValue != engine.hashValue, "\(name)")
      #expect(try roundTripped(changed) == changed, "\(name)")
      #expect(try roundTripped(changed) != engine, "\(name)")
    }
  }
}
