import KeyboardAvoidance

/// Per-view keyboard-avoidance options, set through ``AvoidanceHost/setOptions(_:for:)``: each is
/// the `ViewNode` property of the same name; an option left `nil` keeps the engine's default.
///
/// ```swift
/// host.setOptions(ViewOptions(followsKeyboard: true), for: buttonBar)
/// host.setOptions(ViewOptions(distance: 24, alignment: .center), for: passwordField)
/// ```
public struct ViewOptions: Hashable, Sendable {
  /// A field's gap above the keyboard (`ViewNode.distance`).
  public var distance: Double?
  /// Where a field's target lands when it must move (`ViewNode.alignment`).
  public var alignment: RevealAlignment?
  /// How a scroll view's offset is restored (`ViewNode.restorePolicy`).
  public var restorePolicy: RestorePolicy?
  /// Whether the engine leaves a scroll view's offset alone (`ViewNode.ignoresScrolling`).
  public var ignoresScrolling: Bool
  /// Whether the engine leaves a scroll view's insets alone (`ViewNode.ignoresInset`).
  public var ignoresInset: Bool
  /// Whether a field is avoided at all (`ViewNode.avoidance`).
  public var avoidance: Avoidance
  /// Whether the view rides the keyboard (`ViewNode.followsKeyboard`).
  public var followsKeyboard: Bool
  /// How a covered scroll view moves its content (`ViewNode.keyboardLift`).
  public var keyboardLift: KeyboardLift
  /// Whether a field takes part in Previous/Next (`ViewNode.navigable`).
  public var navigable: Bool
  /// Whether the view's fields navigate among themselves only (`ViewNode.navigationGroup`).
  public var navigationGroup: Bool
  /// What a list keeps still when its cells change (`ViewNode.anchorPolicy`).
  public var anchorPolicy: ScrollAnchor.Policy
  /// Whether the view's subtree avoids the keyboard on its own: its fields are not avoided.
  public var excludesSubtree: Bool

  /// Creates options; the defaults are the engine's.
  public init(
    distance: Double? = nil, alignment: RevealAlignment? = nil,
    restorePolicy: RestorePolicy? = nil, ignoresScrolling: Bool = false,
    ignoresInset: Bool = false, avoidance: Avoidance = .enabled, followsKeyboard: Bool = false,
    keyboardLift: KeyboardLift = .none, navigable: Bool = true, navigationGroup: Bool = false,
    anchorPolicy: ScrollAnchor.Policy = ScrollAnchor.Policy(), excludesSubtree: Bool = false
  ) {
    self.distance = distance
    self.alignment = alignment
    self.restorePolicy = restorePolicy
    self.ignoresScrolling = ignoresScrolling
    self.ignoresInset = ignoresInset
    self.avoidance = avoidance
    self.followsKeyboard = followsKeyboard
    self.keyboardLift = keyboardLift
    self.navigable = navigable
    self.navigationGroup = navigationGroup
    self.anchorPolicy = anchorPolicy
    self.excludesSubtree = excludesSubtree
  }

  /// Whether the view rides the keyboard whatever is focused: a follower or a lift container.
  var isRider: Bool { followsKeyboard || keyboardLift != .none }

  /// The options written onto a mirrored view.
  func apply(to node: inout ViewNode) {
    node.distance = distance
    node.alignment = alignment
    node.restorePolicy = restorePolicy
    node.ignoresScrolling = ignoresScrolling
    node.ignoresInset = ignoresInset
    node.avoidance = avoidance
    node.followsKeyboard = followsKeyboard
    node.keyboardLift = keyboardLift
    node.navigable = navigable
    node.navigationGroup = navigationGroup
    node.anchorPolicy = anchorPolicy
  }
}
