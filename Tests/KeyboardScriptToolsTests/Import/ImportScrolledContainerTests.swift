import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

// The importer places a printed view in the window through its ancestors' frames less each
// scrolling ancestor's contentOffset (a scroll view's children are in its content coordinates):
// for the bars that make the root's safe area, and for the frame of a view hung under its
// grandparent when the printout is deeper than a script holds. Every number below is computed by
// hand from the printouts.

/// Pins the sign of a scrolled container's offset where the importer converts coordinates.
@Suite("Import: views inside a scrolled container")
struct ImportScrolledContainerTests {
  /// Pins the bars' window positions through a scrolled container: a vertical pager scrolled to
  /// its second page (contentOffset 844) holds, on that page (y 844), a navigation bar at y 47 and
  /// a tab bar at y 761. In the window the page is at 844 − 844 = 0, so the bar ends at
  /// 47 + 44 = 91 and the tab bar starts at 761: the root's bars are 91 and 844 − 761 = 83.
  @Test("Bars on a scrolled pager's page make the root's safe area: 91 and 83")
  func barsOnAScrolledPage() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 390 844)>
         | <UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 844}; contentSize: {390, 2532}; adjustedContentInset: {0, 0, 0, 0}>
         |    | <UIView: 0x3; frame = (0 844; 390 844)>
         |    |    | <UINavigationBar: 0x4; frame = (0 47; 390 44)>
         |    |    | <UITabBar: 0x5; frame = (0 761; 390 83)>

      """
    let result = PrintoutImporter.importScript(
      hierarchy: PrintoutImporter.PrintoutFile(name: "pager.txt", bytes: Array(text.utf8)))
    let script = try result.get().script
    #expect(script.tree.root.safeAreaInsets == Insets(top: 91, left: 0, bottom: 83, right: 0))
    // The views keep their frames in their parents' content coordinates, as printed.
    #expect(script.tree["scroll1"]?.contentOffset == Point(x: 0, y: 844))
    #expect(script.tree["view2"]?.frame == Rect(x: 0, y: 844, width: 390, height: 844))
    #expect(script.tree["navigationBar1"]?.frame == Rect(x: 0, y: 47, width: 390, height: 44))
  }

  /// Pins the frame of a view hung under its grandparent through a scrolled container: past the
  /// deepest level a script holds, a label (1,2) inside a scroll view at (1,2) scrolled to
  /// (3,100) goes under the scroll view's parent at (1 + 1 − 3, 2 + 2 − 100) = (−1, −96).
  @Test("A view too deep for a script, in a scrolled container, lands at (−1, −96)")
  func hoistedThroughAScrolledContainer() throws {
    // The deepest level a script holds (PrintoutImporter.maximumViewDepth): 126.
    let limit = (ScriptLimits.maximumDepth - 3) / 2
    var text = "<UIView: 0x0; frame = (0 0; 390 844)>\n"
    for depth in 1..<limit {
      text +=
        String(repeating: "   | ", count: depth) + "<UIView: 0x\(depth); frame = (1 2; 10 10)>\n"
    }
    text +=
      String(repeating: "   | ", count: limit)
      + "<UIScrollView: 0x9001; frame = (1 2; 10 10); contentOffset: {3, 100}; "
      + "contentSize: {10, 500}>\n"
    text +=
      String(repeating: "   | ", count: limit + 1)
      + "<UILabel: 0x9002; frame = (1 2; 10 10); text = 'deep'>\n"
    let result = PrintoutImporter.importScript(
      hierarchy: PrintoutImporter.PrintoutFile(name: "deep.txt", bytes: Array(text.utf8)))
    let imported = try result.get()
    #expect(imported.warnings.count == 1)
    let script = imported.script
    #expect(script.tree.parent(of: "scroll1") == ViewID("view\(limit)"))
    #expect(script.tree.parent(of: "label1") == ViewID("view\(limit)"))
    #expect(script.tree["label1"]?.frame == Rect(x: -1, y: -96, width: 10, height: 10))
  }
}
