import KeyboardAvoidance
import Testing

@Suite("Building and refreshing a tree")
struct ViewTreeBuildingTests {
  static let window = Size(width: 390, height: 844)
  static let root = ViewNode(
    id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
    safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0))
  static let form = ViewNode(
    id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
    contentSize: Size(width: 390, height: 1400))
  static func field(_ id: ViewID, y: Double) -> ViewNode {
    ViewNode(id: id, kind: .textField, frame: Rect(x: 20, y: y, width: 350, height: 44))
  }

  @Test("A nested literal builds the same tree as inserting view by view")
  func nestedLiteral() throws {
    let built = try ViewTree(
      windowSize: Self.window, root: Self.root,
      children: [
        ViewTree.Branch(
          Self.form,
          children: [
            ViewTree.Branch(Self.field("email", y: 600)),
            ViewTree.Branch(Self.field("password", y: 700)),
          ]),
        ViewTree.Branch(ViewNode(id: "footer", frame: Rect(x: 0, y: 810, width: 390, height: 34))),
      ])
    var inserted = ViewTree(windowSize: Self.window, root: Self.root)
    try inserted.insert(Self.form, under: "root")
    try inserted.insert(Self.field("email", y: 600), under: "form")
    try inserted.insert(Self.field("password", y: 700), under: "form")
    try inserted.insert(
      ViewNode(id: "footer", frame: Rect(x: 0, y: 810, width: 390, height: 34)), under: "root")
    #expect(built == inserted)
    #expect(built.children(of: "form") == ["email", "password"])
  }

  @Test("A nested literal refuses an id used twice")
  func nestedDuplicate() {
    #expect(throws: ViewTreeError.duplicateID("email")) {
      try ViewTree(
        windowSize: Self.window, root: Self.root,
        children: [
          ViewTree.Branch(Self.field("email", y: 100)),
          ViewTree.Branch(Self.field("email", y: 200)),
        ])
    }
  }

  @Test("Refreshing a chain mirrors only the focused field's path, and the engine reveals it")
  func refreshChain() throws {
    var engine = AvoidanceEngine(tree: ViewTree(windowSize: Self.window, root: Self.root))
    try engine.updateTree {
      try $0.refresh(chain: [Self.field("email", y: 600), Self.form, Self.root])
    }
    #expect(engine.tree.count == 3)
    #expect(engine.tree.parent(of: "email") == "form")
    _ = engine.handle(.focus("email"))
    let effects = engine.handle(
      .keyboard(
        KeyboardNotification(.keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336)))
    )
    #expect(effects.first?.change == .contentOffset(from: .zero, to: Point(x: 0, y: 193)))

    // The host reads the chain again later: existing views take the chain's values (the form's
    // offset as the host now sees it), a new field is inserted next to the first.
    var form = Self.form
    form.contentOffset.y = 193
    form.contentInset.bottom = 312
    try engine.updateTree {
      try $0.refresh(chain: [Self.field("password", y: 700), form, Self.root])
    }
    #expect(engine.tree.children(of: "form") == ["email", "password"])
    #expect(engine.tree["form"]?.contentInset.bottom == 312)
  }

  @Test("A view found under another parent moves; its old subtree goes")
  func refreshMoves() throws {
    var tree = try ViewTree(
      windowSize: Self.window, root: Self.root,
      children: [
        ViewTree.Branch(
          ViewNode(id: "old", frame: Rect(x: 0, y: 0, width: 390, height: 400)),
          children: [
            ViewTree.Branch(
              ViewNode(id: "card", frame: Rect(x: 0, y: 0, width: 390, height: 200)),
              children: [ViewTree.Branch(Self.field("stale", y: 10))])
          ])
      ])
    let card = ViewNode(id: "card", frame: Rect(x: 0, y: 500, width: 390, height: 200))
    try tree.refresh(chain: [Self.field("name", y: 20), card, Self.form, Self.root])
    #expect(tree.parent(of: "card") == "form")
    #expect(tree.children(of: "card") == ["name"])
    #expect(!tree.contains("stale"))
    #expect(tree.contains("old"))
  }

  @Test(
    "A chain that does not end at the root, names a view twice or puts a field above another is refused, unchanged",
    arguments: [
      ([Self.field("email", y: 600), Self.form], ViewTreeError.notTheRoot("form")),
      ([], .notTheRoot("")),
      ([Self.field("email", y: 600), Self.form, Self.form, Self.root], .duplicateID("form")),
      ([Self.field("a", y: 0), Self.field("b", y: 0), Self.root], .cannotHaveChildren("b")),
    ])
  func refused(chain: [ViewNode], error: ViewTreeError) {
    var tree = ViewTree(windowSize: Self.window, root: Self.root)
    #expect(throws: error) { try tree.refresh(chain: chain) }
    #expect(tree == ViewTree(windowSize: Self.window, root: Self.root))
  }
}
