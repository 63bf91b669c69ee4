import KeyboardAvoidance

/// The phone every generated screen is laid out for: an iPhone-sized window with a status and
/// navigation bar, and its keyboard frames.
///
/// The values are the worked examples' phone (390 × 844, keyboard top 508) with the navigation
/// bar of its table example (safe area top 91).
enum Phone {
  /// The window's size.
  static let windowSize = Size(width: 390, height: 844)
  /// The root view's frame in window coordinates.
  static let rootFrame = Rect(x: 0, y: 0, width: 390, height: 844)
  /// What the status bar, navigation bar and home indicator cover.
  static let rootSafeArea = Insets(top: 91, left: 0, bottom: 34, right: 0)
  /// The docked keyboard.
  static let dockedKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)
  /// The docked keyboard after its QuickType bar appears (a height change).
  static let quickTypeKeyboard = Rect(x: 0, y: 464, width: 390, height: 380)
  /// The keyboard's frame once it is hidden, below the window.
  static let hiddenKeyboard = Rect(x: 0, y: 844, width: 390, height: 0)

  /// The root view of a screen.
  static func root(id: ViewID = "root") -> ViewNode {
    ViewNode(id: id, frame: rootFrame, safeAreaInsets: rootSafeArea)
  }
}
