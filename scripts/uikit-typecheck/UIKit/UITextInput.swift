// UIKit/UITextInput.h

@available(iOS 3.2, *)
@MainActor
open class UITextPosition: NSObject {}

@available(iOS 3.2, *)
@MainActor
open class UITextRange: NSObject {
  // UIKit/UITextInput.h: `var start: UITextPosition { get }`
  open var start: UITextPosition { typecheckOnly() }
  // UIKit/UITextInput.h: `var end: UITextPosition { get }`
  open var end: UITextPosition { typecheckOnly() }
}

// UIKit/UIControl.h
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
  // UIKit/UIControl.h: `var isEnabled: Bool`
  open var isEnabled = true
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

// UIKit/UITextInput.h: `protocol UITextInput : UIKeyInput` — the members the adapter uses.
// Linux: without `UIKeyInput`, whose members the adapter does not use.
@available(iOS 3.2, *)
@MainActor
public protocol UITextInput: AnyObject {
  // UIKit/UITextInput.h: `@NSCopying var selectedTextRange: UITextRange? { get set }`
  var selectedTextRange: UITextRange? { get set }
  // UIKit/UITextInput.h: `var beginningOfDocument: UITextPosition { get }`
  var beginningOfDocument: UITextPosition { get }
  // UIKit/UITextInput.h: `func textRange(from fromPosition: UITextPosition, to toPosition:
  // UITextPosition) -> UITextRange?`
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  // UIKit/UITextInput.h: `func position(from position: UITextPosition, offset: Int) ->
  // UITextPosition?`
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  // UIKit/UITextInput.h: `func offset(from: UITextPosition, to toPosition: UITextPosition) ->
  // Int`
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

// UIKit/UITextInputTraits.h: `enum UIReturnKeyType : Int, @unchecked Sendable`
@available(iOS 2.0, *)
public enum UIReturnKeyType: Int, @unchecked Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  @available(iOS 9.0, *)
  case `continue` = 11
}
