import KeyboardAvoidance
import Testing

/// A target taller than the band shows its top at the band's top whatever the alignment
/// (<doc:HowAvoidanceDecides>): `center` and `top` align only targets that fit.
@Suite("Alignment leaves a tall target's top at the band's top")
struct TallTargetAlignmentTests {
  @Test(
    "Centered, a 600-point field under the bars still rises by 600 − 47 = 553",
    arguments: [
      RevealAlignment.minimal, .center, .top,
    ])
  func tallTarget(alignment: RevealAlignment) throws {
    // The scroll view starts under the bars, at 0, so its clip (600) leaves room to align: a
    // centered target would rise by 900 − 272.5 = 627.5, clipped to 600.
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: [
        ViewTree.Branch(
          ViewNode(id: "form", kind: .scroll, frame: [0, 0, 390, 844], contentSize: [390, 2000]),
          children: [
            ViewTree.Branch(
              ViewNode(id: "notes", kind: .textField, frame: [20, 600, 350, 600]), children: [])
          ])
      ])
    var engine = AvoidanceEngine(tree: tree, settings: AvoidanceSettings(alignment: alignment))
    _ = engine.handle(.focus("notes"))
    _ = engine.handle(
      .keyboard(KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame)))
    #expect(engine.tree["form"]?.contentOffset.y == 553)
    #expect(engine.rootShift == 0)
  }
}
