import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("Golden traces and device presets")
struct TraceAndPresetTests {
  /// A store that focused a field and showed the keyboard on an iPhone SE.
  static func session() throws -> AvoidanceTestStore {
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhoneSE.screen([
        ViewTree.Branch(ViewNode(id: "field", kind: .textField, frame: [20, 500, 335, 44]))
      ]))
    store.send(.focus("field"))
    store.send(.keyboardWillShow(height: 260)) { $0.rootShift = 147 }  // 544 − (407 − 10)
    return store
  }

  @Test("The trace has a line per event and per effect, never padded")
  func traceText() throws {
    #expect(
      try Self.session().trace == """
        #0 focus field
        #1 keyboardWillShow (0,407,375,260) 0.25s curve 7
           root  rootShift  0 → 147  reveal  keyboard 0.25s/7

        """)
  }

  @Test("A golden trace is recorded, then compared; a mismatch fails with a line diff")
  func golden() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kb-trace-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    var store = try Self.session()
    withKnownIssue {
      store.assertTrace(named: "se", in: folder, at: CallSite(), recording: true)
    } matching: {
      $0.comments.contains { $0.rawValue.contains("recorded") }
    }
    store.assertTrace(named: "se", in: folder, at: CallSite(), recording: false)
    store.send(.keyboardWillChangeFrame(height: 300)) { $0.rootShift = 187 }
    withKnownIssue {
      store.assertTrace(named: "se", in: folder, at: CallSite(), recording: false)
    } matching: {
      $0.comments.contains {
        $0.rawValue.contains("+  #2 keyboardWillChangeFrame (0,367,375,300) 0.25s curve 7")
      }
    }
  }

  @Test(
    "Landscape presets: the window turned, the side insets and home indicator, the compact bar",
    arguments: [
      (DeviceScreen.iPhoneSE, Size(width: 667, height: 375), Insets.zero, 32.0),
      (.iPhone14, [844, 390], Insets(left: 47, bottom: 21, right: 47), 32),
      (.iPhone15, [852, 393], Insets(left: 59, bottom: 21, right: 59), 32),
      (.iPhone16, [852, 393], Insets(left: 59, bottom: 21, right: 59), 32),
      (.iPhone15ProMax, [932, 430], Insets(left: 59, bottom: 21, right: 59), 32),
      (.iPhone16ProMax, [956, 440], Insets(left: 62, bottom: 21, right: 62), 32),
      (.iPad11, [1194, 834], Insets(top: 24, bottom: 20), 50),
    ] as [(DeviceScreen, Size, Insets, Double)])
  func landscape(_ device: DeviceScreen, window: Size, safeArea: Insets, bar: Double) {
    let turned = device.landscape
    #expect(turned.isLandscape && !device.isLandscape)
    #expect(turned.name == device.name + " (landscape)")
    #expect(turned.windowSize == window)
    #expect(turned.safeAreaInsets == safeArea)
    #expect(turned.navigationBarHeight == bar)
    #expect(turned.root().frame == Rect(origin: .zero, size: window))
    #expect(turned.landscape == turned)
    #expect(turned.portrait == device)
    #expect(device.portrait == device)
  }

  @Test("A scroll view under the bar: top and bottom of the root's safe area, in both orientations")
  func scrollViewUnderTheBar() {
    let portrait = DeviceScreen.iPhone15.scrollViewUnderNavigationBar(contentHeight: 1000)
    #expect(portrait.contentInsetAdjustment == [103, 0, 34, 0])
    #expect(portrait.contentOffset == [0, -103])
    let landscape = DeviceScreen.iPhone15.landscape.scrollViewUnderNavigationBar(
      "list", contentHeight: 1000, kind: .table)
    #expect(landscape.frame == [0, 0, 852, 393])
    #expect(landscape.contentInsetAdjustment == [32, 0, 21, 0])
    #expect(landscape.contentOffset == [0, -32])
    #expect(
      DeviceScreen.iPhone15.landscape.root(navigationBar: true).safeAreaInsets == [32, 59, 21, 59])
  }

  @Test(".resize(to:) sends the device's window and bars; frames and safeAreas win")
  func resizeEvent() throws {
    var store = AvoidanceTestStore(
      try DeviceScreen.iPhone14.screen(
        navigationBar: true,
        [ViewTree.Branch(DeviceScreen.iPhone14.scrollViewUnderNavigationBar(contentHeight: 2000))]))
    store.send(
      .resize(
        to: .iPhone14.landscape, navigationBar: true, scrollViews: ["scroll"],
        safeAreas: ["scroll": [32, 0, 0, 0]])
    ) {
      $0["root"].frame = [0, 0, 844, 390]
      $0["scroll"].frame = [0, 0, 844, 390]
      $0["scroll"].contentInsetAdjustment = [32, 0, 0, 0]
      $0["root"].safeAreaInsets = [32, 47, 21, 47]
    }
    #expect(store.screen.windowSize == [844, 390])
    #expect(
      store.trace.contains(
        "#0 resize window (844,390) scroll (0,0,844,390) safeArea (32,47,21,47) "
          + "scroll safeArea (32,0,0,0)"))
  }

  @Test("Presets state their windows and bars; a navigation bar adds to the top")
  func presets() {
    #expect(DeviceScreen.iPhoneSE.root().safeAreaInsets == [20, 0, 0, 0])
    #expect(DeviceScreen.iPhone15.root(navigationBar: true).safeAreaInsets == [103, 0, 34, 0])
    #expect(DeviceScreen.iPhone16ProMax.windowSize == [440, 956])
    #expect(DeviceScreen.iPhone14.root().frame == [0, 0, 390, 844])
    #expect(DeviceScreen.iPhone14.root(navigationBar: true).safeAreaInsets == [91, 0, 34, 0])
    #expect(DeviceScreen.iPad11.root(navigationBar: true).safeAreaInsets == [74, 0, 20, 0])
  }

  @Test("A full-screen scroll view under a navigation bar rests at −top and scrolls back there")
  func scrollViewUnderNavigationBar() throws {
    let device = DeviceScreen.iPhone15
    var store = AvoidanceTestStore(
      try device.screen(
        navigationBar: true,
        [
          ViewTree.Branch(
            device.scrollViewUnderNavigationBar("list", contentHeight: 2000),
            children: [
              ViewTree.Branch(ViewNode(id: "reply", kind: .textField, frame: [20, 700, 353, 44]))
            ])
        ]))
    #expect(store.screen["list"]?.contentOffset.y == -103)
    store.send(.focus("reply"))
    store.send(.keyboardWillShow(height: 336)) {  // reply at 803…847 rises 341
      $0["list"].contentOffset.y = 238
      $0["list"].contentInset.bottom = 312
      $0["list"].indicatorInsets.bottom = 302
    }
    store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
    #expect(store.screen["list"]?.contentOffset.y == -103)
  }
}
