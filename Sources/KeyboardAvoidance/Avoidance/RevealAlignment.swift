/// Where a revealed target that must move lands in the band (<doc:HowAvoidanceDecides>, "How
/// far to move").
///
/// IQKeyboardManager centres a revealed field; TPKeyboardAvoiding users asked for the top; UIKit
/// itself, and this package by default, move as little as possible. Whatever the alignment, a
/// target already inside the band does not move, a target taller than the band shows its top,
/// and the root never shifts further than the minimal move needs.
///
/// ```swift
/// engine.handle(.settings(AvoidanceSettings(alignment: .center)))
/// ```
public enum RevealAlignment: String, Hashable, Sendable, Codable, CaseIterable {
  /// Just above the keyboard plus the field's distance, or just below the bars (the default).
  case minimal
  /// The target's middle at the band's middle.
  case center
  /// The target's top at the band's top.
  case top
}
