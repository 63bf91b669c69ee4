import KeyboardAvoidance
import KeyboardAvoidanceUIKit

/// A view of the UIKit simulation, with UIKit's documented geometry:
///
/// - `frame` is in the superview's bounds coordinates and, with an identity transform, is
///   `center` and `bounds.size` (UIKit `UIView.frame`: undefined under a non-identity
///   transform, so the simulation keeps center and bounds, as UIKit does);
/// - a scroll view's `bounds.origin` is its `contentOffset` (UIKit
///   `UIFocusItemScrollableContainer.contentOffset`: "bounds.origin must be equal to the content
///   offset");
/// - `adjustedContentInset` is `contentInset` plus the automatic part that
///   `contentInsetAdjustmentBehavior` adds (UIKit `UIScrollView.adjustedContentInset`), which the
///   simulation is given rather than derives from safe areas;
/// - `convert(_:to:)` goes through every superview's bounds origin and translation transform
///   (UIKit `UIView.convert(_:to:)`);
/// - a drag ends inside the valid offset range, `[−adjusted.top, contentSize.height +
///   adjusted.bottom − bounds.height]` (the bounce back after release);
/// - `becomeFirstResponder()` ends editing in the old first responder and begins it in the new
///   one, posting the text notifications; becoming first responder again posts nothing.
@MainActor
final class SimulatedView {
  let kind: ViewKind
  var accessibilityIdentifier: String?
  private(set) weak var superview: SimulatedView?
  private(set) var subviews: [SimulatedView] = []
  weak var window: SimulatedWindow?

  var center: Point
  var bounds: Rect
  /// The vertical translation of the view's transform (`transform.ty`); 0 is the identity.
  private(set) var translationY: Double = 0

  // UIScrollView
  var contentSize: Size
  var contentInset: Insets = .zero
  /// What `contentInsetAdjustmentBehavior` adds to `contentInset`.
  var automaticInset: Insets = .zero
  var verticalScrollIndicatorInsets: Insets = .zero
  var isScrollEnabled = true
  var axis: LayoutAxis = .vertical
  /// The animated offset writes, in order (`setContentOffset(_:animated: true)`).
  private(set) var animatedOffsetWrites = 0

  // UIView (root)
  var safeAreaInsets: Insets = .zero
  private(set) var layoutPasses = 0

  // UITextView
  var caretRect: Rect?

  init(kind: ViewKind, frame: Rect, identifier: String? = nil) {
    self.kind = kind
    accessibilityIdentifier = identifier
    center = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    contentSize = frame.size
  }

  /// `frame` with an identity transform.
  var frame: Rect {
    get {
      Rect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }
    set {
      center = Point(x: newValue.minX + newValue.width / 2, y: newValue.minY + newValue.height / 2)
      bounds = Rect(origin: bounds.origin, size: newValue.size)
    }
  }

  var contentOffset: Point {
    get { bounds.origin }
    set { bounds = Rect(origin: newValue, size: bounds.size) }
  }

  var adjustedContentInset: Insets { contentInset + automaticInset }

  func addSubview(_ view: SimulatedView) {
    view.superview = self
    subviews.append(view)
  }

  /// `transform = CGAffineTransform(translationX: 0, y: ty)`.
  func setTranslation(_ ty: Double) { translationY = ty }

  /// `layoutIfNeeded()`.
  func layoutIfNeeded() { layoutPasses += 1 }

  /// A rect in this view's bounds coordinates converted to the window's, through every
  /// superview's bounds origin and translation (`convert(_:to: nil)`).
  func convertToWindow(_ rect: Rect) -> Rect {
    var result = rect
    var view: SimulatedView? = self
    while let current = view {
      let frame = current.frame
      result = Rect(
        x: result.minX - current.bounds.minX + frame.minX,
        y: result.minY - current.bounds.minY + frame.minY + current.translationY,
        width: result.width, height: result.height)
      view = current.superview
    }
    return result
  }

  /// The valid offset range's bounds, `−adjusted.top` and
  /// `max(−adjusted.top, contentSize.height + adjusted.bottom − bounds.height)`.
  var validOffsetRangeY: ClosedRange<Double> {
    let insets = adjustedContentInset
    let low = -insets.top
    return low...max(low, contentSize.height + insets.bottom - bounds.height)
  }

  /// A user's drag to `offset`, released: the offset settles into the valid range (the bounce
  /// back), then the scroll view's delegate hears `scrollViewDidEndDragging(_:willDecelerate:
  /// false)`.
  func drag(to offset: Point) {
    let range = validOffsetRangeY
    contentOffset = Point(x: offset.x, y: min(max(offset.y, range.lowerBound), range.upperBound))
    window?.scrollViewDidEndDragging(self)
  }

  /// `becomeFirstResponder()`.
  func becomeFirstResponder() {
    window?.makeFirstResponder(self)
  }

  /// `resignFirstResponder()`.
  func resignFirstResponder() {
    guard window?.firstResponder === self else { return }
    window?.makeFirstResponder(nil)
  }
}

extension SimulatedView: KeyboardHostView {
  var hostSuperview: (any KeyboardHostView)? { superview }
  var hostSubviews: [any KeyboardHostView] { subviews }
  var hostIdentifier: String? { accessibilityIdentifier }
  var hostKind: ViewKind { kind }
  var hostFrame: Rect { frame }
  var hostScrollState: ScrollState? {
    guard kind.isScrollContainer else { return nil }
    return ScrollState(
      contentOffset: contentOffset, contentSize: contentSize, contentInset: contentInset,
      adjustedContentInset: adjustedContentInset, indicatorInsets: verticalScrollIndicatorInsets,
      isScrollEnabled: isScrollEnabled, axis: axis)
  }
  var hostSafeAreaInsets: Insets { safeAreaInsets }
  var hostCaretRect: Rect? { kind == .textView ? caretRect : nil }

  func hostSetContentOffset(_ offset: Point, animated: Bool) {
    if animated { animatedOffsetWrites += 1 }
    contentOffset = offset
  }
  func hostSetContentInset(_ inset: Insets) { contentInset = inset }
  func hostSetIndicatorInsets(_ insets: Insets) { verticalScrollIndicatorInsets = insets }
  func hostLayoutIfNeeded() { layoutIfNeeded() }
  func hostTranslate(upBy distance: Double) { setTranslation(distance == 0 ? 0 : -distance) }
  func hostBecomeFirstResponder() { becomeFirstResponder() }
}
