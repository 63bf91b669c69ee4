import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardScript
import Testing

/// The screen of the package's worked example 4: a phone, a form, a field at content y 600.
private func formScreen() throws -> ViewTree {
  try ViewTree(
    windowSize: [390, 844],
    root: ViewNode(id: "root", frame: [0, 0, 390, 844], safeAreaInsets: [47, 0, 34, 0]),
    children: [
      ViewTree.Branch(
        ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]),
        children: [
          ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44])),
          ViewTree.Branch(ViewNode(id: "notes", kind: .textView, frame: [16, 700, 358, 140])),
        ])
    ])
}

/// Whether an issue's comments contain `text`.
private func mentions(_ text: String) -> @Sendable (Issue) -> Bool {
  { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}

/// The keyboard's effects on the form.
private let showEffects: [AvoidanceEffect] =
  [.offset("form", 0, 193)]
  + AvoidanceEffect.insets("form", bottom: (0, 312), indicatorBottom: (0, 302))

@Suite("The test store")
struct AvoidanceTestStoreTests {
  @Test("Stating every change passes, with or without the exact effects")
  func passing() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    let effects = store.send(.keyboardWillShow(height: 336), effects: showEffects) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    #expect(effects == showEffects)
    store.send(.userScroll("form", to: 400)) { _ in }  // the input applies itself
    store.send(.keyboardWillHide()) {
      $0["form"].contentInset.bottom = 0
      $0["form"].indicatorInsets.bottom = 0
    }
    #expect(store.screen["form"]?.contentOffset.y == 400)
  }

  @Test("A wrong offset fails with one line per property")
  func wrongOffset() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 190
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 302
      }
    } matching: {
      mentions("  form.contentOffset.y: expected 190, got 193")($0)
        && mentions("(1 difference)")($0)
    }
  }

  @Test("A change left unstated fails and suggests the line that states it")
  func missingChange() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 312
      }
    } matching: {
      mentions("form.indicatorInsets.bottom: expected 0, got 302")($0)
        && mentions(#"such as $0["form"].indicatorInsets.bottom = 302"#)($0)
    }
  }

  @Test("An extra effect in the stated list fails with a −/+ diff")
  func extraEffect() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    let extra = AvoidanceEffect(
      view: "root", change: .rootShift(from: 0, to: 10), reason: .reveal,
      animation: .keyboard(.default))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336), effects: showEffects + [extra]) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 302
      }
    } matching: {
      mentions("the effects differ (− expected, + actual)")($0)
        && mentions("−  root  rootShift  0 → 10  reveal  keyboard 0.25s/7")($0)
    }
  }

  @Test("An unknown id in an event fails at once, with a suggestion, and is not sent")
  func unknownIDInEvent() throws {
    var store = AvoidanceTestStore(try formScreen())
    withKnownIssue {
      store.send(.focus("nots"))
    } matching: {
      mentions(#"send(focus nots): no view has id "nots"; did you mean "notes"?"#)($0)
    }
    #expect(store.engine.focusedField == nil)
  }

  @Test("An unknown id in an expectation fails at once, with a suggestion")
  func unknownIDInExpectation() throws {
    var store = AvoidanceTestStore(try formScreen())
    withKnownIssue {
      store.send(.focus("email")) { $0["from"].contentOffset.y = 0 }
    } matching: {
      mentions(#"no view has id "from"; did you mean "form"?"#)($0)
    }
  }

  @Test("An event the engine ignores fails, saying why")
  func ignoredEvent() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    withKnownIssue {
      store.send(.caret([0, 0, 2, 20]))
    } matching: {
      mentions("the engine ignored the event: no text view has focus")($0)
    }
  }

  @Test("assertRestored lists an inset that is not back, and passes after a hide")
  func unrestored() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    store.send(.keyboardWillShow(height: 336)) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    withKnownIssue {
      store.assertRestored()
    } matching: {
      mentions("form.contentInset.bottom: expected 0, got 312 (before the keyboard)")($0)
        && mentions("a snapshot of form is left")($0) && mentions("still docked")($0)
    }
    store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }

  @Test("Restoring the screen before the keyboard keeps what the app changed meanwhile")
  func restoreKeepsAppChanges() throws {
    var store = AvoidanceTestStore(try formScreen(), tolerance: 0)
    store.send(.focus("email"))
    store.send(.keyboardWillShow(height: 336)) {
      $0["form"].contentOffset.y = 193
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    store.send(.update("notes", ViewUpdate(frame: [16, 700, 358, 200])))
    store.send(.keyboard(.keyboardWillHide, frame: [0, 508, 390, 336])) {
      $0.restoreScreenBeforeKeyboard()
    }
    #expect(store.screen["notes"]?.frame.height == 200)
  }

  @Test(
    "A failure writes the scenario so far as a script that kbreplay replays to the same failure")
  func replayableScenario() throws {
    var store = AvoidanceTestStore(try formScreen())
    store.send(.focus("email"))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336)) { $0["form"].contentOffset.y = 190 }
    } matching: {
      mentions("Replay it: kbreplay /")($0)
    }
    let file = try #require(store.lastScenario)
    let script = try Script(decoding: [UInt8](try Data(contentsOf: file)), fileName: "scenario")
    #expect(script.events.count == 3)
    let run = ScriptRunner.run(script)
    #expect(run.failedExpectations == 1)
    guard case .expectation(let failures) = run.outcomes[2] else {
      Issue.record("the last event is not the expectation")
      return
    }
    #expect(failures.map(\.path).contains("events[2].views.form.contentOffset"))
  }

  @Test("Shorthand keyboards take their frames from the window")
  func shorthands() throws {
    let tree = try formScreen()
    func frame(_ event: AvoidanceTestEvent) -> Rect? {
      var store = AvoidanceTestStore(tree)
      store.send(event)
      return store.engine.keyboardFrame
    }
    #expect(frame(.keyboardWillShow(height: 336)) == [0, 508, 390, 336])
    #expect(frame(.keyboardWillChangeFrame(height: 55)) == [0, 789, 390, 55])
    #expect(frame(.keyboardWillHide()) == [0, 844, 390, 0])
    #expect(frame(.floatingKeyboard([352, 500, 320, 250])) == [352, 500, 320, 250])
  }
}
