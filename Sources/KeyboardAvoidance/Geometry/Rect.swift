/// A rectangle given by its origin and size, in points; y grows downward.
///
/// The corresponding UIKit type is `CGRect`. Unlike `CGRect` the model never standardizes a
/// rectangle: sizes are expected to be non-negative, and the script reader rejects negative ones.
public struct Rect: Hashable, Sendable, Codable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate, `origin.x`.
  public var minX: Double { origin.x }
  /// The smallest y coordinate (the top edge), `origin.y`.
  public var minY: Double { origin.y }
  /// The largest x coordinate, `origin.x + width`.
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate (the bottom edge), `origin.y + height`.
  public var maxY: Double { origin.y + size.height }
  /// The vertical middle, `minY + height / 2` (`CGRect.midY`).
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether the rectangle has no area.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// The rectangle moved by `dx` and `dy`.
  ///
  /// ```swift
  /// Rect(x: 20, y: 600, width: 350, height: 44).offsetBy(dx: 0, dy: -193)
  /// // (20,407,350,44)
  /// ```
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }
}

extension Rect: CustomStringConvertible {
  /// The rectangle as `(x,y,width,height)`, the notation of the script runner's trace.
  public var description: String {
    "(\(formatted(origin.x)),\(formatted(origin.y)),\(formatted(size.width)),"
      + "\(formatted(size.height)))"
  }
}

extension Rect {
  /// Decodes a rectangle from its `Codable` form, `{"origin": …, "size": …}`, or from the
  /// array `[x, y, width, height]` the JSON trace writes (its `derivation` member reads back
  /// with `JSONDecoder`).
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      self.init(
        x: try array.decode(Double.self), y: try array.decode(Double.self),
        width: try array.decode(Double.self), height: try array.decode(Double.self))
      guard array.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: array, debugDescription: "more than 4 numbers")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      origin: try container.decode(Point.self, forKey: .origin),
      size: try container.decode(Size.self, forKey: .size))
  }
}
