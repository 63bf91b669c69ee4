import KeyboardAvoidance

extension AvoidanceHost {
  // MARK: Content

  /// A table's or collection's data was reloaded and laid out, or a scroll view's content
  /// replaced (UIKit: after `reloadData()` and the layout that follows, or a new
  /// `contentSize`). `complete` says whether loading has finished: a restore waiting for the
  /// container's content applies once enough of it is there
  /// (`AvoidanceEvent.reload(_:_:complete:)`).
  ///
  /// The container's chain is mirrored first; the container itself keeps the values the engine
  /// had, which the reload replaces: a list's cells, as they are now, with everything under them,
  /// or a scroll view's content size.
  public func contentDidReload(in container: any KeyboardHostView, complete: Bool = true) {
    defer { assertInvariants() }
    let kind = container.hostKind
    guard kind.isScrollContainer, let state = container.hostScrollState else { return }
    let id = id(of: container)
    beginEvent()
    guard mirror(chainOf: container, keeping: id) else { return }
    let content: ReloadContent =
      kind.isList
      ? .cells(container.hostSubviews.map(branch(for:))) : .contentSize(state.contentSize)
    send(.reload(id, content, complete: complete))
  }

  // MARK: Screens

  /// A screen was pushed onto a navigation view: `screen` is its view, now the last of the
  /// navigation view's screens (UIKit: the navigation controller's delegate's
  /// `navigationController(_:willShow:animated:)`). The screen below disappears — the engine
  /// captures its preserved state and keeps the focus to come back to — and the new one appears
  /// (`AvoidanceEvent.push(_:screen:)`).
  ///
  /// The visible screen is mirrored whole first, so that its state is captured as it is now.
  public func screenPushed(_ screen: any KeyboardHostView, onto navigation: any KeyboardHostView) {
    defer { assertInvariants() }
    beginEvent()
    mirrorVisibleScreen(except: screen)
    let id = id(of: navigation)
    guard engine.tree.contains(id) else { return }
    send(.push(id, screen: branch(for: screen)))
    registerSubviews(of: screen)
    screensChanged()
  }

  /// The top screen of a navigation view was popped (UIKit: the navigation controller's
  /// delegate's `navigationController(_:willShow:animated:)` on the way back). The engine
  /// discards it, and the screen below appears with its captured state: its containers' offsets
  /// through pending restores, its fields' selections and the focus it had
  /// (`AvoidanceEvent.pop(_:)`).
  public func screenPopped(from navigation: any KeyboardHostView) {
    defer { assertInvariants() }
    beginEvent()
    let id = id(of: navigation)
    guard mirror(chainOf: navigation) else { return }
    // The screen that comes back is named to the registry before the engine's effects reach it.
    registerSubviews(of: navigation)
    send(.pop(id))
    screensChanged()
  }

  /// The user selected another tab of a tabs view, which now shows it (UIKit: the tab bar
  /// controller's delegate's `tabBarController(_:didSelect:)`). The old tab disappears with its
  /// state captured; the new one appears with its own (`AvoidanceEvent.selectTab(_:index:)`).
  public func tabDidChange(in tabs: any KeyboardHostView) {
    defer { assertInvariants() }
    beginEvent()
    let id = id(of: tabs)
    // The tabs view keeps the tab the engine had; the event carries the new one.
    mirrorVisibleScreen(except: nil, keeping: id)
    guard engine.tree.contains(id) else { return }
    registerSubviews(of: tabs)
    send(.selectTab(id, index: tabs.hostSelectedIndex))
    screensChanged()
  }

  /// The system is low on memory (UIKit: `UIApplication.didReceiveMemoryWarningNotification`):
  /// the engine drops its copy of the screens that are not visible, keeping their captured
  /// state, and builds them again when they show (`AvoidanceEvent.memoryWarning`). UIKit keeps
  /// the views themselves; the next event mirrors them afresh.
  public func didReceiveMemoryWarning() {
    defer { assertInvariants() }
    beginEvent()
    send(.memoryWarning)
    screensChanged()
  }

  // MARK: Text

  /// The user changed a field's selection (UIKit: `textViewDidChangeSelection(_:)` or
  /// `textFieldDidChangeSelection(_:)` of the field's delegate), now
  /// ``KeyboardHostView/hostSelectedRange`` (`AvoidanceEvent.select(_:_:)`).
  public func selectionDidChange(in field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard field.hostKind.isField, let range = field.hostSelectedRange else { return }
    let id = id(of: field)
    beginEvent()
    guard mirror(chainOf: field, keeping: id) else { return }
    send(.select(id, range))
  }

  /// The app replaced a field's text (UIKit: after setting `text`, which posts no
  /// notification). The engine maps the selection through the edit, onto the text it was on,
  /// and sets it (`AvoidanceEvent.edit(_:text:)`).
  public func fieldTextDidChange(_ field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard field.hostKind.isField else { return }
    let id = id(of: field)
    beginEvent()
    // The field keeps the text the engine had: the edit maps the selection from it.
    guard mirror(chainOf: field, keeping: id) else { return }
    send(.edit(id, text: field.hostText ?? ""))
    // Setting `text` put UIKit's caret at the end; a selection the edit left where it was has
    // no effect to bring it back.
    if let range = engine.tree[id]?.selectedRange, field.hostSelectedRange != range {
      field.hostSetSelectedRange(range)
    }
  }

  // MARK: Launches

  /// The state to save when the app moves to the background (UIKit: the scene delegate's
  /// `sceneDidEnterBackground(_:)` or `stateRestorationActivity(for:)`): every preserved
  /// container's anchor, every preserved field's text and selection, the focused field and the
  /// selected tabs, by restoration path. Mirrors the visible screen first.
  public func archive() -> PreservationArchive {
    defer { assertInvariants() }
    // Hidden screens' state was captured when they disappeared.
    beginEvent()
    mirrorVisibleScreen(except: nil)
    return engine.archive()
  }

  /// Restores a previous launch's state into the screen as it launched (UIKit: the scene
  /// delegate's `scene(_:willConnectTo:options:)`, once the root view is built). Tabs the user
  /// had selected are selected again; fields get their selections and the focus; containers get
  /// pending restores that apply as their content loads (``contentDidReload(in:complete:)``).
  ///
  /// An archive of another version, or entries no view matches, restore nothing and leave
  /// warnings in the engine's `warnings`.
  public func restore(from archive: PreservationArchive) {
    defer { assertInvariants() }
    mirrorScreen()
    let effects = engine.restore(from: archive)
    for node in engine.tree.views where node.kind == .tabs {
      guard let tabs = view(for: node.id), tabs.hostSelectedIndex != node.selectedIndex else {
        continue
      }
      tabs.hostSelectTab(node.selectedIndex)
    }
    apply(effects)
    screensChanged()
  }

  // MARK: Helpers

  /// Mirrors every view the user can see: under navigation views, the top screen only (or the
  /// one below `excluded`, a screen being pushed); under tabs views, the selected tab.
  func mirrorVisibleScreen(except excluded: (any KeyboardHostView)?, keeping kept: ViewID? = nil) {
    guard let root else { return }
    var pending: [any KeyboardHostView] = [root]
    while let view = pending.popLast() {
      mirror(chainOf: view, keeping: kept)
      let kind = view.hostKind
      guard !kind.isField else { continue }
      var subviews = view.hostSubviews
      if let excluded { subviews.removeAll { $0 === excluded } }
      switch kind {
      case .navigation:
        subviews = subviews.last.map { [$0] } ?? []
      case .tabs:
        let index = engine.tree[id(of: view)]?.selectedIndex ?? 0
        subviews = subviews.indices.contains(index) ? [subviews[index]] : []
      default:
        break
      }
      pending.append(contentsOf: subviews.reversed())
    }
  }

  /// Names every view under `view` to the registry, so that effects the next event decides for
  /// them find them.
  func registerSubviews(of view: any KeyboardHostView) {
    var pending = view.hostSubviews
    while let next = pending.popLast() {
      _ = id(of: next)
      if !next.hostKind.isField { pending.append(contentsOf: next.hostSubviews) }
    }
  }

  /// After the engine built, dropped or replaced views itself: what the core remembers of its
  /// readings no longer says what the engine's tree holds, so the next event reads the views
  /// it needs afresh and writes what differs. The host's focus follows the engine's.
  func screensChanged() {
    // A screen that appeared under a shifted root is drawn where the root's others are: a
    // container's screens carry the shift, not the container (its bars stay put).
    if engine.rootShift != 0 { root?.hostTranslate(upBy: engine.rootShift) }
    records.removeAll()
    recordsByID.removeAll()
    effectTargets = []
    structure &+= 1
    if engine.focusedField == nil { focused = nil }
  }

  /// A view with everything under it (a field's own subviews excepted), as the engine's tree
  /// holds it.
  func branch(for view: any KeyboardHostView) -> ViewTree.Branch {
    let node = node(for: view, id: id(of: view))
    let children = view.hostKind.isField ? [] : view.hostSubviews.map(branch(for:))
    return ViewTree.Branch(node, children: children)
  }
}
