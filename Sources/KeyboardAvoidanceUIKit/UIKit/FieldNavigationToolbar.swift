#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  /// A Previous / Next / Done toolbar for a field's `inputAccessoryView`, driven by the host
  /// core's navigation answers (``AvoidanceHost/navigation()``).
  ///
  /// `KeyboardAvoider` installs one on each field when
  /// `KeyboardAvoider.showsNavigationToolbar` is set; an app can install its own:
  ///
  /// ```swift
  /// let toolbar = FieldNavigationToolbar { action in
  ///   switch action {
  ///   case .previous: KeyboardAvoider.shared.navigate(.previous)
  ///   case .next: KeyboardAvoider.shared.navigate(.next)
  ///   case .done: _ = textField.resignFirstResponder()
  ///   }
  /// }
  /// toolbar.update(KeyboardAvoider.shared.navigation())
  /// textField.inputAccessoryView = toolbar
  /// ```
  @MainActor
  public final class FieldNavigationToolbar: UIToolbar {
    /// A button of the toolbar.
    public enum Action: Hashable, Sendable {
      /// Focus the previous field.
      case previous
      /// Focus the next field.
      case next
      /// End editing.
      case done
    }

    private var previousItem: UIBarButtonItem?
    private var nextItem: UIBarButtonItem?

    /// A toolbar whose buttons call `perform`.
    public init(perform: @escaping @MainActor (Action) -> Void) {
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      // A bar button item with a primary action takes its title and image from the action
      // (`UIBarButtonItem(title:image:primaryAction:menu:)`): an action made without them left
      // the items blank. Each action carries its own: chevrons for Previous and Next, with
      // their titles for VoiceOver, and Done as a word.
      let previous = UIBarButtonItem(
        primaryAction: UIAction(title: "Previous", image: UIImage(systemName: "chevron.up")) {
          _ in perform(.previous)
        })
      let next = UIBarButtonItem(
        primaryAction: UIAction(title: "Next", image: UIImage(systemName: "chevron.down")) {
          _ in perform(.next)
        })
      let done = UIBarButtonItem(
        primaryAction: UIAction(title: "Done") { _ in perform(.done) })
      items = [previous, next, UIBarButtonItem.flexibleSpace(), done]
      previousItem = previous
      nextItem = next
      sizeToFit()
    }

    /// Not available: the toolbar is built in code.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Enables Previous and Next where the focused field has a neighbour.
    public func update(_ navigation: FieldNavigation?) {
      previousItem?.isEnabled = navigation?.previous != nil
      nextItem?.isEnabled = navigation?.next != nil
    }
  }
#endif
