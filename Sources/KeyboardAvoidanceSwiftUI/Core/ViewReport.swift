import KeyboardAvoidance

/// What a modifier reports of the view it marks: an avoiding scroll view, a field or editor, or
/// a view that rides the keyboard.
///
/// SwiftUI has no view objects to read, so the host core builds the engine's tree from these.
/// The frame is given in the coordinate space of the enclosing reported view (its ``parent``):
///
/// - under the screen's root or a rider, in the space the parent's modifier names *inside* the
///   offset the host applies to it, so neither the root's shift nor a rider's offset is in it;
/// - under a scroll view, in the space the scroll view's modifier names on the scroll view
///   itself, which scrolls: the core adds the scroll view's reported content offset.
///
/// A view's frame is measured *outside* its own offset (a rider's), so what the host applies
/// never comes back as a change of layout.
public struct ViewReport: Hashable, Sendable {
  /// The view's identity in the engine's tree (a field's is its `FocusState` value's).
  public var id: ViewID
  /// The enclosing reported view: the root, a scroll view or a rider.
  public var parent: ViewID
  /// `.scroll` for an avoiding scroll view, `.textField` or `.textView` for a field or editor,
  /// `.view` for a rider.
  public var kind: ViewKind
  /// The frame in the parent's coordinate space (see above); `nil` keeps the frame reported
  /// before (a scroll view's `ScrollGeometry` is reported apart from its frame). A view is not
  /// put in the engine's tree until a frame is known.
  public var frame: Rect?
  /// A scroll view's or editor's scrolling geometry; `nil` for other views.
  public var scroll: ReportedScrollGeometry?
  /// The options the modifier gives the view.
  public var options: AvoidanceOptions
  /// The view's place in the screen's declaration order, when the modifier knows it (a field's
  /// `FocusState` value's index among its type's `allCases`): Previous/Next in hierarchy order
  /// and fields at the same place follow it. Without it, siblings go in reading order.
  public var order: Int?

  /// A report of one view.
  public init(
    id: ViewID, parent: ViewID, kind: ViewKind, frame: Rect?,
    scroll: ReportedScrollGeometry? = nil, options: AvoidanceOptions = AvoidanceOptions(),
    order: Int? = nil
  ) {
    self.id = id
    self.parent = parent
    self.kind = kind
    self.frame = frame
    self.scroll = scroll
    self.options = options
    self.order = order
  }
}
