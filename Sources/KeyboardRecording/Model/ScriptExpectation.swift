import KeyboardAvoidance

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
  /// The field expected to have focus (`focus`, v1.3), or ``Focus/nothing``: the same check as
  /// ``focused``, under the key the avoidance scripts use.
  public var focus: Focus?
  /// The focused field's expected navigation answers (`navigation`, v1.3).
  public var navigation: NavigationExpectation?

  /// Creates an expectation.
  public init(
    views: [ViewExpectation] = [], rootShift: Double? = nil, visible: [ViewID] = [],
    effects: Int? = nil, focused: Focus? = nil, selections: [Selection] = [],
    pending: [Pending] = [], anchors: [Anchor] = [], focus: Focus? = nil,
    navigation: NavigationExpectation? = nil
  ) {
    self.views = views
    self.rootShift = rootShift
    self.visible = visible
    self.effects = effects
    self.focused = focused
    self.selections = selections
    self.pending = pending
    self.anchors = anchors
    self.focus = focus
    self.navigation = navigation
  }
}

extension ScriptExpectation {
  /// The expected focus: a field, or none (`"focused": null`).
  public enum Focus: Hashable, Sendable {
    /// No field has focus.
    case nothing
    /// This field has focus.
    case field(ViewID)

    /// The field, or `nil` for ``nothing``.
    public var field: ViewID? {
      switch self {
      case .nothing: nil
      case .field(let id): id
      }
    }
  }

  /// The focused field's expected neighbours and return key; `nil` members are not checked.
  public struct NavigationExpectation: Hashable, Sendable {
    /// The expected previous field, or ``Focus/nothing`` for none.
    public var previous: Focus?
    /// The expected next field, or ``Focus/nothing`` for none.
    public var next: Focus?
    /// The expected return key.
    public var returnKey: FieldNavigation.ReturnKey?

    /// Creates a navigation expectation.
    public init(
      previous: Focus? = nil, next: Focus? = nil, returnKey: FieldNavigation.ReturnKey? = nil
    ) {
      self.previous = previous
      self.next = next
      self.returnKey = returnKey
    }
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
