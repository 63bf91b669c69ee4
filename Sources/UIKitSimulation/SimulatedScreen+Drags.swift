import KeyboardAvoidance

extension SimulatedScreen {
  /// The user puts a finger on `scrollView` and starts dragging it: its pan gesture recognizer
  /// begins. With `keyboardDismissMode` `.onDrag` (or `.onDragWithAccessory`) UIKit "dismisses
  /// the keyboard when a drag begins" (uikit-facts 32): the first responder resigns and the
  /// keyboard hides — `keyboardWillHide` and `keyboardDidHide` — while the finger is still down.
  package func beginDrag(_ scrollView: SimulatedView) {
    scrollView.panState = .began
    guard scrollView.keyboardDismissMode.dismissesOnDrag, let frame = keyboardFrame,
      KeyboardPlacement(frame: frame, in: window.size) == .docked
    else { return }
    window.firstResponder?.resignFirstResponder()
    let gone = Rect(x: frame.minX, y: window.size.height, width: frame.width, height: frame.height)
    for name in [KeyboardNotification.Name.keyboardWillHide, .keyboardDidHide] {
      _ = perform(.keyboard(KeyboardNotification(name, frame: gone)))
    }
  }

  /// The finger, still down, has moved `scrollView`'s content to `offset`.
  package func moveDrag(_ scrollView: SimulatedView, to offset: Point) {
    scrollView.panState = .changed
    scrollView.contentOffset = offset
  }
}
