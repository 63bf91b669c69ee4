import KeyboardAvoidance

/// What the host core asks the SwiftUI layer to show: the values it wrote, by view.
///
/// The SwiftUI layer applies each as SwiftUI expresses it: an offset through
/// `ScrollPosition.scrollTo(x:y:)`, margins through `contentMargins(_:_:for:)`, the root's and
/// riders' offsets through `offset(x:y:)`, the focus through a `FocusState` binding. A view the
/// core never wrote to has no entry: it stays as the app laid it out.
public struct AppliedValues: Hashable, Sendable {
  /// Each scroll view's or editor's content offset (UIKit's `contentOffset`).
  public var contentOffsets: [ViewID: Point] = [:]
  /// Each scroll view's content margins (UIKit's `contentInset`), `.scrollContent` margins.
  public var contentMargins: [ViewID: Insets] = [:]
  /// Each scroll view's indicator margins (UIKit's `verticalScrollIndicatorInsets`).
  public var indicatorMargins: [ViewID: Insets] = [:]
  /// How far the root is moved down (negative: up), the engine's root shift negated.
  public var rootOffset: Double = 0
  /// How far each rider is moved down (negative: up), its follow offset negated.
  public var riderOffsets: [ViewID: Double] = [:]
  /// The field the engine focused itself (Previous/Next), for the layer to put in `FocusState`.
  public var focusRequest: ViewID?
  /// How many times the core has asked for a focus: one more for each request, even one that
  /// names the same field as the last. The layer writes ``focusRequest`` into `FocusState`
  /// each time this changes, so a request whose values equal the last one's still fires.
  public var focusRequestSerial = 0
  /// How many times the core has written each scroll view's or editor's offset: one more for
  /// each write, even of the offset written last. The layer scrolls to ``contentOffsets`` each
  /// time a view's count changes: after the user scrolled away, the engine writing the offset
  /// it wrote before is a new request to scroll there.
  public var scrollRequestSerials: [ViewID: Int] = [:]

  /// No values written yet.
  public init() {}
}
