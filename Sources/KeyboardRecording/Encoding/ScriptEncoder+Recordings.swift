import KeyboardAvoidance

extension Script {
  /// The script written as a recording (`recordingText()` in KeyboardScript): a header line with
  /// the screen and settings, then one line per event, each as ``jsonText(omitting:archives:)``
  /// writes it; `archives` says how a `relaunch` event's archive is written.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  package func recordingText(archives: ArchiveEncoding) -> String {
    var text = TraceText(exactNumbers: true)
    text.appendRecordingHeader(name: name, settings: settings, tree: tree)
    text.append("\n")
    for event in events {
      text.append(event, archives: archives)
      text.append("\n")
    }
    return text.string
  }
}

extension TraceText {
  /// Appends a recording's header line, without its line break: `"recording": 1` first (so
  /// that a reader that sees only the line's start knows it), then the name, window, settings
  /// and screen.
  mutating func appendRecordingHeader(name: String?, settings: AvoidanceSettings, tree: ViewTree) {
    append("{")
    append(key: .recording)
    append("1")
    if let name {
      append(member: .name)
      append(quoted: name)
    }
    append(member: .window)
    appendWindow(tree.windowSize)
    append(member: .settings)
    appendSettings(settings)
    append(member: .root)
    appendViewLine(tree.root, in: tree, isRoot: true)
    append("}")
  }
}
