import KeyboardAvoidance
import Testing

// AVOIDANCE.md §2: hidden, docked or floating.

struct PlacementCase: Sendable, CustomTestStringConvertible {
  var name: String
  var frame: Rect
  var window: Size = Phone.window
  var expected: KeyboardPlacement

  var testDescription: String { "\(name): \(frame) → \(expected)" }
}

@Suite("KeyboardPlacement")
struct KeyboardPlacementTests {
  static let cases: [PlacementCase] = [
    PlacementCase(name: "phone keyboard", frame: Phone.keyboardFrame, expected: .docked),
    PlacementCase(name: "offscreen", frame: Phone.hiddenKeyboardFrame, expected: .hidden),
    PlacementCase(
      name: "below the window", frame: Rect(x: 0, y: 900, width: 390, height: 336),
      expected: .hidden),
    PlacementCase(name: "empty frame", frame: .zero, expected: .hidden),
    PlacementCase(
      name: "zero height", frame: Rect(x: 0, y: 508, width: 390, height: 0), expected: .hidden),
    PlacementCase(
      name: "zero width", frame: Rect(x: 0, y: 508, width: 0, height: 336), expected: .hidden),
    PlacementCase(
      name: "just inside the bottom", frame: Rect(x: 0, y: 843.5, width: 390, height: 336),
      expected: .docked),
    PlacementCase(
      name: "shortcut bar", frame: Rect(x: 0, y: 789, width: 390, height: 55), expected: .docked),
    PlacementCase(
      name: "bottom 0.5 short", frame: Rect(x: 0, y: 507.5, width: 390, height: 336),
      expected: .docked),
    PlacementCase(
      name: "bottom 0.75 short", frame: Rect(x: 0, y: 507.25, width: 390, height: 336),
      expected: .floating),
    PlacementCase(
      name: "left edge at 0.5", frame: Rect(x: 0.5, y: 508, width: 389.5, height: 336),
      expected: .docked),
    PlacementCase(
      name: "left edge at 0.75", frame: Rect(x: 0.75, y: 508, width: 389.25, height: 336),
      expected: .floating),
    PlacementCase(
      name: "right edge at 389.5", frame: Rect(x: 0, y: 508, width: 389.5, height: 336),
      expected: .docked),
    PlacementCase(
      name: "right edge at 389.25", frame: Rect(x: 0, y: 508, width: 389.25, height: 336),
      expected: .floating),
    PlacementCase(
      name: "wider than the window", frame: Rect(x: -10, y: 508, width: 410, height: 400),
      expected: .docked),
    PlacementCase(
      name: "iPad floating (example 9)", frame: Pad.floatingKeyboardFrame, window: Pad.window,
      expected: .floating),
    PlacementCase(
      name: "iPad docked", frame: Pad.dockedKeyboardFrame, window: Pad.window, expected: .docked),
    PlacementCase(
      name: "iPad split half", frame: Rect(x: 0, y: 900, width: 400, height: 466),
      window: Pad.window, expected: .floating),
    PlacementCase(
      name: "iPad undocked", frame: Rect(x: 0, y: 600, width: 1024, height: 400),
      window: Pad.window, expected: .floating),
  ]

  @Test(arguments: cases)
  func classification(_ row: PlacementCase) {
    #expect(KeyboardPlacement(frame: row.frame, in: row.window) == row.expected)
  }

  @Test(arguments: cases)
  func engineFollowsClassification(_ row: PlacementCase) throws {
    var screen = Screen(window: row.window)
    try screen.add(field("field", y: 300))
    var engine = screen.engine()
    #expect(engine.keyboardPlacement == .hidden)
    _ = engine.handle(.keyboardEvent(.keyboardWillChangeFrame, frame: row.frame))
    #expect(engine.keyboardPlacement == row.expected)
    #expect(engine.keyboardFrame == row.frame)
  }

  @Test("Only a docked shortcut bar is avoided: the field is lifted above it")
  func shortcutBarIsAvoided() throws {
    var screen = Screen()
    try screen.add(field("field", y: 780))
    var engine = screen.engine()
    _ = engine.handle(.focus("field"))
    // Band bottom 789 − 10 = 779; the field ends at 824: move 45, within the overlap 55.
    let bar = AvoidanceEvent.keyboardEvent(
      .keyboardWillShow, frame: Rect(x: 0, y: 789, width: 390, height: 55))
    #expect(engine.handle(bar) == [.rootShift(0, 45, .reveal)])
  }
}
