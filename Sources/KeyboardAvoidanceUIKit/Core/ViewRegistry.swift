import KeyboardAvoidance

/// The views the host core knows: each one's stable identity and its options, held weakly so
/// that the core never keeps a view alive.
///
/// A view's identity is its `accessibilityIdentifier` when it has one that no other live view
/// took first, else a number kept per view (`#1`, `#2`, …). Identities never change while the
/// view lives.
@MainActor
final class ViewRegistry {
  /// One view's identity and options: a class, so that the riders' list names entries without
  /// a look-up.
  final class Entry {
    weak var view: (any KeyboardHostView)?
    let id: ViewID
    var options: ViewOptions?
    /// The host core's record of the view, once a walk found it. While the record's view lives
    /// it is this entry's view (neither weak reference ever moves to another view), so a rider's
    /// walk starts from it with one load of a weak reference and no look-up.
    var record: MirrorRecord?

    init(view: any KeyboardHostView, id: ViewID) {
      self.view = view
      self.id = id
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var objects: [ViewID: ObjectIdentifier] = [:]
  /// The entries of the views whose options make them riders (followers, lift containers), in
  /// the order their options were first set: the order the core mirrors them in.
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

  /// The options set for the view, if any.
  func options(of view: any KeyboardHostView) -> ViewOptions? {
    let object = ObjectIdentifier(view)
    guard let entry = entries[object], entry.view === view else { return nil }
    return entry.options
  }

  /// Sets (or with `nil` clears) the view's options.
  func setOptions(_ options: ViewOptions?, for view: any KeyboardHostView) {
    let object = ObjectIdentifier(view)
    _ = id(of: view)
    guard let entry = entries[object] else { return }
    entry.options = options
    let isRider = options?.isRider ?? false
    // The list is taken out, changed and put back: no call runs inside an access to it, so the
    // optimizer can drop the run-time exclusivity checks of the host core's reads of it.
    var riders = riderEntries
    riderEntries = []
    if isRider, !riders.contains(where: { $0 === entry }) { riders.append(entry) }
    if !isRider { riders.removeAll { $0 === entry } }
    riderEntries = riders
  }

  private func freshID(for view: any KeyboardHostView) -> ViewID {
    if let identifier = view.hostIdentifier, !identifier.isEmpty {
      let id = ViewID(identifier)
      if let object = objects[id], entries[object]?.view == nil { forget(object) }
      if objects[id] == nil { return id }
    }
    while true {
      let id = ViewID("#\(nextNumber)")
      nextNumber += 1
      if let object = objects[id], entries[object]?.view == nil { forget(object) }
      if objects[id] == nil { return id }
    }
  }

  private func forget(_ object: ObjectIdentifier) {
    guard let entry = entries.removeValue(forKey: object) else { return }
    objects[entry.id] = nil
    var riders = riderEntries
    riderEntries = []
    riders.removeAll { $0 === entry }
    riderEntries = riders
  }
}
