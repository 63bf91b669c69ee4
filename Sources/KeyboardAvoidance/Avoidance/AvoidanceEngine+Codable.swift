extension AvoidanceEngine: Hashable {
  /// Whether two engines are in the same state: the same tree, settings, keyboard and its drag,
  /// focus, snapshots and preservation state (pending restores, captured screens, the focus intent,
  /// loop breakers), however their storage is laid out. The latest event's ``diagnostic`` and
  /// ``warnings`` are its outcome, not state, and do not count.
  public static func == (lhs: AvoidanceEngine, rhs: AvoidanceEngine) -> Bool {
    lhs.tree == rhs.tree && lhs.settings == rhs.settings && lhs.keyboardFrame == rhs.keyboardFrame
      && lhs.keyboardAnimation == rhs.keyboardAnimation && lhs.focusedField == rhs.focusedField
      && lhs.caret == rhs.caret && lhs.configurations == rhs.configurations
      && lhs.adjustedField == rhs.adjustedField && lhs.userScrolled == rhs.userScrolled
      && lhs.preservation == rhs.preservation
      && lhs.coveredSnapshots.map(\.state) == rhs.coveredSnapshots.map(\.state)
      && lhs.keyboardTrack == rhs.keyboardTrack
  }

  /// Hashes the engine's state (not its storage layout).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tree)
    hasher.combine(settings)
    hasher.combine(keyboardFrame)
    hasher.combine(keyboardAnimation)
    hasher.combine(focusedField)
    hasher.combine(caret)
    hasher.combine(configurations)
    hasher.combine(adjustedField)
    hasher.combine(userScrolled)
    hasher.combine(preservation)
    hasher.combine(coveredSnapshots.map(\.state))
    hasher.combine(keyboardTrack)
  }
}

extension AvoidanceEngine: Codable {
  private enum CodingKeys: String, CodingKey {
    case tree, settings, keyboardFrame, keyboardAnimation, focusedField, caret, configurations
    case adjustedField, userScrolled, preservation, covered, keyboardTrack
  }

  /// Decodes an engine's state, as ``encode(to:)`` wrote it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tree: try container.decode(ViewTree.self, forKey: .tree),
      settings: try container.decode(AvoidanceSettings.self, forKey: .settings))
    keyboardFrame = try container.decodeIfPresent(Rect.self, forKey: .keyboardFrame)
    keyboardAnimation = try container.decode(KeyboardAnimation.self, forKey: .keyboardAnimation)
    focusedField = try container.decodeIfPresent(ViewID.self, forKey: .focusedField)
    caret = try container.decodeIfPresent(Rect.self, forKey: .caret)
    snapshots = try container.decode([ScrollViewConfiguration].self, forKey: .configurations)
      .map { Snapshot(configuration: $0) }
    adjustedField = try container.decodeIfPresent(ViewID.self, forKey: .adjustedField)
    userScrolled = try container.decode(Set<ViewID>.self, forKey: .userScrolled)
    // Engines encoded before preservation was coded start with none, as a new engine does.
    if let preservation = try container.decodeIfPresent(
      PreservationState.self, forKey: .preservation)
    {
      self.preservation = preservation
    }
    // Engines encoded before covered containers existed have none.
    coveredSnapshots =
      try container.decodeIfPresent([CoveredSnapshot.State].self, forKey: .covered)?
      .map { CoveredSnapshot(state: $0) } ?? []
    // Engines encoded before drags were tracked have none in force.
    keyboardTrack = try container.decodeIfPresent(KeyboardTrack.self, forKey: .keyboardTrack)
    resolveSlots()
  }

  /// Encodes the engine's state: the tree, settings, keyboard, focus, snapshots and preservation
  /// state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tree, forKey: .tree)
    try container.encode(settings, forKey: .settings)
    try container.encodeIfPresent(keyboardFrame, forKey: .keyboardFrame)
    try container.encode(keyboardAnimation, forKey: .keyboardAnimation)
    try container.encodeIfPresent(focusedField, forKey: .focusedField)
    try container.encodeIfPresent(caret, forKey: .caret)
    try container.encode(configurations, forKey: .configurations)
    try container.encodeIfPresent(adjustedField, forKey: .adjustedField)
    try container.encode(userScrolled.sorted(), forKey: .userScrolled)
    try container.encode(preservation, forKey: .preservation)
    try container.encode(coveredSnapshots.map(\.state), forKey: .covered)
    try container.encodeIfPresent(keyboardTrack, forKey: .keyboardTrack)
  }
}
