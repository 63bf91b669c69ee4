import KeyboardAvoidance
import KeyboardScript
import Testing

/// The spec's login form (plus a `footer` field far down the form and a `my form` scroll view
/// whose id needs quoting in paths), followed by `events`.
///
/// After `focus email` and the keyboard at `[0, 508, 390, 336]`, `form` is at offset 193 with a
/// bottom content inset of 312, and `email` ends exactly at the band's bottom, 498.
private func loginScript(_ events: [String]) throws -> Script {
  let source = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
        "children": [{"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]},
                     {"id": "footer", "kind": "textField", "frame": [20, 1300, 350, 44]}]},
       {"id": "my form", "kind": "scroll", "frame": [0, 0, 390, 40]}]},
     "events": [\(events.joined(separator: ",\n"))]}
    """
  return try Script(decoding: Array(source.utf8), fileName: "login.json")
}

/// Focusing `email` and showing the keyboard: four effects.
private let showKeyboard = [
  #"{"type": "focus", "view": "email"}"#,
  #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336]}"#,
]

/// The failures of the expectation at `index`, or `nil` if that event is not an expectation.
private func failures(_ run: ScriptRun, at index: Int) -> [ExpectationFailure]? {
  guard run.outcomes.indices.contains(index),
    case .expectation(let failures) = run.outcomes[index]
  else { return nil }
  return failures
}

/// One expectation checked against the state after `showKeyboard`, and whether it holds.
struct ToleranceCase: Sendable, CustomTestStringConvertible {
  var expectation: String
  var holds: Bool

  var testDescription: String { "\(expectation) \(holds ? "holds" : "fails")" }
}

@Suite("Script runner")
struct ScriptRunnerTests {
  static let toleranceCases = [
    ToleranceCase(expectation: #""views": {"form": {"contentOffset": [0, 193]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0, 193.009]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0, 192.991]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0.009, 193]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0, 193.02]}}"#, holds: false),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0, 192.98]}}"#, holds: false),
    ToleranceCase(
      expectation: #""views": {"form": {"contentOffset": [0.02, 193]}}"#, holds: false),
    ToleranceCase(
      expectation: #""views": {"form": {"contentInset": [0, 0, 312.009, 0]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"contentInset": [0, 0, 312.02, 0]}}"#, holds: false),
    ToleranceCase(
      expectation: #""views": {"form": {"contentInset": [0.02, 0, 312, 0]}}"#, holds: false),
    ToleranceCase(
      expectation: #""views": {"form": {"indicatorInsets": [0, 0, 301.991, 0]}}"#, holds: true),
    ToleranceCase(
      expectation: #""views": {"form": {"indicatorInsets": [0, 0, 0, 0]}}"#, holds: false),
    ToleranceCase(expectation: #""rootShift": 0.009"#, holds: true),
    ToleranceCase(expectation: #""rootShift": -0.02"#, holds: false),
  ]

  @Test("numbers compare with a tolerance of 0.01", arguments: toleranceCases)
  func tolerance(_ row: ToleranceCase) throws {
    let script = try loginScript(showKeyboard + [#"{"type": "expect", \#(row.expectation)}"#])
    let run = ScriptRunner.run(script)
    let found = try #require(failures(run, at: 2))
    #expect(found.isEmpty == row.holds)
    #expect(found.count == (row.holds ? 0 : 1))
    #expect(run.expectationCount == 1)
    #expect(run.failedExpectations == (row.holds ? 0 : 1))
  }

  @Test("a failure carries its path, expected and actual values")
  func failurePath() throws {
    let script = try loginScript(
      showKeyboard + [
        #"{"type": "expect", "rootShift": 0}"#,
        #"{"type": "keyboardWillHide"}"#,
        #"{"type": "expect", "views": {"form": {"contentOffset": [0, 193]}}}"#,
      ])
    let run = ScriptRunner.run(script)
    #expect(failures(run, at: 2) == [])
    let found = try #require(failures(run, at: 4))
    #expect(found.map(\.path) == ["events[4].views.form.contentOffset"])
    #expect(found.first?.expected == .point(Point(x: 0, y: 193)))
    #expect(found.first?.actual == .point(.zero))
    #expect(run.failedExpectations == 1)
  }

  @Test("failures come in a fixed order: views as listed, then rootShift, visible, effects")
  func failureOrder() throws {
    let script = try loginScript(
      showKeyboard + [
        #"{"type": "expect", "effects": 1, "visible": ["email", "footer"], "rootShift": 5,"#
          + #" "views": {"my form": {"contentInset": [1, 0, 0, 0]},"#
          + #" "form": {"indicatorInsets": [0, 0, 0, 0], "contentOffset": [0, 0]}}}"#
      ])
    let run = ScriptRunner.run(script)
    let found = try #require(failures(run, at: 2))
    let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    let expected = [
      ExpectationFailureRow(
        #"events[2].views["my form"].contentInset"#,
        .insets(Insets(top: 1, left: 0, bottom: 0, right: 0)), .insets(zero)),
      ExpectationFailureRow(
        "events[2].views.form.contentOffset", .point(.zero), .point(Point(x: 0, y: 193))),
      ExpectationFailureRow(
        "events[2].views.form.indicatorInsets", .insets(zero),
        .insets(Insets(top: 0, left: 0, bottom: 302, right: 0))),
      ExpectationFailureRow("events[2].rootShift", .number(5), .number(0)),
      ExpectationFailureRow(
        "events[2].visible[1]", .band(Band(top: 47, bottom: 498)),
        .rect(Rect(x: 20, y: 1154, width: 350, height: 44))),
      ExpectationFailureRow("events[2].effects", .count(1), .count(4)),
    ]
    #expect(found.map(ExpectationFailureRow.init) == expected)
  }

  @Test("effects counts the effects of the previous non-expect event")
  func effectsCount() throws {
    let script = try loginScript(
      [
        #"{"type": "expect", "effects": 0}"#,
        #"{"type": "focus", "view": "email"}"#,
        #"{"type": "expect", "effects": 0}"#,
        #"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336]}"#,
        #"{"type": "expect", "effects": 4}"#,
        #"{"type": "expect", "effects": 4}"#,
        #"{"type": "keyboardDidShow", "frame": [0, 508, 390, 336]}"#,
        #"{"type": "expect", "effects": 4}"#,
        #"{"type": "expect", "effects": 0}"#,
      ])
    let run = ScriptRunner.run(script)
    guard case .effects(let shown) = run.outcomes[3] else {
      Issue.record("event 3 is not an engine event")
      return
    }
    #expect(shown.count == 4)
    #expect(failures(run, at: 0) == [])
    #expect(failures(run, at: 2) == [])
    #expect(failures(run, at: 4) == [])
    #expect(failures(run, at: 5) == [], "a second expect still counts the keyboard event")
    #expect(
      failures(run, at: 7)?.map(ExpectationFailureRow.init) == [
        ExpectationFailureRow("events[7].effects", .count(4), .count(0))
      ])
    #expect(failures(run, at: 8) == [])
    #expect(run.expectationCount == 6)
    #expect(run.failedExpectations == 1)
    #expect(run.effectCount == 4)
  }

  @Test("visible holds when the field's target lies in the band, within 0.01")
  func visible() throws {
    func visibleFailures(afterScrollingTo offset: String) throws -> [ExpectationFailure] {
      let script = try loginScript(
        showKeyboard + [
          #"{"type": "scroll", "view": "form", "offset": [0, \#(offset)]}"#,
          #"{"type": "expect", "visible": ["email"]}"#,
        ])
      return try #require(failures(ScriptRunner.run(script), at: 3))
    }
    // At offset 193 `email` ends at 498, the band's bottom; scrolling up moves it down.
    #expect(try visibleFailures(afterScrollingTo: "193") == [])
    #expect(try visibleFailures(afterScrollingTo: "192.991") == [])
    #expect(try visibleFailures(afterScrollingTo: "300") == [])
    let failed = try visibleFailures(afterScrollingTo: "192.98")
    #expect(failed.map(\.path) == ["events[3].visible[0]"])
    #expect(failed.first?.expected == .band(Band(top: 47, bottom: 498)))
    guard case .rect(let target) = failed.first?.actual else {
      Issue.record("the actual value is not the field's reveal target")
      return
    }
    #expect(abs(target.maxY - 498.02) < 1e-9)
    #expect(target.size == Size(width: 350, height: 44))
    let far = try loginScript(showKeyboard + [#"{"type": "expect", "visible": ["footer"]}"#])
    #expect(failures(ScriptRunner.run(far), at: 2)?.map(\.path) == ["events[2].visible[0]"])
  }

  @Test("visible accepts any view: its window frame must lie in the band")
  func visibleOfAnyView() throws {
    let source = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
         {"id": "name", "kind": "textField", "frame": [20, 100, 350, 44]},
         {"id": "submit", "frame": [20, 400, 350, 44]},
         {"id": "legal", "frame": [20, 700, 350, 44]}]},
       "events": [
         {"type": "expect", "visible": ["submit", "legal"]},
         {"type": "focus", "view": "name"},
         {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
         {"type": "expect", "visible": ["name", "submit", "legal"]}]}
      """
    let script = try Script(decoding: Array(source.utf8), fileName: "buttons.json")
    let run = ScriptRunner.run(script)
    // Without a keyboard the band is the safe area, 47…810: both buttons are in it.
    #expect(failures(run, at: 0) == [])
    // With the keyboard (band 47…498) the submit button stays above it; the legal text is under
    // it, reported with its window frame.
    let found = try #require(failures(run, at: 3))
    #expect(
      found.map(ExpectationFailureRow.init) == [
        ExpectationFailureRow(
          "events[3].visible[2]", .band(Band(top: 47, bottom: 498)),
          .rect(Rect(x: 20, y: 700, width: 350, height: 44)))
      ])
    #expect(found.first?.line == 10)
    #expect(found.first?.column == 53)
  }

  @Test("a failure names the file:line:column of its key; a script built in Swift has none")
  func failureLocations() throws {
    let script = try loginScript(
      showKeyboard + [
        #"{"type": "expect","# + "\n" + #" "rootShift": 1,"# + "\n"
          + #"  "views": {"form": {"contentOffset": [0, 0]}}}"#
      ])
    let found = try #require(failures(ScriptRunner.run(script), at: 2))
    #expect(found.map(\.path) == ["events[2].views.form.contentOffset", "events[2].rootShift"])
    #expect(found.map(\.line) == [11, 10])
    #expect(found.map(\.column) == [22, 2])
    var built = script
    built.source = []
    let unlocated = try #require(failures(ScriptRunner.run(built), at: 2))
    #expect(unlocated.map(\.path) == found.map(\.path))
    #expect(unlocated.allSatisfy { $0.line == nil && $0.column == nil })
  }

  @Test("an event the engine ignores is shown with the reason in both trace formats")
  func ignoredEvents() throws {
    let script = try loginScript([
      #"{"type": "focus", "view": "email"}"#,
      #"{"type": "caret", "caret": [0, 0, 2, 20]}"#,
    ])
    let run = ScriptRunner.run(script)
    #expect(run.diagnostics == [1: .noFocusedTextView])
    #expect(
      TextTrace.render(script, run) == """
        #0 focus email
        #1 caret (0,0,2,20)
           ignored: no text view has focus

        """)
    #expect(
      JSONTrace.render(script, run).contains(
        #"{"event": 1, "type": "caret", "effects": [], "ignored": "no text view has focus"}"#))
  }

  @Test("the text trace prints each failure under its expectation")
  func textTraceOfFailures() throws {
    let script = try loginScript(
      showKeyboard + [
        #"{"type": "expect", "visible": ["footer"], "rootShift": 2.5,"#
          + #" "views": {"form": {"contentOffset": [0, 190]}}}"#
      ])
    let run = ScriptRunner.run(script)
    #expect(
      TextTrace.render(script, run, quiet: true) == """
        #2 expect failed
           login.json:9:80: events[2].views.form.contentOffset: expected (0,190), found (0,193)
           login.json:9:43: events[2].rootShift: expected 2.5, found 0
           login.json:9:32: events[2].visible[0]: expected inside the band 47…498, found (20,1154,350,44)

        """)
    #expect(TextTrace.summary(passed: 3, failed: 1) == "3 passed, 1 failed")
  }

  @Test("an explained run keeps each engine event's derivation by index, none for an expectation")
  func derivationsByIndex() throws {
    let script = try loginScript(
      showKeyboard + [#"{"type": "expect", "focused": "email"}"#, #"{"type": "blur"}"#])
    let explained = ScriptRunner.run(script, explain: true)
    #expect(explained.derivations.count == 3)
    #expect(!explained.derivations.isEmpty)
    // The keyboard's show adjusts for email; the focus alone (keyboard down) does not.
    #expect(explained.derivations[0]?.adjustments.isEmpty == true)
    #expect(explained.derivations[1]?.adjustments.first?.field == "email")
    #expect(explained.derivations[2] == nil)
    #expect(explained.derivations[3] == AvoidanceDerivation())
    #expect(explained.derivations[4] == nil)
    #expect(explained.derivations[-1] == nil)
    // Each is the derivation the engine showed after that event.
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    engine.recordsDerivations = true
    for (index, event) in script.events.enumerated() {
      guard case .engine(let event) = event else { continue }
      _ = engine.handle(event)
      #expect(engine.derivation == explained.derivations[index], "event \(index)")
    }
    let plain = ScriptRunner.run(script)
    #expect(plain.derivations.isEmpty)
    #expect(plain.derivations.count == 0)
    #expect(plain.derivations[1] == nil)
    #expect(plain.derivations != explained.derivations)
    #expect(ScriptRunner.run(script, explain: true).derivations == explained.derivations)
  }
}

/// An ``ExpectationFailure`` as a value tests can build (its memberwise initializer is not
/// public).
struct ExpectationFailureRow: Hashable, CustomStringConvertible {
  var path: String
  var expected: ExpectationFailure.Value
  var actual: ExpectationFailure.Value

  init(
    _ path: String, _ expected: ExpectationFailure.Value, _ actual: ExpectationFailure.Value
  ) {
    self.path = path
    self.expected = expected
    self.actual = actual
  }

  init(_ failure: ExpectationFailure) {
    self.init(failure.path, failure.expected, failure.actual)
  }

  var description: String { "\(path): expected \(expected), found \(actual)" }
}

/// A navigation expectation that does not hold says which neighbour differed, and "no previous
/// field" or "no next field" for a `null` one (the login screen's fields: email, then footer).
@Suite("Navigation failures name the answer that differed")
struct NavigationFailureTests {
  @Test(
    "Each neighbour's failure line",
    arguments: [
      ("footer", #"{"previous": null}"#, #"previous: expected no previous field, found "email""#),
      ("email", #"{"next": null}"#, #"next: expected no next field, found "footer""#),
      ("footer", #"{"next": "email"}"#, #"next: expected "email", found no next field"#),
      (
        "email", #"{"previous": "footer"}"#,
        #"previous: expected "footer", found no previous field"#
      ),
    ])
  func failureLine(focused: String, navigation: String, line: String) throws {
    let script = try loginScript([
      #"{"type": "focus", "view": "\#(focused)"}"#,
      #"{"type": "expect", "navigation": \#(navigation)}"#,
    ])
    let run = ScriptRunner.run(script)
    #expect(run.failedExpectations == 1)
    let trace = TextTrace.render(script, run, quiet: true)
    #expect(trace.contains(": events[1].navigation." + line + "\n"), "\(trace)")
    #expect(!trace.contains("focused field"))
  }

  @Test("In the JSON trace a missing neighbour is null")
  func jsonNull() throws {
    let script = try loginScript([
      #"{"type": "focus", "view": "email"}"#, #"{"type": "expect", "navigation": {"next": null}}"#,
    ])
    let trace = JSONTrace.render(script, ScriptRunner.run(script))
    #expect(trace.contains(#""expected": null, "actual": "footer""#), "\(trace)")
  }
}
