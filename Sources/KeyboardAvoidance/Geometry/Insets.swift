/// Distances inward from each edge of a rectangle, in points.
///
/// The corresponding UIKit type is `UIEdgeInsets`, and the order of the initializer's arguments
/// and of the script format's arrays is UIKit's: top, left, bottom, right.
public struct Insets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from their four edges, in UIKit's order; an edge left out is zero
  /// (`Insets(bottom: 34)`).
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

  /// The edge-by-edge sum of two insets, as UIKit's `adjustedContentInset` adds the safe area to
  /// the content inset.
  public static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  /// The insets with the bottom edge replaced.
  public func withBottom(_ bottom: Double) -> Insets {
    var copy = self
    copy.bottom = bottom
    return copy
  }
}

extension Insets: CustomStringConvertible {
  /// The insets as `(top,left,bottom,right)`.
  public var description: String {
    "(\(formatted(top)),\(formatted(left)),\(formatted(bottom)),\(formatted(right)))"
  }
}

extension Insets {
  /// Decodes insets from their `Codable` form, `{"top": …, "left": …, "bottom": …, "right": …}`,
  /// or from the array `[top, left, bottom, right]` the JSON trace writes (its `derivation`
  /// member reads back with `JSONDecoder`).
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      self.init(
        top: try array.decode(Double.self), left: try array.decode(Double.self),
        bottom: try array.decode(Double.self), right: try array.decode(Double.self))
      guard array.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: array, debugDescription: "more than 4 numbers")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decode(Double.self, forKey: .top),
      left: try container.decode(Double.self, forKey: .left),
      bottom: try container.decode(Double.self, forKey: .bottom),
      right: try container.decode(Double.self, forKey: .right))
  }
}
