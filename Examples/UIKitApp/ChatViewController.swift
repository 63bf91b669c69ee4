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
    for index in 0..<40 {
      let bubble = UILabel()
      bubble.text = "Message \(index + 1)"
      messages.addSubview(bubble)
    }
    // The user drags the keyboard down with the list, and may pull it back up; the avoider
    // follows the keyboard under the finger by itself (uikit-facts 29–32).
    messages.keyboardDismissMode = .interactive
    view.addSubview(messages)
    input.placeholder = "Message"
    input.borderStyle = .roundedRect
    composer.backgroundColor = .secondarySystemBackground
    composer.addSubview(input)
    view.addSubview(composer)
    let avoider = KeyboardAvoider.shared
    avoider.setOptions(ViewOptions(followsKeyboard: true), for: composer)
    avoider.setOptions(ViewOptions(keyboardLift: .always), for: messages)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let composerHeight: CGFloat = 56
    let composerTop = bounds.height - view.safeAreaInsets.bottom - composerHeight
    messages.frame = CGRect(x: 0, y: 0, width: bounds.width, height: composerTop)
    for (index, bubble) in messages.subviews.enumerated() {
      bubble.frame = CGRect(x: 16, y: CGFloat(index) * 48, width: bounds.width - 32, height: 40)
    }
    messages.contentSize = CGSize(
      width: bounds.width, height: CGFloat(messages.subviews.count) * 48)
    composer.frame = CGRect(x: 0, y: composerTop, width: bounds.width, height: composerHeight)
    input.frame = CGRect(x: 12, y: 8, width: bounds.width - 24, height: 40)
  }
}
