import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

@MainActor
@Suite("The host core")
struct HostCoreTests {
  static func script(_ text: String) throws -> Script {
    try Script(decoding: Array(text.utf8), fileName: "case.json")
  }

  /// A form in a scroll view under a bar, with a button bar that follows the keyboard.
  static let form = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 91, 390, 719], "contentSize": [390, 1000],
        "children": [
         {"id": "name", "kind": "textField", "frame": [20, 240, 350, 44]},
         {"id": "phone", "kind": "textField", "frame": [20, 640, 350, 44]}]},
       {"id": "bar", "frame": [0, 760, 390, 50], "followsKeyboard": true}]},
     "events": []}
    """

  static let docked = Rect(x: 0, y: 508, width: 390, height: 336)

  // MARK: userInfo

  /// A docked keyboard's `keyboardWillShow` `userInfo`, as UIKit posts it.
  static func dockedUserInfo() -> [AnyHashable: Any] {
    [
      "UIKeyboardFrameEndUserInfoKey": SimulatedRectValue(docked),
      "UIKeyboardFrameBeginUserInfoKey": SimulatedRectValue(
        Rect(x: 0, y: 844, width: 390, height: 336)),
      "UIKeyboardAnimationDurationUserInfoKey": SimulatedNumber(0.4),
      "UIKeyboardAnimationCurveUserInfoKey": SimulatedNumber(7),
      "UIKeyboardIsLocalUserInfoKey": SimulatedNumber(0),
    ]
  }

  @Test("userInfo is read as UIKit posts it: rect values and numbers under UIKit's keys")
  func readsUserInfo() {
    let info = KeyboardUserInfo(Self.dockedUserInfo())
    #expect(info == KeyboardUserInfo(frame: Self.docked, duration: 0.4, curve: 7, isLocal: false))
    #expect(info.animation == KeyboardAnimation(duration: 0.4, curve: 7))
  }

  /// `userInfo` dictionaries that lack values or hold the wrong types.
  static func incompleteUserInfo(_ name: String) -> [AnyHashable: Any] {
    switch name {
    case "did notification": ["UIKeyboardFrameEndUserInfoKey": SimulatedRectValue(docked)]
    case "wrong types":
      [
        "UIKeyboardFrameEndUserInfoKey": SimulatedNumber(3),
        "UIKeyboardAnimationDurationUserInfoKey": "0.4",
        "UIKeyboardAnimationCurveUserInfoKey": SimulatedRectValue(docked),
        "UIKeyboardIsLocalUserInfoKey": "yes",
      ]
    default: [:]
    }
  }

  @Test(
    "Missing or mistyped values read as nil, and the animation falls back to 0.25 s, curve 7",
    arguments: ["empty", "did notification", "wrong types"])
  func readsIncompleteUserInfo(name: String) {
    let info = KeyboardUserInfo(Self.incompleteUserInfo(name))
    #expect(info.duration == nil)
    #expect(info.curve == nil)
    #expect(info.isLocal == nil)
    #expect(info.animation == .default)
    #expect((info.frame != nil) == (name == "did notification"))
  }

  /// A rectangle value of another class than the simulation's `NSValue`.
  final class OtherRectValue: KeyboardRectValue {
    let keyboardRect: Rect
    init(_ rect: Rect) { keyboardRect = rect }
  }

  /// A number of another class than the simulation's `NSNumber`.
  final class OtherNumber: KeyboardNumberValue {
    let value: Double
    init(_ value: Double) { self.value = value }
    var keyboardDouble: Double { value }
    var keyboardInt: Int { Int(value) }
    var keyboardBool: Bool { value != 0 }
  }

  @Test("userInfo's values read by their protocols, whatever class conforms")
  func readsOtherClasses() {
    let userInfo: [AnyHashable: Any] = [
      "UIKeyboardFrameEndUserInfoKey": OtherRectValue(Self.docked),
      "UIKeyboardAnimationDurationUserInfoKey": OtherNumber(0.4),
      "UIKeyboardAnimationCurveUserInfoKey": SimulatedNumber(7),
      "UIKeyboardIsLocalUserInfoKey": OtherNumber(1),
    ]
    #expect(
      KeyboardUserInfo(userInfo)
        == KeyboardUserInfo(frame: Self.docked, duration: 0.4, curve: 7, isLocal: true))
  }

  /// A rectangle value class with a subclass, as UIKit's `NSValue`s are of `NSValue`'s
  /// subclasses.
  class BaseRectValue: KeyboardRectValue {
    let keyboardRect: Rect
    init(_ rect: Rect) { keyboardRect = rect }
  }

  /// A subclass of ``BaseRectValue``.
  final class DerivedRectValue: BaseRectValue {}

  /// A number class with a subclass, as UIKit's `NSNumber`s are of `NSNumber`'s subclasses.
  class BaseNumber: KeyboardNumberValue {
    let value: Double
    init(_ value: Double) { self.value = value }
    var keyboardDouble: Double { value }
    var keyboardInt: Int { Int(value) }
    var keyboardBool: Bool { value != 0 }
  }

  /// A subclass of ``BaseNumber``.
  final class DerivedNumber: BaseNumber {}

  @Test("Values of subclasses read, and keys that are not strings, or other text, are skipped")
  func readsSubclassesAndSkipsOtherKeys() {
    let userInfo: [AnyHashable: Any] = [
      1: DerivedNumber(3),
      AnyHashable(Substring("UIKeyboardAnimationCurveUserInfoKey")): DerivedNumber(3),
      "UIKeyboardFrameBeginUserInfoKey": DerivedRectValue(.zero),
      "UIKeyboardFrameEndUserInfoKey": DerivedRectValue(Self.docked),
      "UIKeyboardAnimationDurationUserInfoKey": DerivedNumber(0.4),
      "UIKeyboardAnimationCurveUserInfoKey": DerivedNumber(7),
      "UIKeyboardIsLocalUserInfoKey": DerivedNumber(1),
    ]
    #expect(
      KeyboardUserInfo(userInfo)
        == KeyboardUserInfo(frame: Self.docked, duration: 0.4, curve: 7, isLocal: true))
  }

  @Test("A negative or infinite duration falls back to the default")
  func rejectsBadDurations() {
    for duration in [-1, Double.infinity, Double.nan] {
      #expect(KeyboardUserInfo(frame: nil, duration: duration).animation.duration == 0.25)
    }
  }

  // MARK: Coordinates

  @Test(
    "Keyboard frames are converted from the screen's coordinates to the window's",
    arguments: [
      "login-form.json", "avoidance-04-one-scroll-view.json", "rotation-keyboard-up.json",
    ])
  func convertsFromScreen(name: String) throws {
    let script = try ScriptFiles.script(ScriptFiles.examples.appendingPathComponent(name))
    // A window that does not start at the screen's origin (Slide Over, Stage Manager).
    let outcome = DifferentialCheck.run(script, originInScreen: Point(x: 320, y: 40))
    #expect(outcome.differences == [])
    #expect(outcome.comparedEvents > 0)
  }

  // MARK: Effects

  @Test("Keyboard runs are applied inside the keyboard's animation; no drag is reported for them")
  func appliesInsideTheKeyboardAnimation() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let buffer = RecordingBuffer()
    screen.host.startRecording(to: buffer)
    #expect(screen.perform(.focus("phone")))
    #expect(
      screen.perform(
        .keyboard(
          KeyboardNotification(
            .keyboardWillShow, frame: Self.docked,
            animation: KeyboardAnimation(duration: 0.3, curve: 7)))))
    let form = try #require(screen.views["form"])
    let bar = try #require(screen.views["bar"])
    #expect(form.contentOffset.y > 0)
    #expect(form.contentInset.bottom > 0)
    #expect(bar.translationY == -(760 + 50 - 508))
    #expect(screen.window.lastKeyboardAnimation == KeyboardAnimation(duration: 0.3, curve: 7))
    #expect(screen.window.keyboardAnimationCount == 1)
    #expect(form.layoutPasses == 1)
    #expect(form.animatedOffsetWrites == 0)
    // The hide restores the offset: the host's own write was never taken for a user scroll.
    #expect(
      screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: Self.docked))))
    #expect(form.contentOffset.y == 0)
    #expect(form.contentInset.bottom == 0)
    #expect(bar.translationY == 0)
    try screen.host.stopRecording()
    #expect(!buffer.text.contains(#""type": "scroll""#))
    #expect(!buffer.text.contains(#""type":"scroll""#))
  }

  @Test("A window that runs the keyboard animation's block late gets the run applied at once")
  func lateAnimationBlock() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let window = LateWindow(screen.window)
    let host = AvoidanceHost(root: screen.root, window: window)
    let form = try #require(screen.views["form"])
    let bar = try #require(screen.views["bar"])
    let phone = try #require(screen.views["phone"])
    host.setOptions(ViewOptions(followsKeyboard: true), for: bar)
    host.fieldDidBeginEditing(phone)
    host.keyboardNotification(.keyboardWillShow, KeyboardUserInfo(frame: Self.docked))
    #expect(window.blocks.count == 1)
    #expect(form.contentInset.bottom > 0)
    #expect(bar.translationY == -(760 + 50 - 508))
    // Run late, the block applies nothing again.
    form.contentInset = .zero
    for block in window.blocks { block() }
    #expect(form.contentInset.bottom == 0)
  }

  @Test("Offsets of a table use the scroll view's animated setter")
  func tableOffsetsAnimateThemselves() throws {
    let script = try ScriptFiles.script(
      ScriptFiles.examples.appendingPathComponent("avoidance-07-table-row.json"))
    let screen = SimulatedScreen(script: script)
    for case .engine(let event) in script.events { #expect(screen.perform(event)) }
    let tables = screen.views.values.filter { $0.kind == .table }
    #expect(tables.contains { $0.animatedOffsetWrites > 0 })
  }

  /// A chat screen: a list above a composer bar that follows the keyboard and holds the field.
  static let chat = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "list", "kind": "scroll", "frame": [0, 91, 390, 669], "contentSize": [390, 2000]},
       {"id": "composer", "frame": [0, 760, 390, 50], "followsKeyboard": true, "children": [
         {"id": "message", "kind": "textField", "frame": [10, 3, 370, 44]}]}]},
     "events": []}
    """

  @Test("A follower the focused field is in stays mirrored: its walk starts at a view read already")
  func followerHoldingTheField() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.chat))
    let composer = try #require(screen.views["composer"])
    let list = try #require(screen.views["list"])
    // The composer is mirrored as a follower; new options make its record lapse, so that its next
    // walk starts without one, at a view the focused field's walk read.
    screen.host.viewDidChange(list)
    screen.host.setOptions(ViewOptions(distance: 8, followsKeyboard: true), for: composer)
    #expect(screen.perform(.focus("message")))
    #expect(screen.host.engine.tree.contains("composer"))
    #expect(screen.host.engine.focusedField == "message")
    #expect(
      screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(screen.host.engine.tree.contains("composer"))
    #expect(composer.translationY == -(760 + 50 - 508))
    #expect(
      screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: Self.docked))))
    #expect(screen.host.engine.tree.contains("composer"))
    #expect(composer.translationY == 0)
  }

  // MARK: Another app's keyboard

  @Test("Another app's docked keyboard moves the followers; its hide brings them back")
  func anotherAppsKeyboard() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let bar = try #require(screen.views["bar"])
    screen.window.postKeyboard(
      .keyboardWillShow, frameInWindow: Self.docked, begin: nil, animation: .default,
      isLocal: false)
    #expect(bar.translationY == -(810 - 508))
    #expect(screen.host.engine.focusedField == nil)
    screen.window.postKeyboard(
      .keyboardWillHide, frameInWindow: Self.docked, begin: nil, animation: .default,
      isLocal: false)
    #expect(bar.translationY == 0)
  }

  // MARK: Identities and options

  @Test(
    "Ids are accessibility identifiers, else numbers kept per view; a taken identifier is not reused"
  )
  func identities() {
    let window = SimulatedWindow(size: Size(width: 390, height: 844))
    let root = SimulatedView(kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let named = SimulatedView(kind: .textField, frame: .zero, identifier: "email")
    let twin = SimulatedView(kind: .textField, frame: .zero, identifier: "email")
    let anonymous = SimulatedView(kind: .view, frame: .zero)
    for view in [named, twin, anonymous] { root.addSubview(view) }
    window.setRoot(root)
    let host = AvoidanceHost(root: root, window: window)
    #expect(host.id(of: named) == "email")
    let twinID = host.id(of: twin)
    let anonymousID = host.id(of: anonymous)
    #expect(twinID != "email")
    #expect(twinID.rawValue.hasPrefix("#"))
    #expect(anonymousID.rawValue.hasPrefix("#"))
    #expect(twinID != anonymousID)
    #expect(host.id(of: twin) == twinID)
    #expect(host.id(of: anonymous) == anonymousID)
    #expect(host.view(for: "email") === named)
  }

  @Test("Options set through the registry reach the mirrored view; clearing them stops a follower")
  func optionsRegistry() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let name = try #require(screen.views["name"])
    let bar = try #require(screen.views["bar"])
    screen.host.setOptions(ViewOptions(distance: 40, alignment: .center), for: name)
    #expect(screen.host.options(for: name) == ViewOptions(distance: 40, alignment: .center))
    screen.host.setOptions(nil, for: bar)
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(screen.host.engine.tree["name"]?.distance == 40)
    #expect(screen.host.engine.tree["name"]?.alignment == .center)
    #expect(bar.translationY == 0)
  }

  // MARK: Records kept between events

  /// The kinds of event after which the core no longer trusts the records it keeps for the
  /// focused field and the followers.
  enum RecordLapse: String, CaseIterable, Sendable {
    case fieldOptions, followerOptions, memoryWarning
  }

  @Test(
    "After a record lapses, a move the app did not report still reaches the engine",
    arguments: RecordLapse.allCases)
  func lapsedRecordsAreReadAfresh(lapse: RecordLapse) throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let name = try #require(screen.views["name"])
    let bar = try #require(screen.views["bar"])
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    switch lapse {
    case .fieldOptions: screen.host.setOptions(ViewOptions(distance: 12), for: name)
    case .followerOptions:
      screen.host.setOptions(ViewOptions(distance: 12, followsKeyboard: true), for: bar)
    case .memoryWarning: screen.window.post(SimulatedScreen.memoryWarningName)
    }
    // Both move without telling the core.
    name.center.y += 30
    bar.center.y -= 20
    let change = Rect(x: 0, y: 488, width: 390, height: 356)
    #expect(
      screen.perform(.keyboard(KeyboardNotification(.keyboardWillChangeFrame, frame: change))))
    #expect(screen.host.engine.tree["name"]?.frame == name.frame)
    #expect(screen.host.engine.tree["bar"]?.frame.minY == 740)
    #expect(screen.host.engine.tree["name"]?.frame.minY == 270)
  }

  @Test("The views effects went to are found without a look-up, and forgotten with their records")
  func effectTargets() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let form = try #require(screen.views["form"])
    let hide = KeyboardNotification(.keyboardWillHide, frame: Self.docked)
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(Set(screen.host.effectTargetIDs).isSuperset(of: ["form", "bar"]))
    // A record that leaves the mirror (new options) leaves the targets with it.
    screen.host.setOptions(ViewOptions(distance: 12), for: form)
    #expect(!screen.host.effectTargetIDs.contains("form"))
    // The hide's effects reach the form through its new record, which becomes a target.
    #expect(screen.perform(.keyboard(hide)))
    #expect(form.contentInset == .zero)
    #expect(screen.host.effectTargetIDs.contains("form"))
    // Records that lapse all at once (a memory warning) take every target with them.
    screen.window.post(SimulatedScreen.memoryWarningName)
    #expect(screen.host.effectTargetIDs.isEmpty)
  }

  // MARK: Laziness

  @Test("A focus and a keyboard show on a 1,000-view screen read only the chain and the follower")
  func mirroringIsLazy() {
    let screen = SimulatedScreen(script: LargeForm.script(viewCount: 1000, fieldCount: 20))
    #expect(screen.views.count == 1000)
    // The screen at rest is read once, when the core starts.
    #expect(screen.host.engine.tree.count == 1000)
    #expect(screen.perform(.focus("field12")))
    // field12, row12, form, root; then the follower, buttons (the root was read already).
    #expect(screen.host.viewsRead == 5)
    #expect(
      screen.perform(
        .keyboard(KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame))))
    #expect(screen.host.viewsRead == 5)
    #expect((screen.views["form"]?.contentOffset.y ?? 0) > 0)
    // Navigation reads the group's fields (each with its row), once per query.
    #expect(screen.host.navigation()?.next == "field13")
    #expect(screen.host.viewsRead == 5 + 19 * 2)
  }

  // MARK: Navigation

  @Test("Next makes the next field first responder, with no second focus event")
  func navigationMovesFirstResponder() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let buffer = RecordingBuffer()
    screen.host.startRecording(to: buffer)
    #expect(screen.perform(.focus("name")))
    #expect(
      screen.host.navigation() == FieldNavigation(previous: nil, next: "phone", returnKey: .next))
    screen.host.navigate(.next)
    #expect(screen.window.firstResponder === screen.views["phone"])
    #expect(screen.host.engine.focusedField == "phone")
    #expect(
      screen.host.navigation() == FieldNavigation(previous: "name", next: nil, returnKey: .done))
    try screen.host.stopRecording()
    let lines = buffer.text.split(separator: "\n")
    #expect(lines.count == 3)  // header, focus, navigate
  }

  // MARK: Recording

  @Test("A recording replays in kbreplay's runner to the state the host reached")
  func recordingReplays() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let buffer = RecordingBuffer()
    screen.host.startRecording(to: buffer, name: "form")
    for event: AvoidanceEvent in [
      .focus("phone"), .keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked)),
      .scroll("form", offset: Point(x: 0, y: 200)), .focus("name"),
    ] {
      #expect(screen.perform(event))
    }
    try screen.host.stopRecording()
    let recording = try Script(decodingRecording: buffer.bytes, fileName: "form.jsonl")
    #expect(recording.tree.count == 5)
    let run = ScriptRunner.run(recording)
    #expect(run.engine.tree["form"] == screen.host.engine.tree["form"])
    #expect(run.engine.tree["bar"]?.followOffset == screen.host.engine.tree["bar"]?.followOffset)
  }

  @Test("The current screen dumps as a script that decodes, with its focus and keyboard")
  func screenScript() throws {
    let screen = SimulatedScreen(script: LargeForm.script(viewCount: 200, fieldCount: 5))
    #expect(screen.perform(.focus("field3")))
    #expect(
      screen.perform(
        .keyboard(KeyboardNotification(.keyboardWillShow, frame: LargeForm.keyboardFrame))))
    let text = screen.host.screenScript(name: "bug")
    let script = try Self.script(text)
    #expect(script.tree.count == 200)
    #expect(script.events.map(\.type) == ["focus", "keyboardWillShow"])
  }

  // MARK: Keeping the mirror current

  @Test("A follower taken off the screen leaves the engine's tree and stops riding")
  func removedFollower() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let bar = try #require(screen.views["bar"])
    #expect(screen.perform(.focus("name")))
    #expect(screen.host.engine.tree.contains("bar"))
    bar.removeFromSuperview()
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(!screen.host.engine.tree.contains("bar"))
    #expect(bar.translationY == 0)
  }

  @Test("A follower that died leaves the engine's tree, even once a new view has its identifier")
  func deadFollowerWhoseIdentifierIsTaken() throws {
    // The registry forgets a dead view's entry when another view takes its identifier (or its
    // address); the follower's node must still leave the tree, or it rides on as a ghost.
    let window = SimulatedWindow(size: Size(width: 390, height: 844))
    let root = SimulatedView(kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let field = SimulatedView(
      kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44), identifier: "field")
    var bar: SimulatedView? = SimulatedView(
      kind: .view, frame: Rect(x: 0, y: 760, width: 390, height: 50), identifier: "bar")
    root.addSubview(field)
    root.addSubview(try #require(bar))
    window.setRoot(root)
    let host = AvoidanceHost(root: root, window: window)
    host.setOptions(ViewOptions(followsKeyboard: true), for: try #require(bar))
    host.fieldDidBeginEditing(field)
    host.keyboardNotification(.keyboardWillShow, KeyboardUserInfo(frame: Self.docked))
    #expect(host.engine.tree["bar"]?.followsKeyboard == true)
    bar?.removeFromSuperview()
    bar = nil
    try #require(host.view(for: "bar") == nil)  // The host holds its views weakly: it died.
    let other = SimulatedView(kind: .view, frame: .zero, identifier: "bar")
    #expect(host.id(of: other) == "bar")
    host.keyboardNotification(.keyboardWillChangeFrame, KeyboardUserInfo(frame: Self.docked))
    #expect(!host.engine.tree.contains("bar"))
    #expect(other.translationY == 0)
  }

  @Test("A field moved to another superview is mirrored under its new one")
  func movedField() throws {
    let screen = SimulatedScreen(script: try Self.script(Self.form))
    let phone = try #require(screen.views["phone"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.host.engine.tree.parent(of: "phone") == "form")
    // The app moves the field out of the scroll view, to the root, near the top.
    screen.root.addSubview(phone)
    phone.frame = Rect(x: 20, y: 120, width: 350, height: 44)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillShow, frame: Self.docked))))
    #expect(screen.host.engine.tree.parent(of: "phone") == "root")
    #expect(screen.host.engine.tree["phone"]?.frame == Rect(x: 20, y: 120, width: 350, height: 44))
    // Visible where it is now: the form, no longer its container, does not move.
    #expect(screen.views["form"]?.contentOffset.y == 0)
  }
}

/// A window that keeps the blocks of its keyboard animations, to run them later.
@MainActor
private final class LateWindow: KeyboardHostWindow {
  /// The window it stands for.
  let window: SimulatedWindow
  /// The blocks, in the order of the calls.
  var blocks: [() -> Void] = []

  /// A window standing for `window`.
  init(_ window: SimulatedWindow) { self.window = window }

  /// The simulated window's size.
  var hostWindowSize: Size { window.hostWindowSize }
  /// As the simulated window converts.
  func hostConvertFromScreen(_ rect: Rect) -> Rect { window.hostConvertFromScreen(rect) }
  /// As the simulated window places views.
  func hostFrameInWindow(of view: any KeyboardHostView) -> Rect {
    window.hostFrameInWindow(of: view)
  }
  /// Keeps `changes` without running them.
  func hostAnimate(
    alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void
  ) {
    blocks.append(changes)
  }
}
