import KeyboardAvoidance
import Testing

// AVOIDANCE.md §9: which animation each effect uses. Content-offset writes on a table or a
// collection use the scroll view's own animated setter (`scrollView`); every other offset write
// and every inset write uses the keyboard's animation; `layout` uses none.

/// Pins the animation of every effect of §9's list-view special case, for tables and collections
/// alike, and of the plain scroll view that does not have it.
@Suite("Offset animations of tables, collections and scroll views")
struct CollectionOffsetAnimationTests {
  /// Example 7's screen with its list of the given kind: bars of 91, the list (0,91,390,719)
  /// holding 20 cells of 60, each with a field (16,8,358,44).
  func listScreen(_ kind: ViewKind) throws -> AvoidanceEngine {
    var screen = Screen(safeArea: Insets(top: 91, left: 0, bottom: 34, right: 0))
    try screen.add(
      ViewNode(
        id: "list", kind: kind, frame: Rect(x: 0, y: 91, width: 390, height: 719),
        contentSize: Size(width: 390, height: 1200)))
    for row in 0..<20 {
      try screen.add(
        ViewNode(
          id: ViewID("cell\(row)"), kind: .cell,
          frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)), under: "list")
      try screen.add(
        field(ViewID("field\(row)"), y: 8, x: 16, width: 358), under: ViewID("cell\(row)"))
    }
    return screen.engine()
  }

  /// Pins §9's rule for a vertical `table` and a vertical `collection`: the reveal's, the focus
  /// switch's and the restore's offset writes animate with `scrollView`, the insets with the
  /// keyboard's animation (a collection that animated its offset with the keyboard would fail).
  @Test(
    "A vertical table's or collection's offsets use its own animation, its insets the keyboard's",
    arguments: [ViewKind.table, .collection])
  func listOffsetsAnimateThemselves(_ kind: ViewKind) throws {
    var engine = try listScreen(kind)
    #expect(engine.handle(.focus("field11")).isEmpty)
    // Row 11 spans 91 + 660 = 751…811 in the window, the band 91…498: move 811 − 498 = 313;
    // the list ends at 810: insets 810 − 498 = 312 and 810 − 508 = 302.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("list", 0, 313, .reveal, .scrollView)]
        + AvoidanceEffect.keyboardInsets("list", content: (0, 312), indicator: (0, 302)))
    // Row 2 spans 91 + 120 − 313 = −102…−42: move −102 − 91 = −193, to offset 120.
    expectEffects(
      engine.handle(.focus("field2")), [.offset("list", 313, 120, .reveal, .scrollView)])
    // Not user-scrolled: the restore puts back offset 0, again with the list's own animation.
    expectEffects(
      engine.handle(.hideKeyboard),
      [
        .inset("list", 312, 0, .restore),
        .layout("list", .restore),
        .indicator("list", 302, 0, .restore),
        .offset("list", 120, 0, .restore, .scrollView),
      ])
    #expect(engine.offset("list") == 0)
  }

  /// Pins the other side of §9's rule: a plain vertical scroll view with no stack between it and
  /// the field animates its offset writes with the keyboard's animation (example 4).
  @Test("A plain scroll view's offset writes use the keyboard's animation")
  func scrollViewOffsetsAnimateWithTheKeyboard() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    // The field spans 647…691: move 691 − 498 = 193; the form ends at 810: insets 312 and 302.
    expectEffects(
      engine.handle(.showKeyboard),
      [.offset("form", 0, 193, .reveal, .phoneKeyboard)]
        + AvoidanceEffect.keyboardInsets("form", content: (0, 312), indicator: (0, 302)))
    expectEffects(
      engine.handle(.hideKeyboard),
      [
        .inset("form", 312, 0, .restore),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 193, 0, .restore, .phoneKeyboard),
      ])
  }
}
