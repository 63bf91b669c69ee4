import KeyboardAvoidanceUIKit
import UIKit

/// The sample app's scene: three screens in tabs, and keyboard avoidance switched on in one line.
/// The app forwards nothing to the avoider: the chat gives two views their options, and that is
/// all.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: LoginViewController()),
      UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped)),
      UINavigationController(rootViewController: ChatViewController()),
    ]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window

    KeyboardAvoider.shared.isEnabled = true
  }
}
