import KeyboardAvoidance

/// The window and bars of a real device, in portrait or landscape, for building screens in tests.
///
/// Sizes are in points, from Apple's Human Interface Guidelines (Layout, device screen sizes).
/// Safe-area insets are what UIKit reports for a full-screen app on that device: in portrait the
/// status bar or Dynamic Island above and the home indicator below; in ``landscape`` the notch
/// or Dynamic Island on both sides (UIKit reports the same inset left and right whichever way
/// the phone turns), the home indicator below, and no status bar (iPhone hides it in
/// landscape). Navigation bars are UIKit's standard (not large-title) height: on iPhone 44
/// points in portrait and 32 in landscape (the compact-height bar), on iPad 50 in both. A
/// preset never guesses a keyboard height: keyboards differ by language, keyboard and settings,
/// so each test states its own (`.keyboardWillShow(height: 336)`).
///
/// ```swift
/// let phone = DeviceScreen.iPhone15.landscape
/// phone.windowSize         // 852 × 393
/// phone.safeAreaInsets     // (0,59,21,59)
/// phone.root(navigationBar: true).safeAreaInsets  // (32,59,21,59)
/// ```
public struct DeviceScreen: Hashable, Sendable {
  /// The device's name; a landscape preset's ends in "(landscape)".
  public var name: String
  /// The window, in this preset's orientation.
  public var windowSize: Size
  /// What the status bar, the notch or Dynamic Island and the home indicator cover.
  public var safeAreaInsets: Insets
  /// The height of a standard navigation bar.
  public var navigationBarHeight: Double
  /// Whether this is the landscape preset (``landscape``).
  public private(set) var isLandscape: Bool
  /// The other orientation's safe area and bar height, so that the preset can turn.
  private var turned: Bars

  /// A safe area and a bar height of one orientation.
  private struct Bars: Hashable, Sendable {
    var safeAreaInsets: Insets
    var navigationBarHeight: Double
  }

  /// Creates a device preset from its portrait values and, if known, its landscape ones (by
  /// default no safe area and the portrait bar height).
  public init(
    name: String, windowSize: Size, safeAreaInsets: Insets, navigationBarHeight: Double,
    landscapeSafeAreaInsets: Insets = .zero, landscapeNavigationBarHeight: Double? = nil
  ) {
    self.name = name
    self.windowSize = windowSize
    self.safeAreaInsets = safeAreaInsets
    self.navigationBarHeight = navigationBarHeight
    self.isLandscape = false
    self.turned = Bars(
      safeAreaInsets: landscapeSafeAreaInsets,
      navigationBarHeight: landscapeNavigationBarHeight ?? navigationBarHeight)
  }

  /// The same device turned to landscape: the window's sides swapped, and the safe area and
  /// bar height UIKit reports in landscape (stated on each preset). A landscape preset is its
  /// own landscape.
  public var landscape: DeviceScreen { isLandscape ? self : turnedOver }

  /// The same device in portrait. A portrait preset is its own portrait.
  public var portrait: DeviceScreen { isLandscape ? turnedOver : self }

  /// Which way a preset holds the device.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Upright: the home indicator below, the taller side vertical.
    case portrait
    /// On its side: the wider side horizontal (``DeviceScreen/landscape``).
    case landscape
  }

  /// Which way this preset holds the device.
  public var orientation: Orientation { isLandscape ? .landscape : .portrait }

  /// The same device held `orientation`'s way: ``portrait`` or ``landscape``.
  public func oriented(_ orientation: Orientation) -> DeviceScreen {
    orientation == .landscape ? landscape : portrait
  }

  /// The preset in the other orientation.
  private var turnedOver: DeviceScreen {
    var other = self
    other.name =
      isLandscape ? String(name.dropLast(" (landscape)".count)) : name + " (landscape)"
    other.windowSize = Size(width: windowSize.height, height: windowSize.width)
    other.safeAreaInsets = turned.safeAreaInsets
    other.navigationBarHeight = turned.navigationBarHeight
    other.turned = Bars(safeAreaInsets: safeAreaInsets, navigationBarHeight: navigationBarHeight)
    other.isLandscape.toggle()
    return other
  }

  /// iPhone SE (2nd and 3rd generation): 375 × 667, a 20-point status bar, no home indicator,
  /// navigation bar 44. In landscape: 667 × 375, no safe area at all (no status bar, no notch,
  /// no home indicator), navigation bar 32.
  public static let iPhoneSE = DeviceScreen(
    name: "iPhone SE", windowSize: [375, 667], safeAreaInsets: Insets(top: 20),
    navigationBarHeight: 44, landscapeSafeAreaInsets: .zero, landscapeNavigationBarHeight: 32)
  /// iPhone 13 and iPhone 14 (and 12): 390 × 844, 47 points above (the notch), 34 below — the
  /// phone of the package's worked examples — navigation bar 44. In landscape: 844 × 390,
  /// 47 left and right (the notch), 21 below (the home indicator), navigation bar 32.
  public static let iPhone14 = DeviceScreen(
    name: "iPhone 14", windowSize: [390, 844], safeAreaInsets: Insets(top: 47, bottom: 34),
    navigationBarHeight: 44, landscapeSafeAreaInsets: Insets(left: 47, bottom: 21, right: 47),
    landscapeNavigationBarHeight: 32)
  /// iPhone 15 and iPhone 16: 393 × 852, 59 points above (Dynamic Island), 34 below,
  /// navigation bar 44. In landscape: 852 × 393, 59 left and right (Dynamic Island), 21 below,
  /// navigation bar 32.
  public static let iPhone15 = DeviceScreen(
    name: "iPhone 15", windowSize: [393, 852], safeAreaInsets: Insets(top: 59, bottom: 34),
    navigationBarHeight: 44, landscapeSafeAreaInsets: Insets(left: 59, bottom: 21, right: 59),
    landscapeNavigationBarHeight: 32)
  /// iPhone 16, the same screen as ``iPhone15``: 393 × 852, 59 above, 34 below, navigation
  /// bar 44. In landscape: 852 × 393, 59 left and right, 21 below, navigation bar 32.
  public static let iPhone16 = DeviceScreen(
    name: "iPhone 16", windowSize: [393, 852], safeAreaInsets: Insets(top: 59, bottom: 34),
    navigationBarHeight: 44, landscapeSafeAreaInsets: Insets(left: 59, bottom: 21, right: 59),
    landscapeNavigationBarHeight: 32)
  /// iPhone 15 Pro Max: 430 × 932, 59 points above, 34 below, navigation bar 44. In
  /// landscape: 932 × 430, 59 left and right, 21 below, navigation bar 32 (the compact-height
  /// bar: a landscape iPhone has a compact height, even the large ones).
  public static let iPhone15ProMax = DeviceScreen(
    name: "iPhone 15 Pro Max", windowSize: [430, 932],
    safeAreaInsets: Insets(top: 59, bottom: 34), navigationBarHeight: 44,
    landscapeSafeAreaInsets: Insets(left: 59, bottom: 21, right: 59),
    landscapeNavigationBarHeight: 32)
  /// iPhone 16 Pro Max: 440 × 956, 62 points above, 34 below, navigation bar 44. In
  /// landscape: 956 × 440, 62 left and right, 21 below, navigation bar 32.
  public static let iPhone16ProMax = DeviceScreen(
    name: "iPhone 16 Pro Max", windowSize: [440, 956],
    safeAreaInsets: Insets(top: 62, bottom: 34), navigationBarHeight: 44,
    landscapeSafeAreaInsets: Insets(left: 62, bottom: 21, right: 62),
    landscapeNavigationBarHeight: 32)
  /// iPad Pro and iPad Air 11-inch: 834 × 1194, 24 points above (the status bar), 20 below
  /// (the home indicator), navigation bar 50. In landscape: 1194 × 834, still 24 above and
  /// 20 below (an iPad keeps its status bar and has no notch), navigation bar 50.
  public static let iPad11 = DeviceScreen(
    name: "iPad 11-inch", windowSize: [834, 1194], safeAreaInsets: Insets(top: 24, bottom: 20),
    navigationBarHeight: 50, landscapeSafeAreaInsets: Insets(top: 24, bottom: 20),
    landscapeNavigationBarHeight: 50)

  /// Every preset, in portrait, in the order the store tries them when it recognizes the device
  /// that built a screen (``iPhone15`` before ``iPhone16``, which has the same screen).
  static let presets = [
    iPhoneSE, iPhone14, iPhone15, iPhone16, iPhone15ProMax, iPhone16ProMax, iPad11,
  ]

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

  /// A chat: a `table` of messages under the bars (`messages`), scrolled to its end, and a
  /// composer (`composer`) pinned above the home indicator that follows the keyboard — a view
  /// constrained to UIKit's `keyboardLayoutGuide` — holding its text field (`input`, 12 points in
  /// from the sides, 8 from the top and bottom). The table ends where the composer starts and
  /// moves its content with the keyboard by `lift` (the article *Chats, composers and button
  /// bars* of KeyboardAvoidance).
  ///
  /// On ``iPhone14`` with no navigation bar this is the screen of the
  /// worked example 16: `messages` (0,47,390,713), `composer` (0,760,390,50), `input`
  /// (12,8,366,34).
  ///
  /// ```swift
  /// let chat = try DeviceScreen.iPhone15.chat(contentHeight: 3000)
  /// // messages (0,103,393,665) under the navigation bar, offset 2335; composer (0,768,393,50)
  /// ```
  public func chat(
    contentHeight: Double, lift: KeyboardLift = .always, composerHeight: Double = 50,
    navigationBar: Bool = true
  ) throws(ViewTreeError) -> ViewTree {
    let root = root(navigationBar: navigationBar)
    let top = root.safeAreaInsets.top
    let composerTop = windowSize.height - safeAreaInsets.bottom - composerHeight
    let tableHeight = max(0, composerTop - top)
    let table = ViewNode(
      id: "messages", kind: .table,
      frame: Rect(x: 0, y: top, width: windowSize.width, height: tableHeight),
      contentSize: Size(width: windowSize.width, height: contentHeight),
      contentOffset: Point(x: 0, y: max(0, contentHeight - tableHeight)), keyboardLift: lift)
    let composer = ViewTree.Branch(
      ViewNode(
        id: "composer",
        frame: Rect(x: 0, y: composerTop, width: windowSize.width, height: composerHeight),
        followsKeyboard: true),
      children: [
        ViewTree.Branch(
          ViewNode(
            id: "input", kind: .textField,
            frame: Rect(
              x: 12, y: 8, width: max(0, windowSize.width - 24),
              height: max(0, composerHeight - 16))))
      ])
    return try ViewTree(
      windowSize: windowSize, root: root, children: [ViewTree.Branch(table), composer])
  }

  /// A form with a button bar on the keyboard: a `scroll` view (`form`) under the bars holding
  /// `fields`, and a bar of buttons (`buttons`, `barHeight` tall) pinned above the home
  /// indicator that follows the keyboard, so the form's fields are revealed above the bar.
  ///
  /// On ``iPhone14`` with no navigation bar and a 60-point bar this is the screen of the worked
  /// example 18: `form` (0,47,390,703), `buttons` (0,750,390,60).
  ///
  /// ```swift
  /// let email = ViewTree.Branch(
  ///   ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
  /// let form = try DeviceScreen.iPhone14.formWithButtonBar(
  ///   [email], contentHeight: 1400, navigationBar: false)
  /// ```
  public func formWithButtonBar(
    _ fields: [ViewTree.Branch], contentHeight: Double, barHeight: Double = 60,
    navigationBar: Bool = true
  ) throws(ViewTreeError) -> ViewTree {
    let root = root(navigationBar: navigationBar)
    let top = root.safeAreaInsets.top
    let barTop = windowSize.height - safeAreaInsets.bottom - barHeight
    let form = ViewNode(
      id: "form", kind: .scroll,
      frame: Rect(x: 0, y: top, width: windowSize.width, height: max(0, barTop - top)),
      contentSize: Size(width: windowSize.width, height: contentHeight))
    let bar = ViewNode(
      id: "buttons", frame: Rect(x: 0, y: barTop, width: windowSize.width, height: barHeight),
      followsKeyboard: true)
    return try ViewTree(
      windowSize: windowSize, root: root,
      children: [ViewTree.Branch(form, children: fields), ViewTree.Branch(bar)])
  }

  /// The setup UIKit gives a full-screen scroll view under a translucent navigation bar: it
  /// fills the window, its automatic inset adjustment is ``scrollViewInsetAdjustment`` (status
  /// bar and navigation bar above, home indicator below), and it rests scrolled to the negative
  /// top inset, so its content starts just below the bar.
  ///
  /// On ``iPhone15`` that is an adjustment of (103,0,34,0) and an offset of −103 in portrait, and
  /// (32,0,21,0) and −32 in ``landscape``.
  public func scrollViewUnderNavigationBar(
    _ id: ViewID = "scroll", contentHeight: Double, kind: ViewKind = .scroll
  ) -> ViewNode {
    let insets = scrollViewInsetAdjustment
    return ViewNode(
      id: id, kind: kind, frame: Rect(origin: .zero, size: windowSize),
      contentInsetAdjustment: insets,
      contentSize: Size(width: windowSize.width, height: contentHeight),
      contentOffset: Point(x: 0, y: -insets.top))
  }

  /// The automatic inset adjustment UIKit gives a full-screen vertical scroll view under a
  /// navigation bar (`contentInsetAdjustmentBehavior` `.automatic`): the root's safe area with
  /// the bar, top and bottom only — a view that does not scroll sideways gets no left or right
  /// adjustment, even beside a landscape notch. Send it in a resize's `safeAreas` when the
  /// phone turns.
  public var scrollViewInsetAdjustment: Insets {
    let insets = root(navigationBar: true).safeAreaInsets
    return Insets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
  }
}
