import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// Decodes the whole document: window first, then settings, the view tree and the events,
  /// whatever order the keys come in.
  mutating func decodeScript() throws(ScriptError) -> Script {
    let top = document.root
    let fields = try fields(of: top, keys: Self.documentKeys)
    let name = try fields[.name].map { index throws(ScriptError) in
      try at(.key(.name)) { decoder throws(ScriptError) in try decoder.string(index) }
    }
    windowSize = try required(.window, fields, in: top) { decoder, window throws(ScriptError) in
      try decoder.windowSize(window)
    }
    var settings = AvoidanceSettings()
    if let index = fields[.settings] {
      try at(.key(.settings)) { decoder throws(ScriptError) in
        let fields = try decoder.fields(of: index, keys: Self.settingsKeys)
        try decoder.decodeSettings(fields, into: &settings)
      }
    }
    guard let root = fields[.root] else { throw error(.missingKey(ScriptKey.root.name), at: top) }
    try decodeRoot(root)
    guard let events = fields[.events] else {
      throw error(.missingKey(ScriptKey.events.name), at: top)
    }
    let decoded = try at(.key(.events)) { decoder throws(ScriptError) in
      try decoder.decodeEvents(events, settings: settings)
    }
    return Script(name: name, fileName: fileName, settings: settings, tree: tree, events: decoded)
  }

  /// A `{"size": Size}` window object.
  mutating func windowSize(_ index: Index) throws(ScriptError) -> Size {
    let fields = try fields(of: index, keys: Self.windowKeys)
    return try required(.size, fields, in: index) { decoder, size throws(ScriptError) in
      try decoder.size(size)
    }
  }

  /// The settings keys, as a `settings` object has them.
  static let settingsKeys = ObjectKeys([.keyboardDistance, .restorePolicy])

  /// The keys of the document object.
  static let documentKeys = ObjectKeys([.name, .window, .settings, .root, .events])

  /// The keys of a window object.
  static let windowKeys = ObjectKeys([.size])

  /// Applies the settings among `values` (a `settings` object's or a `settings` event's) to
  /// `settings`.
  mutating func decodeSettings(
    _ values: Fields, into settings: inout AvoidanceSettings
  ) throws(ScriptError) {
    if let distance = values[.keyboardDistance] {
      settings.keyboardDistance = try at(.key(.keyboardDistance)) {
        decoder throws(ScriptError) in try decoder.nonNegative(distance)
      }
    }
    if let policy = values[.restorePolicy] {
      settings.restorePolicy = try at(.key(.restorePolicy)) { decoder throws(ScriptError) in
        try decoder.enumeration(policy, as: RestorePolicy.self)
      }
    }
  }
}
