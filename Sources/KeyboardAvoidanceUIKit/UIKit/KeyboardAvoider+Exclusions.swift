#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import KeyboardAvoidance
  import UIKit

  extension KeyboardAvoider {
    // MARK: Exclusions

    /// Which view controllers' views avoid the keyboard by themselves, whose fields the avoider
    /// leaves alone: `UITableViewController` (it insets its table and scrolls the editing row
    /// into view, uikit-facts 66), `UICollectionViewController` (fact 67),
    /// `UIInputViewController` and `UIAlertController` (IQKeyboardManager's defaults, fact 68),
    /// subclasses included, and more through `exclude(_:)`. SwiftUI's hosting controllers, which
    /// avoid the keyboard through their safe area (fact 72), are left alone too, by their class's
    /// name — an app's subclass of one by its superclass's (``ClassExclusions``).
    static var exclusions: ClassExclusions<UIViewController> = {
      var exclusions = ClassExclusions<UIViewController>(namePrefixes: ["UIHostingController"])
      exclusions.insert(UITableViewController.self)
      exclusions.insert(UICollectionViewController.self)
      exclusions.insert(UIInputViewController.self)
      exclusions.insert(UIAlertController.self)
      return exclusions
    }()

    /// Leaves the fields of a kind of view controller alone, subclasses included. Excluding a
    /// kind again changes nothing.
    public static func exclude<Controller: UIViewController>(_ type: Controller.Type) {
      exclusions.insert(type)
    }

    /// Whether `controller` is of an excluded kind or a SwiftUI hosting controller, or is
    /// presented as a sheet or popover that UIKit moves for the keyboard itself
    /// (``ScreenPresentation``).
    static func avoidsKeyboardItself(_ controller: UIViewController) -> Bool {
      exclusions.contains(controller) || isPresentedAndMovedByUIKit(controller)
    }

    /// Whether `controller` is a screen presented as a sheet or popover that floats in its
    /// window, which UIKit lifts for the keyboard itself (``ScreenPresentation``, uikit-facts 73):
    /// the outermost controller of its screen, presented (`presentingViewController`), with a
    /// popover or sheet presentation controller, its view ending above the window's bottom.
    static func isPresentedAndMovedByUIKit(_ controller: UIViewController) -> Bool {
      guard controller.parent == nil, controller.presentingViewController != nil,
        let view = controller.viewIfLoaded, let window = view.window
      else { return false }
      let presentation: ScreenPresentation =
        if controller.popoverPresentationController != nil {
          .popover
        } else if controller.sheetPresentationController != nil {
          .sheet
        } else {
          .inPlace
        }
      return presentation.isMovedByPlatform(
        frameInWindow: Rect(view.convert(view.bounds, to: nil)),
        windowSize: Size(window.bounds.size))
    }

    /// Leaves the fields under `view` alone (``ViewOptions/excludesSubtree``): a container
    /// the app moves for the keyboard itself.
    public func exclude(_ view: UIView) {
      var options = self.options[ObjectIdentifier(view)]?.options ?? ViewOptions()
      options.excludesSubtree = true
      setOptions(options, for: view)
    }
  }
#endif
