// Array literals for the geometry types, in the script format's order, so that tests and small
// screens read like the scripts: `[20, 600, 350, 44]` for a rect. A literal with too few numbers
// takes zero for the missing ones and one with too many ignores the rest; it never traps.

extension Point: ExpressibleByArrayLiteral {
  /// Creates a point from `[x, y]`.
  public init(arrayLiteral values: Double...) {
    self.init(x: values.value(at: 0), y: values.value(at: 1))
  }
}

extension Size: ExpressibleByArrayLiteral {
  /// Creates a size from `[width, height]`.
  public init(arrayLiteral values: Double...) {
    self.init(width: values.value(at: 0), height: values.value(at: 1))
  }
}

extension Rect: ExpressibleByArrayLiteral {
  /// Creates a rect from `[x, y, width, height]`.
  public init(arrayLiteral values: Double...) {
    self.init(
      x: values.value(at: 0), y: values.value(at: 1), width: values.value(at: 2),
      height: values.value(at: 3))
  }
}

extension Insets: ExpressibleByArrayLiteral {
  /// Creates insets from `[top, left, bottom, right]`, UIKit's order.
  public init(arrayLiteral values: Double...) {
    self.init(
      top: values.value(at: 0), left: values.value(at: 1), bottom: values.value(at: 2),
      right: values.value(at: 3))
  }
}

extension Array where Element == Double {
  /// The value at `index`, or zero past the end.
  fileprivate func value(at index: Int) -> Double {
    index < count ? self[index] : 0
  }
}
