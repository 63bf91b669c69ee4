import UIKit

/// A settings form as a `UITableViewController`: a grouped table whose every row holds a label
/// and a text field. Nothing here knows about the keyboard, and neither does the avoider here: a
/// table view controller insets its own table for the keyboard and scrolls the editing row into
/// view (uikit-facts 66), so the avoider leaves `UITableViewController` screens alone by default,
/// as IQKeyboardManager does (fact 68) — were it to add its own inset and scroll, the row would
/// move twice.
final class SettingsViewController: UITableViewController, UITextFieldDelegate {
  /// One cell per setting, built once: a short form keeps each row's field, so the field being
  /// edited is never reused for another row while the table scrolls.
  private lazy var cells: [FieldCell] = {
    let settings = [
      ("Name", "Jane Appleseed"), ("Email", "jane@example.com"), ("Phone", ""),
      ("Street", ""), ("City", ""), ("Postcode", ""), ("Country", ""), ("Company", ""),
      ("Job title", ""), ("Website", ""), ("Nickname", ""), ("Notes", ""),
    ]
    return settings.enumerated().map { index, setting in
      FieldCell(
        title: setting.0, value: setting.1,
        returnKey: index == settings.count - 1 ? .done : .next)
    }
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    for cell in cells { cell.field.delegate = self }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    cells.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    cells[indexPath.row]
  }

  /// Return moves to the next row's field, and Done on the last one ends editing.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let index = cells.firstIndex(where: { $0.field === textField }) else { return true }
    guard index + 1 < cells.count else {
      _ = textField.resignFirstResponder()
      return false
    }
    // A row off screen is not in the table, nor in a window, and a field out of a window is
    // refused first responder (uikit-facts 53): scroll the row in and lay it out first.
    tableView.scrollToRow(at: IndexPath(row: index + 1, section: 0), at: .none, animated: false)
    tableView.layoutIfNeeded()
    _ = cells[index + 1].field.becomeFirstResponder()
    return false
  }
}

/// A row of the settings form: a label and the field it names, laid out with Auto Layout inside
/// the cell's content view.
private final class FieldCell: UITableViewCell {
  let field = UITextField()
  private let label = UILabel()

  init(title: String, value: String, returnKey: UIReturnKeyType) {
    super.init(style: .default, reuseIdentifier: nil)
    selectionStyle = .none
    label.text = title
    field.placeholder = title
    field.text = value
    field.returnKeyType = returnKey
    label.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    contentView.addSubview(field)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      field.topAnchor.constraint(equalTo: margins.topAnchor),
      field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  /// The sample builds its cells in code only.
  required init?(coder: NSCoder) {
    nil
  }
}
