import KeyboardAvoidance
import KeyboardScript

/// The host core: it drives an `AvoidanceEngine` from views conforming to ``KeyboardHostView``
/// in a ``KeyboardHostWindow``. A host reports what happens; the core mirrors the views the
/// decision needs, hands the engine the event and applies its effects. The UIKit layer's
/// `KeyboardAvoider` calls it for you; another view system's host calls it from its callbacks:
///
/// ```swift
/// let host = AvoidanceHost(root: viewController.view, window: window)
/// host.setOptions(ViewOptions(followsKeyboard: true), for: composer)
/// host.fieldDidBeginEditing(textField)
/// host.receive(.keyboard(.keyboardWillShow), object: nil, userInfo: notification.userInfo ?? [:])
/// ```
///
/// **Mirroring is lazy.** The core reads the whole screen once, at creation; before each
/// decision it reads the focused field's superview chain and the riders (followers and lift
/// containers) and writes into the engine's tree only what changed.
///
/// **Its own writes are not user scrolls:** only ``userDidScroll(_:)`` sends a scroll event.
@MainActor
public final class AvoidanceHost {
  /// The engine, with the tree the core mirrored.
  public internal(set) var engine: AvoidanceEngine
  /// The window the screen is in; held weakly, so `nil` once the window is gone.
  public var window: (any KeyboardHostWindow)? { heldWindow }
  /// The screen's root view (a view controller's view); held weakly, so `nil` once it is gone.
  public var root: (any KeyboardHostView)? { heldRoot }
  // Weak: a dismissed screen is not kept alive. Not public: a stored property other modules can
  // reach keeps its run-time exclusivity checks, which a whole-module build drops for these.
  private weak var heldWindow: (any KeyboardHostWindow)?
  private weak var heldRoot: (any KeyboardHostView)?

  let registry = ViewRegistry()
  let rootID: ViewID
  /// The field the host last reported as editing.
  weak var focused: (any KeyboardHostView)?
  /// The field an effect or a navigation made first responder: its begin-editing is no event.
  var focusFromEffect: ViewID?
  /// The riders mirrored by the last event, in the registry's order.
  var mirroredRiders: [ViewID] = []
  /// Counts the core's inserts and removals in the tree: a record placed at it is in the tree.
  var structure = 0
  /// What the core last read off each view it mirrored, by the view's identity.
  var records: [ObjectIdentifier: MirrorRecord] = [:]
  /// The same records by id, for applying effects, which name views by id.
  var recordsByID: [ViewID: MirrorRecord] = [:]
  /// The root's record, also in ``records``: every walk reaches the root, which needs no look-up.
  var rootRecord: MirrorRecord?
  /// The records the latest effects went to, most recent last; each is in ``recordsByID``.
  var effectTargets: [MirrorRecord] = []
  static let effectTargetLimit = 8
  /// The number of the current event: a view read during it is not read again.
  var pass = 0
  /// Whether mirroring reads what preservation needs; keyboard events skip it.
  var readsPreserved = true
  /// The list the engine appends each event's effects to.
  var effectBuffer: [AvoidanceEffect] = []
  /// A keyboard run until the window's animation block applies it.
  var pendingKeyboardRun: ArraySlice<AvoidanceEffect>?
  /// Where events are recorded, if recording.
  var recorder: ScriptRecorder?
  /// How many views the last event's mirroring read (a test hook for laziness).
  package var viewsRead: Int { readCount }
  var readCount = 0  // Not package, for the reason given at `heldRoot`.
  /// The ids of the records ``effectTargets`` keeps (a test hook for their lapse).
  package var effectTargetIDs: [ViewID] { effectTargets.map(\.id) }
  /// The keyboard's top as last notified or tracked (window coordinates; `nil` after a hide).
  var keyboardGuideTop: Double?
  /// The text view that last began editing and its caret then, until ``confirmCaret()``.
  var caretToConfirm: CaretToConfirm?

  /// A host for the screen under `root` in `window`.
  public init(
    root: any KeyboardHostView, window: any KeyboardHostWindow,
    settings: AvoidanceSettings = AvoidanceSettings()
  ) {
    heldRoot = root
    heldWindow = window
    rootID = registry.id(of: root)
    let node = Self.node(of: root, id: rootID, window: window, isRoot: true, options: nil)
    engine = AvoidanceEngine(
      tree: ViewTree(windowSize: window.hostWindowSize, root: node), settings: settings)
    mirrorScreen()
  }

  // MARK: Options

  /// Sets a view's options (`nil` clears them); they take effect from the next event.
  public func setOptions(_ options: ViewOptions?, for view: any KeyboardHostView) {
    defer { assertInvariants() }
    let excluded = registry.options(of: view)?.excludesSubtree ?? false
    registry.setOptions(options, for: view)
    forgetRecord(of: view)
    // A subtree excluded or let back in: every field is read again.
    if excluded != (options?.excludesSubtree ?? false) {
      for record in Array(records.values) where record.reading.kind.isField {
        if let field = record.view { forgetRecord(of: field) }
      }
    }
    // The tree takes them at once: the next event may not read the view.
    let id = id(of: view)
    guard engine.tree.contains(id) else { return }
    let node = node(for: view, id: id)
    engine.updateTree { tree in try? tree.update(id) { $0 = node } }
  }

  /// Drops a view's record, so that the next event reads the view again and writes it.
  private func forgetRecord(of view: any KeyboardHostView) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(view)) else { return }
    recordsByID[record.id] = nil
    if record === rootRecord { rootRecord = nil }
    forgetTarget(record)
  }

  /// The options set for a view, if any.
  public func options(for view: any KeyboardHostView) -> ViewOptions? {
    registry.options(of: view)
  }

  /// The identity the core gives a view in the engine's tree and in recordings.
  public func id(of view: any KeyboardHostView) -> ViewID {
    view === root ? rootID : registry.id(of: view)
  }

  /// New global settings, from the next adjustment on.
  public func setSettings(_ settings: AvoidanceSettings) {
    defer { assertInvariants() }
    send(.settings(settings))
  }

  // MARK: Events

  /// A field began editing; a text view passes its caret in its own coordinates.
  public func fieldDidBeginEditing(_ field: any KeyboardHostView, caret: Rect? = nil) {
    defer { assertInvariants() }
    let id = id(of: field)
    focused = field
    let fromEffect = focusFromEffect == id
    focusFromEffect = nil
    if fromEffect { return }
    prepare()
    // A field not under the root belongs to another screen.
    guard let node = engine.tree[id] else { return }
    let options = registry.options(of: field)?.avoidance ?? .enabled
    let avoidance: Avoidance = isExcluded(field) ? .disabled : options
    if node.avoidance != avoidance {
      engine.updateTree { tree in try? tree.update(id) { $0.avoidance = avoidance } }
    }
    send(.focus(id, caret: caret))
  }

  /// A field ended editing; nothing moves until the keyboard hides.
  public func fieldDidEndEditing(_ field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard focused === field else { return }
    focused = nil
    send(.blur)
  }

  /// The focused text view's caret moved, in the text view's coordinates.
  public func caretDidMove(to caret: Rect) {
    defer { assertInvariants() }
    prepare()
    send(.caret(caret))
  }

  /// A keyboard notification whose `userInfo` was already read; its end frame is converted to
  /// the window's coordinates. Another app's keyboard counts as this app's (AVOIDANCE §2); a
  /// show or frame change without an end frame is ignored, and a hide is always a hide.
  public func keyboardNotification(_ name: KeyboardNotification.Name, _ info: KeyboardUserInfo) {
    defer { assertInvariants() }
    guard let window else { return }
    readsPreserved = false
    defer { readsPreserved = true }
    let animation = info.animation
    guard let screenFrame = info.frame else {
      let notification = KeyboardNotification(name, frame: .zero, animation: animation)
      if notification.isHide {
        keyboardGuideTop = nil
        prepare()
        send(.keyboard(notification))
      }
      return
    }
    let frame = window.hostConvertFromScreen(screenFrame)
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return }
    keyboardGuideTop = frame.minY
    // A rotation's show comes after it (uikit-facts 28): the docked test needs the new size.
    if window.hostWindowSize != engine.tree.windowSize { windowDidResize() }
    prepare()
    send(.keyboard(KeyboardNotification(name, frame: frame, animation: animation)))
  }

  /// The user finished dragging a scroll view, or its deceleration ended: its offset is the
  /// user's.
  public func userDidScroll(_ scrollView: any KeyboardHostView) {
    defer { assertInvariants() }
    guard let state = scrollView.hostScrollState else { return }
    let id = id(of: scrollView)
    beginEvent()
    guard mirror(chainOf: scrollView, keeping: id) else { return }
    // A list's anchor is one of its rows: the engine needs them all to choose it.
    if scrollView.hostKind.isList { mirrorCells(of: scrollView, except: [], keeping: id) }
    prepare(counting: false)
    send(.scroll(id, offset: state.contentOffset))
  }

  /// A view's geometry, automatic inset or (the root's) safe area changed: what differs goes to
  /// the engine as one `AvoidanceEvent.update(_:_:)`.
  public func viewDidChange(_ view: any KeyboardHostView) {
    defer { assertInvariants() }
    let id = id(of: view)
    guard let old = engine.tree[id] else {
      prepare()
      return
    }
    beginEvent()
    let new = node(for: view, id: id)
    prepare(keeping: id, counting: false)
    var update = ViewUpdate()
    if new.frame != old.frame { update.frame = new.frame }
    if id == rootID, new.safeAreaInsets != old.safeAreaInsets {
      update.safeArea = new.safeAreaInsets
    }
    if new.kind.isScrollContainer {
      if new.contentSize != old.contentSize { update.contentSize = new.contentSize }
      if new.contentInset != old.contentInset { update.contentInset = new.contentInset }
      if new.contentOffset != old.contentOffset { update.contentOffset = new.contentOffset }
      if new.contentInsetAdjustment != old.contentInsetAdjustment {
        update.safeArea = new.contentInsetAdjustment
      }
    }
    guard update != ViewUpdate() else { return }
    send(.update(id, update))
  }

  /// The window changed size, once the views have their new frames: one
  /// `AvoidanceEvent.resize(_:)` carries what changed.
  public func windowDidResize() {
    defer { assertInvariants() }
    guard let window else { return }
    let tree = engine.tree
    let size = window.hostWindowSize
    var resize = WindowResize(windowSize: size)
    beginEvent()
    for old in tree.views {
      guard let view = old.id == rootID ? root : registry.view(for: old.id) else { continue }
      let new = node(for: view, id: old.id)
      if old.id == rootID {
        let fills = old.frame == Rect(origin: .zero, size: tree.windowSize)
        let filled = new.frame == Rect(origin: .zero, size: size)
        if !(fills && filled) && new.frame != old.frame { resize.frames[old.id] = new.frame }
        if new.safeAreaInsets != old.safeAreaInsets { resize.rootSafeArea = new.safeAreaInsets }
      } else if new.frame != old.frame {
        resize.frames[old.id] = new.frame
      }
      if new.kind.isScrollContainer, new.contentInsetAdjustment != old.contentInsetAdjustment {
        resize.safeAreas[old.id] = new.contentInsetAdjustment
      }
    }
    prepare(onlyMissing: true, counting: false)
    send(.resize(resize))
  }

  /// The window laid out: ``windowDidResize()`` when its size differs from the engine's.
  public func windowDidLayout() {
    guard let window, window.hostWindowSize != engine.tree.windowSize else { return }
    windowDidResize()
  }

  /// The scroll views the engine mirrors, whose drags the host reports (``userDidScroll(_:)``).
  public var mirroredScrollViews: [any KeyboardHostView] {
    engine.tree.scrollContainerIDs.compactMap { view(for: $0) }
  }

  /// Focuses the previous or next field; at either end of the group nothing happens. The engine
  /// hears it only once the field became first responder, so a refusal moves nothing.
  public func navigate(_ direction: FieldNavigation.Direction) {
    defer { assertInvariants() }
    let answer = navigation()
    let target = direction == .next ? answer?.next : answer?.previous
    if let target, let view = view(for: target) {
      let before = focused
      focused = view
      focusFromEffect = target
      guard view.hostBecomeFirstResponder() else {
        focused = before
        focusFromEffect = nil
        return
      }
    }
    send(.navigate(direction))
  }

  /// The focused field's previous and next fields and return key; `nil` with no focus.
  public func navigation() -> FieldNavigation? {
    defer { assertInvariants() }
    prepare()
    mirrorNavigationGroup()
    return engine.navigation()
  }

  /// The live view the engine's tree names `id`.
  public func view(for id: ViewID) -> (any KeyboardHostView)? {
    id == rootID ? root : registry.view(for: id)
  }

  // MARK: Sending

  /// Records the event, hands it to the engine and applies its effects.
  func send(_ event: AvoidanceEvent) {
    recorder?.record(event)
    effectBuffer.removeAll(keepingCapacity: true)
    engine.handle(event, appendingTo: &effectBuffer)
    let effects = effectBuffer
    switch event {
    case .insertCells, .removeCells, .reload, .push, .pop, .selectTab, .memoryWarning:
      // The engine changed the tree's structure itself.
      structure &+= 1
    default: break
    }
    apply(effects)
  }

  /// Makes a field the engine focused first responder (its begin-editing is no new event).
  func makeFirstResponder(_ id: ViewID) {
    guard let view = view(for: id) else { return }
    focused = view
    focusFromEffect = id
    if !view.hostBecomeFirstResponder() { focusFromEffect = nil }
  }
}
