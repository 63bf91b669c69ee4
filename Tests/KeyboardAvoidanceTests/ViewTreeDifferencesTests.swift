import KeyboardAvoidance
import Testing

@Suite("Differences and descriptions")
struct ViewTreeDifferencesTests {
  static func screen() throws -> ViewTree {
    try ViewTree(
      windowSize: [390, 844],
      root: ViewNode(id: "root", frame: [0, 0, 390, 844], safeAreaInsets: [47, 0, 34, 0]),
      children: [
        ViewTree.Branch(
          ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]),
          children: [
            ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
          ])
      ])
  }

  @Test("Differences name each property the way a host reads it, one per number")
  func differences() throws {
    let expected = try Self.screen()
    var actual = expected
    try actual.update("form") {
      $0.contentOffset.y = 193
      $0.contentInset.bottom = 312
    }
    try actual.remove("email")
    try actual.insert(ViewNode(id: "extra", frame: [0, 0, 1, 1]), under: "root")
    #expect(
      actual.differences(from: expected).map(\.description) == [
        "form.contentOffset.y: expected 0, got 193",
        "form.contentInset.bottom: expected 0, got 312",
        "email.view: expected a textField, got no view",
        "extra.view: expected no view, got a view",
      ])
    #expect(expected.differences(from: expected).isEmpty)
    try actual.update("form") { $0.contentOffset.y = 0.005 }
    #expect(actual.differences(from: expected, tolerance: 0.01).count == 3)
  }

  @Test("A tree prints as the screen a host sees, never its storage")
  func description() throws {
    let tree = try Self.screen()
    #expect(
      tree.description == """
        window (390,844) rootShift 0
        root view frame (0,0,390,844) safeAreaInsets (47,0,34,0)
          form scroll frame (0,47,390,763) contentSize (390,1400)
            email textField frame (20,600,350,44)
        """)
    #expect(!String(reflecting: tree).contains("childSlots"))
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus("email"))
    #expect(engine.description.hasPrefix("keyboard hidden, focus email, snapshots none\n"))
  }
}
