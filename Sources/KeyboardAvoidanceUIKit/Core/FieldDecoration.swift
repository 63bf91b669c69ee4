import KeyboardAvoidance

/// What the avoider writes on a field that began editing: the return key and its toolbar, only
/// when the app opts in, and never over an accessory view the app set.
public struct FieldDecoration: Hashable, Sendable {
  /// What sits in the field's `inputAccessoryView`.
  public enum Accessory: Hashable, Sendable {
    /// Nothing.
    case none
    /// The avoider's own `FieldNavigationToolbar`.
    case navigationToolbar
    /// A view the app set.
    case app
  }

  /// The return key to give the field; `nil` leaves the field's own.
  public var returnKey: FieldNavigation.ReturnKey?
  /// Whether the avoider's toolbar goes into (or is updated in) the field's accessory.
  public var showsToolbar: Bool

  /// Decides for a field with `navigation`'s answers, its return key now (`nil`: one the engine
  /// has no name for) and its accessory, under the app's choices.
  public init(
    navigation: FieldNavigation?, currentReturnKey: FieldNavigation.ReturnKey?,
    accessory: Accessory, setsReturnKey: Bool, showsNavigationToolbar: Bool
  ) {
    let wanted = setsReturnKey ? navigation?.returnKey : nil
    returnKey = wanted == currentReturnKey ? nil : wanted
    showsToolbar = showsNavigationToolbar && accessory != .app
  }
}
