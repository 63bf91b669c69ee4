import KeyboardAvoidance
import KeyboardScript

/// The screen a test expects after an event, which the test states as changes to the screen
/// before it: `$0["form"].contentOffset.y = 289`, `$0.rootShift = 146`, a follower riding the
/// keyboard `$0["composer"].followOffset = 302`, the field a `navigate` event focuses
/// `$0.focusedField = "password"`.
///
/// Naming a view the screen does not have fails the test at once, with the closest id as a
/// suggestion; the change is then ignored.
public struct ExpectedScreen {
  /// The expected tree.
  public internal(set) var tree: ViewTree
  /// Messages for views a test named that the screen does not have.
  var unknownViews: [String] = []
  /// The screen just before the keyboard last docked.
  let beforeKeyboard: ViewTree?
  /// The field expected to have focus after the event: the focused field before it, or the one a
  /// `focus` event names, or none after a `blur`. Only a `navigate` event moves the focus by
  /// the engine's decision, and a test states where: `$0.focusedField = "password"`.
  public var focusedField: ViewID?

  init(_ tree: ViewTree, beforeKeyboard: ViewTree?, focusedField: ViewID?) {
    self.tree = tree
    self.beforeKeyboard = beforeKeyboard
    self.focusedField = focusedField
  }

  /// States that the event puts back what the engine changed since just before the keyboard
  /// last docked — every view's offset, content inset and indicator insets, every follower's
  /// `followOffset`, and the root shift — the usual expectation of a hide. Changes the app made
  /// meanwhile (a view that grew) stay. A covered container's offset moves by its lift policy
  /// rather than back (the article *Chats, composers and button bars* of KeyboardAvoidance):
  /// state it after this call when the user scrolled it.
  public mutating func restoreScreenBeforeKeyboard() {
    guard let beforeKeyboard else {
      unknownViews.append("restoreScreenBeforeKeyboard(): the keyboard never docked")
      return
    }
    for view in beforeKeyboard.views where tree.contains(view.id) {
      try? tree.update(view.id) {
        $0.contentOffset = view.contentOffset
        $0.contentInset = view.contentInset
        $0.indicatorInsets = view.indicatorInsets
        $0.followOffset = view.followOffset
      }
    }
    tree.rootShift = beforeKeyboard.rootShift
  }

  /// The expected state of a view.
  public subscript(id: ViewID) -> ViewNode {
    get {
      guard let node = tree[id] else {
        return ViewNode(id: id, frame: .zero)
      }
      return node
    }
    set {
      guard tree.contains(id) else {
        unknownViews.append(ExpectedScreen.unknownViewMessage(id, in: tree))
        return
      }
      do {
        try tree.update(id) { $0 = newValue }
      } catch {
        unknownViews.append("\(id): \(error)")
      }
    }
  }

  /// The expected root shift.
  public var rootShift: Double {
    get { tree.rootShift }
    set { tree.rootShift = newValue }
  }

  /// `no view has id "nots"; did you mean "notes"?`.
  static func unknownViewMessage(_ id: ViewID, in tree: ViewTree) -> String {
    let closest = suggestion(for: id.rawValue, among: tree.views.map(\.id.rawValue))
    return "no view has id \"\(id)\"" + (closest.map { "; did you mean \"\($0)\"?" } ?? "")
  }
}
