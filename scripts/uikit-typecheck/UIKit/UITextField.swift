// UIKit/UITextField.h

@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl, UITextInput {
  // UIKit/UITextField.h: `weak var delegate: (any UITextFieldDelegate)?`
  // https://developer.apple.com/documentation/uikit/uitextfield/delegate
  weak open var delegate: (any UITextFieldDelegate)?
  // UIKit/UITextField.h: `var placeholder: String?`
  open var placeholder: String?
  // UIKit/UITextField.h: `var borderStyle: UITextField.BorderStyle`
  open var borderStyle: UITextField.BorderStyle = .none
  // UIKit/UITextInputTraits.h (UITextField conforms): `var isSecureTextEntry: Bool`
  open var isSecureTextEntry = false
  // UIKit/UITextField.h: `var text: String?`
  open var text: String?
  // UIKit/UITextInput.h (UITextField conforms): `@NSCopying var selectedTextRange: UITextRange?`
  open var selectedTextRange: UITextRange?
  // UIKit/UITextInput.h (UITextField conforms): `var beginningOfDocument: UITextPosition { get }`
  open var beginningOfDocument: UITextPosition { typecheckOnly() }
  // UIKit/UITextInput.h (UITextField conforms): `func textRange(from fromPosition: UITextPosition, to
  // toPosition: UITextPosition) -> UITextRange?`
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { typecheckOnly() }
  // UIKit/UITextInput.h (UITextField conforms): `func position(from position: UITextPosition, offset:
  // Int) -> UITextPosition?`
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    typecheckOnly()
  }
  // UIKit/UITextInput.h (UITextField conforms): `func offset(from: UITextPosition, to toPosition:
  // UITextPosition) -> Int`
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { typecheckOnly() }
  // UIKit/UITextInputTraits.h (UITextField conforms): `var returnKeyType: UIReturnKeyType`
  open var returnKeyType: UIReturnKeyType = .default
  // UIKit/UITextField.h: `var inputAccessoryView: UIView?` (read-write here)
  open override var inputAccessoryView: UIView? {
    get { typecheckOnly() }
    set {}
  }

  // UIKit/UITextField.h: `enum BorderStyle : Int, @unchecked Sendable`
  public enum BorderStyle: Int, @unchecked Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  // UIKit/UITextField.h: `nonisolated class let textDidBeginEditingNotification:
  // NSNotification.Name` and its siblings (Linux: computed `class var`, see UIResponder.swift).
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  }
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidEndEditingNotification")
  }
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidChangeNotification")
  }
}

// UIKit/UITextField.h: `protocol UITextFieldDelegate : NSObjectProtocol`
// https://developer.apple.com/documentation/uikit/uitextfielddelegate
// Linux: its requirements are Objective-C `optional` ones (`textFieldShouldReturn(_:)`, …),
// which only Objective-C protocols can have, so the stub protocol has none and a conformer's
// methods are checked for their types only.
@available(iOS 2.0, *)
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}

// UIKit/UITextView.h
@available(iOS 2.0, *)
@MainActor
open class UITextView: UIScrollView, UITextInput {
  // UIKit/UITextView.h: `var isEditable: Bool`
  open var isEditable = true
  // UIKit/UITextView.h: `var inputAccessoryView: UIView?` (read-write here)
  open override var inputAccessoryView: UIView? {
    get { typecheckOnly() }
    set {}
  }
  // UIKit/UITextInput.h (UITextView conforms): `@NSCopying var selectedTextRange: UITextRange?`
  open var selectedTextRange: UITextRange?
  // UIKit/UITextInput.h (UITextView conforms): `func caretRect(for position: UITextPosition)
  // -> CGRect`
  open func caretRect(for position: UITextPosition) -> CGRect { typecheckOnly() }
  // UIKit/UITextInput.h (UITextView conforms): `var textInputView: UIView { get }`
  open var textInputView: UIView { typecheckOnly() }
  // UIKit/UITextView.h: `var text: String!`
  open var text: String!
  // UIKit/UITextInput.h (UITextView conforms): `var beginningOfDocument: UITextPosition { get }`
  open var beginningOfDocument: UITextPosition { typecheckOnly() }
  // UIKit/UITextInput.h (UITextView conforms): `func textRange(from fromPosition: UITextPosition, to
  // toPosition: UITextPosition) -> UITextRange?`
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { typecheckOnly() }
  // UIKit/UITextInput.h (UITextView conforms): `func position(from position: UITextPosition, offset:
  // Int) -> UITextPosition?`
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    typecheckOnly()
  }
  // UIKit/UITextInput.h (UITextView conforms): `func offset(from: UITextPosition, to toPosition:
  // UITextPosition) -> Int`
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { typecheckOnly() }
  // UIKit/UITextInputTraits.h (UITextView conforms): `var returnKeyType: UIReturnKeyType`
  open var returnKeyType: UIReturnKeyType = .default

  // UIKit/UITextView.h: `nonisolated class let textDidBeginEditingNotification:
  // NSNotification.Name` and its siblings (Linux: computed `class var`).
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  }
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidEndEditingNotification")
  }
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidChangeNotification")
  }
}

// UIKit/UILabel.h
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
  // UIKit/UILabel.h: `var text: String?`
  open var text: String?
  // UIKit/UILabel.h: `var numberOfLines: Int`
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
}

// UIKit/UIButton.h
@available(iOS 2.0, *)
@MainActor
open class UIButton: UIControl {
  // UIKit/UIButton.h: `convenience init(type buttonType: UIButton.ButtonType)`
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
  }
  // UIKit/UIButton.h: `func setTitle(_ title: String?, for state: UIControl.State)`
  open func setTitle(_ title: String?, for state: UIControl.State) {}

  // UIKit/UIButton.h: `enum ButtonType : Int, @unchecked Sendable`
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
  }
}
