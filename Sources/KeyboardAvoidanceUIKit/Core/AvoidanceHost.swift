import KeyboardAvoidance
import KeyboardScript

/// The host core: it owns an `AvoidanceEngine` and drives it from a view system that
/// conforms to ``KeyboardHostView`` and ``KeyboardHostWindow``.
///
/// A host reports what happens — a field began editing, a keyboard notification arrived, the
/// user dragged a scroll view — and the core mirrors the views the decision needs, hands the
/// engine the event and applies the effects it decides to the views. The UIKit layer's
/// `KeyboardAvoider` does all of this by itself; a host of another view system calls these
/// methods from its own callbacks:
///
/// ```swift
/// let host = AvoidanceHost(root: viewController.view, window: window)
/// host.setOptions(ViewOptions(followsKeyboard: true), for: composer)
/// host.fieldDidBeginEditing(textField)
/// host.receive(.keyboard(.keyboardWillShow), object: nil, userInfo: notification.userInfo ?? [:])
/// ```
///
/// **Mirroring is lazy.** The core reads the whole screen once, when it is created. From then
/// on, right before each decision it reads the focused field's chain of superviews up to the
/// root and the riders (the views with ``ViewOptions/followsKeyboard`` or a
/// ``ViewOptions/keyboardLift``), and writes into the engine's tree only what differs from what
/// it read before. Navigation queries also read the fields of the focused field's group.
///
/// **Its own writes are not user scrolls.** The core sends a `AvoidanceEvent.scroll(_:offset:)`
/// only from ``userDidScroll(_:)``, which a host calls when a drag ends, never from an offset
/// change (UIKit's `scrollViewDidScroll` fires for programmatic changes too).
@MainActor
public final class AvoidanceHost {
  /// The engine, with the tree the core mirrored.
  public internal(set) var engine: AvoidanceEngine
  /// The window the screen is in.
  public private(set) weak var window: (any KeyboardHostWindow)?
  /// The screen's root view (a view controller's view).
  public private(set) weak var root: (any KeyboardHostView)?

  let registry = ViewRegistry()
  let rootID: ViewID
  /// The field the host last reported as editing.
  weak var focused: (any KeyboardHostView)?
  /// The field a `focus` effect or a navigation made first responder: its begin-editing report
  /// is no new event.
  var focusFromEffect: ViewID?
  /// The riders mirrored by the last event, in the registry's order.
  var mirroredRiders: [ViewID] = []
  /// How many times the core inserted or removed views of the engine's tree: a record placed
  /// at the current count is known to be in the tree without a look-up.
  var structure = 0
  /// What the core last read off each view it mirrored, by the view's identity.
  var records: [ObjectIdentifier: MirrorRecord] = [:]
  /// The same records by id, for applying effects, which name views by id.
  var recordsByID: [ViewID: MirrorRecord] = [:]
  /// The records of the views the latest effects went to (a few, event after event), the most
  /// recent last, at most ``effectTargetLimit``; each is in ``recordsByID``.
  var effectTargets: [MirrorRecord] = []
  static let effectTargetLimit = 8
  /// The number of the current event: a view read during it is not read again.
  var pass = 0
  /// Whether mirroring reads what preservation needs (text, selections, restoration
  /// identifiers, tabs); keyboard notifications, which change none of it, skip it.
  var readsPreserved = true
  /// The list the engine appends each event's effects to.
  var effectBuffer: [AvoidanceEffect] = []
  /// A keyboard run until the window's animation block applies it.
  var pendingKeyboardRun: ArraySlice<AvoidanceEffect>?
  /// Where events are recorded, if recording.
  var recorder: ScriptRecorder?
  /// How many views the last event's mirroring read (a test hook for laziness).
  package internal(set) var viewsRead = 0
  /// The ids of the records ``effectTargets`` keeps (a test hook for their lapse).
  package var effectTargetIDs: [ViewID] { effectTargets.map(\.id) }
  /// The keyboard's top as last notified or tracked, in window coordinates (`nil` after a hide
  /// without a frame): a guide reading equal to it is the keyboard at rest, not a drag.
  var keyboardGuideTop: Double?
  /// The text view that last began editing and its caret then, until ``confirmCaret()``.
  var caretToConfirm: CaretToConfirm?

  /// A host for the screen under `root` in `window`.
  public init(
    root: any KeyboardHostView, window: any KeyboardHostWindow,
    settings: AvoidanceSettings = AvoidanceSettings()
  ) {
    self.root = root
    self.window = window
    rootID = registry.id(of: root)
    let node = Self.node(of: root, id: rootID, window: window, isRoot: true, options: nil)
    engine = AvoidanceEngine(
      tree: ViewTree(windowSize: window.hostWindowSize, root: node), settings: settings)
    // The screen at rest, once: what later events tell apart from what changed.
    mirrorScreen()
  }

  // MARK: Options

  /// Sets a view's options (`nil` clears them); they take effect from the next event.
  public func setOptions(_ options: ViewOptions?, for view: any KeyboardHostView) {
    defer { assertInvariants() }
    let excluded = registry.options(of: view)?.excludesSubtree ?? false
    registry.setOptions(options, for: view)
    forgetRecord(of: view)
    // A subtree excluded or let back in: every field is read again at the next event.
    if excluded != (options?.excludesSubtree ?? false) {
      for record in Array(records.values) where record.reading.kind.isField {
        if let field = record.view { forgetRecord(of: field) }
      }
    }
    // A view the tree holds takes its options there at once: the next event may not read it.
    let id = id(of: view)
    guard engine.tree.contains(id) else { return }
    let node = node(for: view, id: id)
    engine.updateTree { tree in try? tree.update(id) { $0 = node } }
  }

  /// Drops a view's record, so that the next event reads the view again and writes it.
  private func forgetRecord(of view: any KeyboardHostView) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(view)) else { return }
    recordsByID[record.id] = nil
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

  /// A field began editing (UIKit: `textDidBeginEditingNotification`); a text view passes its
  /// caret in its own coordinates.
  public func fieldDidBeginEditing(_ field: any KeyboardHostView, caret: Rect? = nil) {
    defer { assertInvariants() }
    let id = id(of: field)
    focused = field
    if focusFromEffect == id {
      focusFromEffect = nil
      return
    }
    focusFromEffect = nil
    prepare()
    // A field that is not under the root belongs to another screen.
    guard let node = engine.tree[id] else { return }
    // Whether it lies in a subtree that avoids the keyboard by itself, as it is now.
    let options = registry.options(of: field)?.avoidance ?? .enabled
    let avoidance: Avoidance = isExcluded(field) ? .disabled : options
    if node.avoidance != avoidance {
      engine.updateTree { tree in try? tree.update(id) { $0.avoidance = avoidance } }
    }
    send(.focus(id, caret: caret))
  }

  /// A field ended editing (UIKit: `textDidEndEditingNotification`); nothing moves until the
  /// keyboard hides.
  public func fieldDidEndEditing(_ field: any KeyboardHostView) {
    defer { assertInvariants() }
    guard focused === field else { return }
    focused = nil
    send(.blur)
  }

  /// The focused text view's caret moved, in the text view's coordinates (`caretRect(for:)` of
  /// the selection's end).
  public func caretDidMove(to caret: Rect) {
    defer { assertInvariants() }
    prepare()
    send(.caret(caret))
  }

  /// A keyboard notification whose `userInfo` was already read.
  ///
  /// The end frame is converted from the screen's coordinates to the window's. Another app's
  /// keyboard (`IsLocal` false) is classified by its frame like this app's (AVOIDANCE §2): it
  /// covers the window all the same, and no field of this app is focused then. A show or frame
  /// change without an end frame is ignored; a hide is always a hide.
  public func keyboardNotification(_ name: KeyboardNotification.Name, _ info: KeyboardUserInfo) {
    defer { assertInvariants() }
    guard let window else { return }
    readsPreserved = false
    defer { readsPreserved = true }
    let animation = info.animation
    guard let screenFrame = info.frame else {
      // Hides count as hidden whatever frame they carry (AVOIDANCE §2); a show or a frame change
      // without an end frame says nothing of where the keyboard is, and is ignored.
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
    // The window may have turned since the last event (uikit-facts 28: a rotation's show comes
    // after it): the docked test needs the window's size now.
    resizeIfNeeded(window)
    prepare()
    send(.keyboard(KeyboardNotification(name, frame: frame, animation: animation)))
  }

  /// The user finished dragging a scroll view, or its deceleration ended: its current offset is
  /// the user's. A list's cells are mirrored with it, as the engine anchors its content to one.
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

  /// The app changed a view's geometry, or UIKit recomputed a scroll view's automatic inset or
  /// the root's safe area: what differs from the engine's tree goes to it as one
  /// `AvoidanceEvent.update(_:_:)`; a view the tree lacks waits for the next event's mirroring.
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

  /// The window changed size (rotation, Split View), once the views have their new frames: the
  /// window's size, the root's safe area and every mirrored view's new frame and automatic inset
  /// go to the engine as one `AvoidanceEvent.resize(_:)`.
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

  /// The window laid out (a rotation, Split View or Stage Manager resize): when its size differs
  /// from the engine's, ``windowDidResize()``. Keyboard notifications check the size too.
  public func windowDidLayout() {
    guard let window else { return }
    resizeIfNeeded(window)
  }

  /// Sends a resize when the window's size is not the one the engine has.
  func resizeIfNeeded(_ window: any KeyboardHostWindow) {
    guard window.hostWindowSize != engine.tree.windowSize else { return }
    windowDidResize()
  }

  /// The scroll views the engine mirrors, whose user drags the host reports
  /// (``userDidScroll(_:)``): the UIKit layer watches their pan gesture recognizers.
  public var mirroredScrollViews: [any KeyboardHostView] {
    engine.tree.views.compactMap { node in
      node.kind.isScrollContainer ? view(for: node.id) : nil
    }
  }

  /// Focuses the focused field's previous or next field, as a toolbar's buttons or the return
  /// key ask; at either end of its group nothing happens.
  ///
  /// UIKit is asked first: the engine hears the navigation only once the field it would move to
  /// became first responder, so a refused `becomeFirstResponder()` moves nothing. Fields that
  /// cannot take the focus (``KeyboardHostView/hostAcceptsFocus``) are skipped.
  public func navigate(_ direction: FieldNavigation.Direction) {
    defer { assertInvariants() }
    prepare()
    mirrorNavigationGroup()
    let answer = engine.navigation()
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

  /// The focused field's previous and next fields and its return key, for a toolbar and the
  /// return key; `nil` with no field focused. Reads the fields of the focused field's group.
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
    // One list, kept between events, takes each event's effects.
    effectBuffer.removeAll(keepingCapacity: true)
    engine.handle(event, appendingTo: &effectBuffer)
    leaveUserScrollingAlone(&effectBuffer)
    let effects = effectBuffer
    switch event {
    case .insertCells, .removeCells, .reload, .push, .pop, .selectTab, .memoryWarning:
      // The engine inserted or removed views itself: no record is known to be in place.
      structure &+= 1
    default: break
    }
    apply(effects)
  }

  /// Makes a field the engine focused first responder; its own begin-editing report is this
  /// decision coming back, not a new event.
  func makeFirstResponder(_ id: ViewID) {
    guard let view = view(for: id) else { return }
    focused = view
    focusFromEffect = id
    view.hostBecomeFirstResponder()
  }
}
