import KeyboardScript
import Testing

/// An id or name one byte longer than ``ScriptLimits/maximumStringLength``.
private let long = String(repeating: "x", count: ScriptLimits.maximumStringLength + 1)

/// One invalid script and the exact diagnostic decoding it must throw.
///
/// The three shapes put the interesting lines at known places, so that every expected
/// `line:column` below can be checked by eye:
///
/// - ``document(_:_:_:)``: the lines are the whole file (line 1 is the first).
/// - ``views(_:_:_:)``: the lines are the root's children (with their commas), starting on
///   line 3.
/// - ``events(_:_:_:)``: the lines are the events, starting on line 8, after a screen with a
///   scroll view `form` holding a text field `email` and a text view `notes`, and a plain
///   view `label`.
struct InvalidScript: Sendable, CustomTestStringConvertible {
  var name: String
  var source: String
  var diagnostic: String

  var testDescription: String { name }

  static func document(_ name: String, _ lines: [String], _ diagnostic: String) -> Self {
    Self(name: name, source: lines.joined(separator: "\n"), diagnostic: diagnostic)
  }

  static func views(_ name: String, _ children: [String], _ diagnostic: String) -> Self {
    let source = """
      {"window": {"size": [390, 844]}, "events": [],
      "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
      \(children.joined(separator: "\n"))
      ]}}
      """
    return Self(name: name, source: source, diagnostic: diagnostic)
  }

  static func events(_ name: String, _ events: [String], _ diagnostic: String) -> Self {
    let source = """
      {"window": {"size": [390, 844]},
      "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
        "children": [{"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]},
                     {"id": "notes", "kind": "textView", "frame": [20, 700, 350, 120]}]},
       {"id": "label", "frame": [0, 810, 390, 34]}]},
      "events": [
      \(events.joined(separator: ",\n"))
      ]}
      """
    return Self(name: name, source: source, diagnostic: diagnostic)
  }
}

/// Decodes `source` as `a.json` and returns the error, or `nil` if it decodes.
private func decodingError(_ source: String) -> ScriptError? {
  do {
    _ = try Script(decoding: Array(source.utf8), fileName: "a.json")
    return nil
  } catch {
    return error
  }
}

@Suite("Script errors")
struct ScriptErrorTests {
  static let cases: [InvalidScript] = [
    .document(
      "syntax: document cut after a member",
      [
        #"{"window": {"size": [390, 844]}"#
      ],
      #"a.json:1:32: expected ',' or '}' after an object member"#),
    .document(
      "syntax: document cut before a value",
      [
        #"{"window": "#
      ],
      #"a.json:1:12: unexpected end of input; expected a JSON value"#),
    .document(
      "missing window",
      [
        #"{"root": {"id": "r", "frame": [0, 0, 1, 1]}, "events": []}"#
      ],
      #"a.json:1:1: missing required key "window""#),
    .document(
      "missing root",
      [
        #"{"window": {"size": [1, 1]}, "events": []}"#
      ],
      #"a.json:1:1: missing required key "root""#),
    .document(
      "missing events",
      [
        #"{"window": {"size": [1, 1]}, "root": {"id": "r", "frame": [0, 0, 1, 1]}}"#
      ],
      #"a.json:1:1: missing required key "events""#),
    .document(
      "missing window size",
      [
        #"{"events": [],"#,
        #" "window": {}}"#,
      ],
      #"a.json:2:12: window: missing required key "size""#),
    .document(
      "unknown top-level key, no suggestion",
      [
        #"{"window": {"size": [1, 1]}, "author": "me"}"#
      ],
      #"a.json:1:30: author: unknown key"#),
    .document(
      "unknown top-level key with suggestion",
      [
        #"{"window": {"size": [1, 1]}, "setings": {}}"#
      ],
      #"a.json:1:30: setings: unknown key; did you mean "settings"?"#),
    .document(
      "duplicate top-level key",
      [
        #"{"window": {"size": [1, 1]},"#,
        #" "window": {"size": [2, 2]}}"#,
      ],
      #"a.json:2:2: window: duplicate key "window""#),
    .document(
      "window size is an object",
      [
        #"{"window": {"size": {"width": 1}}}"#
      ],
      #"a.json:1:21: window.size: expected 2 numbers, found an object"#),
    .document(
      "negative window width",
      [
        #"{"window": {"size": [-390, 844]}}"#
      ],
      #"a.json:1:22: window.size[0]: expected a width ≥ 0, found -390"#),
    .document(
      "negative window height",
      [
        #"{"window": {"size": [390, -1]}}"#
      ],
      #"a.json:1:27: window.size[1]: expected a height ≥ 0, found -1"#),
    .document(
      "string for a number (settings)",
      [
        #"{"window": {"size": [1, 1]}, "settings": {"keyboardDistance": "10"}}"#
      ],
      #"a.json:1:63: settings.keyboardDistance: expected a number, found a string"#),
    .document(
      "negative keyboard distance",
      [
        #"{"window": {"size": [1, 1]}, "settings": {"keyboardDistance": -10}}"#
      ],
      #"a.json:1:63: settings.keyboardDistance: expected a number ≥ 0, found -10"#),
    .document(
      "unknown restorePolicy with suggestion",
      [
        #"{"window": {"size": [1, 1]},"#,
        #" "settings": {"restorePolicy": "unlessUserScroled"}}"#,
      ],
      #"a.json:2:32: settings.restorePolicy: unknown value "unlessUserScroled"; did you "#
        + #"mean "unlessUserScrolled"?"#),
    .document(
      "unknown restorePolicy, no suggestion",
      [
        #"{"window": {"size": [1, 1]}, "settings": {"restorePolicy": "sometimes"}}"#
      ],
      #"a.json:1:60: settings.restorePolicy: unknown value "sometimes"; expected one of "#
        + #""always", "never", "unlessUserScrolled""#),
    .document(
      "object for an array (events)",
      [
        #"{"window": {"size": [1, 1]}, "root": {"id": "r", "frame": [0, 0, 1, 1]},"#,
        #" "events": {}}"#,
      ],
      #"a.json:2:12: events: expected an array of events, found an object"#),
    .document(
      "name too long",
      [
        #"{"name": "\#(long)"}"#
      ],
      #"a.json:1:10: name: string longer than 1024 bytes"#),
    .document(
      "name is a number",
      [
        #"{"name": 7}"#
      ],
      #"a.json:1:10: name: expected a string, found a number"#),
    .document(
      "root is an array",
      [
        #"{"window": {"size": [1, 1]}, "root": []}"#
      ],
      #"a.json:1:38: root: expected an object, found an array"#),
    .views(
      "unknown view key with suggestion",
      [
        #"{"id": "form", "kind": "scroll", "frame": [0, 0, 390, 800], "contentOfset": [0, "#
          + #"0]}"#
      ],
      #"a.json:3:61: root.children[0].contentOfset: unknown key; did you mean "#
        + #""contentOffset"?"#),
    .views(
      "unknown view key, no suggestion",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "color": "red"}"#
      ],
      #"a.json:3:36: root.children[0].color: unknown key"#),
    .views(
      "duplicate view key",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "frame": [0, 0, 2, 2]}"#
      ],
      #"a.json:3:36: root.children[0].frame: duplicate key "frame""#),
    .views(
      "missing frame",
      [
        #"{"id": "a"}"#
      ],
      #"a.json:3:1: root.children[0]: missing required key "frame""#),
    .views(
      "missing id",
      [
        #"{"frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:1: root.children[0]: missing required key "id""#),
    .views(
      "frame with 3 numbers",
      [
        #"{"id": "a", "frame": [0, 0, 1]}"#
      ],
      #"a.json:3:22: root.children[0].frame: expected 4 numbers, found 3"#),
    .views(
      "string inside a frame",
      [
        #"{"id": "a", "frame": [0, 0, "wide", 1]}"#
      ],
      #"a.json:3:29: root.children[0].frame[2]: expected a number, found a string"#),
    .views(
      "frame is an object",
      [
        #"{"id": "a", "frame": {"x": 0}}"#
      ],
      #"a.json:3:22: root.children[0].frame: expected 4 numbers, found an object"#),
    .views(
      "negative width",
      [
        #"{"id": "a", "frame": [0, 0, -5, 44]}"#
      ],
      #"a.json:3:29: root.children[0].frame[2]: expected a width ≥ 0, found -5"#),
    .views(
      "negative height",
      [
        #"{"id": "a", "frame": [0, 0, 5, -0.5]}"#
      ],
      #"a.json:3:32: root.children[0].frame[3]: expected a height ≥ 0, found -0.5"#),
    .views(
      "negative contentSize",
      [
        #"{"id": "s", "kind": "scroll", "frame": [0, 0, 1, 1], "contentSize": [1, -1]}"#
      ],
      #"a.json:3:73: root.children[0].contentSize[1]: expected a height ≥ 0, found -1"#),
    .views(
      "out-of-range magnitude",
      [
        #"{"id": "a", "frame": [0, 1e8, 10, 10]}"#
      ],
      #"a.json:3:26: root.children[0].frame[1]: expected a number between -10000000 and "#
        + #"10000000, found 100000000"#),
    .views(
      "out-of-range negative magnitude",
      [
        #"{"id": "a", "frame": [-1.5e7, 0, 10, 10]}"#
      ],
      #"a.json:3:23: root.children[0].frame[0]: expected a number between -10000000 and "#
        + #"10000000, found -15000000"#),
    .views(
      "children is an object",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "children": {}}"#
      ],
      #"a.json:3:48: root.children[0].children: expected an array of views, found an object"#),
    .views(
      "child is a string",
      [
        #""a""#
      ],
      #"a.json:3:1: root.children[0]: expected an object, found a string"#),
    .views(
      "boolean is a string",
      [
        #"{"id": "s", "kind": "scroll", "frame": [0, 0, 1, 1], "scrollEnabled": "yes"}"#
      ],
      #"a.json:3:71: root.children[0].scrollEnabled: expected a boolean, found a string"#),
    .views(
      "unknown kind with suggestion",
      [
        #"{"id": "a", "kind": "scrol", "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:21: root.children[0].kind: unknown value "scrol"; did you mean "scroll"?"#),
    .views(
      "unknown kind, case typo",
      [
        #"{"id": "a", "kind": "textfield", "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:21: root.children[0].kind: unknown value "textfield"; did you mean "#
        + #""textField"?"#),
    .views(
      "unknown kind, no suggestion",
      [
        #"{"id": "a", "kind": "button", "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:21: root.children[0].kind: unknown value "button"; expected one of "view", "#
        + #""scroll", "table", "collection", "stack", "cell", "textField", "textView", "#
        + #""navigation", "tabs""#),
    .views(
      "unknown axis",
      [
        #"{"id": "a", "kind": "stack", "frame": [0, 0, 1, 1], "axis": "diagonal"}"#
      ],
      #"a.json:3:61: root.children[0].axis: unknown value "diagonal"; expected one of "#
        + #""vertical", "horizontal""#),
    .views(
      "distance on a scroll view",
      [
        #"{"id": "s", "kind": "scroll", "frame": [0, 0, 1, 1], "distance": 20}"#
      ],
      #"a.json:3:54: root.children[0].distance: key "distance" does not apply to a view of "#
        + #"kind "scroll""#),
    .views(
      "contentSize on a textField",
      [
        #"{"id": "f", "kind": "textField", "frame": [0, 0, 1, 1], "contentSize": [1, 1]}"#
      ],
      #"a.json:3:57: root.children[0].contentSize: key "contentSize" does not apply to a "#
        + #"view of kind "textField""#),
    .views(
      "children on a textField",
      [
        #"{"id": "f", "kind": "textField", "frame": [0, 0, 1, 1], "children": []}"#
      ],
      #"a.json:3:57: root.children[0].children: key "children" does not apply to a view of "#
        + #"kind "textField""#),
    .views(
      "safeArea on a plain non-root view",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "safeArea": [0, 0, 0, 0]}"#
      ],
      #"a.json:3:36: root.children[0].safeArea: key "safeArea" does not apply to a view of "#
        + #"kind "view""#),
    .views(
      "axis on a cell",
      [
        #"{"id": "c", "kind": "cell", "frame": [0, 0, 1, 1], "axis": "vertical"}"#
      ],
      #"a.json:3:52: root.children[0].axis: key "axis" does not apply to a view of kind "#
        + #""cell""#),
    .views(
      "duplicate id",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1]},"#,
        #"{"id": "a", "frame": [0, 1, 1, 1]}"#,
      ],
      #"a.json:4:8: root.children[1].id: duplicate id "a" (first used at line 3, column 8)"#),
    .views(
      "duplicate of the root id",
      [
        #"{"id": "b", "frame": [0, 0, 1, 1], "children": ["#,
        #"  {"id": "root", "frame": [0, 0, 1, 1]}]}"#,
      ],
      #"a.json:4:10: root.children[0].children[0].id: duplicate id "root" (first used at "#
        + #"line 2, column 16)"#),
    .views(
      "empty id",
      [
        #"{"id": "", "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:8: root.children[0].id: expected a non-empty id"#),
    .views(
      "id is a number",
      [
        #"{"id": 5, "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:8: root.children[0].id: expected a string, found a number"#),
    .views(
      "id too long",
      [
        #"{"id": "\#(long)", "frame": [0, 0, 1, 1]}"#
      ],
      #"a.json:3:8: root.children[0].id: string longer than 1024 bytes"#),
    .views(
      "error in a nested view",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "children": ["#,
        #"  {"id": "b", "frame": [0, 0, 1, 1]},"#,
        #"  {"id": "c", "frame": [0, 0, 1, 1], "frme": []}]}"#,
      ],
      #"a.json:5:38: root.children[0].children[1].frme: unknown key; did you mean "frame"?"#),
    .events(
      "event is a number",
      [
        #"42"#
      ],
      #"a.json:8:1: events[0]: expected an event object, found a number"#),
    .events(
      "missing type",
      [
        #"{"view": "email"}"#
      ],
      #"a.json:8:1: events[0]: missing required key "type""#),
    .events(
      "type is a number",
      [
        #"{"type": 3}"#
      ],
      #"a.json:8:10: events[0].type: expected a string, found a number"#),
    .events(
      "unknown event type with suggestion",
      [
        #"{"type": "keyboardWillShw", "frame": [0, 508, 390, 336]}"#
      ],
      #"a.json:8:10: events[0].type: unknown value "keyboardWillShw"; did you mean "#
        + #""keyboardWillShow"?"#),
    .events(
      "unknown event type, no suggestion",
      [
        #"{"type": "tap"}"#
      ],
      #"a.json:8:10: events[0].type: unknown value "tap"; expected one of "blur", "caret", "#
        + #""edit", "expect", "focus", "insert", "keyboardDidChangeFrame", "keyboardDidHide", "#
        + #""keyboardDidShow", "keyboardTrack", "keyboardWillChangeFrame", "keyboardWillHide", "#
        + #""keyboardWillShow", "memoryWarning", "navigate", "pop", "push", "relaunch", "reload", "#
        + #""remove", "#
        + #""resize", "resizeCell", "scroll", "select", "selectTab", "settings", "terminate", "#
        + #""update""#),
    .events(
      "unknown event key with suggestion",
      [
        #"{"type": "focus", "veiw": "email"}"#
      ],
      #"a.json:8:19: events[0].veiw: unknown key; did you mean "view"?"#),
    .events(
      "unknown event key, no suggestion",
      [
        #"{"type": "scroll", "view": "form", "offset": [0, 1], "distance": 5}"#
      ],
      #"a.json:8:54: events[0].distance: unknown key"#),
    .events(
      "duplicate event key",
      [
        #"{"type": "blur", "type": "blur"}"#
      ],
      #"a.json:8:18: events[0].type: duplicate key "type""#),
    .events(
      "focus without view",
      [
        #"{"type": "focus"}"#
      ],
      #"a.json:8:1: events[0]: missing required key "view""#),
    .events(
      "keyboardWillShow without frame",
      [
        #"{"type": "keyboardWillShow", "duration": 0.25}"#
      ],
      #"a.json:8:1: events[0]: missing required key "frame""#),
    .events(
      "caret without rect",
      [
        #"{"type": "focus", "view": "notes"}"#,
        #"{"type": "caret"}"#,
      ],
      #"a.json:9:1: events[1]: missing required key "caret""#),
    .events(
      "scroll without offset",
      [
        #"{"type": "scroll", "view": "form"}"#
      ],
      #"a.json:8:1: events[0]: missing required key "offset""#),
    .events(
      "resize without window",
      [
        #"{"type": "resize", "frames": {}}"#
      ],
      #"a.json:8:1: events[0]: missing required key "window""#),
    .events(
      "frame of 3 numbers at index 3",
      [
        #"{"type": "focus", "view": "email"}"#,
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336]}"#,
        #"{"type": "expect", "rootShift": 0}"#,
        #"{"type": "keyboardWillChangeFrame", "frame": [0, 508, 390]}"#,
      ],
      #"a.json:11:46: events[3].frame: expected 4 numbers, found 3"#),
    .events(
      "object for an array (visible)",
      [
        #"{"type": "expect", "visible": {"email": true}}"#
      ],
      #"a.json:8:31: events[0].visible: expected an array of view ids, found an object"#),
    .events(
      "string for a number (duration)",
      [
        #"{"type": "keyboardWillHide", "duration": "0.25"}"#
      ],
      #"a.json:8:42: events[0].duration: expected a number, found a string"#),
    .events(
      "negative duration",
      [
        #"{"type": "keyboardDidHide", "duration": -0.25}"#
      ],
      #"a.json:8:41: events[0].duration: expected a number ≥ 0, found -0.25"#),
    .events(
      "non-integer curve",
      [
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336], "curve": 7.5}"#
      ],
      #"a.json:8:68: events[0].curve: expected an integer, found 7.5"#),
    .events(
      "out-of-range curve",
      [
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336], "curve": 1e8}"#
      ],
      #"a.json:8:68: events[0].curve: expected a number between -10000000 and 10000000, "#
        + #"found 100000000"#),
    .events(
      "negative keyboard height",
      [
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, -336]}"#
      ],
      #"a.json:8:53: events[0].frame[3]: expected a height ≥ 0, found -336"#),
    .events(
      "non-integer effects count",
      [
        #"{"type": "blur"}"#,
        #"{"type": "expect", "effects": 1.5}"#,
      ],
      #"a.json:9:31: events[1].effects: expected an integer, found 1.5"#),
    .events(
      "negative effects count",
      [
        #"{"type": "expect", "effects": -1}"#
      ],
      #"a.json:8:31: events[0].effects: expected a count ≥ 0, found -1"#),
    .events(
      "unknown restorePolicy in a settings event",
      [
        #"{"type": "settings", "restorePolicy": "nevr"}"#
      ],
      #"a.json:8:39: events[0].restorePolicy: unknown value "nevr"; did you mean "never"?"#),
    .events(
      "caret when focusing a textField",
      [
        #"{"type": "focus", "view": "email", "caret": [0, 0, 2, 20]}"#
      ],
      #"a.json:8:36: events[0].caret: key "caret" does not apply to a view of kind "#
        + #""textField""#),
    .events(
      "contentSize in an update of a plain view",
      [
        #"{"type": "update", "view": "label", "contentSize": [390, 90]}"#
      ],
      #"a.json:8:37: events[0].contentSize: key "contentSize" does not apply to a view of "#
        + #"kind "view""#),
    .events(
      "dangling id with suggestion",
      [
        #"{"type": "focus", "view": "emial"}"#
      ],
      #"a.json:8:27: events[0].view: no view has id "emial"; did you mean "email"?"#),
    .events(
      "dangling id, no suggestion",
      [
        #"{"type": "focus", "view": "password"}"#
      ],
      #"a.json:8:27: events[0].view: no view has id "password""#),
    .events(
      "dangling id in expect views",
      [
        #"{"type": "expect", "views": {"from": {"contentOffset": [0, 0]}}}"#
      ],
      #"a.json:8:30: events[0].views.from: no view has id "from"; did you mean "form"?"#),
    .events(
      "dangling id in resize frames",
      [
        #"{"type": "resize", "window": {"size": [844, 390]}, "frames": {"lable": [0, 0, 1, "#
          + #"1]}}"#
      ],
      #"a.json:8:63: events[0].frames.lable: no view has id "lable"; did you mean "label"?"#),
    .events(
      "dangling id in visible",
      [
        #"{"type": "expect", "visible": ["email", "note"]}"#
      ],
      #"a.json:8:41: events[0].visible[1]: no view has id "note"; did you mean "notes"?"#),
    .events(
      "focus a scroll view",
      [
        #"{"type": "focus", "view": "form"}"#
      ],
      #"a.json:8:27: events[0].view: view "form" is a scroll, expected a field (textField "#
        + #"or textView)"#),
    .events(
      "scroll a text field",
      [
        #"{"type": "scroll", "view": "email", "offset": [0, 10]}"#
      ],
      #"a.json:8:28: events[0].view: view "email" is a textField, expected a scroll "#
        + #"container"#),
    .events(
      "expect views of a non-scroll",
      [
        #"{"type": "expect", "views": {"label": {"contentOffset": [0, 0]}}}"#
      ],
      #"a.json:8:30: events[0].views.label: view "label" is a view, expected a scroll "#
        + #"container"#),
    .events(
      "unknown key in expect views",
      [
        #"{"type": "expect", "views": {"form": {"contentOfset": [0, 0]}}}"#
      ],
      #"a.json:8:39: events[0].views.form.contentOfset: unknown key; did you mean "#
        + #""contentOffset"?"#),
    .events(
      "duplicate view in expect views",
      [
        #"{"type": "expect", "views": {"form": {}, "form": {}}}"#
      ],
      #"a.json:8:42: events[0].views.form: duplicate key "form""#),
    .events(
      "duplicate view in resize frames",
      [
        #"{"type": "resize", "window": {"size": [1, 1]}, "frames": {"form": [0, 0, 1, 1], "#
          + #""form": [0, 0, 1, 1]}}"#
      ],
      #"a.json:8:81: events[0].frames.form: duplicate key "form""#),
    .events(
      "string too long in an event",
      [
        #"{"type": "focus", "view": "\#(long)"}"#
      ],
      #"a.json:8:27: events[0].view: string longer than 1024 bytes"#),
    .document(
      "column counts UTF-8 bytes",
      [
        #"{"name": "Café ☕", "window": {"size": [-1, 1]}}"#
      ],
      #"a.json:1:43: window.size[0]: expected a width ≥ 0, found -1"#),
    .events(
      "path quotes a non-identifier key",
      [
        #"{"type": "expect", "views": {"my form": {}}}"#
      ],
      #"a.json:8:30: events[0].views["my form"]: no view has id "my form""#),
    .events(
      "unknown settings-event key with suggestion",
      [
        #"{"type": "settings", "keyboardDistence": 5}"#
      ],
      #"a.json:8:22: events[0].keyboardDistence: unknown key; did you mean "#
        + #""keyboardDistance"?"#),
    .events(
      "contentSize in an update of a textField",
      [
        #"{"type": "update", "view": "email", "contentSize": [1, 1]}"#
      ],
      #"a.json:8:37: events[0].contentSize: key "contentSize" does not apply to a view of "#
        + #"kind "textField""#),
    .events(
      "number in visible",
      [
        #"{"type": "expect", "visible": [3]}"#
      ],
      #"a.json:8:32: events[0].visible[0]: expected a string, found a number"#),
    .events(
      "resize frames is an array",
      [
        #"{"type": "resize", "window": {"size": [1, 1]}, "frames": []}"#
      ],
      #"a.json:8:58: events[0].frames: expected an object of frames, found an array"#),
    .events(
      "resize frame of 3 numbers",
      [
        #"{"type": "resize", "window": {"size": [1, 1]}, "frames": {"form": [0, 0, 1]}}"#
      ],
      #"a.json:8:67: events[0].frames.form: expected 4 numbers, found 3"#),
    .events(
      "resize with a negative window size",
      [
        #"{"type": "resize", "window": {"size": [-1, 1]}}"#
      ],
      #"a.json:8:40: events[0].window.size[0]: expected a width ≥ 0, found -1"#),
    .events(
      "resize safeArea of 2 numbers",
      [
        #"{"type": "resize", "window": {"size": [1, 1]}, "safeArea": [0, 0]}"#
      ],
      #"a.json:8:60: events[0].safeArea: expected 4 numbers, found 2"#),
    .events(
      "caret with a negative width",
      [
        #"{"type": "caret", "caret": [0, 0, -2, 20]}"#
      ],
      #"a.json:8:35: events[0].caret[2]: expected a width ≥ 0, found -2"#),
    .events(
      "caret event with the key of v1",
      [
        #"{"type": "caret", "rect": [0, 0, 2, 20]}"#
      ],
      #"a.json:8:19: events[0].rect: unknown key; "rect" was renamed "caret": "#
        + #"did you mean "caret"?"#),
    .events(
      "string for the effects count",
      [
        #"{"type": "expect", "effects": "2"}"#
      ],
      #"a.json:8:31: events[0].effects: expected a number, found a string"#),
    .events(
      "string for rootShift",
      [
        #"{"type": "expect", "rootShift": "0"}"#
      ],
      #"a.json:8:33: events[0].rootShift: expected a number, found a string"#),
    .events(
      "expected offset of 3 numbers",
      [
        #"{"type": "expect", "views": {"form": {"contentOffset": [0, 0, 0]}}}"#
      ],
      #"a.json:8:56: events[0].views.form.contentOffset: expected 2 numbers, found 3"#),
    .events(
      "scroll offset is a string",
      [
        #"{"type": "scroll", "view": "form", "offset": "top"}"#
      ],
      #"a.json:8:46: events[0].offset: expected 2 numbers, found a string"#),
    .events(
      "keyboardTrack without top",
      [
        #"{"type": "keyboardTrack"}"#
      ],
      #"a.json:8:1: events[0]: missing required key "top""#),
    .events(
      "string for a track's top",
      [
        #"{"type": "keyboardTrack", "top": "600"}"#
      ],
      #"a.json:8:34: events[0].top: expected a number, found a string"#),
    .events(
      "null for a track's top",
      [
        #"{"type": "keyboardTrack", "top": null}"#
      ],
      #"a.json:8:34: events[0].top: expected a number, found null"#),
    .events(
      "array for a track's top",
      [
        #"{"type": "keyboardTrack", "top": [0, 600]}"#
      ],
      #"a.json:8:34: events[0].top: expected a number, found an array"#),
    .events(
      "a track's top out of range",
      [
        #"{"type": "keyboardTrack", "top": -1e400}"#
      ],
      #"a.json:8:34: events[0].top: expected a number between -10000000 and 10000000, "#
        + #"found a number beyond -1.8e308"#),
    .events(
      "a track with a frame, as a notification has",
      [
        #"{"type": "keyboardTrack", "top": 600, "frame": [0, 600, 390, 244]}"#
      ],
      #"a.json:8:39: events[0].frame: unknown key"#),
    .events(
      "a track with children, whose slot top shares",
      [
        #"{"type": "keyboardTrack", "top": 600, "children": []}"#
      ],
      #"a.json:8:39: events[0].children: unknown key"#),
    .events(
      "a track's top misspelt",
      [
        #"{"type": "keyboardTrack", "tpo": 600}"#
      ],
      #"a.json:8:27: events[0].tpo: unknown key; did you mean "top"?"#),
    .events(
      "top in a notification",
      [
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336], "top": 508}"#
      ],
      #"a.json:8:59: events[0].top: unknown key"#),
    .views(
      "top on a view, whose slot children shares",
      [
        #"{"id": "a", "frame": [0, 0, 1, 1], "top": 3}"#
      ],
      #"a.json:3:36: root.children[0].top: unknown key"#),
    .events(
      "ten events in, two-digit index",
      [
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur"}"#,
        #"{"type": "blur", "view": "email"}"#,
      ],
      #"a.json:18:18: events[10].view: unknown key"#),
  ]

  @Test("an invalid script throws its exact diagnostic", arguments: cases)
  func diagnostic(_ invalid: InvalidScript) throws {
    let error = try #require(decodingError(invalid.source), "the script decoded")
    #expect(error.description == invalid.diagnostic)
  }

  @Test("the error's parts: file, line, column, path and message")
  func parts() throws {
    let source = #"{"window": {"size": [390, 844]}, "events": [], "root": {"id": ""}}"#
    let error = try #require(decodingError(source))
    #expect(error.fileName == "a.json")
    #expect(error.line == 1)
    #expect(error.column == 63)
    #expect(error.path == "root.id")
    #expect(error.message == "expected a non-empty id")
  }

  @Test("lines end at LF, CR LF and a lone CR", arguments: ["\n", "\r\n", "\r"])
  func lineBreaks(_ lineBreak: String) throws {
    let source = [
      #"{"window": {"size": [390, 844]},"#,
      #" "events": [],"#,
      #" "root": {"id": "root", "frame": [0, 0, 390, 844], "kind": "tabel"}}"#,
    ].joined(separator: lineBreak)
    let error = try #require(decodingError(source))
    #expect(
      error.description == #"a.json:3:60: root.kind: unknown value "tabel"; did you mean "table"?"#)
  }

  @Test("a script that is not UTF-8 text is a syntax error, not a crash")
  func invalidUTF8() throws {
    let bytes: [UInt8] = Array(#"{"name": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
    do {
      _ = try Script(decoding: bytes, fileName: "bad.json")
      Issue.record("decoded")
    } catch {
      #expect(error.description == "bad.json:1:11: invalid UTF-8 in string")
    }
  }
}

@Suite("Script error reasons")
struct ScriptErrorReasonTests {
  static func reason(ofEvent event: String) -> ScriptError.Reason? {
    let source = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
        {"id": "notes", "kind": "textView", "frame": [16, 100, 358, 700]}]},
       "events": [\(event)]}
      """
    do {
      _ = try Script(decoding: Array(source.utf8), fileName: "a.json")
      return nil
    } catch {
      return error.reason
    }
  }

  @Test("Hosts and tests can switch on why a script was rejected")
  func publicReasons() {
    #expect(
      Self.reason(ofEvent: #"{"type": "caret", "rect": [0, 0, 2, 20]}"#)
        == .renamedKey(old: "rect", new: "caret"))
    #expect(
      Self.reason(ofEvent: #"{"type": "focus", "view": "note"}"#)
        == .danglingID("note", suggestion: "notes"))
    #expect(
      Self.reason(ofEvent: #"{"type": "focus", "view": "root"}"#)
        == .wrongViewKind(id: "root", kind: "view", expected: "a field (textField or textView)"))
    #expect(Self.reason(ofEvent: #"{"type": "blur"}"#) == nil)
  }
}
