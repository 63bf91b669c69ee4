import KeyboardAvoidance
import KeyboardScript

/// A screen of many views with a form of text fields in a scroll view and a button bar that
/// follows the keyboard, for checking and measuring that the host core's mirroring stays lazy.
package enum LargeForm {
  /// The window: an iPhone 15 in portrait.
  package static let windowSize = Size(width: 390, height: 844)
  /// The docked keyboard's frame in window coordinates.
  package static let keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)

  /// A screen of `viewCount` views (at least the form's): a scroll view `form` holding
  /// `fieldCount` rows `row<i>`, each with a label, a text field `field<i>` and a hint; a button
  /// bar `buttons` that follows the keyboard; the rest plain views under `background`, in groups
  /// of ten (a group view and nine views in it).
  package static func script(viewCount: Int = 1000, fieldCount: Int = 20) -> Script {
    let root = ViewNode(
      id: "root", frame: Rect(origin: .zero, size: windowSize),
      safeAreaInsets: Insets(top: 59, bottom: 34))
    var background = ViewTree.Branch(
      ViewNode(id: "background", frame: Rect(origin: .zero, size: windowSize)))
    let rows = (0..<fieldCount).map { index in
      ViewTree.Branch(
        ViewNode(
          id: "row\(index)", frame: Rect(x: 0, y: Double(index) * 120, width: 390, height: 110)),
        children: [
          ViewTree.Branch(
            ViewNode(id: "label\(index)", frame: Rect(x: 20, y: 10, width: 350, height: 30))),
          ViewTree.Branch(
            ViewNode(
              id: "field\(index)", kind: .textField,
              frame: Rect(x: 20, y: 44, width: 350, height: 44))),
          ViewTree.Branch(
            ViewNode(id: "hint\(index)", frame: Rect(x: 20, y: 90, width: 350, height: 16))),
        ])
    }
    let form = ViewTree.Branch(
      ViewNode(
        id: "form", kind: .scroll, frame: Rect(x: 0, y: 103, width: 390, height: 707),
        contentSize: Size(width: 390, height: Double(fieldCount) * 120)),
      children: rows)
    let buttons = ViewTree.Branch(
      ViewNode(
        id: "buttons", frame: Rect(x: 0, y: 760, width: 390, height: 50), followsKeyboard: true),
      children: [
        ViewTree.Branch(ViewNode(id: "previous", frame: Rect(x: 20, y: 3, width: 80, height: 44))),
        ViewTree.Branch(ViewNode(id: "done", frame: Rect(x: 290, y: 3, width: 80, height: 44))),
      ])
    let used = 1 + 1 + 1 + fieldCount * 4 + 3
    var filler = max(0, viewCount - used)
    var group = 0
    while filler > 0 {
      // A group view and up to nine plain views in it.
      let count = min(filler, 10) - 1
      let children = (0..<count).map { index in
        ViewTree.Branch(
          ViewNode(
            id: "decor\(group)_\(index)",
            frame: Rect(x: Double(index) * 43, y: 0, width: 43, height: 8)))
      }
      background.children.append(
        ViewTree.Branch(
          ViewNode(
            id: "group\(group)",
            frame: Rect(x: 0, y: Double(group % 100) * 8, width: 390, height: 8)),
          children: children))
      filler -= count + 1
      group += 1
    }
    // The ViewTree initializer takes the branches as given; identities are unique by
    // construction, so building cannot fail.
    let tree =
      (try? ViewTree(windowSize: windowSize, root: root, children: [background, form, buttons]))
      ?? ViewTree(windowSize: windowSize, root: root)
    return Script(name: "Large form", fileName: "large-form.json", tree: tree, events: [])
  }
}
