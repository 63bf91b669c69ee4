/// What a view in the tree is, as far as keyboard avoidance cares.
///
/// The UIKit counterparts are `UIView`, `UIScrollView`, `UITableView`, `UICollectionView`,
/// `UIStackView`, `UITableViewCell`/`UICollectionViewCell`, `UITextField` and `UITextView`.
public enum ViewKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// A plain view (`UIView`).
  case view
  /// A scroll view (`UIScrollView`).
  case scroll
  /// A table (`UITableView`); content-offset writes use the scroll view's own animation.
  case table
  /// A collection (`UICollectionView`); content-offset writes use the scroll view's own
  /// animation.
  case collection
  /// A stack (`UIStackView`); a scroll container above one animates its offset itself.
  case stack
  /// A row or item of a table or collection; a field inside one reveals the whole cell.
  case cell
  /// A single-line text field (`UITextField`).
  case textField
  /// A multi-line text view (`UITextView`): both a field and a scroll container.
  case textView
  /// A navigation stack (`UINavigationController`, SwiftUI's `NavigationStack`): its children
  /// are the stacked screens, the last one on top and the only one visible.
  case navigation
  /// A tab bar (`UITabBarController`, SwiftUI's `TabView`): its children are the tabs; only the
  /// one at ``ViewNode/selectedIndex`` is visible.
  case tabs

  /// Whether views of this kind scroll their content: `scroll`, `table`, `collection` and
  /// `textView`.
  public var isScrollContainer: Bool {
    switch self {
    case .scroll, .table, .collection, .textView: true
    case .view, .stack, .cell, .textField, .navigation, .tabs: false
    }
  }

  /// Whether views of this kind show one of their children at a time: `navigation` and `tabs`.
  public var isContainerOfScreens: Bool { self == .navigation || self == .tabs }

  /// Whether views of this kind hold a list of cells that anchoring keeps still: `table` and
  /// `collection`.
  public var isList: Bool { self == .table || self == .collection }

  /// Whether views of this kind take keyboard focus: `textField` and `textView`.
  public var isField: Bool { self == .textField || self == .textView }

  /// Whether views of this kind may hold children: every kind but `textField` and `textView`.
  public var canHaveChildren: Bool { !isField }

  /// Whether the engine's offset writes on a container of this kind use the scroll view's own
  /// animated setter rather than the keyboard's animation: a table or a collection always does,
  /// any other container when a stack lies between it and the focused field (UIKit lays out
  /// table rows, collection items and stack arrangements in its own animation).
  func animatesOffsetItself(stackBetween: Bool) -> Bool {
    self == .table || self == .collection || stackBetween
  }
}
