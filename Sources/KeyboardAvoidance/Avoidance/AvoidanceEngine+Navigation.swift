extension AvoidanceEngine {
  /// The navigable fields of the focused field's group in tree order, found once per focus and
  /// kept until the focus or the tree's structure changes.
  struct NavigationFields: Sendable {
    /// The field the group was found for, or `-1` when it must be found again.
    var fieldSlot: Int32 = -1
    /// The group's navigable fields, in tree order.
    var fields: [Int32] = []
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
  /// Mutating only to keep what it found: the group is walked once per focus, and each answer
  /// then costs time in the number of the group's fields, never in the size of the screen.
  public mutating func navigation() -> FieldNavigation? {
    guard let focusedSlot, tree[slot: focusedSlot].kind.isField else { return nil }
    if navigationStorage.fieldSlot != focusedSlot {
      navigationStorage.fields = navigableFields(inGroupOf: focusedSlot)
      navigationStorage.fieldSlot = focusedSlot
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
      let frame = tree.restingWindowFrame(ofSlot: fields[index])
      return (frame.minY, frame.minX, index)
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

  /// The navigable fields of the group `field` belongs to, in tree order: a walk of the group's
  /// views on screen that does not enter nested groups.
  func navigableFields(inGroupOf field: Int32) -> [Int32] {
    var group = ViewTree.rootSlot
    var current = field
    while let parent = tree.parentSlot(current) {
      if tree[slot: parent].navigationGroup {
        group = parent
        break
      }
      current = parent
    }
    var fields: [Int32] = []
    var pending: [Int32] = [group]
    while let slot = pending.popLast() {
      let node = tree[slot: slot]
      if node.kind.isField {
        let frame = tree.frame(ofSlot: slot)
        if node.navigable && frame.width > 0 && frame.height > 0 { fields.append(slot) }
        continue
      }
      if slot != group && node.navigationGroup { continue }
      let shown = tree.shownChild(of: slot)
      for child in tree.childSlotsInOrder(slot).reversed() where shown == nil || shown == child {
        pending.append(child)
      }
    }
    return fields
  }
}
