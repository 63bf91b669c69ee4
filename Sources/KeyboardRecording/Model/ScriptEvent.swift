import KeyboardAvoidance

/// One entry of a script's `events` array: an event for the engine or an expectation.
public enum ScriptEvent: Hashable, Sendable {
  /// An event replayed through the engine.
  case engine(AvoidanceEvent)
  /// An expectation checked against the engine's state. Held indirectly: an expectation is
  /// larger than any engine event, and every event of a script is copied as it is decoded and
  /// replayed.
  indirect case expect(ScriptExpectation)
  /// The app is terminated: the runner keeps the engine's `PreservationArchive` as JSON.
  case terminate
  /// The app launches again: the runner builds the script's initial screen and restores the
  /// archive kept at the last `terminate` — or, when `archive` is given, that text instead (a
  /// corrupt or foreign archive, to test that it is ignored). A script holds the text as the
  /// archive's JSON, or as a string when it is not JSON or is a JSON string.
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
