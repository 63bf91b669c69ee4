// A runnable walkthrough of a chat: the composer rides the keyboard and the conversation lifts
// with it (nothing shifts the screen, the navigation bar stays put); the chat follows its newest
// message while the user types, then keeps the message the user is reading still while older
// history loads above it and new messages arrive below; when the keyboard goes, the content drops
// with it.
//
//     swift run ChatHistory

import KeyboardAvoidance

/// A number as a reader writes it: `1117`, `-20`, `12.5`.
func pt(_ value: Double) -> String {
  guard abs(value) < 1e15, value == Double(Int(value)) else { return "\(value)" }
  return String(Int(value))
}

/// Says what one effect asks the host to do.
func sentence(for effect: AvoidanceEffect) -> String {
  let why: String
  switch effect.reason {
  case .reveal: why = "to reveal the composer"
  case .keyboardInset: why = "so the newest message can scroll above the keyboard"
  case .restore: why = "to put back what the keyboard changed"
  case .clamp: why = "to keep the offset in range"
  case .anchor: why = "to keep its place in the conversation"
  case .selection: why = "to keep the selection on the same text"
  case .follow: why = "to ride the keyboard"
  case .lift: why = "so the conversation moves with the keyboard"
  }
  let how: String
  switch effect.animation {
  case .keyboard: how = "alongside the keyboard"
  case .scrollView: how = "with the table's own animation"
  case .none: how = "at once"
  }
  switch effect.change {
  case .contentOffset(let from, let to):
    return "scroll \(effect.view) from y \(pt(from.y)) to y \(pt(to.y)) \(why), \(how)"
  case .contentInset(let from, let to):
    return
      "set the bottom inset of \(effect.view) from \(pt(from.bottom)) to \(pt(to.bottom)) \(why)"
  case .indicatorInsets(let from, let to):
    return
      "set the bottom indicator inset of \(effect.view) from \(pt(from.bottom)) to \(pt(to.bottom))"
  case .layout: return "lay \(effect.view) out now"
  case .rootShift(let from, let to): return "shift the screen from \(pt(from)) to \(pt(to)) \(why)"
  case .followOffset(let from, let to):
    return "draw \(effect.view) \(pt(to)) above its place (was \(pt(from))) \(why), \(how)"
  case .selection(_, let to): return "select \(to) in \(effect.view) \(why)"
  case .focus: return "make \(effect.view) first responder \(why)"
  }
}

/// A message bubble: a cell of the table, `height` tall (the table stacks cells itself once its
/// rows change, so `y` only matters for the screen as it is first built).
func message(_ number: Int, height: Double, y: Double = 0) -> ViewTree.Branch {
  ViewTree.Branch(
    ViewNode(
      id: ViewID("m\(number)"), kind: .cell, frame: Rect(x: 0, y: y, width: 390, height: height)))
}

/// Messages `numbers`, with heights taken in turn from `heights`, stacked from `y`.
func messages(_ numbers: Range<Int>, heights: [Double], from y: Double = 0) -> [ViewTree.Branch] {
  var top = y
  return numbers.enumerated().map { index, number in
    defer { top += heights[index % heights.count] }
    return message(number, height: heights[index % heights.count], y: top)
  }
}

// The phone: 390 × 844, a 47-point status bar and a 34-point home indicator. The messages table
// fills the space above the composer bar; the bar sits on the home indicator and follows the
// keyboard (UIKit's keyboardLayoutGuide), and the table lifts its content with the keyboard
// (keyboardLift always). The newest message is m129; the table is scrolled to its end.
let recent = messages(100..<130, heights: [44, 64, 44, 88, 64])  // 30 messages, 1824 points
let composerBar = ViewTree.Branch(
  ViewNode(
    id: "composerBar", frame: Rect(x: 0, y: 750, width: 390, height: 60), followsKeyboard: true),
  children: [
    ViewTree.Branch(
      ViewNode(id: "composer", kind: .textField, frame: Rect(x: 12, y: 8, width: 366, height: 44)))
  ])
let table = ViewNode(
  id: "messages", kind: .table, frame: Rect(x: 0, y: 47, width: 390, height: 703),
  contentSize: Size(width: 390, height: 1824), contentOffset: Point(x: 0, y: 1824 - 703),
  anchorPolicy: ScrollAnchor.Policy(anchorAtEnd: .followAppended), keyboardLift: .always)
let root = ViewNode(
  id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
  safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0))

/// The chat screen as the engine keeps it, and what the walkthrough has seen of it.
struct Chat {
  var engine: AvoidanceEngine
  /// The message the user reads once scrolled up, and its window y after each step since.
  var reading: ViewID = "none"
  var seen: [Double] = []

  /// Whether the table shows its end.
  var isAtEnd: Bool {
    engine.tree["messages"].map { $0.contentOffset.y >= $0.maxOffsetY - 0.5 } ?? false
  }

  /// The table's offset, and whether that is its end.
  var position: String {
    let offset = pt(engine.tree["messages"]?.contentOffset.y ?? .nan)
    return "messages at y \(offset)" + (isAtEnd ? ", its end" : "")
  }

  /// The window y of the message being read.
  var readY: Double { engine.tree.windowFrame(of: reading)?.minY ?? .nan }

  /// Sends one event and prints what the engine decided.
  mutating func send(_ event: AvoidanceEvent, _ title: String) {
    print("▸ \(title)")
    let effects = engine.handle(event)
    if effects.isEmpty { print("    nothing moves") }
    for effect in effects { print("    \(sentence(for: effect))") }
  }

  /// A new message at the end of the conversation.
  func arrival(_ number: Int, height: Double) -> AvoidanceEvent {
    let count = engine.tree.children(of: "messages").count
    return .insertCells("messages", at: count, cells: [message(number, height: height)])
  }

  /// Sends an event and prints where the message being read is afterwards.
  mutating func keepReading(_ event: AvoidanceEvent, _ title: String) {
    send(event, title)
    seen.append(readY)
    print("  \(reading) is at window y \(pt(readY)); \(position)")
  }
}

let tree: ViewTree
do {
  tree = try ViewTree(
    windowSize: Size(width: 390, height: 844), root: root,
    children: [ViewTree.Branch(table, children: recent), composerBar])
} catch {
  fatalError("could not build the screen: \(error)")
}
var chat = Chat(engine: AvoidanceEngine(tree: tree))

let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
chat.send(.focus("composer"), "The user taps the composer")
chat.send(
  .keyboard(KeyboardNotification(.keyboardWillShow, frame: keyboard)), "The keyboard slides up")
var followed = chat.isAtEnd
let shifted = chat.engine.rootShift
let riding = chat.engine.tree["composerBar"]?.followOffset ?? .nan
print(
  "  the composer bar rides \(pt(riding)) points above its place; the screen shifts \(pt(shifted))")
chat.send(chat.arrival(130, height: 64), "m130 arrives")
chat.send(chat.arrival(131, height: 108), "m131 arrives, a long one")
followed = followed && chat.isAtEnd
print("  \(chat.position): the chat follows its newest message")

chat.send(
  .scroll("messages", offset: Point(x: 0, y: 240)), "The user scrolls up to read older messages")
chat.reading = chat.engine.anchor(of: "messages")?.itemID ?? "none"
chat.seen = [chat.readY]
print("  reading \(chat.reading), its top at window y \(pt(chat.readY))")

// Three pages of older history load above, each of mixed heights, while m132 arrives below.
chat.keepReading(
  .insertCells("messages", at: 0, cells: messages(80..<100, heights: [52, 96, 44, 140])),
  "Page 1 of older history (m80–m99) loads above")
chat.keepReading(chat.arrival(132, height: 44), "m132 arrives below")
chat.keepReading(
  .insertCells("messages", at: 0, cells: messages(60..<80, heights: [120, 44, 76])),
  "Page 2 (m60–m79) loads above")
chat.keepReading(
  .insertCells("messages", at: 0, cells: messages(40..<60, heights: [44, 44, 200, 64])),
  "Page 3 (m40–m59) loads above")
let reads = chat.seen
let before = chat.readY
chat.send(
  .keyboard(
    KeyboardNotification(.keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))),
  "The keyboard goes away: the content drops with it, wherever the user scrolled")
let drop = chat.readY - before
print("  \(chat.reading) is at window y \(pt(chat.readY)) (\(pt(drop)) lower); \(chat.position)")

print(
  followed
    ? "✓ the chat stayed at its newest message while the user typed"
    : "✗ the chat lost its newest message")
let still = reads.allSatisfy { $0 == reads[0] }
print(
  still
    ? "✓ the read position never moved while history loaded: \(chat.reading) stayed at window y "
      + pt(reads[0])
    : "✗ the read position moved: \(reads.map(pt))")
print(
  drop == 302
    ? "✓ the keyboard's departure dropped the conversation by its 302-point inset"
    : "✗ the conversation moved \(pt(drop)) when the keyboard went")
print(
  shifted == 0
    ? "✓ the screen never shifted: the composer rode the keyboard, the navigation bar stayed"
    : "✗ the screen shifted by \(pt(shifted))")
