import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// AVOIDANCE.md v1.4 §10, worked examples 21–23: the keyboard under the finger (§2b). Every
// number each example states, and every effect with its reason and animation, through the
// exhaustive store: a closure states every change an event makes, and `effects:` the exact list.
// Phone: window 390×844, bars of 47 and 34, keyboard (0,508,390,336), D = 10.

/// The docked keyboard `.keyboardWillShow(height: 336)` sends, and `.liftFinger(.cancelled)`
/// sends again.
private let dockedKeyboard: Rect = [0, 508, 390, 336]

/// The keyboard's animation as the spec gives it: 0.25 s, curve 7.
private let keyboard = AvoidanceEffect.Animation.keyboard(
  KeyboardAnimation(duration: 0.25, curve: 7))

/// A follower's `followOffset` goes `from` → `to`.
private func follow(
  _ view: ViewID, _ from: Double, _ to: Double, _ reason: AvoidanceEffect.Reason = .follow,
  animation: AvoidanceEffect.Animation
) -> AvoidanceEffect {
  AvoidanceEffect(
    view: view, change: .followOffset(from: from, to: to), reason: reason, animation: animation)
}

/// `view`'s bottom content and indicator insets both go `from` → `to` (a covered container's
/// are equal: §6a), with the layout pass between them.
private func coveredInsets(
  _ view: ViewID, _ from: Double, _ to: Double, _ reason: AvoidanceEffect.Reason = .keyboardInset,
  animation: AvoidanceEffect.Animation
) -> [AvoidanceEffect] {
  AvoidanceEffect.insets(
    view, bottom: (from, to), indicatorBottom: (from, to), reason: reason, animation: animation)
}

/// What a drag places: the composer on the tracked top and the list's insets under it, every
/// effect unanimated.
private func chatDrag(_ from: Double, _ to: Double) -> [AvoidanceEffect] {
  [follow("composer", from, to, animation: .none)]
    + coveredInsets("messages", from, to, animation: .none)
}

@Suite("Worked examples of v1.4: drags")
struct DragExampleTests {
  @Test(
    "21. A chat dragged: 210, 110, 302 (top 300 as 508), 110; back up → 302, offset 2589 (lift 192); 900 → 0, insets restored"
  )
  func example21ChatDragged() throws {
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhone14.chat(contentHeight: 3000, navigationBar: false))
    store.send(.focus("input"), effects: [])
    // Example 16: the composer rides to 458…508, the list is covered below 458 and lifts.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [follow("composer", 0, 302, animation: keyboard)]
        + coveredInsets("messages", 0, 302, animation: keyboard)
        + [.offset("messages", 2287, 2589, reason: .lift)]
    ) {
      $0["composer"].followOffset = 302
      $0["messages"].contentInset.bottom = 302
      $0["messages"].indicatorInsets.bottom = 302
      $0["messages"].contentOffset.y = 2589
    }
    // The user's drag scrolls the list, then the keyboard's top follows the finger to 600: the
    // composer rides it (810 − 600 = 210), the list's insets follow (760 − 550 = 210), four
    // effects, each unanimated; no offset is written: 2497 is the finger's. No root shift.
    store.send(.userScroll("messages", to: 2497), effects: [])
    store.send(.dragKeyboard(to: 600), effects: chatDrag(302, 210)) {
      $0["composer"].followOffset = 210
      $0["messages"].contentInset.bottom = 210
      $0["messages"].indicatorInsets.bottom = 210
    }
    #expect(store.engine.keyboardTrack?.top == 600)
    #expect(store.engine.rootShift == 0)
    store.send(.userScroll("messages", to: 2397), effects: [])
    store.send(.dragKeyboard(to: 700), effects: chatDrag(210, 110)) {
      $0["composer"].followOffset = 110
      $0["messages"].contentInset.bottom = 110
      $0["messages"].indicatorInsets.bottom = 110
    }
    // The finger goes back up past the keyboard's top: 300 counts as 508.
    store.send(.dragKeyboard(to: 300), effects: chatDrag(110, 302)) {
      $0["composer"].followOffset = 302
      $0["messages"].contentInset.bottom = 302
      $0["messages"].indicatorInsets.bottom = 302
    }
    #expect(store.engine.keyboardTrack?.top == 508)
    store.send(.dragKeyboard(to: 700), effects: chatDrag(302, 110)) {
      $0["composer"].followOffset = 110
      $0["messages"].contentInset.bottom = 110
      $0["messages"].indicatorInsets.bottom = 110
    }
    // The finger lifts and the keyboard comes back: keyboardWillShow (0,508,390,336), the frame
    // before the drag, is no "same frame" after a track that moved. Five effects with the
    // keyboard's animation (layout none); the list lifts by Δ = 302 − 110 = 192 from 2397.
    store.send(
      .liftFinger(.cancelled),
      effects: [follow("composer", 110, 302, animation: keyboard)]
        + coveredInsets("messages", 110, 302, animation: keyboard)
        + [.offset("messages", 2397, 2589, reason: .lift)]
    ) {
      $0["composer"].followOffset = 302
      $0["messages"].contentInset.bottom = 302
      $0["messages"].indicatorInsets.bottom = 302
      $0["messages"].contentOffset.y = 2589
    }
    #expect(store.engine.keyboardFrame == dockedKeyboard)
    #expect(store.engine.keyboardTrack == nil)
    // Scrolled to 2287, dragged to 900 (as 844): the composer is back at rest and the list is
    // no longer covered: its insets are restored (reason restore), its offset stays 2287.
    store.send(.userScroll("messages", to: 2287), effects: [])
    store.send(
      .dragKeyboard(to: 900),
      effects: [follow("composer", 302, 0, animation: .none)]
        + coveredInsets("messages", 302, 0, .restore, animation: .none)
    ) {
      $0["composer"].followOffset = 0
      $0["messages"].contentInset.bottom = 0
      $0["messages"].indicatorInsets.bottom = 0
    }
    #expect(store.engine.keyboardTrack?.top == 844)
    #expect(store.engine.configurations.isEmpty)
    // Blur, then the keyboard hides: the drag already put everything back.
    store.send(.blur, effects: [])
    store.send(.liftFinger(.dismissed), effects: [])
    #expect(store.engine.keyboardPlacement == .hidden)
    #expect(store.screen["messages"]?.contentOffset.y == 2287)
  }

  @Test(
    "22. A shifted root rests on the dragged keyboard: 246; 520 → none, 600 → 244, 700 → 144, 100 → 246, 844 → 0"
  )
  func example22RootRestsOnTheKeyboard() throws {
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhone14.screen([
        ViewTree.Branch(ViewNode(id: "field", kind: .textField, frame: [20, 700, 350, 44]))
      ]))
    store.send(.focus("field"), effects: [])
    // Example 2: rootShift 246 (the field at 454…498); the root's bottom sits at 844 − 246 = 598.
    store.send(.keyboardWillShow(height: 336), effects: [.rootShift(0, 246)]) {
      $0.rootShift = 246
    }
    #expect(store.screen.windowFrame(of: "field") == [20, 454, 350, 44])
    // The keyboard at 520 is still above the root's bottom, 598: the root stays.
    store.send(.dragKeyboard(to: 520), effects: [])
    #expect(store.engine.keyboardTrack == KeyboardTrack(top: 520, restingRootShift: 246))
    // Below it, the root's bottom rests on the keyboard's top: min(246, 844 − kTrack).
    let steps: [(top: Double, from: Double, to: Double)] = [
      (600, 246, 244),  // the field at 456…500, above 600 − 10
      (700, 244, 144),  // 556…600, above 690
      (100, 144, 246),  // above the keyboard: as 508, min(246, 336) = R
      (844, 246, 0),  // the window's bottom: no overlap, no shift
    ]
    for step in steps {
      store.send(
        .dragKeyboard(to: step.top),
        effects: [.rootShift(step.from, step.to, reason: .follow, animation: .none)]
      ) { $0.rootShift = step.to }
      #expect(store.engine.isRevealed("field"), "top \(step.top)")
      #expect(store.engine.keyboardTrack?.restingRootShift == 246)
    }
    // The finger lifts and the keyboard hides: the root is already back at 0.
    store.send(.liftFinger(.dismissed), effects: [])
    store.assertRestored()
  }

  @Test(
    "23. A form dragged: the chain holds (100, 312/302), the bar follows (110); hide → 0, offset 100 kept"
  )
  func example23FormChainHolds() throws {
    let email = ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhone14.formWithButtonBar(
        [email], contentHeight: 1400, navigationBar: false))
    store.send(.focus("email"), effects: [])
    // Example 18: the bar rides to 448…508, band 47…438: form offset 253, insets 312/302.
    store.send(
      .keyboardWillShow(height: 336),
      effects: [.offset("form", 0, 253)]
        + AvoidanceEffect.insets("form", bottom: (0, 312), indicatorBottom: (0, 302))
        + [follow("buttons", 0, 302, animation: keyboard)]
    ) {
      $0["form"].contentOffset.y = 253
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
      $0["buttons"].followOffset = 302
    }
    // The user's drag scrolls the form to 100, the keyboard's top follows the finger to 700:
    // one effect, the bar riding it (810 − 700 = 110). The form is the focused field's chain:
    // it keeps its offset 100 and its insets 312/302.
    store.send(.userScroll("form", to: 100), effects: [])
    store.send(.dragKeyboard(to: 700), effects: [follow("buttons", 302, 110, animation: .none)]) {
      $0["buttons"].followOffset = 110
    }
    #expect(store.engine.configurations.map(\.view) == ["form"])
    // The finger lifts and the keyboard hides: the form's insets are restored, its offset stays
    // 100 (the user scrolled it: unlessUserScrolled), then the bar comes back (reason restore).
    store.send(
      .liftFinger(.dismissed),
      effects: AvoidanceEffect.insets(
        "form", bottom: (312, 0), indicatorBottom: (302, 0), reason: .restore)
        + [follow("buttons", 110, 0, .restore, animation: keyboard)]
    ) {
      $0["form"].contentInset.bottom = 0
      $0["form"].indicatorInsets.bottom = 0
      $0["buttons"].followOffset = 0
    }
    #expect(store.screen["form"]?.contentOffset.y == 100)
    #expect(store.engine.configurations.isEmpty)
  }
}
