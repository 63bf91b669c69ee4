import KeyboardAvoidance
import Testing

/// Which fields Previous and Next reach (the article "Chats, composers and button bars",
/// navigation): only fields the user can see — not one with no height, not one on a hidden tab.
@Suite("Navigable fields")
struct NavigableFieldsTests {
  private func engine(_ children: [ViewTree.Branch], focus: ViewID) throws -> AvoidanceEngine {
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: children)
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.focus(focus))
    return engine
  }

  private func field(_ id: ViewID, y: Double, height: Double = 44) -> ViewTree.Branch {
    ViewTree.Branch(
      ViewNode(id: id, kind: .textField, frame: Rect(x: 20, y: y, width: 350, height: height)),
      children: [])
  }

  @Test("A field of no height is skipped: after a comes c")
  func zeroHeight() throws {
    var engine = try engine(
      [field("a", y: 100), field("b", y: 200, height: 0), field("c", y: 300)], focus: "a")
    #expect(engine.navigation() == FieldNavigation(previous: nil, next: "c", returnKey: .next))
  }

  @Test("The fields of a hidden tab are skipped: b is the last field, its return key is Done")
  func hiddenTab() throws {
    let tabs = ViewTree.Branch(
      ViewNode(id: "tabs", kind: .tabs, frame: Phone.rootFrame, selectedIndex: 0),
      children: [
        ViewTree.Branch(
          ViewNode(id: "first", frame: Phone.rootFrame),
          children: [field("a", y: 100), field("b", y: 200)]),
        ViewTree.Branch(
          ViewNode(id: "second", frame: Phone.rootFrame), children: [field("c", y: 300)]),
      ])
    var engine = try engine([tabs], focus: "b")
    #expect(engine.navigation() == FieldNavigation(previous: "a", next: nil, returnKey: .done))
  }
}
