import KeyboardAvoidance

/// A view of the host's view system, as the host core reads and writes it.
///
/// The UIKit layer makes `UIView` conform; the package's tests make a simulation of UIKit's
/// documented geometry conform. The core reads only the views a decision needs, right before
/// it, so a conformance does not need to be fast, only exact.
///
/// Geometry is in points, y down, in UIKit's conventions: `hostFrame` is in the superview's
/// *bounds* coordinates, which for a scroll view are its content coordinates (a scroll view's
/// `bounds.origin` is its `contentOffset`).
@MainActor
public protocol KeyboardHostView: AnyObject {
  /// The view's superview (`UIView.superview`), or `nil` at the top of the hierarchy.
  var hostSuperview: (any KeyboardHostView)? { get }
  /// The view's subviews, back to front (`UIView.subviews`); a navigation view's are its screens
  /// in stack order, a tabs view's its tabs, shown or not (the controllers' `viewIfLoaded`).
  var hostSubviews: [any KeyboardHostView] { get }
  /// A stable identifier the app gave the view (`accessibilityIdentifier`), if any.
  var hostIdentifier: String? { get }
  /// What the view is for keyboard avoidance (`UITableView` is `ViewKind.table`).
  var hostKind: ViewKind { get }
  /// The view's frame in its superview's coordinates with an identity transform (UIKit: `center`
  /// and `bounds.size`, as `frame` is undefined under the transforms the core sets).
  var hostFrame: Rect { get }
  /// A scroll view's scrolling state; `nil` for a view that does not scroll.
  var hostScrollState: ScrollState? { get }
  /// The view's safe area insets (`safeAreaInsets`); read on the root only.
  var hostSafeAreaInsets: Insets { get }
  /// A text view's caret in its own bounds' coordinates (`caretRect(for:)` of the selection's
  /// end); `nil` for other views or with no selection.
  var hostCaretRect: Rect? { get }

  /// Sets a scroll view's `contentOffset`; with `animated`, through the scroll view's own
  /// animated setter (`setContentOffset(_:animated: true)`).
  func hostSetContentOffset(_ offset: Point, animated: Bool)
  /// Sets a scroll view's `contentInset`.
  func hostSetContentInset(_ inset: Insets)
  /// Sets a scroll view's `verticalScrollIndicatorInsets`.
  func hostSetIndicatorInsets(_ insets: Insets)
  /// Lays the view out now (`layoutIfNeeded()`).
  func hostLayoutIfNeeded()
  /// Draws the view `distance` points above its resting place with a translation transform;
  /// `0` gives it the identity transform back.
  func hostTranslate(upBy distance: Double)
  /// Makes the view first responder (`becomeFirstResponder()`); `false` when UIKit refused (a
  /// field out of a window, a delegate that disallows editing).
  @discardableResult
  func hostBecomeFirstResponder() -> Bool
  /// Whether a field can take the focus as UIKit would give it: in a window, enabled, editable,
  /// and visible — neither it nor a superview hidden, nearly transparent (alpha 0.01 or less) or
  /// with user interaction disabled.
  /// Navigation skips a field that cannot. Defaults to `true`.
  var hostAcceptsFocus: Bool { get }
  /// Whether the view is a container's that avoids the keyboard by itself (a
  /// `UITableViewController`'s table, uikit-facts 66–72): its fields are left to it. Defaults to
  /// `false`.
  var hostAvoidsKeyboardItself: Bool { get }
  /// Whether the user is moving the scroll view's content now (UIKit: `isDragging` or
  /// `isDecelerating`): the core writes no offset into it then. Defaults to `false`.
  var hostIsMovedByUser: Bool { get }

  // Preservation: each has a default (nothing), for a host that does not preserve state.

  /// The view's part of its restoration path (`restorationIdentifier`); `nil` leaves the view
  /// and everything under it out of preservation. Defaults to `nil`.
  var hostRestorationIdentifier: String? { get }
  /// A field's text (`text`); `nil` for other views. Defaults to `nil`.
  var hostText: String? { get }
  /// A field's selection in UTF-16 units (`selectedTextRange`'s offsets from
  /// `beginningOfDocument`); `nil` for other views or with no selection. Defaults to `nil`.
  var hostSelectedRange: UTF16Range? { get }
  /// A tabs view's selected tab (the tab bar controller's `selectedIndex`). Defaults to `0`.
  var hostSelectedIndex: Int { get }
  /// Sets a field's selection, in UTF-16 units (`selectedTextRange`). Does nothing by default.
  func hostSetSelectedRange(_ range: UTF16Range)
  /// Selects a tabs view's tab (the tab bar controller's `selectedIndex`), as a restored launch
  /// asks. Does nothing by default.
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

  /// Creates a scrolling state; the adjusted inset defaults to the content inset.
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

  /// The automatic part of the inset, `adjustedContentInset − contentInset` edge by edge
  /// (`ViewNode.contentInsetAdjustment`).
  public var automaticInset: Insets {
    Insets(
      top: adjustedContentInset.top - contentInset.top,
      left: adjustedContentInset.left - contentInset.left,
      bottom: adjustedContentInset.bottom - contentInset.bottom,
      right: adjustedContentInset.right - contentInset.right)
  }
}
