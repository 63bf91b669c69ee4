import KeyboardAvoidance
import StrictJSON

/// A view an event or expectation names: its id and the kind it is declared with.
struct NamedView {
  var id: ViewID
  var kind: ViewKind
}

extension ScriptDecoder {
  /// The bit of `kind` in a set of kinds (``declaredViews``).
  static func kindBit(_ kind: ViewKind) -> UInt16 {
    1 << UInt16(viewKinds.firstIndex(of: kind) ?? 0)
  }

  /// The view an id at `index` names, which must satisfy `isValid`
  /// (``namedView(_:atOffset:expected:where:)``).
  mutating func namedView(
    _ index: Index, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> NamedView {
    let text = try string(index)
    return try namedView(text, atOffset: document.offset(index), expected: expected, where: isValid)
  }

  /// The view `text` names, which must satisfy `isValid`; an error is located at `offset`.
  ///
  /// Events insert, reload and push views the screen does not have, so an id names a view
  /// when the screen or any event's `cells` or `screen` declares it, wherever that event is in
  /// the script (events come and go at run time; replaying resolves the rest). A view
  /// declared several times with different kinds satisfies `isValid` if one of its kinds does.
  mutating func namedView(
    _ text: String, atOffset offset: Int, expected: String, where isValid: (ViewKind) -> Bool
  ) throws(ScriptError) -> NamedView {
    let id = ViewID(text)
    var screenKind: ViewKind?
    if let slot = tree.slot(of: id) {
      let kind = tree[slot: slot].kind
      if isValid(kind) { return NamedView(id: id, kind: kind) }
      screenKind = kind
    }
    declareEventViews()
    let kinds = declaredViews[id] ?? 0
    for kind in Self.viewKinds where kinds & Self.kindBit(kind) != 0 && isValid(kind) {
      return NamedView(id: id, kind: kind)
    }
    guard let kind = screenKind ?? Self.viewKinds.first(where: { kinds & Self.kindBit($0) != 0 })
    else {
      throw error(.danglingID(text, suggestion: suggestedID(for: text)), atOffset: offset)
    }
    throw error(
      .wrongViewKind(id: text, kind: kind.rawValue, expected: expected), atOffset: offset)
  }

  /// The declared id closest to a misspelt one.
  mutating func suggestedID(for text: String) -> String? {
    declareEventViews()
    return suggestion(
      for: text,
      among: tree.views.lazy.map(\.id.rawValue) + declaredViews.keys.lazy.map(\.rawValue))
  }

  /// Fills ``declaredViews`` with the views of every event's `cells` (`insert`, `reload`) and
  /// `screen` (`push`), once.
  ///
  /// This pass only collects ids and kinds, skipping whatever is malformed: decoding each event
  /// in turn checks it fully. It runs the first time an event names a view the screen does not
  /// have, so a script without such events never pays for it.
  mutating func declareEventViews() {
    guard !hasDeclaredViews, let events = eventsIndex else { return }
    hasDeclaredViews = true
    for event in document.elements(events) {
      declareViews(ofEvent: event)
    }
  }

  /// Adds the views of the event at `event`'s `cells` or `screen`, if it has any, to
  /// ``declaredViews``. A recording declares each line's views as it reads the line.
  mutating func declareViews(ofEvent event: Index) {
    guard document.kind(event) == .object, let type = member(.type, of: event),
      let position = document.match(type, in: Self.eventTypeNames),
      position < Self.eventTypes.count
    else { return }
    var pending: [Index] = []
    switch Self.eventTypes[position] {
    case .insert, .reload:
      if let cells = member(.cells, of: event) {
        pending.append(contentsOf: document.elements(cells))
      }
    case .push:
      if let screen = member(.screen, of: event) { pending.append(screen) }
    default:
      return
    }
    while let view = pending.popLast() {
      guard document.kind(view) == .object else { continue }
      var id: String?
      var kind = ViewKind.view
      for member in document.rawMembers(view) {
        switch document.match(member.key, in: Self.allKeys.table) {
        case ScriptKey.id.slot:
          id = document.string(member.value)
        case ScriptKey.kind.slot:
          if let position = document.match(member.value, in: Self.viewKindNames),
            position < Self.viewKinds.count
          {
            kind = Self.viewKinds[position]
          }
        case ScriptKey.children.slot:
          pending.append(contentsOf: document.elements(member.value))
        default:
          continue
        }
      }
      if let id, !id.isEmpty {
        declaredViews[ViewID(id), default: 0] |= Self.kindBit(kind)
      }
    }
  }
}
