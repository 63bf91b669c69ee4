/// A width and a height, in points.
///
/// The corresponding UIKit type is `CGSize`.
public struct Size: Hashable, Sendable, Codable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
  /// The size as `(width,height)`.
  public var description: String { "(\(formatted(width)),\(formatted(height)))" }
}
