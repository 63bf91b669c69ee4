import KeyboardAvoidance
import KeyboardScript

/// What kind of decision an event asks the engine for, for the per-kind breakdown.
enum DecisionKind: String, CaseIterable {
  /// A field gains focus while the keyboard is down: remembered, nothing to restore.
  case focus = "focus (keyboard down)"
  /// The focus moves to another field while the keyboard is up: restore the containers that
  /// leave the chain, adjust for the new field.
  case focusSwitch = "focus switch"
  /// The keyboard appears or changes height while docked: adjust.
  case keyboardFrame = "keyboard frame change"
  /// The keyboard hides: restore everything.
  case hide = "hide"

  /// Whether the kind counts towards the decision percentiles and their targets: focus
  /// switches, keyboard frame changes and hides do. A focus with the keyboard down only
  /// remembers the field; it is shown on its own so that its cheap samples cannot flatter the
  /// percentiles.
  var isTargeted: Bool { self != .focus }
}

/// One event of the decision cycle and its kind.
struct CycleEvent {
  /// The event.
  var event: AvoidanceEvent
  /// The kind it is reported under.
  var kind: DecisionKind
}

/// The sequences of events the benchmarks send: one keyboard session per field pair.
enum EventCycle {
  /// The decision cycle for a pair: focus the table field (keyboard down), keyboard shows
  /// docked, keyboard grows by the QuickType bar, focus switches to the form field (the table
  /// leaves the chain and is restored), focus switches back (the form scroll view is restored),
  /// keyboard hides (everything is restored). The engine ends the cycle as it started it.
  static func decisions(for pair: Screen.FieldPair) -> [CycleEvent] {
    [
      CycleEvent(event: .focus(pair.tableField), kind: .focus),
      CycleEvent(event: keyboard(.keyboardWillShow, Phone.dockedKeyboard), kind: .keyboardFrame),
      CycleEvent(
        event: keyboard(.keyboardWillChangeFrame, Phone.quickTypeKeyboard), kind: .keyboardFrame),
      CycleEvent(event: .focus(pair.formField), kind: .focusSwitch),
      CycleEvent(event: .focus(pair.tableField), kind: .focusSwitch),
      CycleEvent(event: keyboard(.keyboardWillHide, Phone.hiddenKeyboard), kind: .hide),
    ]
  }

  /// The replay cycle for a pair, ten script events: the decision cycle with the `did`
  /// notifications a host also receives (same frames: no work), a user drag of `dragged` while
  /// the form field is focused, and a final blur.
  static func replay(for pair: Screen.FieldPair, dragging dragged: ViewID) -> [ScriptEvent] {
    let events: [AvoidanceEvent] = [
      .focus(pair.tableField),
      keyboard(.keyboardWillShow, Phone.dockedKeyboard),
      keyboard(.keyboardDidShow, Phone.dockedKeyboard),
      keyboard(.keyboardWillChangeFrame, Phone.quickTypeKeyboard),
      .focus(pair.formField),
      .scroll(dragged, offset: Point(x: 0, y: 640)),
      .focus(pair.tableField),
      keyboard(.keyboardWillHide, Phone.hiddenKeyboard),
      keyboard(.keyboardDidHide, Phone.hiddenKeyboard),
      .blur,
    ]
    return events.map { .engine($0) }
  }

  /// A keyboard notification event with the default animation.
  static func keyboard(_ name: KeyboardNotification.Name, _ frame: Rect) -> AvoidanceEvent {
    .keyboard(KeyboardNotification(name, frame: frame))
  }

}
