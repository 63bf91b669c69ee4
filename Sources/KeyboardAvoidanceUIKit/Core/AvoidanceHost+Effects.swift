import KeyboardAvoidance

extension AvoidanceHost {
  /// Applies the engine's effects to the views, run by run (`AvoidanceEffect.AnimationRun`):
  /// a keyboard run inside the keyboard's animation, a scroll-view run through the scroll
  /// view's animated setter, the rest directly.
  ///
  /// Offsets are written with the setter, never reported back: only ``userDidScroll(_:)`` makes
  /// a user scroll. `window` is the window when the caller already loaded it.
  func apply(_ effects: [AvoidanceEffect], window loaded: (any KeyboardHostWindow)? = nil) {
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
        // A window the caller loaded is used as it is (`loaded ?? window` would copy it).
        if loaded != nil {
          animate(KeyboardRun(effects: effects, range: run), keyboard, in: loaded)
        } else {
          animate(KeyboardRun(effects: effects, range: run), keyboard, in: window)
        }
      case .scrollView:
        apply(effects, run, animated: true)
      case .none:
        apply(effects, run, animated: false)
      }
    }
  }

  /// Applies a keyboard run inside the window's keyboard animation; without a window, nothing.
  @inline(__always)
  private func animate(
    _ run: KeyboardRun, _ keyboard: KeyboardAnimation, in window: (any KeyboardHostWindow)?
  ) {
    guard window != nil else { return }
    // UIKit runs the animations block before `animate` returns and then lets it go; the block
    // holds the core only that long. It captures the core alone, which spares allocating a block
    // per run: the run waits for it in `pendingKeyboardRun`.
    pendingKeyboardRun = run
    window?.hostAnimate(alongsideKeyboard: keyboard) { self.applyPendingKeyboardRun() }
    // A window that did not run the block before returning gets the run applied now, without
    // animation: the screen stays in step with the engine's tree.
    applyPendingKeyboardRun()
  }

  /// Applies the keyboard run waiting in ``pendingKeyboardRun``, if any, and empties it first
  /// (applying may start another run).
  private func applyPendingKeyboardRun() {
    guard let run = pendingKeyboardRun else { return }
    pendingKeyboardRun = nil
    apply(run.effects, run.range, animated: false)
  }

  /// Applies a run of effects, finding each view once for the consecutive effects on it (an
  /// inset, the indicators, a layout and an offset of one scroll view); an effect on a view that
  /// is gone is dropped.
  private func apply(_ effects: [AvoidanceEffect], _ run: Range<Int>, animated: Bool) {
    var start = run.lowerBound
    while start < run.upperBound {
      var end = start + 1
      // The mirror's record names the view without a look-up in the registry. The id is used up
      // here: held on, it would keep a copy of its whole effect.
      let record: MirrorRecord?
      do {
        let id = effects[start].view
        while end < run.upperBound, effects[end].view == id { end += 1 }
        record = effectTarget(id)
      }
      let indices = start..<end
      start = end
      if let record, let view = record.view {
        // The change alone is copied out, once: an effect's id, reason and animation are not
        // needed here.
        for index in indices {
          apply(effects[index].change, to: view, noting: record, animated: animated)
        }
      } else if let view = view(for: effects[indices.lowerBound].view) {
        for index in indices {
          apply(effects[index].change, to: view, id: effects[index].view, animated: animated)
        }
      }
    }
  }

  /// The mirror's record of the view `id` names: found among ``effectTargets`` by comparing
  /// identities, else looked up in ``recordsByID`` (which hashes `id`) and remembered there.
  @inline(__always)
  private func effectTarget(_ id: ViewID) -> MirrorRecord? {
    for record in effectTargets where record.id == id { return record }
    return newEffectTarget(id)
  }

  /// ``effectTarget(_:)`` for a view that is not among ``effectTargets``: apart, so that the
  /// look-up among them stays small where it is inlined.
  @inline(never)
  private func newEffectTarget(_ id: ViewID) -> MirrorRecord? {
    guard let record = recordsByID[id] else { return nil }
    // The list is taken out, changed and put back: no call runs inside an access to it, so the
    // optimizer can drop the run-time exclusivity checks of the look-ups among it.
    var kept = effectTargets
    effectTargets = []
    if kept.count >= Self.effectTargetLimit { kept.removeFirst() }
    kept.append(record)
    effectTargets = kept
    return record
  }

  /// Drops a record that left ``recordsByID`` from ``effectTargets``.
  @inline(never)
  func forgetTarget(_ record: MirrorRecord) {
    var kept = effectTargets
    effectTargets = []
    kept.removeAll { $0 === record }
    effectTargets = kept
  }

  /// Applies one effect's change to its view.
  private func apply(
    _ change: AvoidanceEffect.Change, to view: any KeyboardHostView, id: ViewID, animated: Bool
  ) {
    switch change {
    case .contentOffset(_, let offset): view.hostSetContentOffset(offset, animated: animated)
    case .contentInset(_, let inset): view.hostSetContentInset(inset)
    case .indicatorInsets(_, let insets): view.hostSetIndicatorInsets(insets)
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection(_, let range): view.hostSetSelectedRange(range)
    case .focus:
      focus(view, id: id)
    }
  }

  /// Applies a `focus` effect: makes the field first responder. Apart from the other effects,
  /// so that applying them reads nothing of the engine (whose run-time exclusivity check would
  /// otherwise be made for each view).
  @inline(never)
  private func focus(_ view: any KeyboardHostView, id: ViewID) {
    makeFirstResponder(id)
    // Becoming first responder may have put UIKit's caret elsewhere (a text field keeps no
    // selection while it is not editing): the engine's selection is the one to show.
    if let range = engine.tree[id]?.selectedRange, view.hostSelectedRange != range {
      view.hostSetSelectedRange(range)
    }
  }

  /// Applies one effect's change to the view of `record`, and keeps the record in step with what
  /// it wrote, which the engine's tree already holds: the next event finds the view unchanged
  /// and writes nothing. One switch for both, over a change copied out once.
  private func apply(
    _ change: AvoidanceEffect.Change, to view: any KeyboardHostView, noting record: MirrorRecord,
    animated: Bool
  ) {
    // A scrolling state is changed in place: it is too large to copy out and back for each
    // effect.
    switch change {
    case .contentOffset(_, let offset):
      view.hostSetContentOffset(offset, animated: animated)
      if record.hasScroll { record.scroll.contentOffset = offset }
    case .contentInset(_, let inset):
      view.hostSetContentInset(inset)
      if record.hasScroll {
        let automatic = record.scroll.automaticInset
        record.scroll.contentInset = inset
        record.scroll.adjustedContentInset = inset + automatic
      }
    case .indicatorInsets(_, let insets):
      view.hostSetIndicatorInsets(insets)
      if record.hasScroll { record.scroll.indicatorInsets = insets }
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection(_, let range):
      view.hostSetSelectedRange(range)
      record.preserved?.selectedRange = range
    case .focus:
      focus(view, id: record.id)
    }
  }
}
