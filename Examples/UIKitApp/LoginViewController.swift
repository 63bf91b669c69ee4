import UIKit

/// A login form low on the screen: the keyboard would cover its fields, so the avoider scrolls
/// the form to bring them above it, starting from wherever UIKit's own scroll to a field that
/// becomes first responder left it (uikit-facts 69). Nothing here knows about the keyboard.
final class LoginViewController: UIViewController {
  private let form = UIScrollView()
  private let email = UITextField()
  private let password = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Login"
    view.backgroundColor = .systemBackground
    email.placeholder = "Email"
    email.borderStyle = .roundedRect
    email.accessibilityIdentifier = "email"
    password.placeholder = "Password"
    password.borderStyle = .roundedRect
    password.isSecureTextEntry = true
    password.accessibilityIdentifier = "password"
    view.addSubview(form)
    FormLayout.pin(form, in: view, bottom: view.bottomAnchor)
    // The fields sit low on the screen, where the keyboard would cover them.
    FormLayout.stack([email, password], in: form, top: 480, spacing: 16)
  }
}
