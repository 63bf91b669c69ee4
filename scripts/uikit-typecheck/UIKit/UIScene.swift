// UIKit/UIScene.h

@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  // UIKit/UIScene.h: `class ConnectionOptions : NSObject`
  @MainActor
  open class ConnectionOptions: NSObject {}
}

// UIKit/UIWindowScene.h
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  // UIKit/UIWindowScene.h: `var screen: UIScreen { get }`
  open var screen: UIScreen { typecheckOnly() }
}

// UIKit/UIScreen.h: `class UIScreen : NSObject, UITraitEnvironment`
@available(iOS 2.0, *)
@MainActor
open class UIScreen: NSObject {}

// UIKit/UISceneSession.h
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {}

// UIKit/UIScene.h: `protocol UISceneDelegate : NSObjectProtocol`. Linux: its requirements are
// Objective-C `optional` ones (`scene(_:willConnectTo:options:)`, …), which only Objective-C
// protocols can have, so the stub protocol has none and a conformer's methods are checked for
// their types only.
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

// UIKit/UIWindowScene.h: `protocol UIWindowSceneDelegate : UISceneDelegate` (its optional
// `var window: UIWindow? { get set }`: see above).
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
