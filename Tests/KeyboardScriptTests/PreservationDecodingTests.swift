import KeyboardAvoidance
import KeyboardScript
import Testing

/// Decodes `source` as `screen.json`.
private func decode(_ source: String) throws(ScriptError) -> Script {
  try Script(decoding: Array(source.utf8), fileName: "screen.json")
}

/// The error decoding `source` throws, as `file:line:column: path: message`, or `nil`.
private func diagnostic(_ source: String) -> String? {
  do {
    _ = try decode(source)
    return nil
  } catch {
    return error.description
  }
}

/// A screen with a table `list` (cells `r0`, `r1`), a scroll view `form` holding a text field
/// `email`, a navigation `nav` showing `home` and tabs `tabs` (`inbox`, `outbox`), every view
/// preserved but the tabs' children; `events` fills the events array.
private func screen(events: String) -> String {
  """
  {"window": {"size": [390, 844]},
   "root": {"id": "root", "restorationId": "app", "frame": [0, 0, 390, 844], "children": [
    {"id": "list", "kind": "table", "restorationId": "list", "frame": [0, 0, 390, 400],
     "children": [{"id": "r0", "kind": "cell", "frame": [0, 0, 390, 44]},
                  {"id": "r1", "kind": "cell", "frame": [0, 44, 390, 44]}]},
    {"id": "form", "kind": "scroll", "restorationId": "form", "frame": [0, 400, 390, 444],
     "children": [{"id": "email", "kind": "textField", "restorationId": "email",
                   "frame": [20, 10, 350, 44], "text": "a@b.c"}]},
    {"id": "nav", "kind": "navigation", "restorationId": "nav", "frame": [0, 0, 390, 844],
     "children": [{"id": "home", "restorationId": "home", "frame": [0, 0, 390, 844]}]},
    {"id": "tabs", "kind": "tabs", "restorationId": "tabs", "frame": [0, 0, 390, 844],
     "selected": 1, "children": [{"id": "inbox", "frame": [0, 0, 390, 844]},
                                 {"id": "outbox", "frame": [0, 0, 390, 844]}]}]},
   "events": [\(events)]}
  """
}

private func cell(_ id: ViewID, height: Double, y: Double = 0) -> ViewTree.Branch {
  ViewTree.Branch(
    ViewNode(id: id, kind: .cell, frame: Rect(x: 0, y: y, width: 390, height: height)))
}

@Suite("Decoding the preservation keys")
struct PreservationDecodingTests {
  @Test("the view keys of PRESERVATION.md §7 decode to the view's properties")
  func viewKeys() throws {
    let script = try decode(
      """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "restorationId": "app", "frame": [0, 0, 390, 844], "children": [
        {"id": "chat", "kind": "table", "restorationId": "chat", "frame": [0, 0, 390, 400],
         "anchorAtTop": "revealInserted", "anchorAtEnd": "followAppended"},
        {"id": "feed", "kind": "collection", "frame": [0, 400, 390, 444],
         "anchorAtEnd": "keepContent"},
        {"id": "notes", "kind": "textView", "frame": [0, 0, 390, 400],
         "text": "Hi 👋🏽 cafe\\u0301", "selection": [3, 4]},
        {"id": "tabs", "kind": "tabs", "frame": [0, 0, 390, 844], "selected": 1, "children": [
          {"id": "one", "kind": "navigation", "frame": [0, 0, 390, 844]},
          {"id": "two", "kind": "navigation", "frame": [0, 0, 390, 844]}]}]},
       "events": []}
      """)
    let tree = script.tree
    #expect(tree.root.restorationIdentifier == "app")
    #expect(tree["chat"]?.restorationIdentifier == "chat")
    #expect(tree["feed"]?.restorationIdentifier == nil)
    #expect(
      tree["chat"]?.anchorPolicy
        == ScrollAnchor.Policy(anchorAtTop: .revealInserted, anchorAtEnd: .followAppended))
    #expect(tree["feed"]?.anchorPolicy == ScrollAnchor.Policy())
    #expect(tree["notes"]?.text == "Hi 👋🏽 cafe\u{301}")
    #expect(tree["notes"]?.selectedRange == UTF16Range(location: 3, length: 4))
    #expect(tree["tabs"]?.selectedIndex == 1)
    #expect(tree["one"]?.kind == .navigation)
    #expect(tree.restorationPath(of: "chat") == "app/chat")
    // The defaults.
    #expect(tree["tabs"]?.restorationIdentifier == nil)
    #expect(tree["one"]?.selectedIndex == 0)
    #expect(tree["root"]?.text == nil)
  }

  @Test("a text is not limited like ids and names")
  func longText() throws {
    let text = String(repeating: "x", count: 5000)
    let script = try decode(
      #"{"window": {"size": [1, 1]}, "root": {"id": "r", "frame": [0, 0, 1, 1], "children": ["#
        + #"{"id": "f", "kind": "textView", "frame": [0, 0, 1, 1], "text": "\#(text)"}]}, "#
        + #""events": [{"type": "edit", "view": "f", "text": "\#(text)"}]}"#)
    #expect(script.tree["f"]?.text?.count == 5000)
    #expect(script.events == [.engine(.edit("f", text: text))])
  }

  @Test("every preservation event decodes to its engine event, with defaults filled in")
  func events() throws {
    let script = try decode(
      screen(
        events: """
          {"type": "insert", "view": "list", "at": 2, "cells": [
            {"id": "r2", "kind": "cell", "frame": [0, 0, 390, 60], "children": [
              {"id": "reply", "kind": "textField", "frame": [10, 8, 370, 44]}]}]},
          {"type": "remove", "ids": ["r0", "r2"]},
          {"type": "resizeCell", "view": "r1", "height": 80},
          {"type": "reload", "view": "list", "cells": [
            {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 44]}], "complete": false},
          {"type": "reload", "view": "form", "contentSize": [390, 2000]},
          {"type": "push", "view": "nav", "screen": {"id": "detail", "frame": [0, 0, 390, 844]}},
          {"type": "pop", "view": "nav"},
          {"type": "selectTab", "view": "tabs", "index": 0},
          {"type": "select", "view": "email", "range": [1, 2]},
          {"type": "edit", "view": "email", "text": "b@c.d"},
          {"type": "memoryWarning"},
          {"type": "terminate"},
          {"type": "relaunch"},
          {"type": "relaunch", "archive": {"version": 1}},
          {"type": "expect", "focused": "email", "selection": {"email": [0, 5]},
           "pending": {"list": true, "form": false}, "anchor": {"list": "r9"}},
          {"type": "expect", "focused": null}
          """))
    let reply = ViewTree.Branch(
      ViewNode(id: "reply", kind: .textField, frame: Rect(x: 10, y: 8, width: 370, height: 44)))
    var r2 = cell("r2", height: 60)
    r2.children = [reply]
    let expected: [ScriptEvent] = [
      .engine(.insertCells("list", at: 2, cells: [r2])),
      .engine(.removeCells(["r0", "r2"])),
      .engine(.resizeCell("r1", height: 80)),
      .engine(.reload("list", .cells([cell("r0", height: 44)]), complete: false)),
      .engine(.reload("form", .contentSize(Size(width: 390, height: 2000)), complete: true)),
      .engine(
        .push(
          "nav",
          screen: ViewTree.Branch(
            ViewNode(id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844))))),
      .engine(.pop("nav")),
      .engine(.selectTab("tabs", index: 0)),
      .engine(.select("email", UTF16Range(location: 1, length: 2))),
      .engine(.edit("email", text: "b@c.d")),
      .engine(.memoryWarning),
      .terminate,
      .relaunch(archive: nil),
      .relaunch(archive: #"{"version":1}"#),
      .expect(
        ScriptExpectation(
          focused: .field("email"),
          selections: [ScriptExpectation.Selection(view: "email", range: [0, 5])],
          pending: [
            ScriptExpectation.Pending(view: "list", isPending: true),
            ScriptExpectation.Pending(view: "form", isPending: false),
          ],
          anchors: [ScriptExpectation.Anchor(view: "list", cell: "r9")])),
      .expect(ScriptExpectation(focused: .nothing)),
    ]
    #expect(script.events.count == expected.count)
    for (index, (actual, wanted)) in zip(script.events, expected).enumerated() {
      #expect(actual == wanted, "events[\(index)]")
    }
    #expect(
      script.events.map(\.type) == [
        "insert", "remove", "resizeCell", "reload", "reload", "push", "pop", "selectTab",
        "select", "edit", "memoryWarning", "terminate", "relaunch", "relaunch", "expect",
        "expect",
      ])
  }

  @Test("a relaunch archive given as a string holding its JSON is that archive (as recorded)")
  func archiveAsString() throws {
    // The archive a `terminate` keeps once the user selected part of the email field.
    let saving = try decode(
      screen(
        events: #"{"type": "focus", "view": "email"}, "#
          + #"{"type": "select", "view": "email", "range": [1, 2]}"#))
    var engine = AvoidanceEngine(tree: saving.tree, settings: saving.settings)
    for case .engine(let event) in saving.events { _ = engine.handle(event) }
    let archive = ArchiveJSON.encode(engine.archive())
    // The archive as a JSON string: its quotes and backslashes escaped.
    let escaped = archive.unicodeScalars.reduce(into: "") { text, scalar in
      if scalar == "\"" || scalar == "\\" { text += "\\" }
      text.unicodeScalars.append(scalar)
    }
    let expectation = #"{"type": "expect", "focused": "email", "selection": {"email": [1, 2]}}"#
    let asJSON = try decode(
      screen(events: #"{"type": "relaunch", "archive": \#(archive)}, \#(expectation)"#))
    let asString = try decode(
      screen(events: #"{"type": "relaunch", "archive": "\#(escaped)"}, \#(expectation)"#))
    #expect(asString.events.first == .relaunch(archive: archive))
    let fromJSON = ScriptRunner.run(asJSON)
    let fromString = ScriptRunner.run(asString)
    // Not vacuous: the archive restored the focus and selection it saved.
    #expect(fromString.expectationCount == 1 && fromString.failedExpectations == 0)
    #expect(fromString.warnings.isEmpty)
    #expect(fromString.outcomes == fromJSON.outcomes)
  }

  @Test("events name views that any event brings in, before or after it, with their kinds")
  func viewsOfEvents() throws {
    let script = try decode(
      screen(
        events: """
          {"type": "resizeCell", "view": "r7", "height": 10},
          {"type": "focus", "view": "title"},
          {"type": "expect", "visible": ["title"], "views": {"body": {"contentOffset": [0, 0]}},
           "selection": {"title": [0, 0]}, "pending": {"photos": true},
           "anchor": {"photos": "p0"}},
          {"type": "push", "view": "nav", "screen": {"id": "detail", "frame": [0, 0, 390, 844],
           "children": [
            {"id": "body", "kind": "scroll", "frame": [0, 0, 390, 844], "children": [
              {"id": "title", "kind": "textField", "frame": [0, 0, 390, 44]},
              {"id": "photos", "kind": "collection", "frame": [0, 44, 390, 400]}]}]}},
          {"type": "scroll", "view": "body", "offset": [0, 10]},
          {"type": "reload", "view": "photos", "cells": [
            {"id": "p0", "kind": "cell", "frame": [0, 0, 390, 100]}]},
          {"type": "insert", "view": "photos", "at": 0, "cells": [
            {"id": "r7", "kind": "cell", "frame": [0, 0, 390, 100]}]},
          {"type": "reload", "view": "photos", "cells": [
            {"id": "r7", "kind": "cell", "frame": [0, 0, 390, 100]},
            {"id": "p0", "kind": "cell", "frame": [0, 0, 390, 100]}]},
          {"type": "resize", "window": {"size": [844, 390]}, "frames": {"body": [0, 0, 844, 390]}},
          {"type": "update", "view": "body", "contentSize": [844, 1000]}
          """))
    #expect(script.events.count == 10)
    #expect(script.events[0] == .engine(.resizeCell("r7", height: 10)))
    #expect(script.events[1] == .engine(.focus("title")))
  }

  @Test(
    "an id declared nowhere is dangling, and a declared id keeps its kind",
    arguments: [
      (
        #"{"type": "resizeCell", "view": "p1", "height": 10}"#,
        #"screen.json:14:44: events[0].view: no view has id "p1"; did you mean "p0"?"#
      ),
      (
        #"{"type": "focus", "view": "p0"}"#,
        #"screen.json:14:39: events[0].view: view "p0" is a cell, "#
          + #"expected a field (textField or textView)"#
      ),
      (
        #"{"type": "expect", "anchor": {"p0": "p0"}}"#,
        #"screen.json:14:43: events[0].anchor.p0: view "p0" is a cell, "#
          + #"expected a table or collection"#
      ),
    ])
  func danglingAndKinds(event: String, message: String) {
    let source = screen(
      events: event
        + #", {"type": "insert", "view": "list", "at": 0, "cells": [{"id": "p0", "kind": "cell", "#
        + #""frame": [0, 0, 390, 44]}]}"#)
    #expect(diagnostic(source) == message)
  }

  @Test("a cell id may come back in later events; within one event, ids are unique")
  func repeatedCells() throws {
    let script = try decode(
      screen(
        events: """
          {"type": "reload", "view": "list", "cells": [
            {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 44]}]},
          {"type": "reload", "view": "list", "cells": [
            {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 50]}]},
          {"type": "remove", "ids": ["r0"]},
          {"type": "insert", "view": "list", "at": 0, "cells": [
            {"id": "r0", "kind": "cell", "frame": [0, 0, 390, 44]}]}
          """))
    #expect(script.events.count == 4)
  }

  @Test(
    "restoration paths: a view is preserved only under ancestors that all have an id",
    arguments: [
      // Two tabs that both hold a `list` never share a path.
      #"{"id": "a", "restorationId": "a", "frame": [0, 0, 1, 1], "children": [{"id": "l1", "#
        + #""kind": "table", "restorationId": "list", "frame": [0, 0, 1, 1]}]}, {"id": "b", "#
        + #""restorationId": "b", "frame": [0, 0, 1, 1], "children": [{"id": "l2", "#
        + #""kind": "table", "restorationId": "list", "frame": [0, 0, 1, 1]}]}"#,
      // A container without an id excludes everything under it.
      #"{"id": "a", "frame": [0, 0, 1, 1], "children": [{"id": "l1", "kind": "table", "#
        + #""restorationId": "list", "frame": [0, 0, 1, 1]}]}, {"id": "b", "frame": [0, 0, 1, 1], "#
        + #""children": [{"id": "l2", "kind": "table", "restorationId": "list", "#
        + #""frame": [0, 0, 1, 1]}]}"#,
    ])
  func distinctPaths(children: String) throws {
    let script = try decode(
      #"{"window": {"size": [1, 1]}, "events": [], "root": {"id": "root", "#
        + #""restorationId": "app", "frame": [0, 0, 1, 1], "children": [\#(children)]}}"#)
    let tree = script.tree
    if tree["a"]?.restorationIdentifier != nil {
      // Under ancestors that all have an id, the two lists' paths differ by their tab's.
      #expect(tree.restorationPath(of: "l1") == "app/a/list")
      #expect(tree.restorationPath(of: "l2") == "app/b/list")
    } else {
      // A container without an id excludes itself and everything under it.
      #expect(tree.restorationPath(of: "a") == nil)
      #expect(tree.restorationPath(of: "l1") == nil)
      #expect(tree.restorationPath(of: "l2") == nil)
    }
    #expect(tree.restorationPath(of: "root") == "app")
  }

  @Test("a screen may be pushed again once the one with its path is popped, or after a relaunch")
  func pushAfterPop() throws {
    let push =
      #"{"type": "push", "view": "nav", "screen": {"id": "d", "restorationId": "detail", "#
      + #""frame": [0, 0, 390, 844]}}"#
    let pushHome =
      #"{"type": "push", "view": "nav", "screen": {"id": "h", "#
      + #""restorationId": "home", "frame": [0, 0, 390, 844]}}"#
    _ = try decode(
      screen(events: [push, #"{"type": "pop", "view": "nav"}"#, push].joined(separator: ",")))
    _ = try decode(
      screen(events: [push, #"{"type": "relaunch"}"#, push].joined(separator: ",")))
    _ = try decode(
      screen(
        events: [#"{"type": "pop", "view": "nav"}"#, pushHome].joined(separator: ",")))
    #expect(
      diagnostic(screen(events: [push, push].joined(separator: ",")))
        == #"screen.json:14:193: events[1].screen.restorationId: restoration path "#
        + #""app/nav/detail" is also used by events[0].screen"#)
  }

  @Test("a relaunch starts again from the script's window and settings")
  func relaunchResetsWindowAndSettings() throws {
    let script = try decode(
      screen(
        events: """
          {"type": "resize", "window": {"size": [844, 390]}},
          {"type": "settings", "keyboardDistance": 30},
          {"type": "relaunch"},
          {"type": "keyboardWillHide"},
          {"type": "settings", "restorePolicy": "never"}
          """))
    #expect(
      script.events[3]
        == .engine(
          .keyboard(
            KeyboardNotification(
              .keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 0)))))
    #expect(
      script.events[4]
        == .engine(.settings(AvoidanceSettings(keyboardDistance: 10, restorePolicy: .never))))
  }
}
