#if canImport(UIKit)
  import KeyboardAvoidance
  import UIKit

  /// Every `UIView` is a ``KeyboardHostView``: UIKit's classes map onto the model's kinds
  /// (`UITextField`, `UITextView`, `UITableView`, `UICollectionView`, `UIScrollView`,
  /// `UIStackView`, `UITableViewCell`, `UICollectionViewCell`), and everything else — UIKit's
  /// internal wrappers included (`UITableViewWrapperView`, a cell's content view) — is a plain
  /// view.
  extension UIView: KeyboardHostView {
    /// `superview`.
    public var hostSuperview: (any KeyboardHostView)? { superview }

    /// `subviews`.
    public var hostSubviews: [any KeyboardHostView] { subviews }

    /// `accessibilityIdentifier` (from `UIAccessibilityIdentification`).
    public var hostIdentifier: String? { accessibilityIdentifier }

    /// The model's kind for the view's class; a text view is checked before the scroll views it
    /// inherits from, tables and collections before plain scroll views.
    public var hostKind: ViewKind {
      switch self {
      case is UITextField: .textField
      case is UITextView: .textView
      case is UITableView: .table
      case is UICollectionView: .collection
      case is UIScrollView: .scroll
      case is UIStackView: .stack
      case is UITableViewCell, is UICollectionViewCell: .cell
      default: .view
      }
    }

    /// The frame with an identity transform: `center` and `bounds.size`, in the superview's
    /// coordinates (`frame` itself "is undefined" under a transform, UIKit `UIView.frame`).
    public var hostFrame: Rect {
      Rect(
        x: Double(center.x - bounds.size.width / 2), y: Double(center.y - bounds.size.height / 2),
        width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// A scroll view's offset, size, insets and whether it scrolls. It scrolls horizontally when
    /// its content is wider than its bounds and no taller (the "scrollable axes" of UIKit's
    /// `contentInsetAdjustmentBehavior`), else vertically.
    public var hostScrollState: ScrollState? {
      guard let scrollView = self as? UIScrollView else { return nil }
      let size = scrollView.contentSize
      let horizontal =
        size.width > scrollView.bounds.size.width && size.height <= scrollView.bounds.size.height
      return ScrollState(
        contentOffset: Point(scrollView.contentOffset), contentSize: Size(size),
        contentInset: Insets(scrollView.contentInset),
        adjustedContentInset: Insets(scrollView.adjustedContentInset),
        indicatorInsets: Insets(scrollView.verticalScrollIndicatorInsets),
        isScrollEnabled: scrollView.isScrollEnabled, axis: horizontal ? .horizontal : .vertical)
    }

    /// `safeAreaInsets`.
    public var hostSafeAreaInsets: Insets { Insets(safeAreaInsets) }

    /// A text view's caret: `caretRect(for:)` of the selected range's end, converted from
    /// `textInputView`'s coordinates (where `UITextInput` gives all geometry, UIKit header
    /// `UITextInput.h`) to the text view's.
    public var hostCaretRect: Rect? {
      guard let textView = self as? UITextView, let range = textView.selectedTextRange else {
        return nil
      }
      let caret = textView.caretRect(for: range.end)
      return Rect(textView.textInputView.convert(caret, to: textView))
    }

    /// `setContentOffset(_:animated:)`.
    public func hostSetContentOffset(_ offset: Point, animated: Bool) {
      (self as? UIScrollView)?.setContentOffset(
        CGPoint(x: offset.x, y: offset.y), animated: animated)
    }

    /// `contentInset`.
    public func hostSetContentInset(_ inset: Insets) {
      (self as? UIScrollView)?.contentInset = UIEdgeInsets(inset)
    }

    /// `verticalScrollIndicatorInsets`.
    public func hostSetIndicatorInsets(_ insets: Insets) {
      (self as? UIScrollView)?.verticalScrollIndicatorInsets = UIEdgeInsets(insets)
    }

    /// `layoutIfNeeded()`.
    public func hostLayoutIfNeeded() {
      layoutIfNeeded()
    }

    /// `transform`: a translation `distance` points up, or the identity.
    public func hostTranslate(upBy distance: Double) {
      transform =
        distance == 0 ? .identity : CGAffineTransform(translationX: 0, y: CGFloat(-distance))
    }

    /// `becomeFirstResponder()`.
    public func hostBecomeFirstResponder() {
      _ = becomeFirstResponder()
    }
  }
#endif
