import KeyboardAvoidance

extension ScriptDecoder {
  /// Decodes the whole document: window first, then settings, the view tree and the events,
  /// whatever order the keys come in.
  mutating func decodeScript() throws(ScriptError) -> Script {
    let top = document.root
    let fields = try fields(of: top, keys: ["name", "window", "settings", "root", "events"])
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
        try decoder.decodeSettings(index, keys: [], into: &settings)
      }
    }
    guard let root = fields[3] else { throw error(.missingKey("root"), at: top) }
    try at(.key("root")) { decoder throws(ScriptError) in try decoder.decodeRoot(root) }
    guard let events = fields[4] else { throw error(.missingKey("events"), at: top) }
    let decoded = try at(.key("events")) { decoder throws(ScriptError) in
      try decoder.decodeEvents(events, settings: settings)
    }
    return Script(name: name, fileName: fileName, settings: settings, tree: tree, events: decoded)
  }

  /// A `{"size": Size}` window object.
  func windowSize(_ index: Index) throws(ScriptError) -> Size {
    let fields = try fields(of: index, keys: ["size"])
    guard let size = fields[0] else { throw error(.missingKey("size"), at: index) }
    var copy = self
    copy.path.append(.key("size"))
    return try copy.size(size)
  }
}
