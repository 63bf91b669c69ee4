import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript

/// A script's screen built as simulated UIKit views, with the host core observing it the way
/// the UIKit layer does: keyboard and text notifications go to
/// ``AvoidanceHost/receive(_:object:info:)``, their `userInfo` read as the UIKit layer reads it
/// (``read(_:)``), a drag's end to
/// ``AvoidanceHost/userDidScroll(_:)``, the app's own reports to
/// ``AvoidanceHost/viewDidChange(_:)`` and ``AvoidanceHost/windowDidResize()``, a toolbar's
/// buttons to ``AvoidanceHost/navigate(_:)``.
///
/// Views are identified to the host by their accessibility identifier, the script's id, so the
/// host's tree and the script's name the same views. Per-view options go through
/// ``AvoidanceHost/setOptions(_:for:)``.
@MainActor
package final class SimulatedScreen {
  package let window: SimulatedWindow
  package let root: SimulatedView
  package let host: AvoidanceHost
  package private(set) var views: [ViewID: SimulatedView] = [:]
  /// The scroll views whose pan gesture recognizers the avoider watches.
  private var watchList = DragWatchList<SimulatedView>()
  /// The last keyboard end frame posted, the next notification's begin frame.
  var keyboardFrame: Rect?

  /// UIKit's notification names and what they mean to the host, as the UIKit layer maps them.
  package static let routes: [String: HostNotification] = {
    var routes: [String: HostNotification] = [:]
    for name in KeyboardNotification.Name.allCases {
      routes[SimulatedWindow.keyboardName(name)] = .keyboard(name)
    }
    for kind in [ViewKind.textField, .textView] {
      routes[SimulatedWindow.textName(kind, "DidBeginEditing")] = .textDidBeginEditing
      routes[SimulatedWindow.textName(kind, "DidEndEditing")] = .textDidEndEditing
      routes[SimulatedWindow.textName(kind, "DidChange")] = .textDidChange
    }
    routes[memoryWarningName] = .memoryWarning
    return routes
  }()

  /// `UIApplication.didReceiveMemoryWarningNotification`.
  package static let memoryWarningName = "UIApplicationDidReceiveMemoryWarningNotification"

  /// Reads a notification's `userInfo` as the UIKit layer's observer does.
  package static func read(_ userInfo: [AnyHashable: Any]) -> KeyboardUserInfo {
    KeyboardUserInfo(userInfo)
  }

  package init(script: Script, originInScreen: Point = .zero) {
    let tree = script.tree
    window = SimulatedWindow(size: tree.windowSize, originInScreen: originInScreen)
    var views: [ViewID: SimulatedView] = [:]
    var options: [(SimulatedView, ViewOptions)] = []
    func make(_ node: ViewNode) -> SimulatedView {
      let view = Self.makeView(node)
      views[node.id] = view
      let viewOptions = ViewOptions(node)
      if viewOptions != ViewOptions() { options.append((view, viewOptions)) }
      return view
    }
    root = make(tree.root)
    var pending = [(tree.root.id, root)]
    while let (id, view) = pending.popLast() {
      for child in tree.children(of: id) {
        guard let node = tree[child] else { continue }
        let subview = make(node)
        view.addSubview(subview)
        pending.append((child, subview))
      }
    }
    window.setRoot(root)
    self.views = views
    host = AvoidanceHost(root: root, window: window, settings: script.settings)
    for (view, viewOptions) in options { host.setOptions(viewOptions, for: view) }
    // UIKit's own avoidance in a `UITableViewController`, observing before the app's avoider.
    for name in KeyboardNotification.Name.allCases {
      window.observe(SimulatedWindow.keyboardName(name)) { [weak self] notification in
        // UIKit's own avoidance answers the keyboard of its window's screen (uikit-facts 4).
        guard let self, notification.object == nil || notification.object === self.window.screen
        else { return }
        self.tableControllersAvoid(name, Self.read(notification.userInfo))
        self.floatingSheetsAvoid(name, Self.read(notification.userInfo))
      }
    }
    for (name, route) in Self.routes {
      window.observe(name) { [host, root] notification in
        // As the avoider routes a begin-editing: to the screen that holds the field, from the
        // key window only (``ScreenRouting``).
        if route == .textDidBeginEditing {
          guard let field = notification.object as? SimulatedView, root.contains(field),
            ScreenRouting.routes(route, fieldIsInKeyWindow: field.window?.isKeyWindow == true)
          else { return }
        }
        host.receive(
          route, object: notification.object as? SimulatedView,
          info: Self.read(notification.userInfo),
          screen: notification.object is SimulatedView ? nil : notification.object)
      }
    }
    // After the host heard a field begin editing, the avoider decorates it as the app chose.
    for kind in [ViewKind.textField, .textView] {
      window.observe(SimulatedWindow.textName(kind, "DidBeginEditing")) {
        [weak self] notification in
        guard let self, let field = notification.object as? SimulatedView,
          self.root.contains(field), field.window?.isKeyWindow == true
        else { return }
        self.decorate(field)
        // The avoider reads a text view's caret again once UIKit has updated it.
        if field.kind == .textView {
          self.window.enqueue { [host = self.host] in host.confirmCaret() }
        }
      }
    }
    // Nothing is forwarded: the avoider watches the scroll views' pan gesture recognizers and
    // its view pinned to the keyboard layout guide.
    window.didLayOut = { [host] in host.windowDidLayout() }
    watchDrags()
    // The UIKit layer's view pinned to the window's keyboard layout guide.
    window.keyboardGuideDidLayout = { [host] top, inAnimation in
      host.keyboardGuideDidMove(top: top, inAnimation: inAnimation)
    }
  }

  /// Performs an event the way UIKit and the app would; `false` for an event the simulation
  /// does not model (cells, screens, text, preservation).
  package func perform(_ event: AvoidanceEvent) -> Bool {
    // The app returns to the run loop between events.
    defer {
      window.runLoop()
      watchDrags()
    }
    return performWithoutWatching(event)
  }

  /// What a `UITableViewController` does for the keyboard by itself (uikit-facts 66, observed:
  /// it changes its table's `contentInset` and scrolls the editing row into view): on a docked
  /// keyboard, the bottom inset becomes the part of the table the keyboard covers and the first
  /// responder's cell is scrolled up to just above it; on a hide, the inset goes back to 0.
  private func tableControllersAvoid(_ name: KeyboardNotification.Name, _ info: KeyboardUserInfo) {
    let tables = views.values.filter { $0.isTableControllerView && $0.kind == .table }
    guard !tables.isEmpty else { return }
    let frame = info.frame.map(window.hostConvertFromScreen)
    let hidden = KeyboardNotification(name, frame: frame ?? .zero).isHide
    for table in tables {
      guard !hidden, let frame, KeyboardPlacement(frame: frame, in: window.size) == .docked else {
        table.contentInset.bottom = 0
        continue
      }
      let bottom = table.convertToWindow(Rect(origin: table.contentOffset, size: table.bounds.size))
        .maxY
      table.contentInset.bottom = max(0, bottom - frame.minY)
      guard let field = window.firstResponder, table.contains(field) else { continue }
      var cell = field
      while let superview = cell.superview, superview !== table { cell = superview }
      let cellBottom = table.convertToWindow(cell.frame).maxY
      if cellBottom > frame.minY {
        let offset = min(
          table.contentOffset.y + cellBottom - frame.minY, table.validOffsetRangeY.upperBound)
        table.contentOffset = Point(x: table.contentOffset.x, y: offset)
      }
    }
  }

  /// The app's choices of what the avoider writes on a field (`KeyboardAvoider.setsReturnKey`
  /// and `showsNavigationToolbar`): none by default.
  package var setsReturnKey = false
  package var showsNavigationToolbar = false

  /// What `KeyboardAvoider` does when a field began editing: the ``FieldDecoration`` the app's
  /// choices allow, written as the UIKit layer writes it.
  private func decorate(_ field: SimulatedView) {
    // A field that navigation makes first responder begins editing before the engine hears of
    // the navigation: it is decorated once the navigation is decided.
    guard setsReturnKey || showsNavigationToolbar,
      host.engine.focusedField == host.id(of: field)
    else { return }
    let navigation = host.navigation()
    let decoration = FieldDecoration(
      navigation: navigation,
      currentReturnKey: FieldNavigation.ReturnKey(rawValue: field.returnKeyType),
      accessory: field.inputAccessory, setsReturnKey: setsReturnKey,
      showsNavigationToolbar: showsNavigationToolbar)
    var reloads = false
    if let returnKey = decoration.returnKey {
      field.returnKeyType = returnKey.rawValue
      reloads = true
    }
    if decoration.showsToolbar, field.inputAccessory == .none {
      field.inputAccessory = .navigationToolbar
      reloads = true
    }
    if reloads { field.inputViewReloads += 1 }
  }

  /// The avoider's part after every event: each scroll view the host mirrors has its pan gesture
  /// recognizer watched, once, and a drag the user ends goes to ``AvoidanceHost/userDidScroll(_:)``
  /// (as `KeyboardAvoider` does with `panGestureRecognizer.addTarget(_:action:)`); one that
  /// leaves the mirror is let go of (`removeTarget(_:action:)`, ``DragWatchList``).
  private func watchDrags() {
    let mirrored = host.mirroredScrollViews.compactMap { $0 as? SimulatedView }
    let change = watchList.update(to: mirrored)
    for view in change.added { view.addPanTarget(self) { [host] view in host.userDidScroll(view) } }
    // A scroll view that left the host's mirror is let go of.
    for view in change.removed { view.removePanTarget(self) }
  }

  private func performWithoutWatching(_ event: AvoidanceEvent) -> Bool {
    switch event {
    case .focus(let id, let caret):
      guard let field = views[id] else { return true }
      if let caret { field.caretRect = caret }
      if window.firstResponder === field {
        // UIKit posts nothing when the first responder becomes first responder again; an app
        // that wants the field revealed again (the user scrolled it away) tells the host
        // directly. The one event here that is not a notification.
        host.fieldDidBeginEditing(field, caret: field.hostCaretRect)
      } else {
        field.becomeFirstResponder()
      }
    case .blur:
      window.firstResponder?.resignFirstResponder()
    case .caret(let rect):
      guard let field = window.firstResponder, field.kind == .textView else { return true }
      field.caretRect = rect
      window.post(SimulatedWindow.textName(.textView, "DidChange"), object: field)
    case .keyboard(let notification):
      // A finger that dragged the keyboard lifted before the notification that ends the drag.
      window.keyboardDragSurface.panState = .ended
      window.postKeyboard(
        notification.name, frameInWindow: notification.frame, begin: keyboardFrame,
        animation: notification.animation)
      keyboardFrame = notification.frame
      // UIKit moves the keyboard layout guide with the keyboard, inside its animation.
      window.moveKeyboardGuide(
        to: window.keyboardGuideTop(for: notification.frame, hidden: notification.isHide),
        inAnimation: true)
    case .scroll(let id, let offset):
      guard let view = views[id], view.kind.isScrollContainer else { return true }
      view.drag(to: offset)
    case .update(let id, let update):
      guard let view = views[id] else { return true }
      apply(update, to: view)
      host.viewDidChange(view)
    case .resize(let resize):
      // The views take their new frames; the window lays out, which tells the host when its size
      // changed. A resize that keeps the window's size is a layout change the app forwards.
      let resized = resize.windowSize != window.size
      apply(resize)
      if !resized { host.windowDidResize() }
    case .settings(let settings):
      host.setSettings(settings)
    case .navigate(let direction):
      host.navigate(direction)
      if let field = window.firstResponder { decorate(field) }
    case .insertCells(let listID, let index, let cells):
      // The app inserts the rows; the list lays them out; the app tells the host.
      guard let list = views[listID], list.kind.isList else { return false }
      for (offset, branch) in cells.enumerated() {
        list.insertSubview(build(branch), at: index + offset)
      }
      list.layOutCells()
      host.cellsInserted(in: list, at: index, count: cells.count)
    case .removeCells(let ids):
      let cells = ids.compactMap { views[$0] }
      guard cells.allSatisfy({ $0.superview?.kind.isList == true }) else { return false }
      host.cellsWillBeRemoved(cells)
      let lists = cells.compactMap(\.superview)
      for cell in cells { cell.removeFromSuperview() }
      for list in lists { list.layOutCells() }
    case .resizeCell(let id, let height):
      guard let cell = views[id], let list = cell.superview, list.kind.isList else { return false }
      cell.frame = Rect(
        x: cell.frame.minX, y: cell.frame.minY, width: cell.frame.width, height: height)
      list.layOutCells()
      host.cellDidResize(cell)
    case .reload(let id, let content, let complete):
      // The app's data changed; the container reloads and lays out.
      guard let container = views[id], container.kind.isScrollContainer else { return false }
      switch content {
      case .cells(let cells):
        guard container.kind.isList else { return false }
        for cell in container.subviews { remove(cell) }
        for cell in cells { container.addSubview(build(cell)) }
        container.layOutCells()
      case .contentSize(let size):
        container.contentSize = size
      }
      host.contentDidReload(in: container, complete: complete)
    case .push(let id, let branch):
      guard let navigation = views[id], navigation.kind == .navigation else { return false }
      let screen = build(branch)
      navigation.addSubview(screen)
      host.screenPushed(screen, onto: navigation)
      // The screen below leaves the window at the end of the transition, and its first
      // responder with it.
      resignFirstResponder(unlessUnder: screen)
    case .pop(let id):
      guard let navigation = views[id], navigation.kind == .navigation,
        navigation.subviews.count > 1, let top = navigation.subviews.last
      else { return false }
      top.removeFromSuperview()
      host.screenPopped(from: navigation)
      if let field = window.firstResponder, top.contains(field) { field.resignFirstResponder() }
      remove(top)
    case .selectTab(let id, let index):
      guard let tabs = views[id], tabs.kind == .tabs, tabs.subviews.indices.contains(index)
      else { return false }
      tabs.selectedIndex = index
      host.tabDidChange(in: tabs)
      resignFirstResponder(unlessUnder: tabs.subviews[index])
    case .select(let id, let range):
      // The user selects; the field's delegate hears `textViewDidChangeSelection(_:)`.
      guard let field = views[id], field.kind.isField else { return false }
      field.selectedRange = range
      host.selectionDidChange(in: field)
    case .edit(let id, let text):
      // The app sets `text`, which puts the caret at the end and posts nothing; it tells the
      // host.
      guard let field = views[id], field.kind.isField else { return false }
      field.text = text
      field.selectedRange = UTF16Range(location: text.utf16.count, length: 0)
      host.fieldTextDidChange(field)
    case .memoryWarning:
      // UIKit keeps every view; only the engine drops its copies of hidden screens.
      window.post(Self.memoryWarningName)
    case .keyboardTrack(let top):
      // The user drags the keyboard (`keyboardDismissMode = .interactive`): UIKit posts no
      // notification, and only the keyboard layout guide moves, under the finger (uikit-facts
      // 29–31), under the finger on a scroll view that dismisses it interactively.
      window.keyboardDragSurface.panState = .changed
      window.moveKeyboardGuide(to: top, inAnimation: false)
    }
    return true
  }

  /// How an interactive dismissal ends when the finger lifts.
  package enum DragRelease {
    /// The keyboard goes: `keyboardWillHide` and `keyboardDidHide`, the end frame below the
    /// window.
    case dismissed
    /// The user pulled the keyboard back up: it snaps back to where it was, announced by
    /// `keyboardWillShow` and `keyboardDidShow` with the same frame.
    case cancelled
  }

  /// The user drags the keyboard with `keyboardDismissMode = .interactive`, as UIKit does it
  /// (uikit-facts 29–32): the finger on the window's ``SimulatedWindow/keyboardDragSurface``, no
  /// notification while it moves, the keyboard layout guide at each of `tops` (window
  /// coordinates) in turn, then one notification pair when the finger lifts. Returns whether a
  /// docked keyboard was up to drag.
  @discardableResult
  package func dragKeyboard(through tops: [Double], release: DragRelease) -> Bool {
    guard let frame = keyboardFrame, KeyboardPlacement(frame: frame, in: window.size) == .docked
    else { return false }
    window.keyboardDragSurface.panState = .began
    for top in tops {
      window.keyboardDragSurface.panState = .changed
      window.moveKeyboardGuide(to: top, inAnimation: false)
    }
    window.keyboardDragSurface.panState = .ended
    switch release {
    case .dismissed:
      let gone = Rect(
        x: frame.minX, y: window.size.height, width: frame.width, height: frame.height)
      for name in [KeyboardNotification.Name.keyboardWillHide, .keyboardDidHide] {
        _ = perform(.keyboard(KeyboardNotification(name, frame: gone)))
      }
    case .cancelled:
      for name in [KeyboardNotification.Name.keyboardWillShow, .keyboardDidShow] {
        _ = perform(.keyboard(KeyboardNotification(name, frame: frame)))
      }
    }
    return true
  }

  /// The device turns (or the scene is resized) with the keyboard up and nothing forwarded, as
  /// UIKit does it (uikit-facts 28): `keyboardWillHide` and `keyboardDidHide` although the user
  /// sees the keyboard stay, the window takes `size` and the app's layout gives the views their
  /// new frames (`layout`, Auto Layout's pass), the window lays out — which reaches the views
  /// pinned to its keyboard layout guide — and once the rotation is done, `keyboardWillShow`
  /// and `keyboardDidShow` with `keyboard`, the new frame (`nil`: the keyboard stays down).
  package func rotate(to size: Size, keyboard: Rect?, layout: () -> Void) {
    if let frame = keyboardFrame, KeyboardPlacement(frame: frame, in: window.size) == .docked {
      let gone = Rect(
        x: frame.minX, y: window.size.height, width: frame.width, height: frame.height)
      for name in [KeyboardNotification.Name.keyboardWillHide, .keyboardDidHide] {
        _ = perform(.keyboard(KeyboardNotification(name, frame: gone)))
      }
    }
    if root.frame == Rect(origin: .zero, size: window.size) {
      root.frame = Rect(origin: .zero, size: size)
    }
    layout()
    window.resize(to: size)
    guard let keyboard else { return }
    for name in [KeyboardNotification.Name.keyboardWillShow, .keyboardDidShow] {
      _ = perform(.keyboard(KeyboardNotification(name, frame: keyboard)))
    }
  }

  /// The first responder resigns when it is not under `view` (it left the window).
  private func resignFirstResponder(unlessUnder view: SimulatedView) {
    guard let field = window.firstResponder, !view.contains(field) else { return }
    field.resignFirstResponder()
  }

  /// Removes a view and forgets it and everything under it.
  private func remove(_ view: SimulatedView) {
    view.removeFromSuperview()
    var pending = [view]
    while let next = pending.popLast() {
      if let id = next.accessibilityIdentifier, views[ViewID(id)] === next {
        views[ViewID(id)] = nil
      }
      pending += next.subviews
    }
  }

  /// Simulated views for a branch of views an event brings in, with their options.
  private func build(_ branch: ViewTree.Branch) -> SimulatedView {
    let view = Self.makeView(branch.node)
    views[branch.node.id] = view
    let viewOptions = ViewOptions(branch.node)
    if viewOptions != ViewOptions() { host.setOptions(viewOptions, for: view) }
    for child in branch.children { view.addSubview(build(child)) }
    return view
  }

  /// A simulated view with a script view's geometry.
  static func makeView(_ node: ViewNode) -> SimulatedView {
    let view = SimulatedView(kind: node.kind, frame: node.frame, identifier: node.id.rawValue)
    view.contentSize = node.contentSize
    view.contentOffset = node.contentOffset
    view.contentInset = node.contentInset
    view.automaticInset = node.contentInsetAdjustment
    view.verticalScrollIndicatorInsets = node.indicatorInsets
    view.isScrollEnabled = node.scrollEnabled
    view.axis = node.axis
    view.safeAreaInsets = node.safeAreaInsets
    view.restorationIdentifier = node.restorationIdentifier
    view.text = node.text
    view.selectedRange = node.selectedRange
    view.selectedIndex = node.selectedIndex
    return view
  }

  /// The app sets what an update says (UIKit recomputes a safe area or an automatic inset
  /// itself; here the update carries it).
  private func apply(_ update: ViewUpdate, to view: SimulatedView) {
    if let frame = update.frame { view.frame = frame }
    if let safeArea = update.safeArea, view === root { view.safeAreaInsets = safeArea }
    guard view.kind.isScrollContainer else { return }
    if let safeArea = update.safeArea { view.automaticInset = safeArea }
    if let size = update.contentSize { view.contentSize = size }
    if let inset = update.contentInset { view.contentInset = inset }
    if let offset = update.contentOffset { view.contentOffset = offset }
  }

  /// The window turns: a root that filled it fills the new one (a view controller's view), the
  /// named views take their frames, safe areas and automatic insets.
  private func apply(_ resize: WindowResize) {
    if root.frame == Rect(origin: .zero, size: window.size) {
      root.frame = Rect(origin: .zero, size: resize.windowSize)
    }
    for (id, frame) in resize.frames { views[id]?.frame = frame }
    if let safeArea = resize.rootSafeArea { root.safeAreaInsets = safeArea }
    for (id, safeArea) in resize.safeAreas where views[id]?.kind.isScrollContainer == true {
      views[id]?.automaticInset = safeArea
    }
    // The views are laid out first; the window's own layout pass reaches the views pinned to
    // its keyboard layout guide after them (they come after the root in its subviews).
    window.resize(to: resize.windowSize)
  }
}

extension ViewOptions {
  /// A script view's options.
  package init(_ node: ViewNode) {
    self.init(
      distance: node.distance, alignment: node.alignment, restorePolicy: node.restorePolicy,
      ignoresScrolling: node.ignoresScrolling, ignoresInset: node.ignoresInset,
      avoidance: node.avoidance, followsKeyboard: node.followsKeyboard,
      keyboardLift: node.keyboardLift, navigable: node.navigable,
      navigationGroup: node.navigationGroup, anchorPolicy: node.anchorPolicy)
  }
}
