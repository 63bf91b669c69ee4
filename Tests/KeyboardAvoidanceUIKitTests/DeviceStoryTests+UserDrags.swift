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
}
