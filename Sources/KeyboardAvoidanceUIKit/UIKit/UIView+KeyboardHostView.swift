#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  /// Every `UIView` is a ``KeyboardHostView``: UIKit's classes map onto the model's kinds
  /// (`UITextField`, `UITextView`, `UITableView`, `UICollectionView`, `UIScrollView`,
  /// `UIStackView`, `UITableViewCell`, `UICollectionViewCell`), and everything else — UIKit's
  /// internal wrappers included (`UITableViewWrapperView`, a cell's content view) — is a plain
  /// view.
  extension UIView: KeyboardHostView {
    /// `superview`; for the view of a navigation or tab bar controller's child, that
    /// controller's view, whatever wrapper views UIKit puts between them.
    public var hostSuperview: (any KeyboardHostView)? {
      if let controller = next as? UIViewController,
        let parent = controller.parent as? UINavigationController
          ?? controller.parent as? UITabBarController,
        let view = parent.viewIfLoaded
      {
        return view
      }
      return superview
    }

    /// `subviews`; for a navigation controller's view, its view controllers' loaded views in
    /// stack order, and for a tab bar controller's, its tabs' loaded views in order.
    public var hostSubviews: [any KeyboardHostView] {
      if let screens = screenControllers { return screens.compactMap(\.viewIfLoaded) }
      return subviews
    }

    /// The controllers of the screens a navigation or tab bar controller's view holds; `nil` for
    /// other views.
    private var screenControllers: [UIViewController]? {
      if let navigation = next as? UINavigationController { return navigation.viewControllers }
      if let tabs = next as? UITabBarController { return tabs.viewControllers ?? [] }
      return nil
    }

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
      default:
        if next is UINavigationController {
          .navigation
        } else if next is UITabBarController {
          .tabs
        } else {
          .view
        }
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
    ///
    /// A navigation or tab bar controller's view answers with its visible screen's safe area
    /// as a rectangle in its own bounds: UIKit gives the bars to the child's safe area, not the
    /// container's (uikit-facts 76), and the child's view starts below an opaque bar
    /// (``ContainedSafeArea``). The child's frame is taken from `center` and `bounds` up the
    /// superviews to the container (UIKit's wrapper views included), without the transforms
    /// the avoider puts on the child.
    public var hostSafeAreaInsets: Insets {
      let content = visibleContent
      guard content !== self else { return Insets(safeAreaInsets) }
      var frame = content.hostFrame
      var current = content.superview
      while let view = current, view !== self {
        let origin = view.hostFrame.origin
        frame = Rect(
          x: frame.minX + origin.x - Double(view.bounds.origin.x),
          y: frame.minY + origin.y - Double(view.bounds.origin.y), width: frame.width,
          height: frame.height)
        current = view.superview
      }
      // A child not (yet) installed under the container: its own insets.
      guard current === self else { return Insets(content.safeAreaInsets) }
      return ContainedSafeArea.insets(
        of: Insets(content.safeAreaInsets), framed: frame, in: Rect(bounds))
    }

    /// The only child of a custom container controller (one that is neither a navigation nor a
    /// tab bar controller), when its view is installed under this one: an app's root container
    /// that switches between flows shows that child, bars and all.
    private var onlyChildView: UIView? {
      guard screenControllers == nil, let controller = next as? UIViewController,
        controller.children.count == 1, let view = controller.children.first?.viewIfLoaded,
        view.isDescendant(of: self)
      else { return nil }
      return view
    }

    /// The view a container controller shows: a navigation controller's top screen, a tab bar
    /// controller's selected tab, a custom container's only child, down through nested
    /// containers; any other view itself.
    private var visibleContent: UIView {
      if let child = onlyChildView { return child.visibleContent }
      if let navigation = next as? UINavigationController,
        let view = navigation.viewControllers.last?.viewIfLoaded
      {
        return view.visibleContent
      }
      if let tabs = next as? UITabBarController,
        let view = tabs.selectedViewController?.viewIfLoaded
      {
        return view.visibleContent
      }
      return self
    }

    /// The screens a container controller holds, loaded ones, down through nested containers and
    /// a custom container's only child; any other view itself.
    private var contentViews: [UIView] {
      if let child = onlyChildView { return child.contentViews }
      guard let screens = screenControllers else { return [self] }
      return screens.compactMap(\.viewIfLoaded).flatMap(\.contentViews)
    }

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
    ///
    /// A navigation or tab bar controller's view is not moved: its screens are, so that its
    /// bars stay where they are (IQKeyboardManager moved to the same rule, its PR #1272).
    public func hostTranslate(upBy distance: Double) {
      let transform =
        distance == 0 ? .identity : CGAffineTransform(translationX: 0, y: CGFloat(-distance))
      for view in contentViews { view.transform = transform }
    }

    /// Whether the view is the view of a controller that avoids the keyboard by itself
    /// (`UITableViewController`, `UICollectionViewController`, `UIInputViewController`,
    /// `UIAlertController` and SwiftUI's hosting controllers by default, and what the app
    /// excludes with `KeyboardAvoider.exclude(_:)`; uikit-facts 66–72), or a view that Auto
    /// Layout keeps above the keyboard: one with an active constraint to a keyboard layout guide
    /// (uikit-facts 71).
    public var hostAvoidsKeyboardItself: Bool {
      if isConstrainedToKeyboardLayoutGuide { return true }
      guard let controller = next as? UIViewController else { return false }
      return KeyboardAvoider.avoidsKeyboardItself(controller)
    }

    /// Whether an active constraint ties the view to a `UIKeyboardLayoutGuide`. Activating a
    /// constraint adds it to the closest common ancestor of its items (the documentation of
    /// `NSLayoutConstraint.isActive`), and a guide belongs to a view, so the view's and its
    /// superviews' constraints are searched. The guide
    /// itself is never read (`keyboardLayoutGuide` creates one on first access).
    private var isConstrainedToKeyboardLayoutGuide: Bool {
      var holder: UIView? = self
      while let view = holder {
        for constraint in view.constraints where constraint.isActive {
          let first = constraint.firstItem
          let second = constraint.secondItem
          if (first === self && second is UIKeyboardLayoutGuide)
            || (second === self && first is UIKeyboardLayoutGuide)
          {
            return true
          }
        }
        holder = view.superview
      }
      return false
    }

    /// A scroll view's `isDragging` or `isDecelerating` (uikit-facts 61). `isTracking` alone is
    /// not counted: it is true from the touch that may be the tap focusing a field inside the
    /// scroll view, before any drag, and the offset that reveals the field must be written.
    public var hostIsMovedByUser: Bool {
      guard let scrollView = self as? UIScrollView else { return false }
      return scrollView.isDragging || scrollView.isDecelerating
    }

    /// `becomeFirstResponder()`, and what UIKit answered.
    @discardableResult
    public func hostBecomeFirstResponder() -> Bool {
      becomeFirstResponder()
    }

    /// In a window (uikit-facts 53: out of one, `becomeFirstResponder()` brings up no keyboard),
    /// enabled (`UITextField.isEnabled`), editable (`UITextView.isEditable`), and neither the
    /// view nor a superview hidden, at alpha 0.01 or less, or deaf to touches
    /// (`isUserInteractionEnabled` false: the user could not tap it either) — the checks
    /// IQKeyboardManager makes before it moves to a field.
    public var hostAcceptsFocus: Bool {
      guard window != nil else { return false }
      if let field = self as? UITextField, !field.isEnabled { return false }
      if let text = self as? UITextView, !text.isEditable { return false }
      var current: UIView? = self
      while let view = current {
        if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return false }
        current = view.superview
      }
      return true
    }

    // MARK: Preservation

    /// `restorationIdentifier`.
    public var hostRestorationIdentifier: String? { restorationIdentifier }

    /// A text field's or text view's `text`.
    public var hostText: String? {
      (self as? UITextField)?.text ?? (self as? UITextView)?.text
    }

    /// A text field's or text view's `selectedTextRange`, as offsets from
    /// `beginningOfDocument` (which `UITextInput` counts in UTF-16 units).
    public var hostSelectedRange: UTF16Range? {
      guard let input = textInput, let range = input.selectedTextRange else { return nil }
      let start = input.offset(from: input.beginningOfDocument, to: range.start)
      let end = input.offset(from: input.beginningOfDocument, to: range.end)
      return UTF16Range(location: start, length: max(0, end - start))
    }

    /// Sets a text field's or text view's `selectedTextRange` from UTF-16 offsets; a range
    /// outside the text sets nothing.
    public func hostSetSelectedRange(_ range: UTF16Range) {
      guard let input = textInput,
        let start = input.position(from: input.beginningOfDocument, offset: range.location),
        let end = input.position(from: start, offset: range.length),
        let textRange = input.textRange(from: start, to: end)
      else { return }
      input.selectedTextRange = textRange
    }

    /// A tab bar controller's view: the index of its selected tab among ``hostSubviews``.
    public var hostSelectedIndex: Int {
      guard let tabs = next as? UITabBarController,
        let selected = tabs.selectedViewController?.viewIfLoaded
      else { return 0 }
      return hostSubviews.firstIndex { $0 === selected } ?? 0
    }

    /// A tab bar controller's view: selects the tab whose view is at `index` of
    /// ``hostSubviews``.
    public func hostSelectTab(_ index: Int) {
      guard let tabs = next as? UITabBarController else { return }
      let loaded = (tabs.viewControllers ?? []).filter { $0.viewIfLoaded != nil }
      guard loaded.indices.contains(index) else { return }
      tabs.selectedViewController = loaded[index]
    }

    /// The view as `UITextInput`: a text field or a text view.
    private var textInput: (any UITextInput)? {
      if let field = self as? UITextField { return field }
      return self as? UITextView
    }
  }
#endif
