import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// The store is exhaustive over every stored property of a view: a change of a field's text or
// selection, of a tab, of a restoration identifier or of an anchor policy that the test does not
// state, or states wrongly, fails.

/// Two tabs, the first holding a field and a list; everything preserved.
private func tabsScreen() throws -> ViewTree {
  try ViewTree(
    windowSize: [390, 844],
    root: ViewNode(id: "root", frame: [0, 0, 390, 844], restorationIdentifier: "app"),
    children: [
      ViewTree.Branch(
        ViewNode(
          id: "tabs", kind: .tabs, frame: [0, 0, 390, 844], restorationIdentifier: "tabs"),
        children: [
          ViewTree.Branch(
            ViewNode(id: "first", frame: [0, 0, 390, 844], restorationIdentifier: "first"),
            children: [
              ViewTree.Branch(
                ViewNode(
                  id: "name", kind: .textField, frame: [20, 100, 350, 44],
                  restorationIdentifier: "name", text: "")),
              ViewTree.Branch(
                ViewNode(
                  id: "list", kind: .table, frame: [0, 200, 390, 600],
                  restorationIdentifier: "list")),
            ]),
          ViewTree.Branch(
            ViewNode(id: "second", frame: [0, 0, 390, 844], restorationIdentifier: "second")),
        ])
    ])
}

/// Whether an issue's comments contain `text`.
private func mentions(_ text: String) -> @Sendable (Issue) -> Bool {
  { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}

@Suite("The test store misses no property")
struct UnstatedChangeTests {
  @Test("An unstated edit fails, naming the text")
  func unstatedText() throws {
    var store = AvoidanceTestStore(try tabsScreen())
    withKnownIssue {
      store.send(.event(.edit("name", text: "hello world")))
    } matching: {
      mentions(#"name.text: expected "", got "hello world""#)($0)
    }
    store.send(.event(.edit("name", text: "hello world!"))) {
      $0["name"].text = "hello world!"
    }
  }

  @Test("An unstated selection fails, naming the range")
  func unstatedSelection() throws {
    var store = AvoidanceTestStore(try tabsScreen())
    store.send(.event(.edit("name", text: "hello"))) { $0["name"].text = "hello" }
    withKnownIssue {
      store.send(.event(.select("name", [1, 2])))
    } matching: {
      mentions("name.selectedRange: expected nil, got [1,2]")($0)
    }
  }

  @Test("An unstated tab switch fails, naming the selected index")
  func unstatedTab() throws {
    var store = AvoidanceTestStore(try tabsScreen())
    withKnownIssue {
      store.send(.event(.selectTab("tabs", index: 1)))
    } matching: {
      mentions("tabs.selectedIndex: expected 0, got 1")($0)
    }
    store.send(.event(.selectTab("tabs", index: 0))) { $0["tabs"].selectedIndex = 0 }
  }

  @Test("A restoration identifier that differs from the one stated fails")
  func restorationIdentifier() throws {
    var store = AvoidanceTestStore(try tabsScreen())
    withKnownIssue {
      store.send(.event(.blur)) { $0["list"].restorationIdentifier = "feed" }
    } matching: {
      mentions(#"list.restorationIdentifier: expected "feed", got "list""#)($0)
    }
  }

  @Test("An anchor policy that differs from the one stated fails")
  func anchorPolicy() throws {
    var store = AvoidanceTestStore(try tabsScreen())
    withKnownIssue {
      store.send(.event(.blur)) { $0["list"].anchorPolicy.anchorAtEnd = .followAppended }
    } matching: {
      mentions("list.anchorPolicy.anchorAtEnd: expected followAppended, got keepContent")($0)
    }
  }
}
