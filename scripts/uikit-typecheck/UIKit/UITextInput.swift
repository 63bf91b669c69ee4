// UIKit/UITextInput.h

@available(iOS 3.2, *)
@MainActor
open class UITextPosition: NSObject {}

@available(iOS 3.2, *)
@MainActor
open class UITextRange: NSObject {
  // UIKit/UITextInput.h: `var end: UITextPosition { get }`
  open var end: UITextPosition { typecheckOnly() }
}

// UIKit/UIControl.h
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
  // UIKit/UIControl.h: `struct State : OptionSet, @unchecked Sendable`
  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }
    // UIKit/UIControl.h: `static var normal: UIControl.State { get }`
    public static var normal: UIControl.State { UIControl.State(rawValue: 0) }
  }
}
