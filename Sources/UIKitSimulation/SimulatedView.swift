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
package final class SimulatedView {
  package let kind: ViewKind
  package var accessibilityIdentifier: String?
  /// The view this one is a subview of (UIKit's `superview`).
  package var superview: SimulatedView? { superviewReference }
  // Private storage: the module sees every access, and the optimizer drops the run-time
  // exclusivity check a `package` stored property keeps on each read (the host core reads a
  // superview per view it mirrors).
  private weak var superviewReference: SimulatedView?
  package private(set) var subviews: [SimulatedView] = []
  package weak var window: SimulatedWindow?

  /// The geometry and scrolling state, in one stored value: the host core reads several of
  /// them per view, and each access to a class's stored property is checked for exclusivity.
  private struct State {
    var center: Point
    var bounds: Rect
    var translationY: Double = 0
    var contentSize: Size
    var contentInset: Insets = .zero
    var automaticInset: Insets = .zero
    var verticalScrollIndicatorInsets: Insets = .zero
    var isScrollEnabled = true
    var axis: LayoutAxis = .vertical
    var safeAreaInsets: Insets = .zero

    /// `frame` with an identity transform.
    var frame: Rect {
      Rect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }
  }

  private var state: State

  package var center: Point {
    get { state.center }
    set { state.center = newValue }
  }
  package var bounds: Rect {
    get { state.bounds }
    set { state.bounds = newValue }
  }
  /// The vertical translation of the view's transform (`transform.ty`); 0 is the identity.
  package var translationY: Double { state.translationY }

  // UIScrollView
  package var contentSize: Size {
    get { state.contentSize }
    set { state.contentSize = newValue }
  }
  package var contentInset: Insets {
    get { state.contentInset }
    set { state.contentInset = newValue }
  }
  /// What `contentInsetAdjustmentBehavior` adds to `contentInset`.
  package var automaticInset: Insets {
    get { state.automaticInset }
    set { state.automaticInset = newValue }
  }
  package var verticalScrollIndicatorInsets: Insets {
    get { state.verticalScrollIndicatorInsets }
    set { state.verticalScrollIndicatorInsets = newValue }
  }
  package var isScrollEnabled: Bool {
    get { state.isScrollEnabled }
    set { state.isScrollEnabled = newValue }
  }
  package var axis: LayoutAxis {
    get { state.axis }
    set { state.axis = newValue }
  }
  /// `keyboardDismissMode`.
  package var keyboardDismissMode = KeyboardDismissMode.none
  /// The state of the scroll view's `panGestureRecognizer`, which the user's finger drives.
  package var panState = PanState.possible
  /// `isDecelerating`: the finger lifted and the content still moves.
  package var isDecelerating = false
  /// The animated offset writes, in order (`setContentOffset(_:animated: true)`).
  package var animatedOffsetWrites: Int { animatedWrites }
  // Private storage, as for `superview`: the host core's writes count here.
  private var animatedWrites = 0

  // UIView (root)
  package var safeAreaInsets: Insets {
    get { state.safeAreaInsets }
    set { state.safeAreaInsets = newValue }
  }
  package var layoutPasses: Int { passes }
  // Private storage, as for `superview`: the host core's layouts count here.
  private var passes = 0

  // UITextView
  package var caretRect: Rect?
  /// The caret a tap put, which UIKit reports (`caretRect`) only once it has updated the
  /// selection, after the begin-editing notification (uikit-facts 52): the window's
  /// ``SimulatedWindow/runLoop()`` sets it.
  package var tappedCaretRect: Rect?

  // What decides whether a field takes the focus
  /// `isHidden`.
  package var isHidden = false
  /// `alpha`.
  package var alpha = 1.0
  /// `isUserInteractionEnabled`.
  package var isUserInteractionEnabled = true
  /// `UITextField.isEnabled` (`UITextView` is no control: it has none, and this is ignored).
  package var isEnabled = true
  /// `UITextView.isEditable`.
  package var isEditable = true
  /// `returnKeyType`, by its name in `UIReturnKeyType` (`"default"`, `"next"`, `"send"`, …).
  package var returnKeyType = "default"
  /// What the field's `inputAccessoryView` holds.
  package var inputAccessory = FieldDecoration.Accessory.none
  /// How many times `reloadInputViews()` was called (each makes UIKit post the keyboard
  /// notifications again, uikit-facts 13).
  package var inputViewReloads = 0
  /// Whether the view is a `UITableViewController`'s table, which UIKit insets and scrolls for
  /// the keyboard itself (uikit-facts 66; see ``SimulatedScreen``).
  package var isTableControllerView = false
  /// Whether the view's bottom is constrained to its window's keyboard layout guide: Auto
  /// Layout lays it out above the keyboard
  /// (``SimulatedWindow/moveKeyboardGuide(to:inAnimation:)``).
  package var isPinnedToKeyboardGuide = false
  /// How the view's controller is shown, for a screen's root (a view controller presented as a
  /// sheet or popover, or in place).
  package var presentation = ScreenPresentation.inPlace
  /// How far UIKit lifted a floating sheet or popover for the keyboard, moving its presentation's
  /// container (uikit-facts 73; see ``SimulatedScreen``): drawn like a translation, but not the
  /// view's own transform, which the avoider writes.
  package var presentationLift = 0.0
  /// The field delegate's `textFieldShouldBeginEditing(_:)` / `textViewShouldBeginEditing(_:)`:
  /// `false` disallows editing, and `becomeFirstResponder()` returns `false`.
  package var shouldBeginEditing = true

  // Preservation
  /// `restorationIdentifier`.
  package var restorationIdentifier: String?
  /// A field's `text`.
  package var text: String?
  /// A field's selection in UTF-16 units (`selectedTextRange`'s offsets).
  package var selectedRange: UTF16Range?
  /// A tabs view's selected tab (its tab bar controller's `selectedIndex`).
  package var selectedIndex = 0

  package init(kind: ViewKind, frame: Rect, identifier: String? = nil) {
    self.kind = kind
    accessibilityIdentifier = identifier
    state = State(
      center: Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
      bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
      contentSize: frame.size)
  }

  /// `frame` with an identity transform.
  package var frame: Rect {
    get { state.frame }
    set {
      center = Point(x: newValue.minX + newValue.width / 2, y: newValue.minY + newValue.height / 2)
      bounds = Rect(origin: bounds.origin, size: newValue.size)
    }
  }

  package var contentOffset: Point {
    get { bounds.origin }
    set { bounds = Rect(origin: newValue, size: bounds.size) }
  }

  package var adjustedContentInset: Insets { contentInset + automaticInset }

  package func addSubview(_ view: SimulatedView) {
    view.removeFromSuperview()
    view.superviewReference = self
    view.moveToWindow(window)
    subviews.append(view)
  }

  /// `insertSubview(_:at:)`.
  package func insertSubview(_ view: SimulatedView, at index: Int) {
    view.removeFromSuperview()
    view.superviewReference = self
    view.moveToWindow(window)
    subviews.insert(view, at: min(max(0, index), subviews.count))
  }

  /// A table's or collection's layout: its cells stacked from the top in order, each at its own
  /// height, and the content as tall as all of them.
  package func layOutCells() {
    var y = 0.0
    for cell in subviews {
      cell.frame = Rect(
        x: cell.frame.minX, y: y, width: cell.frame.width, height: cell.frame.height)
      y += cell.frame.height
    }
    contentSize = Size(width: contentSize.width, height: y)
  }

  /// Sets the window of the view and everything under it.
  private func moveToWindow(_ window: SimulatedWindow?) {
    self.window = window
    for subview in subviews { subview.moveToWindow(window) }
  }

  /// `removeFromSuperview()`.
  package func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superviewReference = nil
  }

  /// `transform = CGAffineTransform(translationX: 0, y: ty)`.
  package func setTranslation(_ ty: Double) { state.translationY = ty }

  /// `layoutIfNeeded()`.
  package func layoutIfNeeded() { passes += 1 }

  /// A rect in this view's bounds coordinates converted to the window's, through every
  /// superview's bounds origin and translation (`convert(_:to: nil)`).
  package func convertToWindow(_ rect: Rect) -> Rect {
    var result = rect
    var view: SimulatedView? = self
    while let current = view {
      let frame = current.frame
      result = Rect(
        x: result.minX - current.bounds.minX + frame.minX,
        y: result.minY - current.bounds.minY + frame.minY + current.translationY
          - current.presentationLift,
        width: result.width, height: result.height)
      view = current.superview
    }
    return result
  }

  /// The valid offset range's bounds, `−adjusted.top` and
  /// `max(−adjusted.top, contentSize.height + adjusted.bottom − bounds.height)`.
  package var validOffsetRangeY: ClosedRange<Double> {
    let insets = adjustedContentInset
    let low = -insets.top
    return low...max(low, contentSize.height + insets.bottom - bounds.height)
  }

  /// The targets of the scroll view's `panGestureRecognizer` (`addTarget(_:action:)`), by
  /// target, called here when a drag ends (the recognizer's state `.ended`).
  private var panTargets: [(target: ObjectIdentifier, body: (SimulatedView) -> Void)] = []

  /// `panGestureRecognizer.addTarget(_:action:)`: `target` hears each drag the user ends. Only
  /// the user's touches drive the recognizer: offsets set in code never reach it (uikit-facts
  /// 60–61).
  package func addPanTarget(_ target: AnyObject, _ body: @escaping (SimulatedView) -> Void) {
    panTargets.append((ObjectIdentifier(target), body))
  }

  /// `panGestureRecognizer.removeTarget(_:action:)`.
  package func removePanTarget(_ target: AnyObject) {
    panTargets.removeAll { $0.target == ObjectIdentifier(target) }
  }

  /// How many targets the pan gesture recognizer has.
  package var panTargetCount: Int { panTargets.count }

  /// A user's drag to `offset`, released: the offset settles into the valid range (the bounce
  /// back), the pan gesture recognizer ends (its targets hear it), then the scroll view's
  /// delegate hears `scrollViewDidEndDragging(_:willDecelerate: false)` — which reaches the host
  /// only in an app that forwards it.
  package func drag(to offset: Point) {
    panState = .changed
    contentOffset = offset
    liftFinger()
  }

  /// The finger lifts off a drag: the offset settles into the valid range, the pan gesture
  /// recognizer ends (its targets hear it), then the delegate hears
  /// `scrollViewDidEndDragging(_:willDecelerate: false)`.
  package func liftFinger() {
    let range = validOffsetRangeY
    contentOffset = Point(
      x: contentOffset.x, y: min(max(contentOffset.y, range.lowerBound), range.upperBound))
    panState = .ended
    for target in panTargets { target.body(self) }
    window?.scrollViewDidEndDragging(self)
  }

  /// `becomeFirstResponder()`: refused out of a window (uikit-facts 53) and when the delegate
  /// disallows editing; a field that already is first responder stays it.
  @discardableResult
  package func becomeFirstResponder() -> Bool {
    guard let window, shouldBeginEditing else { return false }
    if window.scrollsFieldsIntoView, kind == .textField, window.firstResponder !== self {
      scrollIntoViewAsUIKitDoes()
    }
    window.makeFirstResponder(self)
    return true
  }

  /// What a text field does when it becomes first responder inside a scroll view (uikit-facts
  /// 69, observed): UIKit scrolls the nearest enclosing scroll view with
  /// `scrollRectToVisible(_:animated:)`, "so rect is just visible (nearest edges)", within the
  /// area its *current* adjusted insets leave (fact 63) — before any keyboard inset exists.
  private func scrollIntoViewAsUIKitDoes() {
    var rect = frame
    var current = superview
    while let view = current, !(view.kind.isScrollContainer && view.isScrollEnabled) {
      rect = Rect(
        x: rect.minX + view.frame.minX - view.bounds.minX,
        y: rect.minY + view.frame.minY - view.bounds.minY, width: rect.width,
        height: rect.height)
      current = view.superview
    }
    guard let scroll = current else { return }
    let insets = scroll.adjustedContentInset
    let top = scroll.contentOffset.y + insets.top
    let bottom = scroll.contentOffset.y + scroll.bounds.height - insets.bottom
    var y = scroll.contentOffset.y
    if rect.maxY > bottom {
      y += rect.maxY - bottom
    } else if rect.minY < top {
      y -= top - rect.minY
    }
    let range = scroll.validOffsetRangeY
    scroll.contentOffset = Point(
      x: scroll.contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound))
  }

  /// `resignFirstResponder()`.
  package func resignFirstResponder() {
    guard window?.firstResponder === self else { return }
    window?.makeFirstResponder(nil)
  }
}

extension SimulatedView: KeyboardHostView {
  package var hostSuperview: (any KeyboardHostView)? { superview }
  package var hostSubviews: [any KeyboardHostView] { subviews }
  package var hostIdentifier: String? { accessibilityIdentifier }
  package var hostKind: ViewKind { kind }
  package var hostFrame: Rect { state.frame }
  package var hostScrollState: ScrollState? {
    guard kind.isScrollContainer else { return nil }
    return ScrollState(
      contentOffset: state.bounds.origin, contentSize: state.contentSize,
      contentInset: state.contentInset,
      adjustedContentInset: state.contentInset + state.automaticInset,
      indicatorInsets: state.verticalScrollIndicatorInsets,
      isScrollEnabled: state.isScrollEnabled, axis: state.axis)
  }
  /// As the UIKit layer reads it: a navigation or tabs view (a container controller's view)
  /// answers with its visible screen's safe area, which UIKit gives the bars the container
  /// shows (uikit-facts 76), as a rectangle in its own bounds (``ContainedSafeArea``); any other
  /// view with its own.
  package var hostSafeAreaInsets: Insets {
    let content = visibleContent
    guard content !== self else { return safeAreaInsets }
    var frame = content.frame
    var current = content.superview
    while let view = current, view !== self {
      frame = Rect(
        x: frame.minX + view.frame.minX - view.bounds.minX,
        y: frame.minY + view.frame.minY - view.bounds.minY, width: frame.width,
        height: frame.height)
      current = view.superview
    }
    guard current === self else { return content.safeAreaInsets }
    return ContainedSafeArea.insets(of: content.safeAreaInsets, framed: frame, in: bounds)
  }

  /// The view a container shows: a navigation view's top screen, a tabs view's selected tab,
  /// down through nested containers; any other view itself.
  package var visibleContent: SimulatedView {
    switch kind {
    case .navigation: subviews.last?.visibleContent ?? self
    case .tabs:
      subviews.indices.contains(selectedIndex) ? subviews[selectedIndex].visibleContent : self
    default: self
    }
  }

  /// The screens a container holds, down through nested containers; any other view itself.
  package var contentViews: [SimulatedView] {
    kind == .navigation || kind == .tabs ? subviews.flatMap(\.contentViews) : [self]
  }
  package var hostCaretRect: Rect? { kind == .textView ? caretRect : nil }

  package func hostSetContentOffset(_ offset: Point, animated: Bool) {
    if animated { animatedWrites += 1 }
    // `setContentOffset(_:animated: true)` runs the scroll view's own animation (uikit-facts
    // 62): with the window modelling it, the offset reads the old value until the run loop turns.
    if animated, let window, window.animatesOffsets {
      window.enqueue { [weak self] in self?.contentOffset = offset }
      return
    }
    contentOffset = offset
  }
  package func hostSetContentInset(_ inset: Insets) { contentInset = inset }
  package func hostSetIndicatorInsets(_ insets: Insets) { verticalScrollIndicatorInsets = insets }
  package func hostLayoutIfNeeded() { layoutIfNeeded() }
  /// As the UIKit layer does it: a container's screens move, not the container, whose bars stay
  /// where they are.
  package func hostTranslate(upBy distance: Double) {
    for view in contentViews { view.setTranslation(distance == 0 ? 0 : -distance) }
  }
  package func hostBecomeFirstResponder() -> Bool { becomeFirstResponder() }
  /// As the UIKit layer answers it: a `UITableViewController`'s table, a view constrained to the
  /// keyboard layout guide, or a root presented as a sheet or popover that floats in its window
  /// (``ScreenPresentation``).
  package var hostAvoidsKeyboardItself: Bool {
    if isTableControllerView || isPinnedToKeyboardGuide { return true }
    guard presentation != .inPlace, let window else { return false }
    return presentation.isMovedByPlatform(
      frameInWindow: window.hostFrameInWindow(of: self), windowSize: window.size)
  }
  /// As the UIKit layer asks it of a `UIView`: in a window, enabled, editable, and neither the
  /// view nor a superview hidden, at alpha 0.01 or less, or with user interaction disabled.
  package var hostAcceptsFocus: Bool {
    guard window != nil, kind != .textField || isEnabled, kind != .textView || isEditable else {
      return false
    }
    var current: SimulatedView? = self
    while let view = current {
      if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return false }
      current = view.superview
    }
    return true
  }
  package var hostRestorationIdentifier: String? { restorationIdentifier }
  package var hostText: String? { kind.isField ? text : nil }
  package var hostSelectedRange: UTF16Range? { kind.isField ? selectedRange : nil }
  package var hostSelectedIndex: Int { selectedIndex }
  package func hostSetSelectedRange(_ range: UTF16Range) { selectedRange = range }
  package func hostSelectTab(_ index: Int) { selectedIndex = index }

  /// Whether `view` is this view or under it.
  package func contains(_ view: SimulatedView) -> Bool {
    var current: SimulatedView? = view
    while let next = current {
      if next === self { return true }
      current = next.superview
    }
    return false
  }
}
