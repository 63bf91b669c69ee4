/// One row of a ``ListLayout``: a cell's identity and its height, in points.
///
/// A row has no stored position: its y is the sum of the heights of the rows before it. The
/// closest UIKit notion is a table view row with its `rowHeight`.
///
/// ```swift
/// let row = ListRow(id: "r0", height: 44)
/// print(row)  // r0 44
/// ```
public struct ListRow: Hashable, Sendable {
  /// The cell's identity.
  public var id: ViewID
  /// The cell's height, in points: finite and not negative (zero-height rows are allowed).
  public var height: Double

  /// Creates a row from a cell's identity and height.
  public init(id: ViewID, height: Double) {
    self.id = id
    self.height = height
  }
}

extension ListRow: CustomStringConvertible {
  /// The row as its identity and height (`r0 44`).
  public var description: String { "\(id) \(formatted(height))" }
}
