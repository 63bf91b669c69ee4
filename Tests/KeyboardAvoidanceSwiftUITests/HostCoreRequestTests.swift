import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import Testing

/// What the host core asks the SwiftUI layer to do and when: values published whenever they
/// differ from the last published, focus and scroll requests that fire each time, identities
/// that do not collide, a focus that comes before its field, and reports that keep what they
/// leave out.
@Suite("SwiftUI host core: requests and identities")
struct HostCoreRequestTests {
  static let window = Size(width: 390, height: 844)
  static let keyboard = HostCoreTests.keyboard

  /// A screen whose two fields sit at the top of the root, both above the keyboard.
  static func topFields() -> SwiftUIHostCore {
    var core = SwiftUIHostCore(
      windowSize: window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    for (index, id) in ["first", "second"].enumerated() {
      core.report(
        ViewReport(
          id: ViewID(id), parent: core.rootID, kind: .textField,
          frame: Rect(x: 20, y: 100 + 60 * Double(index), width: 350, height: 44)))
    }
    core.flush()
    return core
  }

  @Test("Next to a field already in view has no effects, yet asks for the focus and is published")
  func navigationWithoutEffects() {
    var core = Self.topFields()
    core.focusDidChange(to: "first")
    core.keyboard(Self.keyboard)
    _ = core.takeUnpublished()
    let serial = core.applied.focusRequestSerial
    let effects = core.navigate(.next)
    #expect(effects.isEmpty)
    #expect(core.engine.focusedField == "second")
    #expect(core.applied.focusRequestSerial == serial + 1)
    let published = core.takeUnpublished()
    #expect(published?.focusRequest == "second")
    // Published once: the same values are not handed out again.
    #expect(core.takeUnpublished() == nil)
  }

  @Test("Each focus request fires, even one naming the field asked for last")
  func repeatedFocusRequest() {
    var core = Self.topFields()
    core.focusDidChange(to: "first")
    core.keyboard(Self.keyboard)
    var serials: [Int] = []
    for _ in 0..<2 {
      core.navigate(.next)
      #expect(core.applied.focusRequest == "second")
      serials.append(core.applied.focusRequestSerial)
      // The user taps the first field again.
      core.focusDidChange(to: "first")
    }
    #expect(serials[1] > serials[0])
  }

  @Test("After a user scroll, the engine writing its earlier offset again is a new scroll request")
  func scrollRequestAfterUserScroll() throws {
    var core = HostCoreTests.form()
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    let revealed = try #require(core.applied.contentOffsets["form"])
    let serial = try #require(core.applied.scrollRequestSerials["form"])
    #expect(core.takeUnpublished() != nil)
    // The user scrolls back to the top and lets go.
    let user = ReportedScrollGeometry(
      contentOffset: .zero, contentSize: Size(width: 390, height: 1400))
    core.scrollPhaseDidChange("form", to: .interacting, geometry: user)
    core.scrollPhaseDidChange("form", to: .idle, geometry: user)
    #expect(core.applied.contentOffsets["form"] == .zero)
    // The user's offset is published too, though the scroll wrote nothing.
    #expect(core.applied.scrollRequestSerials["form"] == serial)
    #expect(core.takeUnpublished()?.contentOffsets["form"] == .zero)
    // The field focused again: the engine reveals it at the offset it wrote before.
    core.focusDidChange(to: "email")
    #expect(core.applied.contentOffsets["form"] == revealed)
    #expect(core.applied.scrollRequestSerials["form"] == serial + 1)
    #expect(core.takeUnpublished() != nil)
  }

  @Test("A step that writes no offset leaves the scroll requests as they were")
  func noWriteNoRequest() throws {
    var core = HostCoreTests.form()
    core.focusDidChange(to: "email")
    core.keyboard(Self.keyboard)
    let serials = core.applied.scrollRequestSerials
    let offset = try #require(serials["form"] != nil ? core.applied.contentOffsets["form"] : nil)
    // The app narrows the field where it is (its frame in the scrolled scroll view's space):
    // an update sent, the field still in view, no offset written.
    core.report(
      ViewReport(
        id: "email", parent: "form", kind: .textField,
        frame: Rect(x: 40, y: 600 - offset.y, width: 330, height: 44)))
    let events = core.eventCount
    let effects = core.flush()
    #expect(core.eventCount == events + 1)
    #expect(!effects.contains { $0.view == "form" })
    #expect(core.applied.scrollRequestSerials == serials)
  }

  @MainActor
  @Test("Two unnamed scroll views, and two unnamed riders, are two views each")
  func uniqueIdentities() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    let scrolls = [ViewID.unique("scroll"), ViewID.unique("scroll")]
    let riders = [ViewID.unique("view"), ViewID.unique("view")]
    #expect(Set(scrolls + riders).count == 4)
    for (index, id) in scrolls.enumerated() {
      core.report(
        ViewReport(
          id: id, parent: core.rootID, kind: .scroll,
          frame: Rect(x: 0, y: 300 * Double(index), width: 390, height: 300),
          scroll: ReportedScrollGeometry(
            contentOffset: .zero, contentSize: Size(width: 390, height: 600))))
    }
    for (index, id) in riders.enumerated() {
      core.report(
        ViewReport(
          id: id, parent: core.rootID, kind: .view,
          frame: Rect(x: 0, y: 700 + 50 * Double(index), width: 390, height: 50),
          options: AvoidanceOptions(followsKeyboard: true)))
    }
    core.flush()
    #expect(core.engine.tree.children(of: core.rootID).count == 4)
    for id in scrolls + riders { #expect(core.engine.tree.contains(id)) }
  }

  enum Field: Hashable, CaseIterable {
    case root, list, scroll
  }

  @Test("A field whose FocusState value prints as the root's name is kept and focused")
  func fieldNamedRoot() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    let ids = Field.allCases.map { ViewID(focusValue: $0) }
    #expect(!ids.contains(core.rootID))
    #expect(Set(ids).count == Field.allCases.count)
    for (index, id) in ids.enumerated() {
      core.report(
        ViewReport(
          id: id, parent: core.rootID, kind: .textField,
          frame: Rect(x: 20, y: 100 + 60 * Double(index), width: 350, height: 44)))
    }
    core.flush()
    for id in ids { #expect(core.engine.tree.contains(id)) }
    core.focusDidChange(to: ViewID(focusValue: Field.root))
    #expect(core.engine.focusedField == ViewID(focusValue: Field.root))
  }

  @Test("A field focused before it reports is focused once it is in the tree")
  func focusBeforeReport() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    core.focusDidChange(to: "email")
    #expect(core.engine.focusedField == nil)
    core.report(
      ViewReport(
        id: "email", parent: core.rootID, kind: .textField,
        frame: Rect(x: 20, y: 700, width: 350, height: 44)))
    core.flush()
    #expect(core.engine.focusedField == "email")
    // Revealed by the keyboard as any focused field is.
    core.keyboard(Self.keyboard)
    #expect(core.applied.rootOffset < 0)
  }

  @Test("A focus pending for a field is dropped when the focus moves on first")
  func pendingFocusReplaced() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    core.focusDidChange(to: "email")
    core.focusDidChange(to: nil)
    core.report(
      ViewReport(
        id: "email", parent: core.rootID, kind: .textField,
        frame: Rect(x: 20, y: 700, width: 350, height: 44)))
    core.flush()
    #expect(core.engine.focusedField == nil)
  }

  @Test("A report without a frame keeps the last; a view without any frame is not inserted")
  func frameKept() {
    var core = SwiftUIHostCore(
      windowSize: Self.window, rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
    let geometry = ReportedScrollGeometry(
      contentOffset: .zero, contentSize: Size(width: 390, height: 1400))
    // The scroll geometry before any frame: nothing to place yet.
    core.report(
      ViewReport(id: "form", parent: core.rootID, kind: .scroll, frame: nil, scroll: geometry))
    core.flush()
    #expect(!core.engine.tree.contains("form"))
    let frame = Rect(x: 0, y: 100, width: 390, height: 700)
    core.report(ViewReport(id: "form", parent: core.rootID, kind: .scroll, frame: frame))
    core.flush()
    #expect(core.engine.tree["form"]?.frame == frame)
    #expect(core.engine.tree["form"]?.contentSize == geometry.contentSize)
    // New scroll geometry alone: the frame stays, and only the content size is sent.
    let events = core.eventCount
    var taller = geometry
    taller.contentSize.height = 2000
    core.report(
      ViewReport(id: "form", parent: core.rootID, kind: .scroll, frame: nil, scroll: taller))
    core.flush()
    #expect(core.eventCount == events + 1)
    #expect(core.engine.tree["form"]?.frame == frame)
    #expect(core.engine.tree["form"]?.contentSize == taller.contentSize)
  }
}
