extension ViewTree: Hashable {
  /// Whether two trees hold the same views in the same places, with the same window size and
  /// root shift, however their storage was reused.
  ///
  /// - Complexity: O(*n*) in the number of views.
  public static func == (lhs: ViewTree, rhs: ViewTree) -> Bool {
    lhs.windowSize == rhs.windowSize && lhs.rootShift == rhs.rootShift
      && lhs.entries == rhs.entries
  }

  /// Hashes the window size, the root shift and every view with its parent, in pre-order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(windowSize)
    hasher.combine(rootShift)
    hasher.combine(entries)
  }
}

extension ViewTree: Codable {
  /// One view and its parent, as a tree encodes them.
  struct Entry: Hashable, Codable {
    var view: ViewNode
    var parent: ViewID?
  }

  private enum CodingKeys: String, CodingKey {
    case windowSize, rootShift, views
  }

  /// The views with their parents, in pre-order.
  var entries: [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(count)
    forEachSlotInPreOrder { slot in
      result.append(
        Entry(view: laidOutNode(slot), parent: parentSlot(slot).map { nodes[Int($0)].id }))
    }
    return result
  }

  /// Decodes a tree from its window size, root shift and views in pre-order, each with its
  /// parent's identity.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let entries = try container.decode([Entry].self, forKey: .views)
    guard let first = entries.first, first.parent == nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .views, in: container, debugDescription: "the first view must be the root")
    }
    self.init(windowSize: try container.decode(Size.self, forKey: .windowSize), root: first.view)
    rootShift = try container.decode(Double.self, forKey: .rootShift)
    for entry in entries.dropFirst() {
      guard let parent = entry.parent else {
        throw DecodingError.dataCorruptedError(
          forKey: .views, in: container, debugDescription: "only the root has no parent")
      }
      do {
        try insert(entry.view, under: parent)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .views, in: container, debugDescription: error.description)
      }
    }
  }

  /// Encodes the window size, the root shift and the views in pre-order with their parents.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(windowSize, forKey: .windowSize)
    try container.encode(rootShift, forKey: .rootShift)
    try container.encode(entries, forKey: .views)
  }
}
