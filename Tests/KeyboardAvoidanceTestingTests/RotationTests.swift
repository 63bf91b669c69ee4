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

@Suite("Automatic insets in the test store")
struct AutomaticInsetStoreTests {
  @Test("A large title collapsing: the root's bars and the scroll view's automatic inset shrink")
  func largeTitleCollapses() throws {
    let phone = DeviceScreen.iPhone15
    var tall = phone.root(navigationBar: true)
    tall.safeAreaInsets.top += 52  // a large title: 155 above
    var scroll = phone.scrollViewUnderNavigationBar("form", contentHeight: 1400)
    scroll.contentInsetAdjustment.top = 155
    scroll.contentOffset.y = -155
    var store = AvoidanceTestStore(
      try ViewTree(windowSize: phone.windowSize, root: tall, children: [ViewTree.Branch(scroll)]))
    let collapsed = phone.scrollViewInsetAdjustment  // (103,0,34,0)
    store.send(
      .update("root", ViewUpdate(safeArea: phone.root(navigationBar: true).safeAreaInsets))
    ) {
      $0["root"].safeAreaInsets.top = 103
    }
    // UIKit moves a scroll view resting at its top along with its inset; the host says so.
    store.send(.update("form", ViewUpdate(contentOffset: [0, -103], safeArea: collapsed))) {
      $0["form"].contentInsetAdjustment = collapsed
      $0["form"].contentOffset.y = -103
    }
    #expect(store.screen["form"]?.contentInsetAdjustment == [103, 0, 34, 0])
  }
}
