import KeyboardAvoidance

extension AvoidanceHost {
  // MARK: Content

  /// A list's data was reloaded and laid out, or a scroll view's content replaced; `complete`
  /// says whether loading has finished (`AvoidanceEvent.reload(_:_:complete:)`).
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

  /// `screen`, now the last of a navigation view's screens, was pushed
  /// (`AvoidanceEvent.push(_:screen:)`); the visible screen is mirrored first.
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

  /// A navigation view's top screen was popped (`AvoidanceEvent.pop(_:)`).
  public func screenPopped(from navigation: any KeyboardHostView) {
    defer { assertInvariants() }
    beginEvent()
    let id = id(of: navigation)
    guard mirror(chainOf: navigation) else { return }
    registerSubviews(of: navigation)
    send(.pop(id))
    screensChanged()
  }

  /// The user selected another tab (`AvoidanceEvent.selectTab(_:index:)`).
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

  /// The system is low on memory: the engine drops hidden screens (`AvoidanceEvent.memoryWarning`).
  public func didReceiveMemoryWarning() {
    defer { assertInvariants() }
    beginEvent()
    send(.memoryWarning)
    screensChanged()
  }

  // MARK: Text

  /// The user changed a field's selection (`AvoidanceEvent.select(_:_:)`).
  public func selectionDidChange(in field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard field.hostKind.isField, let range = field.hostSelectedRange else { return }
    let id = id(of: field)
    beginEvent()
    guard mirror(chainOf: field, keeping: id) else { return }
    send(.select(id, range))
  }

  /// The app replaced a field's text (`AvoidanceEvent.edit(_:text:)`).
  public func fieldTextDidChange(_ field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard field.hostKind.isField else { return }
    let id = id(of: field)
    beginEvent()
    // The field keeps the text the engine had: the edit maps the selection from it.
    guard mirror(chainOf: field, keeping: id) else { return }
    send(.edit(id, text: field.hostText ?? ""))
    // Setting `text` put UIKit's caret at the end: bring back a selection the edit kept.
    if let range = engine.tree[id]?.selectedRange, field.hostSelectedRange != range {
      field.hostSetSelectedRange(range)
    }
  }

  // MARK: Launches

  /// The state to save when the app moves to the background, by restoration path.
  public func archive() -> PreservationArchive {
    defer { assertInvariants() }
    beginEvent()
    mirrorVisibleScreen(except: nil)
    return engine.archive()
  }

  /// Restores a previous launch's state into the screen as it launched; containers' offsets come
  /// as their content loads, and what does not match leaves warnings in the engine.
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

  /// Mirrors what the user sees (all screens with `allScreens`): a navigation view's top screen
  /// (but `excluded`), a tabs view's selected tab; fields' own subviews are not read.
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

  /// Names every view under `view` to the registry, for the effects that reach them.
  func registerSubviews(of view: any KeyboardHostView) {
    var pending = view.hostSubviews
    while let next = pending.popLast() {
      _ = id(of: next)
      if !next.hostKind.isField { pending.append(contentsOf: next.hostSubviews) }
    }
  }

  /// After the engine changed screens itself: the records lapse, the focus follows the engine's.
  func screensChanged() {
    if engine.rootShift != 0 { root?.hostTranslate(upBy: engine.rootShift) }
    records.removeAll()
    recordsByID.removeAll()
    rootRecord = nil
    effectTargets = []
    structure &+= 1
    if engine.focusedField == nil { focused = nil }
  }

  /// A view with everything under it (but a field's subviews), as the tree holds it.
  func branch(for view: any KeyboardHostView) -> ViewTree.Branch {
    let node = node(for: view, id: id(of: view))
    let children = view.hostKind.isField ? [] : view.hostSubviews.map(branch(for:))
    return ViewTree.Branch(node, children: children)
  }
}
