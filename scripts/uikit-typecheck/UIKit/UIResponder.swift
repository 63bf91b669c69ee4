// UIKit/UIResponder.h

@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {
  // Linux: NSObject's `init()`, which Objective-C classes inherit.
  public override init() {
    super.init()
  }

  // UIKit/UIResponder.h: `var next: UIResponder? { get }`
  open var next: UIResponder? { typecheckOnly() }

  // UIKit/UIResponder.h: `func becomeFirstResponder() -> Bool`
  open func becomeFirstResponder() -> Bool { typecheckOnly() }

  // UIKit/UIResponder.h: `func resignFirstResponder() -> Bool`
  open func resignFirstResponder() -> Bool { typecheckOnly() }

  // UIKit/UIResponder.h: `var inputAccessoryView: UIView? { get }`
  @available(iOS 3.2, *)
  open var inputAccessoryView: UIView? { typecheckOnly() }

  // UIKit/UIResponder.h: `func reloadInputViews()`
  @available(iOS 3.2, *)
  open func reloadInputViews() {}
}

// UIKit/UIWindow.h: the keyboard's notifications and their userInfo keys, which Swift declares
// on UIResponder as `nonisolated class let keyboardWillShowNotification: NSNotification.Name`
// and `nonisolated class let keyboardFrameEndUserInfoKey: String`. Linux: an imported constant
// (`class let`) cannot be written in Swift source; a computed `class var` reads the same at
// every call site.
extension UIResponder {
  @available(iOS 2.0, *)
  nonisolated public class var keyboardWillShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillShowNotification")
  }
  @available(iOS 2.0, *)
  nonisolated public class var keyboardDidShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidShowNotification")
  }
  @available(iOS 2.0, *)
  nonisolated public class var keyboardWillHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillHideNotification")
  }
  @available(iOS 2.0, *)
  nonisolated public class var keyboardDidHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidHideNotification")
  }
  @available(iOS 5.0, *)
  nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  }
  @available(iOS 5.0, *)
  nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidChangeFrameNotification")
  }
  @available(iOS 3.2, *)
  nonisolated public class var keyboardFrameEndUserInfoKey: String {
    "UIKeyboardFrameEndUserInfoKey"
  }
  @available(iOS 3.0, *)
  nonisolated public class var keyboardAnimationDurationUserInfoKey: String {
    "UIKeyboardAnimationDurationUserInfoKey"
  }
  @available(iOS 3.0, *)
  nonisolated public class var keyboardAnimationCurveUserInfoKey: String {
    "UIKeyboardAnimationCurveUserInfoKey"
  }
  @available(iOS 9.0, *)
  nonisolated public class var keyboardIsLocalUserInfoKey: String {
    "UIKeyboardIsLocalUserInfoKey"
  }
}
