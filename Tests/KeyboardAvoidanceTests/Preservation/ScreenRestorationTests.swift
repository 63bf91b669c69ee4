import KeyboardAvoidance
import Testing

// PRESERVATION.md §4–§6 through the engine: an editor on a navigation stack, and two tabs that
// both hold a `list`.

/// A root `app` holding a navigation stack `nav` whose only screen is an editor with a title
/// field and a body text view.
func editorTree(body: String = "Hello world") throws -> ViewTree {
  try ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844), restorationIdentifier: "app"),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "nav", kind: .navigation, frame: Rect(x: 0, y: 0, width: 390, height: 844),
          restorationIdentifier: "nav"),
        children: [
          ViewTree.Branch(
            ViewNode(
              id: "editor", frame: Rect(x: 0, y: 0, width: 390, height: 844),
              restorationIdentifier: "editor"),
            children: [
              ViewTree.Branch(
                ViewNode(
                  id: "title", kind: .textField, frame: Rect(x: 20, y: 100, width: 350, height: 44),
                  restorationIdentifier: "title", text: "Title")),
              ViewTree.Branch(
                ViewNode(
                  id: "body", kind: .textView, frame: Rect(x: 20, y: 160, width: 350, height: 300),
                  restorationIdentifier: "body", text: body)),
            ])
        ])
    ])
}

/// A pushed screen with one field of its own.
let detailScreen = ViewTree.Branch(
  ViewNode(
    id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844),
    restorationIdentifier: "detail"),
  children: [
    ViewTree.Branch(
      ViewNode(
        id: "note", kind: .textField, frame: Rect(x: 20, y: 100, width: 350, height: 44),
        restorationIdentifier: "note", text: ""))
  ])

@Suite("Screens, selections and focus")
struct ScreenRestorationTests {
  @Test("The caret and focus survive a push, a memory warning and a pop")
  func pushMemoryWarningPop() throws {
    var engine = AvoidanceEngine(tree: try editorTree())
    _ = engine.handle(.focus("body"))
    _ = engine.handle(.select("body", [6, 5]))
    _ = engine.handle(.push("nav", screen: detailScreen))
    #expect(engine.focusedField == nil)
    #expect(!engine.tree.isVisible("body"))
    #expect(engine.handle(.focus("body")).isEmpty)
    #expect(engine.diagnostic == .notVisible("body"))
    _ = engine.handle(.memoryWarning)
    #expect(!engine.tree.contains("body"))
    let effects = engine.handle(.pop("nav"))
    #expect(engine.tree["body"]?.selectedRange == [6, 5])
    #expect(engine.focusedField == "body")
    #expect(effects.map(\.property) == [.selection, .focus])
    #expect(effects.allSatisfy { $0.reason == .restore })
    #expect(!engine.tree.contains("detail"))
  }

  @Test("Terminate and relaunch: the selection maps through the text's change since the save")
  func relaunchMapsSelection() throws {
    var engine = AvoidanceEngine(tree: try editorTree())
    _ = engine.handle(.focus("body"))
    _ = engine.handle(.select("body", [6, 5]))
    let archive = engine.archive()
    #expect(archive.focusedField == "app/nav/editor/body")
    #expect(archive.fields["app/nav/editor/body"]?.selection == [6, 5])

    var relaunched = AvoidanceEngine(tree: try editorTree(body: "Hello, big world"))
    let effects = relaunched.restore(from: archive)
    #expect(relaunched.tree["body"]?.selectedRange == [11, 5])
    #expect(relaunched.focusedField == "body")
    #expect(
      effects == [
        AvoidanceEffect(
          view: "body", change: .selection(from: nil, to: [11, 5]), reason: .restore,
          animation: .none),
        AvoidanceEffect(view: "body", change: .focus, reason: .restore, animation: .none),
      ])
  }

  @Test("An edit maps the selection: \"Hello world\" [6,5] → \"Hello, big world\" [11,5]")
  func editMapsSelection() throws {
    var engine = AvoidanceEngine(tree: try editorTree())
    _ = engine.handle(.select("body", [6, 5]))
    let effects = engine.handle(.edit("body", text: "Hello, big world"))
    #expect(
      effects == [
        AvoidanceEffect(
          view: "body", change: .selection(from: [6, 5], to: [11, 5]), reason: .selection,
          animation: .none)
      ])
  }

  @Test("Focus is not restored when the user focused something else first")
  func userFocusWins() throws {
    var tree = try tabsTree()
    try tree.insert(
      ViewNode(
        id: "search", kind: .textField, frame: Rect(x: 0, y: 0, width: 390, height: 44),
        restorationIdentifier: "search"), under: "inbox")
    var engine = AvoidanceEngine(tree: tree)
    var archive = PreservationArchive()
    archive.focusedField = "app/tabs/archive/filter"
    archive.selectedTabs = ["app/tabs": 0]
    #expect(engine.restore(from: archive).isEmpty)
    _ = engine.handle(.focus("search"))
    let effects = engine.handle(.selectTab("tabs", index: 1))
    #expect(!effects.contains { $0.property == .focus })
    #expect(engine.focusedField == nil)
  }

  @Test("A focus waiting for its tab applies when the tab appears")
  func focusWaitsForTab() throws {
    var engine = AvoidanceEngine(tree: try tabsTree())
    var archive = PreservationArchive()
    archive.focusedField = "app/tabs/archive/filter"
    archive.selectedTabs = ["app/tabs": 0]
    #expect(engine.restore(from: archive).isEmpty)
    #expect(engine.focusedField == nil)
    let effects = engine.handle(.selectTab("tabs", index: 1))
    #expect(effects.map(\.property) == [.focus])
    #expect(engine.focusedField == "filter")
  }

  @Test("Two tabs that both hold a `list` keep their own positions across a relaunch")
  func tabsDoNotCollide() throws {
    var engine = AvoidanceEngine(tree: try tabsTree(cells: 100))
    _ = engine.handle(.scroll("inboxList", offset: Point(x: 0, y: 440)))
    _ = engine.handle(.selectTab("tabs", index: 1))
    _ = engine.handle(.scroll("archiveList", offset: Point(x: 0, y: 880)))
    let archive = engine.archive()
    #expect(archive.containers.keys.sorted() == ["app/tabs/archive/list", "app/tabs/inbox/list"])
    #expect(archive.selectedTabs == ["app/tabs": 1])

    var relaunched = AvoidanceEngine(tree: try tabsTree(cells: 0))
    _ = relaunched.restore(from: archive)
    #expect(relaunched.tree.isVisible("archiveList"))
    _ = relaunched.handle(.reload("archiveList", .cells(cellBranches("a", 100, height: 44))))
    #expect(relaunched.tree["archiveList"]?.contentOffset.y == 880)
    _ = relaunched.handle(.selectTab("tabs", index: 0))
    _ = relaunched.handle(.reload("inboxList", .cells(cellBranches("i", 100, height: 44))))
    #expect(relaunched.tree["inboxList"]?.contentOffset.y == 440)
  }

  @Test("A missing restoration identifier excludes the view and everything under it")
  func missingIdentifierExcludesSubtree() throws {
    var tree = try editorTree()
    try tree.update("editor") { $0.restorationIdentifier = nil }
    #expect(tree.restorationPath(of: "body") == nil)
    #expect(tree.restorationPath(of: "nav") == "app/nav")
    var engine = AvoidanceEngine(tree: tree)
    _ = engine.handle(.select("body", [1, 1]))
    #expect(engine.archive().fields.isEmpty)
  }
}

/// A root `app` with tabs `inbox` and `archive`, each holding a table whose restoration
/// identifier is `list`; the archive tab also has a `filter` field.
func tabsTree(cells: Int = 0) throws -> ViewTree {
  func tab(_ name: String, list: String, prefix: String, extra: [ViewTree.Branch] = [])
    -> ViewTree.Branch
  {
    ViewTree.Branch(
      ViewNode(
        id: ViewID(name), frame: Rect(x: 0, y: 0, width: 390, height: 844),
        restorationIdentifier: name),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: ViewID(list), kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
            contentSize: Size(width: 390, height: Double(cells) * 44),
            restorationIdentifier: "list"),
          children: cellBranches(prefix, cells, height: 44))
      ] + extra)
  }
  return try ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844), restorationIdentifier: "app"),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "tabs", kind: .tabs, frame: Rect(x: 0, y: 0, width: 390, height: 844),
          restorationIdentifier: "tabs"),
        children: [
          tab("inbox", list: "inboxList", prefix: "i"),
          tab(
            "archive", list: "archiveList", prefix: "a",
            extra: [
              ViewTree.Branch(
                ViewNode(
                  id: "filter", kind: .textField, frame: Rect(x: 0, y: 40, width: 390, height: 44),
                  restorationIdentifier: "filter", text: ""))
            ]),
        ])
    ])
}

@Suite("Pending restores across screens")
struct PendingAcrossScreensTests {
  /// A screen `detail` holding an empty table `detailList`, preserved as `list`.
  let listScreen = ViewTree.Branch(
    ViewNode(
      id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      restorationIdentifier: "detail"),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "detailList", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
          contentSize: Size(width: 390, height: 0), restorationIdentifier: "list"))
    ])

  @Test("A restore waiting on a tab keeps waiting while hidden, and through a memory warning")
  func pendingSurvivesTabSwitchAndMemoryWarning() throws {
    var engine = AvoidanceEngine(tree: try tabsTree(cells: 0))
    var archive = PreservationArchive()
    archive.containers["app/tabs/archive/list"] = ScrollAnchor(itemID: nil, offset: 880)
    archive.selectedTabs = ["app/tabs": 1]
    _ = engine.restore(from: archive)
    #expect(engine.isPending("archiveList"))
    _ = engine.handle(.selectTab("tabs", index: 0))
    _ = engine.handle(.memoryWarning)
    #expect(!engine.tree.contains("archiveList"))
    _ = engine.handle(.selectTab("tabs", index: 1))
    #expect(engine.isPending("archiveList"))
    let effects = engine.handle(
      .reload("archiveList", .cells(cellBranches("a", 100, height: 44))))
    #expect(engine.tree["archiveList"]?.contentOffset.y == 880)
    #expect(effects.map(\.reason) == [.restore])
    #expect(!engine.isPending("archiveList"))
  }

  @Test("A popped screen's pending restore does not pass to a screen pushed with the same views")
  func poppedPendingIsForgotten() throws {
    var tree = try editorTree()
    try tree.insert(listScreen.node, under: "nav")
    for child in listScreen.children { try tree.insert(child.node, under: "detail") }
    var engine = AvoidanceEngine(tree: tree)
    var archive = PreservationArchive()
    archive.containers["app/nav/detail/list"] = ScrollAnchor(itemID: nil, offset: 880)
    _ = engine.restore(from: archive)
    #expect(engine.warnings == [])
    #expect(engine.tree.restorationPath(of: "detailList") == "app/nav/detail/list")
    #expect(engine.isPending("detailList"))
    _ = engine.handle(.pop("nav"))
    _ = engine.handle(.push("nav", screen: listScreen))
    #expect(!engine.isPending("detailList"))
    let effects = engine.handle(.reload("detailList", .cells(cellBranches("d", 100, height: 44))))
    #expect(engine.tree["detailList"]?.contentOffset.y == 0)
    #expect(!effects.contains { $0.reason == .restore })
  }
}
