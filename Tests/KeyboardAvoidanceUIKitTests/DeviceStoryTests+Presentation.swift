import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

extension DeviceStoryTests {
  // MARK: 4. Sheets and popovers

  /// A form sheet on an iPad held upright: 540 × 620, centred, a code field low in it.
  static let formSheet = """
    {"window": {"size": [820, 1180]},
     "root": {"id": "sheet", "frame": [140, 280, 540, 620], "children": [
       {"id": "name", "kind": "textField", "frame": [20, 40, 500, 44]},
       {"id": "code", "kind": "textField", "frame": [20, 540, 500, 44]}]},
     "events": []}
    """

  /// The iPad's docked keyboard (uikit-facts 7's logged end frame).
  static let padKeyboard = Rect(x: 0, y: 843, width: 820, height: 337)

  @Test(
    "Finding 4: a floating sheet or popover is lifted by UIKit, and the avoider adds nothing",
    arguments: [ScreenPresentation.sheet, .popover])
  func floatingSheetIsLeftToUIKit(presentation: ScreenPresentation) throws {
    // Before: a presented sheet was a screen like any other, so the avoider shifted it on top of
    // UIKit's own lift (uikit-facts 73: "raised more than expected").
    let screen = try Self.screen(Self.formSheet)
    screen.root.presentation = presentation
    let code = try #require(screen.views["code"])
    #expect(screen.perform(.focus("code")))
    #expect(screen.perform(Self.show(Self.padKeyboard)))
    // UIKit's lift: the sheet's bottom (900) on the keyboard's top.
    #expect(screen.root.presentationLift == 900 - Self.padKeyboard.minY)
    #expect(screen.root.translationY == 0)
    #expect(screen.host.engine.rootShift == 0)
    #expect(screen.host.engine.tree["code"]?.avoidance == .disabled)
    #expect(Self.windowFrame(code).maxY <= Self.padKeyboard.minY)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(screen.root.presentationLift == 0)
    #expect(Self.windowFrame(code).minY == 280 + 540)
  }

  /// A page sheet on a phone: attached to the window's bottom edge, below the status bar.
  static let pageSheet = """
    {"window": {"size": [390, 844]},
     "root": {"id": "sheet", "frame": [0, 54, 390, 790], "safeArea": [0, 0, 34, 0],
       "children": [
       {"id": "name", "kind": "textField", "frame": [20, 40, 350, 44]},
       {"id": "code", "kind": "textField", "frame": [20, 700, 350, 44]}]},
     "events": []}
    """

  @Test("Finding 4: a sheet on the bottom edge is not lifted by UIKit, so the avoider moves it")
  func attachedSheetIsAvoided() throws {
    let screen = try Self.screen(Self.pageSheet)
    screen.root.presentation = .sheet
    let code = try #require(screen.views["code"])
    #expect(screen.perform(.focus("code")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.root.presentationLift == 0)
    #expect(screen.host.engine.tree["code"]?.avoidance == .enabled)
    #expect(screen.host.engine.rootShift > 0)
    #expect(Self.windowFrame(code).maxY <= Self.portraitKeyboard.minY - 10)
  }
}

extension DeviceStoryTests {
  // MARK: 3. An opaque navigation bar

  /// The navigation screen under an opaque bar: UIKit lays the screen out below the bar, so its
  /// own safe area has no top inset (uikit-facts 76: only the covered part counts).
  static func opaqueBarStory() throws -> SimulatedScreen {
    let screen = try Self.screen(Self.navigationScreen)
    let settings = try #require(screen.views["settings"])
    settings.frame = Rect(x: 0, y: 91, width: 390, height: 753)
    settings.safeAreaInsets = Insets(top: 0, left: 0, bottom: 34, right: 0)
    try #require(screen.views["bio"]).frame = Rect(x: 20, y: 9, width: 350, height: 460)
    try #require(screen.views["code"]).frame = Rect(x: 20, y: 609, width: 350, height: 44)
    return screen
  }

  @Test("Finding 3: under an opaque bar, a tall field starts under the bar, not behind it")
  func tallFieldUnderAnOpaqueBar() throws {
    // Before: the container answered with the child's own insets, whose top is 0 below an
    // opaque bar, so the band began at the window's top, behind the bar.
    let screen = try Self.opaqueBarStory()
    let bio = try #require(screen.views["bio"])
    #expect(screen.perform(.focus("bio")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(screen.host.engine.tree.root.safeAreaInsets.top == 91)
    #expect(Self.windowFrame(bio).minY == 91)
  }

  @Test("Finding 3: the band stays under the bar while the shifted screen carries a transform")
  func bandTopIgnoresTheShift() throws {
    let screen = try Self.opaqueBarStory()
    let code = try #require(screen.views["code"])
    #expect(screen.perform(.focus("code")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(try #require(screen.views["settings"]).translationY < 0)
    #expect(Self.windowFrame(code).maxY <= Self.portraitKeyboard.minY - 10)
    // A safe-area change read while the screen is shifted: the same band.
    screen.host.viewDidChange(screen.root)
    #expect(screen.host.engine.tree.root.safeAreaInsets.top == 91)
    #expect(screen.perform(.focus("bio")))
    #expect(Self.windowFrame(try #require(screen.views["bio"])).minY == 91)
  }
}
