import KeyboardAvoidance

/// The views the host core knows, held weakly, with their options and stable identities: the
/// `accessibilityIdentifier` when no other live view took it first, else `#1`, `#2`, ….
@MainActor
final class ViewRegistry {
  /// One view's identity and options (a class: the riders' list holds entries).
  final class Entry {
    weak var view: (any KeyboardHostView)?
    let id: ViewID
    var options: ViewOptions?

    init(view: any KeyboardHostView, id: ViewID) {
      self.view = view
      self.id = id
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var objects: [ViewID: ObjectIdentifier] = [:]
  /// The riders' entries, in the order their options were first set.
  private(set) var riderEntries: [Entry] = []
  private var nextNumber = 1

  /// The view's identity, given on first sight.
  func id(of view: any KeyboardHostView) -> ViewID {
    let object = ObjectIdentifier(view)
    if let entry = entries[object] {
      if entry.view === view { return entry.id }
      // A view that died left its address to this one: forget the old one.
      forget(object)
    }
    let id = freshID(for: view)
    entries[object] = Entry(view: view, id: id)
    objects[id] = object
    return id
  }

  /// The live view with this identity.
  func view(for id: ViewID) -> (any KeyboardHostView)? {
    guard let object = objects[id] else { return nil }
    return entries[object]?.view
  }

  /// The entry of a view the registry knows.
  private func entry(of view: any KeyboardHostView) -> Entry? {
    guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
    return entry
  }

  /// The id of a view the registry knows, without naming a new one.
  func existingID(of view: any KeyboardHostView) -> ViewID? { entry(of: view)?.id }

  /// The options set for the view, if any.
  func options(of view: any KeyboardHostView) -> ViewOptions? { entry(of: view)?.options }

  /// Sets (or with `nil` clears) the view's options.
  func setOptions(_ options: ViewOptions?, for view: any KeyboardHostView) {
    _ = id(of: view)
    guard let entry = entry(of: view) else { return }
    entry.options = options
    if options?.isRider ?? false {
      if !riderEntries.contains(where: { $0 === entry }) { riderEntries.append(entry) }
    } else {
      riderEntries.removeAll { $0 === entry }
    }
  }

  private func freshID(for view: any KeyboardHostView) -> ViewID {
    if let identifier = view.hostIdentifier, !identifier.isEmpty, isFree(ViewID(identifier)) {
      return ViewID(identifier)
    }
    while true {
      let id = ViewID("#\(nextNumber)")
      nextNumber += 1
      if isFree(id) { return id }
    }
  }

  /// Whether no live view has `id`; a dead view's entry that had it is forgotten.
  private func isFree(_ id: ViewID) -> Bool {
    if let object = objects[id], entries[object]?.view == nil { forget(object) }
    return objects[id] == nil
  }

  private func forget(_ object: ObjectIdentifier) {
    guard let entry = entries.removeValue(forKey: object) else { return }
    objects[entry.id] = nil
    riderEntries.removeAll { $0 === entry }
  }
}

extension ViewRegistry {
  /// Every broken invariant of the registry, described.
  func _checkInvariants() -> [String] {
    var problems: [String] = []
    for (object, entry) in entries where objects[entry.id] != object {
      problems.append("\(entry.id.rawValue)'s entry is not its id's")
    }
    for (id, object) in objects where entries[object]?.id != id {
      problems.append("\(id.rawValue) names no entry of its own")
    }
    if Set(riderEntries.map(ObjectIdentifier.init)).count != riderEntries.count {
      problems.append("a rider is listed twice")
    }
    for entry in riderEntries {
      if entry.options?.isRider != true {
        problems.append("rider \(entry.id.rawValue) has no rider's options")
      }
      if objects[entry.id].flatMap({ entries[$0] }) !== entry {
        problems.append("rider \(entry.id.rawValue) is not filed")
      }
    }
    return problems
  }
}
