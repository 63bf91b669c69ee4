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

  /// Two fields of one row: `first` precedes `second` in the tree.
  struct TieCase: Sendable, CustomTestStringConvertible {
    var name: String
    var first: Point
    var second: Point
    /// The focused `first`'s neighbours by position.
    var previous: ViewID?
    var next: ViewID?
    var testDescription: String { name }
  }

  @Test(
    "Positions within 0.5 points are equal: the next key decides",
    arguments: [
      // Side by side, 0.3 apart in y: the row is one, so x orders them, first before second.
      TieCase(
        name: "0.3 pt lower on the left: x decides, left first", first: [20, 100.3],
        second: [200, 100], previous: nil, next: "second"),
      // One above the other in the same column, 0.3 apart in x: tree order decides.
      TieCase(
        name: "0.3 pt to the right in one column: tree order", first: [20.3, 100],
        second: [20, 100], previous: nil, next: "second"),
      // 0.6 apart is apart: the higher field comes first.
      TieCase(
        name: "0.6 pt lower on the left: y decides, right first", first: [20, 100.6],
        second: [200, 100], previous: "second", next: nil),
    ])
  func tieTolerance(_ example: TieCase) throws {
    func field(_ id: ViewID, at origin: Point) -> ViewTree.Branch {
      ViewTree.Branch(
        ViewNode(
          id: id, kind: .textField, frame: Rect(x: origin.x, y: origin.y, width: 150, height: 44)),
        children: [])
    }
    var engine = try engine(
      [field("first", at: example.first), field("second", at: example.second)], focus: "first")
    let navigation = engine.navigation()
    #expect(navigation?.previous == example.previous)
    #expect(navigation?.next == example.next)
    #expect(navigation != nil)
  }

  @Test("A scrolled container's offset is subtracted: a field scrolled up comes first")
  func scrolledOffsetIsSubtracted() throws {
    // The form's content is scrolled 300 up: "inside" (content y 400) is at window y 100,
    // above "outside" at 200, though it comes first in neither the content nor the tree.
    let form = ViewTree.Branch(
      ViewNode(
        id: "form", kind: .scroll, frame: Phone.rootFrame,
        contentSize: Size(width: 390, height: 2000), contentOffset: [0, 300]),
      children: [field("inside", y: 400)])
    var engine = try engine([field("outside", y: 200), form], focus: "inside")
    #expect(
      engine.navigation() == FieldNavigation(previous: nil, next: "outside", returnKey: .next))
    _ = engine.handle(.focus("outside"))
    #expect(engine.navigation() == FieldNavigation(previous: "inside", next: nil, returnKey: .done))
  }
}
