// UIKit declarations the SwiftUI layer adds to the UIKit adapter's stub
// (scripts/uikit-typecheck/UIKit/), each written as its page on developer.apple.com shows it.

extension UIResponder {
  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  // `var isFirstResponder: Bool { get }`
  public var isFirstResponder: Bool { typecheckOnly() }
}

extension UIKeyboardLayoutGuide {
  // https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
  // `var usesBottomSafeArea: Bool { get set }`
  @available(iOS 17.0, *)
  public var usesBottomSafeArea: Bool {
    get { typecheckOnly() }
    set {}
  }
}
