import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import UIKit

/// A chat: the composer rides the keyboard and the message list lifts its content with it, so
/// the latest messages stay just above the composer — the screen itself never shifts.
final class ChatViewController: UIViewController {
  private let messages = UIScrollView()
  private let composer = UIView()
  private let input = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    let bubbles = (0..<40).map { index in
      let bubble = UILabel()
      bubble.text = "Message \(index + 1)"
      return bubble
    }
    // The user drags the keyboard down with the list, and may pull it back up; the avoider
    // follows the keyboard under the finger by itself (uikit-facts 29–32).
    messages.keyboardDismissMode = .interactive
    view.addSubview(messages)
    input.placeholder = "Message"
    input.borderStyle = .roundedRect
    input.translatesAutoresizingMaskIntoConstraints = false
    composer.backgroundColor = .secondarySystemBackground
    composer.addSubview(input)
    view.addSubview(composer)
    FormLayout.bar(composer, in: view, height: 56)
    FormLayout.pin(messages, in: view, bottom: composer.topAnchor)
    FormLayout.stack(bubbles, in: messages, top: 16, spacing: 4)
    NSLayoutConstraint.activate([
      input.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 12),
      input.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -12),
      input.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
    ])
    let avoider = KeyboardAvoider.shared
    avoider.setOptions(ViewOptions(followsKeyboard: true), for: composer)
    avoider.setOptions(ViewOptions(keyboardLift: .always), for: messages)
  }
}
