import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// The keys of a recording's header: a script's top-level keys without `events`, plus
  /// `recording`.
  static let headerKeys = ObjectKeys([.recording, .name, .window, .settings, .root])

  /// The recording format's version, the header's `recording` value.
  static let recordingVersion = 1.0

  /// Decodes a recording's header line (the decoder's document): its name, window, settings and
  /// screen; then prepares for its event lines.
  mutating func decodeHeader() throws(ScriptError) -> Prelude {
    let prelude = try decodePrelude(keys: Self.headerKeys)
    let top = document.root
    guard let version = member(.recording, of: top) else {
      throw error(.missingKey(ScriptKey.recording.name), at: top)
    }
    guard document.number(version) == Self.recordingVersion else {
      // The decode is abandoned, so the path is not popped.
      path.append(.key(.recording))
      throw error(
        .unknownValue(document.compactText(of: version), expected: ["1"], suggestion: nil),
        at: version)
    }
    launchSettings = prelude.settings
    launchWindowSize = windowSize
    initialViewCount = views.count
    // Each line declares its own views as it is read (``decodeLine(_:event:settings:)``).
    hasDeclaredViews = true
    eventsIndex = nil
    return prelude
  }

  /// Decodes one event line, `document`, as event `position` (its path is `events[position]`).
  ///
  /// An id names a view when the screen, this line or an earlier line declares it: unlike a
  /// script, a recording is read before its later lines are written.
  mutating func decodeLine(
    _ document: JSONDocument, event position: Int, settings: inout AvoidanceSettings
  ) throws(ScriptError) -> ScriptEvent {
    self.document = document
    declareViews(ofEvent: document.root)
    return try at(.key(.events)) { decoder throws(ScriptError) in
      try decoder.decodeEvent(document.root, at: position, settings: &settings)
    }
  }
}
