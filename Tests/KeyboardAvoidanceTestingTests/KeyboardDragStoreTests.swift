import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Whether an issue's comments contain `text`.
private func mentions(_ text: String) -> @Sendable (Issue) -> Bool {
  { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}

/// Example 16's chat with the keyboard (0,508,390,336) up: `composer` at 302, `messages`
/// inset 302/302 and lifted to 2589.
private func chatWithKeyboard() throws -> AvoidanceTestStore {
  var store = AvoidanceTestStore(
    try DeviceScreen.iPhone14.chat(contentHeight: 3000, navigationBar: false))
  store.send(.focus("input"))
  store.send(.keyboardWillShow(height: 336)) {
    $0["composer"].followOffset = 302
    $0["messages"].contentInset.bottom = 302
    $0["messages"].indicatorInsets.bottom = 302
    $0["messages"].contentOffset.y = 2589
  }
  return store
}

@Suite("The test store: drags of the keyboard")
struct KeyboardDragStoreTests {
  @Test("A drag in one line per frame, then the finger lifts and the keyboard comes back")
  func cancelledDrag() throws {
    var store = try chatWithKeyboard()
    store.send(.userScroll("messages", to: 2397))
    let drag = store.send(.dragKeyboard(to: 700)) {
      $0["composer"].followOffset = 110  // 810 − 700
      $0["messages"].contentInset.bottom = 110  // 760 − (760 − 110)
      $0["messages"].indicatorInsets.bottom = 110
    }
    #expect(drag.count == 4)
    #expect(drag.allSatisfy { $0.animation == .none })
    #expect(store.engine.keyboardTrack?.top == 700)
    let lift = store.send(.liftFinger(.cancelled)) {
      $0["composer"].followOffset = 302
      $0["messages"].contentInset.bottom = 302
      $0["messages"].indicatorInsets.bottom = 302
      $0["messages"].contentOffset.y = 2589  // 2397 + 192: the list lifts with the keyboard
    }
    // keyboardWillShow with the docked frame the keyboard had, with the keyboard's animation.
    #expect(store.engine.keyboardFrame == [0, 508, 390, 336])
    #expect(store.engine.keyboardTrack == nil)
    #expect(lift.count == 5)
    #expect(
      lift.filter { $0.property != .layout }.allSatisfy {
        $0.animation == .keyboard(KeyboardAnimation(duration: 0.25, curve: .keyboard))
      })
  }

  @Test(
    "The finger lifts and the keyboard hides: everything is back, the list drops by the drag's inset"
  )
  func dismissedDrag() throws {
    var store = try chatWithKeyboard()
    store.send(.userScroll("messages", to: 1500))
    store.send(.dragKeyboard(to: 300))  // above the keyboard: as its top, 508, nothing moves
    store.send(.dragKeyboard(to: 700)) {
      $0["composer"].followOffset = 110
      $0["messages"].contentInset.bottom = 110
      $0["messages"].indicatorInsets.bottom = 110
    }
    store.send(.liftFinger(.dismissed, duration: 0.3)) {
      $0.restoreScreenBeforeKeyboard()
      $0["messages"].contentOffset.y = 1390  // 1500 − 110, the inset the drag left
    }
    #expect(store.engine.keyboardPlacement == .hidden)
    #expect(store.engine.keyboardFrame == [0, 844, 390, 0])
    #expect(store.engine.configurations.isEmpty)
  }

  @Test("A drag's change left unstated fails with the line that states it")
  func unstatedDragChange() throws {
    var store = try chatWithKeyboard()
    withKnownIssue {
      store.send(.dragKeyboard(to: 600)) {
        $0["messages"].contentInset.bottom = 210
        $0["messages"].indicatorInsets.bottom = 210
      }
    } matching: {
      mentions("send(dragKeyboard(to: 600)): the screen differs")($0)
        && mentions("composer.followOffset: expected 302, got 210")($0)
        && mentions(#"such as $0["composer"].followOffset = 210"#)($0)
    }
    // The scenario it writes replays the drag as a keyboardTrack.
    let scenario = try #require(store.lastScenario)
    let text = try String(contentsOf: scenario, encoding: .utf8)
    #expect(text.contains(#"{"type": "keyboardTrack", "top": 600}"#))
  }

  @Test("A drag that states a lift fails: no content offset is written while the finger drags")
  func statedOffsetFails() throws {
    var store = try chatWithKeyboard()
    store.send(.userScroll("messages", to: 2497))
    withKnownIssue {
      store.send(.dragKeyboard(to: 600)) {
        $0["composer"].followOffset = 210
        $0["messages"].contentInset.bottom = 210
        $0["messages"].indicatorInsets.bottom = 210
        $0["messages"].contentOffset.y = 2405  // 2497 − 92, as a notification would lift
      }
    } matching: {
      mentions("messages.contentOffset.y: expected 2405, got 2497")($0)
        && mentions("(1 difference)")($0)
    }
  }

  @Test(
    "A drag with no docked keyboard fails, saying so, and is not sent",
    arguments: [
      (nil, "no keyboard is up"),
      (Rect(x: 352, y: 500, width: 320, height: 250), "the keyboard floats"),
    ] as [(Rect?, String)])
  func dragWithoutKeyboard(floating: Rect?, keyboard: String) throws {
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhone14.chat(contentHeight: 3000, navigationBar: false))
    store.send(.focus("input"))
    if let floating { store.send(.floatingKeyboard(floating)) }
    withKnownIssue {
      store.send(.dragKeyboard(to: 600))
    } matching: {
      mentions(
        "send(dragKeyboard(to: 600)): \(keyboard): a drag moves a docked keyboard. Send "
          + ".keyboardWillShow(height:) first, or .event(.keyboardTrack(top:)) for a track "
          + "that changes nothing.")($0)
    }
    #expect(store.engine.keyboardTrack == nil)
    // Not sent: the trace holds no track; sent as it is, a track is traced and changes nothing.
    #expect(!store.trace.contains("keyboardTrack"))
    let effects = store.send(.event(.keyboardTrack(top: 600)))
    #expect(effects.isEmpty)
    #expect(store.trace.hasSuffix("keyboardTrack top 600\n"))
  }

  @Test(
    "The finger lifts only from a drag in force", arguments: AvoidanceTestEvent.DragEnd.allCases)
  func liftWithoutDrag(end: AvoidanceTestEvent.DragEnd) throws {
    var store = try chatWithKeyboard()
    let message =
      "send(liftFinger(.\(end.rawValue))): no drag of the keyboard is in force: the finger lifts "
      + "after .dragKeyboard(to:), and a keyboard notification ends the drag before it."
    withKnownIssue {
      store.send(.liftFinger(end))
    } matching: {
      mentions(message)($0)
    }
    // A notification ends a drag: lifting after it fails the same way.
    store.send(.dragKeyboard(to: 700)) {
      $0["composer"].followOffset = 110
      $0["messages"].contentInset.bottom = 110
      $0["messages"].indicatorInsets.bottom = 110
    }
    store.send(.keyboardWillChangeFrame(height: 336)) {
      $0["composer"].followOffset = 302
      $0["messages"].contentInset.bottom = 302
      $0["messages"].indicatorInsets.bottom = 302
      // The offset stays at 2589: 2589 + Δ 192 is past the end with the inset 302.
    }
    withKnownIssue {
      store.send(.liftFinger(end))
    } matching: {
      mentions(message)($0)
    }
    #expect(store.engine.keyboardFrame == [0, 508, 390, 336])
  }

  @Test("The steps describe themselves as the test wrote them")
  func descriptions() {
    #expect(AvoidanceTestEvent.dragKeyboard(to: 612.5).description == "dragKeyboard(to: 612.5)")
    #expect(AvoidanceTestEvent.liftFinger(.dismissed).description == "liftFinger(.dismissed)")
    #expect(AvoidanceTestEvent.liftFinger(.cancelled).description == "liftFinger(.cancelled)")
  }
}
