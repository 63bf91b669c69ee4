import KeyboardAvoidance
import Testing

@Suite("Diagnostics: why an event was ignored")
struct AvoidanceDiagnosticTests {
  static func engine() throws -> AvoidanceEngine {
    var screen = try Screen.example4()
    try screen.add(ViewNode(id: "label", frame: Rect(x: 0, y: 0, width: 100, height: 20)))
    return screen.engine()
  }

  @Test(
    "An event the engine cannot use returns no effects and says why",
    arguments: [
      (AvoidanceEvent.focus("nots"), AvoidanceDiagnostic.unknownView("nots")),
      (.focus("form"), .notAField("form", .scroll)),
      (.caret(Rect(x: 0, y: 0, width: 2, height: 20)), .noFocusedTextView),
      (.scroll("label", offset: .zero), .notAScrollContainer("label", .view)),
      (.scroll("gone", offset: .zero), .unknownView("gone")),
      (.update("gone", ViewUpdate(frame: .zero)), .unknownView("gone")),
      (
        .resize(
          WindowResize(
            windowSize: Size(width: 390, height: 844),
            frames: [
              "zeta": .zero, "beta": .zero, "form": Rect(x: 0, y: 47, width: 390, height: 700),
            ]
          )), .unknownView("beta")
      ),
    ])
  func ignored(event: AvoidanceEvent, diagnostic: AvoidanceDiagnostic) throws {
    var engine = try Self.engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let before = engine.tree
    let effects = engine.handle(event)
    #expect(engine.diagnostic == diagnostic)
    // Refused whole: a resize naming an unknown view applies none of its frames.
    #expect(effects.isEmpty)
    #expect(engine.tree == before)
  }

  @Test("The next usable event clears the diagnostic")
  func cleared() throws {
    var engine = try Self.engine()
    _ = engine.handle(.focus("nots"))
    #expect(engine.diagnostic == .unknownView("nots"))
    _ = engine.handle(.focus("a"))
    #expect(engine.diagnostic == nil)
    #expect(engine.focusedField == "a")
  }

  @Test("A diagnostic reads as a sentence")
  func descriptions() {
    #expect(AvoidanceDiagnostic.unknownView("nots").description == #"no view has id "nots""#)
    #expect(
      AvoidanceDiagnostic.notAField("form", .scroll).description
        == #"view "form" is a scroll, not a field"#)
    #expect(
      AvoidanceDiagnostic.notAScrollContainer("label", .view).description
        == #"view "label" is a view, not a scroll container"#)
    #expect(AvoidanceDiagnostic.noFocusedTextView.description == "no text view has focus")
  }
}
