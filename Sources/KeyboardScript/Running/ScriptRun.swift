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
  public var derivations = Derivations()
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

extension ScriptRun {
  /// The derivations of a run's events, by event index: `derivations[index]` is the derivation
  /// of event `index`, or `nil` for an event without one (an expectation, or any event of a run
  /// that did not explain).
  ///
  /// Held in event order, a slot per event, so that keeping each event's derivation appends
  /// to one list: a table hashed by index would place a long replay's derivations all over
  /// memory.
  public struct Derivations: Hashable, Sendable {
    /// A slot per event from the first up to the last one with a derivation.
    private var slots: [AvoidanceDerivation?] = []
    /// The number of events with a derivation.
    public private(set) var count = 0

    /// No derivations.
    public init() {}

    /// Whether no event has a derivation.
    public var isEmpty: Bool { count == 0 }

    /// The derivation of event `index`, or `nil` if it has none.
    public subscript(index: Int) -> AvoidanceDerivation? {
      slots.indices.contains(index) ? slots[index] : nil
    }

    /// Makes room for the derivations of `events` events.
    mutating func reserveCapacity(_ events: Int) {
      slots.reserveCapacity(events)
    }

    /// Keeps `derivation` as event `index`'s, in place of any it had: appended when `index` is
    /// past the last event kept, as a replay keeps them.
    mutating func keep(_ derivation: consuming AvoidanceDerivation, at index: Int) {
      guard index >= 0 else { return }
      while slots.count < index { slots.append(nil) }
      if slots.count == index || slots[index] == nil { count += 1 }
      if slots.count == index {
        slots.append(derivation)
      } else {
        slots[index] = derivation
      }
    }

    /// Whether both hold the same derivations for the same events.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.count == rhs.count else { return false }
      for index in 0..<max(lhs.slots.count, rhs.slots.count) where lhs[index] != rhs[index] {
        return false
      }
      return true
    }

    /// Hashes the events with a derivation, and their derivations.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for index in slots.indices {
        if let derivation = slots[index] {
          hasher.combine(index)
          hasher.combine(derivation)
        }
      }
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
    /// The focused field's neighbour in a direction, or none (`null`): a navigation answer
    /// (v1.3).
    case neighbour(ViewID?, FieldNavigation.Direction)
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
