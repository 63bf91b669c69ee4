// UIKit/UIWindow.h

@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
  // UIKit/UIWindow.h: `init(windowScene: UIWindowScene)`
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UIWindow.h: `var rootViewController: UIViewController?`
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController?

  // UIKit/UIWindow.h: `var isKeyWindow: Bool { get }`
  open var isKeyWindow: Bool { typecheckOnly() }
  // UIKit/UIWindow.h: `weak var windowScene: UIWindowScene?`
  @available(iOS 13.0, *)
  open weak var windowScene: UIWindowScene?
  // UIKit/UIWindow.h: `func makeKeyAndVisible()`
  open func makeKeyAndVisible() {}

  // UIKit/UIWindow.h: `func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect`
  open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect { typecheckOnly() }
}
