import KeyboardAvoidance
import KeyboardScript
import Testing

@Suite("Script events")
struct ScriptEventTests {
  static let keyboard = KeyboardNotification(
    .keyboardDidHide, frame: Rect(x: 0, y: 844, width: 390, height: 0))

  @Test(
    "An event's type is derived from the event, so a trace and the JSON text always agree",
    arguments: [
      (ScriptEvent.engine(.focus("email")), "focus"),
      (.engine(.blur), "blur"),
      (.engine(.caret(Rect(x: 0, y: 0, width: 2, height: 20))), "caret"),
      (.engine(.keyboard(keyboard)), "keyboardDidHide"),
      (.engine(.scroll("form", offset: .zero)), "scroll"),
      (.engine(.update("form", ViewUpdate(contentSize: Size(width: 1, height: 2)))), "update"),
      (.engine(.resize(WindowResize(windowSize: Size(width: 1, height: 2)))), "resize"),
      (.engine(.settings(AvoidanceSettings())), "settings"),
      (.expect(ScriptExpectation(rootShift: 0)), "expect"),
    ])
  func type(event: ScriptEvent, type: String) throws {
    #expect(event.type == type)
    let tree = ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let script = Script(fileName: "a.json", tree: tree, events: [event])
    #expect(script.jsonText().contains(#""type": "\#(type)""#))
  }
}

extension ScriptEventTests {
  @Test(
    "A settings event that puts a v1.3 setting back to its default says so in its JSON text",
    arguments: [
      (
        AvoidanceSettings(navigationOrder: .hierarchy), AvoidanceSettings(),
        #""navigationOrder": "position""#
      ),
      (AvoidanceSettings(alignment: .center), AvoidanceSettings(), #""alignment": "minimal""#),
    ])
  func settingsBackToDefault(
    changed: AvoidanceSettings, restored: AvoidanceSettings, member: String
  ) throws {
    let tree = ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let script = Script(
      fileName: "a.json", tree: tree,
      events: [.engine(.settings(changed)), .engine(.settings(restored))])
    let text = script.jsonText()
    let lines = text.split(separator: "\n").filter { $0.contains(#""type": "settings""#) }
    #expect(lines.count == 2)
    #expect(lines.last?.contains(member) == true)
    let decoded = try Script(decoding: Array(text.utf8), fileName: "a.json")
    #expect(decoded.events == script.events)
    // The document's own settings keep naming only what differs from the defaults.
    #expect(!text.prefix(while: { $0 != "[" }).contains("navigationOrder"))
  }
}
