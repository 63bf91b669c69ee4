/// A location in a two-dimensional coordinate space, in points; y grows downward.
///
/// The corresponding UIKit type is `CGPoint`: a host converts with
/// `Point(x: p.x, y: p.y)` and `CGPoint(x: point.x, y: point.y)`.
public struct Point: Hashable, Sendable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; larger values are lower on the screen.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  /// The point as `(x,y)`, the notation of the script runner's trace.
  public var description: String { "(\(formatted(x)),\(formatted(y)))" }
}
