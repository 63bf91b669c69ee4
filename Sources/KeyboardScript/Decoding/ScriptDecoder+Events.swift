import KeyboardAvoidance

extension ScriptDecoder {
  /// The event types SCRIPT.md defines, in the order of ``eventTypeNames``.
  enum EventType: Int, CaseIterable {
    case focus, blur, caret, scroll, update, resize, settings, expect
    case keyboardWillShow, keyboardDidShow, keyboardWillChangeFrame, keyboardDidChangeFrame
    case keyboardWillHide, keyboardDidHide

    /// The keyboard notification this type stands for, if it is one.
    var notification: KeyboardNotification.Name? {
      switch self {
      case .keyboardWillShow: .keyboardWillShow
      case .keyboardDidShow: .keyboardDidShow
      case .keyboardWillChangeFrame: .keyboardWillChangeFrame
      case .keyboardDidChangeFrame: .keyboardDidChangeFrame
      case .keyboardWillHide: .keyboardWillHide
      case .keyboardDidHide: .keyboardDidHide
      default: nil
      }
    }
  }

  /// Each event type's name as scripts spell it.
  static let eventTypeNames = KeyTable([
    "focus", "blur", "caret", "scroll", "update", "resize", "settings", "expect",
    "keyboardWillShow", "keyboardDidShow", "keyboardWillChangeFrame", "keyboardDidChangeFrame",
    "keyboardWillHide", "keyboardDidHide",
  ])

  /// The same names as strings, for messages.
  static let eventTypeStrings = eventTypeNames.strings

  /// The keys each event type takes, `type` first.
  static let eventKeys: [KeyTable] = EventType.allCases.map { type in
    switch type {
    case .focus: ["type", "view", "caret"]
    case .blur: ["type"]
    case .caret: ["type", "caret"]
    case .scroll: ["type", "view", "offset"]
    case .update: ["type", "view", "frame", "contentSize", "contentInset", "contentOffset"]
    case .resize: ["type", "window", "frames", "safeArea"]
    case .settings: ["type", "keyboardDistance", "restorePolicy"]
    case .expect: ["type", "views", "rootShift", "visible", "effects"]
    default: ["type", "frame", "duration", "curve"]
    }
  }.map(KeyTable.init)

  /// Every key any event takes, with each event type's keys located among them, so that one
  /// pass over an event's members finds its type and its keys (``quickEventFields(of:)``).
  final class EventKeyIndex: Sendable {
    /// Every key any event takes, `type` first.
    let keys = KeyTable([
      "type", "view", "caret", "offset", "frame", "contentSize", "contentInset",
      "contentOffset", "window", "frames", "safeArea", "keyboardDistance", "restorePolicy",
      "views", "rootShift", "visible", "effects", "duration", "curve",
    ])
    /// For each event type, the set of ``keys`` positions it allows, as bits.
    let allowed: [UInt32]
    /// For each event type, row by row, the position in the type's own table
    /// (``ScriptDecoder/eventKeys``) of each of ``keys``; -1 where the type lacks the key.
    let typePositions: [Int8]

    init() {
      var allowed: [UInt32] = []
      var typePositions = [Int8](repeating: -1, count: EventType.allCases.count * keys.count)
      for (type, table) in ScriptDecoder.eventKeys.enumerated() {
        var bits: UInt32 = 0
        for (typePosition, key) in table.strings.enumerated() {
          guard let position = keys.strings.firstIndex(of: key) else { continue }
          bits |= 1 << UInt32(position)
          typePositions[type * keys.count + position] = Int8(typePosition)
        }
        allowed.append(bits)
      }
      self.allowed = allowed
      self.typePositions = typePositions
    }
  }

  /// The one ``EventKeyIndex``.
  static let eventKeyIndex = EventKeyIndex()

  /// The type and keys of a well-formed event in one pass over its members, or `nil` when
  /// anything is off (then the exact checks of ``eventType(of:)`` and ``fields(of:keys:)`` find
  /// and word the error).
  @inline(__always)
  func quickEventFields(of index: Index) -> (EventType, Fields)? {
    let keyIndex = Self.eventKeyIndex
    guard let match = document.matchedMembers(of: index, in: keyIndex.keys) else { return nil }
    let found = match.values
    let present = match.present
    guard present & 1 != 0,
      let position = document.match(Index(rawValue: Int(found[0])), in: Self.eventTypeNames),
      let type = EventType(rawValue: position),
      position < keyIndex.allowed.count,
      present & ~keyIndex.allowed[position] == 0
    else { return nil }
    var values = Fields(count: Self.eventKeys[position].count)
    let row = position * keyIndex.keys.count
    var remaining = present
    while remaining != 0 {
      let key = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      values[Int(keyIndex.typePositions[row + key])] = Index(rawValue: Int(found[key]))
    }
    return (type, values)
  }

  /// The `type` key alone.
  static let typeKey = KeyTable(["type"])

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
      let event = try at(.index(position)) { decoder throws(ScriptError) in
        try decoder.decodeEvent(element, settings: &settings)
      }
      events.append(event)
    }
    return events
  }

  /// The type of the event object at `index`: its `type` member, which must be present, unique
  /// and one of ``eventTypeNames``.
  func eventType(of index: Index) throws(ScriptError) -> EventType {
    var typeIndex: Index?
    for member in document.rawMembers(index)
    where document.match(member.key, in: Self.typeKey) != nil {
      guard typeIndex == nil else {
        throw error(.duplicateKey("type"), at: member.key, .key("type"))
      }
      typeIndex = member.value
    }
    guard let typeIndex else { throw error(.missingKey("type"), at: index) }
    if let position = document.match(typeIndex, in: Self.eventTypeNames),
      let type = EventType(rawValue: position)
    {
      return type
    }
    var copy = self
    copy.path.append(.key("type"))
    let text = try copy.string(typeIndex)
    throw copy.error(
      .unknownValue(
        text, expected: Self.eventTypeStrings.sorted(),
        suggestion: suggestion(for: text, among: Self.eventTypeStrings)), at: typeIndex)
  }

  /// Decodes one event object.
  mutating func decodeEvent(
    _ index: Index, settings: inout AvoidanceSettings
  ) throws(ScriptError) -> ScriptEvent {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an event object", found: found(index)), at: index)
    }
    let type: EventType
    let values: Fields
    if let (quickType, quickValues) = quickEventFields(of: index) {
      (type, values) = (quickType, quickValues)
    } else {
      type = try eventType(of: index)
      values = try fields(of: index, keys: Self.eventKeys[type.rawValue])
    }
    if let notification = type.notification {
      return .engine(
        .keyboard(try keyboardNotification(notification, values, in: index)))
    }
    switch type {
    case .focus:
      let view = try required("view", values[1], in: index) {
        decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a field (textField or textView)") { $0.isField }
      }
      var caret: Rect?
      if let caretIndex = values[2] {
        try at(.key("caret")) { decoder throws(ScriptError) in
          guard let kind = decoder.tree[view]?.kind, kind == .textView else {
            throw decoder.error(
              .keyNotForKind(key: "caret", kind: decoder.tree[view]?.kind.rawValue ?? ""),
              atOffset: decoder.keyOffset("caret", in: index))
          }
          caret = try decoder.rect(caretIndex)
        }
      }
      return .engine(.focus(view, caret: caret))
    case .blur:
      return .engine(.blur)
    case .caret:
      let rect = try required("caret", values[1], in: index) {
        decoder, value throws(ScriptError) in try decoder.rect(value)
      }
      return .engine(.caret(rect))
    case .scroll:
      let view = try required("view", values[1], in: index) {
        decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a scroll container") { $0.isScrollContainer }
      }
      let offset = try required("offset", values[2], in: index) {
        decoder, value throws(ScriptError) in try decoder.point(value)
      }
      return .engine(.scroll(view, offset: offset))
    case .update:
      return .engine(try decodeUpdate(values, in: index))
    case .resize:
      return .engine(.resize(try decodeResize(values, in: index)))
    case .settings:
      try decodeSettings(values, from: 1, into: &settings)
      return .engine(.settings(settings))
    default:
      return .expect(try decodeExpectation(values))
    }
  }

  /// Decodes a required key's value with `body`, or reports the key missing from `object`.
  mutating func required<T>(
    _ key: StaticString, _ value: Index?, in object: Index,
    _ body: (inout ScriptDecoder, Index) throws(ScriptError) -> T
  ) throws(ScriptError) -> T {
    guard let value else {
      throw error(.missingKey(PathComponent.key(key).text(in: nil)), at: object)
    }
    return try at(.key(key)) { decoder throws(ScriptError) in try body(&decoder, value) }
  }

  /// A keyboard notification (`values` are its `type`, `frame`, `duration` and `curve`); the
  /// hide events default their frame to `[0, H, W, 0]`.
  mutating func keyboardNotification(
    _ name: KeyboardNotification.Name, _ values: Fields, in index: Index
  ) throws(ScriptError) -> KeyboardNotification {
    // Valid values are read straight off the tape; the decoder's checks word any error.
    let frame: Rect
    if let frameIndex = values[1] {
      if let rect = Self.validRect(at: frameIndex, in: document) {
        frame = rect
      } else {
        frame = try at(.key("frame")) { decoder throws(ScriptError) in
          try decoder.rect(frameIndex)
        }
      }
    } else if name == .keyboardWillHide || name == .keyboardDidHide {
      frame = Rect(x: 0, y: windowSize.height, width: windowSize.width, height: 0)
    } else {
      throw error(.missingKey("frame"), at: index)
    }
    var animation = KeyboardAnimation()
    if let duration = values[2] {
      if let value = Self.validNumber(at: duration, in: document, isLength: true) {
        animation.duration = value
      } else {
        animation.duration = try at(.key("duration")) { decoder throws(ScriptError) in
          try decoder.nonNegative(duration)
        }
      }
    }
    if let curve = values[3] {
      if let value = Self.validNumber(at: curve, in: document, isLength: false),
        let integer = Int(exactly: value)
      {
        animation.curve = KeyboardAnimation.Curve(rawValue: integer)
      } else {
        animation.curve = try at(.key("curve")) { decoder throws(ScriptError) in
          KeyboardAnimation.Curve(rawValue: try decoder.integer(curve))
        }
      }
    }
    return KeyboardNotification(name, frame: frame, animation: animation)
  }

  /// An `update` event (`values` are its `type`, `view`, `frame`, `contentSize`,
  /// `contentInset` and `contentOffset`).
  mutating func decodeUpdate(
    _ values: Fields, in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    let view = try required("view", values[1], in: index) { decoder, value throws(ScriptError) in
      try decoder.existingID(value, expected: "a view") { _ in true }
    }
    let kind = tree[view]?.kind ?? .view
    var update = ViewUpdate()
    let keys = Self.eventKeys[EventType.update.rawValue]
    for position in 2..<values.count {
      guard let value = values[position] else { continue }
      try at(.key(keys.names[position])) { decoder throws(ScriptError) in
        guard position == 2 || kind.isScrollContainer else {
          throw decoder.error(
            .keyNotForKind(key: keys.strings[position], kind: kind.rawValue),
            atOffset: decoder.keyOffset(keys.names[position], in: index))
        }
        switch position {
        case 2: update.frame = try decoder.rect(value)
        case 3: update.contentSize = try decoder.size(value)
        case 4: update.contentInset = try decoder.insets(value)
        default: update.contentOffset = try decoder.point(value)
        }
      }
    }
    return .update(view, update)
  }

  /// A `resize` event (`values` are its `type`, `window`, `frames` and `safeArea`); the window
  /// size it sets becomes the default for later hide frames.
  mutating func decodeResize(
    _ values: Fields, in index: Index
  ) throws(ScriptError) -> WindowResize {
    let size = try required("window", values[1], in: index) {
      decoder, value throws(ScriptError) in try decoder.windowSize(value)
    }
    var resize = WindowResize(windowSize: size)
    if let frames = values[2] {
      try at(.key("frames")) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: frames, expected: "an object of frames") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let id = ViewID(member.id)
            guard decoder.tree.contains(id) else {
              throw decoder.error(
                .danglingID(member.id, suggestion: decoder.suggestedID(for: member.id)),
                atOffset: decoder.document.offset(member.key))
            }
            resize.frames[id] = try decoder.rect(member.value)
          }
        }
      }
    }
    if let safeArea = values[3] {
      resize.rootSafeArea = try at(.key("safeArea")) { decoder throws(ScriptError) in
        try decoder.insets(safeArea)
      }
    }
    windowSize = size
    return resize
  }
}
