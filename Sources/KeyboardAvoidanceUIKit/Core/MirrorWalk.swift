import KeyboardAvoidance

/// Where one walk up a chain of superviews stands (``AvoidanceHost``'s mirroring): what it found
/// changed, what it counted and the record of the view below the one it reads.
///
/// A value the walk passes to each step, so that the step, which the walk reads the root with as
/// well as the other views, keeps nothing of the core's own between events.
struct MirrorWalk {
  /// The views that changed, from the walk's first view up, with their superviews: they are
  /// written root side first.
  typealias Change = (view: any KeyboardHostView, superview: (any KeyboardHostView)?, id: ViewID)

  /// The number of the current event (``AvoidanceHost/pass``).
  let pass: Int
  /// The core's count of structural changes to the engine's tree when the walk began.
  let structure: Int
  /// Whether the walk reads what preservation needs.
  let readsPreserved: Bool
  /// The views that changed so far.
  var changed: [Change] = []
  /// How many views the walk read.
  var viewsRead = 0
  /// The record of the view below the one being read, whose link to its superview's record the
  /// walk keeps up to date; `nil` at the walk's first view.
  var below: MirrorRecord?
  /// Whether the record of the view being read came through ``below``'s link (or from the
  /// walk's caller): then the link needs no fixing.
  var linked = true

  /// Notes a view that changed, with its superview. Apart from the walk's step, which runs it
  /// only for a view that changed: the step stays small.
  @inline(never)
  mutating func noteChanged(
    _ view: any KeyboardHostView, superview: (any KeyboardHostView)?, id: ViewID
  ) {
    changed.append((view, superview, id))
  }
}
