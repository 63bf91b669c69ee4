import KeyboardAvoidance

/// A decoded, validated event script: a screen, settings, and the events to replay.
///
/// The format is described in the article "The script format". Decode one with ``Script/init(decoding:fileName:)`` and
/// replay it with ``ScriptRunner``.
public struct Script: Hashable, Sendable {
  /// The script's optional name.
  public var name: String?
  /// The name the script's errors and failures are reported under.
  public var fileName: String
  /// The global settings the script starts with.
  public var settings: AvoidanceSettings
  /// The screen the script starts with.
  public var tree: ViewTree
  /// The events, in order.
  public var events: [ScriptEvent]
  /// The UTF-8 text the script was decoded from, empty for a script built in Swift: failed
  /// expectations are located in it. Where a script came from is not what it says, so equality
  /// and hashing ignore it.
  package var source: [UInt8] = []

  /// Creates a script from its parts.
  public init(
    name: String? = nil, fileName: String, settings: AvoidanceSettings = AvoidanceSettings(),
    tree: ViewTree, events: [ScriptEvent]
  ) {
    self.name = name
    self.fileName = fileName
    self.settings = settings
    self.tree = tree
    self.events = events
  }
}

extension Script {
  /// Whether two scripts say the same: name, file name, settings, screen and events (the
  /// text they were decoded from is not compared).
  public static func == (lhs: Script, rhs: Script) -> Bool {
    lhs.name == rhs.name && lhs.fileName == rhs.fileName && lhs.settings == rhs.settings
      && lhs.tree == rhs.tree && lhs.events == rhs.events
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(fileName)
    hasher.combine(settings)
    hasher.combine(tree)
    hasher.combine(events)
  }
}

/// One entry of a script's `events` array: an event for the engine or an expectation.
public enum ScriptEvent: Hashable, Sendable {
  /// An event replayed through the engine.
  case engine(AvoidanceEvent)
  /// An expectation checked against the engine's state.
  case expect(ScriptExpectation)
  /// The app is terminated: the runner keeps the engine's `PreservationArchive` as JSON.
  case terminate
  /// The app launches again: the runner builds the script's initial screen and restores the
  /// archive kept at the last `terminate` — or, when `archive` is given, that JSON text
  /// instead (a corrupt or foreign archive, to test that it is ignored).
  case relaunch(archive: String?)

  /// The event for the engine, if this is one.
  var engineEvent: AvoidanceEvent? {
    guard case .engine(let event) = self else { return nil }
    return event
  }

  /// The event's `type` as the script format spells it, derived from the event itself
  /// (`focus`, `keyboardWillShow`, …, `expect`).
  public var type: String {
    switch self {
    case .engine(let event): event.scriptType.rawValue
    case .expect: ScriptEventType.expect.rawValue
    case .terminate: ScriptEventType.terminate.rawValue
    case .relaunch: ScriptEventType.relaunch.rawValue
    }
  }
}

extension AvoidanceEvent {
  /// The script format's `type` for this event.
  var scriptType: ScriptEventType {
    switch self {
    case .focus: .focus
    case .blur: .blur
    case .caret: .caret
    case .keyboard(let notification): ScriptEventType(notification.name)
    case .scroll: .scroll
    case .update: .update
    case .resize: .resize
    case .settings: .settings
    case .insertCells: .insert
    case .removeCells: .remove
    case .resizeCell: .resizeCell
    case .reload: .reload
    case .push: .push
    case .pop: .pop
    case .selectTab: .selectTab
    case .select: .select
    case .edit: .edit
    case .memoryWarning: .memoryWarning
    }
  }
}

/// What an `expect` event asserts. Numbers are compared with a tolerance of 0.01.
public struct ScriptExpectation: Hashable, Sendable {
  /// Expected values of scroll containers, in the order the script lists them.
  public var views: [ViewExpectation]
  /// The expected root shift.
  public var rootShift: Double?
  /// Views that must lie inside the band: the focused field's reveal target, any other view's
  /// window frame (`AvoidanceEngine.visibilityTarget(for:)`).
  public var visible: [ViewID]
  /// How many effects the previous non-expect event produced.
  public var effects: Int?
  /// The field expected to have focus (`focused`), or ``Focus/nothing``.
  public var focused: Focus?
  /// Expected selections of fields (`selection`), in the order the script lists them.
  public var selections: [Selection]
  /// Which containers are expected to have a pending restore (`pending`), in order.
  public var pending: [Pending]
  /// The cell each list is expected to be anchored on (`anchor`), in order.
  public var anchors: [Anchor]

  /// Creates an expectation.
  public init(
    views: [ViewExpectation] = [], rootShift: Double? = nil, visible: [ViewID] = [],
    effects: Int? = nil, focused: Focus? = nil, selections: [Selection] = [],
    pending: [Pending] = [], anchors: [Anchor] = []
  ) {
    self.views = views
    self.rootShift = rootShift
    self.visible = visible
    self.effects = effects
    self.focused = focused
    self.selections = selections
    self.pending = pending
    self.anchors = anchors
  }
}

extension ScriptExpectation {
  /// The expected focus: a field, or none (`"focused": null`).
  public enum Focus: Hashable, Sendable {
    /// No field has focus.
    case nothing
    /// This field has focus.
    case field(ViewID)
  }

  /// A field's expected selection, in UTF-16 units.
  public struct Selection: Hashable, Sendable {
    /// The field.
    public var view: ViewID
    /// Its expected selection.
    public var range: UTF16Range

    /// Creates a selection expectation.
    public init(view: ViewID, range: UTF16Range) {
      self.view = view
      self.range = range
    }
  }

  /// Whether a container is expected to have a pending restore.
  public struct Pending: Hashable, Sendable {
    /// The container.
    public var view: ViewID
    /// Whether a restore is expected to be pending.
    public var isPending: Bool

    /// Creates a pending expectation.
    public init(view: ViewID, isPending: Bool) {
      self.view = view
      self.isPending = isPending
    }
  }

  /// The cell a list is expected to be anchored on at its current offset.
  public struct Anchor: Hashable, Sendable {
    /// The table or collection.
    public var view: ViewID
    /// The expected anchor cell.
    public var cell: ViewID

    /// Creates an anchor expectation.
    public init(view: ViewID, cell: ViewID) {
      self.view = view
      self.cell = cell
    }
  }
}

/// The expected state of one scroll container.
public struct ViewExpectation: Hashable, Sendable {
  /// The container.
  public var view: ViewID
  /// Its expected offset.
  public var contentOffset: Point?
  /// Its expected content inset.
  public var contentInset: Insets?
  /// Its expected indicator insets.
  public var indicatorInsets: Insets?

  /// Creates a view expectation.
  public init(
    view: ViewID, contentOffset: Point? = nil, contentInset: Insets? = nil,
    indicatorInsets: Insets? = nil
  ) {
    self.view = view
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
  }
}
