import KeyboardAvoidance

extension AvoidanceHost {
  /// Mirrors what the next decision reads: the root, the focused field's chain and the riders.
  ///
  /// - Parameters:
  ///   - kept: A view whose mirrored values stay as they are (an event is about to report its
  ///     change).
  ///   - onlyMissing: Inserts views the tree lacks without refreshing the ones it has.
  ///   - counting: Starts the count of views read afresh.
  ///   - window: The window, when the caller already loaded it.
  func prepare(
    keeping kept: ViewID? = nil, onlyMissing: Bool = false, counting: Bool = true,
    window loaded: (any KeyboardHostWindow)? = nil
  ) {
    if counting { beginEvent() }
    // The root and the window are loaded once for all the walks (each load of a weak reference
    // retains the view it finds).
    guard let root else { return }
    // A window the caller loaded is passed on as it is (`loaded ?? window` would copy it).
    if loaded != nil {
      prepare(root: root, window: loaded, keeping: kept, onlyMissing: onlyMissing)
    } else {
      prepare(root: root, window: window, keeping: kept, onlyMissing: onlyMissing)
    }
  }

  /// ``prepare(keeping:onlyMissing:counting:window:)`` with the root and the window loaded.
  @inline(__always)
  private func prepare(
    root: any KeyboardHostView, window: (any KeyboardHostWindow)?, keeping kept: ViewID?,
    onlyMissing: Bool
  ) {
    if let record = focusedRecord, let field = record.view {
      mirror(
        chainOf: field, record: record, root: root, window: window, keeping: kept,
        onlyMissing: onlyMissing)
    } else if let field = focused {
      focusedRecord = mirror(
        chainOf: field, record: nil, root: root, window: window, keeping: kept,
        onlyMissing: onlyMissing)
    } else {
      mirror(
        chainOf: root, record: nil, root: root, window: window, keeping: kept,
        onlyMissing: onlyMissing)
    }
    mirrorRiders(root: root, window: window, keeping: kept, onlyMissing: onlyMissing)
  }

  /// Mirrors the followers and the lift containers, and drops the ones that are gone.
  private func mirrorRiders(
    root: any KeyboardHostView, window: (any KeyboardHostWindow)?, keeping kept: ViewID?,
    onlyMissing: Bool
  ) {
    // The riders on the screen, as long as they are the ones mirrored before, are only
    // counted; a list is built from the first one that differs.
    var matched = 0
    var differing: [ViewID]?
    for entry in registry.riderEntries {
      // Each view is loaded once and handed to the walk, which takes the reference over.
      let known: MirrorRecord?
      let view: any KeyboardHostView
      if let record = entry.record, let loaded = record.view {
        known = record
        view = loaded
      } else if let loaded = entry.view {
        known = nil
        view = loaded
      } else {
        continue
      }
      guard
        let record = mirror(
          chainOf: consume view, record: known, root: root, window: window, keeping: kept,
          onlyMissing: onlyMissing)
      else { continue }
      if record !== known { entry.record = record }
      let id = entry.id
      if differing == nil, matched < mirroredRiders.count, mirroredRiders[matched] == id {
        matched += 1
      } else {
        if differing == nil { differing = Array(mirroredRiders[..<matched]) }
        differing?.append(id)
      }
    }
    if differing == nil, matched == mirroredRiders.count { return }
    let seen = differing ?? Array(mirroredRiders[..<matched])
    // Riders that died, left the screen or stopped riding.
    for id in Set(mirroredRiders).subtracting(seen).sorted() where engine.tree.contains(id) {
      if let view = registry.view(for: id), mirror(chainOf: view, keeping: nil, onlyMissing: false)
      {
        continue
      }
      engine.updateTree { tree in try? tree.remove(id) }
      structure &+= 1
    }
    mirroredRiders = seen
  }

  /// Starts an event: the count of views read starts afresh, and every view is read again once.
  func beginEvent() {
    viewsRead = 0
    pass &+= 1
  }

  /// Mirrors the fields of the focused field's navigation group, so that the engine orders all
  /// of them: the innermost superview with ``ViewOptions/navigationGroup``, else the root.
  func mirrorNavigationGroup() {
    guard let focused, let root else { return }
    var group: any KeyboardHostView = root
    var current = focused.hostSuperview
    while let view = current, view !== root {
      if registry.options(of: view)?.navigationGroup == true {
        group = view
        break
      }
      current = view.hostSuperview
    }
    var pending: [any KeyboardHostView] = [group]
    while let view = pending.popLast() {
      if view.hostKind.isField {
        if view !== focused { mirror(chainOf: view, keeping: nil, onlyMissing: false) }
        mirrorAcceptsFocus(of: view)
        continue
      }
      if view !== group, registry.options(of: view)?.navigationGroup == true { continue }
      pending.append(contentsOf: view.hostSubviews.reversed())
    }
  }

  /// Makes a field of the navigation group navigable in the engine's tree only while UIKit would
  /// give it the focus (``KeyboardHostView/hostAcceptsFocus``) and its options allow it.
  private func mirrorAcceptsFocus(of field: any KeyboardHostView) {
    let id = id(of: field)
    guard let node = engine.tree[id] else { return }
    let navigable = (registry.options(of: field)?.navigable ?? true) && field.hostAcceptsFocus
    guard node.navigable != navigable else { return }
    engine.updateTree { tree in try? tree.update(id) { $0.navigable = navigable } }
  }

  /// Mirrors every view under the root (fields' own subviews excepted): for a recording's
  /// header and a dumped screen.
  func mirrorScreen() {
    guard let root else { return }
    beginEvent()
    var pending: [any KeyboardHostView] = [root]
    while let view = pending.popLast() {
      mirror(chainOf: view, keeping: nil, onlyMissing: false)
      if !view.hostKind.isField { pending.append(contentsOf: view.hostSubviews.reversed()) }
    }
  }

  /// Mirrors `view` and its superviews up to the root, writing to the tree only what differs.
  ///
  /// Each view is read once per event: the walk up stops at a view already read during this
  /// event, whose superviews were read with it. A view whose reading equals the one the core
  /// last wrote, under the same superview, is left as the tree holds it.
  ///
  /// - Returns: Whether `view` is on the screen (the root is among its superviews).
  @discardableResult
  func mirror(chainOf view: any KeyboardHostView, keeping kept: ViewID?, onlyMissing: Bool)
    -> Bool
  {
    guard let root else { return false }
    return mirror(
      chainOf: view, record: nil, root: root, window: window, keeping: kept,
      onlyMissing: onlyMissing) != nil
  }

  /// ``mirror(chainOf:keeping:onlyMissing:)`` with the root and the window already loaded.
  ///
  /// The walk holds one view and its record at a time and moves each reference on instead of
  /// copying it. A view's superview is, as a rule, the one its record's link names: the walk asks
  /// the view whether it still is (``KeyboardHostView/hostIsSubview(of:)``), which for the root
  /// the core holds costs no load of a weak reference and for another view one, where reading
  /// the superview and checking the link would cost two. The root is read as the core holds it,
  /// never copied (each copy of a view retains it).
  ///
  /// - Parameter start: `view`'s record, when the caller knows it (its view loaded as `view`);
  ///   else it is looked up.
  /// - Returns: `view`'s record, or `nil` when `view` is not on the screen.
  @discardableResult
  private func mirror(
    chainOf view: consuming any KeyboardHostView, record start: MirrorRecord?,
    root: any KeyboardHostView,
    window: (any KeyboardHostWindow)?, keeping kept: ViewID?, onlyMissing: Bool
  ) -> MirrorRecord? {
    // The walk only reads these (each access to a property of the core is checked for
    // exclusivity); the views it reads are counted once at the end.
    var walk = MirrorWalk(pass: pass, structure: structure, readsPreserved: readsPreserved)
    defer { viewsRead += walk.viewsRead }
    // The record of the view being read, when known to be its: the caller's, then the one the
    // record below links to, once the view is checked to be that record's.
    var record = start
    // `view`'s record, when the caller did not give it.
    var first: MirrorRecord?
    // Whether the walk reached the root, which it reads last.
    let startsAtRoot = view === root
    var reachedRoot = startsAtRoot
    if !reachedRoot {
      // The caller's reference moves here: the walk retains no view its caller holds.
      var current = consume view
      var steps = 0
      while true {
        if record == nil {
          record = knownRecord(of: current)
          walk.linked = false
        }
        // The superview: the link's, as long as it is still the superview; else read.
        var superview: (any KeyboardHostView)?
        var superRecord: MirrorRecord?
        var underRoot = false
        if let link = record?.superRecord {
          if link === rootRecord {
            if current.hostIsSubview(of: root) {
              underRoot = true
              superRecord = link
            }
          } else if let linkView = link.view, current.hostIsSubview(of: linkView) {
            // Not the root: a record of the root that still names it is the root record (the
            // root record is dropped only with its view forgotten).
            superview = consume linkView
            superRecord = link
          }
        }
        if superRecord == nil {
          guard let read = current.hostSuperview else { return nil }
          if read === root { underRoot = true } else { superview = consume read }
        }
        guard
          let this = visit(
            current, record: record, superview: superview, underRoot: underRoot, root: root,
            isRoot: false, window: window, walk: &walk)
        else {
          // A first view read before during this event is on the screen all the same.
          if steps == 0 && start == nil { first = record }
          break
        }
        if steps == 0 && start == nil { first = this }
        record = superRecord
        walk.linked = superRecord != nil
        walk.below = consume this
        if underRoot {
          reachedRoot = true
          break
        }
        // A view off the root has a superview (read or linked) by now.
        guard let next = superview else { return nil }
        current = consume next
        steps += 1
        // A cycle cannot happen in a real hierarchy; a broken one is not on the screen.
        if steps > 100_000 { return nil }
      }
    }
    if reachedRoot {
      // The root has one record, known without a look-up when a link named it.
      if record == nil {
        record = knownRecord(of: root)
        walk.linked = false
      }
      let this = visit(
        root, record: record, superview: nil, underRoot: false, root: root, isRoot: true,
        window: window, walk: &walk)
      if startsAtRoot && start == nil { first = this ?? record }
    }
    if !walk.changed.isEmpty {
      for (view, superview, id) in walk.changed.reversed() {
        write(view, id: id, under: superview, keeping: kept, onlyMissing: onlyMissing)
      }
    }
    return start ?? first
  }

  /// Reads one view of a walk (``mirror(chainOf:record:root:window:keeping:onlyMissing:)``) into
  /// its record, a new one when `record` is `nil`; notes the view in `walk` if it changed, and
  /// links the record below to its record.
  ///
  /// - Parameters:
  ///   - superview: The view's superview, unless it is the root (`underRoot`) or the view is.
  ///   - underRoot: Whether the view's superview is the root.
  ///   - isRoot: Whether the view is the root.
  /// - Returns: The view's record, or `nil` when the view was read before during this event:
  ///   its superviews were read with it, and the walk stops.
  @inline(__always)
  private func visit(
    _ view: any KeyboardHostView, record: MirrorRecord?, superview: (any KeyboardHostView)?,
    underRoot: Bool, root: any KeyboardHostView, isRoot: Bool,
    window: (any KeyboardHostWindow)?, walk: inout MirrorWalk
  ) -> MirrorRecord? {
    let superviewObject = underRoot ? ObjectIdentifier(root) : superview.map(ObjectIdentifier.init)
    guard let known = record else {
      return visitNew(
        view, superview: underRoot ? root : superview, superviewObject: superviewObject,
        isRoot: isRoot, window: window, walk: &walk)
    }
    if !walk.linked, let below = walk.below, below.superRecord !== known {
      below.superRecord = known
    }
    if known.pass == walk.pass { return nil }
    known.pass = walk.pass
    walk.viewsRead += 1
    let readingChanged = known.takeReading(of: view, window: window, isRoot: isRoot)
    // Keyboard notifications change no text, selection or tab: what preservation reads is read
    // for the other events only.
    var preservedChanged = false
    if walk.readsPreserved {
      let preserved = Self.preserved(of: view, kind: view.hostKind)
      if preserved != known.preserved {
        known.preserved = preserved
        preservedChanged = true
      }
    }
    var inPlace = known.superview == superviewObject
    if inPlace && known.placed != walk.structure {
      inPlace = isInTree(known, under: underRoot ? root : superview, structure: walk.structure)
    }
    if readingChanged || preservedChanged || !inPlace {
      known.superview = superviewObject
      walk.noteChanged(view, superview: underRoot ? root : superview, id: known.id)
    }
    return known
  }

  /// ``visit(_:record:superview:underRoot:root:isRoot:window:walk:)`` for a view the core has no
  /// record of: a first record, read now. Apart from the step, which runs it only for a view it
  /// never read: the step stays small.
  @inline(never)
  private func visitNew(
    _ view: any KeyboardHostView, superview: (any KeyboardHostView)?,
    superviewObject: ObjectIdentifier?, isRoot: Bool, window: (any KeyboardHostWindow)?,
    walk: inout MirrorWalk
  ) -> MirrorRecord {
    walk.viewsRead += 1
    let created = newRecord(
      of: view, superview: superviewObject, window: window, isRoot: isRoot, pass: walk.pass)
    if isRoot { rootRecord = created }
    walk.below?.superRecord = created
    walk.noteChanged(view, superview: superview, id: created.id)
    return created
  }

  /// The record filed under `view`'s identity, if it is `view`'s (a view that died may have left
  /// its identity to `view`). Apart from the walk, which runs it only where no link names the
  /// record: the walk's loop stays small.
  @inline(never)
  private func knownRecord(of view: any KeyboardHostView) -> MirrorRecord? {
    guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
    return record
  }

  /// Whether the engine's tree holds `record`'s view under `superview`'s node (the root's at the
  /// top), noted in the record for the current `structure`. Apart from the walk, which runs it
  /// only after the tree's structure changed: the walk's loop reads nothing of the engine, whose
  /// run-time exclusivity check would otherwise be made on every walk.
  @inline(never)
  private func isInTree(
    _ record: MirrorRecord, under superview: (any KeyboardHostView)?, structure: Int
  ) -> Bool {
    let parent = superview.map { records[ObjectIdentifier($0)]?.id ?? id(of: $0) }
    let inPlace =
      engine.tree.contains(record.id)
      && (superview == nil || engine.tree.parent(of: record.id) == parent)
    if inPlace { record.placed = structure }
    return inPlace
  }

  /// A first record of `view`, read now and filed under its identity and its id. Apart from
  /// the walk, which runs it only for a view it never read: the walk's loop stays small.
  @inline(never)
  private func newRecord(
    of view: any KeyboardHostView, superview: ObjectIdentifier?,
    window: (any KeyboardHostWindow)?, isRoot: Bool, pass: Int
  ) -> MirrorRecord {
    let id = id(of: view)
    let kind = view.hostKind
    let record = MirrorRecord(
      view: view, kind: kind, superview: superview, id: id,
      preserved: Self.preserved(of: view, kind: kind), pass: pass)
    _ = record.takeReading(of: view, window: window, isRoot: isRoot)
    records[ObjectIdentifier(view)] = record
    // A record this one replaces (its view died, and the identity passed on) is no target.
    if let replaced = recordsByID.updateValue(record, forKey: id) { forgetTarget(replaced) }
    return record
  }

  /// Writes one view that changed, after its superview.
  private func write(
    _ view: any KeyboardHostView, id: ViewID, under superview: (any KeyboardHostView)?,
    keeping kept: ViewID?, onlyMissing: Bool
  ) {
    let node = node(for: view, id: id)
    guard let superview else {
      // The root.
      guard !onlyMissing, id != kept, engine.tree.root != node else { return }
      engine.updateTree { tree in try? tree.update(id) { $0 = node } }
      return
    }
    let parent = self.id(of: superview)
    if engine.tree.contains(id), engine.tree.parent(of: id) == parent {
      guard !onlyMissing, id != kept, engine.tree[id] != node else { return }
      var updated = false
      engine.updateTree { tree in updated = (try? tree.update(id) { $0 = node }) != nil }
      if updated { return }
    }
    let index = insertionIndex(of: view, under: superview)
    structure &+= 1
    engine.updateTree { tree in
      if tree.contains(id) { try? tree.remove(id) }
      let count = tree.children(of: parent).count
      try? tree.insert(node, under: parent, at: index.map { min($0, count) })
    }
  }

  /// What preservation reads off a view, or `nil` when it has none of it.
  static func preserved(of view: any KeyboardHostView, kind: ViewKind) -> MirrorRecord.Preserved? {
    let identifier = view.hostRestorationIdentifier
    let text = kind.isField ? view.hostText : nil
    let range = kind.isField ? view.hostSelectedRange : nil
    let index = kind == .tabs ? view.hostSelectedIndex : 0
    guard identifier != nil || text != nil || range != nil || index != 0 else { return nil }
    return MirrorRecord.Preserved(
      restorationIdentifier: identifier, text: text, selectedRange: range, selectedIndex: index)
  }

  /// Copies what preservation reads into a node.
  static func readPreserved(of view: any KeyboardHostView, into node: inout ViewNode) {
    guard let preserved = preserved(of: view, kind: node.kind) else { return }
    node.restorationIdentifier = preserved.restorationIdentifier
    node.text = preserved.text
    node.selectedRange = preserved.selectedRange
    node.selectedIndex = preserved.selectedIndex
  }

  /// Where `view` goes among the mirrored children of `superview`: after those that come
  /// before it among its real subviews.
  private func insertionIndex(
    of view: any KeyboardHostView, under superview: any KeyboardHostView
  ) -> Int? {
    let siblings = superview.hostSubviews
    var order: [ObjectIdentifier: Int] = [:]
    for (index, sibling) in siblings.enumerated() { order[ObjectIdentifier(sibling)] = index }
    guard let position = order[ObjectIdentifier(view)] else { return nil }
    var index = 0
    for child in engine.tree.children(of: id(of: superview)) {
      guard let sibling = self.view(for: child), let place = order[ObjectIdentifier(sibling)],
        place < position
      else { continue }
      index += 1
    }
    return index
  }

  /// The view as the engine's tree holds it: its geometry, its scrolling state and its options,
  /// with the engine's own follower offset kept.
  func node(for view: any KeyboardHostView, id: ViewID) -> ViewNode {
    if view === root, let window {
      return Self.rootNode(view, id: id, window: window, options: registry.options(of: view))
    }
    var node = ViewNode(id: id, kind: view.hostKind, frame: view.hostFrame)
    Self.readScrollState(of: view, into: &node)
    Self.readPreserved(of: view, into: &node)
    registry.options(of: view)?.apply(to: &node)
    if node.kind.isField, isExcluded(view) { node.avoidance = .disabled }
    node.followOffset = engine.tree[id]?.followOffset ?? 0
    return node
  }

  /// Whether a field lies in a subtree that avoids the keyboard by itself: the view of a
  /// container UIKit moves on its own (``KeyboardHostView/hostAvoidsKeyboardItself``) or one the
  /// app excluded (``ViewOptions/excludesSubtree``), up to the root.
  func isExcluded(_ field: any KeyboardHostView) -> Bool {
    var current: (any KeyboardHostView)? = field
    while let view = current {
      if view.hostAvoidsKeyboardItself || registry.options(of: view)?.excludesSubtree == true {
        return true
      }
      if view === root { return false }
      current = view.hostSuperview
    }
    return false
  }

  /// The root as the engine's tree holds it: its frame in the window and its safe area.
  static func rootNode(
    _ root: any KeyboardHostView, id: ViewID, window: any KeyboardHostWindow,
    options: ViewOptions?
  ) -> ViewNode {
    var node = ViewNode(
      id: id, kind: root.hostKind, frame: window.hostFrameInWindow(of: root),
      safeAreaInsets: root.hostSafeAreaInsets)
    readScrollState(of: root, into: &node)
    readPreserved(of: root, into: &node)
    options?.apply(to: &node)
    // The root never follows the keyboard; the engine shifts it instead.
    node.followsKeyboard = false
    return node
  }

  /// Copies a scroll view's state; the automatic inset is `adjustedContentInset − contentInset`.
  static func readScrollState(of view: any KeyboardHostView, into node: inout ViewNode) {
    guard node.kind.isScrollContainer, let state = view.hostScrollState else { return }
    node.contentOffset = state.contentOffset
    node.contentSize = state.contentSize
    node.contentInset = state.contentInset
    node.contentInsetAdjustment = state.automaticInset
    node.indicatorInsets = state.indicatorInsets
    node.scrollEnabled = state.isScrollEnabled
    node.axis = state.axis
  }
}
