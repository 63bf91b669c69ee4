/// How a scroll container's content offset is restored when the keyboard goes away.
///
/// Insets are always restored; the policy decides only the offset. UIKit has no such switch:
/// IQKeyboardManager always restores, which throws away where the user scrolled to.
public enum RestorePolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Back to the offset from before the keyboard.
  case always
  /// Keep the current offset (clamped into the valid range).
  case never
  /// Back to the starting offset unless the user scrolled the container while the keyboard was
  /// up; the default.
  case unlessUserScrolled
}
