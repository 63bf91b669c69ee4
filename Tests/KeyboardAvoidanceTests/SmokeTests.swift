import KeyboardAvoidance
import Testing

@Test func example4Smoke() throws {
  var tree = ViewTree(
    windowSize: Size(width: 390, height: 844),
    root: ViewNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
  try tree.insert(
    ViewNode(
      id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
      contentSize: Size(width: 390, height: 1400)), under: "root")
  for (id, y) in [("a", 600.0), ("b", 900), ("c", 1350)] {
    try tree.insert(
      ViewNode(id: ViewID(id), kind: .textField, frame: Rect(x: 20, y: y, width: 350, height: 44)),
      under: "form")
  }
  var engine = AvoidanceEngine(tree: tree)
  engine.handle(.focus("a"))
  let effects = engine.handle(
    .keyboard(
      KeyboardNotification(.keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
  for e in effects { print(e) }
  for f in ["b", "c", "a"] {
    for e in engine.handle(.focus(ViewID(f))) { print(e) }
  }
  for e in engine.handle(
    .keyboard(
      KeyboardNotification(.keyboardWillHide, frame: Rect(x: 0, y: 844, width: 390, height: 336))))
  { print(e) }
  #expect(engine.tree["form"]?.contentOffset.y == 0)
}
