extension AvoidanceEngine: CustomStringConvertible, CustomDebugStringConvertible {
  /// The engine as a host sees it: the keyboard (and where the user drags it), the focus, the
  /// containers it has snapshots of, then the screen (``ViewTree/description``).
  ///
  /// ```
  /// keyboard docked (0,508,390,336) 0.25s/7, focus email, snapshots form
  /// window (390,844) rootShift 0
  /// root view frame (0,0,390,844) safeAreaInsets (47,0,34,0)
  ///   form scroll frame (0,47,390,763) contentSize (390,1400) contentOffset (0,193) …
  /// ```
  public var description: String {
    var header = "keyboard \(keyboardPlacement.rawValue)"
    if let keyboardFrame {
      header +=
        " \(keyboardFrame) \(formatted(keyboardAnimation.duration))s/\(keyboardAnimation.curve)"
    }
    if let keyboardTrack {
      header +=
        " dragged to \(formatted(keyboardTrack.top)) (R \(formatted(keyboardTrack.restingRootShift)))"
    }
    header += ", focus " + (focusedField?.rawValue ?? "none")
    if let caret { header += " caret \(caret)" }
    let snapshotted = configurations.map(\.view.rawValue)
    header += ", snapshots " + (snapshotted.isEmpty ? "none" : snapshotted.joined(separator: " "))
    return header + "\n" + tree.description
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
