import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// Where the restoration paths of views an event brings in start.
  enum RestorationBase {
    /// The views join a container of the screen whose restoration path this is.
    case path(String)
    /// The container is not preserved, and neither is anything put in it.
    case unpreserved
    /// The container is itself brought in by an event, so its path is known only when the
    /// script runs: paths are checked relative to it.
    case relative
  }

  /// The restoration base of views an event puts in `container`.
  func restorationBase(in container: ViewID) -> RestorationBase {
    guard tree.contains(container) else { return .relative }
    return tree.restorationPath(of: container).map { .path($0) } ?? .unpreserved
  }

  /// Decodes the view objects `tops` (an event's `cells`, `indexed` by their position in the
  /// array, or its `screen`) with everything under them, as branches; the current path is the
  /// array's or the object's.
  ///
  /// The views follow the rules of the screen's views, and their ids are unique among them
  /// (they may repeat ids of the screen or of other events: cells come and go). With
  /// `cellsOnly`, every top view is a `cell`. Restoration paths from `base` are unique among
  /// them too. Iterative, like ``decodeRoot(_:)``.
  mutating func decodeBranches(
    _ tops: [Index], indexed: Bool, cellsOnly: Bool, base: RestorationBase
  ) throws(ScriptError) -> [ViewTree.Branch] {
    let outerPath = path
    let outerBase = subtreeBase
    subtreeBase = path
    path = []
    defer {
      path = outerPath
      subtreeBase = outerBase
      currentView = nil
      views.removeSubrange(initialViewCount...)
    }
    var nodes: [(node: ViewNode, parent: Int)] = []
    var idOffsets: [ViewID: Int] = [:]
    var paths: [Int: String] = [:]
    var owners: [String: Int] = [:]
    var pending: [(view: Index, link: ViewLink)] = tops.enumerated().reversed().map {
      ($0.element, ViewLink(parent: -1, child: indexed ? $0.offset : -1))
    }
    while let (view, link) = pending.popLast() {
      let position = views.count - initialViewCount
      currentView = views.count
      views.append(link)
      guard position < ScriptLimits.maximumViews else {
        throw error(.tooMany(limit: ScriptLimits.maximumViews, noun: "views"), at: view)
      }
      let decoded = try decodeView(view, isRoot: false)
      let node = decoded.node
      if cellsOnly, link.parent < 0, node.kind != .cell {
        let kind = member(.kind, of: view)
        throw error(
          .wrongViewKind(id: node.id.rawValue, kind: node.kind.rawValue, expected: "a cell"),
          at: kind ?? view, kind.map { _ in .key(.kind) })
      }
      let offset = document.offset(decoded.idValue)
      if let first = idOffsets.updateValue(offset, forKey: node.id) {
        let location = document.location(ofOffset: first)
        throw error(
          .duplicateID(node.id.rawValue, firstLine: location.line, firstColumn: location.column),
          at: decoded.idValue, .key(.id))
      }
      let parent = link.parent < 0 ? -1 : link.parent - initialViewCount
      nodes.append((node, parent))
      if let identifier = node.restorationIdentifier {
        let parentPath: String?
        switch base {
        case .unpreserved: parentPath = nil
        case .path(let path): parentPath = parent < 0 ? path : paths[parent]
        case .relative: parentPath = parent < 0 ? "…" : paths[parent]
        }
        if let parentPath {
          let path = RestorationPath.child(identifier, of: parentPath)
          if let first = owners.updateValue(position, forKey: path) {
            throw duplicatePathError(path, in: view, firstUsedBy: first + initialViewCount)
          }
          paths[position] = path
        }
      }
      guard let children = decoded.children else { continue }
      let parentView = views.count - 1
      let firstPending = pending.count
      for (index, child) in document.elements(children).enumerated() {
        pending.append((child, ViewLink(parent: parentView, child: index)))
      }
      pending[firstPending...].reverse()
    }
    // Children come after their parents, so building from the last view up completes each
    // branch before its parent takes it.
    var children = [[ViewTree.Branch]](repeating: [], count: nodes.count)
    var result: [ViewTree.Branch] = []
    for position in nodes.indices.reversed() {
      let branch = ViewTree.Branch(nodes[position].node, children: children[position].reversed())
      children[position] = []
      let parent = nodes[position].parent
      if parent < 0 {
        result.append(branch)
      } else {
        children[parent].append(branch)
      }
    }
    return result.reversed()
  }

  /// The error for the view at `view` whose restoration path `path` the view at position
  /// `first` of ``views`` already has; located at its `restorationId`.
  func duplicatePathError(_ path: String, in view: Index, firstUsedBy first: Int) -> ScriptError {
    error(
      .duplicateRestorationPath(path, firstUsedBy: render(viewPath(first), in: document)),
      at: member(.restorationId, of: view) ?? view, .key(.restorationId))
  }

  /// Checks the restoration path of a view of the screen whose `restorationId` is
  /// `identifier`: a view is preserved when it and all its ancestors have one, and no two
  /// preserved views share a path.
  mutating func checkRestorationPath(
    of view: Index, identifier: String, link: ViewLink
  ) throws(ScriptError) {
    let position = views.count - 1
    let path: String
    if link.parent < 0 {
      path = RestorationPath.child(identifier, of: nil)
    } else if let parentPath = restorationPaths[link.parent] {
      path = RestorationPath.child(identifier, of: parentPath)
    } else {
      return
    }
    if let first = restorationOwners.updateValue(position, forKey: path) {
      throw duplicatePathError(path, in: view, firstUsedBy: first)
    }
    restorationPaths[position] = path
  }
}

/// A screen of a navigation of the script's screen, as the events so far have stacked it.
struct StackedScreen {
  /// The screen's `restorationId`.
  var identifier: String?
  /// Where the screen is declared: a view of the screen, by position in
  /// ``ScriptDecoder/views``, or the `screen` of a `push` event, by the event's position.
  var origin: Origin

  enum Origin {
    case view(Int)
    case push(event: Int)
  }
}

extension ScriptDecoder {
  /// The screens of `navigation`, a navigation of the script's screen, as the events so far
  /// have stacked them.
  mutating func stack(of navigation: ViewID) -> [StackedScreen] {
    if let stack = navigationStacks[navigation] { return stack }
    let stack = tree.children(of: navigation).map { child in
      StackedScreen(
        identifier: tree[child]?.restorationIdentifier,
        origin: .view(tree.slot(of: child).map { Int($0) } ?? 0))
    }
    navigationStacks[navigation] = stack
    return stack
  }

  /// Stacks `screen` (the top view of the current `push` event's `screen`, at `index`) on
  /// `navigation`, checking that its restoration path is not that of a screen below it.
  ///
  /// The stack is followed through `push` and `pop` events only for navigations of the
  /// script's screen (and reset by `relaunch`); a navigation an event brings in is checked
  /// inside each pushed screen only.
  mutating func push(
    _ screen: ViewNode, at index: Index, onto navigation: ViewID
  ) throws(ScriptError) {
    guard tree.contains(navigation) else { return }
    var stack = stack(of: navigation)
    if let identifier = screen.restorationIdentifier,
      let path = tree.restorationPath(of: navigation).map({
        RestorationPath.child(identifier, of: $0)
      }),
      let below = stack.last(where: { $0.identifier == identifier })
    {
      let first: String
      switch below.origin {
      case .view(let position): first = render(viewPath(position), in: document)
      case .push(let event):
        first = render([.key(.events), .index(event), .key(.screen)], in: document)
      }
      throw error(
        .duplicateRestorationPath(path, firstUsedBy: first),
        at: member(.restorationId, of: index) ?? index, .key(.restorationId))
    }
    stack.append(
      StackedScreen(identifier: screen.restorationIdentifier, origin: .push(event: currentEvent)))
    navigationStacks[navigation] = stack
  }

  /// Takes the top screen off `navigation`'s stack, if it has one.
  mutating func pop(_ navigation: ViewID) {
    guard tree.contains(navigation) else { return }
    var stack = stack(of: navigation)
    _ = stack.popLast()
    navigationStacks[navigation] = stack
  }
}
