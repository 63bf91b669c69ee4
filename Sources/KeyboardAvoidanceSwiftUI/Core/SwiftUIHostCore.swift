import KeyboardAvoidance

/// The SwiftUI host core: it builds the engine's tree from what modifiers report and turns the
/// engine's effects into values the SwiftUI layer applies. It is platform-free, so it is built
/// and tested everywhere.
///
/// SwiftUI has no view objects to mirror. Each modifier reports its view — ``ViewReport`` — when
/// its geometry changes; the core keeps the latest report of each and, at ``flush()`` (which
/// every event calls first), inserts the views it has not seen and sends the engine one
/// `AvoidanceEvent.update(_:_:)` for each view whose layout changed. Events — the focus, the
/// caret, keyboard notifications, a drag of the keyboard, the end of a user's scroll, Previous
/// and Next — go to the engine, and its effects come back in ``applied``:
///
/// ```swift
/// var core = SwiftUIHostCore(windowSize: Size(width: 390, height: 844),
///                            rootFrame: Rect(x: 0, y: 0, width: 390, height: 844))
/// core.report(ViewReport(id: "form", parent: core.rootID, kind: .scroll, frame: formFrame,
///                        scroll: ReportedScrollGeometry(contentOffset: .zero, contentSize: size)))
/// core.report(ViewReport(id: "email", parent: "form", kind: .textField, frame: emailFrame))
/// core.focusDidChange(to: "email")
/// core.keyboard(KeyboardNotification(.keyboardWillShow, frame: keyboardFrame))
/// core.applied.contentOffsets["form"]  // the offset that reveals the field
/// ```
///
/// **Its own writes are not reports of change.** Only a view that reports again is compared at
/// the next flush, and SwiftUI reports a view again once it has drawn what the core applied: the
/// report then matches the engine's tree (an offset the core wrote, margins it added to the
/// insets), and nothing is sent. A flush before SwiftUI draws finds no new report. The changes a
/// flush finds are all measured against the tree before any is sent, so that the effects of one
/// are not read as a change of the next.
///
/// **Its own scrolls are not the user's.** Only a scroll that ran in a user-driven
/// ``ReportedScrollPhase`` and came to rest is sent as `AvoidanceEvent.scroll(_:offset:)`; a
/// scroll the core asked for runs in the `animating` phase or none (SwiftUI's
/// `onScrollPhaseChange(_:)`, https://developer.apple.com/documentation/swiftui/scrollphase).
public struct SwiftUIHostCore: Sendable {
  /// The engine, with the tree the core built from reports.
  public private(set) var engine: AvoidanceEngine
  /// The values the SwiftUI layer shows.
  public private(set) var applied = AppliedValues()
  /// The root's identity in the engine's tree.
  public let rootID: ViewID
  /// How many events the core has sent the engine: a test hook, at package access (reports that
  /// only echo what the core applied send none).
  package private(set) var eventCount = 0

  /// The latest report of each view.
  var reports: [ViewID: ViewReport] = [:]
  /// The views reported since the last flush, in the order of their first report.
  var changed: [ViewID] = []
  /// The reported views under each reported parent, which leave the screen with it.
  var children: [ViewID: [ViewID]] = [:]
  /// The scroll views the user is scrolling (a user-driven phase, not yet at rest).
  var userScrolling: Set<ViewID> = []
  /// The root's latest layout: its frame in the window and its safe area.
  var rootReport: (frame: Rect, safeArea: Insets)
  /// The field focused before it was in the tree (a field focused as the screen appears can be
  /// focused before it reports): it is sent as the focus once it is inserted.
  var pendingFocus: ViewID?
  /// The values ``takeUnpublished()`` last handed out.
  var published: AppliedValues?

  /// A core for a screen whose root fills `rootFrame` of a window of `windowSize`.
  ///
  /// - Parameters:
  ///   - rootID: The root's identity in the engine's tree and in recordings.
  ///   - windowSize: The size of the window the screen is in.
  ///   - rootFrame: The root's frame in the window.
  ///   - safeArea: The root's safe area without the keyboard (SwiftUI's keyboard region is
  ///     ignored by the screen the core serves).
  ///   - options: The root's options (distance, navigation group, …).
  ///   - settings: The engine's global settings.
  public init(
    rootID: ViewID = "root", windowSize: Size, rootFrame: Rect, safeArea: Insets = .zero,
    options: AvoidanceOptions = AvoidanceOptions(),
    settings: AvoidanceSettings = AvoidanceSettings()
  ) {
    self.rootID = rootID
    var root = ViewNode(id: rootID, frame: rootFrame, safeAreaInsets: safeArea)
    options.apply(to: &root)
    rootReport = (rootFrame, safeArea)
    engine = AvoidanceEngine(
      tree: ViewTree(windowSize: windowSize, root: root), settings: settings)
  }

  // MARK: Reports

  /// The latest geometry of a marked view. Nothing is sent until ``flush()``. A report without
  /// a frame keeps the frame reported before, and one without scrolling geometry keeps the
  /// scrolling geometry reported before (a scroll view's frame and its `ScrollGeometry` come
  /// from two modifiers, in no promised order). A view is inserted once it has a frame.
  public mutating func report(_ report: ViewReport) {
    guard report.id != rootID else { return }
    var report = report
    if report.frame == nil { report.frame = reports[report.id]?.frame }
    if report.scroll == nil { report.scroll = reports[report.id]?.scroll }
    if reports.updateValue(report, forKey: report.id) == nil {
      children[report.parent, default: []].append(report.id)
    }
    if !changed.contains(report.id) { changed.append(report.id) }
  }

  /// The root's frame in the window (measured outside the offset the core gives it) and its
  /// safe area.
  public mutating func reportRoot(frame: Rect, safeArea: Insets) {
    rootReport = (frame, safeArea)
    if !changed.contains(rootID) { changed.append(rootID) }
  }

  /// A view left the screen: it leaves the engine's tree with what it holds.
  @discardableResult
  public mutating func viewDidDisappear(_ id: ViewID) -> [AvoidanceEffect] {
    guard id != rootID else { return [] }
    var gone = [id]
    var index = 0
    while index < gone.count {
      gone += children[gone[index]] ?? []
      index += 1
    }
    for view in gone {
      if let parent = reports.removeValue(forKey: view)?.parent {
        children[parent]?.removeAll { $0 == view }
      }
      children[view] = nil
      userScrolling.remove(view)
      applied.contentOffsets[view] = nil
      applied.contentMargins[view] = nil
      applied.indicatorMargins[view] = nil
      applied.riderOffsets[view] = nil
      applied.scrollRequestSerials[view] = nil
    }
    if let pending = pendingFocus, gone.contains(pending) { pendingFocus = nil }
    changed.removeAll { gone.contains($0) }
    guard engine.tree.contains(id) else { return [] }
    try? engine.updateTree { tree in try tree.remove(id) }
    return []
  }

  /// A scroll view's phase changed (SwiftUI's `onScrollPhaseChange(_:)`), with its geometry at
  /// that moment. A user-driven scroll that comes to rest is sent as a user scroll, at the
  /// offset where it stopped.
  @discardableResult
  public mutating func scrollPhaseDidChange(
    _ id: ViewID, to phase: ReportedScrollPhase, geometry: ReportedScrollGeometry
  ) -> [AvoidanceEffect] {
    if var report = reports[id] {
      report.scroll = geometry
      self.report(report)
    }
    if phase.isUserDriven {
      userScrolling.insert(id)
      return []
    }
    guard userScrolling.contains(id) else { return [] }
    // The rest of the screen first, with the scroll view still the user's.
    var effects = flush()
    userScrolling.remove(id)
    guard engine.tree.contains(id) else { return effects }
    // The user's offset is the one shown now: an offset the engine writes later is a change
    // from it, even back to what the core wrote before.
    applied.contentOffsets[id] = geometry.contentOffset
    effects += send(.scroll(id, offset: geometry.contentOffset))
    return effects
  }

  /// Brings the engine's tree in step with the reports: inserts the views it has not seen,
  /// parents first, and sends one `AvoidanceEvent.update(_:_:)` for each view whose layout
  /// changed (a scroll view the user is scrolling keeps its offset until it comes to rest).
  @discardableResult
  public mutating func flush() -> [AvoidanceEffect] {
    guard !changed.isEmpty else { return [] }
    let ids = changed
    changed = []
    var effects: [AvoidanceEffect] = []
    var waiting: [ViewID] = []
    var updates: [(ViewID, ViewUpdate)] = []
    for id in ids {
      if id == rootID {
        if let update = rootUpdate() { updates.append((id, update)) }
      } else if engine.tree.contains(id) {
        if let update = update(id) { updates.append((id, update)) }
      } else {
        waiting.append(id)
      }
    }
    for (id, update) in updates {
      // An offset SwiftUI or the app set is the one shown now.
      if let offset = update.contentOffset { applied.contentOffsets[id] = offset }
      effects += send(.update(id, update))
    }
    // A view is inserted once its parent is in the tree; reports come in any order.
    var inserted = true
    while inserted && !waiting.isEmpty {
      inserted = false
      for id in waiting {
        guard let report = reports[id], engine.tree.contains(report.parent),
          let node = node(for: report)
        else { continue }
        let index = insertionIndex(of: node, under: report.parent)
        try? engine.updateTree { tree in try tree.insert(node, under: report.parent, at: index) }
        waiting.removeAll { $0 == id }
        inserted = true
      }
    }
    changed = waiting
    // A field focused before it was in the tree is focused now that it is.
    if let id = pendingFocus, engine.tree.contains(id) {
      pendingFocus = nil
      effects += send(.focus(id, caret: nil))
    }
    return effects
  }

  /// Where a new view goes among its parent's children: SwiftUI reports views in no promised
  /// order, so siblings are kept in their reported ``ViewReport/order`` (a field's place among
  /// its `FocusState` type's cases), else in reading order — top to bottom, then left to right.
  func insertionIndex(of node: ViewNode, under parent: ViewID) -> Int {
    let siblings = engine.tree.children(of: parent)
    let place = reports[node.id]?.order
    let after = siblings.firstIndex { id in
      if let place, let order = reports[id]?.order { return order > place }
      guard let frame = engine.tree[id]?.frame else { return false }
      return (frame.minY, frame.minX) > (node.frame.minY, node.frame.minX)
    }
    return after ?? siblings.count
  }

  /// The node the engine's tree should hold for a report: the layout from the report, the
  /// insets the core wrote from the tree.
  func node(for report: ViewReport) -> ViewNode? {
    guard var frame = report.frame else { return nil }
    if let parent = reports[report.parent], parent.kind.isScrollContainer,
      let offset = parent.scroll?.contentOffset
    {
      frame = frame.offsetBy(dx: offset.x, dy: offset.y)
    }
    var node = ViewNode(id: report.id, kind: report.kind, frame: frame)
    report.options.apply(to: &node)
    if let old = engine.tree[report.id] {
      node.contentInset = old.contentInset
      node.indicatorInsets = old.indicatorInsets
      node.followOffset = old.followOffset
    }
    if let scroll = report.scroll {
      node.contentSize = scroll.contentSize
      node.contentOffset = scroll.contentOffset
      node.contentInsetAdjustment = Self.difference(scroll.contentInsets, node.contentInset)
    }
    return node
  }

  /// The update a reported view's new layout makes, if any; new options go into the tree.
  private mutating func update(_ id: ViewID) -> ViewUpdate? {
    guard let report = reports[id], let old = engine.tree[id], let new = node(for: report)
    else { return nil }
    if new.kind != old.kind || new.distance != old.distance || new.alignment != old.alignment
      || new.avoidance != old.avoidance || new.followsKeyboard != old.followsKeyboard
      || new.keyboardLift != old.keyboardLift || new.navigable != old.navigable
      || new.navigationGroup != old.navigationGroup || new.restorePolicy != old.restorePolicy
      || new.ignoresInset != old.ignoresInset || new.ignoresScrolling != old.ignoresScrolling
    {
      // New options take effect from the next event, as the UIKit host's do.
      try? engine.updateTree { tree in
        try tree.update(id) { node in
          node.kind = new.kind
          report.options.apply(to: &node)
        }
      }
    }
    var update = ViewUpdate()
    if new.frame != old.frame { update.frame = new.frame }
    if new.kind.isScrollContainer {
      if new.contentSize != old.contentSize { update.contentSize = new.contentSize }
      if new.contentOffset != old.contentOffset, !userScrolling.contains(id) {
        update.contentOffset = new.contentOffset
      }
      if new.contentInsetAdjustment != old.contentInsetAdjustment {
        update.safeArea = new.contentInsetAdjustment
      }
    }
    return update == ViewUpdate() ? nil : update
  }

  /// The update the root's new frame or safe area makes, if any.
  private func rootUpdate() -> ViewUpdate? {
    let root = engine.tree.root
    var update = ViewUpdate()
    if rootReport.frame != root.frame { update.frame = rootReport.frame }
    if rootReport.safeArea != root.safeAreaInsets { update.safeArea = rootReport.safeArea }
    return update == ViewUpdate() ? nil : update
  }

  // MARK: Events

  /// The focused field changed (a `FocusState` value; `nil` when nothing is focused), with an
  /// editor's caret in the editor's own coordinates when the host can read it. The focus the
  /// core asked for itself (``AppliedValues/focusRequest``) coming back is not a new event; the
  /// focused field reported again is (a host that sees a tap on it asks for it to be revealed
  /// again, as UIKit's begin-editing does — SwiftUI's `onChange(of:)` of a `FocusState` does
  /// not fire for an unchanged value, so the SwiftUI layer never reports one). A field that is
  /// not in the tree yet is focused once it is (a field focused as the screen appears, before
  /// it reported), unless another focus comes first.
  @discardableResult
  public mutating func focusDidChange(to id: ViewID?, caret: Rect? = nil) -> [AvoidanceEffect] {
    var effects = flush()
    pendingFocus = nil
    if let id, id == applied.focusRequest {
      applied.focusRequest = nil
      // The engine's own choice coming back.
      if id == engine.focusedField { return effects }
    }
    if let id {
      guard engine.tree.contains(id) else {
        pendingFocus = id
        return effects
      }
      effects += send(.focus(id, caret: caret))
    } else if engine.focusedField != nil {
      effects += send(.blur)
    }
    return effects
  }

  /// The focused editor's caret moved, in the editor's own coordinates.
  @discardableResult
  public mutating func caretDidMove(to caret: Rect) -> [AvoidanceEffect] {
    flushThenSend(.caret(caret))
  }

  /// A keyboard notification, its end frame already in the window's coordinates.
  @discardableResult
  public mutating func keyboard(_ notification: KeyboardNotification) -> [AvoidanceEffect] {
    flushThenSend(.keyboard(notification))
  }

  /// The keyboard's top during an interactive drag, in the window's coordinates (read from a
  /// view pinned to UIKit's `keyboardLayoutGuide`).
  @discardableResult
  public mutating func keyboardTrack(top: Double) -> [AvoidanceEffect] {
    flushThenSend(.keyboardTrack(top: top))
  }

  /// Focuses the previous or next field, as the keyboard's button bar asks: the engine's choice
  /// comes back in ``AppliedValues/focusRequest``.
  @discardableResult
  public mutating func navigate(_ direction: FieldNavigation.Direction) -> [AvoidanceEffect] {
    var effects = flush()
    let before = engine.focusedField
    effects += send(.navigate(direction))
    // The engine moves the focus itself (no effect names it): SwiftUI's FocusState is to follow.
    if let field = engine.focusedField, field != before { requestFocus(field) }
    return effects
  }

  /// The focused field's previous and next fields and its return key, for the button bar.
  public mutating func navigation() -> FieldNavigation? {
    flush()
    return engine.navigation()
  }

  /// New global settings.
  @discardableResult
  public mutating func setSettings(_ settings: AvoidanceSettings) -> [AvoidanceEffect] {
    flushThenSend(.settings(settings))
  }

  // MARK: Applying

  /// What the layer has yet to show: ``applied`` when it differs from the values this last
  /// returned (an effect, an offset the user or the app set, a request answered), else `nil`.
  /// The layer publishes after every event whatever its effects: a navigation to a field
  /// already in view has none, yet asks for a focus.
  public mutating func takeUnpublished() -> AppliedValues? {
    guard applied != published else { return nil }
    published = applied
    return applied
  }

  /// Asks the layer to put `field` in `FocusState`, as a new request even if it names the field
  /// asked for last.
  private mutating func requestFocus(_ field: ViewID) {
    applied.focusRequest = field
    applied.focusRequestSerial += 1
  }

  /// Takes in pending reports, then hands the engine an event; the effects of both.
  private mutating func flushThenSend(_ event: AvoidanceEvent) -> [AvoidanceEffect] {
    let pending = flush()
    let effects = send(event)
    return pending.isEmpty ? effects : pending + effects
  }

  /// Hands the engine an event and applies its effects.
  private mutating func send(_ event: AvoidanceEvent) -> [AvoidanceEffect] {
    eventCount += 1
    let effects = engine.handle(event)
    for effect in effects { apply(effect) }
    return effects
  }

  /// Writes one effect into ``applied``, and a scroll view's offset and margins into its own
  /// latest report, which SwiftUI reports again in the same way once it has drawn them: a child
  /// that reports before its scroll view does is placed in its content by the offset it was
  /// drawn at, and nothing reads as a change. (A child's frame in the scroll view's space moves
  /// too, but is only read when the child reports again.)
  private mutating func apply(_ effect: AvoidanceEffect) {
    let id = effect.view
    switch effect.change {
    case .contentOffset(_, let to):
      applied.contentOffsets[id] = to
      applied.scrollRequestSerials[id, default: 0] += 1
      reports[id]?.scroll?.contentOffset = to
    case .contentInset(let from, let to):
      applied.contentMargins[id] = to
      if let insets = reports[id]?.scroll?.contentInsets {
        reports[id]?.scroll?.contentInsets = Self.difference(insets, from) + to
      }
    case .indicatorInsets(_, let to): applied.indicatorMargins[id] = to
    case .rootShift(_, let to): applied.rootOffset = to == 0 ? 0 : -to
    case .followOffset(_, let to): applied.riderOffsets[id] = to == 0 ? 0 : -to
    case .focus: requestFocus(id)
    case .layout, .selection:
      // SwiftUI lays out by itself; the host keeps no text selections.
      break
    }
  }

  /// `lhs − rhs`, edge by edge.
  static func difference(_ lhs: Insets, _ rhs: Insets) -> Insets {
    Insets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom,
      right: lhs.right - rhs.right)
  }
}
