import KeyboardAvoidance

extension ScriptDecoder {
  /// The keys each event type takes besides `type`.
  static let eventKeys: [String: [String]] = [
    "focus": ["view", "caret"],
    "blur": [],
    "caret": ["rect"],
    "scroll": ["view", "offset"],
    "update": ["view", "frame", "contentSize", "contentInset", "contentOffset"],
    "resize": ["window", "frames", "safeArea"],
    "settings": ["keyboardDistance", "restorePolicy"],
    "expect": ["views", "rootShift", "visible", "effects"],
  ].merging(
    KeyboardNotification.Name.allCases.map { ($0.rawValue, ["frame", "duration", "curve"]) },
    uniquingKeysWith: { first, _ in first })

  /// Every event type, sorted, for messages.
  static let eventTypes = eventKeys.keys.sorted()

  /// Decodes the `events` array, tracking the window size and settings as events change them.
  mutating func decodeEvents(
    _ index: Index, settings: AvoidanceSettings
  ) throws(ScriptError) -> [ScriptEvent] {
    guard document.kind(index) == .array else {
      throw error(.typeMismatch(expected: "an array of events", found: found(index)), at: index)
    }
    guard document.count(index) <= ScriptLimits.maximumEvents else {
      throw error(.tooMany(limit: ScriptLimits.maximumEvents, noun: "events"), at: index)
    }
    var settings = settings
    var events: [ScriptEvent] = []
    events.reserveCapacity(document.count(index))
    for (position, element) in document.elements(index).enumerated() {
      path.append(.index(position))
      defer { path.removeLast() }
      events.append(try decodeEvent(element, settings: &settings))
    }
    return events
  }

  /// Decodes one event object.
  mutating func decodeEvent(
    _ index: Index, settings: inout AvoidanceSettings
  ) throws(ScriptError) -> ScriptEvent {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an event object", found: found(index)), at: index)
    }
    var typeIndex: Index?
    for member in document.members(index) where member.key == "type" {
      guard typeIndex == nil else {
        path.append(.key("type"))
        throw error(.duplicateKey("type"), atOffset: member.keyOffset)
      }
      typeIndex = member.value
    }
    guard let typeIndex else { throw error(.missingKey("type"), at: index) }
    let type = try at(.key("type")) { decoder throws(ScriptError) in
      try decoder.string(typeIndex)
    }
    guard let keys = Self.eventKeys[type] else {
      path.append(.key("type"))
      throw error(
        .unknownValue(
          type, expected: Self.eventTypes,
          suggestion: suggestion(for: type, among: Self.eventTypes)), at: typeIndex)
    }
    let fields = try fields(of: index, keys: ["type"] + keys)
    let values = Array(fields.dropFirst())
    if let name = KeyboardNotification.Name(rawValue: type) {
      let notification = try keyboardNotification(name, values, in: index)
      return .engine(.keyboard(notification), type: type)
    }
    switch type {
    case "focus":
      let view = try required("view", values[0], in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a field (textField or textView)") { $0.isField }
      }
      var caret: Rect?
      if let caretIndex = values[1] {
        try at(.key("caret")) { decoder throws(ScriptError) in
          guard decoder.tree[view]?.kind == .textView else {
            throw decoder.error(
              .keyNotForKind(key: "caret", kind: decoder.tree[view]?.kind.rawValue ?? ""),
              atOffset: decoder.keyOffset("caret", in: index))
          }
          caret = try decoder.rect(caretIndex)
        }
      }
      return .engine(.focus(view, caret: caret), type: type)
    case "blur":
      return .engine(.blur, type: type)
    case "caret":
      let rect = try required("rect", values[0], in: index) { decoder, value throws(ScriptError) in
        try decoder.rect(value)
      }
      return .engine(.caret(rect), type: type)
    case "scroll":
      let view = try required("view", values[0], in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a scroll container") { $0.isScrollContainer }
      }
      let offset = try required("offset", values[1], in: index) {
        decoder, value throws(ScriptError) in try decoder.point(value)
      }
      return .engine(.scroll(view, offset: offset), type: type)
    case "update":
      return .engine(try decodeUpdate(values, in: index), type: type)
    case "resize":
      return .engine(.resize(try decodeResize(values, in: index)), type: type)
    case "settings":
      try decodeSettings(index, keys: ["type"], into: &settings)
      return .engine(.settings(settings), type: type)
    default:
      return .expect(try decodeExpectation(values))
    }
  }

  /// Decodes a required key's value with `body`, or reports the key missing from `object`.
  mutating func required<T>(
    _ key: String, _ value: Index?, in object: Index,
    _ body: (inout ScriptDecoder, Index) throws(ScriptError) -> T
  ) throws(ScriptError) -> T {
    guard let value else { throw error(.missingKey(key), at: object) }
    return try at(.key(key)) { decoder throws(ScriptError) in try body(&decoder, value) }
  }

  /// A keyboard notification; the hide events default their frame to `[0, H, W, 0]`.
  mutating func keyboardNotification(
    _ name: KeyboardNotification.Name, _ values: [Index?], in index: Index
  ) throws(ScriptError) -> KeyboardNotification {
    let frame: Rect
    if let frameIndex = values[0] {
      frame = try at(.key("frame")) { decoder throws(ScriptError) in try decoder.rect(frameIndex) }
    } else if name == .keyboardWillHide || name == .keyboardDidHide {
      frame = Rect(x: 0, y: windowSize.height, width: windowSize.width, height: 0)
    } else {
      throw error(.missingKey("frame"), at: index)
    }
    var animation = KeyboardAnimation()
    if let duration = values[1] {
      animation.duration = try at(.key("duration")) { decoder throws(ScriptError) in
        try decoder.nonNegative(duration)
      }
    }
    if let curve = values[2] {
      animation.curve = try at(.key("curve")) { decoder throws(ScriptError) in
        try decoder.integer(curve)
      }
    }
    return KeyboardNotification(name, frame: frame, animation: animation)
  }

  /// An `update` event.
  mutating func decodeUpdate(
    _ values: [Index?], in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    let view = try required("view", values[0], in: index) { decoder, value throws(ScriptError) in
      try decoder.existingID(value, expected: "a view") { _ in true }
    }
    let kind = tree[view]?.kind ?? .view
    var update = ViewUpdate()
    for (position, key) in ["frame", "contentSize", "contentInset", "contentOffset"].enumerated() {
      guard let value = values[position + 1] else { continue }
      path.append(.key(key))
      defer { path.removeLast() }
      guard key == "frame" || kind.isScrollContainer else {
        throw error(
          .keyNotForKind(key: key, kind: kind.rawValue), atOffset: keyOffset(key, in: index))
      }
      switch key {
      case "frame": update.frame = try rect(value)
      case "contentSize": update.contentSize = try size(value)
      case "contentInset": update.contentInset = try insets(value)
      default: update.contentOffset = try point(value)
      }
    }
    return .update(view, update)
  }

  /// A `resize` event; the window size it sets becomes the default for later hide frames.
  mutating func decodeResize(
    _ values: [Index?], in index: Index
  ) throws(ScriptError) -> WindowResize {
    let size = try required("window", values[0], in: index) {
      decoder, value throws(ScriptError) in try decoder.windowSize(value)
    }
    var resize = WindowResize(windowSize: size)
    if let frames = values[1] {
      try at(.key("frames")) { decoder throws(ScriptError) in
        guard decoder.document.kind(frames) == .object else {
          throw decoder.error(
            .typeMismatch(expected: "an object of frames", found: decoder.found(frames)),
            at: frames)
        }
        for member in decoder.document.members(frames) {
          try decoder.at(.key(member.key)) { decoder throws(ScriptError) in
            let id = ViewID(member.key)
            guard decoder.tree.contains(id) else {
              let ids = decoder.idOffsets.keys.lazy.map(\.rawValue)
              throw decoder.error(
                .danglingID(member.key, suggestion: suggestion(for: member.key, among: ids)),
                atOffset: member.keyOffset)
            }
            guard resize.frames[id] == nil else {
              throw decoder.error(.duplicateKey(member.key), atOffset: member.keyOffset)
            }
            resize.frames[id] = try decoder.rect(member.value)
          }
        }
      }
    }
    if let safeArea = values[2] {
      resize.rootSafeArea = try at(.key("safeArea")) { decoder throws(ScriptError) in
        try decoder.insets(safeArea)
      }
    }
    windowSize = size
    return resize
  }

  /// A settings object, or a settings event whose other `keys` (its `type`) come first; present
  /// settings keys replace the values in `settings`.
  func decodeSettings(
    _ index: Index, keys: [String], into settings: inout AvoidanceSettings
  ) throws(ScriptError) {
    let fields = try fields(of: index, keys: keys + ["keyboardDistance", "restorePolicy"])
    var copy = self
    if let distance = fields[keys.count] {
      copy.path.append(.key("keyboardDistance"))
      settings.keyboardDistance = try copy.nonNegative(distance)
      copy.path.removeLast()
    }
    if let policy = fields[keys.count + 1] {
      copy.path.append(.key("restorePolicy"))
      settings.restorePolicy = try copy.enumeration(policy, as: RestorePolicy.self)
    }
  }
}
