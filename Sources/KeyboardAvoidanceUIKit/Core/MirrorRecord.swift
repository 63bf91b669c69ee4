import KeyboardAvoidance

/// What the host core last read off one view, and where the view was: a class, so that checking
/// a view that has not changed copies nothing.
final class MirrorRecord {
  /// What preservation reads off a view.
  struct Preserved: Equatable {
    var restorationIdentifier: String?
    var text: String?
    var selectedRange: UTF16Range?
    var selectedIndex: Int
  }

  /// The view, to tell it from a later one at the same address.
  weak var view: (any KeyboardHostView)?
  /// The superview's identity when the view was last read.
  var superview: ObjectIdentifier?
  /// The superview's record as a walk up last found it, which saves the next walk a look-up;
  /// valid only while its `view` is the superview.
  var superRecord: MirrorRecord?
  let id: ViewID
  // The geometry the core reads off a view, to tell whether it changed: stored one by one, as an
  // access to one value of a struct stored in a class copies the whole struct out.
  /// The view's kind.
  var kind: ViewKind
  /// The frame in the superview's coordinates; the root's in the window's.
  var frame = Rect.zero
  /// Whether ``scroll`` holds a scroll container's scrolling state: not an optional, which each
  /// check for `nil` would copy out of the record whole.
  var hasScroll = false
  /// A scroll container's scrolling state, when ``hasScroll``.
  var scroll = ScrollState(contentSize: .zero)
  /// The root's safe area; zero for other views.
  var safeArea = Insets.zero
  /// What preservation last read: the restoration identifier, a field's text and selection, a
  /// tabs view's selected tab; `nil` for a view that has none of them. Apart from the geometry,
  /// so that keyboard events, which read no text, neither copy nor compare it.
  var preserved: Preserved?
  /// The event during which the view was last read.
  var pass: Int
  /// The host's structure count when the view was last found in place in the engine's tree
  /// (under its superview's node); `-1` before that.
  var placed = -1

  /// Reads the view's geometry again and keeps it: whether it differs from the last reading.
  ///
  /// What the reading holds is compared where the record keeps it, one value at a time, so that
  /// a reading that has not changed (the usual case) is neither copied nor written. The root's
  /// frame is read in the window's coordinates, with its safe area; without a window, as any
  /// other view's.
  ///
  /// - Parameters:
  ///   - view: The record's view.
  ///   - window: The window; its conversion gives the root's frame, with the root's safe area.
  ///   - isRoot: Whether `view` is the root.
  /// - Returns: Whether the reading changed.
  @MainActor @inline(__always)
  func takeReading(
    of view: any KeyboardHostView, window: (any KeyboardHostWindow)?, isRoot: Bool
  ) -> Bool {
    let kind = view.hostKind
    let frame: Rect
    let safeArea: Insets
    // Through an optional chain: binding the window would retain it.
    if isRoot, let frameInWindow = window?.hostFrameInWindow(of: view) {
      frame = frameInWindow
      safeArea = view.hostSafeAreaInsets
    } else {
      frame = view.hostFrame
      safeArea = .zero
    }
    var changed = self.kind != kind || self.frame != frame || self.safeArea != safeArea
    // Only a scroll container's scrolling state reaches the engine's tree (`readScrollState`).
    if kind.isScrollContainer, let scroll = view.hostScrollState {
      if changed || !hasScroll || self.scroll != scroll {
        self.scroll = scroll
        hasScroll = true
        changed = true
      }
    } else if hasScroll {
      hasScroll = false
      changed = true
    }
    guard changed else { return false }
    self.kind = kind
    self.frame = frame
    self.safeArea = safeArea
    return true
  }

  /// A record of `view`, whose geometry is read with ``takeReading(of:window:isRoot:)``.
  init(
    view: any KeyboardHostView, kind: ViewKind, superview: ObjectIdentifier?, id: ViewID,
    preserved: Preserved?, pass: Int
  ) {
    self.view = view
    self.kind = kind
    self.preserved = preserved
    self.superview = superview
    self.id = id
    self.pass = pass
  }
}
