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

    /// Whether the avoider observes the keyboard; setting it starts or stops observing.
    public var isEnabled = false {
      didSet {
        guard isEnabled != oldValue else { return }
        if isEnabled { startObserving() } else { stopObserving() }
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

    private struct Screen {
      weak var root: UIView?
      let host: AvoidanceHost
    }

    private struct Options {
      weak var view: UIView?
      var options: ViewOptions?
    }

    private var screens: [Screen] = []
    /// The scroll views whose pan gesture recognizers the avoider watches.
    private var watched: [ObjectIdentifier: Watched] = [:]
    private lazy var dragWatcher = DragWatcher(avoider: self)

    private struct Watched {
      weak var view: UIScrollView?
    }
    /// The views pinned to each window's keyboard layout guide, which hear the user drag the
    /// keyboard (``KeyboardGuideTracker``).
    private var trackers: [ObjectIdentifier: Tracker] = [:]

    private struct Tracker {
      weak var window: UIWindow?
      weak var tracker: KeyboardGuideTracker?
    }
    private var options: [ObjectIdentifier: Options] = [:]
    private var observers: [any NSObjectProtocol] = []
    private var lastKeyboard: KeyboardUserInfo?

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

    // MARK: Exclusions

    /// Which view controllers' views avoid the keyboard by themselves, whose fields the avoider
    /// leaves alone: `UITableViewController` (it insets its table and scrolls the editing row
    /// into view, uikit-facts 66), `UICollectionViewController` (fact 67),
    /// `UIInputViewController` and `UIAlertController` (IQKeyboardManager's defaults, fact 68),
    /// subclasses included, and more through `exclude(_:)`. SwiftUI's hosting
    /// controllers, which avoid the keyboard through their safe area (fact 72), are left alone
    /// too, by their class's name.
    private static var exclusions: [(UIViewController) -> Bool] = [
      { $0 is UITableViewController }, { $0 is UICollectionViewController },
      { $0 is UIInputViewController }, { $0 is UIAlertController },
    ]

    /// Leaves the fields of a kind of view controller alone, subclasses included.
    public static func exclude<Controller: UIViewController>(_ type: Controller.Type) {
      exclusions.append { $0 is Controller }
    }

    /// Whether `controller` is of an excluded kind or a SwiftUI hosting controller.
    static func avoidsKeyboardItself(_ controller: UIViewController) -> Bool {
      if exclusions.contains(where: { $0(controller) }) { return true }
      return String(describing: type(of: controller)).hasPrefix("UIHostingController")
    }

    /// Leaves the fields under `view` alone (``ViewOptions/excludesSubtree``): a container
    /// the app moves for the keyboard itself.
    public func exclude(_ view: UIView) {
      var options = self.options[ObjectIdentifier(view)]?.options ?? ViewOptions()
      options.excludesSubtree = true
      setOptions(options, for: view)
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
      for entry in options.values {
        guard let optioned = entry.view, optioned.isDescendant(of: root) else { continue }
        host.setOptions(entry.options, for: optioned)
      }
      screens.append(Screen(root: root, host: host))
      trackKeyboard(in: window)
      // A screen that appears with the keyboard up makes room at once.
      if let lastKeyboard { host.keyboardNotification(.keyboardWillChangeFrame, lastKeyboard) }
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

    // MARK: Observing

    /// UIKit's notifications and what they mean to the host core.
    private static var routes: [(NSNotification.Name, HostNotification)] {
      [
        (UIResponder.keyboardWillShowNotification, .keyboard(.keyboardWillShow)),
        (UIResponder.keyboardDidShowNotification, .keyboard(.keyboardDidShow)),
        (UIResponder.keyboardWillChangeFrameNotification, .keyboard(.keyboardWillChangeFrame)),
        (UIResponder.keyboardDidChangeFrameNotification, .keyboard(.keyboardDidChangeFrame)),
        (UIResponder.keyboardWillHideNotification, .keyboard(.keyboardWillHide)),
        (UIResponder.keyboardDidHideNotification, .keyboard(.keyboardDidHide)),
        (UITextField.textDidBeginEditingNotification, .textDidBeginEditing),
        (UITextField.textDidEndEditingNotification, .textDidEndEditing),
        (UITextField.textDidChangeNotification, .textDidChange),
        (UITextView.textDidBeginEditingNotification, .textDidBeginEditing),
        (UITextView.textDidEndEditingNotification, .textDidEndEditing),
        (UITextView.textDidChangeNotification, .textDidChange),
        (UIApplication.didReceiveMemoryWarningNotification, .memoryWarning),
      ]
    }

    /// UIKit's `userInfo` keys.
    private static var keys: KeyboardUserInfo.Keys {
      KeyboardUserInfo.Keys(
        frameEnd: UIResponder.keyboardFrameEndUserInfoKey,
        animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
        animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
        isLocal: UIResponder.keyboardIsLocalUserInfoKey)
    }

    private func startObserving() {
      guard observers.isEmpty else { return }
      let keys = Self.keys
      for (name, route) in Self.routes {
        let observer = NotificationCenter.default.addObserver(
          forName: name, object: nil, queue: OperationQueue.main
        ) { [weak self] notification in
          // Read into Sendable values here; observers on the main queue run on the main actor.
          let info = KeyboardUserInfo(notification.userInfo ?? [:], keys: keys)
          let field = notification.object as? UIView
          // A keyboard notification's object is the screen the keyboard is on (uikit-facts 4).
          // visionOS has no UIScreen: there the object is not compared.
          #if os(visionOS)
            let screen: AnyObject? = nil
          #else
            let screen: AnyObject? = notification.object as? UIScreen
          #endif
          MainActor.assumeIsolated {
            self?.receive(route, field: field, screen: screen, info: info)
          }
        }
        observers.append(observer)
      }
    }

    private func stopObserving() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
      for entry in trackers.values { entry.tracker?.removeFromSuperview() }
      trackers.removeAll()
    }

    private func receive(
      _ route: HostNotification, field: UIView?, screen: AnyObject?, info: KeyboardUserInfo
    ) {
      screens.removeAll { $0.root == nil }
      options = options.filter { $0.value.view != nil }
      switch route {
      case .keyboard:
        lastKeyboard =
          route == .keyboard(.keyboardWillHide) || route == .keyboard(.keyboardDidHide)
          ? nil : info
        // Screens with followers or lift containers make room even with no field focused.
        for entry in options.values
        where entry.options?.followsKeyboard == true
          || (entry.options?.keyboardLift ?? .none) != .none
        {
          if let view = entry.view, view.window != nil, handles(view) { _ = host(for: view) }
        }
        for entry in screens {
          guard let root = entry.root, let window = root.window, handles(root) else { continue }
          // A window whose tracker went with a disable and enable gets one again.
          trackKeyboard(in: window)
          entry.host.receive(route, object: nil, info: info, screen: screen)
          watchDrags(of: entry.host)
        }
      case .textDidBeginEditing, .textDidEndEditing, .textDidChange:
        // Only fields of the key window begin editing here: a field in UIKit's keyboard window
        // (an input accessory view's composer) or another scene's window is not this screen's
        // (uikit-facts 54). Its end and changes reach the host that has it, whichever window is
        // key by then (focus moving to another scene makes that window key first).
        guard let field, handles(field),
          route != .textDidBeginEditing || field.window?.isKeyWindow == true
        else { return }
        let host = route == .textDidBeginEditing ? host(for: field) : existingHost(for: field)
        guard let host else { return }
        host.receive(route, object: field, info: info)
        watchDrags(of: host)
        if route == .textDidBeginEditing, field is UITextView {
          // The caret the tap put is there once UIKit updated the selection (uikit-facts 52).
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) { [weak host] in
            MainActor.assumeIsolated { host?.confirmCaret() }
          }
        }
        guard route == .textDidBeginEditing, setsReturnKey || showsNavigationToolbar else {
          return
        }
        decorate(field, host)
      case .memoryWarning:
        for screen in screens { screen.host.receive(route, object: nil, info: info) }
      }
    }

    // MARK: Return key and toolbar

    /// Gives a field what the app opted in to (``FieldDecoration``), and reloads its input views
    /// only when something changed.
    private func decorate(_ field: UIView, _ host: AvoidanceHost) {
      // A field that navigation makes first responder begins editing before the engine hears
      // of the navigation: `navigate(_:)` decorates it once the navigation is decided.
      guard host.engine.focusedField == host.id(of: field) else { return }
      let navigation = host.navigation()
      let textField = field as? UITextField
      let textView = field as? UITextView
      guard textField != nil || textView != nil else { return }
      let accessoryView = textField?.inputAccessoryView ?? textView?.inputAccessoryView
      let accessory: FieldDecoration.Accessory =
        switch accessoryView {
        case nil: .none
        case is FieldNavigationToolbar: .navigationToolbar
        default: .app
        }
      let type = textField?.returnKeyType ?? textView?.returnKeyType ?? .default
      let current: FieldNavigation.ReturnKey? =
        switch type {
        case .next: .next
        case .done: .done
        case .default: .default
        default: nil
        }
      let decoration = FieldDecoration(
        navigation: navigation, currentReturnKey: current, accessory: accessory,
        setsReturnKey: setsReturnKey, showsNavigationToolbar: showsNavigationToolbar)
      var reloads = false
      if let returnKey = decoration.returnKey {
        let type: UIReturnKeyType =
          switch returnKey {
          case .next: .next
          case .done: .done
          case .default: .default
          }
        textField?.returnKeyType = type
        textView?.returnKeyType = type
        reloads = true
      }
      if decoration.showsToolbar {
        if let toolbar = accessoryView as? FieldNavigationToolbar {
          toolbar.update(navigation)
        } else {
          // The field holds its toolbar; the toolbar holds the field weakly.
          let toolbar = FieldNavigationToolbar { [weak self, weak field] action in
            switch action {
            case .previous: self?.navigate(.previous)
            case .next: self?.navigate(.next)
            case .done: _ = field?.resignFirstResponder()
            }
          }
          toolbar.update(navigation)
          textField?.inputAccessoryView = toolbar
          textView?.inputAccessoryView = toolbar
          reloads = true
        }
      }
      if reloads { field.reloadInputViews() }
    }

    // MARK: Interactive dismissal

    /// Pins a ``KeyboardGuideTracker`` to `window`'s keyboard layout guide, once per window: its
    /// readings go to the window's screens as drags of the keyboard (the host core keeps only
    /// the finger-driven ones). No app code is needed for `keyboardDismissMode = .interactive`.
    private func trackKeyboard(in window: UIWindow) {
      let key = ObjectIdentifier(window)
      if let entry = trackers[key], entry.window === window, entry.tracker != nil { return }
      trackers = trackers.filter { $0.value.window != nil && $0.value.tracker != nil }
      let tracker = KeyboardGuideTracker.install(in: window)
      tracker.guideDidMove = { [weak self, weak window] top, inAnimation in
        guard let self, self.isEnabled, let window else { return }
        for screen in self.screens where screen.root?.window === window {
          screen.host.keyboardGuideDidMove(top: top, inAnimation: inAnimation)
        }
      }
      tracker.windowDidLayOut = { [weak self, weak window] in
        guard let self, self.isEnabled, let window else { return }
        for screen in self.screens where screen.root?.window === window {
          screen.host.windowDidLayout()
        }
      }
      trackers[key] = Tracker(window: window, tracker: tracker)
    }

    // MARK: User drags

    /// Watches the pan gesture recognizer of every scroll view the screen's host mirrors, once:
    /// a drag the user ends goes to the host as a user scroll. Only touches drive the
    /// recognizer, so the host's own offset writes never count (uikit-facts 60–61, 88); the app
    /// forwards nothing.
    private func watchDrags(of host: AvoidanceHost) {
      watched = watched.filter { $0.value.view != nil }
      for case let scrollView as UIScrollView in host.mirroredScrollViews {
        let key = ObjectIdentifier(scrollView)
        guard watched[key]?.view !== scrollView else { continue }
        dragWatcher.watch(scrollView.panGestureRecognizer)
        watched[key] = Watched(view: scrollView)
      }
    }

    /// A scroll view's drag ended: its offset is the user's.
    fileprivate func userDidEndDragging(_ scrollView: UIScrollView) {
      guard isEnabled else { return }
      existingHost(for: scrollView)?.userDidScroll(scrollView)
    }

    // MARK: Screens

    /// The host whose field is focused, in the key window: with several scenes, each may keep a
    /// focused field, and Previous / Next go to the one the user types in.
    private var focusedHost: AvoidanceHost? {
      let focused = screens.filter { $0.host.engine.focusedField != nil }
      return (focused.first { $0.root?.window?.isKeyWindow == true } ?? focused.first)?.host
    }

    private func handles(_ view: UIView) -> Bool {
      window == nil || view.window === window
    }

    private func existingHost(for view: UIView) -> AvoidanceHost? {
      guard let root = Self.root(of: view) else { return nil }
      return screens.first { $0.root === root }?.host
    }

    /// The screen's root: the view of the outermost container of the nearest view controller
    /// up the responder chain — a navigation or tab bar controller's view holds the screens it
    /// pushes and switches between, so that their state is preserved across them; a presented
    /// controller is its own root. A view's `next` is its view controller when it is that
    /// controller's view, else its superview (UIKit `UIResponder.next`).
    private static func root(of view: UIView) -> UIView? {
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

  /// The target of the watched scroll views' pan gesture recognizers.
  @MainActor
  private final class DragWatcher: NSObject {
    weak var avoider: KeyboardAvoider?

    init(avoider: KeyboardAvoider) {
      self.avoider = avoider
    }

    /// Adds the watcher as a target of `recognizer` (`addTarget(_:action:)`, which needs the
    /// Objective-C runtime: not type-checked against the stub on Linux).
    func watch(_ recognizer: UIPanGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.addTarget(self, action: #selector(panDidChange(_:)))
      #endif
    }

    #if canImport(ObjectiveC)
      @objc private func panDidChange(_ recognizer: UIPanGestureRecognizer) {
        recognizerDidChange(recognizer)
      }
    #endif

    /// The recognizer's state changed; at `.ended` the user lifted the finger off a drag
    /// (`scrollViewDidEndDragging(_:willDecelerate:)` comes with it, uikit-facts 61). A
    /// deceleration that follows is read by the next event's mirroring.
    func recognizerDidChange(_ recognizer: UIPanGestureRecognizer) {
      guard recognizer.state == .ended || recognizer.state == .cancelled,
        let scrollView = recognizer.view as? UIScrollView
      else { return }
      avoider?.userDidEndDragging(scrollView)
    }
  }
#endif
