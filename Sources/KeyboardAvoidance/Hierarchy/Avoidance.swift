/// Whether a field takes part in keyboard avoidance.
///
/// The UIKit counterpart is IQKeyboardManager's per-class disabling; here it is a property of
/// the field.
public enum Avoidance: String, Hashable, Sendable, Codable, CaseIterable {
  /// The field is revealed above the keyboard (the default).
  case enabled
  /// Focusing the field restores everything the engine changed, and nothing moves for it.
  case disabled
}
