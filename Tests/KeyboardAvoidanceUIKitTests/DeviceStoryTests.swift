import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

/// Stories of an app on a device that adopts the avoider in one line and forwards nothing (issue
/// 41), played against the simulation of UIKit's documented behaviour. Each one failed with the
/// adapter as it was before the issue: the story says what went wrong then.
@MainActor
@Suite("Device stories: one line of adoption, nothing forwarded")
struct DeviceStoryTests {
  /// A form in a scroll view under a navigation bar, on a phone held upright.
  static let form = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 91, 390, 719], "contentSize": [390, 1000],
        "children": [
         {"id": "name", "kind": "textField", "frame": [20, 240, 350, 44]},
         {"id": "phone", "kind": "textField", "frame": [20, 640, 350, 44]}]}]},
     "events": []}
    """

  static let portraitKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)
  static let landscapeKeyboard = Rect(x: 0, y: 181, width: 844, height: 209)

  static func screen(_ text: String) throws -> SimulatedScreen {
    SimulatedScreen(
      script: try Script(decoding: Array(text.utf8), fileName: "story.json"))
  }

  static func show(_ frame: Rect) -> AvoidanceEvent {
    .keyboard(KeyboardNotification(.keyboardWillShow, frame: frame))
  }

  /// Where a view is drawn in the window.
  static func windowFrame(_ view: SimulatedView) -> Rect {
    view.convertToWindow(Rect(origin: .zero, size: view.frame.size))
  }

  // MARK: 1. The window's size, re-read

  @Test("Finding 1: turned to landscape with the keyboard up, the field is revealed above it")
  func rotation() throws {
    // Before: the window's size was read once, so the landscape keyboard (844 wide, ending at
    // the landscape window's bottom, 390) was taken for a floating one on a 390 × 844 window,
    // and nothing moved unless the app forwarded `windowDidResize`.
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    let phone = try #require(screen.views["phone"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(Self.windowFrame(phone).maxY <= Self.portraitKeyboard.minY - 10)
    screen.rotate(to: Size(width: 844, height: 390), keyboard: Self.landscapeKeyboard) {
      screen.root.safeAreaInsets = Insets(top: 44, left: 47, bottom: 21, right: 47)
      form.frame = Rect(x: 0, y: 44, width: 844, height: 325)
    }
    #expect(screen.host.engine.tree.windowSize == Size(width: 844, height: 390))
    #expect(screen.host.engine.keyboardPlacement == .docked)
    let field = Self.windowFrame(phone)
    #expect(field.maxY <= Self.landscapeKeyboard.minY - 10)
    #expect(field.minY >= 44)
  }

  @Test("Finding 1: a window resized with the keyboard down is re-read by the next show")
  func resizeWithTheKeyboardDown() throws {
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    screen.rotate(to: Size(width: 844, height: 390), keyboard: nil) {
      screen.root.safeAreaInsets = Insets(top: 44, left: 47, bottom: 21, right: 47)
      form.frame = Rect(x: 0, y: 44, width: 844, height: 325)
    }
    #expect(screen.host.engine.tree.windowSize == Size(width: 844, height: 390))
    #expect(screen.host.engine.tree["form"]?.frame == Rect(x: 0, y: 44, width: 844, height: 325))
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.landscapeKeyboard)))
    let phone = try #require(screen.views["phone"])
    #expect(Self.windowFrame(phone).maxY <= Self.landscapeKeyboard.minY - 10)
  }

  // MARK: 2. User drags, heard by the adapter

  @Test("Finding 2: the user's scroll stays after the hide; the adapter's own never counts")
  func userDragWithNothingForwarded() throws {
    // Before: user drags reached the engine only if the app forwarded `userDidScroll`, so the
    // hide put back the starting offset and the content jumped back after the user scrolled.
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    #expect(screen.window.didEndDragging == nil)
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(form.contentOffset.y > 0)
    form.drag(to: Point(x: 0, y: 200))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(form.contentOffset.y == 200)
    // The adapter's own scroll for the next show is not the user's: the hide puts back 200.
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(form.contentOffset.y != 200)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(form.contentOffset.y == 200)
  }

  // MARK: 7. Navigation asks UIKit

  /// A form of three fields; the middle one is the one UIKit may not give the focus to.
  static func threeFields(middle kind: String = "textField") -> String {
    """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 91, 390, 719], "contentSize": [390, 1000],
        "children": [
         {"id": "name", "kind": "textField", "frame": [20, 240, 350, 44]},
         {"id": "box", "frame": [0, 420, 390, 200], "children": [
           {"id": "middle", "kind": "\(kind)", "frame": [20, 20, 350, 100]}]},
         {"id": "phone", "kind": "textField", "frame": [20, 640, 350, 44]}]}]},
     "events": []}
    """
  }

  /// What keeps the middle field from taking the focus.
  nonisolated static let unreachable = [
    "hidden", "transparent", "in a hidden superview", "disabled", "not editable",
    "deaf to touches", "in a superview deaf to touches",
  ]

  static func makeUnreachable(_ how: String, _ screen: SimulatedScreen) throws {
    let middle = try #require(screen.views["middle"])
    switch how {
    case "hidden": middle.isHidden = true
    case "transparent": middle.alpha = 0.01
    case "in a hidden superview": try #require(screen.views["box"]).isHidden = true
    case "disabled": middle.isEnabled = false
    case "deaf to touches": middle.isUserInteractionEnabled = false
    case "in a superview deaf to touches":
      try #require(screen.views["box"]).isUserInteractionEnabled = false
    default: middle.isEditable = false
    }
  }

  @Test("Finding 7: Next skips a field UIKit would not focus, both ways", arguments: unreachable)
  func nextSkipsUnreachableFields(how: String) throws {
    // Before: hidden, transparent, disabled and non-editable fields counted as navigable.
    let screen = try Self.screen(
      Self.threeFields(middle: how == "not editable" ? "textView" : "textField"))
    try Self.makeUnreachable(how, screen)
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.host.navigation()?.next == "phone")
    #expect(screen.perform(.navigate(.next)))
    #expect(screen.window.firstResponder?.accessibilityIdentifier == "phone")
    #expect(screen.host.engine.focusedField == "phone")
    #expect(screen.host.navigation()?.previous == "name")
    #expect(screen.perform(.navigate(.previous)))
    #expect(screen.window.firstResponder?.accessibilityIdentifier == "name")
  }

  @Test("Finding 7: a field that is visible and enabled again is navigable again")
  func reachableAgain() throws {
    let screen = try Self.screen(Self.threeFields())
    let middle = try #require(screen.views["middle"])
    middle.isHidden = true
    #expect(screen.perform(.focus("name")))
    #expect(screen.host.navigation()?.next == "phone")
    middle.isHidden = false
    #expect(screen.host.navigation()?.next == "middle")
  }

  @Test("Finding 7: a refused becomeFirstResponder moves nothing, and the focus stays UIKit's")
  func refusedFocusMovesNothing() throws {
    // Before: `becomeFirstResponder()`'s answer was ignored, so the engine moved to the next
    // field and scrolled for it while UIKit kept the keyboard on the first.
    let screen = try Self.screen(Self.threeFields())
    let form = try #require(screen.views["form"])
    try #require(screen.views["middle"]).shouldBeginEditing = false
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    let offset = form.contentOffset
    let inset = form.contentInset
    #expect(screen.perform(.navigate(.next)))
    #expect(screen.window.firstResponder?.accessibilityIdentifier == "name")
    #expect(screen.host.engine.focusedField == "name")
    #expect(form.contentOffset == offset)
    #expect(form.contentInset == inset)
    // The next focus the user makes is heard as usual.
    #expect(screen.perform(.focus("phone")))
    #expect(screen.host.engine.focusedField == "phone")
  }

  // MARK: 6. The app's return key and accessory

  @Test("Finding 6: an app's Send key and its own accessory are kept; nothing is reloaded")
  func appsReturnKeyKept() throws {
    // Before: every focus overwrote `returnKeyType` (Send became Next or Done), called
    // `reloadInputViews()`, and with the toolbar on replaced the app's own accessory.
    let screen = try Self.screen(Self.threeFields())
    let name = try #require(screen.views["name"])
    name.returnKeyType = "send"
    #expect(screen.perform(.focus("name")))
    #expect(name.returnKeyType == "send")
    #expect(name.inputViewReloads == 0)
    // With the toolbar on, the app's accessory stays and the field without one gets the bar.
    screen.showsNavigationToolbar = true
    let phone = try #require(screen.views["phone"])
    name.inputAccessory = .app
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.focus("name")))
    #expect(name.inputAccessory == .app)
    #expect(name.returnKeyType == "send")
    #expect(name.inputViewReloads == 0)
    #expect(phone.inputAccessory == .navigationToolbar)
    #expect(phone.returnKeyType == "default")
    #expect(phone.inputViewReloads == 1)
  }

  @Test("Finding 6: an app that opts in gets Next and Done, written once, also after Next")
  func returnKeyWhenOptedIn() throws {
    let screen = try Self.screen(Self.threeFields())
    screen.setsReturnKey = true
    let name = try #require(screen.views["name"])
    let middle = try #require(screen.views["middle"])
    let phone = try #require(screen.views["phone"])
    #expect(screen.perform(.focus("name")))
    #expect(name.returnKeyType == "next")
    #expect(screen.perform(.navigate(.next)))
    #expect(middle.returnKeyType == "next")
    #expect(screen.perform(.navigate(.next)))
    #expect(phone.returnKeyType == "done")
    #expect(screen.perform(.focus("name")))
    // Already Next: not written or reloaded again.
    #expect(name.inputViewReloads == 1)
    #expect(phone.inputViewReloads == 1)
  }

  // MARK: 8. A text view's caret, once UIKit has it

  /// Notes: a text view taller than the space above the keyboard, under a navigation bar.
  static let notes = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "notes", "kind": "textView", "frame": [0, 91, 390, 719], "contentSize": [390, 2000]}]},
     "events": []}
    """

  @Test("Finding 8: a tap far down a text view reveals the caret the tap put, not the previous one")
  func caretAfterTap() throws {
    // Before: the caret was read at begin-editing, when UIKit still reports the previous one
    // (uikit-facts 52), and the text view was scrolled for that.
    let screen = try Self.screen(Self.notes)
    let notes = try #require(screen.views["notes"])
    notes.caretRect = Rect(x: 10, y: 10, width: 2, height: 20)
    notes.tappedCaretRect = Rect(x: 10, y: 1500, width: 2, height: 20)
    // A text view's keyboard notification comes before its begin-editing (uikit-facts 49).
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.perform(.focus("notes")))
    let caret = notes.convertToWindow(Rect(x: 10, y: 1500, width: 2, height: 20))
    #expect(caret.minY >= 91)
    #expect(caret.maxY <= Self.portraitKeyboard.minY - 10)
    #expect(screen.host.engine.tree["notes"]?.contentOffset == notes.contentOffset)
  }

  // MARK: 9. Screens

  @Test("Finding 9: a keyboard on an external display moves nothing on the device's screen")
  func externalScreen() throws {
    // Before: `notification.object`, the keyboard's screen (uikit-facts 4), was ignored, so a
    // window on one screen made room for a keyboard shown on another.
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    #expect(screen.perform(.focus("phone")))
    let external = SimulatedDisplay()
    screen.window.postKeyboard(
      .keyboardWillShow, frameInWindow: Self.portraitKeyboard, begin: nil, animation: .default,
      on: external)
    #expect(screen.host.engine.keyboardPlacement == .hidden)
    #expect(form.contentOffset.y == 0)
    #expect(form.contentInset.bottom == 0)
    // The keyboard on the window's own screen is avoided.
    screen.window.postKeyboard(
      .keyboardWillShow, frameInWindow: Self.portraitKeyboard, begin: nil, animation: .default)
    #expect(screen.host.engine.keyboardPlacement == .docked)
    #expect(form.contentOffset.y > 0)
  }

  @Test("Finding 9: a notification with no object (before iOS 16.1, frame changes) is the window's")
  func noObject() throws {
    let screen = try Self.screen(Self.form)
    #expect(screen.perform(.focus("phone")))
    let userInfo = screen.window.userInfo(
      .keyboardWillChangeFrame, frameInWindow: Self.portraitKeyboard, begin: nil,
      animation: .default)
    screen.window.post(
      SimulatedWindow.keyboardName(.keyboardWillChangeFrame), object: nil, userInfo: userInfo)
    #expect(screen.host.engine.keyboardPlacement == .docked)
  }

  // MARK: Fact 17. A shortcut bar dropped

  @Test("Fact 17: a show with an all-zero frame (a dropped shortcut bar) is no keyboard to avoid")
  func zeroFrameShow() throws {
    // This one passed before too: the engine classifies an empty frame as hidden (AVOIDANCE §2).
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(form.contentOffset.y > 0)
    #expect(screen.perform(Self.show(.zero)))
    #expect(screen.host.engine.keyboardPlacement == .hidden)
    #expect(form.contentOffset.y == 0)
    #expect(form.contentInset.bottom == 0)
  }

  // MARK: Fact 69. UIKit's own scroll to a field

  /// A long form whose last field is below the scroll view's visible part.
  static let longForm = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 91, 390, 719], "contentSize": [390, 1400],
        "children": [
         {"id": "name", "kind": "textField", "frame": [20, 240, 350, 44]},
         {"id": "notes", "kind": "textField", "frame": [20, 1000, 350, 44]}]}]},
     "events": []}
    """

  @Test("Fact 69: UIKit's own scroll to a field is where the hide brings the form back to")
  func uikitScrollsToTheField() throws {
    let screen = try Self.screen(Self.longForm)
    screen.window.scrollsFieldsIntoView = true
    let form = try #require(screen.views["form"])
    let notes = try #require(screen.views["notes"])
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.perform(.navigate(.next)))
    // UIKit scrolled the field into the form's visible part, then the engine above the keyboard.
    #expect(Self.windowFrame(notes).maxY <= Self.portraitKeyboard.minY - 10)
    #expect(screen.host.engine.tree["form"]?.contentOffset == form.contentOffset)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    // UIKit's scroll is no user's drag: the hide restores the offset from before the keyboard
    // (RestorePolicy.unlessUserScrolled), and the engine's tree equals the views.
    #expect(form.contentInset.bottom == 0)
    #expect(form.contentOffset.y == 0)
    #expect(screen.host.engine.tree["form"]?.contentOffset == form.contentOffset)
  }

  // MARK: Fact 62. An animated offset arrives later

  @Test("Fact 62: a frame change in the same turn as the show, while the table's scroll animates")
  func animatedOffsetIsAsynchronous() throws {
    let screen = try Self.screen(Self.tableForm)
    screen.window.animatesOffsets = true
    let table = try #require(screen.views["table"])
    let last = try #require(screen.views["last"])
    #expect(screen.perform(.focus("last")))
    // UIKit posts the show and a frame change back to back (uikit-facts 6, 12): the table's
    // animated scroll for the first has not landed when the second arrives.
    screen.window.postKeyboard(
      .keyboardWillShow, frameInWindow: Self.portraitKeyboard, begin: nil, animation: .default)
    #expect(table.animatedOffsetWrites == 1)
    #expect(table.contentOffset.y == 0)
    let quickType = Rect(x: 0, y: 464, width: 390, height: 380)
    screen.window.postKeyboard(
      .keyboardWillChangeFrame, frameInWindow: quickType, begin: Self.portraitKeyboard,
      animation: .default)
    screen.window.runLoop()
    #expect(Self.windowFrame(last).maxY <= quickType.minY - 10)
    #expect(screen.host.engine.tree["table"]?.contentOffset == table.contentOffset)
  }

  // MARK: 3. The visible content controller, under its bars

  /// A navigation controller's view (the screen's root, as the avoider finds it) showing one
  /// screen: a tall text field under the bar and a code field low on the screen, no scroll view.
  static let navigationScreen = """
    {"window": {"size": [390, 844]},
     "root": {"id": "nav", "kind": "navigation", "frame": [0, 0, 390, 844],
       "safeArea": [47, 0, 34, 0], "children": [
       {"id": "settings", "frame": [0, 0, 390, 844], "children": [
         {"id": "bio", "kind": "textView", "frame": [20, 100, 350, 460], "scrollEnabled": false},
         {"id": "code", "kind": "textField", "frame": [20, 700, 350, 44]}]}]},
     "events": []}
    """

  /// The navigation screen with UIKit's safe areas: the container's own has the status bar
  /// only; its screen's has the navigation bar too (uikit-facts 76).
  static func navigationStory() throws -> SimulatedScreen {
    let screen = try Self.screen(Self.navigationScreen)
    try #require(screen.views["settings"]).safeAreaInsets = Insets(
      top: 91, left: 0, bottom: 34, right: 0)
    return screen
  }

  @Test("Finding 3: a root shift moves the screen under the navigation bar, not the bar")
  func rootShiftLeavesTheBars() throws {
    // Before: the root was the container's view, whose transform moved the navigation bar too.
    let screen = try Self.navigationStory()
    let settings = try #require(screen.views["settings"])
    let code = try #require(screen.views["code"])
    #expect(screen.perform(.focus("code")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.host.engine.rootShift > 0)
    #expect(screen.root.translationY == 0)
    #expect(settings.translationY == -screen.host.engine.rootShift)
    #expect(Self.windowFrame(code).maxY <= Self.portraitKeyboard.minY - 10)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(settings.translationY == 0)
  }

  @Test("Finding 3: a field taller than the band starts under the navigation bar, not behind it")
  func tallFieldUnderTheBar() throws {
    // Before: the band's top came from the container's safe area, which leaves the bar out, so
    // a tall field's top was aligned behind the bar.
    let screen = try Self.navigationStory()
    let bio = try #require(screen.views["bio"])
    #expect(screen.perform(.focus("bio")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(Self.windowFrame(bio).minY == 91)
  }

  @Test("Finding 3: a screen pushed under a shifted root is drawn with the shift, the bar put")
  func pushUnderAShiftedRoot() throws {
    let screen = try Self.navigationStory()
    #expect(screen.perform(.focus("code")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    let pushed = ViewTree.Branch(
      ViewNode(id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "detailField", kind: .textField, frame: Rect(x: 20, y: 300, width: 350, height: 44))
        )
      ])
    #expect(screen.perform(.push("nav", screen: pushed)))
    let detail = try #require(screen.views["detail"])
    #expect(screen.root.translationY == 0)
    #expect(detail.translationY == -screen.host.engine.rootShift)
    // And the visible screen carries the engine's shift, whatever it is now.
    var differences: [String] = []
    DifferentialCheck.compare(
      screen.host.engine, screen, at: "after the push", into: &differences)
    #expect(differences == [])
  }
}
