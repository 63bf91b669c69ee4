import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// What a script says before its events: its name, its settings and, for a script, where
  /// its `events` array is. The window and the screen are in the decoder (``windowSize``,
  /// ``tree``).
  struct Prelude {
    var name: String?
    var settings = AvoidanceSettings()
    var events: Index?
  }

  /// Decodes the whole document: window first, then settings, the view tree and the events,
  /// whatever order the keys come in.
  package mutating func decodeScript() throws(ScriptError) -> Script {
    let prelude = try decodePrelude(keys: Self.documentKeys)
    guard let events = prelude.events else {
      throw error(.missingKey(ScriptKey.events.name), at: document.root)
    }
    let decoded = try at(.key(.events)) { decoder throws(ScriptError) in
      try decoder.decodeEvents(events, settings: prelude.settings)
    }
    return Script(
      name: prelude.name, fileName: fileName, settings: prelude.settings, tree: tree,
      events: decoded)
  }

  /// Decodes the document's object but its events (`keys` says which keys it takes: a
  /// script's, or a recording header's): name, window, settings and the view tree.
  mutating func decodePrelude(keys: ObjectKeys) throws(ScriptError) -> Prelude {
    let top = document.root
    let fields = try fields(of: top, keys: keys)
    var prelude = Prelude()
    prelude.name = try fields[.name].map { index throws(ScriptError) in
      try at(.key(.name)) { decoder throws(ScriptError) in try decoder.string(index) }
    }
    windowSize = try required(.window, fields, in: top) { decoder, window throws(ScriptError) in
      try decoder.windowSize(window)
    }
    if let index = fields[.settings] {
      try at(.key(.settings)) { decoder throws(ScriptError) in
        let fields = try decoder.fields(of: index, keys: Self.settingsKeys)
        try decoder.decodeSettings(fields, into: &prelude.settings)
      }
    }
    guard let root = fields[.root] else { throw error(.missingKey(ScriptKey.root.name), at: top) }
    try decodeRoot(root)
    prelude.events = fields[.events]
    return prelude
  }

  /// A `{"size": Size}` window object.
  mutating func windowSize(_ index: Index) throws(ScriptError) -> Size {
    let fields = try fields(of: index, keys: Self.windowKeys)
    return try required(.size, fields, in: index) { decoder, size throws(ScriptError) in
      try decoder.size(size)
    }
  }

  /// The settings keys, as a `settings` object has them.
  static let settingsKeys = ObjectKeys([
    .keyboardDistance, .restorePolicy, .alignment, .navigationOrder,
  ])

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
    if let alignment = values[.alignment] {
      settings.alignment = try at(.key(.alignment)) { decoder throws(ScriptError) in
        try decoder.enumeration(alignment, as: RevealAlignment.self)
      }
    }
    if let order = values[.navigationOrder] {
      settings.navigationOrder = try at(.key(.navigationOrder)) { decoder throws(ScriptError) in
        try decoder.enumeration(order, as: FieldNavigation.Order.self)
      }
    }
  }
}
