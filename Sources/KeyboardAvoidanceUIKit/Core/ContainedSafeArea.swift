import KeyboardAvoidance

/// The safe area a container's view (a navigation or tab bar controller's, the screen's root)
/// takes from the screen it shows.
///
/// UIKit gives the bars a container shows to its visible child's safe area, not to the
/// container's (uikit-facts 76): under a translucent navigation bar the child's view fills the
/// container and its top inset counts the bar; under an opaque bar the child's view starts below
/// the bar and its own top inset is 0. Either way the band the engine reveals in lies inside the
/// child's safe area, so the container's insets are the child's safe-area rectangle in the
/// container's bounds: `insets(of:framed:in:)` with the child's frame as it is with identity
/// transforms (UIKit: `center` and `bounds` up the superview chain — the avoider moves the child
/// with a transform, which must not move the band).
package enum ContainedSafeArea {
  /// The container's insets: the distance from each edge of `container` (its bounds) to the
  /// child's safe-area rectangle, the child's `frame` (in the container's bounds coordinates)
  /// inset by `insets`; never negative.
  ///
  /// ```swift
  /// // An opaque bar: the child starts at 91, and its own top inset is 0.
  /// ContainedSafeArea.insets(
  ///   of: Insets(top: 0, left: 0, bottom: 34, right: 0),
  ///   framed: Rect(x: 0, y: 91, width: 390, height: 753),
  ///   in: Rect(x: 0, y: 0, width: 390, height: 844))
  /// // Insets(top: 91, left: 0, bottom: 34, right: 0)
  /// ```
  package static func insets(of insets: Insets, framed frame: Rect, in container: Rect) -> Insets {
    Insets(
      top: max(0, frame.minY + insets.top - container.minY),
      left: max(0, frame.minX + insets.left - container.minX),
      bottom: max(0, container.maxY - (frame.maxY - insets.bottom)),
      right: max(0, container.maxX - (frame.maxX - insets.right)))
  }
}
