extension AvoidanceEffect {
  /// Consecutive effects that share one animation, which a host applies inside one animation
  /// block.
  ///
  /// A `layout` effect has no animation of its own (``AvoidanceEffect/Animation/none``): it joins
  /// the run before it, so that the `layoutIfNeeded()` after an inset change runs inside the
  /// same animation block and animates with it.
  ///
  /// ```swift
  /// for run in engine.handle(event).animationRuns() {
  ///   switch run.animation {
  ///   case .keyboard(let keyboard):
  ///     let options = UIView.AnimationOptions(rawValue: keyboard.curve.animationOptionsRawValue)
  ///     UIView.animate(withDuration: keyboard.duration, delay: 0, options: options) {
  ///       run.effects.forEach(apply)
  ///     }
  ///   case .scrollView: run.effects.forEach { apply($0, animated: true) }
  ///   case .none: run.effects.forEach(apply)
  ///   }
  /// }
  /// ```
  public struct AnimationRun: Hashable, Sendable {
    /// The animation every effect of the run uses.
    public var animation: Animation
    /// The run's effects, in order.
    public var effects: [AvoidanceEffect]

    /// Creates a run.
    public init(animation: Animation, effects: [AvoidanceEffect]) {
      self.animation = animation
      self.effects = effects
    }
  }
}

extension Sequence where Element == AvoidanceEffect {
  /// The effects grouped, in order, into runs of consecutive effects that share one animation;
  /// a `layout` effect joins the run before it (``AvoidanceEffect/AnimationRun``).
  ///
  /// - Complexity: O(*n*) for *n* effects.
  public func animationRuns() -> [AvoidanceEffect.AnimationRun] {
    var runs: [AvoidanceEffect.AnimationRun] = []
    for effect in self {
      let joinsLast =
        runs.last.map { effect.property == .layout || $0.animation == effect.animation } ?? false
      if joinsLast {
        runs[runs.count - 1].effects.append(effect)
      } else {
        runs.append(AvoidanceEffect.AnimationRun(animation: effect.animation, effects: [effect]))
      }
    }
    return runs
  }
}
