import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// Imports one hierarchy printout, failing the test when it does not import.
private func imported(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> PrintoutImporter.Imported
{
  let result = PrintoutImporter.importScript(
    hierarchy: PrintoutImporter.PrintoutFile(name: "v.txt", bytes: Array(text.utf8)))
  switch result {
  case .success(let imported): return imported
  case .failure(let failure):
    Issue.record("\(failure.diagnostics)", sourceLocation: sourceLocation)
    throw failure
  }
}

@Suite("Import rules")
struct ImportRuleTests {
  @Test(
    "kinds come from the class, its baseClass, or the known class its name ends in",
    arguments: [
      ("UIScrollView", "", ViewKind.scroll, "scroll1"),
      ("UITableView", "", .table, "table1"),
      ("UICollectionView", "", .collection, "collection1"),
      ("UITextView", "", .textView, "textView1"),
      ("UITextField", "", .textField, "textField1"),
      ("UISearchTextField", "", .textField, "textField1"),
      ("UISearchBarTextField", "", .textField, "textField1"),
      ("UITableViewCell", "", .cell, "cell1"),
      ("UICollectionViewCell", "", .cell, "cell1"),
      ("UIStackView", "", .stack, "stack1"),
      ("MyApp.FormTable", "baseClass = UITableView; ", .table, "table1"),
      ("MyApp.NoteTextView", "baseClass = UIView; ", .view, "noteTextView1"),
      ("MyApp.FeedTableView", "", .table, "table1"),
      ("_TtC5MyApp17PaddedUITextField", "", .textField, "textField1"),
      ("_TtCC5MyApp4Form9TextField", "", .textField, "textField1"),
      ("MyApp.ContextView", "", .view, "contextView1"),
      ("_UITextContainerView", "", .view, "textContainerView1"),
      ("UIFieldEditor", "", .view, "fieldEditor1"),
      ("UITableViewWrapperView", "", .view, "tableViewWrapperView1"),
      ("UIWebScrollView", "contentOffset: {0, 0}; ", .scroll, "scroll1"),
      ("WKWebView", "", .view, "wkWebView1"),
      ("UILabel", "", .view, "label1"),
    ])
  func kinds(_ className: String, _ extra: String, _ kind: ViewKind, _ id: String) throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <\(className): 0x3; \(extra)frame = (0 0; 100 100); layer = <CALayer: 0x4>>

      """
    let script = try imported(text).script
    let child = try #require(script.tree.children(of: script.tree.root.id).first)
    #expect(child == ViewID(id))
    #expect(script.tree[child]?.kind == kind)
  }

  @Test("ids count per kind or class in printout order, and never repeat")
  func ids() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 390 844)>
         | <UITextField: 0x2; frame = (0 0; 10 10)>
         | <Cell1: 0x3; frame = (0 0; 10 10)>
         | <UITextField: 0x4; frame = (0 0; 10 10)>
         | <Cell1: 0x5; frame = (0 0; 10 10)>
         | <UIView: 0x6; frame = (0 0; 10 10)>

      """
    let script = try imported(text).script
    #expect(
      script.tree.children(of: "view1") == [
        "textField1", "cell1_1", "textField2", "cell1_2", "view2",
      ])
  }

  @Test("a field's subviews are part of it; a field among them is warned about")
  func fieldSubviews() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 390 844)>
         | <UITextView: 0x2; frame = (0 0; 390 400); contentOffset: {0, 0}; contentSize: {390, 900}; adjustedContentInset: {0, 0, 0, 0}>
         |    | <_UITextContainerView: 0x3; frame = (0 0; 390 900)>
         |    | <UITextField: 0x4; frame = (0 0; 10 10)>
         | <UILabel: 0x5; frame = (0 0; 10 10)>

      """
    let result = try imported(text)
    #expect(result.script.tree.count == 3)
    #expect(result.script.tree.children(of: "textView1") == [])
    #expect(result.script.tree["textView1"]?.contentSize == Size(width: 390, height: 900))
    #expect(
      result.warnings.map(\.description) == [
        "v.txt:4:11: warning: a field inside a field's subviews is not imported (a field holds no "
          + "views in a script)"
      ])
  }

  @Test("a root that scrolls keeps its automatic inset as its safeArea")
  func scrollingRoot() throws {
    let text = """
      <UITableView: 0x1; frame = (0 0; 390 844); contentOffset: {0, -47}; contentSize: {390, 2000}; adjustedContentInset: {47, 0, 34, 0}>
         | <UITableViewCell: 0x2; frame = (0 0; 390 44)>

      """
    let script = try imported(text).script
    #expect(script.tree.root.safeAreaInsets == Insets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(script.tree.root.contentInsetAdjustment == script.tree.root.safeAreaInsets)
    #expect(try Script(decoding: Array(script.jsonText().utf8), fileName: "v.txt") == script)
  }

  @Test("views deeper than a script holds hang under the deepest level, frames converted")
  func tooDeep() throws {
    var text = "<UIView: 0x0; frame = (0 0; 390 844)>\n"
    for depth in 1...140 {
      text +=
        String(repeating: "   | ", count: depth) + "<UIView: 0x\(depth); frame = (1 2; 10 10)>\n"
    }
    let result = try imported(text)
    let limit = (ScriptLimits.maximumDepth - 3) / 2
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.line == limit + 2)
    // The script decodes: its nesting stays within the format's limit.
    let script = try Script(decoding: Array(result.text.utf8), fileName: "deep.json")
    #expect(script.tree.count == 141)
    let deepest = ViewID("view\(limit + 1)")
    let parent = try #require(script.tree.parent(of: deepest))
    #expect(script.tree.children(of: parent).count == 140 - limit + 1)
    // The last view was 15 levels below its new parent: (1, 2) + 14 × (1, 2).
    #expect(script.tree["view141"]?.frame.origin == Point(x: 15, y: 30))
  }

  @Test("a view's text may span lines and hold quotes, semicolons and '>'")
  func multilineText() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 390 844)>
         | <UITextView: 0x2; frame = (0 0; 390 400); text = 'It's 5 > 4; done = yes?

      | <UILabel: 0x9; frame = (1 1; 1 1)>
      still text'; layer = <CALayer: 0x3>; contentOffset: {0, 12}; contentSize: {390, 900}>
         | <UILabel: 0x4; frame = (0 500; 10 10); text = ''>

      """
    let script = try imported(text).script
    #expect(script.tree.children(of: "view1") == ["textView1", "label1"])
    #expect(script.tree["textView1"]?.contentOffset == Point(x: 0, y: 12))
  }

  @Test(
    "wrappers: Cycript's @\"…\" on one line, collapsed pipes, an NSLog prefix",
    arguments: [
      #"cy# [[UIApp keyWindow] recursiveDescription]"# + "\n"
        + #"@"<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UITextField: 0x2; frame = (10 400; 300 31); text = 'a \"b\"'>""#
        + "\n",
      "<UIWindow: 0x1; frame = (0 0; 320 480)>\n|<UITextField: 0x2; frame = (10 400; 300 31)>\n",
      "2011-11-02 10:00:00.000 App[12:707] <UIWindow: 0x1; frame = (0 0; 320 480)>\n"
        + "   | <UITextField: 0x2; frame = (10 400; 300 31)>\n",
      "Printing description of $12:\n<UIWindow: 0x1; frame = (0 0; 320 480)>\n"
        + "\t<UITextField: 0x2; frame = (10 400; 300 31)>\n",
    ])
  func wrappers(_ text: String) throws {
    let script = try imported(text).script
    #expect(script.tree.root.id == "window1")
    #expect(script.tree.windowSize == Size(width: 320, height: 480))
    #expect(script.tree["textField1"]?.frame == Rect(x: 10, y: 400, width: 300, height: 31))
  }

  @Test("pipes collapsed as '| |' count as levels")
  func spacedPipes() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 320 480)>
      | <UIScrollView: 0x2; frame = (0 0; 320 480); contentOffset: {0, 0}>
      | | <UITextField: 0x3; frame = (10 400; 300 31)>

      """
    let script = try imported(text).script
    #expect(script.tree.parent(of: "textField1") == "scroll1")
  }
}
