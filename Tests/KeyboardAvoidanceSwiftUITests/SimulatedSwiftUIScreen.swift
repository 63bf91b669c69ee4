import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import KeyboardScript

/// A script's screen as SwiftUI would show it to the host core: only the views a modifier marks
/// report (the root, scroll views, fields and editors, riders), each in its parent's coordinate
/// space as ``ViewReport`` describes it, and what the core applies is written back into the
/// screen, which then reports again — as SwiftUI re-reports geometry after drawing a change.
struct SimulatedSwiftUIScreen {
  /// What SwiftUI shows: the script's screen, with the core's values written into it.
  var screen: ViewTree
  /// The core under test.
  var core: SwiftUIHostCore
  /// The reported views, root excluded, parents before children: a view with options of its own
  /// (a rider, a navigation group, a distance) is marked with a modifier and reports.
  let reported: [ViewID]
  /// Each reported view's nearest reported ancestor.
  let parents: [ViewID: ViewID]
  /// Each reported view's place in the script's tree order (a field's `FocusState` case index).
  let order: [ViewID: Int]

  /// Why a script cannot be expressed as reported geometry, or `nil` when it can.
  static func unsupported(_ script: Script) -> String? {
    let tree = script.tree
    for node in tree.views {
      switch node.kind {
      case .cell: return "cells: SwiftUI's lists have no cell objects the host could report"
      case .navigation, .tabs: return "screens: navigation and tabs are SwiftUI's own containers"
      case .stack: return "a UIStackView: SwiftUI's stacks are layout, not views"
      case .table, .collection:
        if !tree.children(of: node.id).isEmpty { return "cells: a list with rows" }
      case .view, .scroll, .textField, .textView: break
      }
      if node.text != nil || node.selectedRange != nil || node.restorationIdentifier != nil {
        return "text preservation: SwiftUI's text has no selection the host could restore"
      }
      if node.anchorPolicy != ScrollAnchor.Policy() { return "list anchoring: needs rows" }
      if node.kind.isScrollContainer, node.contentInset != .zero || node.indicatorInsets != .zero {
        return "an app's own inset: ScrollGeometry reports one sum of insets"
      }
    }
    for event in script.events {
      guard case .engine(let event) = event else {
        if case .expect = event { continue }
        return "preservation: terminate and relaunch"
      }
      switch event {
      case .insertCells, .removeCells, .resizeCell, .reload: return "cells: \(event)"
      case .push, .pop, .selectTab: return "screens"
      case .select, .edit: return "text preservation"
      case .memoryWarning: return "preservation: memory warning"
      case .resize: return "rotation: a window resize"
      case .update(_, let update) where update.contentInset != nil:
        return "an app's own inset: ScrollGeometry reports one sum of insets"
      default: continue
      }
    }
    return nil
  }

  static func isReported(_ node: ViewNode, in tree: ViewTree) -> Bool {
    node.id == tree.root.id || node.kind.isScrollContainer || node.kind.isField
      || options(of: node) != AvoidanceOptions()
  }

  static func options(of node: ViewNode) -> AvoidanceOptions {
    AvoidanceOptions(
      distance: node.distance, alignment: node.alignment, restorePolicy: node.restorePolicy,
      ignoresScrolling: node.ignoresScrolling, ignoresInset: node.ignoresInset,
      avoidance: node.avoidance, followsKeyboard: node.followsKeyboard,
      keyboardLift: node.keyboardLift, navigable: node.navigable,
      navigationGroup: node.navigationGroup)
  }

  init(script: Script) {
    let tree = script.tree
    screen = tree
    let root = tree.root
    core = SwiftUIHostCore(
      rootID: root.id, windowSize: tree.windowSize, rootFrame: root.frame,
      safeArea: root.safeAreaInsets, options: Self.options(of: root), settings: script.settings)
    var reported: [ViewID] = []
    var parents: [ViewID: ViewID] = [:]
    var stack: [(ViewID, ViewID)] = tree.children(of: root.id).reversed().map { ($0, root.id) }
    while let (id, parent) = stack.popLast() {
      guard let node = tree[id] else { continue }
      var next = parent
      if Self.isReported(node, in: tree) {
        reported.append(id)
        parents[id] = parent
        next = id
      }
      stack += tree.children(of: id).reversed().map { ($0, next) }
    }
    self.reported = reported
    self.parents = parents
    order = Dictionary(uniqueKeysWithValues: reported.enumerated().map { ($1, $0) })
  }

  /// The report SwiftUI would send for a view as the screen shows it now.
  func report(of id: ViewID) -> ViewReport? {
    guard let node = screen[id], let parent = parents[id],
      let frame = screen.windowFrame(of: id), let parentFrame = screen.windowFrame(of: parent)
    else { return nil }
    // Measured outside its own offset, in the space the parent names inside its own.
    let local = frame.offsetBy(
      dx: -parentFrame.origin.x, dy: node.followOffset - parentFrame.origin.y)
    let kind: ViewKind =
      node.kind.isField ? node.kind : node.kind.isScrollContainer ? .scroll : .view
    var scroll: ReportedScrollGeometry?
    if node.kind.isScrollContainer {
      scroll = ReportedScrollGeometry(
        contentOffset: node.contentOffset, contentSize: node.contentSize,
        contentInsets: node.contentInset + node.contentInsetAdjustment)
    }
    return ViewReport(
      id: id, parent: parent, kind: kind, frame: local, scroll: scroll,
      options: Self.options(of: node), order: order[id])
  }

  /// Every marked view reports, children before parents (SwiftUI does not promise an order),
  /// the root last.
  mutating func reportAll() {
    for id in reported.reversed() {
      if let report = report(of: id) { core.report(report) }
    }
    core.reportRoot(frame: screen.root.frame, safeArea: screen.root.safeAreaInsets)
  }

  /// Shows what the core applied, as the SwiftUI layer would: offsets, margins, the root's
  /// and riders' offsets, a requested focus.
  mutating func showApplied() {
    let applied = core.applied
    for (id, offset) in applied.contentOffsets {
      try? screen.update(id) { $0.contentOffset = offset }
    }
    for (id, inset) in applied.contentMargins { try? screen.update(id) { $0.contentInset = inset } }
    for (id, inset) in applied.indicatorMargins {
      try? screen.update(id) { $0.indicatorInsets = inset }
    }
    for (id, offset) in applied.riderOffsets {
      try? screen.update(id) { $0.followOffset = offset == 0 ? 0 : -offset }
    }
    screen.rootShift = applied.rootOffset == 0 ? 0 : -applied.rootOffset
  }

  /// Performs one script event as SwiftUI would report it; `false` for an event SwiftUI cannot
  /// express.
  mutating func perform(_ event: AvoidanceEvent) -> Bool {
    switch event {
    case .focus(let id, let caret): core.focusDidChange(to: id, caret: caret)
    case .blur: core.focusDidChange(to: nil)
    case .caret(let caret): core.caretDidMove(to: caret)
    case .keyboard(let notification): core.keyboard(notification)
    case .keyboardTrack(let top): core.keyboardTrack(top: top)
    case .settings(let settings): core.setSettings(settings)
    case .navigate(let direction):
      core.navigate(direction)
      // SwiftUI's focus moves to the requested field and FocusState reports it.
      if let request = core.applied.focusRequest {
        let before = core.eventCount
        core.focusDidChange(to: request)
        guard core.eventCount == before else { return false }
      }
    case .scroll(let id, let offset):
      guard let node = screen[id], node.kind.isScrollContainer else { return false }
      // A scroll view comes to rest inside its range, as UIKit's does after a drag.
      try? screen.update(id) {
        $0.contentOffset = Point(x: offset.x, y: $0.clampedOffsetY(offset.y))
      }
      guard let geometry = report(of: id)?.scroll else { return false }
      core.scrollPhaseDidChange(id, to: .interacting, geometry: geometry)
      reportAll()
      core.scrollPhaseDidChange(id, to: .idle, geometry: geometry)
    case .update(let id, let update):
      let isRoot = id == screen.root.id
      do {
        try screen.update(id) { node in
          if let frame = update.frame { node.frame = frame }
          if let size = update.contentSize { node.contentSize = size }
          if let offset = update.contentOffset { node.contentOffset = offset }
          if let safeArea = update.safeArea {
            if isRoot {
              node.safeAreaInsets = safeArea
            } else {
              node.contentInsetAdjustment = safeArea
            }
          }
        }
      } catch { return false }
      reportAll()
      core.flush()
    default:
      return false
    }
    return true
  }
}
