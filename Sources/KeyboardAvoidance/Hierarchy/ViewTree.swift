/// The screen as the engine sees it: a window size, a root view and the views under it.
///
/// The tree keeps its views in flat storage indexed by ``ViewID``, so looking a view up, walking
/// from a field to the root and converting a frame to window coordinates cost time in the depth
/// of the view, never in the size of the screen.
///
/// A host builds the tree once, then keeps it in step with its screen through
/// ``insert(_:under:at:)``, ``remove(_:)`` and ``update(_:_:)``. The engine changes it only through
/// the effects it returns, so after the host applies the same effects the tree mirrors the screen.
///
/// ```swift
/// var tree = ViewTree(
///   windowSize: Size(width: 390, height: 844),
///   root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
/// try tree.insert(
///   ViewNode(id: "email", kind: .textField, frame: Rect(x: 20, y: 300, width: 350, height: 44)),
///   under: "root")
/// tree.windowFrame(of: "email")  // (20,300,350,44)
/// ```
public struct ViewTree: Sendable {
  /// The size of the window that holds the screen.
  public internal(set) var windowSize: Size
  /// How far the engine has shifted the root up; the root is drawn at `frame.y − rootShift`.
  public package(set) var rootShift: Double = 0

  var nodes: [ViewNode]
  var parents: [Int32]
  var childSlots: [[Int32]]
  var slots: [ViewID: Int32]
  var freeSlots: [Int32] = []
  /// The laid-out lists, by the slot of their table or collection: a list's rows are its
  /// children in order, and their y positions live here rather than in their frames, so that a
  /// change of rows costs time in the change, not in the list.
  var lists: [Int32: ListLayout] = [:]
  /// The slots of the views that take part in the keyboard's layout whatever is focused:
  /// followers and scroll containers with a ``KeyboardLift`` policy, in no particular order
  /// (``FollowerRules/layoutSlots(in:)`` orders them). Kept in step with every insert, update
  /// and removal, so that finding them never walks the tree.
  var riderSlots: [Int32] = []

  static let noParent: Int32 = -1
  static let freeSlot: Int32 = -2
  package static let rootSlot: Int32 = 0

  /// Creates a tree holding only its root view.
  public init(windowSize: Size, root: ViewNode) {
    self.windowSize = windowSize
    self.nodes = [root]
    self.parents = [Self.noParent]
    self.childSlots = [[]]
    self.slots = [root.id: Self.rootSlot]
    noteRider(Self.rootSlot)
  }

  /// The root view.
  public var root: ViewNode { nodes[Int(Self.rootSlot)] }

  /// The number of views in the tree, the root included.
  public var count: Int { slots.count }

  /// The view with this identity, or `nil` if the tree has none.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id: ViewID) -> ViewNode? {
    guard let slot = slots[id] else { return nil }
    return laidOutNode(slot)
  }

  /// Whether the tree holds a view with this identity.
  public func contains(_ id: ViewID) -> Bool { slots[id] != nil }

  /// The identity of the view's parent; `nil` for the root or an unknown view.
  public func parent(of id: ViewID) -> ViewID? {
    guard let slot = slots[id] else { return nil }
    let parent = parents[Int(slot)]
    return parent >= 0 ? nodes[Int(parent)].id : nil
  }

  /// The identities of the view's children, in order; empty for an unknown view.
  public func children(of id: ViewID) -> [ViewID] {
    guard let slot = slots[id] else { return [] }
    return childSlotsInOrder(slot).map { nodes[Int($0)].id }
  }

  /// Every view, parents before children and siblings in order (a pre-order walk).
  ///
  /// - Complexity: O(*n*) in the number of views.
  public var views: [ViewNode] {
    var result: [ViewNode] = []
    result.reserveCapacity(count)
    forEachSlotInPreOrder { result.append(laidOutNode($0)) }
    return result
  }

  /// The identities of the scroll containers (``ViewKind/isScrollContainer``), in the order of
  /// ``views``: what a host watches for the user's drags.
  ///
  /// - Complexity: O(*n*) in the number of views, none of which is laid out or copied.
  public var scrollContainerIDs: [ViewID] {
    var result: [ViewID] = []
    forEachSlotInPreOrder { slot in
      if nodes[Int(slot)].kind.isScrollContainer { result.append(nodes[Int(slot)].id) }
    }
    return result
  }

  /// Adds a view as the last child of `parent`, or at `index` among its children.
  ///
  /// - Throws: ``ViewTreeError`` if the identity is taken, the parent is unknown or cannot hold
  ///   children, or the index is out of range.
  public mutating func insert(
    _ view: ViewNode, under parent: ViewID, at index: Int? = nil
  ) throws(ViewTreeError) {
    guard slots[view.id] == nil else { throw .duplicateID(view.id) }
    guard let parentSlot = slots[parent] else { throw .unknownID(parent) }
    try insert(view, underSlot: parentSlot, at: index)
  }

  /// Makes room for `count` views in all, so that a builder inserting that many views never
  /// grows (and rehashes) the storage.
  package mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    parents.reserveCapacity(count)
    childSlots.reserveCapacity(count)
    slots.reserveCapacity(count)
  }

  /// Adds a view under the view in `parentSlot`, hashing its identity once; a builder's fast
  /// path (the script reader's).
  ///
  /// - Returns: The new view's slot.
  /// - Throws: ``ViewTreeError`` as ``insert(_:under:at:)`` does; the tree is then unchanged.
  @discardableResult
  package mutating func insert(
    _ view: consuming ViewNode, underSlot parentSlot: Int32, at index: Int? = nil
  ) throws(ViewTreeError) -> Int32 {
    guard parentSlot >= 0, Int(parentSlot) < nodes.count, parents[Int(parentSlot)] != Self.freeSlot
    else { throw .unknownID(view.id) }
    let parent = nodes[Int(parentSlot)].id
    guard nodes[Int(parentSlot)].kind.canHaveChildren else { throw .cannotHaveChildren(parent) }
    let siblings = lists[parentSlot]?.count ?? childSlots[Int(parentSlot)].count
    let position = index ?? siblings
    guard position >= 0, position <= siblings else {
      throw .indexOutOfRange(index: position, parent: parent, count: siblings)
    }
    guard nodes.count < Int(Int32.max) || !freeSlots.isEmpty else { throw .tooManyViews }
    let slot = freeSlots.last ?? Int32(truncatingIfNeeded: nodes.count)
    if let existing = slots.updateValue(slot, forKey: view.id) {
      slots[view.id] = existing
      throw .duplicateID(view.id)
    }
    // The view moves into the storage, not copied.
    if freeSlots.popLast() != nil {
      nodes[Int(slot)] = consume view
      parents[Int(slot)] = parentSlot
      childSlots[Int(slot)] = []
    } else {
      nodes.append(consume view)
      parents.append(parentSlot)
      childSlots.append([])
    }
    noteRider(slot)
    // Most trees have no laid-out list, and a list's own cell insertion holds its layout out of
    // the dictionary: no hash then.
    if !lists.isEmpty, var list = lists.removeValue(forKey: parentSlot) {
      // Taken out of the dictionary first, so that the layout is changed in place, not copied.
      let row = ListRow(id: nodes[Int(slot)].id, height: max(0, nodes[Int(slot)].frame.height))
      // The identity is new to the tree and the position in range, so this does not throw.
      try? list.insert([row], at: position)
      setList(list, at: parentSlot)
    } else {
      childSlots[Int(parentSlot)].insert(slot, at: position)
    }
    return slot
  }

  /// Removes a view and everything under it.
  ///
  /// - Throws: ``ViewTreeError`` if the view is unknown or is the root.
  public mutating func remove(_ id: ViewID) throws(ViewTreeError) {
    guard let slot = slots[id] else { throw .unknownID(id) }
    guard slot != Self.rootSlot else { throw .cannotRemoveRoot }
    let parent = parents[Int(slot)]
    if parent >= 0, var list = lists.removeValue(forKey: parent) {
      try? list.remove([id])
      setList(list, at: parent)
    } else if parent >= 0 {
      childSlots[Int(parent)].removeAll { $0 == slot }
    }
    freeSubtree(slot)
  }

  /// Frees the slots of the view in `slot` and everything under it; its parent's list of
  /// children is the caller's to update.
  mutating func freeSubtree(_ slot: Int32) {
    var pending = [slot]
    while let next = pending.popLast() {
      pending.append(contentsOf: childSlotsInOrder(next))
      lists[next] = nil
      if !riderSlots.isEmpty, let index = riderSlots.firstIndex(of: next) {
        riderSlots.remove(at: index)
      }
      slots[nodes[Int(next)].id] = nil
      parents[Int(next)] = Self.freeSlot
      childSlots[Int(next)] = []
      freeSlots.append(next)
    }
  }

  /// Changes a view's properties in place.
  ///
  /// ```swift
  /// try tree.update("form") { $0.contentSize.height = 1600 }
  /// ```
  ///
  /// - Throws: ``ViewTreeError`` if the view is unknown, if `body` changes its identity, or if it
  ///   gives a view with children a kind that cannot hold any; the view is then left unchanged.
  public mutating func update(
    _ id: ViewID, _ body: (inout ViewNode) -> Void
  ) throws(ViewTreeError) {
    guard let slot = slots[id] else { throw .unknownID(id) }
    var node = nodes[Int(slot)]
    body(&node)
    guard node.id == id else { throw .identityChanged(id) }
    guard node.kind.canHaveChildren || childSlotsInOrder(slot).isEmpty else {
      throw .cannotHaveChildren(id)
    }
    let oldHeight = frame(ofSlot: slot).height
    nodes[Int(slot)] = node
    noteRider(slot)
    if let parent = parentSlot(slot), node.frame.height != oldHeight,
      var list = lists.removeValue(forKey: parent)
    {
      try? list.resize(id, to: max(0, node.frame.height))
      setList(list, at: parent)
    }
    if lists[slot] != nil, !node.kind.isList { lists[slot] = nil }
  }

  /// Changes the window's size (rotation, Split View).
  public mutating func setWindowSize(_ size: Size) {
    windowSize = size
  }

  /// A rect given in a scroll container's content coordinates — a text view's caret — in window
  /// coordinates with the current offsets and root shift (UIKit's `convert(_:to: nil)` from the
  /// container), or `nil` for an unknown view.
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  public func windowRect(_ rect: Rect, inContentOf id: ViewID) -> Rect? {
    guard let slot = slots[id] else { return nil }
    let origin = windowFrame(ofSlot: slot, rootShift: rootShift).origin
    return windowRect(ofContentRect: rect, inSlot: slot, origin: origin)
  }

  /// The view's frame in window coordinates with the current offsets and root shift, or `nil`
  /// for an unknown view.
  ///
  /// - Complexity: O(*d*) in the depth of the view.
  public func windowFrame(of id: ViewID) -> Rect? {
    guard let slot = slots[id] else { return nil }
    return windowFrame(ofSlot: slot, rootShift: rootShift)
  }
}
