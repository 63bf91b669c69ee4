import KeyboardAvoidance
import KeyboardScript
import Testing

/// Decodes `source` as `screen.json`.
private func decode(_ source: String) throws -> Script {
  try Script(decoding: Array(source.utf8), fileName: "screen.json")
}

/// A screen that uses every view key, with the defaults left out where the spec has one.
private let fullScreen = """
  {
    "name": "Every key",
    "window": {"size": [390, 844]},
    "settings": {"keyboardDistance": 20, "restorePolicy": "never"},
    "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
      {"id": "header", "frame": [0, 47, 390, 44]},
      {"id": "form", "kind": "scroll", "frame": [0, 91, 390, 700], "contentSize": [390, 1400],
       "contentOffset": [0, 12], "contentInset": [1, 2, 3, 4], "indicatorInsets": [5, 6, 7, 8],
       "safeArea": [0, 0, 34, 0], "scrollEnabled": false, "axis": "horizontal",
       "ignoresScrolling": true, "ignoresInset": true, "restorePolicy": "always",
       "children": [
        {"id": "stack", "kind": "stack", "axis": "horizontal", "frame": [0, 0, 390, 200],
         "children": [
          {"id": "name", "kind": "textField", "frame": [20, 10, 170, 44], "distance": 30},
          {"id": "code", "kind": "textField", "frame": [200, 10, 170, 44],
           "avoidance": "disabled"}]},
        {"id": "notes", "kind": "textView", "frame": [20, 300, 350, 120]}]},
      {"id": "list", "kind": "table", "frame": [0, 91, 390, 700], "children": [
        {"id": "row", "kind": "cell", "frame": [0, 0, 390, 44]}]},
      {"id": "grid", "kind": "collection", "frame": [0, 91, 390, 700]}
    ]},
    "events": []
  }
  """

/// The tree `fullScreen` must decode to, built with the model's own API.
private func fullScreenTree() throws -> ViewTree {
  var tree = ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)))
  try tree.insert(
    ViewNode(id: "header", frame: Rect(x: 0, y: 47, width: 390, height: 44)), under: "root")
  try tree.insert(
    ViewNode(
      id: "form", kind: .scroll, frame: Rect(x: 0, y: 91, width: 390, height: 700),
      contentInsetAdjustment: Insets(top: 0, left: 0, bottom: 34, right: 0),
      contentSize: Size(width: 390, height: 1400), contentOffset: Point(x: 0, y: 12),
      contentInset: Insets(top: 1, left: 2, bottom: 3, right: 4),
      indicatorInsets: Insets(top: 5, left: 6, bottom: 7, right: 8), scrollEnabled: false,
      axis: .horizontal, ignoresScrolling: true, ignoresInset: true, restorePolicy: .always),
    under: "root")
  try tree.insert(
    ViewNode(
      id: "stack", kind: .stack, frame: Rect(x: 0, y: 0, width: 390, height: 200),
      axis: .horizontal),
    under: "form")
  try tree.insert(
    ViewNode(
      id: "name", kind: .textField, frame: Rect(x: 20, y: 10, width: 170, height: 44),
      distance: 30),
    under: "stack")
  try tree.insert(
    ViewNode(
      id: "code", kind: .textField, frame: Rect(x: 200, y: 10, width: 170, height: 44),
      avoidance: .disabled),
    under: "stack")
  try tree.insert(
    ViewNode(id: "notes", kind: .textView, frame: Rect(x: 20, y: 300, width: 350, height: 120)),
    under: "form")
  try tree.insert(
    ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 91, width: 390, height: 700)),
    under: "root")
  try tree.insert(
    ViewNode(id: "row", kind: .cell, frame: Rect(x: 0, y: 0, width: 390, height: 44)),
    under: "list")
  try tree.insert(
    ViewNode(id: "grid", kind: .collection, frame: Rect(x: 0, y: 91, width: 390, height: 700)),
    under: "root")
  return tree
}

/// The screen used by the event tests: a form with a text field and a text view.
private func eventScript(settings: String = "", events: String, window: String = "[390, 844]")
  -> String
{
  """
  {"window": {"size": \(window)},\(settings)
   "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
     {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
      "children": [{"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]},
                   {"id": "notes", "kind": "textView", "frame": [20, 700, 350, 120]}]}]},
   "events": [\(events)]}
  """
}

@Suite("Script decoding")
struct ScriptDecodingTests {
  @Test("a document decodes to the tree it describes, with the spec's defaults")
  func tree() throws {
    let script = try decode(fullScreen)
    #expect(script.name == "Every key")
    #expect(script.fileName == "screen.json")
    #expect(script.settings == AvoidanceSettings(keyboardDistance: 20, restorePolicy: .never))
    #expect(script.events.isEmpty)
    let expected = try fullScreenTree()
    #expect(script.tree == expected)
    #expect(script.tree.views.map(\.id) == expected.views.map(\.id))
    #expect(script.tree.children(of: "stack") == ["name", "code"])
  }

  @Test("defaults: kind view, contentSize is the frame size, no insets, settings 10/unless")
  func defaults() throws {
    let script = try decode(eventScript(events: ""))
    #expect(script.name == nil)
    #expect(script.settings == AvoidanceSettings())
    #expect(script.settings.keyboardDistance == 10)
    #expect(script.settings.restorePolicy == .unlessUserScrolled)
    #expect(script.tree.windowSize == Size(width: 390, height: 844))
    let root = try #require(script.tree["root"])
    #expect(root.kind == .view)
    #expect(root.safeAreaInsets == .zero)
    let notes = try #require(script.tree["notes"])
    #expect(notes.contentSize == Size(width: 350, height: 120))
    #expect(notes.contentOffset == .zero)
    #expect(notes.contentInset == .zero)
    #expect(notes.scrollEnabled)
    #expect(notes.axis == .vertical)
    #expect(notes.restorePolicy == nil)
    let email = try #require(script.tree["email"])
    #expect(email.distance == nil)
    #expect(email.avoidance == .enabled)
    #expect(script.tree["form"]?.contentSize == Size(width: 390, height: 1400))
  }

  @Test("every event type decodes to its engine event, with defaults filled in")
  func events() throws {
    let script = try decode(
      eventScript(
        settings: #" "settings": {"keyboardDistance": 20, "restorePolicy": "never"},"#,
        events: """
          {"type": "focus", "view": "email"},
          {"type": "focus", "view": "notes", "caret": [0, 40, 2, 20]},
          {"type": "caret", "caret": [0, 60, 2, 20]},
          {"type": "keyboardWillShow", "frame": [0, 508, 390, 336], "duration": 0.5, "curve": 3},
          {"type": "keyboardDidShow", "frame": [0, 508, 390, 336]},
          {"type": "keyboardWillChangeFrame", "frame": [0, 500, 390, 344], "duration": 0},
          {"type": "keyboardDidChangeFrame", "frame": [0, 500, 390, 344], "curve": -1},
          {"type": "scroll", "view": "form", "offset": [0, 120.5]},
          {"type": "update", "view": "form", "frame": [0, 47, 390, 700],
           "contentSize": [390, 1500], "contentInset": [0, 0, 10, 0], "contentOffset": [0, 4]},
          {"type": "update", "view": "email", "frame": [20, 610, 350, 44]},
          {"type": "blur"},
          {"type": "settings", "restorePolicy": "always"},
          {"type": "settings", "keyboardDistance": 5},
          {"type": "expect", "views": {"form": {"contentOffset": [0, 193],
           "contentInset": [0, 0, 312, 0], "indicatorInsets": [0, 0, 302, 0]}},
           "rootShift": 0, "visible": ["email", "notes"], "effects": 3},
          {"type": "expect"}
          """))
    let expected: [ScriptEvent] = [
      .engine(.focus("email")),
      .engine(.focus("notes", caret: Rect(x: 0, y: 40, width: 2, height: 20))),
      .engine(.caret(Rect(x: 0, y: 60, width: 2, height: 20))),
      .engine(
        .keyboard(
          KeyboardNotification(
            .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336),
            animation: KeyboardAnimation(duration: 0.5, curve: 3)))),
      .engine(
        .keyboard(
          KeyboardNotification(
            .keyboardDidShow, frame: Rect(x: 0, y: 508, width: 390, height: 336),
            animation: KeyboardAnimation(duration: 0.25, curve: 7)))),
      .engine(
        .keyboard(
          KeyboardNotification(
            .keyboardWillChangeFrame, frame: Rect(x: 0, y: 500, width: 390, height: 344),
            animation: KeyboardAnimation(duration: 0, curve: 7)))),
      .engine(
        .keyboard(
          KeyboardNotification(
            .keyboardDidChangeFrame, frame: Rect(x: 0, y: 500, width: 390, height: 344),
            animation: KeyboardAnimation(duration: 0.25, curve: -1)))),
      .engine(.scroll("form", offset: Point(x: 0, y: 120.5))),
      .engine(
        .update(
          "form",
          ViewUpdate(
            frame: Rect(x: 0, y: 47, width: 390, height: 700),
            contentSize: Size(width: 390, height: 1500),
            contentInset: Insets(top: 0, left: 0, bottom: 10, right: 0),
            contentOffset: Point(x: 0, y: 4)))),
      .engine(
        .update("email", ViewUpdate(frame: Rect(x: 20, y: 610, width: 350, height: 44)))),
      .engine(.blur),
      .engine(
        .settings(AvoidanceSettings(keyboardDistance: 20, restorePolicy: .always))),
      .engine(
        .settings(AvoidanceSettings(keyboardDistance: 5, restorePolicy: .always))),
      .expect(
        ScriptExpectation(
          views: [
            ViewExpectation(
              view: "form", contentOffset: Point(x: 0, y: 193),
              contentInset: Insets(top: 0, left: 0, bottom: 312, right: 0),
              indicatorInsets: Insets(top: 0, left: 0, bottom: 302, right: 0))
          ],
          rootShift: 0, visible: ["email", "notes"], effects: 3)),
      .expect(ScriptExpectation()),
    ]
    #expect(script.events.count == expected.count)
    for (index, (actual, wanted)) in zip(script.events, expected).enumerated() {
      #expect(actual == wanted, "events[\(index)]")
    }
    #expect(script.events.map(\.type) == expected.map(\.type))
    // The initial settings stay what the document says; events carry the merged values.
    #expect(script.settings == AvoidanceSettings(keyboardDistance: 20, restorePolicy: .never))
  }

  @Test("a settings event merges with the defaults when the document has no settings")
  func settingsMergeWithDefaults() throws {
    let script = try decode(eventScript(events: #"{"type": "settings", "keyboardDistance": 0}"#))
    #expect(
      script.events == [
        .engine(
          .settings(AvoidanceSettings(keyboardDistance: 0, restorePolicy: .unlessUserScrolled)))
      ])
  }

  @Test("hide frames default to [0, H, W, 0] and follow a resize")
  func hideFrameDefault() throws {
    let script = try decode(
      eventScript(
        events: """
          {"type": "keyboardWillHide"},
          {"type": "keyboardDidHide", "duration": 0.1},
          {"type": "resize", "window": {"size": [844, 390]},
           "frames": {"root": [0, 0, 844, 390], "form": [0, 0, 844, 390]},
           "safeArea": [0, 47, 21, 47]},
          {"type": "keyboardWillHide", "curve": 0},
          {"type": "keyboardDidHide", "frame": [0, 390, 844, 200]}
          """))
    func hide(
      _ name: KeyboardNotification.Name, _ frame: Rect,
      _ animation: KeyboardAnimation = KeyboardAnimation()
    ) -> ScriptEvent {
      .engine(
        .keyboard(KeyboardNotification(name, frame: frame, animation: animation)))
    }
    let portrait = Rect(x: 0, y: 844, width: 390, height: 0)
    let landscape = Rect(x: 0, y: 390, width: 844, height: 0)
    let resize = WindowResize(
      windowSize: Size(width: 844, height: 390),
      frames: [
        "root": Rect(x: 0, y: 0, width: 844, height: 390),
        "form": Rect(x: 0, y: 0, width: 844, height: 390),
      ],
      rootSafeArea: Insets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(
      script.events == [
        hide(.keyboardWillHide, portrait),
        hide(.keyboardDidHide, portrait, KeyboardAnimation(duration: 0.1, curve: 7)),
        .engine(.resize(resize)),
        hide(.keyboardWillHide, landscape, KeyboardAnimation(duration: 0.25, curve: 0)),
        hide(.keyboardDidHide, Rect(x: 0, y: 390, width: 844, height: 200)),
      ])
    // The resize is an event: the decoded screen keeps its original window.
    #expect(script.tree.windowSize == Size(width: 390, height: 844))
  }

  @Test("update.safeArea and resize.safeAreas (v1.2) decode, write back and trace")
  func automaticInsets() throws {
    let script = try decode(
      eventScript(
        events: """
          {"type": "update", "view": "root", "safeArea": [91, 0, 34, 0]},
          {"type": "update", "view": "form", "safeArea": [44, 0, 34, 0], "contentOffset": [0, -44]},
          {"type": "resize", "window": {"size": [844, 390]}, "safeArea": [32, 47, 21, 47],
           "safeAreas": {"form": [32, 0, 21, 0], "notes": [0, 0, 0, 0]}}
          """))
    let resize = WindowResize(
      windowSize: Size(width: 844, height: 390),
      rootSafeArea: Insets(top: 32, left: 47, bottom: 21, right: 47),
      safeAreas: ["form": Insets(top: 32, left: 0, bottom: 21, right: 0), "notes": .zero])
    #expect(
      script.events == [
        .engine(
          .update("root", ViewUpdate(safeArea: Insets(top: 91, left: 0, bottom: 34, right: 0)))),
        .engine(
          .update(
            "form",
            ViewUpdate(
              contentOffset: Point(x: 0, y: -44),
              safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)))),
        .engine(.resize(resize)),
      ])
    let written = script.jsonText()
    #expect(written.contains(#""safeAreas": {"form": [32, 0, 21, 0], "notes": [0, 0, 0, 0]}"#))
    #expect(try Script(decoding: Array(written.utf8), fileName: "screen.json") == script)
    #expect(
      TextTrace.describe(.engine(.resize(resize)))
        == "resize window (844,390) safeArea (32,47,21,47) form safeArea (32,0,21,0) "
        + "notes safeArea (0,0,0,0)")
    #expect(
      TextTrace.describe(script.events[0]) == "update root safeArea (91,0,34,0)")
  }

  @Test("a hide frame defaults from the window even when the window key comes last")
  func hideFrameWithWindowLast() throws {
    let script = try decode(
      """
      {"events": [{"type": "keyboardWillHide"}],
       "root": {"id": "root", "frame": [0, 0, 300, 600]},
       "window": {"size": [300, 600]}}
      """)
    #expect(
      script.events == [
        .engine(
          .keyboard(
            KeyboardNotification(
              .keyboardWillHide, frame: Rect(x: 0, y: 600, width: 300, height: 0))))
      ])
  }

  @Test("key order does not matter: events before root, settings and window last")
  func keyOrderIndependence() throws {
    let inOrder = try decode(
      """
      {"name": "order", "window": {"size": [390, 844]},
       "settings": {"keyboardDistance": 12, "restorePolicy": "always"},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
         {"id": "form", "kind": "scroll", "frame": [0, 0, 390, 800], "children": [
           {"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}]}]},
       "events": [{"type": "focus", "view": "email"}, {"type": "keyboardWillHide"},
                  {"type": "expect", "views": {"form": {"contentOffset": [0, 0]}},
                   "visible": ["email"]}]}
      """)
    let reordered = try decode(
      """
      {"events": [{"view": "email", "type": "focus"}, {"type": "keyboardWillHide"},
                  {"visible": ["email"], "views": {"form": {"contentOffset": [0, 0]}},
                   "type": "expect"}],
       "root": {"children": [
         {"children": [
           {"frame": [20, 600, 350, 44], "kind": "textField", "id": "email"}],
          "frame": [0, 0, 390, 800], "kind": "scroll", "id": "form"}],
        "frame": [0, 0, 390, 844], "id": "root"},
       "settings": {"restorePolicy": "always", "keyboardDistance": 12},
       "window": {"size": [390, 844]}, "name": "order"}
      """)
    #expect(reordered == inOrder)
    #expect(reordered.events.count == 3)
    #expect(reordered.tree.count == 3)
  }

  @Test("the same document decodes to the same script under another file name, but for it")
  func fileName() throws {
    let bytes = Array(fullScreen.utf8)
    let first = try Script(decoding: bytes, fileName: "a.json")
    var second = try Script(decoding: bytes, fileName: "-")
    #expect(second.fileName == "-")
    second.fileName = "a.json"
    #expect(first == second)
  }
}

/// Events find views through an index of their ids' bytes, which leaves out ids over 16 bytes
/// and ids written with escapes; those must resolve the same way through the tree.
@Suite struct ViewReferenceTests {
  private func script(ids: (field: String, reference: String)) -> String {
    """
    {"window": {"size": [390, 844]}, "root": {"id": "root", "frame": [0, 0, 390, 844],
     "children": [{"id": "\(ids.field)", "kind": "textField", "frame": [20, 700, 350, 44]},
                  {"id": "label_with_a_long_name", "frame": [0, 0, 10, 10]}]},
     "events": [{"type": "focus", "view": "\(ids.reference)"},
                {"type": "expect", "visible": ["\(ids.reference)"]}]}
    """
  }

  @Test(arguments: [
    ("email", "email"),
    ("exactly_16_bytes", "exactly_16_bytes"),
    ("a_field_id_of_more_than_16_bytes", "a_field_id_of_more_than_16_bytes"),
    ("em\\u0061il", "email"),
    ("email", "em\\u0061il"),
    ("émail", "\\u00e9mail"),
  ])
  func everySpellingOfAnIdFindsItsView(field: String, reference: String) throws {
    let decoded = try decode(script(ids: (field, reference)))
    guard case .engine(.focus(let view, _)) = decoded.events.first else {
      Issue.record("expected a focus event")
      return
    }
    #expect(decoded.tree[view]?.kind == .textField)
    guard case .expect(let expectation) = decoded.events.last else {
      Issue.record("expected an expectation")
      return
    }
    #expect(expectation.visible == [view])
  }

  @Test func aLongIdOfTheWrongKindIsStillAnError() {
    #expect(throws: ScriptError.self) {
      try decode(script(ids: ("email", "label_with_a_long_name")))
    }
    #expect(throws: ScriptError.self) {
      try decode(script(ids: ("email", "label_with_a_long_nam")))
    }
  }
}
