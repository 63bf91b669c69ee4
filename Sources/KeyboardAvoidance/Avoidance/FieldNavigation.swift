/// The focused field's neighbours and return key, for a toolbar's Previous and Next buttons
/// (<doc:HowAvoidanceDecides>, "Field navigation").
///
/// Fields navigate within their group — the innermost ancestor that is a
/// ``ViewNode/navigationGroup``, else the whole screen — in the order the settings'
/// ``AvoidanceSettings/navigationOrder`` gives, without wrapping around.
///
/// ```swift
/// let navigation = engine.navigation()
/// previousButton.isEnabled = navigation?.previous != nil
/// textField.returnKeyType = navigation?.returnKey == .next ? .next : .done
/// ```
///
/// IQKeyboardManager's toolbar and react-native-keyboard-controller's `KeyboardToolbar` answer
/// the same questions.
public struct FieldNavigation: Hashable, Sendable, Codable {
  /// The field before the focused one in its group, or `nil` at the group's start (or when the
  /// focused field is not navigable).
  public var previous: ViewID?
  /// The field after the focused one in its group, or `nil` at the group's end (or when the
  /// focused field is not navigable).
  public var next: ViewID?
  /// What the focused field's return key does.
  public var returnKey: ReturnKey

  /// Creates a navigation answer.
  public init(previous: ViewID?, next: ViewID?, returnKey: ReturnKey) {
    self.previous = previous
    self.next = next
    self.returnKey = returnKey
  }
}

extension FieldNavigation {
  /// Which neighbour a ``AvoidanceEvent/navigate(_:)`` event focuses.
  public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
    /// The field before the focused one.
    case previous
    /// The field after the focused one.
    case next
  }

  /// What a field's return key does (UIKit's `returnKeyType`).
  public enum ReturnKey: String, Hashable, Sendable, Codable, CaseIterable {
    /// Moves to the next field (`UIReturnKeyType.next`): a text field with a next field.
    case next
    /// Ends editing (`UIReturnKeyType.done`): a text field at its group's end.
    case done
    /// Types a newline (`UIReturnKeyType.default`): a text view.
    case `default`
  }

  /// How a group's fields are ordered.
  public enum Order: String, Hashable, Sendable, Codable, CaseIterable {
    /// By window position with no root shift: top to bottom, then left to right, then tree order
    /// (the default).
    case position
    /// Depth-first tree order, children in order.
    case hierarchy
  }
}
