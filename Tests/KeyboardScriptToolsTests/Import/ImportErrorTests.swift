import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

/// Runs `kbreplay import` over printouts given as text, by file name.
private func importTexts(
  _ files: [(name: String, text: String)], options: [String] = []
) -> ReplayCommand.Output {
  ReplayCommand.main(["import"] + files.map(\.name) + options) { path in
    guard let file = files.first(where: { $0.name == path }) else {
      return .failure(FileError(message: "No such file or directory"))
    }
    return .success(Array(file.text.utf8))
  }
}

/// A small valid hierarchy.
private let screen = """
  <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
     | <UIScrollView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {390, 1400}>
     |    | <UITextField: 0x5; frame = (20 1200; 350 44); text = ''; layer = <CALayer: 0x6>>

  """

/// A printout and the exact standard error it gives.
struct ImportErrorCase: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var hierarchy: String
  var keyboard: String?
  var expected: String

  static let all: [ImportErrorCase] = [
    ImportErrorCase(
      testDescription: "a line of prose among the views",
      hierarchy: screen + "   | Loading views…\n",
      expected: """
        v.txt:4:6: error: expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> \
        (layer)) or a blank line; found "Loading views…"

        """),
    ImportErrorCase(
      testDescription: "text after an entry",
      hierarchy: screen + "   | <UILabel: 0x7; frame = (0 0; 10 10)>; extra\n",
      expected: """
        v.txt:4:42: error: expected the end of the line, ' (layer)' or ' - …' after the view's \
        entry; found "; extra"

        """),
    ImportErrorCase(
      testDescription: "a skipped level",
      hierarchy: screen + "   |    |    |    | <UILabel: 0x7; frame = (0 0; 10 10)>\n",
      expected: """
        v.txt:4:21: error: a view at depth 4 after one at depth 2; expected a depth of at most 3

        """),
    ImportErrorCase(
      testDescription: "a second root",
      hierarchy: screen + "<UIView: 0x8; frame = (0 0; 1 1)>\n",
      expected: """
        v.txt:4:1: error: 2 views at the top level: the input looks like separate printouts, \
        and only the first view's hierarchy is read; paste the recursiveDescription of the window \
        (po [[UIApp keyWindow] recursiveDescription]) instead

        """),
    ImportErrorCase(
      testDescription: "separate printouts, in one diagnostic at the first view after the first",
      hierarchy: "(lldb) po self.searchBar\n<UISearchBar: 0x1; frame = (0 0; 390 56)>\n"
        + "(lldb) po self.tableView\n<UITableView: 0x2; frame = (0 0; 390 844)>\n"
        + "   | <UITableViewCell: 0x3; frame = (0 0; 390 44)>\n"
        + "(lldb) po self.view\n<UIView: 0x4; frame = (0 0; 390 844)>\n",
      expected: """
        v.txt:4:1: error: 3 views at the top level: the input looks like separate printouts, \
        and only the first view's hierarchy is read; paste the recursiveDescription of the window \
        (po [[UIApp keyWindow] recursiveDescription]) instead

        """),
    ImportErrorCase(
      testDescription: "words before a line that holds no notification",
      hierarchy: screen,
      keyboard: "keyboard will show: see the attached log\n",
      expected: """
        k.txt:1:1: error: expected a keyboard notification (name = UIKeyboard…Notification; \
        userInfo = {…}) or a userInfo entry (UIKeyboard…UserInfoKey = …); found "keyboard will \
        show: see the attached log"

        """),
    ImportErrorCase(
      testDescription: "text joined to an entry is no attribute",
      hierarchy: screen
        + "   | <UILabel: 0x7; frame = (0 0; 10 10)><UILabel: 0x8; frame = (0 0; 1 1)>\n",
      expected: """
        v.txt:4:42: error: expected the end of the line, ' (layer)' or ' - …' after the view's \
        entry; found "<UILabel: 0x8; frame = (0 0; 1 1)>"

        """),
    ImportErrorCase(
      testDescription: "a text that never closes",
      hierarchy: screen + "   | <UILabel: 0x7; frame = (0 0; 10 10); text = 'Hello\nworld\n",
      expected: """
        v.txt:4:6: error: expected '>' closing the entry of UILabel
        v.txt:5:1: error: expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> \
        (layer)) or a blank line; found "world"

        """),
    ImportErrorCase(
      testDescription: "no view at all",
      hierarchy: "(lldb) po view.recursiveDescription()\n\n",
      expected: """
        v.txt:1:1: error: expected a view hierarchy (the output of recursiveDescription); found \
        no view

        """),
    ImportErrorCase(
      testDescription: "a keyboard line that is no notification",
      hierarchy: screen,
      keyboard: "(lldb) po notification\nerror: no variable named 'notification'\n",
      expected: """
        k.txt:2:1: error: expected a keyboard notification (name = UIKeyboard…Notification; \
        userInfo = {…}) or a userInfo entry (UIKeyboard…UserInfoKey = …); found "error: no \
        variable named 'notification'"

        """),
    ImportErrorCase(
      testDescription: "a notification that is not the keyboard's",
      hierarchy: screen,
      keyboard: "name = UIApplicationDidBecomeActiveNotification, object = nil, userInfo = nil\n",
      expected: """
        k.txt:1:8: error: UIApplicationDidBecomeActiveNotification is not a keyboard \
        notification; expected UIKeyboardWillShowNotification, UIKeyboardDidShowNotification, \
        UIKeyboardWillChangeFrameNotification, UIKeyboardDidChangeFrameNotification, \
        UIKeyboardWillHideNotification or UIKeyboardDidHideNotification

        """),
    ImportErrorCase(
      testDescription: "a show without an end frame",
      hierarchy: screen,
      keyboard: "{\n    UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\n}\n",
      expected: """
        k.txt:2:5: error: the notification has no UIKeyboardFrameEndUserInfoKey (nor a center \
        and bounds to make it from)

        """),
    ImportErrorCase(
      testDescription: "a keyboard printout without a notification",
      hierarchy: screen, keyboard: "(lldb) po notification\n",
      expected: """
        k.txt:1:1: error: expected a keyboard notification (po notification, or \
        print(notification.userInfo)); found none

        """),
  ]
}

@Suite("Import errors")
struct ImportErrorTests {
  @Test(
    "an unreadable printout is exit 2 with file:line:column and what was expected",
    arguments: ImportErrorCase.all)
  func error(_ row: ImportErrorCase) {
    var files = [(name: "v.txt", text: row.hierarchy)]
    if let keyboard = row.keyboard { files.append((name: "k.txt", text: keyboard)) }
    let output = importTexts(files)
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(output.file == nil)
    #expect(output.standardError == row.expected)
  }

  @Test("--lenient turns the unreadable lines into warnings and imports the rest")
  func lenient() throws {
    let hierarchy =
      screen + "   | Loading views…\n   |    | <UITextField: 0x9; frame = (20 10; 350 44)>\n"
    let keyboard = """
      (lldb) po notification
      garbage
      name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}])

      """
    let files = [(name: "v.txt", text: hierarchy), (name: "k.txt", text: keyboard)]
    let strict = importTexts(files)
    #expect(strict.status == 2)
    let output = importTexts(files, options: ["--lenient"])
    #expect(output.status == 0)
    #expect(
      output.standardError == """
        v.txt:4:6: warning: expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> \
        (layer)) or a blank line; found "Loading views…"
        k.txt:2:1: warning: expected a keyboard notification (name = UIKeyboard…Notification; \
        userInfo = {…}) or a userInfo entry (UIKeyboard…UserInfoKey = …); found "garbage"

        """)
    let script = try Script(decoding: Array(output.standardOutput.utf8), fileName: "out.json")
    #expect(script.tree.count == 4)
    #expect(script.tree.parent(of: "textField2") == "scroll1")
    #expect(
      script.events == [
        .engine(.keyboard(KeyboardNotification(.keyboardWillShow, frame: [0, 508, 390, 336])))
      ])
    #expect(
      output.standardOutput.contains(#"{"type": "keyboardWillShow", "frame": [0, 508, 390, 336]}"#))
  }

  @Test("-o writes the script to a file; the warnings still go to standard error")
  func outputFile() {
    let output = importTexts(
      [(name: "v.txt", text: screen + "   | <UIView: 0xa; frame = (0 0; inf 1)>\n")],
      options: ["-o", "out.json"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "")
    #expect(output.file?.path == "out.json")
    #expect(output.file?.contents.hasPrefix("{\n  \"name\": \"v.txt\",") == true)
    #expect(
      output.standardError
        == "v.txt:4:34: warning: frame width inf cannot be held by a script; clamped to 10000000\n")
  }

  @Test("--safe-area sets the root's bars instead of the printout's")
  func safeArea() throws {
    let bars =
      screen + "   | <UINavigationBar: 0xb; frame = (0 47; 390 44); layer = <CALayer: 0xc>>\n"
    let found = importTexts([(name: "v.txt", text: bars)])
    let given = importTexts([(name: "v.txt", text: bars)], options: ["--safe-area", "59,0,34,0"])
    let foundScript = try Script(decoding: Array(found.standardOutput.utf8), fileName: "a")
    let givenScript = try Script(decoding: Array(given.standardOutput.utf8), fileName: "b")
    #expect(foundScript.tree.root.safeAreaInsets == Insets(top: 91, left: 0, bottom: 0, right: 0))
    #expect(givenScript.tree.root.safeAreaInsets == Insets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test(
    "import's arguments",
    arguments: [
      (
        ["import", "v.txt", "--safe-area", "1,2,3"],
        "kbreplay: error: invalid value '1,2,3' for '--safe-area'; expected four numbers top,left,bottom,right, each 0 or more"
      ),
      (
        ["import", "v.txt", "--safe-area=-1,0,0,0"],
        "kbreplay: error: invalid value '-1,0,0,0' for '--safe-area'; expected four numbers top,left,bottom,right, each 0 or more"
      ),
      (
        ["import"],
        "kbreplay: error: missing HIERARCHY (a recursiveDescription printout, or - for standard input)"
      ),
      (
        ["import", "v.txt", "--lenent"],
        "kbreplay: error: unknown option '--lenent' for 'import'; did you mean '--lenient'?"
      ),
      (["import", "v.txt", "-o"], "kbreplay: error: missing path for '-o'"),
      (["import", "v.txt", "--lenient=yes"], "kbreplay: error: option '--lenient' takes no value"),
    ])
  func arguments(_ arguments: [String], _ message: String) {
    let output = ReplayCommand.main(arguments) { _ in .failure(FileError(message: "unused")) }
    #expect(output.status == 2)
    #expect(
      output.standardError
        == message + "\nUsage: kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] "
        + "[--lenient] [--safe-area top,left,bottom,right]\nSee 'kbreplay import --help'.\n")
  }

  @Test("a missing file is exit 2 naming it")
  func missingFile() {
    let output = importTexts([(name: "v.txt", text: screen)] + [], options: ["nope.txt"])
    #expect(output.status == 2)
    #expect(output.standardError == "kbreplay: error: nope.txt: No such file or directory\n")
  }
}

/// The importer's diagnostics about the screen as a whole: printouts in the wrong order, a
/// guessed root safe area, and a bar at the bottom that may ride the keyboard.
@Suite("Import: order, guessed bars and keyboard bars")
struct ImportScreenDiagnosticTests {
  /// A keyboard notification as `po notification` prints it in Swift.
  static let notification = """
    (lldb) po notification
    name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}])

    """

  /// A chat: a table, and a composer at the bottom holding a text field.
  static let chat = """
    <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
       | <UITableView: 0x3; frame = (0 0; 390 752); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {390, 3000}; adjustedContentInset: {0, 0, 0, 0}>
       | <UIView: 0x5; frame = (0 752; 390 58); layer = <CALayer: 0x6>>
       |    | <UITextField: 0x7; frame = (12 8; 366 34); text = ''; layer = <CALayer: 0x8>>

    """

  // The error stands at the first notification's name (column 8, after `name = `).
  @Test(
    "Printouts in the wrong order are one error saying so",
    arguments: [
      (
        ["k.txt", "v.txt"],
        "k.txt:2:8: error: the printouts are in the wrong order: \"k.txt\" holds keyboard "
          + "notifications, not a view hierarchy, and \"v.txt\" holds the hierarchy; give the "
          + "hierarchy first (kbreplay import HIERARCHY.txt KEYBOARD.txt...)\n"
      ),
      (
        ["k.txt"],
        "k.txt:2:8: error: the printouts are in the wrong order: \"k.txt\" holds keyboard "
          + "notifications, not a view hierarchy; give the hierarchy first (kbreplay import "
          + "HIERARCHY.txt KEYBOARD.txt...)\n"
      ),
    ])
  func wrongOrder(order: [String], message: String) {
    let texts = ["k.txt": Self.notification, "v.txt": screen]
    let output = importTexts(order.map { ($0, texts[$0] ?? "") })
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(output.standardError == message)
    // In the right order, the same printouts import.
    #expect(importTexts([("v.txt", screen), ("k.txt", Self.notification)]).status == 0)
  }

  @Test(
    "A root safe area found from the bars is a guess, warned about; one given or absent is not",
    arguments: [
      (
        [String](),
        "v.txt:1:1: warning: the root's safe area [103, 0, 83, 0] is guessed from its "
          + "navigation and tab bars (the status bar and the home indicator are not in a "
          + "printout); give the printed view.safeAreaInsets with --safe-area "
          + "top,left,bottom,right\n"
      ),
      (["--safe-area", "103,0,83,0"], ""),
    ])
  func guessedSafeArea(options: [String], warning: String) throws {
    let barred = """
      <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <UINavigationBar: 0x3; frame = (0 59; 390 44); layer = <CALayer: 0x4>>
         | <UITabBar: 0x5; frame = (0 761; 390 83); layer = <CALayer: 0x6>>

      """
    let output = importTexts([("v.txt", barred)], options: options)
    #expect(output.status == 0)
    #expect(output.standardError == warning)
    let script = try Script(decoding: Array(output.standardOutput.utf8), fileName: "v.json")
    #expect(script.tree.root.safeAreaInsets == [103, 0, 83, 0])
    // Without bars the root keeps 0 and nothing is guessed.
    #expect(importTexts([("v.txt", screen)]).standardError == "")
  }

  @Test(
    "A bar at the bottom holding a field above a list is warned about, naming both keys",
    arguments: [
      (
        "a chat's composer", chat,
        "v.txt:3:6: warning: \"view2\" at the window's bottom holds the field \"textField1\" above "
          + "the list \"table1\": if it rides the keyboard, as a chat's composer or a button bar "
          + "does, set \"followsKeyboard\": true on \"view2\" and a \"keyboardLift\" on \"table1\" "
          + "in the script; a printout shows neither\n"
      ),
      // A form's field inside its scroll view, no bar: nothing to say.
      ("a form", screen, ""),
      // A bar at the bottom with no list above it: nothing lifts.
      (
        "a bar without a list",
        """
        <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
           | <UIView: 0x5; frame = (0 752; 390 58); layer = <CALayer: 0x6>>
           |    | <UITextField: 0x7; frame = (12 8; 366 34); text = ''; layer = <CALayer: 0x8>>

        """, ""
      ),
      // A field in a bar at the top of the screen: not at the bottom.
      (
        "a search bar at the top",
        """
        <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
           | <UIView: 0x5; frame = (0 0; 390 58); layer = <CALayer: 0x6>>
           |    | <UITextField: 0x7; frame = (12 8; 366 34); text = ''; layer = <CALayer: 0x8>>
           | <UITableView: 0x3; frame = (0 58; 390 786); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {390, 3000}; adjustedContentInset: {0, 0, 0, 0}>

        """, ""
      ),
    ])
  func keyboardBar(name: String, hierarchy: String, warning: String) {
    let output = importTexts([("v.txt", hierarchy)])
    #expect(output.status == 0, "\(name)")
    #expect(output.standardError == warning, "\(name)")
  }
}
