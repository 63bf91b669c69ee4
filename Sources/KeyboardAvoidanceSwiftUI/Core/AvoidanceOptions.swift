import KeyboardAvoidance

/// The options a modifier gives the view it marks: how far to reveal, how to align, whether the
/// view follows the keyboard or lifts with it, and whether it takes part in navigation.
///
/// Each option is the engine's `ViewNode` property of the same name (AVOIDANCE §§3–5, v1.3).
///
/// ```swift
/// AvoidanceOptions(distance: 24)              // a field revealed 24 points above the keyboard
/// AvoidanceOptions(keyboardLift: .whenAtEnd)  // a chat's list
/// ```
public struct AvoidanceOptions: Hashable, Sendable {
  /// The space kept between the revealed view and the keyboard; `nil` uses the settings'.
  public var distance: Double?
  /// Where a revealed field is placed in its scroll view; `nil` moves it the least.
  public var alignment: RevealAlignment?
  /// When a scroll view's offset is restored as the keyboard hides; `nil` uses the settings'.
  public var restorePolicy: RestorePolicy?
  /// Whether a scroll view is passed over when revealing.
  public var ignoresScrolling: Bool
  /// Whether a scroll view gets no bottom inset for the keyboard.
  public var ignoresInset: Bool
  /// Whether avoidance is on for the view and what it holds.
  public var avoidance: Avoidance
  /// Whether the view rides the keyboard (a chat's composer, a button bar).
  public var followsKeyboard: Bool
  /// How a scroll view lifts its content with the keyboard (a chat's list).
  public var keyboardLift: KeyboardLift
  /// Whether a field takes part in Previous/Next navigation.
  public var navigable: Bool
  /// Whether the view's fields form a navigation group of their own.
  public var navigationGroup: Bool

  /// Options with the engine's defaults for whatever is not given.
  public init(
    distance: Double? = nil, alignment: RevealAlignment? = nil,
    restorePolicy: RestorePolicy? = nil, ignoresScrolling: Bool = false,
    ignoresInset: Bool = false, avoidance: Avoidance = .enabled, followsKeyboard: Bool = false,
    keyboardLift: KeyboardLift = .none, navigable: Bool = true, navigationGroup: Bool = false
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
  }

  /// Writes the options into a node of the engine's tree.
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
  }
}
