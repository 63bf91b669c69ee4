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

    /// What `view` shows now; the root in `window`'s coordinates, with its safe area. (Not an
    /// initializer, whose arguments are passed owned: a retain and a release of each view.)
    @MainActor
    static func of(
      _ view: any KeyboardHostView, window: (any KeyboardHostWindow)?, isRoot: Bool
    ) -> Reading {
      let kind = view.hostKind
      let scroll = kind.isScrollContainer ? view.hostScrollState : nil
      guard isRoot, let window else {
        return Reading(kind: kind, frame: view.hostFrame, scroll: scroll, safeArea: .zero)
      }
      return Reading(
        kind: kind, frame: window.hostFrameInWindow(of: view), scroll: scroll,
        safeArea: view.hostSafeAreaInsets)
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
