import KeyboardAvoidance

extension ScriptDecoder {
  /// Decodes the whole document: window first, then settings, the view tree and the events,
  /// whatever order the keys come in.
  mutating func decodeScript() throws(ScriptError) -> Script {
    let top = document.root
    let fields = try fields(of: top, keys: Self.documentKeys)
    let name = try fields[0].map { index throws(ScriptError) in
      try at(.key("name")) { decoder throws(ScriptError) in try decoder.string(index) }
    }
    guard let window = fields[1] else {
      throw error(.missingKey("window"), at: top)
    }
    windowSize = try at(.key("window")) { decoder throws(ScriptError) in
      try decoder.windowSize(window)
    }
    var settings = AvoidanceSettings()
    if let index = fields[2] {
      try at(.key("settings")) { decoder throws(ScriptError) in
        let fields = try decoder.fields(of: index, keys: Self.settingsKeys)
        try decoder.decodeSettings(fields, from: 0, into: &settings)
      }
    }
    guard let root = fields[3] else { throw error(.missingKey("root"), at: top) }
    try decodeRoot(root)
    guard let events = fields[4] else { throw error(.missingKey("events"), at: top) }
    let decoded = try at(.key("events")) { decoder throws(ScriptError) in
      try decoder.decodeEvents(events, settings: settings)
    }
    return Script(name: name, fileName: fileName, settings: settings, tree: tree, events: decoded)
  }

  /// A `{"size": Size}` window object.
  func windowSize(_ index: Index) throws(ScriptError) -> Size {
    let fields = try fields(of: index, keys: Self.windowKeys)
    guard let size = fields[0] else { throw error(.missingKey("size"), at: index) }
    var copy = self
    copy.path.append(.key("size"))
    return try copy.size(size)
  }

  /// The settings keys, as a `settings` object and a `settings` event have them.
  static let settingsKeys = KeyTable(["keyboardDistance", "restorePolicy"])

  /// The keys of the document object.
  static let documentKeys = KeyTable(["name", "window", "settings", "root", "events"])

  /// The keys of a window object.
  static let windowKeys = KeyTable(["size"])

  /// Applies the settings among `fields` (the values of ``settingsKeys``, in order, from
  /// position `first`) to `settings`.
  mutating func decodeSettings(
    _ values: Fields, from first: Int, into settings: inout AvoidanceSettings
  ) throws(ScriptError) {
    if let distance = values[first] {
      settings.keyboardDistance = try at(.key("keyboardDistance")) {
        decoder throws(ScriptError) in try decoder.nonNegative(distance)
      }
    }
    if let policy = values[first + 1] {
      settings.restorePolicy = try at(.key("restorePolicy")) { decoder throws(ScriptError) in
        try decoder.enumeration(policy, as: RestorePolicy.self)
      }
    }
  }
}
