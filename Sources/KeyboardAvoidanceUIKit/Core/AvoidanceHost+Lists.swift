import KeyboardAvoidance

extension AvoidanceHost {
  /// `count` cells were inserted into a list, now its subviews from `index` on
  /// (`AvoidanceEvent.insertCells(_:at:cells:)`).
  public func cellsInserted(in list: any KeyboardHostView, at index: Int, count: Int) {
    defer { assertInvariants() }
    beginEvent()
    let cells = list.hostSubviews
    guard index >= 0, count >= 0, index + count <= cells.count else { return }
    let inserted = cells[index..<(index + count)]
    mirrorCells(of: list, except: Set(inserted.map(ObjectIdentifier.init)))
    guard engine.tree.contains(id(of: list)) else { return }
    send(.insertCells(id(of: list), at: index, cells: inserted.map(branch(for:))))
  }

  /// Cells are about to be removed from their lists (`AvoidanceEvent.removeCells(_:)`).
  public func cellsWillBeRemoved(_ cells: [any KeyboardHostView]) {
    defer { assertInvariants() }
    beginEvent()
    var lists: [ObjectIdentifier] = []
    for cell in cells {
      guard let list = cell.hostSuperview, !lists.contains(ObjectIdentifier(list)) else {
        continue
      }
      lists.append(ObjectIdentifier(list))
      mirrorCells(of: list, except: [])
    }
    let ids = cells.map { id(of: $0) }.filter { engine.tree.contains($0) }
    guard !ids.isEmpty else { return }
    send(.removeCells(ids))
  }

  /// A cell's height changed, after the list laid it out (`AvoidanceEvent.resizeCell(_:height:)`).
  public func cellDidResize(_ cell: any KeyboardHostView) {
    defer { assertInvariants() }
    beginEvent()
    guard let list = cell.hostSuperview else { return }
    let id = id(of: cell)
    mirrorCells(of: list, except: [], keeping: id)
    guard engine.tree.contains(id) else { return }
    send(.resizeCell(id, height: cell.hostFrame.height))
  }

  /// Mirrors every cell of a list but `excluded`, in order.
  func mirrorCells(
    of list: any KeyboardHostView, except excluded: Set<ObjectIdentifier>,
    keeping kept: ViewID? = nil
  ) {
    // The list keeps the content size the engine had: the change's layout replaces it.
    mirror(chainOf: list, keeping: id(of: list))
    for cell in list.hostSubviews where !excluded.contains(ObjectIdentifier(cell)) {
      mirror(chainOf: cell, keeping: kept)
    }
  }
}
