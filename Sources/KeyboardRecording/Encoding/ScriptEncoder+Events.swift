import KeyboardAvoidance

/// The script format's events and expectations written with the package's JSON writer, one
/// object on one line, for ``Script/jsonText()`` and a recording's lines.
extension TraceText {
  /// Appends one event object on one line, without the keys in the mask `omitted`; a
  /// `relaunch` event's archive is written as `archives` says.
  package mutating func append(
    _ event: ScriptEvent, omitting omitted: UInt64 = 0, archives: ArchiveEncoding
  ) {
    switch event {
    case .engine(let event): append(event, omitting: omitted)
    case .expect(let expectation): append(expectation)
    case .terminate:
      append("{")
      appendType(.terminate)
      append("}")
    case .relaunch(let archive):
      append("{")
      appendType(.relaunch)
      if let archive {
        append(member: .archive)
        appendArchive(archive, as: archives)
      }
      append("}")
    }
  }

  /// A track's line up to its top, `{"type": "keyboardTrack", "top": `, written once by the
  /// general encoder (``append(_:omitting:)``), so that the fast path below writes the same
  /// bytes.
  private static let keyboardTrackPrefix: [UInt8] = {
    var text = TraceText(exactNumbers: true)
    text.append("{")
    text.appendType(.keyboardTrack)
    text.append(member: .top)
    return text.bytes
  }()

  /// Appends a `keyboardTrack` event's object, the bytes ``append(_:omitting:)`` writes for it,
  /// without building a ``ScriptEvent`` or matching one: a recorder writes a drag's tracks 120
  /// times a second.
  mutating func appendKeyboardTrack(top: Double) {
    bytes.append(contentsOf: Self.keyboardTrackPrefix)
    append(number: top)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends an event's `type` member, its first.
  private mutating func appendType(_ type: ScriptEventType) {
    append(key: .type)
    append(quoted: type.rawValue)
  }

  /// Appends an engine event's object, without the keys in the mask `omitted`.
  private mutating func append(_ event: AvoidanceEvent, omitting omitted: UInt64) {
    append("{")
    appendType(event.scriptType)
    /// Whether `key` is written (not in `omitted`); if so its key is.
    func has(_ key: ScriptKey) -> Bool {
      guard omitted & key.bit == 0 else { return false }
      append(member: key)
      return true
    }
    switch event {
    case .focus(let view, let caret):
      if has(.view) { append(quoted: view.rawValue) }
      if let caret, has(.caret) { append(array: caret) }
    case .blur:
      break
    case .caret(let rect):
      if has(.caret) { append(array: rect) }
    case .keyboard(let notification):
      if has(.frame) { append(array: notification.frame) }
      if has(.duration) { append(number: notification.animation.duration) }
      if has(.curve) { append(integer: notification.animation.curve.rawValue) }
    case .scroll(let view, let offset):
      if has(.view) { append(quoted: view.rawValue) }
      if has(.offset) { append(array: offset) }
    case .update(let view, let update):
      if has(.view) { append(quoted: view.rawValue) }
      if let frame = update.frame, has(.frame) { append(array: frame) }
      if let size = update.contentSize, has(.contentSize) { append(array: size) }
      if let inset = update.contentInset, has(.contentInset) { append(array: inset) }
      if let offset = update.contentOffset, has(.contentOffset) { append(array: offset) }
      if let safeArea = update.safeArea, has(.safeArea) { append(array: safeArea) }
    case .resize(let resize):
      if has(.window) { appendWindow(resize.windowSize) }
      if !resize.frames.isEmpty, has(.frames) {
        appendObject(resize.frames.sorted { $0.key < $1.key }) { $0.append(array: $1) }
      }
      if let safeArea = resize.rootSafeArea, has(.safeArea) { append(array: safeArea) }
      if !resize.safeAreas.isEmpty, has(.safeAreas) {
        appendObject(resize.safeAreas.sorted { $0.key < $1.key }) { $0.append(array: $1) }
      }
    case .settings(let settings):
      append(", ")
      appendSettingsMembers(settings, isEvent: true)
    case .insertCells(let list, let index, let cells):
      if has(.view) { append(quoted: list.rawValue) }
      if has(.at) { append(integer: index) }
      if has(.cells) { append(cells) }
    case .removeCells(let cells):
      if has(.ids) { append(quotedArray: cells.lazy.map(\.rawValue)) }
    case .resizeCell(let cell, let height):
      if has(.view) { append(quoted: cell.rawValue) }
      if has(.height) { append(number: height) }
    case .reload(let view, let content, let complete):
      if has(.view) { append(quoted: view.rawValue) }
      switch content {
      case .cells(let cells): if has(.cells) { append(cells) }
      case .contentSize(let size): if has(.contentSize) { append(array: size) }
      }
      if !complete, has(.complete) { append("false") }
    case .push(let navigation, let screen):
      if has(.view) { append(quoted: navigation.rawValue) }
      if has(.screen) { append(screen) }
    case .pop(let navigation):
      if has(.view) { append(quoted: navigation.rawValue) }
    case .selectTab(let tabs, let index):
      if has(.view) { append(quoted: tabs.rawValue) }
      if has(.index) { append(integer: index) }
    case .select(let field, let range):
      if has(.view) { append(quoted: field.rawValue) }
      if has(.range) { append(array: range) }
    case .edit(let field, let text):
      if has(.view) { append(quoted: field.rawValue) }
      if has(.text) { append(quoted: text) }
    case .memoryWarning:
      break
    case .navigate(let direction):
      if has(.direction) { append(quoted: direction.rawValue) }
    case .keyboardTrack(let top):
      if has(.top) { append(number: top) }
    }
    append("}")
  }

  /// Appends an object keyed by view: `{"a": value, "b": value}`, each value written by
  /// `value`.
  private mutating func appendObject<Value>(
    _ members: some Sequence<(key: ViewID, value: Value)>,
    _ value: (inout TraceText, Value) -> Void
  ) {
    append("{")
    var isFirst = true
    for member in members {
      if !isFirst { append(", ") }
      isFirst = false
      append(quotedKey: member.key.rawValue)
      value(&self, member.value)
    }
    append("}")
  }

  /// Appends a focus expectation's field: quoted, or `null` for nothing focused.
  private mutating func append(_ focus: ScriptExpectation.Focus) {
    if let field = focus.field { append(quoted: field.rawValue) } else { append("null") }
  }

  /// Appends an expectation's object.
  private mutating func append(_ expectation: ScriptExpectation) {
    append("{")
    appendType(.expect)
    if !expectation.views.isEmpty {
      append(member: .views)
      appendObject(expectation.views.lazy.map { (key: $0.view, value: $0) }) { text, view in
        text.appendViewExpectation(view)
      }
    }
    if let rootShift = expectation.rootShift {
      append(member: .rootShift)
      append(number: rootShift)
    }
    if !expectation.visible.isEmpty {
      append(member: .visible)
      append(quotedArray: expectation.visible.lazy.map(\.rawValue))
    }
    if let effects = expectation.effects {
      append(member: .effects)
      append(integer: effects)
    }
    if !expectation.selections.isEmpty {
      append(member: .selection)
      appendObject(expectation.selections.lazy.map { (key: $0.view, value: $0.range) }) {
        $0.append(array: $1)
      }
    }
    if let focused = expectation.focused {
      append(member: .focused)
      append(focused)
    }
    if let focus = expectation.focus {
      append(member: .focus)
      append(focus)
    }
    if let navigation = expectation.navigation {
      append(member: .navigation)
      append("{")
      var isFirst = true
      for (key, neighbour) in [(ScriptKey.previous, navigation.previous), (.next, navigation.next)]
      {
        guard let neighbour else { continue }
        if !isFirst { append(", ") }
        isFirst = false
        append(key: key)
        append(neighbour)
      }
      if let key = navigation.returnKey {
        if !isFirst { append(", ") }
        append(key: .returnKey)
        append(quoted: key.rawValue)
      }
      append("}")
    }
    if !expectation.pending.isEmpty {
      append(member: .pending)
      appendObject(expectation.pending.lazy.map { (key: $0.view, value: $0.isPending) }) {
        $0.append(bool: $1)
      }
    }
    if !expectation.anchors.isEmpty {
      append(member: .anchor)
      appendObject(expectation.anchors.lazy.map { (key: $0.view, value: $0.cell) }) {
        $0.append(quoted: $1.rawValue)
      }
    }
    append("}")
  }

  /// Appends a view expectation's object: the values it names.
  private mutating func appendViewExpectation(_ view: ViewExpectation) {
    append("{")
    var isFirst = true
    /// Appends `key` with the separator before it if it is not the first.
    func key(_ key: ScriptKey) {
      if !isFirst { append(", ") }
      isFirst = false
      append(key: key)
    }
    if let offset = view.contentOffset {
      key(.contentOffset)
      append(array: offset)
    }
    if let inset = view.contentInset {
      key(.contentInset)
      append(array: inset)
    }
    if let inset = view.indicatorInsets {
      key(.indicatorInsets)
      append(array: inset)
    }
    if let offset = view.followOffset {
      key(.followOffset)
      append(number: offset)
    }
    append("}")
  }
}
