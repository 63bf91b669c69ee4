import KeyboardAvoidance
import StrictJSON

extension ScriptDecoder {
  /// The event types, in the order of ``eventTypeNames``.
  static let eventTypes = ScriptEventType.allCases

  /// Each event type's name as scripts spell it, in its position in ``eventTypes``.
  static let eventTypeNames = KeyTable(eventTypes.map(\.rawValue))

  /// The same names as strings, for messages.
  static let eventTypeStrings = eventTypeNames.strings

  /// The notification of each event type that stands for one, by its position in
  /// ``eventTypes``: looked up once here rather than by name for every event.
  static let eventNotifications = eventTypes.map(\.notification)

  /// The keys each event type takes, `type` first, by the type's position in ``eventTypes``.
  static let eventKeys: [ObjectKeys] = eventTypes.map { type in
    switch type {
    case .focus: ObjectKeys([.type, .view, .caret])
    case .blur: ObjectKeys([.type])
    case .caret: ObjectKeys([.type, .caret])
    case .scroll: ObjectKeys([.type, .view, .offset])
    case .update:
      ObjectKeys([.type, .view, .frame, .contentSize, .contentInset, .contentOffset, .safeArea])
    case .resize: ObjectKeys([.type, .window, .frames, .safeArea, .safeAreas])
    case .settings:
      ObjectKeys([.type, .keyboardDistance, .restorePolicy, .alignment, .navigationOrder])
    case .navigate: ObjectKeys([.type, .direction])
    case .keyboardTrack: ObjectKeys([.type, .top])
    case .expect:
      ObjectKeys([
        .type, .views, .rootShift, .visible, .effects, .selection, .focused, .pending, .anchor,
        .focus, .navigation,
      ])
    case .keyboardWillShow, .keyboardDidShow, .keyboardWillChangeFrame, .keyboardDidChangeFrame,
      .keyboardWillHide, .keyboardDidHide:
      ObjectKeys([.type, .frame, .duration, .curve])
    case .insert: ObjectKeys([.type, .view, .at, .cells])
    case .remove: ObjectKeys([.type, .ids])
    case .resizeCell: ObjectKeys([.type, .view, .height])
    case .reload: ObjectKeys([.type, .view, .contentSize, .cells, .complete])
    case .push: ObjectKeys([.type, .view, .screen])
    case .pop: ObjectKeys([.type, .view])
    case .selectTab: ObjectKeys([.type, .view, .index])
    case .select: ObjectKeys([.type, .view, .range])
    case .edit: ObjectKeys([.type, .view, .text])
    case .memoryWarning, .terminate: ObjectKeys([.type])
    case .relaunch: ObjectKeys([.type, .archive])
    }
  }

  /// Every key any event takes, so that one pass over an event's members finds its type and
  /// its keys (``quickEventFields(of:)``).
  /// (A key that shares its slot, `top`, is listed by name: a mask would name the slot's
  /// first key.)
  static let anyEventKeys = ObjectKeys(
    ScriptKey.allCases.filter { key in eventKeys.contains { $0.keys.contains(key) } })

  /// The type (its position in ``eventTypes``) of a well-formed event, with its keys in
  /// `fields`, in one pass over its members; `nil` when anything is off (then the exact checks
  /// of ``eventType(of:)`` and ``fields(of:keys:)`` find and word the error).
  @inline(__always)
  func quickEventFields(of index: Index, into fields: inout Fields) -> Int? {
    guard document.matchMembers(of: index, in: Self.anyEventKeys.table, into: &fields),
      let typeIndex = fields[.type],
      let position = document.match(typeIndex, in: Self.eventTypeNames),
      position < Self.eventKeys.count,
      fields.present & ~Self.eventKeys[position].mask == 0
    else { return nil }
    return position
  }

  /// The `type` key alone.
  static let typeKey = ObjectKeys([.type])

  /// Decodes the `events` array, tracking the window size and settings as events change them.
  mutating func decodeEvents(
    _ index: Index, settings: AvoidanceSettings
  ) throws(ScriptError) -> [ScriptEvent] {
    var settings = settings
    var events: [ScriptEvent] = []
    events.reserveCapacity(try beginEvents(index, settings: settings))
    for (position, element) in document.elements(index).enumerated() {
      events.append(try decodeEvent(element, at: position, settings: &settings))
    }
    return events
  }

  /// Checks the `events` array at `index` (the path at `events`) and prepares for decoding its
  /// elements one by one; returns how many there are.
  mutating func beginEvents(
    _ index: Index, settings: AvoidanceSettings
  ) throws(ScriptError) -> Int {
    guard document.kind(index) == .array else {
      throw error(.typeMismatch(expected: "an array of events", found: found(index)), at: index)
    }
    guard document.count(index) <= ScriptLimits.maximumEvents else {
      throw error(.tooMany(limit: ScriptLimits.maximumEvents, noun: "events"), at: index)
    }
    launchSettings = settings
    launchWindowSize = windowSize
    initialViewCount = views.count
    eventsIndex = index
    return document.count(index)
  }

  /// Decodes event `position`, the element at `index` of the array ``beginEvents(_:settings:)``
  /// prepared, with the path at that array.
  @inline(__always)
  mutating func decodeEvent(
    _ element: Index, at position: Int, settings: inout AvoidanceSettings
  ) throws(ScriptError) -> ScriptEvent {
    currentEvent = position
    return try at(.index(position)) { decoder throws(ScriptError) in
      try decoder.decodeEvent(element, settings: &settings)
    }
  }

  /// The type of the event object at `index`, as its position in ``eventTypes``: its `type`
  /// member, which must be present, unique and one of ``eventTypeNames``.
  mutating func eventType(of index: Index) throws(ScriptError) -> Int {
    var typeIndex: Index?
    for member in document.rawMembers(index)
    where document.match(member.key, in: Self.typeKey.table) != nil {
      guard typeIndex == nil else {
        throw error(.duplicateKey(ScriptKey.type.name), at: member.key, .key(.type))
      }
      typeIndex = member.value
    }
    guard let typeIndex else { throw error(.missingKey(ScriptKey.type.name), at: index) }
    if let position = document.match(typeIndex, in: Self.eventTypeNames),
      position < Self.eventTypes.count
    {
      return position
    }
    path.append(.key(.type))
    let text = try string(typeIndex)
    throw error(
      .unknownValue(
        text, expected: Self.eventTypeStrings.sorted(),
        suggestion: suggestion(for: text, among: Self.eventTypeStrings)), at: typeIndex)
  }

  /// The type (its position in ``eventTypes``) of the event object at `index`, with its keys
  /// written to `values` in place (the match is large, and returning it would copy it).
  mutating func eventFields(
    of index: Index, into values: inout Fields
  ) throws(ScriptError) -> Int {
    if let position = quickEventFields(of: index, into: &values) {
      return position
    }
    let position = try eventType(of: index)
    values = try fields(of: index, keys: Self.eventKeys[position])
    return position
  }

  /// Decodes one event object.
  mutating func decodeEvent(
    _ index: Index, settings: inout AvoidanceSettings
  ) throws(ScriptError) -> ScriptEvent {
    guard document.kind(index) == .object else {
      throw error(.typeMismatch(expected: "an event object", found: found(index)), at: index)
    }
    var values = Fields()
    let position = try eventFields(of: index, into: &values)
    let type = Self.eventTypes[position]
    if let notification = Self.eventNotifications[position] {
      return .engine(
        .keyboard(try keyboardNotification(notification, values, in: index)))
    }
    switch type {
    case .focus:
      var kind = ViewKind.textField
      let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        if let key = decoder.document.stringKey(value), let view = decoder.ids.find(key),
          view.kind.isField
        {
          kind = view.kind
          return decoder.tree.id(ofSlot: view.slot)
        }
        let view = try decoder.namedView(value, expected: Self.fieldExpected) { $0.isField }
        kind = view.kind
        return view.id
      }
      var caret: Rect?
      if let caretIndex = values[.caret] {
        try at(.key(.caret)) { decoder throws(ScriptError) in
          guard kind == .textView else {
            throw decoder.error(
              .keyNotForKind(key: ScriptKey.caret.name, kind: kind.rawValue),
              atOffset: decoder.keyOffset(.caret, in: index))
          }
          caret = try decoder.rect(caretIndex)
        }
      }
      return .engine(.focus(view, caret: caret))
    case .blur:
      return .engine(.blur)
    case .caret:
      let rect = try required(.caret, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.rect(value)
      }
      return .engine(.caret(rect))
    case .scroll:
      let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: "a scroll container") { $0.isScrollContainer }
      }
      let offset = try required(.offset, values, in: index) {
        decoder, value throws(ScriptError) in try decoder.point(value)
      }
      return .engine(.scroll(view, offset: offset))
    case .update:
      return .engine(try decodeUpdate(values, in: index))
    case .resize:
      return .engine(.resize(try decodeResize(values, in: index)))
    case .settings:
      try decodeSettings(values, into: &settings)
      return .engine(.settings(settings))
    case .navigate:
      let direction = try required(.direction, values, in: index) {
        decoder, value throws(ScriptError) in
        try decoder.enumeration(value, as: FieldNavigation.Direction.self)
      }
      return .engine(.navigate(direction))
    case .keyboardTrack:
      let top = try required(.top, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.number(value)
      }
      return .engine(.keyboardTrack(top: top))
    case .expect:
      return .expect(try decodeExpectation(values))
    case .keyboardWillShow, .keyboardDidShow, .keyboardWillChangeFrame, .keyboardDidChangeFrame,
      .keyboardWillHide, .keyboardDidHide:
      // Decoded above: every keyboard type has a notification.
      return .engine(
        .keyboard(
          try keyboardNotification(type.notification ?? .keyboardWillShow, values, in: index)))
    case .insert, .remove, .resizeCell, .reload:
      return .engine(try decodeListEvent(type, values, in: index))
    case .push, .pop, .selectTab:
      return .engine(try decodeScreenEvent(type, values, in: index))
    case .select:
      let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: Self.fieldExpected) { $0.isField }
      }
      let range = try required(.range, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.utf16Range(value)
      }
      return .engine(.select(view, range))
    case .edit:
      let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.existingID(value, expected: Self.fieldExpected) { $0.isField }
      }
      let text = try required(.text, values, in: index) { decoder, value throws(ScriptError) in
        try decoder.text(value)
      }
      return .engine(.edit(view, text: text))
    case .memoryWarning:
      return .engine(.memoryWarning)
    case .terminate:
      return .terminate
    case .relaunch:
      // The app starts again from the script's screen, window and settings.
      windowSize = launchWindowSize
      settings = launchSettings
      navigationStacks = [:]
      // A string is the archive's text, as a recording writes it (its recorder reads no JSON);
      // any other value is the archive itself, kept as its compact text.
      let archive = values[.archive].map { value in
        document.kind(value) == .string
          ? document.string(value) ?? "" : document.compactText(of: value)
      }
      return .relaunch(archive: archive)
    }
  }

  /// What a field is called in messages.
  static let fieldExpected = "a field (textField or textView)"

  /// Decodes the value of `key`, a required key of `object`, with `body`, or reports it
  /// missing.
  mutating func required<T>(
    _ key: ScriptKey, _ values: Fields, in object: Index,
    _ body: (inout ScriptDecoder, Index) throws(ScriptError) -> T
  ) throws(ScriptError) -> T {
    guard let value = values[key] else {
      throw error(.missingKey(key.name), at: object)
    }
    return try at(.key(key)) { decoder throws(ScriptError) in try body(&decoder, value) }
  }

  /// A keyboard notification (its `frame`, `duration` and `curve` among `values`); the hide
  /// events default their frame to `[0, H, W, 0]`.
  mutating func keyboardNotification(
    _ name: KeyboardNotification.Name, _ values: Fields, in index: Index
  ) throws(ScriptError) -> KeyboardNotification {
    // Valid values are read straight off the tape; the decoder's checks word any error.
    let frame: Rect
    if let frameIndex = values[.frame] {
      if let rect = Self.validRect(at: frameIndex, in: document) {
        frame = rect
      } else {
        frame = try at(.key(.frame)) { decoder throws(ScriptError) in
          try decoder.rect(frameIndex)
        }
      }
    } else if name == .keyboardWillHide || name == .keyboardDidHide {
      frame = Rect(x: 0, y: windowSize.height, width: windowSize.width, height: 0)
    } else {
      throw error(.missingKey(ScriptKey.frame.name), at: index)
    }
    var animation = KeyboardAnimation()
    if let duration = values[.duration] {
      if let value = Self.validNumber(at: duration, in: document, isLength: true) {
        animation.duration = value
      } else {
        animation.duration = try at(.key(.duration)) { decoder throws(ScriptError) in
          try decoder.nonNegative(duration)
        }
      }
    }
    if let curve = values[.curve] {
      if let value = Self.validNumber(at: curve, in: document, isLength: false),
        let integer = Int(exactly: value)
      {
        animation.curve = KeyboardAnimation.Curve(rawValue: integer)
      } else {
        animation.curve = try at(.key(.curve)) { decoder throws(ScriptError) in
          KeyboardAnimation.Curve(rawValue: try decoder.integer(curve))
        }
      }
    }
    return KeyboardNotification(name, frame: frame, animation: animation)
  }

  /// An `update` event (its `view`, `frame`, `contentSize`, `contentInset`, `contentOffset`
  /// and `safeArea` among `values`). `safeArea` is the root's bars or a scroll container's
  /// automatic inset, as in a view (both for a root that scrolls).
  mutating func decodeUpdate(
    _ values: Fields, in index: Index
  ) throws(ScriptError) -> AvoidanceEvent {
    var kind = ViewKind.view
    var isRoot = false
    let view = try required(.view, values, in: index) { decoder, value throws(ScriptError) in
      if let key = decoder.document.stringKey(value), let view = decoder.ids.find(key) {
        kind = view.kind
        isRoot = view.slot == 0
        return decoder.tree.id(ofSlot: view.slot)
      }
      let view = try decoder.namedView(value, expected: "a view") { _ in true }
      kind = view.kind
      isRoot = view.id == decoder.tree.root.id
      return view.id
    }
    var update = ViewUpdate()
    for key in [ScriptKey.frame, .contentSize, .contentInset, .contentOffset, .safeArea] {
      guard let value = values[key] else { continue }
      try at(.key(key)) { decoder throws(ScriptError) in
        guard key == .frame || kind.isScrollContainer || (key == .safeArea && isRoot) else {
          throw decoder.error(
            .keyNotForKind(key: key.name, kind: kind.rawValue),
            atOffset: decoder.keyOffset(key, in: index))
        }
        switch key {
        case .frame: update.frame = try decoder.rect(value)
        case .contentSize: update.contentSize = try decoder.size(value)
        case .contentInset: update.contentInset = try decoder.insets(value)
        case .safeArea: update.safeArea = try decoder.insets(value)
        default: update.contentOffset = try decoder.point(value)
        }
      }
    }
    return .update(view, update)
  }

  /// A `resize` event (its `window`, `frames`, `safeArea` and `safeAreas` among `values`);
  /// the window size it sets becomes the default for later hide frames. `safeAreas` names
  /// scroll containers only.
  mutating func decodeResize(
    _ values: Fields, in index: Index
  ) throws(ScriptError) -> WindowResize {
    let size = try required(.window, values, in: index) { decoder, value throws(ScriptError) in
      try decoder.windowSize(value)
    }
    var resize = WindowResize(windowSize: size)
    if let frames = values[.frames] {
      try at(.key(.frames)) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: frames, expected: "an object of frames") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let view = try decoder.namedView(
              member.id, atOffset: decoder.document.offset(member.key), expected: "a view"
            ) { _ in true }
            resize.frames[view.id] = try decoder.rect(member.value)
          }
        }
      }
    }
    if let safeArea = values[.safeArea] {
      resize.rootSafeArea = try at(.key(.safeArea)) { decoder throws(ScriptError) in
        try decoder.insets(safeArea)
      }
    }
    if let safeAreas = values[.safeAreas] {
      try at(.key(.safeAreas)) { decoder throws(ScriptError) in
        for member in try decoder.idMembers(of: safeAreas, expected: "an object of insets") {
          try decoder.at(.member(member.key)) { decoder throws(ScriptError) in
            let view = try decoder.namedView(
              member.id, atOffset: decoder.document.offset(member.key),
              expected: "a scroll container"
            ) { $0.isScrollContainer }
            resize.safeAreas[view.id] = try decoder.insets(member.value)
          }
        }
      }
    }
    windowSize = size
    return resize
  }
}
