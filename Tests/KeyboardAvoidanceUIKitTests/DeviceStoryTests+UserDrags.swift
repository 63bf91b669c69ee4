import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

extension DeviceStoryTests {
  // MARK: 2. The user's finger on the scroll view

  @Test("Finding 2: a drag that dismisses the keyboard (.onDrag) gets no offset under the finger")
  func onDragDismissalWritesNoOffsetUnderTheFinger() throws {
    // Before: the hide that UIKit posts when the drag begins (uikit-facts 32) restored the
    // starting offset while the finger was down, and the content jumped under it.
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    form.keyboardDismissMode = .onDrag
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    let revealed = form.contentOffset
    #expect(revealed.y > 0)
    #expect(form.contentInset.bottom > 0)
    screen.beginDrag(form)
    // UIKit dismissed the keyboard: the inset goes, the offset stays where the finger has it.
    #expect(screen.window.firstResponder == nil)
    #expect(screen.host.engine.keyboardPlacement == .hidden)
    #expect(form.contentInset.bottom == 0)
    #expect(form.contentOffset == revealed)
    #expect(screen.host.engine.tree["form"]?.contentOffset == revealed)
    screen.moveDrag(form, to: Point(x: 0, y: 150))
    form.liftFinger()
    #expect(form.contentOffset.y == 150)
    #expect(screen.host.engine.tree["form"]?.contentOffset == form.contentOffset)
    // The user's offset is the one the next hide comes back to.
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(form.contentOffset.y != 150)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(form.contentOffset.y == 150)
  }

  @Test("Finding 2: a hide while the content decelerates writes its inset but not its offset")
  func hideDuringDecelerationWritesNoOffset() throws {
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    let revealed = form.contentOffset
    form.isDecelerating = true
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(form.contentInset.bottom == 0)
    #expect(form.contentOffset == revealed)
    #expect(screen.host.engine.tree["form"]?.contentOffset == revealed)
  }

  @Test("Finding 2: of two scroll views moved for a field, only the one the user moves is spared")
  func onlyTheMovingScrollViewIsSpared() throws {
    // A field in a scroll view inside a scroll view: the show moves both, and the hide restores
    // the inner one's offset while the outer one decelerates under it.
    let screen = try Self.screen(
      """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
         {"id": "page", "kind": "scroll", "frame": [0, 91, 390, 719], "contentSize": [390, 1600],
          "children": [
           {"id": "box", "kind": "scroll", "frame": [0, 600, 390, 400],
            "contentSize": [390, 1000], "children": [
             {"id": "field", "kind": "textField", "frame": [20, 700, 350, 44]}]}]}]},
       "events": []}
      """)
    let page = try #require(screen.views["page"])
    let box = try #require(screen.views["box"])
    #expect(screen.perform(.focus("field")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    let pageRevealed = page.contentOffset
    try #require(pageRevealed.y > 0)
    try #require(box.contentOffset.y > 0)
    page.isDecelerating = true
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(page.contentOffset == pageRevealed)
    #expect(screen.host.engine.tree["page"]?.contentOffset == pageRevealed)
    #expect(box.contentOffset == .zero)
    #expect(screen.host.engine.tree["box"]?.contentOffset == .zero)
  }
}

extension DeviceStoryTests {
  @Test("A scroll view that leaves the screen is let go of: its pan recognizer loses the target")
  func poppedScrollViewIsUnwatched() throws {
    // Before: the avoider added itself to each mirrored scroll view's pan recognizer once and
    // never left, so a popped screen's scroll view kept calling into it.
    let screen = try Self.navigationStory()
    let pushed = ViewTree.Branch(
      ViewNode(id: "detail", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "list", kind: .scroll, frame: Rect(x: 0, y: 91, width: 390, height: 719),
            contentSize: Size(width: 390, height: 2000)),
          children: [
            ViewTree.Branch(
              ViewNode(
                id: "note", kind: .textField, frame: Rect(x: 20, y: 900, width: 350, height: 44)))
          ])
      ])
    #expect(screen.perform(.push("nav", screen: pushed)))
    #expect(screen.perform(.focus("note")))
    let list = try #require(screen.views["list"])
    #expect(list.panTargetCount == 1)
    // Watched once, however many events go by.
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(list.panTargetCount == 1)
    #expect(screen.perform(.pop("nav")))
    #expect(list.panTargetCount == 0)
    // A drag of it now reaches nobody.
    list.drag(to: Point(x: 0, y: 40))
    #expect(screen.host.engine.tree["list"] == nil)
  }
}
