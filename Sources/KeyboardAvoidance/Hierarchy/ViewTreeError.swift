/// Why a change to a ``ViewTree`` was refused.
public enum ViewTreeError: Error, Hashable, Sendable {
  /// A view with this identity is already in the tree.
  case duplicateID(ViewID)
  /// No view has this identity.
  case unknownID(ViewID)
  /// The view is a field, and fields hold no children.
  case cannotHaveChildren(ViewID)
  /// The root cannot be removed.
  case cannotRemoveRoot
  /// An update tried to change the view's identity.
  case identityChanged(ViewID)
  /// An insertion index lies outside `0...count`.
  case indexOutOfRange(index: Int, parent: ViewID, count: Int)
  /// The tree cannot hold more views.
  case tooManyViews
  /// A chain given to ``ViewTree/refresh(chain:)`` does not end at the tree's root (the payload is
  /// its last view's identity, empty for an empty chain).
  case notTheRoot(ViewID)
}

extension ViewTreeError: CustomStringConvertible {
  /// A sentence saying what was refused and why.
  public var description: String {
    switch self {
    case .duplicateID(let id): "a view with id \"\(id)\" is already in the tree"
    case .unknownID(let id): "no view has id \"\(id)\""
    case .cannotHaveChildren(let id): "view \"\(id)\" is a field and cannot hold children"
    case .cannotRemoveRoot: "the root view cannot be removed"
    case .identityChanged(let id): "an update of \"\(id)\" may not change its id"
    case .indexOutOfRange(let index, let parent, let count):
      "index \(index) is outside 0...\(count) among the children of \"\(parent)\""
    case .tooManyViews: "the tree cannot hold more views"
    case .notTheRoot(let id): "the chain ends at \"\(id)\", not at the tree's root"
    }
  }
}
