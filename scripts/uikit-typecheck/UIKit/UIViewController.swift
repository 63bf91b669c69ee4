// UIKit/UIViewController.h

@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
  // UIKit/UIViewController.h: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // UIKit/UIViewController.h (NSCoding): `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) {
    super.init()
  }

  // Linux: NSObject's `init()`, which Objective-C classes inherit (`-[UIViewController init]`
  // calls `initWithNibName:nil bundle:nil`).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // UIKit/UIViewController.h: `var view: UIView!`
  open var view: UIView!
  // UIKit/UIViewController.h: `var viewIfLoaded: UIView? { get }`
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { typecheckOnly() }
  // UIKit/UIViewController.h: `weak var parent: UIViewController? { get }`
  weak open var parent: UIViewController? { typecheckOnly() }
  // UIKit/UIViewController.h: `var children: [UIViewController] { get }`
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  @available(iOS 5.0, *)
  open var children: [UIViewController] { typecheckOnly() }
  // UIKit/UIViewController.h: `var presentingViewController: UIViewController? { get }`
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? { typecheckOnly() }
  // UIKit/UISheetPresentationController.h:
  // `var sheetPresentationController: UISheetPresentationController? { get }`
  @available(iOS 15.0, *)
  open var sheetPresentationController: UISheetPresentationController? { typecheckOnly() }
  // UIKit/UIPopoverPresentationController.h:
  // `var popoverPresentationController: UIPopoverPresentationController? { get }`
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? { typecheckOnly() }
  // UIKit/UIViewController.h: `var title: String?`
  open var title: String?
  // UIKit/UIViewController.h: `func viewDidLoad()`
  open func viewDidLoad() {}
  // UIKit/UIViewController.h: `func viewDidLayoutSubviews()`
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() {}
}

// UIKit/UINavigationController.h
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
  // UIKit/UINavigationController.h: `init(rootViewController: UIViewController)`
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UINavigationController.h: `var viewControllers: [UIViewController]`
  open var viewControllers: [UIViewController] = []
}

// UIKit/UITabBarController.h
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
  // UIKit/UITabBarController.h: `var viewControllers: [UIViewController]?`
  open var viewControllers: [UIViewController]?
  // UIKit/UITabBarController.h: `unowned(unsafe) var selectedViewController: UIViewController?`
  unowned(unsafe) open var selectedViewController: UIViewController?
  // UIKit/UITabBarController.h: `var selectedIndex: Int`
  open var selectedIndex: Int = 0
}

// UIKit/UIColor.h: `class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable`
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  // UIKit/UIColor.h: `class var systemBackground: UIColor { get }`
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { typecheckOnly() }
  // UIKit/UIColor.h: `class var secondarySystemBackground: UIColor { get }`
  @available(iOS 13.0, *)
  open class var secondarySystemBackground: UIColor { typecheckOnly() }
}

// UIKit/UICollectionViewController.h: `class UICollectionViewController : UIViewController,
// UICollectionViewDelegate, UICollectionViewDataSource` (the protocols: not used by the adapter)
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewController: UIViewController {}

// UIKit/UIInputViewController.h: `class UIInputViewController : UIViewController,
// UITextInputDelegate` (the protocol: not used by the adapter)
@available(iOS 8.0, *)
@MainActor
open class UIInputViewController: UIViewController {}

// UIKit/UIAlertController.h: `class UIAlertController : UIViewController`
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {}

// UIKit/UIPresentationController.h: `class UIPresentationController : NSObject,
// UIAppearanceContainer, UITraitEnvironment, …` (the protocols: not used by the adapter)
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {}

// UIKit/UISheetPresentationController.h:
// `class UISheetPresentationController : UIPresentationController`
@available(iOS 15.0, *)
@MainActor
open class UISheetPresentationController: UIPresentationController {}

// UIKit/UIPopoverPresentationController.h:
// `class UIPopoverPresentationController : UIPresentationController`
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {}
