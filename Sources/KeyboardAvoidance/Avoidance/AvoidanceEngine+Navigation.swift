extension AvoidanceEngine {
  /// The navigable fields of the focused field's group in tree order, found once per group and
  /// kept until the tree's structure changes, with the walk's storage reused.
  struct NavigationFields: Sendable {
    /// The group the fields were found for, or `-1` when they must be found again.
    var groupSlot: Int32 = -1
    /// The group's navigable fields, in tree order.
    var fields: [Int32] = []
    /// The walk's stack, kept for its storage.
    var pending: [Int32] = []
  }

  /// The focused field's neighbours and return key (<doc:HowAvoidanceDecides>, "Field
  /// navigation"), or `nil` when no field is focused.
  ///
  /// Fields navigate within their group: the innermost ancestor that is a
  /// ``ViewNode/navigationGroup``, else the whole screen. Navigable fields are text fields and
  /// text views with a non-zero width and height that are ``ViewNode/navigable``, on screen. The
  /// order is the settings' ``AvoidanceSettings/navigationOrder``: by position (window `minY`
  /// with no root shift and followers at rest, then `minX`, then tree order, values within 0.5
  /// points counting as equal) or by tree order. There is no wrap-around. A text view's return
  /// key types a newline; a text field's moves to the next field when there is one, else ends
  /// editing.
  ///
  /// ```swift
  /// engine.handle(.focus("email"))
  /// engine.navigation()  // previous nil, next "password", return key .next
  /// ```
  ///
  /// Mutating only to keep what it found: a group is walked once, then kept until the screen's
  /// structure or geometry changes (an `update`, a `resize`, a change of cells or screens), so
  /// a toolbar that asks after every focus walks the group at most once per focus, and each
  /// answer costs time in the number of the group's fields, never in the size of the screen.
  public mutating func navigation() -> FieldNavigation? {
    guard let focusedSlot, tree[slot: focusedSlot].kind.isField else { return nil }
    let group = navigationGroup(of: focusedSlot)
    if navigationStorage.groupSlot != group {
      findNavigableFields(inGroup: group)
      navigationStorage.groupSlot = group
    }
    let fields = navigationStorage.fields
    var previous: Int32?
    var next: Int32?
    if let position = fields.firstIndex(of: focusedSlot) {
      switch settings.navigationOrder {
      case .hierarchy:
        if position > 0 { previous = fields[position - 1] }
        if position + 1 < fields.count { next = fields[position + 1] }
      case .position:
        (previous, next) = positionNeighbours(of: position, in: fields)
      }
    }
    let returnKey: FieldNavigation.ReturnKey =
      tree[slot: focusedSlot].kind == .textView ? .default : next != nil ? .next : .done
    return FieldNavigation(
      previous: previous.map { tree.id(ofSlot: $0) }, next: next.map { tree.id(ofSlot: $0) },
      returnKey: returnKey)
  }

  /// Focuses the focused field's neighbour in `direction`, exactly as a focus event would; at
  /// either end, or with no field focused, nothing happens.
  mutating func navigateFields(
    _ direction: FieldNavigation.Direction, _ effects: inout [AvoidanceEffect]
  ) {
    guard let navigation = navigation() else { return }
    guard let neighbour = direction == .next ? navigation.next : navigation.previous else {
      return
    }
    focus(neighbour, caret: nil, &effects)
  }

  /// The fields before and after the one at `position` of `fields` (in tree order) when they are
  /// ordered by resting window position, found in one pass without sorting.
  func positionNeighbours(of position: Int, in fields: [Int32]) -> (Int32?, Int32?) {
    func key(_ index: Int) -> (y: Double, x: Double, index: Int) {
      let origin = tree.restingOrigin(ofSlot: fields[index])
      return (origin.y, origin.x, index)
    }
    func precedes(_ a: (y: Double, x: Double, index: Int), _ b: (y: Double, x: Double, index: Int))
      -> Bool
    {
      if abs(a.y - b.y) > 0.5 { return a.y < b.y }
      if abs(a.x - b.x) > 0.5 { return a.x < b.x }
      return a.index < b.index
    }
    let focused = key(position)
    var previous: (y: Double, x: Double, index: Int)?
    var next: (y: Double, x: Double, index: Int)?
    for index in fields.indices where index != position {
      let candidate = key(index)
      if precedes(candidate, focused) {
        if previous.map({ precedes($0, candidate) }) ?? true { previous = candidate }
      } else if next.map({ precedes(candidate, $0) }) ?? true {
        next = candidate
      }
    }
    return (previous.map { fields[$0.index] }, next.map { fields[$0.index] })
  }

  /// The group `field` belongs to: its innermost ancestor that is a navigation group, else the
  /// root.
  func navigationGroup(of field: Int32) -> Int32 {
    var current = field
    while let parent = tree.parentSlot(current) {
      if tree[slot: parent].navigationGroup { return parent }
      current = parent
    }
    return ViewTree.rootSlot
  }

  /// Finds the navigable fields of `group` in tree order into ``navigationStorage``: a walk of
  /// the group's views on screen that does not enter nested groups, reusing the storage of the
  /// last walk.
  mutating func findNavigableFields(inGroup group: Int32) {
    var fields: [Int32] = []
    var pending: [Int32] = []
    swap(&fields, &navigationStorage.fields)
    swap(&pending, &navigationStorage.pending)
    defer {
      swap(&fields, &navigationStorage.fields)
      swap(&pending, &navigationStorage.pending)
    }
    fields.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    pending.append(group)
    while let slot = pending.popLast() {
      let kind = tree[slot: slot].kind
      if kind.isField {
        let size = tree.frame(ofSlot: slot).size
        if tree[slot: slot].navigable && size.width > 0 && size.height > 0 { fields.append(slot) }
        continue
      }
      if slot != group && tree[slot: slot].navigationGroup { continue }
      let shown = tree.shownChild(of: slot)
      let children = tree.childSlotsInOrder(slot)
      for child in children.reversed() where shown == nil || shown == child {
        pending.append(child)
      }
    }
  }
}
