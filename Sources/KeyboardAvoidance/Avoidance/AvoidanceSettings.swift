/// The engine's global settings.
///
/// The UIKit counterparts are IQKeyboardManager's `keyboardDistance` and the restore behaviour
/// UIKit itself does not offer.
public struct AvoidanceSettings: Hashable, Sendable, Codable {
  /// The gap, in points, kept between a revealed target and the keyboard's top (10 by default);
  /// a field's own ``ViewNode/distance`` overrides it.
  public var keyboardDistance: Double
  /// How scroll containers without a policy of their own restore their offset.
  public var restorePolicy: RestorePolicy

  /// Creates settings; the defaults are a distance of 10 and ``RestorePolicy/unlessUserScrolled``.
  public init(keyboardDistance: Double = 10, restorePolicy: RestorePolicy = .unlessUserScrolled) {
    self.keyboardDistance = keyboardDistance
    self.restorePolicy = restorePolicy
  }
}
