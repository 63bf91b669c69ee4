import KeyboardAvoidance

/// A view as the host core reads and writes it (UIKit: `UIView`), in UIKit's geometry.
@MainActor
public protocol KeyboardHostView: AnyObject {
  /// The view's superview (`UIView.superview`), or `nil` at the top of the hierarchy.
  var hostSuperview: (any KeyboardHostView)? { get }
  /// The view's subviews, back to front; a navigation view's screens, a tabs view's tabs.
  var hostSubviews: [any KeyboardHostView] { get }
  /// A stable identifier the app gave the view (`accessibilityIdentifier`), if any.
  var hostIdentifier: String? { get }
  /// What the view is for keyboard avoidance (`UITableView` is `ViewKind.table`).
  var hostKind: ViewKind { get }
  /// The view's frame in its superview's coordinates with an identity transform.
  var hostFrame: Rect { get }
  /// A scroll view's scrolling state; `nil` for a view that does not scroll.
  var hostScrollState: ScrollState? { get }
  /// The view's safe area insets (`safeAreaInsets`); read on the root only.
  var hostSafeAreaInsets: Insets { get }
  /// A text view's caret in its own coordinates; `nil` for other views or with no selection.
  var hostCaretRect: Rect? { get }

  /// Sets a scroll view's `contentOffset`, through its animated setter with `animated`.
  func hostSetContentOffset(_ offset: Point, animated: Bool)
  /// Sets a scroll view's `contentInset`.
  func hostSetContentInset(_ inset: Insets)
  /// Sets a scroll view's `verticalScrollIndicatorInsets`.
  func hostSetIndicatorInsets(_ insets: Insets)
  /// Lays the view out now (`layoutIfNeeded()`).
  func hostLayoutIfNeeded()
  /// Draws the view `distance` points above its resting place (a translation transform).
  func hostTranslate(upBy distance: Double)
  /// Makes the view first responder; `false` when refused.
  @discardableResult
  func hostBecomeFirstResponder() -> Bool
  /// Whether a field can take the focus (in a window, enabled, editable and visible);
  /// navigation skips one that cannot.
  var hostAcceptsFocus: Bool { get }
  /// Whether the view's container avoids the keyboard by itself (a `UITableViewController`'s
  /// table, uikit-facts 66–72): its fields are left to it.
  var hostAvoidsKeyboardItself: Bool { get }
  /// Whether the user is moving the scroll view's content (`isDragging`, `isDecelerating`).
  var hostIsMovedByUser: Bool { get }

  /// The view's part of its restoration path; `nil` leaves its subtree out of preservation.
  var hostRestorationIdentifier: String? { get }
  /// A field's text; `nil` for other views.
  var hostText: String? { get }
  /// A field's selection in UTF-16 units; `nil` for other views or with no selection.
  var hostSelectedRange: UTF16Range? { get }
  /// A tabs view's selected tab.
  var hostSelectedIndex: Int { get }
  /// Sets a field's selection, in UTF-16 units.
  func hostSetSelectedRange(_ range: UTF16Range)
  /// Selects a tabs view's tab, as a restored launch asks.
  func hostSelectTab(_ index: Int)
}

extension KeyboardHostView {
  /// Every field accepts the focus.
  public var hostAcceptsFocus: Bool { true }
  /// No view avoids the keyboard by itself.
  public var hostAvoidsKeyboardItself: Bool { false }
  /// No user moves the view.
  public var hostIsMovedByUser: Bool { false }
  /// No restoration identifier: the view is not preserved.
  public var hostRestorationIdentifier: String? { nil }
  /// No text.
  public var hostText: String? { nil }
  /// No selection.
  public var hostSelectedRange: UTF16Range? { nil }
  /// The first tab.
  public var hostSelectedIndex: Int { 0 }
  /// Ignores the selection.
  public func hostSetSelectedRange(_ range: UTF16Range) {}
  /// Ignores the tab.
  public func hostSelectTab(_ index: Int) {}
}

/// What the host core reads off a scroll view: `UIScrollView`'s properties of the same names.
public struct ScrollState: Hashable, Sendable {
  /// `contentOffset` (equal to `bounds.origin`).
  public var contentOffset: Point
  /// `contentSize`.
  public var contentSize: Size
  /// The app's own `contentInset`.
  public var contentInset: Insets
  /// `adjustedContentInset`: `contentInset` plus what `contentInsetAdjustmentBehavior` adds.
  public var adjustedContentInset: Insets
  /// `verticalScrollIndicatorInsets`.
  public var indicatorInsets: Insets
  /// `isScrollEnabled`.
  public var isScrollEnabled: Bool
  /// The direction the view scrolls in.
  public var axis: LayoutAxis

  /// Creates a state; the adjusted inset defaults to the content inset.
  public init(
    contentOffset: Point = .zero, contentSize: Size, contentInset: Insets = .zero,
    adjustedContentInset: Insets? = nil, indicatorInsets: Insets = .zero,
    isScrollEnabled: Bool = true, axis: LayoutAxis = .vertical
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset ?? contentInset
    self.indicatorInsets = indicatorInsets
    self.isScrollEnabled = isScrollEnabled
    self.axis = axis
  }

  /// `adjustedContentInset − contentInset` (`ViewNode.contentInsetAdjustment`).
  public var automaticInset: Insets {
    Insets(
      top: adjustedContentInset.top - contentInset.top,
      left: adjustedContentInset.left - contentInset.left,
      bottom: adjustedContentInset.bottom - contentInset.bottom,
      right: adjustedContentInset.right - contentInset.right)
  }
}
