import KeyboardAvoidance

/// The result of replaying a script: what each event did, and the engine's final state.
public struct ScriptRun: Hashable, Sendable {
  /// What one event of the script produced.
  public enum Outcome: Hashable, Sendable {
    /// An engine event's effects, in order: a slice of one list that holds the whole run's
    /// effects, so that a run of many events does not keep a list per event. Its indices are
    /// positions in that list, not from 0: iterate it, or use `first` or `Array(effects)`.
    case effects(ArraySlice<AvoidanceEffect>)
    /// An expectation's failures; empty when it held.
    case expectation([ExpectationFailure])
  }

  /// One outcome per script event, in order.
  public var outcomes: [Outcome]
  /// Why the engine ignored an event, by the event's index, for the events it ignored (a
  /// `caret` while no text view has focus, for one); traces print it after the event.
  public var diagnostics: [Int: AvoidanceDiagnostic] = [:]
  /// What preservation set aside, by event index: a corrupt archive at a `relaunch`, an
  /// unknown restoration path, a suspended anchoring loop (`PreservationWarning`).
  public var warnings: [Int: [PreservationWarning]] = [:]
  /// The numbers behind each event's effects, by event index, when the run was asked to
  /// explain them (`ScriptRunner.run(_:explain:)`); empty otherwise.
  public var derivations: [Int: AvoidanceDerivation] = [:]
  /// The engine after the last event.
  public var engine: AvoidanceEngine

  /// The number of effects all events produced.
  public var effectCount: Int {
    outcomes.reduce(0) { total, outcome in
      if case .effects(let effects) = outcome { return total + effects.count }
      return total
    }
  }

  /// The number of expectations.
  public var expectationCount: Int {
    outcomes.reduce(0) { total, outcome in
      if case .expectation = outcome { return total + 1 }
      return total
    }
  }

  /// The number of expectations that failed.
  public var failedExpectations: Int {
    outcomes.reduce(0) { total, outcome in
      if case .expectation(let failures) = outcome, !failures.isEmpty { return total + 1 }
      return total
    }
  }
}

/// One value of an expectation that did not hold: where, what was expected, what was found.
public struct ExpectationFailure: Hashable, Sendable {
  /// A value in a failure message.
  public enum Value: Hashable, Sendable {
    /// An offset.
    case point(Point)
    /// Insets.
    case insets(Insets)
    /// A root shift.
    case number(Double)
    /// An effect count.
    case count(Int)
    /// The band a visible field's target had to lie in.
    case band(Band)
    /// A reveal target, in window coordinates.
    case rect(Rect)
    /// A field's identity, or none (`null`).
    case field(ViewID?)
    /// A selection in UTF-16 units, or none (`null`).
    case selection(UTF16Range?)
    /// Whether a restore is pending.
    case flag(Bool)
    /// A list's anchor cell, or none (`null`).
    case cell(ViewID?)
    /// A field's return key (v1.3).
    case returnKey(FieldNavigation.ReturnKey)
  }

  /// The JSON path of the expectation value, such as `events[4].views.form.contentOffset`.
  public var path: String
  /// The 1-based line of the failing key in the script's file; `nil` for a script built in
  /// Swift.
  public var line: Int?
  /// The 1-based column, in UTF-8 bytes, of the failing key; `nil` for a script built in Swift.
  public var column: Int?
  /// The expected value.
  public var expected: Value
  /// The actual value.
  public var actual: Value
  /// The keys leading from the expectation's object to the failing key, for locating it.
  var keys: [String] = []
  /// For a failing element of an array (`visible`), its position in the array the last key
  /// holds.
  var element: Int?

  init(
    path: String, keys: [String], element: Int? = nil, expected: Value, actual: Value
  ) {
    self.path = path
    self.keys = keys
    self.element = element
    self.expected = expected
    self.actual = actual
  }

  /// Fills in ``line`` and ``column`` from the script's source.
  mutating func locate(in locator: inout SourceLocator, event: Int) {
    guard let location = locator.location(ofEvent: event, keys: keys, element: element) else {
      return
    }
    line = location.line
    column = location.column
  }
}
