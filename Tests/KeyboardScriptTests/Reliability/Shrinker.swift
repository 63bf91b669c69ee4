import KeyboardAvoidance
import KeyboardScript

extension Reliability {
  /// Shrinks a failing script to a small one that still fails: drops chunks of events, halving
  /// the chunk size down to single events, then views (whole subtrees first, with the events that
  /// name them), and repeats until neither helps.
  ///
  /// `stillFails` decides whether a candidate still shows the failure; it is called once per
  /// candidate, on scripts that are always smaller than the current one.
  static func shrink(_ script: Script, while stillFails: (Script) -> Bool) -> Script {
    var current = script
    var progress = true
    while progress {
      progress = false
      var chunk = max(1, current.events.count / 2)
      while chunk >= 1 {
        var start = 0
        while start < current.events.count {
          var candidate = current
          candidate.events.removeSubrange(start..<min(start + chunk, current.events.count))
          if stillFails(candidate) {
            current = candidate
            progress = true
          } else {
            start += chunk
          }
        }
        chunk /= 2
      }
      for view in current.tree.views.dropFirst() where current.tree.contains(view.id) {
        let candidate = current.removingView(view.id)
        if stillFails(candidate) {
          current = candidate
          progress = true
        }
      }
    }
    return current
  }
}

extension Script {
  /// The script without a view and everything under it, and without the events that name any
  /// of the removed views.
  func removingView(_ id: ViewID) -> Script {
    var copy = self
    guard (try? copy.tree.remove(id)) != nil else { return self }
    let tree = copy.tree
    copy.events = events.compactMap { event in
      guard case .engine(let engineEvent) = event else { return event }
      switch engineEvent {
      case .focus(let view, _), .scroll(let view, _), .update(let view, _):
        return tree.contains(view) ? event : nil
      case .resize(var resize):
        resize.frames = resize.frames.filter { tree.contains($0.key) }
        resize.safeAreas = resize.safeAreas.filter { tree.contains($0.key) }
        return .engine(.resize(resize))
      default:
        return event
      }
    }
    return copy
  }
}
