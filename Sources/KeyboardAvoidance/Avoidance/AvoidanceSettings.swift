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
  /// Where a revealed target that must move lands, for fields without an
  /// ``ViewNode/alignment`` of their own.
  public var alignment: RevealAlignment
  /// How the fields of a navigation group are ordered for Previous and Next.
  public var navigationOrder: FieldNavigation.Order

  /// Creates settings; the defaults are a distance of 10, ``RestorePolicy/unlessUserScrolled``,
  /// ``RevealAlignment/minimal`` and ``FieldNavigation/Order/position``.
  public init(
    keyboardDistance: Double = 10, restorePolicy: RestorePolicy = .unlessUserScrolled,
    alignment: RevealAlignment = .minimal, navigationOrder: FieldNavigation.Order = .position
  ) {
    self.keyboardDistance = keyboardDistance
    self.restorePolicy = restorePolicy
    self.alignment = alignment
    self.navigationOrder = navigationOrder
  }
}
