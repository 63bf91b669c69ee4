import KeyboardAvoidance

/// The window and bars of a real device in portrait, for building screens in tests.
///
/// Sizes are in points, from Apple's Human Interface Guidelines (Layout, device screen sizes).
/// Safe-area insets are what UIKit reports for a full-screen portrait app on that device (the
/// status bar or Dynamic Island above, the home indicator below). Navigation bars are UIKit's
/// standard (not large-title) height: 44 points on iPhone, 50 on iPad. A preset never guesses a
/// keyboard height: keyboards differ by language, keyboard and settings, so each test states its
/// own (`.keyboardWillShow(height: 336)`).
public struct DeviceScreen: Hashable, Sendable {
  /// The device's name.
  public var name: String
  /// The window, in portrait.
  public var windowSize: Size
  /// What the status bar and home indicator cover.
  public var safeAreaInsets: Insets
  /// The height of a standard navigation bar.
  public var navigationBarHeight: Double

  /// Creates a device preset.
  public init(name: String, windowSize: Size, safeAreaInsets: Insets, navigationBarHeight: Double) {
    self.name = name
    self.windowSize = windowSize
    self.safeAreaInsets = safeAreaInsets
    self.navigationBarHeight = navigationBarHeight
  }

  /// iPhone SE (2nd and 3rd generation): 375 × 667, a 20-point status bar, no home indicator.
  public static let iPhoneSE = DeviceScreen(
    name: "iPhone SE", windowSize: [375, 667], safeAreaInsets: Insets(top: 20),
    navigationBarHeight: 44)
  /// iPhone 13 and iPhone 14 (and 12): 390 × 844, 47 points above (the notch), 34 below — the
  /// phone of the package's worked examples.
  public static let iPhone14 = DeviceScreen(
    name: "iPhone 14", windowSize: [390, 844], safeAreaInsets: Insets(top: 47, bottom: 34),
    navigationBarHeight: 44)
  /// iPhone 15 and iPhone 16: 393 × 852, 59 points above (Dynamic Island), 34 below.
  public static let iPhone15 = DeviceScreen(
    name: "iPhone 15", windowSize: [393, 852], safeAreaInsets: Insets(top: 59, bottom: 34),
    navigationBarHeight: 44)
  /// iPhone 16, the same screen as ``iPhone15``.
  public static let iPhone16 = DeviceScreen(
    name: "iPhone 16", windowSize: [393, 852], safeAreaInsets: Insets(top: 59, bottom: 34),
    navigationBarHeight: 44)
  /// iPhone 15 Pro Max: 430 × 932, 59 points above, 34 below.
  public static let iPhone15ProMax = DeviceScreen(
    name: "iPhone 15 Pro Max", windowSize: [430, 932],
    safeAreaInsets: Insets(top: 59, bottom: 34), navigationBarHeight: 44)
  /// iPhone 16 Pro Max: 440 × 956, 62 points above, 34 below.
  public static let iPhone16ProMax = DeviceScreen(
    name: "iPhone 16 Pro Max", windowSize: [440, 956],
    safeAreaInsets: Insets(top: 62, bottom: 34), navigationBarHeight: 44)
  /// iPad Pro and iPad Air 11-inch: 834 × 1194, 24 points above, 20 below.
  public static let iPad11 = DeviceScreen(
    name: "iPad 11-inch", windowSize: [834, 1194], safeAreaInsets: Insets(top: 24, bottom: 20),
    navigationBarHeight: 50)

  /// A view controller's root view filling the window; with `navigationBar`, its top safe area
  /// includes a standard navigation bar, as UIKit reports it inside a navigation controller.
  public func root(_ id: ViewID = "root", navigationBar: Bool = false) -> ViewNode {
    var insets = safeAreaInsets
    if navigationBar { insets.top += navigationBarHeight }
    return ViewNode(
      id: id, frame: Rect(origin: .zero, size: windowSize), safeAreaInsets: insets)
  }

  /// A screen: the root and the views under it.
  public func screen(
    navigationBar: Bool = false, _ children: [ViewTree.Branch] = []
  ) throws(ViewTreeError) -> ViewTree {
    try ViewTree(
      windowSize: windowSize, root: root(navigationBar: navigationBar), children: children)
  }

  /// The setup UIKit gives a full-screen scroll view under a translucent navigation bar: it
  /// fills the window, its automatic inset adjustment is the root's safe area (status bar and
  /// navigation bar above, home indicator below), and it rests scrolled to the negative top
  /// inset, so its content starts just below the bar.
  public func scrollViewUnderNavigationBar(
    _ id: ViewID = "scroll", contentHeight: Double, kind: ViewKind = .scroll
  ) -> ViewNode {
    let insets = root(navigationBar: true).safeAreaInsets
    return ViewNode(
      id: id, kind: kind, frame: Rect(origin: .zero, size: windowSize),
      contentInsetAdjustment: insets,
      contentSize: Size(width: windowSize.width, height: contentHeight),
      contentOffset: Point(x: 0, y: -insets.top))
  }
}
