#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import KeyboardAvoidance
  import SwiftUI

  /// Previous, Next and Done for the fields of a screen with ``View/keyboardNavigation(_:)``:
  /// the engine chooses the field (AVOIDANCE v1.3 navigation: reading order, groups, fields
  /// that are not navigable skipped); Done clears the focus. Put it in the screen with
  /// ``View/ridesKeyboard(id:)`` to keep it on the keyboard.
  @available(iOS 18, visionOS 2, *)
  public struct KeyboardNavigationBar<Value: Hashable>: View {
    private var focus: FocusState<Value?>.Binding
    @Environment(\.keyboardAvoidanceContext) private var context

    /// A bar for the fields `focus` focuses.
    public init(focus: FocusState<Value?>.Binding) {
      self.focus = focus
    }

    /// The bar's buttons.
    public var body: some View {
      let coordinator = context?.coordinator
      let focus = focus
      return HStack(alignment: .center, spacing: nil) {
        Button("Previous") { coordinator?.navigate(.previous) }
        Button("Next") { coordinator?.navigate(.next) }
        Spacer(minLength: nil)
        Button("Done") { focus.wrappedValue = nil }
      }
    }
  }
#endif
