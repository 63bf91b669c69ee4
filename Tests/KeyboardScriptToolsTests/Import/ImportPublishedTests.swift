import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// Imports a hierarchy printout and keyboard printouts, failing the test when they do not
/// import.
private func imported(
  _ hierarchy: String, keyboards: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws -> PrintoutImporter.Imported {
  let result = PrintoutImporter.importScript(
    hierarchy: PrintoutImporter.PrintoutFile(name: "v.txt", bytes: Array(hierarchy.utf8)),
    keyboards: keyboards.enumerated().map { index, text in
      PrintoutImporter.PrintoutFile(name: "k\(index + 1).txt", bytes: Array(text.utf8))
    })
  switch result {
  case .success(let imported): return imported
  case .failure(let failure):
    Issue.record("\(failure.diagnostics)", sourceLocation: sourceLocation)
    throw failure
  }
}

/// A small screen of the login form's size, for keyboard printouts.
private let form = """
  <UIView: 0x1; frame = (0 0; 393 852)>
     | <UITextField: 0x2; frame = (20 700; 353 34)>

  """

/// A show notification's userInfo in Objective-C, after the line that names it.
private let userInfo = """
      UIKeyboardAnimationCurveUserInfoKey = 7;
      UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
  }}

  """

/// Issue 28 §1: the printouts as they are published — behind a log prefix, in Swift's and
/// RxSwift's forms, decorated, with attributes the importer does not know, and those that
/// import but would mean nothing — import without `--lenient`, or say what is wrong.
@Suite("Import: printouts as published")
struct ImportPublishedTests {
  @Test(
    "the printed name wins over the default behind any prefix",
    arguments: [
      "2012-01-19 13:05:48.793 App[1453:707] note: NSConcreteNotification 0x7a1b0 {name = ",
      "❌NSConcreteNotification 0x600003f5c3f0 {name = ",
      "kb show is NSConcreteNotification 0x600003f5c3f0 {name = ",
      "0x600003f5c3f0 {name = ",
      "UIKeyboardDidShowNotification: NSConcreteNotification 0x600003f5c3f0 {name = ",
      "-[FormViewController keyboardShown:] NSConcreteNotification 0x6000 {name = ",
      "keyboard name: NSConcreteNotification 0x6000 {name = ",
    ])
  func logPrefix(_ prefix: String) throws {
    let keyboard = prefix + "UIKeyboardDidShowNotification; userInfo = {\n" + userInfo
    let result = try imported(form, keyboards: [keyboard])
    #expect(result.warnings == [])
    #expect(
      result.text.contains(
        #"{"type": "keyboardDidShow", "frame": [0, 516, 393, 336], "curve": 7}"#))
  }

  @Test(
    "Swift's print of the name and the userInfo, RxSwift's next(…) and lines in backticks",
    arguments: [
      #"UIKeyboardWillShowNotification, userInfo: [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]"#,
      #"NSNotificationName(_rawValue: UIKeyboardWillShowNotification) Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}])"#,
      #"next(name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]))"#,
      #"2024-02-20 16:41:09.902: A.swift:9 (f()) -> Event next(name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]))"#,
      #"`UIKeyboardWillShowNotification, userInfo: [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]`"#,
      #"keyboard: [AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]"#,
    ])
  func swiftForms(_ line: String) throws {
    let result = try imported(form, keyboards: [line + "\n"])
    #expect(result.warnings == [])
    let type = line.hasPrefix("keyboard:") ? "keyboardWillChangeFrame" : "keyboardWillShow"
    #expect(result.text.contains(#"{"type": "\#(type)", "frame": [0, 516, 393, 336]}"#))
  }

  @Test(
    "a decoration every line shares is left out, with one warning naming its first line",
    arguments: ["// ", "   * ", "> ", " ", "\t# ", "    /// "])
  func decoration(_ prefix: String) throws {
    let text = """

      \(prefix)<UIView: 0x1; frame = (0 0; 390 844)>
      \(prefix)   | <UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 1400}>
      \(prefix)   |    | <UITextField: 0x3; frame = (20 1200; 350 inf)>

      """
    let result = try imported(text)
    #expect(result.script.tree.parent(of: "textField1") == "scroll1")
    // The number's column is the file's, decoration included.
    let column = prefix.utf8.count + 52
    let shown = prefix.replacingTab()
    #expect(
      result.warnings.map(\.description) == [
        "v.txt:2:1: warning: every line starts with \"\(shown)\": taken as decoration (of a "
          + "comment, a quotation or an indented block) and left out",
        "v.txt:4:\(column): warning: frame height inf cannot be held by a script; clamped to "
          + "10000000",
      ])
  }

  @Test(
    "a block comment's and a code block's delimiters, and lines of decoration alone",
    arguments: [
      """
      /**
       * <UIView: 0x1; frame = (0 0; 390 844)>
       *
       *    | <UITextField: 0x2; frame = (20 700; 350 34)>
       */
      """,
      """
      > ```text
      > <UIView: 0x1; frame = (0 0; 390 844)>
      >
      >    | <UITextField: 0x2; frame = (20 700; 350 34)>
      > ```
      """,
      """
      ```
          <UIView: 0x1; frame = (0 0; 390 844)>
             | <UITextField: 0x2; frame = (20 700; 350 34)>
      ```
      """,
    ])
  func decorationDelimiters(_ text: String) throws {
    let result = try imported(text)
    #expect(result.script.tree.count == 2)
    #expect(result.warnings.count == 1)
  }

  @Test(
    "a decoration never holds a view's bytes nor its pipes; a line without it means none",
    arguments: [
      (
        "// <UIView: 0x1; frame = (0 0; 390 844)>\n   | <UITextField: 0x2; frame = (0 0; 1 1)>\n",
        nil
      ),
      ("<UIView: 0x1; frame = (0 0; 390 844)>\n", nil),
      (
        "   | <UIView: 0x1; frame = (0 0; 390 844)>\n   |    | <UITextField: 0x2; frame = (0 0; 1 1)>\n",
        "   "
      ),
    ] as [(String, String?)])
  func decorationBounds(_ text: String, _ decoration: String?) {
    let result = PrintoutImporter.importScript(
      hierarchy: PrintoutImporter.PrintoutFile(name: "v.txt", bytes: Array(text.utf8)),
      lenient: true)
    let diagnostics: [ImportDiagnostic]
    switch result {
    case .success(let imported): diagnostics = imported.warnings
    case .failure(let failure): diagnostics = failure.diagnostics
    }
    let found = diagnostics.compactMap { diagnostic -> String? in
      if case .decoration(let prefix) = diagnostic.reason { return prefix }
      return nil
    }
    #expect(found == (decoration.map { [$0] } ?? []))
  }

  @Test("unknown words after an entry are a warning naming them, and the view is kept")
  func unknownAttributes() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 393 852)>
         | <UIVisualEffectView: 0x2; frame = (0 0; 393 103); layer = <CALayer: 0x3>> clientRequestedContentView effect=none
         |    | <_UIVisualEffectBackdropView: 0x4; frame = (0 0; 393 103)> effect=none
         | <UITextField: 0x5; frame = (20 700; 353 34)>

      """
    let result = try imported(text)
    #expect(result.script.tree.count == 4)
    #expect(
      result.warnings.map(\.description) == [
        "v.txt:2:80: warning: unknown attributes after the view's entry, "
          + "\"clientRequestedContentView effect=none\", are left out; the view is imported"
      ])
  }

  @Test(
    "a resting offset above the content without a printed inset gives the top inset",
    arguments: [
      ("contentOffset: {0, -64}; contentSize: {320, 900}", 64.0, true),
      (
        "contentOffset: {0, -64}; contentSize: {320, 900}; adjustedContentInset: {0, 0, 0, 0}", 0,
        false
      ),
      ("contentOffset: {0, 120}; contentSize: {320, 900}", 0, false),
      ("contentOffset: {0, nan}; contentSize: {320, 900}", 0, false),
    ])
  func inferredInset(_ values: String, _ top: Double, _ warns: Bool) throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 320 568)>
         | <UITableView: 0x2; frame = (0 0; 320 568); \(values)>

      """
    let result = try imported(text)
    #expect(result.script.tree["table1"]?.contentInsetAdjustment.top == top)
    let inferred = result.warnings.filter {
      if case .inferredTopInset = $0.reason { return true }
      return false
    }
    #expect(
      inferred.map(\.description)
        == (warns
          ? [
            "v.txt:2:68: warning: no adjustedContentInset is printed (iOS 10 or earlier); the "
              + "contentOffset y -64 at rest is taken as an automatic top inset of 64"
          ] : []))
  }

  @Test(
    "a keyboard frame outside the window is warned about; a hidden keyboard's is not",
    arguments: [
      ("{{0, 900}, {393, 336}}", true), ("{{0, 852}, {393, 336}}", false),
      ("{{0, 516}, {393, 336}}", false), ("{{400, 516}, {393, 336}}", true),
      ("{{0, -400}, {393, 336}}", true),
    ])
  func keyboardOutsideWindow(_ frame: String, _ warns: Bool) throws {
    let keyboard = """
      {
          UIKeyboardFrameEndUserInfoKey = "NSRect: \(frame)";
      }

      """
    let result = try imported(form, keyboards: [keyboard])
    let outside = result.warnings.filter {
      if case .keyboardOutsideWindow = $0.reason { return true }
      return false
    }
    #expect(outside.count == (warns ? 1 : 0))
    if warns { #expect(outside.first?.line == 2) }
  }

  @Test("a hide printed without a frame is not outside the window")
  func hideWithoutFrame() throws {
    let result = try imported(
      form, keyboards: ["name = UIKeyboardDidHideNotification, object = nil, userInfo = nil\n"])
    #expect(result.warnings == [])
  }
}

extension String {
  /// The text with tabs as a diagnostic shows them (`\u{9}`).
  fileprivate func replacingTab() -> String {
    var result = ""
    for character in self {
      result += character == "\t" ? "\\u{9}" : String(character)
    }
    return result
  }
}
