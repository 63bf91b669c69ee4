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

extension Point {
  /// Decodes a point from its `Codable` form, `{"x": …, "y": …}`, or from the array `[x, y]`
  /// the JSON trace writes (its `derivation` member reads back with `JSONDecoder`).
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      self.init(x: try array.decode(Double.self), y: try array.decode(Double.self))
      guard array.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: array, debugDescription: "more than 2 numbers")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Double.self, forKey: .x),
      y: try container.decode(Double.self, forKey: .y))
  }
}
