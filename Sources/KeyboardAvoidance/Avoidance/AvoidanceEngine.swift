/// The keyboard-avoidance engine: events in, ordered and explained effects out.
///
/// The engine is a value. It owns a ``ViewTree`` that mirrors the host's screen, applies each
/// effect it returns to that tree, and keeps the snapshots (``ScrollViewConfiguration``) it needs
/// to put everything back when the keyboard goes. The rules are those of <doc:HowAvoidanceDecides>:
/// reveal the focused field's target in the band between the bars and the keyboard, moving the
/// innermost scroll container first and the root last, and never counting the safe area twice.
///
/// ```swift
/// var engine = AvoidanceEngine(tree: tree)
/// engine.handle(.focus("email"))
/// let effects = engine.handle(.keyboard(KeyboardNotification(
///   .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
/// // form contentOffset (0,0) → (0,193), contentInset bottom 312, layout, indicator bottom 302
/// ```
///
/// Events that name unknown views, or views of the wrong kind, are ignored and produce no
/// effects; the engine never traps on its input, and ``diagnostic`` says why.
public struct AvoidanceEngine: Sendable {
  /// The screen as the engine last left it. Change its structure with ``updateTree(_:)``; to
  /// change geometry and have the engine adjust again, send ``AvoidanceEvent/update(_:_:)``.
  public internal(set) var tree: ViewTree
  /// The global settings.
  public internal(set) var settings: AvoidanceSettings
  /// The latest keyboard end frame, or `nil` before the first keyboard notification; after a
  /// `keyboardWillHide` or `keyboardDidHide`, the hidden frame whatever the notification carried
  /// (``KeyboardNotification/effectiveFrame(in:)``).
  public internal(set) var keyboardFrame: Rect?
  /// The latest keyboard animation; effects animate with it.
  public internal(set) var keyboardAnimation: KeyboardAnimation = .default
  /// The drag of the keyboard in force, from a ``AvoidanceEvent/keyboardTrack(top:)`` with a
  /// docked keyboard up until the next keyboard notification; `nil` otherwise.
  public internal(set) var keyboardTrack: KeyboardTrack?
  /// The focused field, if any.
  public internal(set) var focusedField: ViewID?
  /// The focused text view's caret, in its content coordinates, if known.
  public internal(set) var caret: Rect?
  /// Why the latest event was ignored, in whole or in part, or `nil` when the engine could use
  /// all of it.
  public internal(set) var diagnostic: AvoidanceDiagnostic?

  /// What preservation set aside during the latest event (or ``restore(from:)``): a bad
  /// archive, an unknown restoration path, a suspended anchoring loop. Empty when all went well.
  public internal(set) var warnings: [PreservationWarning] = []

  /// The snapshots of the containers the engine has changed, in the order it took them.
  public var configurations: [ScrollViewConfiguration] { snapshots.map(\.configuration) }

  /// Whether the engine records, for each event, the numbers behind its effects in
  /// ``derivation``. Off by default: then nothing is recorded and nothing allocated for it.
  public var recordsDerivations = false {
    didSet { if !recordsDerivations { derivationStorage.end() } }
  }

  /// The numbers behind the latest event's effects (<doc:HowAvoidanceDecides>), while
  /// ``recordsDerivations`` is on; `nil` otherwise. Not part of the engine's state: equality,
  /// hashing and coding ignore it.
  ///
  /// The engine records the next event's derivation in the storage of this one: a copy kept
  /// until then makes it allocate anew.
  public var derivation: AvoidanceDerivation? {
    derivationStorage.isRecording ? derivationStorage.derivation : nil
  }

  /// The latest event's derivation and the storage the next one reuses.
  var derivationStorage = DerivationStorage()

  /// The index, in the list the latest event appended to, of its first effect.
  var derivationBase = 0

  /// The snapshots, in the order they were taken.
  var snapshots: [Snapshot] = []
  /// The field the engine last adjusted for, which containers leaving the chain restore for.
  var adjustedField: ViewID?
  /// The containers the user scrolled while the keyboard was docked.
  var userScrolled: Set<ViewID> = []
  /// Where ``focusedField`` lives in the tree's storage, kept in step with it.
  var focusedSlot: Int32?
  /// Where ``adjustedField`` lives in the tree's storage, kept in step with it.
  var adjustedSlot: Int32?
  /// The path of the field last adjusted for, kept from event to event until the field or the
  /// tree's structure changes (not part of the engine's state: equality, hashing and coding
  /// ignore it).
  var pathStorage = Ancestry()
  /// Storage for the order in which snapshots are restored, reused the same way.
  var orderStorage: [Int] = []
  /// Pending restores, captured screens and anchoring state
  /// (<doc:PreservingScrollPositionAndTheCaret>).
  var preservation = PreservationState()
  /// The starting insets of the covered containers the engine has changed
  /// (<doc:ChatsComposersAndButtonBars>), in the order they were taken.
  var coveredSnapshots: [CoveredSnapshot] = []
  /// The followers and lift containers in tree order, found again after the tree's structure
  /// changes (not part of the engine's state).
  var keyboardLayout = KeyboardLayout()
  /// The focused field's navigation group's fields, found once per focus (not part of the
  /// engine's state).
  var navigationStorage = NavigationFields()

  /// Creates an engine for a screen.
  public init(tree: ViewTree, settings: AvoidanceSettings = AvoidanceSettings()) {
    self.tree = tree
    self.settings = settings
    preservation.definitions = tree.screenDefinitions()
  }

  /// Where the latest keyboard frame puts the keyboard in the current window.
  public var keyboardPlacement: KeyboardPlacement {
    guard let keyboardFrame else { return .hidden }
    return KeyboardPlacement(frame: keyboardFrame, in: tree.windowSize)
  }

  /// How far the root is shifted up.
  public var rootShift: Double { tree.rootShift }

  /// Changes the tree's structure — inserting and removing views — keeping the engine's
  /// bookkeeping in step. Nothing moves until the next event.
  ///
  /// ```swift
  /// try engine.updateTree { try $0.insert(row, under: "list") }
  /// ```
  public mutating func updateTree<Failure: Error>(
    _ body: (inout ViewTree) throws(Failure) -> Void
  ) throws(Failure) {
    defer {
      resolveSlots()
      checkInvariants(after: "updateTree")
    }
    try body(&tree)
  }

  /// Handles one event and returns the effects it decided, in the order a host applies them.
  ///
  /// The effects are already applied to ``tree``. No effect has equal `from` and `to` values.
  /// An event the engine cannot use returns no effects and sets ``diagnostic``.
  ///
  /// - Complexity: Proportional to the depth of the focused field and the number of snapshots,
  ///   never to the size of the screen.
  public mutating func handle(_ event: AvoidanceEvent) -> [AvoidanceEffect] {
    var effects: [AvoidanceEffect] = []
    handle(event, appendingTo: &effects)
    return effects
  }

  /// Handles one event, appending the effects it decided to `effects`: a replay collects every
  /// event's effects in one list, without a list per event.
  package mutating func handle(
    _ event: AvoidanceEvent, appendingTo effects: inout [AvoidanceEffect]
  ) {
    diagnostic = nil
    if !warnings.isEmpty { warnings.removeAll() }
    if recordsDerivations { beginDerivation(effectCount: effects.count) }
    defer {
      if recordsDerivations { finishDerivation() }
      checkInvariants(after: "handling \(event)")
    }
    guard event.isFinite else {
      diagnostic = .invalidChange("the event carries a number that is not finite")
      return
    }
    switch event {
    case .focus(let id, let caret):
      focus(id, caret: caret, &effects)
    case .blur:
      focusedField = nil
      focusedSlot = nil
      caret = nil
    case .caret(let rect):
      guard let focusedSlot, tree[slot: focusedSlot].kind == .textView else {
        diagnostic = .noFocusedTextView
        return
      }
      caret = rect
      reconcile(&effects)
    case .keyboard(let notification):
      endTrack(with: notification, &effects)
    case .scroll(let id, let offset):
      userDidScroll(id, to: offset)
    case .update, .resize:
      // A resize naming a view that is not there is refused whole, before any frame changes.
      if case .resize(let resize) = event,
        let unknown =
          (resize.frames.keys.filter { !tree.contains($0) }
          + resize.safeAreas.keys.filter { !tree.contains($0) }).min()
      {
        diagnostic = .unknownView(unknown)
        return
      }
      diagnostic = tree.applyInput(of: event)
      // A frame may have become empty, or a field appeared: the kept navigation group is stale.
      navigationStorage.groupSlot = -1
      // An update of a view that is not there changes nothing; a resize always changes the
      // window.
      if case .update = event, diagnostic != nil { return }
      reconcile(&effects)
    case .settings(let settings):
      self.settings = settings
    case .navigate(let direction):
      navigateFields(direction, &effects)
    case .keyboardTrack(let top):
      trackKeyboard(top: top, &effects)
    case .insertCells, .removeCells, .resizeCell, .reload:
      changeContent(event, &effects)
    case .push, .pop, .selectTab, .memoryWarning:
      navigate(event, &effects)
    case .select(let id, let range):
      select(range, in: id)
    case .edit(let id, let text):
      edit(id, text: text, &effects)
    }
  }
}

extension AvoidanceEngine {
  /// Focuses a field (a ``AvoidanceEvent/focus(_:caret:)`` event, or the neighbour a
  /// ``AvoidanceEvent/navigate(_:)`` event names).
  mutating func focus(_ id: ViewID, caret: Rect?, _ effects: inout [AvoidanceEffect]) {
    guard let slot = slot(of: id, kind: \.isField, otherwise: { .notAField(id, $0) })
    else { return }
    guard tree.isVisible(slot: slot) else {
      diagnostic = .notVisible(id)
      return
    }
    // The user chose where to type: a focus waiting to be restored gives way.
    preservation.focusIntent = nil
    focusedField = id
    focusedSlot = slot
    self.caret = tree[slot: slot].kind == .textView ? caret : nil
    reconcile(&effects)
  }
}
