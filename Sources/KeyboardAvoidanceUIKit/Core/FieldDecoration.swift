import KeyboardAvoidance

/// What the avoider writes on a field that began editing: by default nothing.
///
/// A field's return key and input accessory view are the app's: the avoider sets the return key
/// only when the app opts in (`KeyboardAvoider.setsReturnKey`), installs its Previous / Next /
/// Done toolbar only when the app opts in (`KeyboardAvoider.showsNavigationToolbar`), and never
/// replaces an accessory view the app set. A field is reloaded (`reloadInputViews()`, which
/// makes UIKit post the keyboard notifications again, uikit-facts 13) only when written.
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

  /// Decides for a field with `navigation`'s answers, whose return key is now `currentReturnKey`
  /// (`nil`: one the engine has no name for, such as Search or Send) and whose accessory is
  /// `accessory`, under the app's choices.
  public init(
    navigation: FieldNavigation?, currentReturnKey: FieldNavigation.ReturnKey?,
    accessory: Accessory, setsReturnKey: Bool, showsNavigationToolbar: Bool
  ) {
    let wanted = setsReturnKey ? navigation?.returnKey : nil
    returnKey = wanted == currentReturnKey ? nil : wanted
    showsToolbar = showsNavigationToolbar && accessory != .app
  }
}
