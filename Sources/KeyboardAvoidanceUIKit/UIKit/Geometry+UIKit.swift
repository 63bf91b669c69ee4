#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  // Conversions between UIKit's CoreGraphics geometry and the model's own types.

  extension Rect {
    /// A `CGRect` as a rectangle of the model.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CGRect {
    /// A rectangle of the model as a `CGRect`.
    init(_ rect: Rect) {
      self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
  }

  extension Point {
    /// A `CGPoint` as a point of the model.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension Size {
    /// A `CGSize` as a size of the model.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Insets {
    /// `UIEdgeInsets` as insets of the model.
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// Insets of the model as `UIEdgeInsets`.
    init(_ insets: Insets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }
#endif
