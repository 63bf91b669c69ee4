import KeyboardAvoidance

extension AvoidanceHost {
  // MARK: Content

  /// A table's or collection's data was reloaded and laid out, or a scroll view's content
  /// replaced (UIKit: after `reloadData()` and its layout, or a new `contentSize`); `complete`
  /// says whether loading has finished (`AvoidanceEvent.reload(_:_:complete:)`). The event
  /// carries the list's cells as they are now, or the scroll view's content size.
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

  /// A screen was pushed onto a navigation view: `screen` is its view, now the last of its
  /// screens (UIKit: `navigationController(_:willShow:animated:)`). The visible screen is
  /// mirrored first, so that the engine captures its state as it is now
  /// (`AvoidanceEvent.push(_:screen:)`).
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

  /// The top screen of a navigation view was popped (UIKit: the delegate's `willShow` on the
  /// way back); the screen below comes back with its captured state (`AvoidanceEvent.pop(_:)`).
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

  /// The user selected another tab of a tabs view (UIKit: `tabBarController(_:didSelect:)`); the
  /// old tab's state is captured, the new one's comes back (`AvoidanceEvent.selectTab(_:index:)`).
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

  /// The system is low on memory (`UIApplication.didReceiveMemoryWarningNotification`): the
  /// engine drops its copy of hidden screens, keeping their captured state
  /// (`AvoidanceEvent.memoryWarning`); the next event mirrors what it needs afresh.
  public func didReceiveMemoryWarning() {
    defer { assertInvariants() }
    beginEvent()
    send(.memoryWarning)
    screensChanged()
  }

  // MARK: Text

  /// The user changed a field's selection, now ``KeyboardHostView/hostSelectedRange`` (UIKit:
  /// the delegate's `textViewDidChangeSelection(_:)`; `AvoidanceEvent.select(_:_:)`).
  public func selectionDidChange(in field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard field.hostKind.isField, let range = field.hostSelectedRange else { return }
    let id = id(of: field)
    beginEvent()
    guard mirror(chainOf: field, keeping: id) else { return }
    send(.select(id, range))
  }

  /// The app replaced a field's text (UIKit: setting `text` posts no notification); the engine
  /// maps the selection through the edit (`AvoidanceEvent.edit(_:text:)`).
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

  /// The state to save when the app moves to the background (UIKit:
  /// `sceneDidEnterBackground(_:)`), by restoration path, once the visible screen is mirrored.
  public func archive() -> PreservationArchive {
    defer { assertInvariants() }
    beginEvent()
    mirrorVisibleScreen(except: nil)
    return engine.archive()
  }

  /// Restores a previous launch's state into the screen as it launched (UIKit:
  /// `scene(_:willConnectTo:options:)`): tabs, selections and the focus at once, containers'
  /// offsets as their content loads (``contentDidReload(in:complete:)``). What does not match
  /// leaves warnings in the engine's `warnings`.
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
  /// one below `excluded`, a screen being pushed); under tabs views, the selected tab. With
  /// `allScreens`, every view under the root. Fields' own subviews are not read.
  func mirrorVisibleScreen(
    except excluded: (any KeyboardHostView)?, keeping kept: ViewID? = nil, allScreens: Bool = false
  ) {
    guard let root else { return }
    var pending: [any KeyboardHostView] = [root]
    while let view = pending.popLast() {
      mirror(chainOf: view, keeping: kept)
      let kind = view.hostKind
      guard !kind.isField else { continue }
      var subviews = view.hostSubviews
      if let excluded { subviews.removeAll { $0 === excluded } }
      switch allScreens ? .view : kind {
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

  /// After the engine built, dropped or replaced views itself: the records lapse, so the next
  /// event reads what it needs afresh. The host's focus follows the engine's.
  func screensChanged() {
    // A screen that appeared under a shifted root carries the shift as the others do.
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
