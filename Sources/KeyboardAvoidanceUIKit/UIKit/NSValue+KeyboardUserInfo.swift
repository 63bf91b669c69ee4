#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  /// UIKit posts keyboard frames as "NSValue of CGRect" (UIKit header `UIWindow.h`).
  extension NSValue: KeyboardRectValue {
    /// `cgRectValue`.
    public var keyboardRect: Rect { Rect(cgRectValue) }
  }

  /// UIKit posts the duration, curve and `IsLocal` as `NSNumber`s (UIKit header `UIWindow.h`).
  extension NSNumber: KeyboardNumberValue {
    /// `doubleValue`.
    public var keyboardDouble: Double { doubleValue }
    /// `intValue`.
    public var keyboardInt: Int { intValue }
    /// `boolValue`.
    public var keyboardBool: Bool { boolValue }
  }
#endif
