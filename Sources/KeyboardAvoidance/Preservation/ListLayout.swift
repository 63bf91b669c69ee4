/// The rows of a table or collection, in order, with their heights: each row's y is the sum of
/// the heights before it, and the content height is their total.
///
/// The corresponding UIKit notion is the vertical layout a `UITableView` computes from its rows'
/// heights (`rect(forRow:)`, `contentSize.height`). A layout is a value: copies are independent.
///
/// ```swift
/// var list = try ListLayout(rows: [ListRow(id: "a", height: 44), ListRow(id: "b", height: 60)])
/// try list.insert([ListRow(id: "new", height: 100)], at: 0)
/// print(list.minY(of: "b") ?? -1)  // 144.0
/// print(list.contentHeight)  // 204.0
/// ```
///
/// The cost of a change follows the change, not the list: rows are kept in a balanced tree
/// (a treap ordered by position, each node holding its subtree's row count and height total,
/// with links to its parent), so a row's index and y are found by walking up from it, and
/// inserting rows at the top moves no other row's stored position.
public struct ListLayout: Sendable {
  /// The tree's nodes; a removed row's slot is reused by a later insertion.
  var nodes: [Node] = []
  /// The slot of each row's node.
  var slots: [ViewID: Int] = [:]
  /// Slots of removed rows, free for reuse.
  var freeSlots: [Int] = []
  /// The root's slot, or `Node.none` for an empty list.
  var root = Node.none
  /// The state of the generator of node priorities (SplitMix64), so that the tree's shape
  /// depends only on the sequence of changes.
  var priorityState: UInt64 = 0x2545_F491_4F6C_DD1D

  /// Creates an empty list.
  public init() {}

  /// Creates a list of rows, in order.
  ///
  /// - Throws: ``ListLayoutError/duplicateRow(_:)`` or ``ListLayoutError/invalidHeight(_:_:)``.
  /// - Complexity: O(*n* log *n*) for *n* rows.
  public init(rows: [ListRow]) throws(ListLayoutError) {
    try insert(rows, at: 0)
  }

  /// The number of rows.
  public var count: Int { size(root) }

  /// Whether the list has no rows.
  public var isEmpty: Bool { root == Node.none }

  /// The sum of all rows' heights, the list's `contentSize.height`.
  ///
  /// - Complexity: O(1).
  public var contentHeight: Double { sum(root) }

  /// The rows, top to bottom.
  ///
  /// - Complexity: O(*n*).
  public var rows: [ListRow] {
    var result: [ListRow] = []
    result.reserveCapacity(count)
    var slot = first(root)
    while slot != Node.none {
      result.append(ListRow(id: nodes[slot].id, height: nodes[slot].height))
      slot = successor(slot)
    }
    return result
  }

  /// Whether a row has this identity.
  public func contains(_ id: ViewID) -> Bool { slots[id] != nil }

  /// The position of the row with this identity, or `nil` if there is none.
  ///
  /// - Complexity: O(log *n*) expected.
  public func index(of id: ViewID) -> Int? {
    guard let slot = slots[id] else { return nil }
    return position(of: slot).index
  }

  /// The y of the top of the row with this identity (the sum of the heights before it), or `nil`
  /// if there is none.
  ///
  /// - Complexity: O(log *n*) expected.
  public func minY(of id: ViewID) -> Double? {
    guard let slot = slots[id] else { return nil }
    return position(of: slot).minY
  }

  /// The height of the row with this identity, or `nil` if there is none.
  ///
  /// - Complexity: O(1) expected.
  public func height(of id: ViewID) -> Double? {
    guard let slot = slots[id] else { return nil }
    return nodes[slot].height
  }

  /// The top and height of the row with this identity in one look-up, or `nil` if there is
  /// none: what a cell's frame reads.
  ///
  /// - Complexity: O(log *n*) expected.
  func extent(of id: ViewID) -> (minY: Double, height: Double)? {
    guard let slot = slots[id] else { return nil }
    return (position(of: slot).minY, nodes[slot].height)
  }

  /// The row at a position, or `nil` outside `0..<count`.
  ///
  /// - Complexity: O(log *n*) expected.
  public func row(at index: Int) -> ListRow? {
    guard let (slot, _) = locate(index: index) else { return nil }
    return ListRow(id: nodes[slot].id, height: nodes[slot].height)
  }

  /// The y of the top of the row at a position, or `nil` outside `0..<count`.
  ///
  /// - Complexity: O(log *n*) expected.
  public func minY(at index: Int) -> Double? {
    locate(index: index)?.minY
  }

  /// The position of the first row whose span reaches below the content y `y` (its bottom,
  /// `minY + height`, is greater than `y`), or `nil` if no row does.
  ///
  /// Below the top of the content, that row has a positive height: a zero-height row never
  /// reaches below the y where it sits.
  ///
  /// ```swift
  /// let list = try ListLayout(rows: [ListRow(id: "a", height: 44), ListRow(id: "b", height: 44)])
  /// print(list.firstIndex(reachingBelow: 50) ?? -1)  // 1
  /// ```
  ///
  /// - Complexity: O(log *n*) expected.
  public func firstIndex(reachingBelow y: Double) -> Int? {
    firstSlot(reachingBelow: y)?.index
  }

  /// Inserts rows, in order, before the row at `index` (`0` prepends, ``count`` appends).
  ///
  /// - Throws: ``ListLayoutError/indexOutOfRange(index:count:)``,
  ///   ``ListLayoutError/duplicateRow(_:)`` or ``ListLayoutError/invalidHeight(_:_:)``; a
  ///   refused insertion changes nothing.
  /// - Complexity: O(*k* log *k* + log *n*) expected for *k* new rows.
  public mutating func insert(_ newRows: [ListRow], at index: Int) throws(ListLayoutError) {
    guard index >= 0, index <= count else {
      throw .indexOutOfRange(index: index, count: count)
    }
    var seen: Set<ViewID> = []
    for row in newRows {
      guard slots[row.id] == nil, seen.insert(row.id).inserted else {
        throw .duplicateRow(row.id)
      }
      guard row.height.isFinite, row.height >= 0 else {
        throw .invalidHeight(row.id, row.height)
      }
    }
    insertChecked(newRows, at: index)
  }

  /// Inserts rows whose identities are new to the list and distinct, at an index in range
  /// (``insert(_:at:)`` without its checks); a height that is not a finite number ≥ 0 counts as
  /// 0.
  mutating func insertChecked(_ newRows: [ListRow], at index: Int) {
    guard !newRows.isEmpty else { return }
    var middle = Node.none
    for var row in newRows {
      if !(row.height.isFinite && row.height >= 0) { row.height = 0 }
      middle = merge(middle, makeNode(row))
    }
    let (before, after) = split(root, index)
    root = merge(merge(before, middle), after)
    nodes[root].parent = Node.none
  }

  /// Removes the rows with these identities.
  ///
  /// - Throws: ``ListLayoutError/unknownRow(_:)``, or ``ListLayoutError/duplicateRow(_:)`` if an
  ///   identity is given twice; a refused removal changes nothing.
  /// - Complexity: O(*k* log *n*) expected for *k* removed rows.
  public mutating func remove(_ ids: [ViewID]) throws(ListLayoutError) {
    var seen: Set<ViewID> = []
    for id in ids {
      guard slots[id] != nil else { throw .unknownRow(id) }
      guard seen.insert(id).inserted else { throw .duplicateRow(id) }
    }
    for id in ids {
      if let slot = slots.removeValue(forKey: id) { unlink(slot) }
    }
  }

  /// Gives the row with this identity a new height.
  ///
  /// - Throws: ``ListLayoutError/unknownRow(_:)`` or ``ListLayoutError/invalidHeight(_:_:)``.
  /// - Complexity: O(log *n*) expected.
  public mutating func resize(_ id: ViewID, to height: Double) throws(ListLayoutError) {
    guard let slot = slots[id] else { throw .unknownRow(id) }
    guard height.isFinite, height >= 0 else { throw .invalidHeight(id, height) }
    nodes[slot].height = height
    refreshUpward(from: slot)
  }
}

extension ListLayout: Hashable {
  /// Whether two lists have the same rows with the same heights, in the same order (however
  /// their trees are shaped).
  ///
  /// - Complexity: O(*n*).
  public static func == (lhs: ListLayout, rhs: ListLayout) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.first(lhs.root)
    var right = rhs.first(rhs.root)
    while left != Node.none, right != Node.none {
      let a = lhs.nodes[left]
      let b = rhs.nodes[right]
      guard a.id == b.id, a.height == b.height else { return false }
      left = lhs.successor(left)
      right = rhs.successor(right)
    }
    return true
  }

  /// Hashes the rows in order.
  ///
  /// - Complexity: O(*n*).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var slot = first(root)
    while slot != Node.none {
      hasher.combine(nodes[slot].id)
      hasher.combine(nodes[slot].height)
      slot = successor(slot)
    }
  }
}

extension ListLayout: CustomStringConvertible {
  /// The rows top to bottom, each as its identity and height (`[a 44, b 60]`).
  public var description: String {
    "[" + rows.map(\.description).joined(separator: ", ") + "]"
  }
}
