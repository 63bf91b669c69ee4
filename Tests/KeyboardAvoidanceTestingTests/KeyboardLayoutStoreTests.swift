import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// README chat: begin
@Test func chatComposerRidesTheKeyboardAndTheMessagesLift() throws {
  let chat = try DeviceScreen.iPhone14.chat(contentHeight: 3000, lift: .always)
  var store = AvoidanceTestStore(chat)  // messages (0,91,390,669) at its end, 2331
  store.send(.focus("input"))
  store.send(.keyboardWillShow(height: 336)) {
    $0["composer"].followOffset = 302  // 760…810 rides to 458…508, on the keyboard
    $0["messages"].contentInset.bottom = 302  // the composer's top: 760 − 458
    $0["messages"].indicatorInsets.bottom = 302
    $0["messages"].contentOffset.y = 2633  // the content lifts with it: still at its end
  }
  store.send(.keyboardWillChangeFrame(height: 380)) {
    $0["composer"].followOffset = 346
    $0["messages"].contentInset.bottom = 346
    $0["messages"].indicatorInsets.bottom = 346
    $0["messages"].contentOffset.y = 2677
  }
  store.send(.userScroll("messages", to: 1500))
  store.send(.dragKeyboard(to: 700)) {  // the finger drags the list and the keyboard down
    $0["composer"].followOffset = 110  // 810 − 700: the composer stays on the keyboard
    $0["messages"].contentInset.bottom = 110  // no offset is written: the finger owns it
    $0["messages"].indicatorInsets.bottom = 110
  }
  store.send(.liftFinger(.dismissed)) {  // the keyboard hides
    $0.restoreScreenBeforeKeyboard()  // insets 0, composer back at 760, no root shift
    $0["messages"].contentOffset.y = 1390  // 1500 − 110: the content drops by the drag's inset
  }
}
// README chat: end

/// Example 20's form, built on example 18's screen: a button bar on the keyboard.
private func navigationForm() throws -> ViewTree {
  let fields: [(ViewID, Rect)] = [
    ("email", [20, 600, 350, 44]), ("password", [20, 660, 350, 44]),
    ("code", [200, 900, 170, 44]), ("promo", [20, 900, 170, 44]),
  ]
  let branches = fields.map { ViewTree.Branch(ViewNode(id: $0, kind: .textField, frame: $1)) }
  return try DeviceScreen.iPhone14.formWithButtonBar(
    branches, contentHeight: 1400, navigationBar: false)
}

/// Whether an issue's comments contain `text`.
private func mentions(_ text: String) -> @Sendable (Issue) -> Bool {
  { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}

@Suite("The test store: followers, covered containers and navigation")
struct KeyboardLayoutStoreTests {
  @Test("The chat preset on an iPhone 14 without a bar is example 16's screen")
  func chatPreset() throws {
    let tree = try DeviceScreen.iPhone14.chat(contentHeight: 3000, navigationBar: false)
    #expect(tree["messages"]?.frame == [0, 47, 390, 713])
    #expect(tree["messages"]?.contentOffset.y == 2287)
    #expect(tree["messages"]?.keyboardLift == .always)
    #expect(tree["composer"]?.frame == [0, 760, 390, 50])
    #expect(tree["composer"]?.followsKeyboard == true)
    #expect(tree["input"]?.frame == [12, 8, 366, 34])
    let barred = try DeviceScreen.iPhone15.chat(contentHeight: 3000, lift: .whenAtEnd)
    #expect(barred["messages"]?.frame == [0, 103, 393, 665])
    #expect(barred["messages"]?.contentOffset.y == 2335)
    #expect(barred["messages"]?.keyboardLift == .whenAtEnd)
    #expect(barred["composer"]?.frame == [0, 768, 393, 50])
  }

  @Test("The button-bar preset is example 18's screen, and the store states its numbers")
  func buttonBar() throws {
    let email = ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
    let tree = try DeviceScreen.iPhone14.formWithButtonBar(
      [email], contentHeight: 1400, navigationBar: false)
    #expect(tree["form"]?.frame == [0, 47, 390, 703])
    #expect(tree["buttons"]?.frame == [0, 750, 390, 60])
    var store = AvoidanceTestStore(tree)
    store.send(.focus("email"))
    store.send(.keyboardWillShow(height: 336)) {
      $0["buttons"].followOffset = 302
      $0["form"].contentOffset.y = 253  // email at 394…438, above the bar
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    #expect(store.engine.isRevealed("email"))
    store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }

  @Test("An unstated followOffset fails like any unstated change, with the fix")
  func unstatedFollowOffset() throws {
    var store = AvoidanceTestStore(try DeviceScreen.iPhone14.chat(contentHeight: 3000))
    store.send(.focus("input"))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336)) {
        $0["messages"].contentInset.bottom = 302
        $0["messages"].indicatorInsets.bottom = 302
        $0["messages"].contentOffset.y = 2633
      }
    } matching: {
      mentions("composer.followOffset: expected 0, got 302")($0)
        && mentions(#"such as $0["composer"].followOffset = 302"#)($0)
    }
  }

  @Test("A wrong followOffset fails, and the scenario it writes replays that failure")
  func wrongFollowOffset() throws {
    var store = AvoidanceTestStore(try DeviceScreen.iPhone14.chat(contentHeight: 3000))
    store.send(.focus("input"))
    withKnownIssue {
      store.send(.keyboardWillShow(height: 336)) {
        $0["composer"].followOffset = 300
        $0["messages"].contentInset.bottom = 302
        $0["messages"].indicatorInsets.bottom = 302
        $0["messages"].contentOffset.y = 2633
      }
    } matching: {
      mentions("composer.followOffset: expected 300, got 302")($0)
    }
    let scenario = try #require(store.lastScenario)
    let text = try String(contentsOf: scenario, encoding: .utf8)
    #expect(text.contains(#""composer": {"followOffset": 300}"#))
  }

  @Test("navigate(.next) moves the focus, which the test states, and reveals the next field")
  func navigateNext() throws {
    var store = AvoidanceTestStore(try navigationForm())
    store.send(.focus("email"))
    store.send(.keyboardWillShow(height: 336)) {
      $0["buttons"].followOffset = 302
      $0["form"].contentOffset.y = 253
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    store.assertNavigation(previous: nil, next: "password", returnKey: .next)
    store.send(.navigate(.next)) {
      $0.focusedField = "password"
      $0["form"].contentOffset.y = 313  // password at 394…438
    }
    store.assertNavigation(previous: "email", next: "promo", returnKey: .next)
    store.send(.navigate(.next)) {
      $0.focusedField = "promo"
      $0["form"].contentOffset.y = 553
    }
    store.send(.navigate(.next)) { $0.focusedField = "code" }
    store.assertNavigation(previous: "promo", next: nil, returnKey: .done)
    store.send(.navigate(.next))  // at the end: nothing moves, the focus stays
    store.send(.navigate(.previous)) { $0.focusedField = "promo" }
  }

  @Test("An unstated focus move of a navigate event fails, with the fix")
  func unstatedNavigation() throws {
    var store = AvoidanceTestStore(try navigationForm())
    store.send(.focus("email"))
    withKnownIssue {
      store.send(.navigate(.next))
    } matching: {
      mentions(#"the focus differs from the one stated: expected "email", got "password""#)($0)
        && mentions(#"$0.focusedField = "password""#)($0)
    }
  }

  @Test("assertNavigation lists each answer that differs, and fails with no field focused")
  func navigationAssertionFailures() throws {
    var store = AvoidanceTestStore(try navigationForm())
    withKnownIssue {
      store.assertNavigation(previous: nil, next: nil, returnKey: .done)
    } matching: {
      mentions(
        #"assertNavigation(previous: nil, next: nil, returnKey: .done): no field is focused"#)(
          $0)
    }
    store.send(.focus("password"))
    withKnownIssue {
      store.assertNavigation(previous: "email", next: "code", returnKey: .done)
    } matching: {
      mentions(
        """
        the navigation of "password" differs:
          next: expected "code", got "promo"
          returnKey: expected .done, got .next
        """)($0)
    }
  }
}
