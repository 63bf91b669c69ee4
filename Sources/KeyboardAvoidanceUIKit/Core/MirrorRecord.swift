import KeyboardAvoidance

/// What the host core last read off one view, and where the view was: a class, so that checking
/// a view that has not changed copies nothing.
final class MirrorRecord {
  /// The geometry the core reads off a view, to tell whether it changed.
  struct Reading: Equatable {
    var kind: ViewKind
    /// The frame in the superview's coordinates; the root's in the window's.
    var frame: Rect
    var scroll: ScrollState?
    /// The root's safe area; zero for other views.
    var safeArea: Insets
  }

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
  var reading: Reading
  /// What preservation last read: the restoration identifier, a field's text and selection, a
  /// tabs view's selected tab; `nil` for a view that has none of them. Apart from ``reading``,
  /// so that keyboard events, which read no text, neither copy nor compare it.
  var preserved: Preserved?
  /// The event during which the view was last read.
  var pass: Int
  /// The host's structure count when the view was last found in place in the engine's tree
  /// (under its superview's node); `-1` before that.
  var placed = -1

  init(
    view: any KeyboardHostView, superview: ObjectIdentifier?, id: ViewID, reading: Reading,
    preserved: Preserved?, pass: Int
  ) {
    self.view = view
    self.preserved = preserved
    self.superview = superview
    self.id = id
    self.reading = reading
    self.pass = pass
  }
}
