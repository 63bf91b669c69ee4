/// The direction in which a scroll container scrolls or a stack lays out its views.
///
/// The UIKit counterpart is `NSLayoutConstraint.LayoutAxis`. Only vertical scroll containers take
/// part in keyboard avoidance.
public enum LayoutAxis: String, Hashable, Sendable, Codable, CaseIterable {
  /// Top to bottom, the default.
  case vertical
  /// Leading to trailing.
  case horizontal
}
