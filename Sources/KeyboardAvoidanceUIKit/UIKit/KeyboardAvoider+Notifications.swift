#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  // Foundation by name, so that scripts/check-availability.sh checks NotificationCenter's calls.
  import Foundation
  import KeyboardAvoidance
  import UIKit

  extension KeyboardAvoider {
    // MARK: Observing

    /// UIKit's notifications and what they mean to the host core.
    static var routes: [(NSNotification.Name, HostNotification)] {
      [
        (UIResponder.keyboardWillShowNotification, .keyboard(.keyboardWillShow)),
        (UIResponder.keyboardDidShowNotification, .keyboard(.keyboardDidShow)),
        (UIResponder.keyboardWillChangeFrameNotification, .keyboard(.keyboardWillChangeFrame)),
        (UIResponder.keyboardDidChangeFrameNotification, .keyboard(.keyboardDidChangeFrame)),
        (UIResponder.keyboardWillHideNotification, .keyboard(.keyboardWillHide)),
        (UIResponder.keyboardDidHideNotification, .keyboard(.keyboardDidHide)),
        (UITextField.textDidBeginEditingNotification, .textDidBeginEditing),
        (UITextField.textDidEndEditingNotification, .textDidEndEditing),
        (UITextField.textDidChangeNotification, .textDidChange),
        (UITextView.textDidBeginEditingNotification, .textDidBeginEditing),
        (UITextView.textDidEndEditingNotification, .textDidEndEditing),
        (UITextView.textDidChangeNotification, .textDidChange),
        (UIApplication.didReceiveMemoryWarningNotification, .memoryWarning),
      ]
    }

    /// UIKit's `userInfo` keys.
    static var keys: KeyboardUserInfo.Keys {
      KeyboardUserInfo.Keys(
        frameEnd: UIResponder.keyboardFrameEndUserInfoKey,
        animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
        animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
        isLocal: UIResponder.keyboardIsLocalUserInfoKey)
    }

    func startObserving() {
      guard observers.isEmpty else { return }
      let keys = Self.keys
      for (name, route) in Self.routes {
        let observer = NotificationCenter.default.addObserver(
          forName: name, object: nil, queue: OperationQueue.main
        ) { [weak self] notification in
          // Read into Sendable values here; observers on the main queue run on the main actor.
          let info = KeyboardUserInfo(notification.userInfo ?? [:], keys: keys)
          let field = notification.object as? UIView
          // A keyboard notification's object is the screen the keyboard is on (uikit-facts 4).
          // visionOS has no UIScreen: there the object is not compared.
          #if os(visionOS)
            let screen: AnyObject? = nil
          #else
            let screen: AnyObject? = notification.object as? UIScreen
          #endif
          MainActor.assumeIsolated {
            self?.receive(route, field: field, screen: screen, info: info)
          }
        }
        observers.append(observer)
      }
    }

    func stopObserving() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
      for entry in trackers.values { entry.tracker?.removeFromSuperview() }
      trackers.removeAll()
      unwatchDrags()
    }

    func receive(
      _ route: HostNotification, field: UIView?, screen: AnyObject?, info: KeyboardUserInfo
    ) {
      screens.removeAll { $0.root == nil }
      options = options.filter { $0.value.view != nil }
      switch route {
      case .keyboard:
        lastKeyboard =
          route == .keyboard(.keyboardWillHide) || route == .keyboard(.keyboardDidHide)
          ? nil : info
        // The frame-change pair may carry no screen where the show and hide do (uikit-facts 4):
        // such a notification is about the keyboard the last show or hide placed.
        if let screen { lastKeyboardScreen = screen }
        let screen = screen ?? lastKeyboardScreen
        // Screens with followers or lift containers make room even with no field focused.
        for entry in options.values
        where entry.options?.followsKeyboard == true
          || (entry.options?.keyboardLift ?? .none) != .none
        {
          if let view = entry.view, view.window != nil, handles(view) { _ = host(for: view) }
        }
        for entry in screens {
          guard let root = entry.root, let window = root.window, handles(root) else { continue }
          // A window whose tracker went with a disable and enable gets one again.
          trackKeyboard(in: window)
          entry.host.receive(route, object: nil, info: info, screen: screen)
        }
        watchDrags()
      case .textDidBeginEditing, .textDidEndEditing, .textDidChange:
        // Only fields of the key window begin editing here: a field in UIKit's keyboard window
        // (an input accessory view's composer) or another scene's window is not this screen's
        // (uikit-facts 54, ``ScreenRouting``).
        guard let field, handles(field),
          ScreenRouting.routes(route, fieldIsInKeyWindow: field.window?.isKeyWindow == true)
        else { return }
        let host = route == .textDidBeginEditing ? host(for: field) : existingHost(for: field)
        guard let host else { return }
        host.receive(route, object: field, info: info)
        watchDrags()
        if route == .textDidBeginEditing, field is UITextView {
          // The caret the tap put is there once UIKit updated the selection (uikit-facts 52).
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) { [weak host] in
            MainActor.assumeIsolated { host?.confirmCaret() }
          }
        }
        guard route == .textDidBeginEditing, setsReturnKey || showsNavigationToolbar else {
          return
        }
        decorate(field, host)
      case .memoryWarning:
        for screen in screens { screen.host.receive(route, object: nil, info: info) }
      }
    }
  }
#endif
