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
      form.addSubview(field)
    }
    bar.backgroundColor = .secondarySystemBackground
    save.setTitle("Save", for: .normal)
    bar.addSubview(save)
    view.addSubview(bar)
    KeyboardAvoider.shared.setOptions(ViewOptions(followsKeyboard: true), for: bar)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let barHeight: CGFloat = 56
    let barTop = bounds.height - view.safeAreaInsets.bottom - barHeight
    form.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barTop)
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(
        x: 20, y: 40 + CGFloat(index) * 90, width: bounds.width - 40, height: 44)
    }
    form.contentSize = CGSize(width: bounds.width, height: 40 + CGFloat(fields.count) * 90)
    bar.frame = CGRect(x: 0, y: barTop, width: bounds.width, height: barHeight)
    save.frame = CGRect(x: bounds.width - 100, y: 6, width: 80, height: 44)
  }
}
