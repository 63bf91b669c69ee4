import KeyboardAvoidance
import KeyboardScript

extension AvoidanceHost {
  /// Starts recording, for `kbreplay`: the screen now is the header, and each event the core
  /// hands the engine a line. Start before the keyboard appears.
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
    defer { recorder = nil }
    try recorder?.close()
  }

  /// Whether the core is recording.
  public var isRecording: Bool { recorder != nil }

  /// The current screen as a script, for a bug report: every view, the settings, and events
  /// that bring the engine to its current focus and keyboard.
  public func screenScript(name: String? = nil) -> String {
    defer { assertInvariants() }
    mirrorScreen()
    var events: [ScriptEvent] = []
    if let field = engine.focusedField {
      events.append(.engine(.focus(field, caret: engine.caret)))
    }
    if let frame = engine.keyboardFrame, engine.keyboardPlacement != .hidden {
      let show = KeyboardNotification(
        .keyboardWillShow, frame: frame, animation: engine.keyboardAnimation)
      events.append(.engine(.keyboard(show)))
    }
    let script = Script(
      name: name, fileName: "screen.json", settings: engine.settings, tree: engine.tree,
      events: events)
    return script.jsonText()
  }
}
