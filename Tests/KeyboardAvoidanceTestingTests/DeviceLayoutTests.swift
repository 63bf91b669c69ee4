import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// What the test store re-derives from the device that built a screen, and what it leaves to
/// the test: a screen built in landscape turns, frames and automatic insets the test gives win,
/// and a full-screen scroll view that opts out of automatic insets is no mismatch.
@Suite("The test store's device layout")
struct DeviceLayoutTests {
  let phone = DeviceScreen.iPhone15

  @Test("A screen built with a landscape preset is recognised: it turns to portrait")
  func landscapeBuiltScreenTurns() throws {
    let landscape = phone.landscape
    let form = ViewTree.Branch(
      landscape.scrollViewUnderNavigationBar("form", contentHeight: 1400),
      children: [
        ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 300, 353, 44]))
      ])
    var store = AvoidanceTestStore(try landscape.screen(navigationBar: true, [form]))
    // Landscape: a 32-point bar and no status bar; portrait: 59 of status bar and island and a
    // 44-point bar. The engine moves nothing (the keyboard is down): the turn is the resize's
    // input, re-derived from the device the store recognised.
    #expect(store.screen.root.safeAreaInsets == [32, 59, 21, 59])
    store.send(.rotate(to: .portrait))
    #expect(store.screen.windowSize == [393, 852])
    #expect(store.screen.root.safeAreaInsets == [103, 0, 34, 0])
    #expect(store.screen["form"]?.frame == [0, 0, 393, 852])
    #expect(store.screen["form"]?.contentInsetAdjustment == [103, 0, 34, 0])
  }

  @Test("Frames and automatic insets the test gives win over the ones the store derives")
  func givenValuesWin() throws {
    let form = ViewTree.Branch(phone.scrollViewUnderNavigationBar("form", contentHeight: 1400))
    var store = AvoidanceTestStore(try phone.screen(navigationBar: true, [form]))
    // The store would make the form fill the landscape window with the device's inset
    // (32,0,21,0); the test says it stops 100 points short of the bottom, with no bottom inset.
    let frame: Rect = [0, 0, 852, 293]
    let inset: Insets = [32, 0, 0, 0]
    store.send(.resize(to: phone.landscape, frames: ["form": frame], safeAreas: ["form": inset]))
    #expect(store.screen["form"]?.frame == frame)
    #expect(store.screen["form"]?.contentInsetAdjustment == inset)
  }

  @Test("A full-screen scroll view with no automatic inset is no disagreement about the bar")
  func zeroAutomaticInsetIsNoMismatch() throws {
    // A map-like scroll view that opts out of automatic insets (`.never`): the root has the
    // bar, the scroll view has nothing to agree or disagree with.
    let map = ViewTree.Branch(
      ViewNode(
        id: "map", kind: .scroll, frame: [0, 0, 393, 852], contentSize: [1000, 2000]))
    var store = AvoidanceTestStore(try phone.screen(navigationBar: true, [map]))
    store.send(.resize(to: phone.landscape, frames: ["map": [0, 0, 852, 393]]))
    #expect(store.screen.windowSize == [852, 393])
    #expect(store.screen["map"]?.frame == [0, 0, 852, 393])
    #expect(store.screen["map"]?.contentInsetAdjustment == .zero)
  }
}
