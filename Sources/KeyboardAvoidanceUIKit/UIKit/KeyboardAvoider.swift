#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  // Foundation by name, so that scripts/check-availability.sh checks NotificationCenter's calls.
  import Foundation
  import KeyboardAvoidance
  import UIKit

  /// Keyboard avoidance for a UIKit app, adopted in one line of the scene delegate:
  ///
  /// ```swift
  /// KeyboardAvoider.shared.isEnabled = true
  /// ```
  ///
  /// The avoider observes UIKit's keyboard and text-editing notifications. Each screen — the
  /// view of the view controller nearest to a field, found through the responder chain — gets
  /// its own ``AvoidanceHost``, which mirrors the views the engine needs and applies its
  /// effects. Keyboard notifications go to every screen on display, so that followers and
  /// covered containers make room whichever field is focused.
  ///
  /// Per-view options go through `setOptions(_:for:)`:
  ///
  /// ```swift
  /// KeyboardAvoider.shared.setOptions(ViewOptions(followsKeyboard: true), for: composer)
  /// KeyboardAvoider.shared.setOptions(ViewOptions(keyboardLift: .always), for: messages)
  /// ```
  ///
  /// The avoider hears by itself the user dragging the keyboard (a view pinned to each window's
  /// `keyboardLayoutGuide`), the window changing size (the same view's layout, and every keyboard
  /// notification) and the user's drags of scroll views (their pan gesture recognizers). What
  /// UIKit cannot tell it the app may forward, each call optional: a geometry or automatic-inset
  /// change to ``viewDidChange(_:)``; for preserving scroll positions and selections, reloads,
  /// pushes, pops, tab switches, selection changes and replaced text
  /// (``contentDidReload(in:complete:)``, ``screenPushed(_:onto:)``, …). Saving and restoring
  /// state across launches goes through the
  /// screen's host: `host(for: view)?.archive()` and `restore(from:)`.
  @MainActor
  public final class KeyboardAvoider {
    /// The avoider of the app's windows.
    public static let shared = KeyboardAvoider()

    /// Whether the avoider observes the keyboard; setting it starts or stops observing. Turned
    /// off with the keyboard up, it first puts back what it moved.
    public var isEnabled = false {
      didSet {
        guard isEnabled != oldValue else { return }
        if isEnabled {
          startObserving()
        } else {
          // What the avoider changed goes back, as if the keyboard went down: a hide always
          // counts as one, whatever frame it carries.
          for entry in screens {
            entry.host.receive(
              .keyboard(.keyboardWillHide), object: nil, info: KeyboardUserInfo(frame: nil))
          }
          lastKeyboard = nil
          stopObserving()
        }
      }
    }

    /// The engine's settings, for every screen.
    public var settings: AvoidanceSettings {
      didSet {
        for screen in screens { screen.host.setSettings(settings) }
      }
    }

    /// Whether fields get a Previous / Next / Done toolbar above the keyboard
    /// (`FieldNavigationToolbar`); a field whose `inputAccessoryView` the app set keeps it
    /// (``FieldDecoration``). Off by default.
    public var showsNavigationToolbar = false

    /// Whether a field that begins editing gets the return key its place asks for (Next before
    /// its group's last field, Done on it). Off by default: the app's own return key (Search,
    /// Send, …) is never touched unless the app opts in (``FieldDecoration``).
    public var setsReturnKey = false

    /// The window whose fields the avoider handles; `nil` handles every window.
    public private(set) weak var window: UIWindow?

    struct Screen {
      weak var root: UIView?
      let host: AvoidanceHost
    }

    struct Options {
      weak var view: UIView?
      var options: ViewOptions?
    }

    var screens: [Screen] = []
    /// The scroll views whose pan gesture recognizers the avoider watches.
    var watched = DragWatchList<UIScrollView>()
    lazy var dragWatcher = DragWatcher(avoider: self)

    /// The views pinned to each window's keyboard layout guide, which hear the user drag the
    /// keyboard (``KeyboardGuideTracker``).
    var trackers: [ObjectIdentifier: Tracker] = [:]

    struct Tracker {
      weak var window: UIWindow?
      weak var tracker: KeyboardGuideTracker?
    }
    var options: [ObjectIdentifier: Options] = [:]
    var observers: [any NSObjectProtocol] = []
    var lastKeyboard: KeyboardUserInfo?
    /// The screen of the last keyboard notification that named one.
    weak var lastKeyboardScreen: AnyObject?

    /// An avoider for every window; set `isEnabled` to start it.
    public init(settings: AvoidanceSettings = AvoidanceSettings()) {
      self.settings = settings
    }

    /// An avoider for the fields of one window, already enabled.
    public convenience init(window: UIWindow, settings: AvoidanceSettings = AvoidanceSettings()) {
      self.init(settings: settings)
      self.window = window
      isEnabled = true
      startObserving()
    }

    // MARK: Options

    /// Sets a view's options (`nil` clears them).
    public func setOptions(_ options: ViewOptions?, for view: UIView) {
      self.options[ObjectIdentifier(view)] = Options(view: view, options: options)
      existingHost(for: view)?.setOptions(options, for: view)
    }

    /// The host of the screen that holds `view`, creating it when the view is on display.
    public func host(for view: UIView) -> AvoidanceHost? {
      if let host = existingHost(for: view) { return host }
      guard let root = Self.root(of: view), let window = root.window else { return nil }
      let host = AvoidanceHost(root: root, window: window, settings: settings)
      // A screen's views may be out of the window (a tab not shown, a screen under the top of
      // a stack) and still be the host's: they are matched by their root, not by the hierarchy.
      for entry in options.values {
        guard let optioned = entry.view, Self.root(of: optioned) === root else { continue }
        host.setOptions(entry.options, for: optioned)
      }
      screens.append(Screen(root: root, host: host))
      trackKeyboard(in: window)
      // A screen that appears with the keyboard up makes room at once.
      if let lastKeyboard {
        host.receive(
          .keyboard(.keyboardWillChangeFrame), object: nil, info: lastKeyboard,
          screen: lastKeyboardScreen)
      }
      return host
    }

    // MARK: What the app forwards

    /// The user finished dragging `scrollView` or its deceleration ended. Optional: the avoider
    /// hears the end of every drag from the scroll view's pan gesture recognizer; an app may call
    /// it from `scrollViewDidEndDecelerating(_:)` to hand over the offset the deceleration
    /// settled on at once.
    public func userDidScroll(_ scrollView: UIScrollView) {
      existingHost(for: scrollView)?.userDidScroll(scrollView)
    }

    /// The app changed a view's geometry, or UIKit recomputed a scroll view's automatic inset
    /// (`adjustedContentInsetDidChange()`) or a root's safe area
    /// (`viewSafeAreaInsetsDidChange()`).
    public func viewDidChange(_ view: UIView) {
      existingHost(for: view)?.viewDidChange(view)
    }

    /// The window's root changed its frame or safe area without the window changing size.
    /// Optional: a rotation or resize of the window is heard by itself (the avoider's view pinned
    /// to the keyboard layout guide is laid out, and keyboard notifications re-read the size).
    public func windowDidResize(_ window: UIWindow) {
      for screen in screens where screen.root?.window === window {
        screen.host.windowDidResize()
      }
    }

    /// Cells were inserted into a table or collection, now its subviews from `index` on: call it
    /// after `insertRows(at:with:)` or `insertItems(at:)` and the layout that places them.
    public func cellsInserted(in list: UIScrollView, at index: Int, count: Int) {
      existingHost(for: list)?.cellsInserted(in: list, at: index, count: count)
    }

    /// Cells are about to be removed: call it before `deleteRows(at:with:)` or
    /// `deleteItems(at:)`.
    public func cellsWillBeRemoved(_ cells: [UIView]) {
      guard let first = cells.first else { return }
      existingHost(for: first)?.cellsWillBeRemoved(cells)
    }

    /// A cell's height changed, after the list laid it out.
    public func cellDidResize(_ cell: UIView) {
      existingHost(for: cell)?.cellDidResize(cell)
    }

    /// A table's or collection's data was reloaded and laid out, or a scroll view's content
    /// replaced; `complete` says whether loading has finished (a restored position waits for
    /// it).
    public func contentDidReload(in scrollView: UIScrollView, complete: Bool = true) {
      host(for: scrollView)?.contentDidReload(in: scrollView, complete: complete)
    }

    /// A view controller was pushed: call it from the navigation controller delegate's
    /// `navigationController(_:willShow:animated:)` when `viewController` is the new top.
    public func screenPushed(
      _ viewController: UIViewController, onto navigation: UINavigationController
    ) {
      guard let screen = viewController.viewIfLoaded, let view = navigation.viewIfLoaded else {
        return
      }
      host(for: view)?.screenPushed(screen, onto: view)
    }

    /// The top view controller was popped: call it from the navigation controller delegate's
    /// `navigationController(_:willShow:animated:)` on the way back.
    public func screenPopped(from navigation: UINavigationController) {
      guard let view = navigation.viewIfLoaded else { return }
      host(for: view)?.screenPopped(from: view)
    }

    /// The user selected another tab: call it from the tab bar controller delegate's
    /// `tabBarController(_:didSelect:)`.
    public func tabDidChange(in tabs: UITabBarController) {
      guard let view = tabs.viewIfLoaded else { return }
      host(for: view)?.tabDidChange(in: view)
    }

    /// The user changed a field's selection: call it from `textViewDidChangeSelection(_:)` or
    /// `textFieldDidChangeSelection(_:)`.
    public func selectionDidChange(in field: UIView) {
      existingHost(for: field)?.selectionDidChange(in: field)
    }

    /// The app replaced a field's text: call it right after setting `text`, so that the
    /// selection goes back onto the text it was on.
    public func fieldTextDidChange(_ field: UIView) {
      existingHost(for: field)?.fieldTextDidChange(field)
    }

    /// Focuses the focused field's previous or next field.
    public func navigate(_ direction: FieldNavigation.Direction) {
      guard let host = focusedHost else { return }
      host.navigate(direction)
      guard setsReturnKey || showsNavigationToolbar, let id = host.engine.focusedField,
        let field = host.view(for: id) as? UIView
      else { return }
      decorate(field, host)
    }

    /// The focused field's previous and next fields and its return key.
    public func navigation() -> FieldNavigation? {
      focusedHost?.navigation()
    }

    // MARK: Screens

    /// The host whose field is focused, in the key window: with several scenes, each may keep a
    /// focused field, and Previous / Next go to the one the user types in.
    var focusedHost: AvoidanceHost? {
      ScreenRouting.focusedScreen(
        screens, hasFocusedField: { $0.host.engine.focusedField != nil },
        isInKeyWindow: { $0.root?.window?.isKeyWindow == true }
      )?.host
    }

    func handles(_ view: UIView) -> Bool {
      window == nil || view.window === window
    }

    func existingHost(for view: UIView) -> AvoidanceHost? {
      guard let root = Self.root(of: view) else { return nil }
      return screens.first { $0.root === root }?.host
    }

    /// The screen's root: the view of the outermost container of the nearest view controller
    /// up the responder chain — a navigation or tab bar controller's view holds the screens it
    /// pushes and switches between, so that their state is preserved across them; a presented
    /// controller is its own root. A view's `next` is its view controller when it is that
    /// controller's view, else its superview (UIKit `UIResponder.next`).
    static func root(of view: UIView) -> UIView? {
      var responder: UIResponder? = view
      while let current = responder {
        if var controller = current as? UIViewController {
          while let parent = controller.parent { controller = parent }
          return controller.viewIfLoaded
        }
        responder = current.next
      }
      return nil
    }
  }
#endif
