import KeyboardAvoidance

extension AvoidanceHost {
  /// Applies the engine's effects to the views, run by run (`AvoidanceEffect.AnimationRun`):
  /// a keyboard run inside the keyboard's animation, a scroll-view run through the scroll
  /// view's animated setter, the rest directly.
  ///
  /// Offsets are written with the setter, never reported back: only ``userDidScroll(_:)`` makes
  /// a user scroll.
  func apply(_ effects: [AvoidanceEffect]) {
    guard !effects.isEmpty else { return }
    for run in effects.animationRuns() {
      switch run.animation {
      case .keyboard(let animation):
        guard let window else { continue }
        let effects = run.effects
        window.hostAnimate(alongsideKeyboard: animation) { [weak self] in
          guard let self else { return }
          for effect in effects { self.apply(effect, animated: false) }
        }
      case .scrollView:
        for effect in run.effects { apply(effect, animated: true) }
      case .none:
        for effect in run.effects { apply(effect, animated: false) }
      }
    }
  }

  /// Applies one effect to its view; an effect on a view that is gone is dropped.
  private func apply(_ effect: AvoidanceEffect, animated: Bool) {
    // The mirror's record names the view without a look-up in the registry.
    let record = recordsByID[effect.view]
    guard let view = record?.view ?? view(for: effect.view) else { return }
    switch effect.change {
    case .contentOffset(_, let offset): view.hostSetContentOffset(offset, animated: animated)
    case .contentInset(_, let inset): view.hostSetContentInset(inset)
    case .indicatorInsets(_, let insets): view.hostSetIndicatorInsets(insets)
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection(_, let range): view.hostSetSelectedRange(range)
    case .focus:
      makeFirstResponder(effect.view)
      // Becoming first responder may have put UIKit's caret elsewhere (a text field keeps no
      // selection while it is not editing): the engine's selection is the one to show.
      if let range = engine.tree[effect.view]?.selectedRange, view.hostSelectedRange != range {
        view.hostSetSelectedRange(range)
      }
    }
    if let record, record.view === view { noteWritten(effect, in: record) }
  }

  /// Keeps the mirror's record of a view in step with what an effect wrote, which the engine's
  /// tree already holds: the next event finds the view unchanged and writes nothing.
  private func noteWritten(_ effect: AvoidanceEffect, in record: MirrorRecord) {
    if case .selection(_, let range) = effect.change {
      record.reading.preserved?.selectedRange = range
      return
    }
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
