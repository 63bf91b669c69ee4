import KeyboardAvoidance

extension AvoidanceHost {
  /// Applies the engine's effects to the views, run by run (`AvoidanceEffect.AnimationRun`):
  /// a keyboard run inside the keyboard's animation, a scroll-view run through the scroll
  /// view's animated setter, the rest directly.
  ///
  /// Offsets are written with the setter, never reported back: only ``userDidScroll(_:)`` makes
  /// a user scroll.
  func apply(_ effects: [AvoidanceEffect]) {
    // The runs are found in place (`animationRuns()` would build an array per run).
    var start = 0
    while start < effects.count {
      let animation = effects[start].animation
      var end = start + 1
      while end < effects.count,
        effects[end].property == .layout || effects[end].animation == animation
      {
        end += 1
      }
      let run = start..<end
      start = end
      switch animation {
      case .keyboard(let keyboard):
        guard let window else { continue }
        window.hostAnimate(alongsideKeyboard: keyboard) { [weak self] in
          guard let self else { return }
          var last: MirrorRecord?
          for index in run { self.apply(effects[index], animated: false, last: &last) }
        }
      case .scrollView:
        var last: MirrorRecord?
        for index in run { apply(effects[index], animated: true, last: &last) }
      case .none:
        var last: MirrorRecord?
        for index in run { apply(effects[index], animated: false, last: &last) }
      }
    }
  }

  /// Applies one effect to its view; an effect on a view that is gone is dropped.
  ///
  /// - Parameter last: The record of the previous effect's view, which the next effects of a
  ///   run often share (an inset, the indicators, a layout and an offset of one scroll view).
  private func apply(_ effect: AvoidanceEffect, animated: Bool, last: inout MirrorRecord?) {
    // The mirror's record names the view without a look-up in the registry.
    let record: MirrorRecord?
    if let last, last.id == effect.view {
      record = last
    } else {
      record = recordsByID[effect.view]
      last = record
    }
    guard let view = record?.view ?? view(for: effect.view) else { return }
    switch effect.change {
    case .contentOffset(_, let offset): view.hostSetContentOffset(offset, animated: animated)
    case .contentInset(_, let inset): view.hostSetContentInset(inset)
    case .indicatorInsets(_, let insets): view.hostSetIndicatorInsets(insets)
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection:
      // The UIKit layer does not mirror text; selections are the app's.
      break
    case .focus:
      makeFirstResponder(effect.view)
    }
    if let record, record.view === view { noteWritten(effect, in: record) }
  }

  /// Keeps the mirror's record of a view in step with what an effect wrote, which the engine's
  /// tree already holds: the next event finds the view unchanged and writes nothing.
  private func noteWritten(_ effect: AvoidanceEffect, in record: MirrorRecord) {
    guard var state = record.reading.scroll else { return }
    switch effect.change {
    case .contentOffset(_, let offset):
      state.contentOffset = offset
    case .contentInset(_, let inset):
      let automatic = state.automaticInset
      state.contentInset = inset
      state.adjustedContentInset = inset + automatic
    case .indicatorInsets(_, let insets):
      state.indicatorInsets = insets
    case .layout, .rootShift, .followOffset, .selection, .focus:
      return
    }
    record.reading.scroll = state
  }
}
