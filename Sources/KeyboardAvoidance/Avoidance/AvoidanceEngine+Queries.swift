extension AvoidanceEngine {
  /// The band a view must lie in with the current keyboard: from below the bars to the
  /// effective keyboard top (``effectiveKeyboardTop``: the keyboard's, or the highest top of the
  /// followers riding it) less the view's distance (a field's own `distance`, else the global
  /// ``AvoidanceSettings/keyboardDistance``); for a view inside a follower, which rides the
  /// keyboard, down to the keyboard's own top. While the user drags the keyboard
  /// (``keyboardTrack``), the keyboard's top is where the finger holds it. Without a docked
  /// keyboard, the root's safe area (from below the bars to above the home indicator).
  public func band(for view: ViewID) -> Band? {
    guard let slot = tree.slot(of: view) else { return nil }
    return currentBand(forSlot: slot, keyboardTop: keyboardTrack?.top)
  }

  /// The distance `D` that ``band(for:)`` keeps between a view and the effective keyboard top:
  /// the view's own ``ViewNode/distance``, else the settings'
  /// ``AvoidanceSettings/keyboardDistance``.
  /// `nil` without a docked keyboard, and for a view inside a follower riding the keyboard, whose
  /// band ends at the keyboard's own top.
  public func keyboardDistance(for view: ViewID) -> Double? {
    guard keyboardPlacement == .docked, let slot = tree.slot(of: view) else { return nil }
    let followers = followerSlots
    if !followers.isEmpty, FollowerRules.follower(containing: slot, in: tree) != nil { return nil }
    return tree[slot: slot].distance ?? settings.keyboardDistance
  }

  /// The rect that must be visible for a field, in window coordinates with the current offsets
  /// and root shift: the caret of the focused text view taller than the band, the cell holding
  /// the field, or the field's frame. While the user drags the keyboard, the target is the one
  /// decided for the notified keyboard.
  public func revealTarget(for field: ViewID) -> Rect? {
    guard let slot = tree.slot(of: field) else { return nil }
    return revealTarget(
      forFieldSlot: slot, band: currentBand(forSlot: slot), rootShift: tree.rootShift)
  }

  /// The rect ``isRevealed(_:tolerance:)`` checks for a view, in window coordinates: the focused
  /// field's reveal target (``revealTarget(for:)``), any other view's window frame (such as a
  /// submit button that must stay above the keyboard).
  public func visibilityTarget(for view: ViewID) -> Rect? {
    view == focusedField ? revealTarget(for: view) : tree.windowFrame(of: view)
  }

  /// Whether a view's ``visibilityTarget(for:)`` lies inside its ``band(for:)``, allowing
  /// `tolerance` points.
  public func isRevealed(_ view: ViewID, tolerance: Double = 0) -> Bool {
    guard let target = visibilityTarget(for: view), let band = band(for: view) else {
      return false
    }
    return band.contains(target, tolerance: tolerance)
  }

  /// The effective keyboard top while a docked keyboard is up: the keyboard's top, or the
  /// highest top of the followers riding it (a composer, a button bar), in window coordinates;
  /// while the user drags the keyboard, measured from where the finger holds it. `nil` without a
  /// docked keyboard. See <doc:ChatsComposersAndButtonBars>.
  ///
  /// ```swift
  /// // Example 16: the composer (0,760,390,50) rides a keyboard whose top is 508.
  /// engine.effectiveKeyboardTop  // 458
  /// ```
  public var effectiveKeyboardTop: Double? {
    guard keyboardPlacement == .docked, let keyboardFrame else { return nil }
    return effectiveKeyboardTop(
      keyboardTrack?.top ?? keyboardFrame.minY, followers: followerSlots)
  }

  /// Where the keyboard is drawn now, in window coordinates: the latest notified frame
  /// (``keyboardFrame``), or, while the user drags a docked keyboard (``keyboardTrack``), that
  /// frame with its top where the finger holds it. `nil` before the first keyboard notification.
  ///
  /// ```swift
  /// engine.handle(.keyboardTrack(top: 600))
  /// engine.drawnKeyboardFrame  // (0,600,390,244)
  /// ```
  public var drawnKeyboardFrame: Rect? {
    guard let keyboardFrame else { return nil }
    guard let track = keyboardTrack, keyboardPlacement == .docked else { return keyboardFrame }
    return Rect(
      x: keyboardFrame.minX, y: track.top, width: keyboardFrame.width,
      height: max(0, keyboardFrame.maxY - track.top))
  }

  /// Whether a scroll container is covered: it has a ``ViewNode/keyboardLift`` policy, is not in
  /// the focused field's chain, and the engine holds its bottom insets for the keyboard (and
  /// moves its offset by its policy) because the keyboard or the followers riding it cover its
  /// bottom. See <doc:ChatsComposersAndButtonBars>.
  public func isCovered(_ view: ViewID) -> Bool {
    guard let slot = tree.slot(of: view) else { return false }
    return coveredIndex(ofSlot: slot) != nil
  }

  /// The band for the view at `slot` with the current keyboard — above the followers riding it,
  /// as the rules measure it — or the root's safe area without a docked keyboard. The keyboard's
  /// top is `keyboardTop` when given (a dragged keyboard's), else the notified one's.
  func currentBand(forSlot slot: Int32, keyboardTop: Double? = nil) -> Band {
    guard keyboardPlacement == .docked, let keyboardFrame else {
      return Band(safeAreaOf: tree.root)
    }
    let keyboardTop = keyboardTop ?? keyboardFrame.minY
    let followers = followerSlots
    guard !followers.isEmpty else {
      return band(forFieldSlot: slot, keyboardTop: keyboardTop)
    }
    // A view riding the keyboard inside a follower is seen down to the keyboard's own top; any
    // other view down to the riding followers' top, less its distance.
    if FollowerRules.follower(containing: slot, in: tree) != nil {
      return Band(top: Band.top(below: tree.root), bottom: keyboardTop)
    }
    return band(
      forFieldSlot: slot, keyboardTop: effectiveKeyboardTop(keyboardTop, followers: followers))
  }
}
