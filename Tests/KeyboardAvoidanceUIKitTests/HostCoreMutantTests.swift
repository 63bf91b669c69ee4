import KeyboardAvoidance
import KeyboardScript
import Testing
import UIKitSimulation

@testable import KeyboardAvoidanceUIKit

/// Behaviours of the host core that no other test noticed broken (issue 41 §10): each test here
/// fails when the rule it names is broken (scripts/mutations.txt, "the UIKit host core").
@MainActor
@Suite("The host core, where a broken host went unnoticed")
struct HostCoreMutantTests {
  static func screen(_ text: String) throws -> SimulatedScreen {
    SimulatedScreen(script: try Script(decoding: Array(text.utf8), fileName: "case.json"))
  }

  static let docked = HostCoreTests.docked

  /// A `userInfo` as UIKit posts it, without the end frame.
  static let withoutEndFrame: [AnyHashable: Any] = [
    "UIKeyboardAnimationDurationUserInfoKey": SimulatedNumber(0.25),
    "UIKeyboardAnimationCurveUserInfoKey": SimulatedNumber(7),
  ]

  @Test(
    "A show or frame change without an end frame moves nothing; a hide without one restores",
    arguments: [KeyboardNotification.Name.keyboardWillShow, .keyboardWillChangeFrame])
  func showWithoutEndFrame(name: KeyboardNotification.Name) throws {
    let screen = try Self.screen(HostCoreTests.form)
    let form = try #require(screen.views["form"])
    let bar = try #require(screen.views["bar"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    let offset = form.contentOffset
    let inset = form.contentInset
    #expect(offset.y > 0)
    #expect(bar.translationY == -(760 + 50 - 508))
    screen.host.receive(.keyboard(name), object: nil, userInfo: Self.withoutEndFrame)
    #expect(screen.host.engine.keyboardPlacement == .docked)
    #expect(form.contentOffset == offset)
    #expect(form.contentInset == inset)
    #expect(bar.translationY == -(760 + 50 - 508))
    screen.host.receive(.keyboard(.keyboardWillHide), object: nil, userInfo: Self.withoutEndFrame)
    #expect(screen.host.engine.keyboardPlacement == .hidden)
    #expect(form.contentOffset.y == 0)
    #expect(bar.translationY == 0)
  }

  @Test("A window resize sends the root's new safe area, not the one the engine had")
  func resizeSendsTheNewSafeArea() throws {
    let screen = try Self.screen(HostCoreTests.form)
    let landscape = Insets(top: 32, left: 47, bottom: 21, right: 47)
    screen.rotate(to: Size(width: 844, height: 390), keyboard: nil) {
      screen.root.safeAreaInsets = landscape
    }
    #expect(screen.host.engine.tree.windowSize == Size(width: 844, height: 390))
    #expect(screen.host.engine.tree.root.safeAreaInsets == landscape)
  }

  /// How a follower comes to be read again while the keyboard is up.
  enum Remirror: String, CaseIterable, Sendable {
    case newOptions, movedSilently
  }

  @Test(
    "A follower read again while the keyboard is up keeps its offset: the hide brings it down",
    arguments: Remirror.allCases)
  func followerKeepsItsOffset(remirror: Remirror) throws {
    let screen = try Self.screen(HostCoreTests.form)
    let bar = try #require(screen.views["bar"])
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(bar.translationY == -(760 + 50 - 508))
    switch remirror {
    case .newOptions:
      screen.host.setOptions(ViewOptions(distance: 8, followsKeyboard: true), for: bar)
    case .movedSilently: bar.center.x += 1
    }
    if remirror == .newOptions {
      let offset = try #require(screen.host.engine.tree["bar"]?.followOffset)
      #expect(abs(offset - (760 + 50 - 508)) < 1e-9)
    }
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: Self.docked))))
    #expect(bar.translationY == 0)
  }

  /// A chat: a list that lifts with the keyboard above a composer that follows it.
  static let chat = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "list", "kind": "scroll", "frame": [0, 91, 390, 669], "contentSize": [390, 2000],
        "keyboardLift": "always"},
       {"id": "composer", "frame": [0, 760, 390, 50], "followsKeyboard": true, "children": [
         {"id": "message", "kind": "textField", "frame": [10, 3, 370, 44]}]}]},
     "events": []}
    """

  @Test("A lift container is read before each decision: content it grew unreported counts")
  func liftContainerMirrored() throws {
    let screen = try Self.screen(Self.chat)
    let list = try #require(screen.views["list"])
    // Messages arrive; the app reports nothing.
    list.contentSize = Size(width: 390, height: 3000)
    #expect(screen.perform(.focus("message")))
    #expect(screen.host.engine.tree["list"]?.contentSize.height == 3000)
    list.contentSize = Size(width: 390, height: 3500)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(screen.host.engine.tree["list"]?.contentSize.height == 3500)
  }

  @Test("Next at the last field moves nothing; that field's next focus still reaches the engine")
  func navigateAtTheEnd() throws {
    let screen = try Self.screen(HostCoreTests.form)
    let phone = try #require(screen.views["phone"])
    #expect(screen.perform(.focus("phone")))
    screen.host.navigate(.next)
    #expect(screen.window.firstResponder === phone)
    #expect(screen.host.engine.focusedField == "phone")
    // The keyboard is dismissed, then the user taps the same field again.
    phone.resignFirstResponder()
    #expect(screen.host.engine.focusedField == nil)
    #expect(screen.perform(.focus("phone")))
    #expect(screen.host.engine.focusedField == "phone")
  }

  /// A navigation stack of two screens, each with a preserved field.
  static let stack = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "restorationId": "app", "frame": [0, 0, 390, 844], "children": [
       {"id": "nav", "kind": "navigation", "restorationId": "nav", "frame": [0, 0, 390, 844],
        "children": [
         {"id": "first", "restorationId": "first", "frame": [0, 0, 390, 844], "children": [
           {"id": "search", "kind": "textField", "restorationId": "search",
            "frame": [20, 100, 350, 44], "text": "a"}]},
         {"id": "top", "restorationId": "top", "frame": [0, 0, 390, 844], "children": [
           {"id": "tags", "kind": "textField", "restorationId": "tags",
            "frame": [20, 100, 350, 44], "text": "b"}]}]}]},
     "events": []}
    """

  @Test("The visible screen mirrored for an archive is the top of a navigation stack")
  func topScreenMirrored() throws {
    let screen = try Self.screen(Self.stack)
    let tags = try #require(screen.views["tags"])
    // The app sets the text, which posts no notification.
    tags.text = "bc"
    _ = screen.host.archive()
    #expect(screen.host.engine.tree["tags"]?.text == "bc")
  }

  @Test(
    "The toolbar goes only where the app opted in and set no accessory of its own",
    arguments: [
      (FieldDecoration.Accessory.none, true, true), (.navigationToolbar, true, true),
      (.app, true, false), (.none, false, false), (.app, false, false),
    ])
  func toolbarNeverReplacesTheAppsAccessory(
    accessory: FieldDecoration.Accessory, optedIn: Bool, shows: Bool
  ) {
    let navigation = FieldNavigation(previous: nil, next: "phone", returnKey: .next)
    let decoration = FieldDecoration(
      navigation: navigation, currentReturnKey: nil, accessory: accessory, setsReturnKey: false,
      showsNavigationToolbar: optedIn)
    #expect(decoration.showsToolbar == shows)
    #expect(decoration.returnKey == nil)
  }

  @Test("The records are sound after events, and a corrupted record is reported")
  func invariants() throws {
    let screen = try Self.screen(HostCoreTests.form)
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    let host = screen.host
    #expect(host._checkInvariants() == [])
    let form = try #require(host.recordsByID["form"])
    let placed = form.placed
    form.placed = host.structure + 1
    #expect(host._checkInvariants() == ["form's record is placed in the future"])
    form.placed = placed
    let name = try #require(host.recordsByID["name"])
    host.recordsByID["name"] = form
    #expect(
      host._checkInvariants() == [
        "name's record is not its id's", "the record filed under name is form's",
      ])
    host.recordsByID["name"] = name
    #expect(host._checkInvariants() == [])
  }
}
