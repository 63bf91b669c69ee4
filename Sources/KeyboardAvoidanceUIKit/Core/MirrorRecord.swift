import KeyboardAvoidance

/// What the host core last read off one view, and where the view was.
@MainActor
final class MirrorRecord {
  /// What preservation reads off a view.
  struct Preserved: Equatable {
    var restorationIdentifier: String?
    var text: String?
    var selectedRange: UTF16Range?
    var selectedIndex: Int
  }

  /// The geometry the core reads off a view, to tell whether it changed.
  struct Reading: Equatable {
    var kind: ViewKind
    /// The frame in the superview's coordinates; the root's in the window's.
    var frame: Rect
    /// A scroll container's state; `nil` for other views.
    var scroll: ScrollState?
    /// The root's safe area; zero for other views.
    var safeArea: Insets

    @MainActor
    init(of view: any KeyboardHostView, window: (any KeyboardHostWindow)?, isRoot: Bool) {
      kind = view.hostKind
      if isRoot, let window {
        frame = window.hostFrameInWindow(of: view)
        safeArea = view.hostSafeAreaInsets
      } else {
        frame = view.hostFrame
        safeArea = .zero
      }
      scroll = kind.isScrollContainer ? view.hostScrollState : nil
    }
  }

  /// The view, to tell it from a later one at the same address.
  weak var view: (any KeyboardHostView)?
  let id: ViewID
  /// The superview's identity when the view was last read; `nil` for the root.
  var superview: ObjectIdentifier?
  var reading: Reading
  var preserved: Preserved?
  /// The event during which the view was last read (``AvoidanceHost/pass``).
  var pass: Int
  /// The host's ``AvoidanceHost/structure`` when the view was last found in place in the tree.
  var placed = -1

  init(
    view: any KeyboardHostView, id: ViewID, superview: ObjectIdentifier?, reading: Reading,
    preserved: Preserved?, pass: Int
  ) {
    self.view = view
    self.id = id
    self.superview = superview
    self.reading = reading
    self.preserved = preserved
    self.pass = pass
  }
}
