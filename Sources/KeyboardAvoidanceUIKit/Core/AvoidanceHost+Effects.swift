import KeyboardAvoidance

extension AvoidanceHost {
  /// Applies the engine's effects run by run: a keyboard run inside the keyboard's animation, a
  /// scroll-view run through the animated setter, the rest directly.
  func apply(_ effects: [AvoidanceEffect]) {
    var start = 0
    while start < effects.count {
      let animation = effects[start].animation
      var end = start + 1
      while end < effects.count,
        effects[end].property == .layout || effects[end].animation == animation
      {
        end += 1
      }
      let run = effects[start..<end]
      start = end
      switch animation {
      case .keyboard(let keyboard): animate(run, keyboard)
      case .scrollView: apply(run, animated: true)
      case .none: apply(run, animated: false)
      }
    }
  }

  /// Applies a keyboard run inside the window's keyboard animation; without a window, nothing.
  private func animate(_ run: ArraySlice<AvoidanceEffect>, _ keyboard: KeyboardAnimation) {
    guard let window else { return }
    pendingKeyboardRun = run
    window.hostAnimate(alongsideKeyboard: keyboard) { self.applyPendingKeyboardRun() }
    applyPendingKeyboardRun()  // A block the window did not run.
  }

  /// Applies the keyboard run waiting in ``pendingKeyboardRun``, emptied first.
  private func applyPendingKeyboardRun() {
    guard let run = pendingKeyboardRun else { return }
    pendingKeyboardRun = nil
    apply(run, animated: false)
  }

  /// Applies a run of effects, finding each view once for its consecutive effects; an effect on
  /// a view that is gone is dropped, and so is an offset for a scroll view the user is moving.
  private func apply(_ run: ArraySlice<AvoidanceEffect>, animated: Bool) {
    var index = run.startIndex
    while index < run.endIndex {
      let id = run[index].view
      let record = effectTarget(id)
      var end = index + 1
      while end < run.endIndex, run[end].view == id { end += 1 }
      if let view = record?.view ?? view(for: id) {
        for position in index..<end {  // By position: a slice's loop copies each effect.
          apply(run[position].change, to: view, id: id, noting: record, animated: animated)
        }
      }
      index = end
    }
  }

  /// The record of the view `id` names, remembered among ``effectTargets``.
  func effectTarget(_ id: ViewID) -> MirrorRecord? {
    // A loop, not `first(where:)`: a closure here checks the main actor on each call.
    for record in effectTargets where record.id == id { return record }
    guard let record = recordsByID[id] else { return nil }
    if effectTargets.count >= Self.effectTargetLimit { effectTargets.removeFirst() }
    effectTargets.append(record)
    return record
  }

  /// Drops a record that left ``recordsByID`` from ``effectTargets``.
  func forgetTarget(_ record: MirrorRecord) {
    effectTargets.removeAll { $0 === record }
  }

  /// Applies one change to its view and keeps its record in step. An offset is not written to a
  /// scroll view the user is moving (uikit-facts 32, 88): the tree takes the user's.
  private func apply(
    _ change: AvoidanceEffect.Change, to view: any KeyboardHostView, id: ViewID,
    noting record: MirrorRecord?, animated: Bool
  ) {
    switch change {
    case .contentOffset(_, let offset):
      if view.hostIsMovedByUser, let userOffset = view.hostScrollState?.contentOffset {
        engine.updateTree { tree in try? tree.update(id) { $0.contentOffset = userOffset } }
        record?.reading.scroll?.contentOffset = userOffset
        return
      }
      view.hostSetContentOffset(offset, animated: animated)
      record?.reading.scroll?.contentOffset = offset
    case .contentInset(_, let inset):
      view.hostSetContentInset(inset)
      if let automatic = record?.reading.scroll?.automaticInset {
        record?.reading.scroll?.contentInset = inset
        record?.reading.scroll?.adjustedContentInset = inset + automatic
      }
    case .indicatorInsets(_, let insets):
      view.hostSetIndicatorInsets(insets)
      record?.reading.scroll?.indicatorInsets = insets
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection(_, let range):
      view.hostSetSelectedRange(range)
      record?.preserved?.selectedRange = range
    case .focus:
      makeFirstResponder(id)
      // Becoming first responder may have moved UIKit's caret: show the engine's selection.
      if let range = engine.tree[id]?.selectedRange, view.hostSelectedRange != range {
        view.hostSetSelectedRange(range)
      }
    }
  }
}
