import UIKit

/// A login form low on the screen: the keyboard would cover its fields, so the form scrolls
/// them above it. Nothing here knows about the keyboard.
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
    form.addSubview(email)
    form.addSubview(password)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    form.frame = bounds
    form.contentSize = CGSize(width: bounds.width, height: max(bounds.height, 760))
    email.frame = CGRect(x: 20, y: bounds.height - 260, width: bounds.width - 40, height: 44)
    password.frame = CGRect(x: 20, y: bounds.height - 200, width: bounds.width - 40, height: 44)
  }
}
