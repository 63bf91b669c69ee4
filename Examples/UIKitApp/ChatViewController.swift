import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import UIKit

/// A chat: a table of messages above a composer. The composer rides the keyboard and the table
/// lifts its content with it, so the newest messages stay just above the composer; dragging the
/// messages down drags the keyboard down with them. The screen itself never shifts.
final class ChatViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
  private var messages = (1...40).map { index in
    index.isMultiple(of: 5)
      ? "Message \(index), long enough to wrap onto a second line of its row."
      : "Message \(index)"
  }
  private let list = UITableView(frame: .zero, style: .plain)
  private let composer = UIView()
  private let input = UITextField()
  private var opensAtEnd = true

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    list.dataSource = self
    list.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
    // The user drags the keyboard down with the list, and may pull it back up; the avoider
    // follows the keyboard under the finger by itself (uikit-facts 29–32).
    list.keyboardDismissMode = .interactive
    input.placeholder = "Message"
    input.borderStyle = .roundedRect
    // The app's own return key: the avoider leaves it (`setsReturnKey` is off by default).
    input.returnKeyType = .send
    input.delegate = self
    input.translatesAutoresizingMaskIntoConstraints = false
    composer.backgroundColor = .secondarySystemBackground
    composer.addSubview(input)
    view.addSubview(list)
    view.addSubview(composer)
    // The composer rests on the safe area's bottom and the list ends on its top. The composer
    // is not constrained to `keyboardLayoutGuide`: the avoider moves it (a follower), and a view
    // moved by both would move twice (uikit-facts 71).
    FormLayout.bar(composer, in: view, height: 56)
    FormLayout.pin(list, in: view, bottom: composer.topAnchor)
    NSLayoutConstraint.activate([
      input.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 12),
      input.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -12),
      input.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
    ])
    // The composer rides the keyboard; the list, covered by the keyboard and the composer on
    // it, gets that part as its inset and lifts its content by as much, so its end stays in view.
    let avoider = KeyboardAvoider.shared
    avoider.setOptions(ViewOptions(followsKeyboard: true), for: composer)
    avoider.setOptions(ViewOptions(keyboardLift: .always), for: list)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The chat opens on its newest message, once the table has its size.
    guard opensAtEnd, !messages.isEmpty else { return }
    opensAtEnd = false
    list.layoutIfNeeded()
    list.scrollToRow(
      at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MessageCell.identifier, for: indexPath)
    (cell as? MessageCell)?.label.text = messages[indexPath.row]
    return cell
  }

  /// Send appends the message and shows it; the keyboard stays up.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let text = textField.text, !text.isEmpty else { return false }
    messages.append(text)
    textField.text = nil
    let last = IndexPath(row: messages.count - 1, section: 0)
    list.insertRows(at: [last], with: .automatic)
    list.scrollToRow(at: last, at: .bottom, animated: true)
    return false
  }
}

/// A message: a label of any number of lines inside the cell's margins, so that the row is as
/// tall as its text (Auto Layout sizes the cell).
private final class MessageCell: UITableViewCell {
  static let identifier = "message"
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  /// The sample builds its cells in code only.
  required init?(coder: NSCoder) {
    nil
  }
}
