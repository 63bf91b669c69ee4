import KeyboardAvoidance
import KeyboardScript

extension AvoidanceHost {
  /// Starts recording: the whole screen as it is now becomes the recording's header, and every
  /// event the core hands the engine from now on becomes a line (a `ScriptRecorder` writing
  /// JSON Lines that `kbreplay` replays).
  ///
  /// Start before the keyboard appears, so that the header holds the screen at rest. Changes
  /// the core mirrors silently between events (a view the app moved without reporting it) are
  /// not recorded.
  ///
  /// ```swift
  /// let buffer = RecordingBuffer()
  /// host.startRecording(to: buffer, name: "login")
  /// // … the user reproduces the bug …
  /// try host.stopRecording()
  /// print(buffer.text)
  /// ```
  public func startRecording(to sink: any RecordingSink, name: String? = nil) {
    defer { assertInvariants() }
    mirrorScreen()
    recorder = ScriptRecorder(
      name: name, tree: engine.tree, settings: engine.settings, writingTo: sink)
  }

  /// Stops recording and closes the sink; throws why a write failed, if one did.
  public func stopRecording() throws(RecordingError) {
    let recorder = self.recorder
    self.recorder = nil
    try recorder?.close()
  }

  /// Whether the core is recording.
  public var isRecording: Bool { recorder != nil }

  /// The current screen as a script, for a bug report in one call: every view under the root as
  /// it is now, the settings, and the events that bring the engine to its current focus and
  /// keyboard (a `focus`, then a `keyboardWillShow` with the keyboard's frame).
  ///
  /// Offsets and insets are the screen's current ones: with the keyboard up they already hold
  /// what the engine moved.
  public func screenScript(name: String? = nil) -> String {
    defer { assertInvariants() }
    mirrorScreen()
    var events: [ScriptEvent] = []
    if let field = engine.focusedField {
      events.append(.engine(.focus(field, caret: engine.caret)))
    }
    if let frame = engine.keyboardFrame, engine.keyboardPlacement != .hidden {
      events.append(
        .engine(
          .keyboard(
            KeyboardNotification(
              .keyboardWillShow, frame: frame, animation: engine.keyboardAnimation)
          )))
    }
    let script = Script(
      name: name, fileName: "screen.json", settings: engine.settings, tree: engine.tree,
      events: events)
    return script.jsonText()
  }
}
