#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  extension KeyboardAvoider {
    // MARK: Return key and toolbar

    /// Gives a field what the app opted in to (``FieldDecoration``), and reloads its input views
    /// only when something changed.
    func decorate(_ field: UIView, _ host: AvoidanceHost) {
      // A field that navigation makes first responder begins editing before the engine hears
      // of the navigation: `navigate(_:)` decorates it once the navigation is decided.
      guard host.engine.focusedField == host.id(of: field) else { return }
      let navigation = host.navigation()
      let textField = field as? UITextField
      let textView = field as? UITextView
      guard textField != nil || textView != nil else { return }
      let accessoryView = textField?.inputAccessoryView ?? textView?.inputAccessoryView
      let accessory: FieldDecoration.Accessory =
        switch accessoryView {
        case nil: .none
        case is FieldNavigationToolbar: .navigationToolbar
        default: .app
        }
      let type = textField?.returnKeyType ?? textView?.returnKeyType ?? .default
      let current: FieldNavigation.ReturnKey? =
        switch type {
        case .next: .next
        case .done: .done
        case .default: .default
        default: nil
        }
      let decoration = FieldDecoration(
        navigation: navigation, currentReturnKey: current, accessory: accessory,
        setsReturnKey: setsReturnKey, showsNavigationToolbar: showsNavigationToolbar)
      var reloads = false
      // A text view's return key inserts a new line whatever it is labelled, so only a text
      // field's is relabelled.
      if let returnKey = decoration.returnKey, let textField {
        let type: UIReturnKeyType =
          switch returnKey {
          case .next: .next
          case .done: .done
          case .default: .default
          }
        textField.returnKeyType = type
        reloads = true
      }
      if decoration.showsToolbar {
        if let toolbar = accessoryView as? FieldNavigationToolbar {
          toolbar.update(navigation)
        } else {
          // The field holds its toolbar; the toolbar holds the field weakly.
          let toolbar = FieldNavigationToolbar { [weak self, weak field] action in
            switch action {
            case .previous: self?.navigate(.previous)
            case .next: self?.navigate(.next)
            case .done: _ = field?.resignFirstResponder()
            }
          }
          toolbar.update(navigation)
          textField?.inputAccessoryView = toolbar
          textView?.inputAccessoryView = toolbar
          reloads = true
        }
      }
      if reloads { field.reloadInputViews() }
    }
  }
#endif
