import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import Testing

/// The SwiftUI host core's own rules: how reports become the engine's tree, and how the core
/// tells its own writes from the user's and the app's changes.
@Suite("SwiftUI host core")
struct HostCoreTests {
  static let window = Size(width: 390, height: 844)
  static let keyboard = KeyboardNotification(
    .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
  static let hide = KeyboardNotification(
    .keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))

  /// A form: a scroll view of 390×700 at y 100 whose content is 1,400 high, a field at content
  /// y 600, and a second field at content y 1,000.
  static func form(safeAreaBottom: Double = 0) -> SwiftUIHostCore {
    var core = SwiftUIHostCore(
      windowSize: window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    core.report(
      ViewReport(
        id: "form", parent: "root", kind: .scroll,
        frame: Rect(x: 0, y: 100, width: 390, height: 700),
        scroll: ReportedScrollGeometry(
          contentOffset: .zero, contentSize: Size(width: 390, height: 1400),
          contentInsets: Insets(bottom: safeAreaBottom))))
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 600, width: 350, height: 44)))
    core.report(
      ViewReport(
        id: "notes", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 1000, width: 350, height: 44)))
    core.flush()
    return core
  }

  @Test("Reports build the tree silently; a field's frame is in its scroll view's content")
  func reportsBuildTree() throws {
    var core = Self.form()
    #expect(core.eventCount == 0)
    #expect(core.engine.tree["email"]?.frame == Rect(x: 20, y: 600, width: 350, height: 44))
    #expect(core.engine.tree.parent(of: "email") == "form")
    // Scrolled by 200 (the user, at rest), the field reports 200 higher in the scroll view's
    // space: its content frame is unchanged, so no update is sent.
    let scrolled = ReportedScrollGeometry(
      contentOffset: Point(x: 0, y: 200), contentSize: Size(width: 390, height: 1400))
    core.scrollPhaseDidChange("form", to: .interacting, geometry: scrolled)
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 400, width: 350, height: 44)))
    core.scrollPhaseDidChange("form", to: .idle, geometry: scrolled)
    #expect(core.eventCount == 1)
    #expect(core.engine.tree["form"]?.contentOffset == Point(x: 0, y: 200))
    #expect(core.engine.tree["email"]?.frame.minY == 600)
  }

  @Test("A child reported before its parent is inserted once the parent reports")
  func childBeforeParent() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 600, width: 350, height: 44)))
    core.flush()
    #expect(!core.engine.tree.contains("email"))
    core.report(
      ViewReport(
        id: "form", parent: "root", kind: .scroll,
        frame: Rect(x: 0, y: 100, width: 390, height: 700),
        scroll: ReportedScrollGeometry(
          contentOffset: .zero, contentSize: Size(width: 390, height: 1400))))
    core.flush()
    #expect(core.engine.tree.parent(of: "email") == "form")
    #expect(core.eventCount == 0)
  }

  @Test("The core's own scroll and margins, reported back, send nothing")
  func echoIsNotAChange() throws {
    var core = Self.form(safeAreaBottom: 34)
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    let offset = try #require(core.applied.contentOffsets["form"])
    let margins = try #require(core.applied.contentMargins["form"])
    #expect(offset.y > 0)
    #expect(margins.bottom > 0)
    let events = core.eventCount
    // SwiftUI scrolls (animating), draws the margins and reports: insets are the safe area
    // plus the margins, the field moved up in the scroll view's space by the offset.
    let drawn = ReportedScrollGeometry(
      contentOffset: offset, contentSize: Size(width: 390, height: 1400),
      contentInsets: Insets(bottom: 34 + margins.bottom))
    core.scrollPhaseDidChange("form", to: .animating, geometry: drawn)
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 600 - offset.y, width: 350, height: 44)))
    core.scrollPhaseDidChange("form", to: .idle, geometry: drawn)
    core.flush()
    #expect(core.eventCount == events)
    #expect(core.engine.tree["form"]?.contentInsetAdjustment == Insets(bottom: 34))
    // Not a user scroll: the offset is given back when the keyboard hides.
    core.keyboard(Self.hide)
    #expect(core.applied.contentOffsets["form"] == .zero)
  }

  @Test("A user's scroll that comes to rest is the user's: it is not given back")
  func userScrollKeepsOffset() throws {
    var core = Self.form()
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    let offset = try #require(core.applied.contentOffsets["form"])
    let user = ReportedScrollGeometry(
      contentOffset: Point(x: 0, y: offset.y + 100), contentSize: Size(width: 390, height: 1400),
      contentInsets: Insets(bottom: core.applied.contentMargins["form"]?.bottom ?? 0))
    core.scrollPhaseDidChange("form", to: .interacting, geometry: user)
    core.scrollPhaseDidChange("form", to: .decelerating, geometry: user)
    let before = core.eventCount
    core.scrollPhaseDidChange("form", to: .idle, geometry: user)
    #expect(core.eventCount == before + 1)
    #expect(core.engine.tree["form"]?.contentOffset == user.contentOffset)
    core.keyboard(Self.hide)
    // AVOIDANCE's default restore policy keeps a position the user chose.
    #expect(core.applied.contentOffsets["form"] == user.contentOffset)
  }

  @Test("A field the app moved is sent as an update; an unchanged report is not")
  func appChangeIsUpdate() {
    var core = Self.form()
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 600, width: 350, height: 44)))
    core.flush()
    #expect(core.eventCount == 0)
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 20, y: 640, width: 350, height: 44)))
    core.flush()
    #expect(core.eventCount == 1)
    #expect(core.engine.tree["email"]?.frame.minY == 640)
  }

  @Test("Next focuses the engine's choice; its coming back through FocusState is no new event")
  func navigationEcho() {
    var core = Self.form()
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    core.navigate(.next)
    #expect(core.applied.focusRequest == "notes")
    #expect(core.engine.focusedField == "notes")
    let events = core.eventCount
    core.focusDidChange(to: "notes")
    #expect(core.eventCount == events)
    #expect(core.applied.focusRequest == nil)
    core.focusDidChange(to: nil)
    #expect(core.engine.focusedField == nil)
  }

  @Test("A view that disappears leaves the tree with its children and applied values")
  func disappearance() {
    var core = Self.form()
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    #expect(core.applied.contentMargins["form"] != nil)
    core.viewDidDisappear("form")
    #expect(!core.engine.tree.contains("form"))
    #expect(!core.engine.tree.contains("email"))
    #expect(core.applied.contentMargins["form"] == nil)
  }

  @Test("Siblings are kept in reported order, else reading order", arguments: [true, false])
  func siblingOrder(ordered: Bool) {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    // Reported bottom first; declared (order) bottom first too.
    core.report(
      ViewReport(
        id: "b", parent: "root", kind: .textField,
        frame: Rect(x: 20, y: 500, width: 100, height: 44),
        order: ordered ? 0 : nil))
    core.report(
      ViewReport(
        id: "a", parent: "root", kind: .textField,
        frame: Rect(x: 20, y: 100, width: 100, height: 44),
        order: ordered ? 1 : nil))
    core.flush()
    #expect(core.engine.tree.children(of: "root") == (ordered ? ["b", "a"] : ["a", "b"]))
  }

  @Test("A scroll view's frame reported alone keeps the scroll geometry reported before")
  func frameKeepsGeometry() {
    var core = Self.form(safeAreaBottom: 34)
    core.report(
      ViewReport(
        id: "form", parent: "root", kind: .scroll,
        frame: Rect(x: 0, y: 120, width: 390, height: 680)))
    core.flush()
    #expect(core.eventCount == 1)
    #expect(core.engine.tree["form"]?.frame.minY == 120)
    #expect(core.engine.tree["form"]?.contentSize.height == 1400)
    #expect(core.engine.tree["form"]?.contentInsetAdjustment == Insets(bottom: 34))
  }

  @Test("A dragged keyboard moves the rider with it; the root offset is the shift negated")
  func riderFollowsTrack() throws {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    core.report(
      ViewReport(
        id: "composer", parent: "root", kind: .view,
        frame: Rect(x: 0, y: 794, width: 390, height: 50),
        options: AvoidanceOptions(followsKeyboard: true)))
    core.report(
      ViewReport(
        id: "input", parent: "composer", kind: .textField,
        frame: Rect(x: 12, y: 8, width: 300, height: 34)))
    core.focusDidChange(to: "input")
    core.keyboard(Self.keyboard)
    // Docked at 508: the composer's bottom (844) rides up to the keyboard's top.
    #expect(core.applied.riderOffsets["composer"] == -336)
    core.keyboardTrack(top: 700)
    #expect(core.applied.riderOffsets["composer"] == -144)
    #expect(core.applied.rootOffset == -core.engine.rootShift)
  }
}
