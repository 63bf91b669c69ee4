// A runnable walkthrough: AVOIDANCE.md example 4's screen built through the public API, with the
// focus and the keyboard walked through it and every decision printed in plain words.
//
//     swift run LoginForm

import KeyboardAvoidance

/// Says what one effect asks the host to do.
func sentence(for effect: AvoidanceEffect) -> String {
  let why: String
  switch effect.reason {
  case .reveal: why = "to reveal the field"
  case .keyboardInset: why = "so the content's end can scroll above the keyboard"
  case .restore: why = "to put back what the keyboard changed"
  case .clamp: why = "to keep the offset in range"
  case .anchor: why = "to keep the list's content still"
  case .selection: why = "to keep the selection on the same text"
  case .follow: why = "to ride the keyboard"
  case .lift: why = "to lift the list's content with the keyboard"
  }
  let how: String
  switch effect.animation {
  case .keyboard(let animation):
    how = "alongside the keyboard (\(formatted(animation.duration)) s, curve \(animation.curve))"
  case .scrollView: how = "with the scroll view's own animation"
  case .none: how = "at once"
  }
  switch effect.change {
  case .contentOffset(let from, let to):
    return "scroll \(effect.view) from y \(formatted(from.y)) to y \(formatted(to.y)) "
      + "\(why), \(how)"
  case .contentInset(let from, let to):
    return "set \(effect.view)'s bottom content inset from \(formatted(from.bottom)) to "
      + "\(formatted(to.bottom)) \(why)"
  case .indicatorInsets(let from, let to):
    return "set \(effect.view)'s bottom indicator inset from \(formatted(from.bottom)) to "
      + "\(formatted(to.bottom))"
  case .layout:
    return "lay \(effect.view) out now (layoutIfNeeded)"
  case .rootShift(let from, let to):
    return "shift the screen up from \(formatted(from)) to \(formatted(to)) points \(why), \(how)"
  case .followOffset(let from, let to):
    return "draw \(effect.view) \(formatted(to)) points above its place (was \(formatted(from))) "
      + "\(why), \(how)"
  case .selection(_, let to):
    return "select \(to) in \(effect.view) \(why)"
  case .focus:
    return "make \(effect.view) first responder \(why)"
  }
}

/// Sends one event and prints what the engine decided.
func send(_ event: AvoidanceEvent, _ title: String, to engine: inout AvoidanceEngine) {
  print("▸ \(title)")
  let effects = engine.handle(event)
  if effects.isEmpty { print("    nothing moves") }
  for effect in effects { print("    \(sentence(for: effect))") }
}

// The phone: a 390 × 844 window with a 47-point status bar and a 34-point home indicator.
let window = Size(width: 390, height: 844)
var tree = ViewTree(
  windowSize: window,
  root: ViewNode(
    id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
    safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)))

// A form that scrolls: 763 points tall under the status bar, with 1,400 points of content.
let form = ViewNode(
  id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
  contentSize: Size(width: 390, height: 1400))
let fields: [(ViewID, Double)] = [("email", 600), ("password", 900), ("confirm", 1350)]
do {
  try tree.insert(form, under: "root")
  for (id, y) in fields {
    let field = ViewNode(
      id: id, kind: .textField, frame: Rect(x: 20, y: y, width: 350, height: 44))
    try tree.insert(field, under: "form")
  }
} catch {
  print("could not build the screen: \(error)")
}

var engine = AvoidanceEngine(tree: tree)
let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
let hidden = Rect(x: 0, y: 844, width: 390, height: 336)

send(.focus("email"), "The user taps the email field (content y 600)", to: &engine)
send(
  .keyboard(KeyboardNotification(.keyboardWillShow, frame: keyboard)),
  "The keyboard slides up to y 508", to: &engine)
send(
  .keyboard(KeyboardNotification(.keyboardDidShow, frame: keyboard)),
  "keyboardDidShow repeats the same frame", to: &engine)
send(.focus("password"), "Next field: password (content y 900)", to: &engine)
send(.focus("confirm"), "Next field: confirm (content y 1350)", to: &engine)
send(.focus("email"), "Back to email, now above the status bar", to: &engine)
send(
  .keyboard(KeyboardNotification(.keyboardWillHide, frame: hidden)),
  "The keyboard goes away", to: &engine)

let offset = engine.tree["form"].map { formatted($0.contentOffset.y) } ?? "?"
print("Done: the form is back at y \(offset) and the root shift is \(formatted(engine.rootShift)).")
