// UIKit's layout guides and anchors, beside the UIKit stub of scripts/uikit-typecheck/UIKit/.

// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
  // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  // `var topAnchor: NSLayoutYAxisAnchor { get }`
  open var topAnchor: NSLayoutYAxisAnchor { typecheckOnly() }
}

// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  // `class func activate(_ constraints: [NSLayoutConstraint])`
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  // `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    typecheckOnly()
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 10.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 10.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  // `func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint`
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { typecheckOnly() }
}
