#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import Foundation
  import KeyboardAvoidance
  import SwiftUI

  extension Rect {
    /// A rect from Core Graphics' `CGRect`.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension Point {
    /// A point from Core Graphics' `CGPoint`.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension Size {
    /// A size from Core Graphics' `CGSize`.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Insets {
    /// Insets from SwiftUI's `EdgeInsets` (leading as left: the engine lays out left to right).
    init(_ insets: EdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
        right: Double(insets.trailing))
    }
  }
#endif
