/// What an app keeps across termination: every preserved container's scroll anchor, every
/// preserved field's text and selection, the focused field and the selected tabs, each keyed by
/// its restoration path.
///
/// A restoration path is the `/`-joined ``ViewNode/restorationIdentifier``s from the root down
/// (`app/tabs/inbox/list`); a view without one, or under a view without one, is not preserved
/// (UIKit's rule). Paths rather than view identities key the archive, so two tabs that both
/// hold a `list` never share state.
///
/// The archive is `Codable` as versioned JSON:
///
/// ```json
/// {"version": 1,
///  "containers": {"app/feed": {"itemID": "r45", "edge": "top", "distance": -20,
///                              "fallbacks": [], "offset": 2000, "pin": "none"}},
///  "fields": {"app/body": {"text": "Hello world", "selection": [6, 5]}},
///  "focused": "app/body", "tabs": {"app/tabs": 1}}
/// ```
///
/// Get one from ``AvoidanceEngine/archive()`` when the app goes to the background, and give it
/// to a new engine's ``AvoidanceEngine/restore(from:)`` at the next launch. Restoration data is
/// disposable: an archive of another ``version`` is ignored, and an entry whose path no longer
/// exists is skipped, each with a ``PreservationWarning``.
public struct PreservationArchive: Hashable, Sendable, Codable {
  /// The version this library writes and reads.
  public static let currentVersion = 1

  /// A preserved field: its text when the archive was written, which maps the selection through
  /// any later edit, and its selection.
  public struct Field: Hashable, Sendable, Codable {
    /// The field's text when the archive was written, if known.
    public var text: String?
    /// The field's selection, in UTF-16 units.
    public var selection: UTF16Range?

    /// Creates a preserved field.
    public init(text: String? = nil, selection: UTF16Range? = nil) {
      self.text = text
      self.selection = selection
    }
  }

  /// The format's version; only ``currentVersion`` is read.
  public var version: Int
  /// Scroll anchors of containers, by restoration path.
  public var containers: [String: ScrollAnchor]
  /// Fields, by restoration path.
  public var fields: [String: Field]
  /// The restoration path of the field that had focus, if any.
  public var focusedField: String?
  /// The selected index of each `tabs` view, by restoration path.
  public var selectedTabs: [String: Int]

  /// Creates an archive of the current version.
  public init(
    containers: [String: ScrollAnchor] = [:], fields: [String: Field] = [:],
    focusedField: String? = nil, selectedTabs: [String: Int] = [:]
  ) {
    self.version = Self.currentVersion
    self.containers = containers
    self.fields = fields
    self.focusedField = focusedField
    self.selectedTabs = selectedTabs
  }

  /// Decodes an archive; missing sections are empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    version = try container.decode(Int.self, forKey: .version)
    containers =
      try container.decodeIfPresent([String: ScrollAnchor].self, forKey: .containers) ?? [:]
    fields = try container.decodeIfPresent([String: Field].self, forKey: .fields) ?? [:]
    focusedField = try container.decodeIfPresent(String.self, forKey: .focused)
    selectedTabs = try container.decodeIfPresent([String: Int].self, forKey: .tabs) ?? [:]
  }

  /// Encodes the archive.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(version, forKey: .version)
    try container.encode(containers, forKey: .containers)
    try container.encode(fields, forKey: .fields)
    try container.encodeIfPresent(focusedField, forKey: .focused)
    try container.encode(selectedTabs, forKey: .tabs)
  }
}
