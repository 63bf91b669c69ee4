import KeyboardAvoidance

// Short ways to state expected effects for `send(_:effects:)`, animated with the system
// keyboard's default animation (0.25 s, curve 7) unless told otherwise.

extension AvoidanceEffect {
  /// A vertical `contentOffset` change of `view` (x stays 0).
  ///
  /// ```swift
  /// .offset("form", 0, 193)  // form  contentOffset  (0,0) → (0,193)  reveal  keyboard 0.25s/7
  /// ```
  public static func offset(
    _ view: ViewID, _ from: Double, _ to: Double, reason: Reason = .reveal,
    animation: Animation = .keyboard(.default)
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: view, change: .contentOffset(from: [0, from], to: [0, to]), reason: reason,
      animation: animation)
  }

  /// A change of the root's shift.
  public static func rootShift(
    _ from: Double, _ to: Double, reason: Reason = .reveal, root: ViewID = "root",
    animation: Animation = .keyboard(.default)
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: root, change: .rootShift(from: from, to: to), reason: reason, animation: animation)
  }

  /// The three effects of a bottom-inset change, in the engine's order: `contentInset`, the
  /// `layout` pass, `indicatorInsets` (each only when its value changes).
  ///
  /// ```swift
  /// .insets("form", bottom: (0, 312), indicatorBottom: (0, 302))
  /// ```
  public static func insets(
    _ view: ViewID, bottom: (from: Double, to: Double),
    indicatorBottom: (from: Double, to: Double), reason: Reason = .keyboardInset,
    animation: Animation = .keyboard(.default)
  ) -> [AvoidanceEffect] {
    var effects: [AvoidanceEffect] = []
    if bottom.from != bottom.to {
      effects.append(
        AvoidanceEffect(
          view: view,
          change: .contentInset(from: Insets(bottom: bottom.from), to: Insets(bottom: bottom.to)),
          reason: reason, animation: animation))
      effects.append(AvoidanceEffect(view: view, change: .layout, reason: reason, animation: .none))
    }
    if indicatorBottom.from != indicatorBottom.to {
      effects.append(
        AvoidanceEffect(
          view: view,
          change: .indicatorInsets(
            from: Insets(bottom: indicatorBottom.from), to: Insets(bottom: indicatorBottom.to)),
          reason: reason, animation: animation))
    }
    return effects
  }
}
