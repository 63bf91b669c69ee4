import KeyboardAvoidance

/// What the ``DeviceScreen`` helpers made of a store's screen: the device, held the way the
/// screen is now, and whether the root has a navigation bar. The store keeps it, so that
/// ``AvoidanceTestEvent/rotate(to:)`` and a bare
/// ``AvoidanceTestEvent/resize(to:navigationBar:scrollViews:frames:safeAreas:)`` re-derive what the
/// helpers made instead of asking the test to repeat how it built the screen.
struct DeviceLayout: Sendable {
  /// The device, in the screen's orientation.
  var device: DeviceScreen
  /// Whether the root's safe area includes a navigation bar.
  var navigationBar: Bool

  /// The layout of `tree`, if one of `devices` (in either orientation) built it: the window is
  /// the device's, the root fills it, and the root's safe area is the device's, with or without
  /// its navigation bar. The first match wins.
  static func recognize(_ tree: ViewTree, among devices: [DeviceScreen]) -> DeviceLayout? {
    let root = tree.root
    guard root.frame == Rect(origin: .zero, size: tree.windowSize) else { return nil }
    for preset in devices {
      for device in [preset.portrait, preset.landscape] where device.windowSize == tree.windowSize {
        if root.safeAreaInsets == device.root(navigationBar: true).safeAreaInsets {
          return DeviceLayout(device: device, navigationBar: true)
        }
        if root.safeAreaInsets == device.safeAreaInsets {
          return DeviceLayout(device: device, navigationBar: false)
        }
      }
    }
    return nil
  }

  /// The scroll views of `tree` that
  /// ``DeviceScreen/scrollViewUnderNavigationBar(_:contentHeight:kind:)`` made, in tree order: they
  /// fill the window and have the device's automatic inset.
  func fullScreenScrollViews(in tree: ViewTree) -> [ViewID] {
    let window = Rect(origin: .zero, size: tree.windowSize)
    return tree.views.filter {
      $0.kind.isScrollContainer && tree.windowFrame(of: $0.id) == window
        && $0.contentInsetAdjustment == device.scrollViewInsetAdjustment
    }.map(\.id)
  }
}

extension AvoidanceTestStore {
  /// The resize a device event amounts to on the screen as it is, and the layout after it; or
  /// why it cannot be resolved.
  func resolve(_ change: AvoidanceTestEvent.DeviceResize) -> Result<
    (AvoidanceEvent, DeviceLayout), DeviceResizeFailure
  > {
    let tree = engine.tree
    let device: DeviceScreen
    switch change.target {
    case .device(let given):
      device = given
    case .orientation(let orientation):
      guard let layout else {
        return .failure(
          DeviceResizeFailure(
            message: "the store cannot tell which device built the screen: its window "
              + "\(Self.sizeText(tree.windowSize)) and root safe area \(tree.root.safeAreaInsets) "
              + "are no DeviceScreen preset's, with or without a navigation bar. Build the "
              + "screen with a preset's screen(navigationBar:_:), pass device: to the store, or "
              + "send .resize(to:navigationBar:scrollViews:) with the screen's landscape bars."))
      }
      device = layout.device.oriented(orientation)
    }
    let navigationBar = change.navigationBar ?? layout?.navigationBar ?? false
    let scrollViews = change.scrollViews ?? layout?.fullScreenScrollViews(in: tree) ?? []
    var resize = WindowResize(
      windowSize: device.windowSize,
      rootSafeArea: device.root(navigationBar: navigationBar).safeAreaInsets)
    for id in scrollViews {
      resize.frames[id] = Rect(origin: .zero, size: device.windowSize)
      resize.safeAreas[id] = device.scrollViewInsetAdjustment
    }
    resize.frames.merge(change.frames) { _, given in given }
    resize.safeAreas.merge(change.safeAreas) { _, given in given }
    return .success((.resize(resize), DeviceLayout(device: device, navigationBar: navigationBar)))
  }

  /// Why a resize leaves a screen no device would show: a scroll view that filled the old
  /// window keeps its size in a window of another size, or a full-screen scroll view's
  /// automatic inset disagrees with the root about the bar above. `after` is the screen with
  /// the resize's input applied; `isDeviceEvent` says whether the test wrote it with a device.
  func resizeProblems(before: ViewTree, after: ViewTree, isDeviceEvent: Bool) -> [String] {
    var problems: [String] = []
    let oldWindow = Rect(origin: .zero, size: before.windowSize)
    let newWindow = Rect(origin: .zero, size: after.windowSize)
    if before.windowSize != after.windowSize {
      for view in before.views where view.kind.isScrollContainer {
        guard before.windowFrame(of: view.id) == oldWindow,
          let frame = after.windowFrame(of: view.id), frame.size == oldWindow.size
        else { continue }
        problems.append(
          "\"\(view.id)\" filled the \(Self.sizeText(before.windowSize)) window and keeps that "
            + "size in the \(Self.sizeText(after.windowSize)) window")
      }
    }
    let rootTop = after.root.safeAreaInsets.top
    for view in after.views where view.kind.isScrollContainer {
      let adjustment = view.contentInsetAdjustment
      guard after.windowFrame(of: view.id) == newWindow, adjustment != .zero,
        adjustment.top != rootTop
      else { continue }
      problems.append(
        "the root and \"\(view.id)\" disagree about the bar above: the root's safe area top is "
          + "\(formatted(rootTop)), \"\(view.id)\"'s automatic inset top "
          + formatted(adjustment.top))
    }
    guard !problems.isEmpty else { return [] }
    let fix =
      isDeviceEvent
      ? "Leave out navigationBar: and scrollViews: (or send .rotate(to:)) and the store "
        + "re-derives what DeviceScreen built, or state the screen's bar and every full-screen "
        + "scroll view."
      : "Give each full-screen scroll view its new frame and automatic inset in the resize, as "
        + ".resize(to:) does."
    return problems + [fix]
  }

  /// `393 × 852`.
  static func sizeText(_ size: Size) -> String {
    "\(formatted(size.width)) × \(formatted(size.height))"
  }
}

/// Why a device event cannot be resolved, as the failure says it.
struct DeviceResizeFailure: Error {
  var message: String
}
