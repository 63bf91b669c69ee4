/// Why a change to a ``ListLayout`` was refused.
///
/// A refused change leaves the layout as it was.
public enum ListLayoutError: Error, Hashable, Sendable {
  /// A row with this identity is already in the list, or appears twice in one change.
  case duplicateRow(ViewID)
  /// No row of the list has this identity.
  case unknownRow(ViewID)
  /// An insertion index lies outside `0...count`.
  case indexOutOfRange(index: Int, count: Int)
  /// A height is negative, infinite or not a number.
  case invalidHeight(ViewID, Double)
}

extension ListLayoutError: CustomStringConvertible {
  /// A sentence saying what was refused and why.
  public var description: String {
    switch self {
    case .duplicateRow(let id): "a row with id \"\(id)\" is already in the list"
    case .unknownRow(let id): "no row of the list has id \"\(id)\""
    case .indexOutOfRange(let index, let count): "index \(index) is outside 0...\(count)"
    case .invalidHeight(let id, let height):
      "row \"\(id)\" has height \(height), which is not a finite, non-negative number"
    }
  }
}
