import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// README rotation: begin
let rotatingPhone = DeviceScreen.iPhone15
let rotatingForm = ViewTree.Branch(
  rotatingPhone.scrollViewUnderNavigationBar("form", contentHeight: 1400),
  children: [ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 353, 44]))])

@Test func rotatingWithTheKeyboardUpThenDismissing() throws {
  var store = AvoidanceTestStore(try rotatingPhone.screen(navigationBar: true, [rotatingForm]))
  store.send(.focus("email"))
  store.send(.keyboardWillShow(height: 336)) {
    $0["form"].contentOffset.y = 138  // email ends at 506, 10 above the keyboard
    $0["form"].contentInset.bottom = 312
    $0["form"].indicatorInsets.bottom = 302
  }
  store.send(.resize(to: rotatingPhone.landscape, navigationBar: true, scrollViews: ["form"])) {
    $0.restoreScreenBeforeKeyboard()  // the portrait keyboard is off the landscape screen
    $0["form"].contentOffset.y = -32  // resting under the 32-point landscape bar
  }
  store.send(.keyboardWillChangeFrame(height: 209)) {
    $0["form"].contentOffset.y = 470  // email ends at 174, 10 above the keyboard
    $0["form"].contentInset.bottom = 198
    $0["form"].indicatorInsets.bottom = 188
  }
  store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
  store.assertRestored()
}
// README rotation: end
