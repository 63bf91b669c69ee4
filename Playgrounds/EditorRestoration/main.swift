// A runnable walkthrough of state restoration: an editor's selection and focus survive a push,
// a memory warning and a pop, then the app's termination, and come back at the next launch on
// the same words even though the text changed in between.
//
//     swift run EditorRestoration

import KeyboardAvoidance

/// Says what one effect asks the host to do.
func sentence(for effect: AvoidanceEffect) -> String {
  let why: String
  switch effect.reason {
  case .restore: why = "to put back what the user had"
  case .selection: why = "to keep the selection on the same text"
  case .reveal: why = "to reveal the field"
  case .keyboardInset: why = "so the content's end can scroll above the keyboard"
  case .clamp: why = "to keep the offset in range"
  case .anchor: why = "to keep the list's content still"
  case .follow: why = "to ride the keyboard"
  case .lift: why = "to lift the list's content with the keyboard"
  }
  switch effect.change {
  case .selection(let from, let to):
    return "select \(to) in \(effect.view) (it had \(from.map(\.description) ?? "none")) \(why)"
  case .focus: return "make \(effect.view) first responder \(why)"
  case .contentOffset(let from, let to):
    return "scroll \(effect.view) from y \(from.y) to y \(to.y) \(why)"
  case .contentInset, .indicatorInsets, .layout, .rootShift, .followOffset:
    return "\(effect) \(why)"
  }
}

/// Sends one event and prints what the engine decided.
func send(_ event: AvoidanceEvent, _ title: String, to engine: inout AvoidanceEngine) {
  print("▸ \(title)")
  report(engine.handle(event))
}

/// Prints effects, one sentence each.
func report(_ effects: [AvoidanceEffect]) {
  if effects.isEmpty { print("    nothing changes") }
  for effect in effects { print("    \(sentence(for: effect))") }
}

/// The part of `text` a UTF-16 range covers, the way `NSString.substring(with:)` reads it.
func substring(_ text: String, _ range: UTF16Range) -> String {
  let units = Array(text.utf16)
  let start = max(0, min(range.location, units.count))
  let end = max(start, min(range.upperBound, units.count))
  return String(decoding: units[start..<end], as: UTF16.self)
}

/// The app's screen at launch: a navigation stack whose only screen is an editor. Every view on
/// the way down has a restoration identifier, so the body's state is kept under the path
/// `app/nav/editor/body`.
func launchScreen(body: String) throws -> ViewTree {
  /// A view whose restoration identifier is its id.
  func view(_ id: ViewID, _ kind: ViewKind, _ frame: Rect, text: String? = nil) -> ViewNode {
    ViewNode(id: id, kind: kind, frame: frame, restorationIdentifier: "\(id)", text: text)
  }
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  let title = view("title", .textField, Rect(x: 20, y: 100, width: 350, height: 44), text: "Notes")
  let body = view("body", .textView, Rect(x: 20, y: 160, width: 350, height: 300), text: body)
  let editor = ViewTree.Branch(
    view("editor", .view, screen), children: [ViewTree.Branch(title), ViewTree.Branch(body)])
  let root = ViewNode(
    id: "root", frame: screen, safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0),
    restorationIdentifier: "app")
  return try ViewTree(
    windowSize: screen.size, root: root,
    children: [ViewTree.Branch(view("nav", .navigation, screen), children: [editor])])
}

// "Hi 👋🏽 café" with a decomposed é: 9 characters, but 13 UTF-16 units, which is what a
// selection counts. "café" is [8,5]: the e and its accent are two units of one character.
let text = "Hi 👋🏽 cafe\u{301}"
var engine: AvoidanceEngine
do {
  engine = AvoidanceEngine(tree: try launchScreen(body: text))
} catch {
  fatalError("could not build the screen: \(error)")
}
print("The body reads \"\(text)\": \(text.count) characters, \(text.utf16.count) UTF-16 units")
send(.focus("body"), "The user taps the body", to: &engine)
send(.select("body", [8, 5]), "and selects \"café\", [8,5]", to: &engine)
let selected = engine.tree["body"]?.selectedRange ?? [0, 0]

let detail = ViewTree.Branch(
  ViewNode(
    id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844), restorationIdentifier: "detail")
)
send(.push("nav", screen: detail), "A detail screen is pushed; the editor disappears", to: &engine)
print("  focused: \(engine.focusedField?.rawValue ?? "nothing")")
send(.memoryWarning, "Memory warning: hidden screens drop their views", to: &engine)
print("  the body view still exists: \(engine.tree.contains("body"))")
send(.pop("nav"), "Back to the editor: rebuilt, its state comes back", to: &engine)
let afterPop = engine.tree["body"]?.selectedRange ?? [0, 0]
let focusAfterPop = engine.focusedField
print("  focused: \(focusAfterPop?.rawValue ?? "nothing"), selection \(afterPop)")

// The app is terminated. What it keeps is keyed by restoration path.
let archive = engine.archive()
print("▸ The app is terminated; the archive (version \(archive.version)) holds")
for path in archive.containers.keys.sorted() { print("    the scroll position of \(path)") }
for (path, field) in archive.fields.sorted(by: { $0.key < $1.key }) {
  let selection = field.selection.map { "and selection \($0)" } ?? "(no selection)"
  print("    the text \(selection) of \(path)")
}
print("    the focus on \(archive.focusedField ?? "nothing")")

// Meanwhile the app synced an edit from another device that put words before the selection.
// The texts share "Hi 👋🏽 " (8 units) at the start and "café" (5) at the end, so "at the " is
// what was inserted; the selection starts after it and moves with it, by 7.
let synced = "Hi 👋🏽 at the cafe\u{301}"
print("▸ Relaunch; the synced body now reads \"\(synced)\"")
var relaunched: AvoidanceEngine
do {
  relaunched = AvoidanceEngine(tree: try launchScreen(body: synced))
} catch {
  fatalError("could not build the screen: \(error)")
}
report(relaunched.restore(from: archive))
for warning in relaunched.warnings { print("    warning: \(warning)") }
let restored = relaunched.tree["body"]?.selectedRange ?? [0, 0]
let before = substring(text, selected)
let after = substring(synced, restored)
print("  selected before: \"\(before)\" \(selected); after: \"\(after)\" \(restored)")

let survivedPop = afterPop == selected && focusAfterPop == "body"
print(
  survivedPop ? "✓ the pop brought back \(selected) and the focus" : "✗ the pop lost the selection")
let same = before == after && relaunched.focusedField == "body"
print(
  same
    ? "✓ the selection still covers \"\(after)\" and the body has focus"
    : "✗ the selection moved to \"\(after)\"")
