extension PreservationArchive {
  /// Every key of the archive's JSON, declared once: the archive's, its anchors' and its fields'
  /// `Codable` forms and the script layer's fast reader and writer all spell keys through it.
  ///
  /// ```swift
  /// PreservationArchive.Key.focused.rawValue  // "focused"
  /// ```
  package enum Key: String, CodingKey, CaseIterable, Sendable {
    // The archive.
    case version, containers, fields, focused, tabs
    // An anchor (a fallback has an `itemID` and a `distance`).
    case itemID, edge, distance, fallbacks, offset, pin
    // A field.
    case text, selection

    /// The keys of the archive object, in the order it is written.
    package static let archive: [Key] = [.version, .containers, .fields, .focused, .tabs]
    /// The keys of an anchor object, in the order it is written.
    package static let anchor: [Key] = [.itemID, .edge, .distance, .fallbacks, .offset, .pin]
    /// The keys of a fallback object.
    package static let fallback: [Key] = [.itemID, .distance]
    /// The keys of a field object.
    package static let field: [Key] = [.text, .selection]
  }
}

extension PreservationArchive.Field {
  /// Decodes a field; both keys may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PreservationArchive.Key.self)
    self.init(
      text: try container.decodeIfPresent(String.self, forKey: .text),
      selection: try container.decodeIfPresent(UTF16Range.self, forKey: .selection))
  }

  /// Encodes the field's text and selection, each when known.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PreservationArchive.Key.self)
    try container.encodeIfPresent(text, forKey: .text)
    try container.encodeIfPresent(selection, forKey: .selection)
  }
}

extension ScrollAnchor {
  /// Decodes an anchor as the archive writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PreservationArchive.Key.self)
    self.init(
      itemID: try container.decodeIfPresent(ViewID.self, forKey: .itemID),
      edge: try container.decode(Edge.self, forKey: .edge),
      distance: try container.decode(Double.self, forKey: .distance),
      fallbacks: try container.decode([Fallback].self, forKey: .fallbacks),
      offset: try container.decode(Double.self, forKey: .offset),
      pin: try container.decode(Pin.self, forKey: .pin))
  }

  /// Encodes the anchor with the archive's keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PreservationArchive.Key.self)
    try container.encodeIfPresent(itemID, forKey: .itemID)
    try container.encode(edge, forKey: .edge)
    try container.encode(distance, forKey: .distance)
    try container.encode(fallbacks, forKey: .fallbacks)
    try container.encode(offset, forKey: .offset)
    try container.encode(pin, forKey: .pin)
  }
}

extension ScrollAnchor.Fallback {
  /// Decodes a fallback as the archive writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PreservationArchive.Key.self)
    self.init(
      itemID: try container.decode(ViewID.self, forKey: .itemID),
      distance: try container.decode(Double.self, forKey: .distance))
  }

  /// Encodes the fallback with the archive's keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PreservationArchive.Key.self)
    try container.encode(itemID, forKey: .itemID)
    try container.encode(distance, forKey: .distance)
  }
}
