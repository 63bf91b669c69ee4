/// Why the engine ignored an event, or part of one: input that names a view it cannot use.
///
/// The engine never traps on its input; instead ``AvoidanceEngine/handle(_:)`` records the
/// reason in ``AvoidanceEngine/diagnostic``, so a host (or a test) can tell a deliberate "nothing
/// moves" from an event that did not apply. A `focus` naming a view the host forgot to mirror is
/// the usual cause.
///
/// ```swift
/// let effects = engine.handle(.focus("nots"))
/// effects.isEmpty        // true
/// engine.diagnostic      // .unknownView("nots")
/// ```
public enum AvoidanceDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The event names a view that is not in the tree (for a `resize`, the first such frame; the
  /// others are applied).
  case unknownView(ViewID)
  /// A `focus` names a view that is not a text field or text view.
  case notAField(ViewID, ViewKind)
  /// A `scroll` names a view that does not scroll.
  case notAScrollContainer(ViewID, ViewKind)
  /// A `caret` arrived while no text view has focus.
  case noFocusedTextView
  /// A `focus` names a field on a screen that is not visible.
  case notVisible(ViewID)
  /// An event names a view of the wrong kind for it: a list change of a view that is not a
  /// table or collection, a `push` onto a view that is not a navigation stack, and so on.
  case wrongKind(ViewID, ViewKind, expected: String)
  /// A change that does not fit the screen as it is: an insertion index out of range, a cell
  /// named twice or not in a list, a pop of an empty stack, a tab index out of range.
  case invalidChange(String)

  /// The reason in words, as traces print it after `ignored:`.
  public var description: String {
    switch self {
    case .unknownView(let id): "no view has id \"\(id)\""
    case .notAField(let id, let kind): "view \"\(id)\" is a \(kind.rawValue), not a field"
    case .notAScrollContainer(let id, let kind):
      "view \"\(id)\" is a \(kind.rawValue), not a scroll container"
    case .noFocusedTextView: "no text view has focus"
    case .notVisible(let id): "view \"\(id)\" is not on the visible screen"
    case .wrongKind(let id, let kind, let expected):
      "view \"\(id)\" is a \(kind.rawValue), not \(expected)"
    case .invalidChange(let reason): reason
    }
  }
}
