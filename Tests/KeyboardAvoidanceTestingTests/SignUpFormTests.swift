import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

// A sign-up form on an iPhone 15: name, email, a notes text view that fits, a table of
// addresses, and the same form on an iPad with a floating keyboard.
private func signUp(on device: DeviceScreen = .iPhone15) throws -> ViewTree {
  try device.screen(
    navigationBar: true,
    [
      ViewTree.Branch(
        device.scrollViewUnderNavigationBar("form", contentHeight: 1600),
        children: [
          ViewTree.Branch(ViewNode(id: "name", kind: .textField, frame: [20, 40, 353, 44])),
          ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 353, 44])),
          ViewTree.Branch(ViewNode(id: "notes", kind: .textView, frame: [20, 700, 353, 140])),
          ViewTree.Branch(
            ViewNode(
              id: "addresses", kind: .table, frame: [0, 900, 393, 600], contentSize: [393, 1200]),
            children: (0..<20).map { row in
              ViewTree.Branch(
                ViewNode(id: "row\(row)", kind: .cell, frame: [0, Double(row) * 60, 393, 60]),
                children: [
                  ViewTree.Branch(
                    ViewNode(id: "street\(row)", kind: .textField, frame: [16, 8, 361, 44]))
                ])
            }),
        ])
    ])
}

@Suite("A sign-up form")
struct SignUpFormTests {
  @Test("Each field is revealed just above the keyboard; the notes box whole")
  func phone() throws {
    var store = AvoidanceTestStore(try signUp())
    store.send(.focus("name"))  // at 143…187, below the bars (103): visible, nothing moves
    store.send(.keyboardWillShow(height: 336)) {  // band 103…506
      $0["form"].contentInset.bottom = 312  // 852 − 506, less the 34 the platform adds
      $0["form"].indicatorInsets.bottom = 302  // 852 − 516 − 34
    }
    store.send(.focus("email")) { $0["form"].contentOffset.y = 138 }  // 703…747 up by 241
    store.send(.focus("notes", caret: [4, 8, 2, 20])) {
      $0["form"].contentOffset.y = 334  // the whole box: 700 + 140 − 334 = 506
    }
    store.send(.caret([4, 100, 2, 20]))  // inside a box that fits: nothing moves
    store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
    store.assertTrace(named: "sign-up-phone")
  }

  @Test("A field in a table row reveals the whole row with the table's own animation")
  func tableRow() throws {
    var store = AvoidanceTestStore(try signUp())
    store.send(.focus("street5"))
    store.send(.keyboardWillShow(height: 336)) {  // row 5 (1303…1363) must rise 857
      $0["addresses"].contentOffset.y = 300  // the table brings the row to its own top
      $0["addresses"].contentInset.bottom = 540  // its final bottom 1046 − 506
      $0["addresses"].indicatorInsets.bottom = 530
      $0["form"].contentOffset.y = 454  // −103 + the remaining 557
      $0["form"].contentInset.bottom = 312
      $0["form"].indicatorInsets.bottom = 302
    }
    store.send(.userScroll("addresses", to: 200))
    store.send(.keyboardWillHide()) {
      $0["addresses"].contentInset.bottom = 0
      $0["addresses"].indicatorInsets.bottom = 0
      $0["form"].contentOffset.y = -103
      $0["form"].contentInset.bottom = 0
      $0["form"].indicatorInsets.bottom = 0
    }
  }

  @Test("On an iPad a floating keyboard moves nothing, and undocking restores everything")
  func pad() throws {
    var store = AvoidanceTestStore(try signUp(on: .iPad11))
    store.send(.focus("notes"))
    store.send(.floatingKeyboard([257, 600, 320, 250]))
    store.send(.keyboardWillShow(height: 400)) {  // band 74…784; notes at 774…914
      $0["form"].contentOffset.y = 56  // −74 + 130
      $0["form"].contentInset.bottom = 390  // 1194 − 784 − 20
      $0["form"].indicatorInsets.bottom = 380
    }
    store.send(.floatingKeyboard([257, 600, 320, 250])) { $0.restoreScreenBeforeKeyboard() }
    store.assertRestored()
  }
}
