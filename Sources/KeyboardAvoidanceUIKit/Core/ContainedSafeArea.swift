import KeyboardAvoidance

/// The safe area a container's view (a navigation or tab bar controller's) takes from the
/// screen it shows: UIKit gives the bars to the visible child's safe area (uikit-facts 76), so
/// the container's insets are the child's safe-area rectangle, with identity transforms.
package enum ContainedSafeArea {
  /// The distance, never negative, from each edge of `container` to the child's `frame` inset
  /// by its `insets` (all in the container's bounds coordinates).
  package static func insets(of insets: Insets, framed frame: Rect, in container: Rect) -> Insets {
    Insets(
      top: max(0, frame.minY + insets.top - container.minY),
      left: max(0, frame.minX + insets.left - container.minX),
      bottom: max(0, container.maxY - (frame.maxY - insets.bottom)),
      right: max(0, container.maxX - (frame.maxX - insets.right)))
  }
}
