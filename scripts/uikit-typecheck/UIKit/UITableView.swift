// UIKit/UITableView.h, UIKit/UITableViewCell.h, UIKit/UITableViewController.h
//
// The adapter uses the classes (their kinds); the sample app's settings form and chat use the
// rest. Each member names its header declaration and its developer.apple.com page.

// UIKit/UITableView.h: `class UITableView : UIScrollView, NSCoding, UIDataSourceTranslating`
// https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
  // UIKit/UITableView.h: `init(frame: CGRect, style: UITableView.Style)`
  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
  }

  // UIKit/UITableView.h: `init?(coder: NSCoder)`
  // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UITableView.h: `weak var dataSource: (any UITableViewDataSource)?`
  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?

  // UIKit/UITableView.h: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier
  // identifier: String)`
  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  // UIKit/UITableView.h: `func dequeueReusableCell(withIdentifier identifier: String, for
  // indexPath: IndexPath) -> UITableViewCell`
  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { typecheckOnly() }

  // UIKit/UITableView.h: `func insertRows(at indexPaths: [IndexPath], with animation:
  // UITableView.RowAnimation)`
  // https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

  // UIKit/UITableView.h: `func scrollToRow(at indexPath: IndexPath, at scrollPosition:
  // UITableView.ScrollPosition, animated: Bool)`
  // https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
}

extension UITableView {
  // UIKit/UITableView.h: `enum Style : Int, @unchecked Sendable`
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    // UIKit/UITableView.h: `case plain`
    case plain = 0
    // UIKit/UITableView.h: `case grouped`
    case grouped = 1
    // UIKit/UITableView.h: `@available(iOS 13.0, *) case insetGrouped`
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  // UIKit/UITableView.h: `enum RowAnimation : Int, @unchecked Sendable`
  // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    // UIKit/UITableView.h: `@available(iOS 5.0, *) case automatic = 100`
    @available(iOS 5.0, *)
    case automatic = 100
  }

  // UIKit/UITableView.h: `enum ScrollPosition : Int, @unchecked Sendable`
  // https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }
}

// UIKit/UITableView.h: `protocol UITableViewDataSource : NSObjectProtocol` — its two required
// methods (its optional ones: not used).
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@available(iOS 2.0, *)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  // UIKit/UITableView.h: `func tableView(_ tableView: UITableView, numberOfRowsInSection section:
  // Int) -> Int`
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // UIKit/UITableView.h: `func tableView(_ tableView: UITableView, cellForRowAt indexPath:
  // IndexPath) -> UITableViewCell`
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// UIKit/UITableView.h (NSIndexPath (UITableView), imported onto IndexPath by UIKit's overlay).
// Linux: Foundation's IndexPath has neither.
extension IndexPath {
  // UIKit: `init(row: Int, section: Int)`
  // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
  // UIKit: `var row: Int`
  // https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { typecheckOnly() }
    set {}
  }
}

// UIKit/UITableViewCell.h: `class UITableViewCell : UIView, NSCoding, UIGestureRecognizerDelegate`
// https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {
  // UIKit/UITableViewCell.h: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  @available(iOS 3.0, *)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  // UIKit/UITableViewCell.h: `init?(coder: NSCoder)`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UITableViewCell.h: `var contentView: UIView { get }`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { typecheckOnly() }

  // UIKit/UITableViewCell.h: `var selectionStyle: UITableViewCell.SelectionStyle`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default
}

extension UITableViewCell {
  // UIKit/UITableViewCell.h: `enum CellStyle : Int, @unchecked Sendable`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  // UIKit/UITableViewCell.h: `enum SelectionStyle : Int, @unchecked Sendable`
  // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, @unchecked Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    // UIKit/UITableViewCell.h: `@available(iOS 7.0, *) case \`default\` = 3`
    @available(iOS 7.0, *)
    case `default` = 3
  }
}

// UIKit/UITableViewController.h: `class UITableViewController : UIViewController,
// UITableViewDelegate, UITableViewDataSource`
// https://developer.apple.com/documentation/uikit/uitableviewcontroller
// Linux: the data source's methods, which Swift imports onto the class from its conformance and
// a subclass overrides, are written out; `UITableViewDelegate` is not used.
@available(iOS 2.0, *)
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource {
  // UIKit/UITableViewController.h: `init(style: UITableView.Style)`
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }

  // UIKit/UITableViewController.h: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil:
  // Bundle?)`
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // UIKit/UITableViewController.h: `init?(coder: NSCoder)`
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UITableViewController.h: `var tableView: UITableView!`
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView!

  // UIKit/UITableView.h (UITableViewDataSource): `func tableView(_ tableView: UITableView,
  // numberOfRowsInSection section: Int) -> Int`
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    typecheckOnly()
  }

  // UIKit/UITableView.h (UITableViewDataSource): `func tableView(_ tableView: UITableView,
  // cellForRowAt indexPath: IndexPath) -> UITableViewCell`
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { typecheckOnly() }
}
