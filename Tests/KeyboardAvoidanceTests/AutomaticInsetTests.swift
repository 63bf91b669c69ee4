import KeyboardAvoidance
import Testing

/// `update` with a safe area and `resize` with containers' safe areas (AVOIDANCE.md §8, v1.2):
/// the automatic insets a platform recomputes when bars change or the phone turns, and a root
/// that keeps filling the window.
@Suite("Automatic insets and resizes")
struct AutomaticInsetTests {
  /// An iPhone 14 with a navigation bar (bars 91 above, 34 below) and a full-screen form under
  /// the bar: automatic inset (91,0,34,0), resting at −91, a field `top` at content y 0 and a
  /// field `email` at 600.
  static func underBar() throws -> Screen {
    let bars = Insets(top: 91, left: 0, bottom: 34, right: 0)
    var screen = Screen(safeArea: bars)
    try screen.add(
      ViewNode(
        id: "form", kind: .scroll, frame: Phone.rootFrame, contentInsetAdjustment: bars,
        contentSize: Size(width: 390, height: 1400), contentOffset: Point(x: 0, y: -91)))
    try screen.add(field("top", y: 0), under: "form")
    try screen.add(field("email", y: 600), under: "form")
    return screen
  }

  @Test("A large title appearing: the root's bars and the form's automatic inset grow together")
  func largeTitle() throws {
    var engine = try Self.underBar().engine()
    _ = engine.handle(.focus("top"))
    let shown = engine.handle(.showKeyboard)
    // `top` (91…135) is in the band (91…498): only the inset of rule 6.
    expectEffects(
      shown, AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    let bars = Insets(top: 143, left: 0, bottom: 34, right: 0)
    #expect(engine.handle(.update("root", ViewUpdate(safeArea: bars))).isEmpty)
    #expect(engine.tree.root.safeAreaInsets == bars)
    #expect(engine.band(for: "top")?.top == 143)
    // The form's own automatic inset follows: its valid range now starts at −143, and `top`
    // (now under the bar) is revealed there.
    let effects = engine.handle(.update("form", ViewUpdate(safeArea: bars)))
    expectEffects(effects, [.offset("form", -91, -143, .reveal)])
    #expect(engine.tree["form"]?.contentInsetAdjustment == bars)
    #expect(engine.tree.windowFrame(of: "top")?.minY == 143)
  }

  @Test("A container's bottom automatic inset gone: the keyboard inset grows by it")
  func bottomAdjustment() throws {
    var engine = try Self.underBar().engine()
    _ = engine.handle(.focus("email"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("form") == 146)  // email ends at 644 − 146 = 498
    let effects = engine.handle(
      .update("form", ViewUpdate(safeArea: Insets(top: 91, left: 0, bottom: 0, right: 0))))
    expectEffects(
      effects, AvoidanceEffect.keyboardInsets("form", content: (312, 346), indicator: (302, 336)))
  }

  @Test("A safe area on a view that neither scrolls nor is the root changes nothing")
  func plainView() throws {
    var screen = try Self.underBar()
    try screen.add(ViewNode(id: "label", frame: Rect(x: 0, y: 0, width: 390, height: 20)))
    var engine = screen.engine()
    let before = engine.tree
    #expect(engine.handle(.update("label", ViewUpdate(safeArea: Insets(top: 9)))).isEmpty)
    #expect(engine.tree == before)
    #expect(engine.diagnostic == nil)
  }

  @Test("A root that scrolls takes an update's safe area as its bars and its automatic inset")
  func scrollingRoot() throws {
    var engine = AvoidanceEngine(
      tree: ViewTree(
        windowSize: Phone.window,
        root: ViewNode(id: "root", kind: .scroll, frame: Phone.rootFrame)))
    _ = engine.handle(.update("root", ViewUpdate(safeArea: Phone.safeArea)))
    #expect(engine.tree.root.safeAreaInsets == Phone.safeArea)
    #expect(engine.tree.root.contentInsetAdjustment == Phone.safeArea)
  }

  @Test(
    "A resize keeps a window-filling root filling the window, unless frames names it",
    arguments: [
      ("fills", Phone.rootFrame, [:], Rect(x: 0, y: 0, width: 844, height: 390)),
      (
        "named", Phone.rootFrame, ["root": Rect(x: 0, y: 0, width: 600, height: 390)],
        Rect(x: 0, y: 0, width: 600, height: 390)
      ),
      (
        "a sheet", Rect(x: 0, y: 50, width: 390, height: 794), [:],
        Rect(x: 0, y: 50, width: 390, height: 794)
      ),
    ] as [(String, Rect, [ViewID: Rect], Rect)])
  func rootFillsTheWindow(_ name: String, root: Rect, frames: [ViewID: Rect], expected: Rect) {
    var engine = AvoidanceEngine(
      tree: ViewTree(windowSize: Phone.window, root: ViewNode(id: "root", frame: root)))
    _ = engine.handle(
      .resize(WindowResize(windowSize: Size(width: 844, height: 390), frames: frames)))
    #expect(engine.tree.root.frame == expected, "\(name)")
    #expect(engine.tree.windowSize == Size(width: 844, height: 390))
  }

  @Test("A resize gives containers their automatic insets; views that do not scroll ignore theirs")
  func resizeSafeAreas() throws {
    var screen = try Self.underBar()
    try screen.add(ViewNode(id: "label", frame: Rect(x: 0, y: 0, width: 390, height: 20)))
    var engine = screen.engine()
    let landscape = Insets(top: 32, left: 0, bottom: 21, right: 0)
    let resize = WindowResize(
      windowSize: Size(width: 844, height: 390),
      frames: ["form": Rect(x: 0, y: 0, width: 844, height: 390)],
      rootSafeArea: Insets(top: 32, left: 47, bottom: 21, right: 47),
      safeAreas: ["form": landscape, "label": landscape])
    // A resize naming a view that is not there is refused whole (a refused event changes
    // nothing).
    var withGhost = resize
    withGhost.safeAreas["ghost"] = landscape
    let before = engine
    _ = engine.handle(.resize(withGhost))
    #expect(engine.diagnostic == .unknownView("ghost"))
    #expect(engine == before)
    _ = engine.handle(.resize(resize))
    #expect(engine.diagnostic == nil)
    #expect(engine.tree["form"]?.contentInsetAdjustment == landscape)
    #expect(engine.tree["label"]?.contentInsetAdjustment == .zero)
    #expect(engine.tree.root.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(engine.tree.root.safeAreaInsets == Insets(top: 32, left: 47, bottom: 21, right: 47))
  }

  @Test(
    "Rotating with the keyboard up: restored into the landscape range, revealed again, restored")
  func rotation() throws {
    var engine = try Self.underBar().engine()
    _ = engine.handle(.focus("email"))
    _ = engine.handle(.showKeyboard)
    let landscape = Insets(top: 32, left: 0, bottom: 21, right: 0)
    let turned = engine.handle(
      .resize(
        WindowResize(
          windowSize: Size(width: 844, height: 390),
          frames: ["form": Rect(x: 0, y: 0, width: 844, height: 390)],
          rootSafeArea: Insets(top: 32, left: 47, bottom: 21, right: 47),
          safeAreas: ["form": landscape])))
    // The portrait keyboard (top 508) is below the 390-point window: hidden, so the form is
    // restored, its starting offset −91 clamped into the landscape range (−32…) in one write.
    expectEffects(
      turned,
      [
        .inset("form", 312, 0, .restore), .layout("form", .restore),
        .indicator("form", 302, 0, .restore), .offset("form", 146, -32, .restore),
      ])
    #expect(engine.offset("form") == -32)
    // The landscape keyboard, 209 tall (top 181): band 32…171, email (600…644) ends at 171.
    let keyboard = Rect(x: 0, y: 181, width: 844, height: 209)
    let shown = engine.handle(
      .keyboard(KeyboardNotification(.keyboardWillChangeFrame, frame: keyboard)))
    expectEffects(
      shown,
      [.offset("form", -32, 473, .reveal)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 198), indicator: (0, 188)))
    _ = engine.handle(
      .keyboard(
        KeyboardNotification(.keyboardWillHide, frame: Rect(x: 0, y: 390, width: 844, height: 0))))
    #expect(engine.offset("form") == -32)
    #expect(engine.insetBottom("form") == 0)
  }
}
