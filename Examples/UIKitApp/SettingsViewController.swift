import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import UIKit

/// A settings form with a Save bar that rides the keyboard (like a view constrained to
/// `keyboardLayoutGuide`): the form's fields are revealed above the bar, not behind it.
final class SettingsViewController: UIViewController {
  private let form = UIScrollView()
  private let fields = (0..<8).map { _ in UITextField() }
  private let bar = UIView()
  private let save = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemBackground
    view.addSubview(form)
    for (index, field) in fields.enumerated() {
      field.placeholder = "Setting \(index + 1)"
      field.borderStyle = .roundedRect
    }
    bar.backgroundColor = .secondarySystemBackground
    save.setTitle("Save", for: .normal)
    save.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(save)
    view.addSubview(bar)
    FormLayout.bar(bar, in: view, height: 56)
    FormLayout.pin(form, in: view, bottom: bar.topAnchor)
    FormLayout.stack(fields, in: form, top: 40, spacing: 46)
    NSLayoutConstraint.activate([
      save.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -20),
      save.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
    ])
    KeyboardAvoider.shared.setOptions(ViewOptions(followsKeyboard: true), for: bar)
  }
}
