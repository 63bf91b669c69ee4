// The balanced tree under `ListLayout`: an implicit treap (ordered by position, heap-ordered by
// a pseudo-random priority) in an array, each node holding its subtree's row count and height
// total and a link to its parent. Sums are recomputed from the children, never adjusted by
// deltas, so no rounding error accumulates.

extension ListLayout {
  /// A row and its place in the tree.
  struct Node: Hashable, Sendable {
    /// The slot standing for "no node".
    static let none = -1

    var id: ViewID
    var height: Double
    /// The sum of the heights in this node's subtree.
    var sum: Double
    /// The number of rows in this node's subtree.
    var size: Int
    var priority: UInt64
    var left = Node.none
    var right = Node.none
    var parent = Node.none
  }

  func size(_ slot: Int) -> Int { slot == Node.none ? 0 : nodes[slot].size }

  func sum(_ slot: Int) -> Double { slot == Node.none ? 0 : nodes[slot].sum }

  /// Recomputes a node's count and total from its children.
  mutating func refresh(_ slot: Int) {
    // Field by field: copying the whole node would retain and release its identity.
    let left = nodes[slot].left
    let right = nodes[slot].right
    nodes[slot].size = size(left) + size(right) + 1
    nodes[slot].sum = sum(left) + nodes[slot].height + sum(right)
  }

  /// Recomputes the totals of a node and all its ancestors.
  mutating func refreshUpward(from slot: Int) {
    var slot = slot
    while slot != Node.none {
      refresh(slot)
      slot = nodes[slot].parent
    }
  }

  mutating func setLeft(_ slot: Int, _ child: Int) {
    nodes[slot].left = child
    if child != Node.none { nodes[child].parent = slot }
  }

  mutating func setRight(_ slot: Int, _ child: Int) {
    nodes[slot].right = child
    if child != Node.none { nodes[child].parent = slot }
  }

  /// A new, unlinked node for a row, in a free slot if there is one.
  mutating func makeNode(_ row: ListRow) -> Int {
    priorityState &+= 0x9E37_79B9_7F4A_7C15
    var value = priorityState
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    let node = Node(
      id: row.id, height: row.height, sum: row.height, size: 1, priority: value ^ (value >> 31))
    let slot: Int
    if let free = freeSlots.popLast() {
      nodes[free] = node
      slot = free
    } else {
      nodes.append(node)
      slot = nodes.count - 1
    }
    slots[row.id] = slot
    return slot
  }

  /// Joins two trees, every row of `left` before every row of `right`; returns the new root.
  mutating func merge(_ left: Int, _ right: Int) -> Int {
    if left == Node.none { return right }
    if right == Node.none { return left }
    if nodes[left].priority > nodes[right].priority {
      setRight(left, merge(nodes[left].right, right))
      refresh(left)
      return left
    } else {
      setLeft(right, merge(left, nodes[right].left))
      refresh(right)
      return right
    }
  }

  /// Splits a tree into its first `count` rows and the rest; both roots come back parentless.
  mutating func split(_ slot: Int, _ count: Int) -> (Int, Int) {
    let (left, right) = splitLinks(slot, count)
    if left != Node.none { nodes[left].parent = Node.none }
    if right != Node.none { nodes[right].parent = Node.none }
    return (left, right)
  }

  private mutating func splitLinks(_ slot: Int, _ count: Int) -> (Int, Int) {
    if slot == Node.none { return (Node.none, Node.none) }
    let leftSize = size(nodes[slot].left)
    if count <= leftSize {
      let (left, right) = splitLinks(nodes[slot].left, count)
      setLeft(slot, right)
      refresh(slot)
      return (left, slot)
    } else {
      let (left, right) = splitLinks(nodes[slot].right, count - leftSize - 1)
      setRight(slot, left)
      refresh(slot)
      return (slot, right)
    }
  }

  /// Takes a node out of the tree (its children take its place) and frees its slot.
  mutating func unlink(_ slot: Int) {
    let parent = nodes[slot].parent
    let replacement = merge(nodes[slot].left, nodes[slot].right)
    if replacement != Node.none { nodes[replacement].parent = parent }
    if parent == Node.none {
      root = replacement
    } else if nodes[parent].left == slot {
      nodes[parent].left = replacement
      refreshUpward(from: parent)
    } else {
      nodes[parent].right = replacement
      refreshUpward(from: parent)
    }
    nodes[slot].left = Node.none
    nodes[slot].right = Node.none
    nodes[slot].parent = Node.none
    freeSlots.append(slot)
  }

  /// A node's position and the y of its top, found by walking up to the root.
  func position(of slot: Int) -> (index: Int, minY: Double) {
    var index = size(nodes[slot].left)
    var minY = sum(nodes[slot].left)
    var child = slot
    var parent = nodes[slot].parent
    while parent != Node.none {
      if nodes[parent].right == child {
        index += size(nodes[parent].left) + 1
        minY += sum(nodes[parent].left) + nodes[parent].height
      }
      child = parent
      parent = nodes[parent].parent
    }
    return (index, minY)
  }

  /// The node at a position and the y of its top, or `nil` outside `0..<count`.
  func locate(index: Int) -> (slot: Int, minY: Double)? {
    guard index >= 0, index < count else { return nil }
    var slot = root
    var remaining = index
    var minY = 0.0
    while slot != Node.none {
      let left = nodes[slot].left
      let leftSize = size(left)
      if remaining < leftSize {
        slot = left
      } else if remaining == leftSize {
        return (slot, minY + sum(left))
      } else {
        remaining -= leftSize + 1
        minY += sum(left) + nodes[slot].height
        slot = nodes[slot].right
      }
    }
    return nil
  }

  /// The first node whose bottom is below `y`, with its position and top.
  func firstSlot(reachingBelow y: Double) -> (slot: Int, index: Int, minY: Double)? {
    var slot = root
    var index = 0
    var minY = 0.0
    var found: (slot: Int, index: Int, minY: Double)?
    while slot != Node.none {
      let left = nodes[slot].left
      let height = nodes[slot].height
      let top = minY + sum(left)
      if top + height > y {
        // This row reaches below `y`; an earlier one in the left subtree may too.
        found = (slot, index + size(left), top)
        slot = left
      } else {
        index += size(left) + 1
        minY = top + height
        slot = nodes[slot].right
      }
    }
    return found
  }

  /// The leftmost node of a subtree.
  func first(_ slot: Int) -> Int {
    var slot = slot
    while slot != Node.none, nodes[slot].left != Node.none { slot = nodes[slot].left }
    return slot
  }

  /// The node after this one in row order, or `Node.none` after the last.
  ///
  /// - Complexity: O(1) amortized over a walk through the list.
  func successor(_ slot: Int) -> Int {
    if nodes[slot].right != Node.none { return first(nodes[slot].right) }
    var child = slot
    var parent = nodes[slot].parent
    while parent != Node.none, nodes[parent].right == child {
      child = parent
      parent = nodes[parent].parent
    }
    return parent
  }
}
