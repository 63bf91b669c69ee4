import Foundation
import KeyboardAvoidance
import Testing

// The tree: edits and their errors, window frames, pre-order, coding and equality.

struct TreeEditCase: Sendable, CustomTestStringConvertible {
  var name: String
  var edit: @Sendable (inout ViewTree) throws(ViewTreeError) -> Void
  var error: ViewTreeError
  var message: String

  var testDescription: String { name }
}

@Suite("ViewTree")
struct ViewTreeTests {
  /// root ─ form (scroll) ─ a (field), plus a stack beside the form.
  static func smallTree() throws -> ViewTree {
    var screen = Screen()
    try screen.add(form())
    try screen.add(field("a", y: 600), under: "form")
    try screen.add(
      ViewNode(id: "stack", kind: .stack, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    return screen.tree
  }

  static let editCases: [TreeEditCase] = [
    TreeEditCase(
      name: "insert a duplicate id",
      edit: { tree throws(ViewTreeError) in
        try tree.insert(field("a", y: 0), under: "root")
      }, error: .duplicateID("a"), message: #"a view with id "a" is already in the tree"#),
    TreeEditCase(
      name: "insert under an unknown parent",
      edit: { tree throws(ViewTreeError) in
        try tree.insert(field("b", y: 0), under: "nowhere")
      }, error: .unknownID("nowhere"), message: #"no view has id "nowhere""#),
    TreeEditCase(
      name: "insert under a field",
      edit: { tree throws(ViewTreeError) in
        try tree.insert(field("b", y: 0), under: "a")
      }, error: .cannotHaveChildren("a"),
      message: #"view "a" is a field and cannot hold children"#),
    TreeEditCase(
      name: "insert past the end",
      edit: { tree throws(ViewTreeError) in
        try tree.insert(field("b", y: 0), under: "root", at: 3)
      }, error: .indexOutOfRange(index: 3, parent: "root", count: 2),
      message: #"index 3 is outside 0...2 among the children of "root""#),
    TreeEditCase(
      name: "insert at a negative index",
      edit: { tree throws(ViewTreeError) in
        try tree.insert(field("b", y: 0), under: "form", at: -1)
      }, error: .indexOutOfRange(index: -1, parent: "form", count: 1),
      message: #"index -1 is outside 0...1 among the children of "form""#),
    TreeEditCase(
      name: "remove an unknown view",
      edit: { tree throws(ViewTreeError) in
        try tree.remove("nowhere")
      }, error: .unknownID("nowhere"), message: #"no view has id "nowhere""#),
    TreeEditCase(
      name: "remove the root", edit: { tree throws(ViewTreeError) in try tree.remove("root") },
      error: .cannotRemoveRoot, message: "the root view cannot be removed"),
    TreeEditCase(
      name: "update an unknown view",
      edit: { tree throws(ViewTreeError) in
        try tree.update("nowhere") { $0.frame = .zero }
      }, error: .unknownID("nowhere"), message: #"no view has id "nowhere""#),
    TreeEditCase(
      name: "update the id",
      edit: { tree throws(ViewTreeError) in
        try tree.update("a") {
          $0.id = "b"
          $0.frame = .zero
        }
      }, error: .identityChanged("a"), message: #"an update of "a" may not change its id"#),
    TreeEditCase(
      name: "make a parent a field",
      edit: { tree throws(ViewTreeError) in
        try tree.update("form") {
          $0.kind = .textField
          $0.frame = .zero
        }
      }, error: .cannotHaveChildren("form"),
      message: #"view "form" is a field and cannot hold children"#),
  ]

  @Test(arguments: editCases)
  func refusedEdit(_ row: TreeEditCase) throws {
    var tree = try Self.smallTree()
    let before = tree
    #expect(throws: row.error) { try row.edit(&tree) }
    #expect(tree == before, "a refused edit leaves the tree unchanged")
    #expect(row.error.description == row.message)
  }

  @Test("Insert, update and remove")
  func edits() throws {
    var tree = try Self.smallTree()
    #expect(tree.count == 4)
    try tree.insert(field("first", y: 0), under: "form", at: 0)
    #expect(tree.children(of: "form") == ["first", "a"])
    #expect(tree.parent(of: "first") == "form")
    #expect(tree.parent(of: "root") == nil)
    #expect(tree.parent(of: "nowhere") == nil)
    #expect(tree.children(of: "nowhere").isEmpty)

    try tree.update("form") { $0.contentSize.height = 1600 }
    #expect(tree["form"]?.contentSize == Size(width: 390, height: 1600))

    try tree.remove("form")
    #expect(tree.count == 2)
    #expect(!tree.contains("form"))
    #expect(!tree.contains("a"))
    #expect(!tree.contains("first"))
    #expect(tree["a"] == nil)
    #expect(tree.children(of: "root") == ["stack"])
  }

  @Test("Views are listed parents first, siblings in order")
  func preOrder() throws {
    var screen = Screen()
    try screen.add(ViewNode(id: "b", frame: .zero))
    try screen.add(ViewNode(id: "b2", frame: .zero), under: "b")
    try screen.add(ViewNode(id: "b1", frame: .zero), under: "b")
    try screen.tree.insert(ViewNode(id: "a", frame: .zero), under: "root", at: 0)
    try screen.tree.insert(ViewNode(id: "b0", frame: .zero), under: "b", at: 0)
    try screen.add(ViewNode(id: "a1", frame: .zero), under: "a")
    try screen.tree.insert(ViewNode(id: "b1.5", frame: .zero), under: "b", at: 2)
    let expected: [ViewID] = ["root", "a", "a1", "b", "b0", "b2", "b1.5", "b1"]
    #expect(screen.tree.views.map(\.id) == expected)
  }

  @Test("The scroll containers' ids are the views' order, scroll containers only")
  func scrollContainerIDs() throws {
    var screen = Screen()
    try screen.add(ViewNode(id: "form", kind: .scroll, frame: .zero))
    try screen.add(ViewNode(id: "notes", kind: .textView, frame: .zero), under: "form")
    try screen.add(ViewNode(id: "name", kind: .textField, frame: .zero), under: "form")
    try screen.tree.insert(ViewNode(id: "list", kind: .table, frame: .zero), under: "root", at: 0)
    try screen.add(ViewNode(id: "grid", kind: .collection, frame: .zero))
    try screen.add(ViewNode(id: "bar", kind: .stack, frame: .zero))
    let expected = screen.tree.views.filter(\.kind.isScrollContainer).map(\.id)
    #expect(expected == ["list", "form", "notes", "grid"])
    #expect(screen.tree.scrollContainerIDs == expected)
  }

  @Test("Window frames subtract scroll offsets and the root shift")
  func windowFrames() throws {
    var engine = try Screen.example6().engine()
    let tree = engine.tree
    // Inner at 47 + 500, field at 547 + 250.
    #expect(tree.windowFrame(of: "inner") == Rect(x: 0, y: 547, width: 390, height: 300))
    #expect(tree.windowFrame(of: "field") == Rect(x: 20, y: 797, width: 350, height: 44))
    #expect(tree.windowFrame(of: "root") == Phone.rootFrame)
    #expect(tree.windowFrame(of: "nowhere") == nil)

    _ = engine.handle(.focus("field"))
    _ = engine.handle(.showKeyboard)
    // Outer at 93, inner at 250: inner at 47 + 500 − 93 = 454, field at 454 + 250 − 250 = 454.
    #expect(engine.tree.windowFrame(of: "inner") == Rect(x: 0, y: 454, width: 390, height: 300))
    #expect(engine.tree.windowFrame(of: "field") == Rect(x: 20, y: 454, width: 350, height: 44))
    #expect(engine.revealTarget(for: "field") == Rect(x: 20, y: 454, width: 350, height: 44))
  }

  @Test("Window frames subtract horizontal offsets too")
  func horizontalOffset() throws {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "chips", kind: .collection, frame: Rect(x: 10, y: 300, width: 370, height: 200),
        contentSize: Size(width: 1200, height: 200), contentOffset: Point(x: 250, y: 0),
        axis: .horizontal))
    try screen.add(field("chip", y: 78, x: 400, width: 150), under: "chips")
    // 10 + 400 − 250 = 160; 300 + 78.
    #expect(screen.tree.windowFrame(of: "chip") == Rect(x: 160, y: 378, width: 150, height: 44))
  }

  @Test("The root shift moves every view up")
  func rootShift() throws {
    var screen = Screen(rootFrame: Rect(x: 0, y: 100, width: 390, height: 744))
    try screen.add(field("field", y: 650))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    // 100 + 650 = 750…794: move 296, bound 844 − 508 = 336.
    _ = engine.handle(.showKeyboard)
    #expect(engine.tree.rootShift == 296)
    #expect(engine.tree.windowFrame(of: "field") == Rect(x: 20, y: 454, width: 350, height: 44))
    #expect(engine.tree.windowFrame(of: "root") == Rect(x: 0, y: -196, width: 390, height: 744))
  }

  @Test("Trees compare equal however their storage was reused")
  func equalityIgnoresSlots() throws {
    var reused = Screen()
    try reused.add(field("x", y: 0))
    try reused.add(ViewNode(id: "box", frame: .zero))
    try reused.add(field("y", y: 10), under: "box")
    try reused.tree.remove("x")
    try reused.add(field("z", y: 20))

    var fresh = Screen()
    try fresh.add(ViewNode(id: "box", frame: .zero))
    try fresh.add(field("y", y: 10), under: "box")
    try fresh.add(field("z", y: 20))

    #expect(reused.tree == fresh.tree)
    #expect(reused.tree.hashValue == fresh.tree.hashValue)
    #expect(reused.tree.views == fresh.tree.views)

    try fresh.tree.update("z") { $0.frame.origin.y = 21 }
    #expect(reused.tree != fresh.tree)
  }

  @Test("Trees differ by the order of siblings")
  func siblingOrderMatters() throws {
    var first = Screen()
    try first.add(field("p", y: 0))
    try first.add(field("q", y: 0))
    var second = Screen()
    try second.add(field("q", y: 0))
    try second.add(field("p", y: 0))
    #expect(first.tree != second.tree)
  }

  @Test("A tree survives a JSON round trip, root shift included")
  func treeCodable() throws {
    var engine = try Screen.example5().engine()
    _ = engine.handle(.focus("field"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.tree.rootShift == 146)
    let data = try JSONEncoder().encode(engine.tree)
    let decoded = try JSONDecoder().decode(ViewTree.self, from: data)
    #expect(decoded == engine.tree)
    #expect(decoded.rootShift == 146)
    #expect(decoded.views == engine.tree.views)
  }

  @Test("An engine survives a JSON round trip and carries on identically")
  func engineCodable() throws {
    var engine = try Screen.example6().engine()
    _ = engine.handle(.focus("field"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.scroll("outer", offset: Point(x: 0, y: 120)))
    let data = try JSONEncoder().encode(engine)
    var decoded = try JSONDecoder().decode(AvoidanceEngine.self, from: data)
    #expect(decoded == engine)
    #expect(decoded.configurations.count == 2)
    #expect(decoded.handle(.hideKeyboard) == engine.handle(.hideKeyboard))
    #expect(decoded == engine)
  }

  @Test("Decoding refuses a tree whose first view has a parent")
  func decodingNeedsRootFirst() throws {
    let json = """
      {"windowSize": {"width": 390, "height": 844}, "rootShift": 0,
       "views": [{"parent": "x", "view": \(try nodeJSON("root"))}]}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ViewTree.self, from: Data(json.utf8))
    }
  }

  func nodeJSON(_ id: ViewID) throws -> String {
    let data = try JSONEncoder().encode(ViewNode(id: id, frame: Phone.rootFrame))
    return String(decoding: data, as: UTF8.self)
  }
}
