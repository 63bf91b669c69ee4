/// What the engine keeps for preservation between events: pending restores, state captured
/// from screens that disappeared, the screens' declared content, and the anchoring loop
/// breakers.
struct PreservationState: Hashable, Sendable, Codable {
  /// Pending restores, by container: the anchor to restore once the content allows it.
  var pending: [ViewID: ScrollAnchor] = [:]
  /// Containers whose loading is not complete (a `reload` with `complete: false`, or empty when
  /// a restore began).
  var loading: Set<ViewID> = []
  /// State captured from screens when they disappeared, by restoration path.
  var captured: [String: CapturedState] = [:]
  /// The restoration path of a field whose focus comes back when its screen appears, unless the
  /// user focuses something else first.
  var focusIntent: String?
  /// The declared content of each screen of a `navigation` or `tabs` view, by the screen's
  /// identity: what a memory warning's dropped screen is built again from.
  var definitions: [ViewID: ViewTree.Branch] = [:]
  /// Screens whose views a memory warning dropped.
  var dropped: Set<ViewID> = []
  /// The anchoring loop breaker of each list that has been compensated since its last user
  /// scroll.
  var breakers: [ViewID: AnchoringLoopBreaker] = [:]

  /// Creates an empty state.
  init() {}
}

extension PreservationState {
  private enum CodingKeys: String, CodingKey {
    case pending, loading, captured, focusIntent, definitions, dropped, breakers
  }

  /// One entry of a dictionary, written as a pair so that entries can be sorted by key.
  private struct Entry<Key: Codable & Comparable, Value: Codable>: Codable {
    var key: Key
    var value: Value
  }

  private static func entries<Key, Value>(_ dictionary: [Key: Value]) -> [Entry<Key, Value>] {
    dictionary.map { Entry(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
  }

  private static func dictionary<Key, Value>(_ entries: [Entry<Key, Value>]) -> [Key: Value] {
    Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// Decodes the state as ``encode(to:)`` wrote it.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    pending = Self.dictionary(
      try container.decode([Entry<ViewID, ScrollAnchor>].self, forKey: .pending))
    loading = Set(try container.decode([ViewID].self, forKey: .loading))
    captured = Self.dictionary(
      try container.decode([Entry<String, CapturedState>].self, forKey: .captured))
    focusIntent = try container.decodeIfPresent(String.self, forKey: .focusIntent)
    definitions = Self.dictionary(
      try container.decode([Entry<ViewID, ViewTree.Branch>].self, forKey: .definitions))
    dropped = Set(try container.decode([ViewID].self, forKey: .dropped))
    breakers = Self.dictionary(
      try container.decode([Entry<ViewID, AnchoringLoopBreaker>].self, forKey: .breakers))
  }

  /// Encodes the state with every dictionary and set sorted by key: the same state, the same
  /// bytes.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.entries(pending), forKey: .pending)
    try container.encode(loading.sorted(), forKey: .loading)
    try container.encode(Self.entries(captured), forKey: .captured)
    try container.encodeIfPresent(focusIntent, forKey: .focusIntent)
    try container.encode(Self.entries(definitions), forKey: .definitions)
    try container.encode(dropped.sorted(), forKey: .dropped)
    try container.encode(Self.entries(breakers), forKey: .breakers)
  }
}

/// What is kept of one preserved view: a container's scroll anchor, a field's text and
/// selection (a text view has both).
struct CapturedState: Hashable, Sendable, Codable {
  /// The container's anchor, for scroll containers.
  var anchor: ScrollAnchor?
  /// The field's text and selection, for fields.
  var field: PreservationArchive.Field?

  /// Captures a view as it is now.
  init(ofSlot slot: Int32, in tree: ViewTree) {
    let node = tree[slot: slot]
    if node.kind.isList {
      anchor = tree.anchor(ofListSlot: slot)
    } else if node.kind.isScrollContainer {
      anchor = ScrollAnchor(itemID: nil, offset: node.contentOffset.y)
    }
    if node.kind.isField {
      field = PreservationArchive.Field(text: node.text, selection: node.selectedRange)
    }
  }

  /// Creates a state from an archive's entries.
  init(anchor: ScrollAnchor?, field: PreservationArchive.Field?) {
    self.anchor = anchor
    self.field = field
  }

  /// Whether there is nothing to keep.
  var isEmpty: Bool { anchor == nil && field == nil }

  /// Adds this state to an archive under `path`.
  func add(to archive: inout PreservationArchive, path: String) {
    if let anchor { archive.containers[path] = anchor }
    if let field { archive.fields[path] = field }
  }
}

/// Browsers' scroll-anchoring loop breaker: a list that anchoring keeps moving by tiny amounts
/// without the user scrolling is in a feedback loop with the app's layout, so anchoring stops
/// for it until the next user scroll.
struct AnchoringLoopBreaker: Hashable, Sendable, Codable {
  /// How many consecutive compensations are weighed.
  static let limit = 10
  /// The mean magnitude, in points, under which they count as a loop.
  static let threshold = 3.0

  /// The magnitudes of the latest compensations, oldest first, at most ``limit``.
  var magnitudes: [Double] = []
  /// Whether anchoring is suspended for the list.
  var isSuspended = false

  /// Records a compensation; returns the mean magnitude when it suspends anchoring.
  mutating func record(_ magnitude: Double) -> Double? {
    guard !isSuspended else { return nil }
    magnitudes.append(magnitude)
    if magnitudes.count > Self.limit { magnitudes.removeFirst(magnitudes.count - Self.limit) }
    guard magnitudes.count == Self.limit else { return nil }
    let mean = magnitudes.reduce(0, +) / Double(magnitudes.count)
    guard mean < Self.threshold else { return nil }
    isSuspended = true
    return mean
  }
}
