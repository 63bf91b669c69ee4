// UIKit/NSLayoutConstraint.h, UIKit/NSLayoutAnchor.h, UIKit/UILayoutGuide.h,
// UIKit/UIKeyboardLayoutGuide.h
//
// Declared as in the iOS 14.2 SDK's generated interface (DougGregor/swift-concurrency-objc,
// iOS/UIKit/NSLayoutAnchor.swift and NSLayoutConstraint.swift); the classes are
// `NS_SWIFT_UI_ACTOR` (`@MainActor`) in the iOS 17 SDK headers.

// UIKit/NSLayoutConstraint.h: `class NSLayoutConstraint : NSObject`
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  // UIKit/NSLayoutConstraint.h: `class func activate(_ constraints: [NSLayoutConstraint])`
  @available(iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  // UIKit/NSLayoutConstraint.h: `unowned(unsafe) var firstItem: AnyObject? { get }`
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
  // (a computed property cannot carry `unowned(unsafe)`; reading it gives the same type)
  open var firstItem: AnyObject? { typecheckOnly() }
  // UIKit/NSLayoutConstraint.h: `unowned(unsafe) var secondItem: AnyObject? { get }`
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
  open var secondItem: AnyObject? { typecheckOnly() }
  // UIKit/NSLayoutConstraint.h: `var isActive: Bool`
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  @available(iOS 8.0, *)
  open var isActive: Bool {
    get { typecheckOnly() }
    set {}
  }
}

extension NSLayoutConstraint {
  // UIKit/NSLayoutConstraint.h: `enum Axis : Int, @unchecked Sendable`
  public enum Axis: Int, @unchecked Sendable {
    // UIKit/NSLayoutConstraint.h: `case horizontal`
    case horizontal = 0
    // UIKit/NSLayoutConstraint.h: `case vertical`
    case vertical = 1
  }
}

// UIKit/NSLayoutAnchor.h: `class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // UIKit/NSLayoutAnchor.h:
  // `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    typecheckOnly()
  }
  // UIKit/NSLayoutAnchor.h: `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>,
  // constant c: CGFloat) -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    typecheckOnly()
  }
}

// UIKit/NSLayoutAnchor.h: `class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor>`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// UIKit/NSLayoutAnchor.h: `class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor>`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// UIKit/NSLayoutAnchor.h: `class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension>`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // UIKit/NSLayoutAnchor.h: `func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint`
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { typecheckOnly() }
}

// UIKit/UILayoutGuide.h: `class UILayoutGuide : NSObject, NSCoding`
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
  // UIKit/UILayoutGuide.h: `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  open var leadingAnchor: NSLayoutXAxisAnchor { typecheckOnly() }
  // UIKit/UILayoutGuide.h: `var trailingAnchor: NSLayoutXAxisAnchor { get }`
  open var trailingAnchor: NSLayoutXAxisAnchor { typecheckOnly() }
  // UIKit/UILayoutGuide.h: `var topAnchor: NSLayoutYAxisAnchor { get }`
  open var topAnchor: NSLayoutYAxisAnchor { typecheckOnly() }
  // UIKit/UILayoutGuide.h: `var bottomAnchor: NSLayoutYAxisAnchor { get }`
  open var bottomAnchor: NSLayoutYAxisAnchor { typecheckOnly() }
  // UIKit/UILayoutGuide.h: `var widthAnchor: NSLayoutDimension { get }`
  open var widthAnchor: NSLayoutDimension { typecheckOnly() }
}

// UIKit/UIKeyboardLayoutGuide.h: `class UITrackingLayoutGuide : UILayoutGuide`
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

// UIKit/UIKeyboardLayoutGuide.h: `class UIKeyboardLayoutGuide : UITrackingLayoutGuide`
@available(iOS 15.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  // UIKit/UIKeyboardLayoutGuide.h: `var followsUndockedKeyboard: Bool`
  open var followsUndockedKeyboard = false
}
