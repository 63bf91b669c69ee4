// UIKit/UIView.h

@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
  // UIKit/UIView.h: `init(frame: CGRect)`
  public init(frame: CGRect) {
    super.init()
  }

  // UIKit/UIView.h (NSCoding): `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) {
    super.init()
  }

  // Linux: NSObject's `init()`, which Objective-C classes inherit (`-[UIView init]` calls
  // `initWithFrame:CGRectZero`).
  public override convenience init() {
    self.init(frame: .zero)
  }

  // UIKit/UIView.h: `var superview: UIView? { get }`
  open var superview: UIView? { typecheckOnly() }
  // UIKit/UIView.h: `var subviews: [UIView] { get }`
  open var subviews: [UIView] { typecheckOnly() }
  // UIKit/UIView.h: `var window: UIWindow? { get }`
  open var window: UIWindow? { typecheckOnly() }
  // UIKit/UIView.h: `func addSubview(_ view: UIView)`
  open func addSubview(_ view: UIView) {}
  // UIKit/UIView.h: `func removeFromSuperview()`
  open func removeFromSuperview() {}
  // UIKit/UIView.h: `func layoutSubviews()`
  open func layoutSubviews() {}
  // UIKit/UIView.h: `var isUserInteractionEnabled: Bool`
  open var isUserInteractionEnabled = true
  // UIKit/UIView.h: `func isDescendant(of view: UIView) -> Bool`
  open func isDescendant(of view: UIView) -> Bool { typecheckOnly() }

  // UIKit/UIView.h (UIStateRestoration): `var restorationIdentifier: String?`
  @available(iOS 6.0, *)
  open var restorationIdentifier: String?

  // UIKit/UIView.h (UIViewGeometry): `var frame: CGRect`
  open var frame: CGRect = .zero
  // UIKit/UIView.h (UIViewGeometry): `var bounds: CGRect`
  open var bounds: CGRect = .zero
  // UIKit/UIView.h (UIViewGeometry): `var center: CGPoint`
  open var center: CGPoint = .zero
  // UIKit/UIView.h (UIViewGeometry): `var transform: CGAffineTransform`
  open var transform: CGAffineTransform = .identity
  // UIKit/UIView.h (UIViewGeometry): `func convert(_ rect: CGRect, to view: UIView?) -> CGRect`
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { typecheckOnly() }
  // UIKit/UIView.h (UIViewGeometry): `func sizeToFit()`
  open func sizeToFit() {}

  // UIKit/UIView.h (UIViewRendering): `var isHidden: Bool`
  open var isHidden = false
  // UIKit/UIView.h (UIViewRendering): `var alpha: CGFloat`
  open var alpha: CGFloat = 1
  // UIKit/UIView.h (UIViewRendering): `@NSCopying var backgroundColor: UIColor?`
  open var backgroundColor: UIColor?

  // UIKit/UIView.h (UIViewLayoutConstraintBasedLayoutLayering): `func layoutIfNeeded()`
  open func layoutIfNeeded() {}

  // UIKit/UIView.h (UIConstraintBasedCompatibility):
  // `var translatesAutoresizingMaskIntoConstraints: Bool`
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints = true

  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  @available(iOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var trailingAnchor: NSLayoutXAxisAnchor { get }`
  @available(iOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var topAnchor: NSLayoutYAxisAnchor { get }`
  @available(iOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var bottomAnchor: NSLayoutYAxisAnchor { get }`
  @available(iOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { typecheckOnly() }

  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var widthAnchor: NSLayoutDimension { get }`
  // https://developer.apple.com/documentation/uikit/uiview/widthanchor
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var heightAnchor: NSLayoutDimension { get }`
  @available(iOS 9.0, *)
  open var heightAnchor: NSLayoutDimension { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var centerYAnchor: NSLayoutYAxisAnchor { get }`
  @available(iOS 9.0, *)
  open var centerYAnchor: NSLayoutYAxisAnchor { typecheckOnly() }
  // UIKit/UIView.h (UIViewLayoutConstraintCreation): `var layoutMarginsGuide: UILayoutGuide { get }`
  // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  @available(iOS 9.0, *)
  open var layoutMarginsGuide: UILayoutGuide { typecheckOnly() }
  // UIKit/UIView.h: `var safeAreaLayoutGuide: UILayoutGuide { get }`
  @available(iOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { typecheckOnly() }

  // UIKit/UIKeyboardLayoutGuide.h (UIView): `var keyboardLayoutGuide: UIKeyboardLayoutGuide { get }`
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { typecheckOnly() }

  // UIKit/NSLayoutConstraint.h (UIView): `var constraints: [NSLayoutConstraint] { get }`
  // https://developer.apple.com/documentation/uikit/uiview/constraints
  @available(iOS 6.0, *)
  open var constraints: [NSLayoutConstraint] { typecheckOnly() }

  // UIKit/UIView.h: `var safeAreaInsets: UIEdgeInsets { get }`
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { typecheckOnly() }

  // UIKit/UIAccessibilityIdentification.h (UIView conforms): `var accessibilityIdentifier: String?`
  open var accessibilityIdentifier: String?

  // UIKit/UIView.h (UIViewAnimationWithBlocks):
  // `class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
  //  options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
  //  completion: ((Bool) -> Void)? = nil)`
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  // UIKit/UIView.h (UIViewAnimationWithBlocks): `class var inheritedAnimationDuration: TimeInterval { get }`
  @available(iOS 9.0, *)
  open class var inheritedAnimationDuration: TimeInterval { typecheckOnly() }
}

extension UIView {
  // UIKit/UIView.h: `struct AnimationOptions : OptionSet, @unchecked Sendable`
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }
    // UIKit/UIView.h: `static var beginFromCurrentState: UIView.AnimationOptions { get }`
    public static var beginFromCurrentState: UIView.AnimationOptions {
      UIView.AnimationOptions(rawValue: 1 << 2)
    }
  }
}
