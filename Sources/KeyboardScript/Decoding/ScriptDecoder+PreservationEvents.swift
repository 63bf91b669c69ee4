import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// What a table or collection is called in messages.
  static let listExpected = "a table or collection"

  /// An `insert`, `remove`, `resizeCell` or `reload` event (its keys among `values`).
  mutating func decodeListEvent(
    _ type: ScriptEventType, _ values: Fields, in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    switch type {
    case .insert:
      let list = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: Self.listExpected) { $0.isList }
      }
      let position = try required(.at, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.nonNegativeInteger(value, "an index")
      }
      let cells = try required(.cells, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.cells(value, in: list)
      }
      return .insertCells(list, at: position, cells: cells)
    case .remove:
      let cells = try required(.ids, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.removedCells(value)
      }
      return .removeCells(cells)
    case .resizeCell:
      let cell = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a cell") { $0 == .cell }
      }
      let height = try required(.height, values, in: index) {
        decoder, value throws(ScriptError) in try decoder.nonNegative(value, "a height")
      }
      return .resizeCell(cell, height: height)
    default:
      return try decodeReload(values, in: index)
    }
  }

  /// A `reload` event: a table or collection gets new `cells`, a scroll view (a table or
  /// collection too) a new `contentSize`, never both.
  mutating func decodeReload(
    _ values: Fields, in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
      try decoder.namedView(value, expected: "a table, collection or scroll view") {
        $0.isList || $0 == .scroll
      }
    }
    let content: ReloadContent
    switch (values[.cells], values[.contentSize]) {
    case (let cells?, let size?):
      // Reported at whichever of the two comes second.
      let key: ScriptKey =
        keyOffset(.cells, in: index) > keyOffset(.contentSize, in: index) ? .cells : .contentSize
      throw error(
        .conflictingKeys(ScriptKey.cells.name, ScriptKey.contentSize.name),
        at: key == .cells ? cells : size, .key(key))
    case (let cells?, nil):
      guard view.kind.isList else {
        throw error(
          .keyNotForKind(key: ScriptKey.cells.name, kind: view.kind.rawValue),
          atOffset: keyOffset(.cells, in: index), .key(.cells))
      }
      content = .cells(
        try at(.key(.cells)) { decoder throws(ScriptError) in
          try decoder.cells(cells, in: view.id)
        })
    case (nil, let size?):
      content = .contentSize(
        try at(.key(.contentSize)) { decoder throws(ScriptError) in try decoder.size(size) })
    case (nil, nil):
      throw error(
        .missingEitherKey(ScriptKey.cells.name, ScriptKey.contentSize.name), at: index)
    }
    var complete = true
    if let value = values[.complete] {
      complete = try at(.key(.complete)) { decoder throws(ScriptError) in try decoder.bool(value) }
    }
    return .reload(view.id, content, complete: complete)
  }

  /// The `cells` array of an `insert` or `reload` event for `list`: cell views with everything
  /// under them.
  mutating func cells(_ index: Index, in list: ViewID) throws(ScriptError) -> [ViewTree.Branch] {
    guard document.kind(index) == .array else {
      throw error(
        .typeMismatch(expected: "an array of cells", found: found(index)), at: index)
    }
    return try decodeBranches(
      Array(document.elements(index)), indexed: true, cellsOnly: true,
      base: restorationBase(in: list))
  }

  /// The `ids` of a `remove` event: a non-empty array of distinct cell ids.
  mutating func removedCells(_ index: Index) throws(ScriptError) -> [ViewID] {
    guard document.kind(index) == .array, document.count(index) > 0 else {
      let found = document.kind(index) == .array ? "an empty array" : found(index)
      throw error(.typeMismatch(expected: "a non-empty array of cell ids", found: found), at: index)
    }
    var cells: [ViewID] = []
    var offsets: [ViewID: Int] = [:]
    for (position, element) in document.elements(index).enumerated() {
      try at(.index(position)) { decoder throws(ScriptError) in
        let cell = try decoder.existingID(element, expected: "a cell") { $0 == .cell }
        let offset = decoder.document.offset(element)
        if let first = offsets.updateValue(offset, forKey: cell) {
          let location = decoder.document.location(ofOffset: first)
          throw decoder.error(
            .duplicateID(cell.rawValue, firstLine: location.line, firstColumn: location.column),
            at: element)
        }
        cells.append(cell)
      }
    }
    return cells
  }

  /// A `push`, `pop` or `selectTab` event (its keys among `values`).
  mutating func decodeScreenEvent(
    _ type: ScriptEventType, _ values: Fields, in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    switch type {
    case .push:
      let navigation = try required(.view, values, in: index) {
        decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a navigation") { $0 == .navigation }
      }
      let screen = try required(.screen, values, in: index) {
        decoder, value throws(ScriptError) in
        let branches = try decoder.decodeBranches(
          [value], indexed: false, cellsOnly: false,
          base: decoder.restorationBase(in: navigation))
        guard let screen = branches.first else {
          throw decoder.error(
            .typeMismatch(expected: "a view", found: decoder.found(value)), at: value)
        }
        try decoder.push(screen.node, at: value, onto: navigation)
        return screen
      }
      return .push(navigation, screen: screen)
    case .pop:
      let navigation = try required(.view, values, in: index) {
        decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a navigation") { $0 == .navigation }
      }
      pop(navigation)
      return .pop(navigation)
    default:
      let tabs = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a tabs view") { $0 == .tabs }
      }
      let tab = try required(.index, values, in: index) { decoder, value throws(ScriptError) in
        let tab = try decoder.nonNegativeInteger(value, "an index")
        // The tabs of a view of the screen never change.
        if let node = decoder.tree[tabs], node.kind == .tabs {
          let count = decoder.tree.children(of: tabs).count
          guard tab < count else {
            throw decoder.error(.indexOutOfRange(tab, count: count, noun: "tabs"), at: value)
          }
        }
        return tab
      }
      return .selectTab(tabs, index: tab)
    }
  }
}
