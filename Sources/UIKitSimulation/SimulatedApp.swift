import KeyboardAvoidance
import KeyboardAvoidanceUIKit

/// An app of several windows — scenes, and UIKit's own keyboard window, which holds an input
/// accessory view's composer — with one notification center for all of them and a key window.
///
/// UIKit posts every notification to every observer of the process (uikit-facts 54), so each
/// window's screens hear the others' text and keyboard notifications; the keyboard's
/// notifications carry the keyboard's screen (fact 4). The app plays the avoider's part across
/// windows as `KeyboardAvoider` does it (``ScreenRouting``): a field that begins editing in the
/// key window and lies under no screen's root gets a screen of its own (``screensMade``), and
/// Previous / Next go to the key window's focused screen.
@MainActor
package final class SimulatedApp {
  /// The windows, in the order they were added.
  package private(set) var windows: [SimulatedWindow] = []
  /// The screens the app's scenes show.
  package private(set) var screens: [SimulatedScreen] = []
  /// The window the user types in (`isKeyWindow`).
  package var keyWindow: SimulatedWindow?
  /// The roots of the screens the avoider made for fields under no known screen (UIKit: the
  /// `host(for:)` of a field's nearest view controller).
  package private(set) var screensMade: [SimulatedView] = []

  package init() {}

  /// Adds a scene's screen; the first window added is key.
  package func add(_ screen: SimulatedScreen) {
    screens.append(screen)
    add(screen.window)
  }

  /// Adds a window (a scene's, or UIKit's keyboard window); the first one added is key.
  package func add(_ window: SimulatedWindow) {
    windows.append(window)
    window.app = self
    if keyWindow == nil { keyWindow = window }
  }

  /// Delivers a notification to every window's observers, then plays the avoider's part.
  func post(_ notification: SimulatedNotification) {
    for window in windows { window.deliver(notification) }
    guard let field = notification.object as? SimulatedView,
      let route = SimulatedScreen.routes[notification.name], route == .textDidBeginEditing,
      ScreenRouting.routes(route, fieldIsInKeyWindow: field.window?.isKeyWindow == true),
      !screens.contains(where: { $0.root.contains(field) })
    else { return }
    var root = field
    while let superview = root.superview { root = superview }
    if !screensMade.contains(where: { $0 === root }) { screensMade.append(root) }
  }

  /// `KeyboardAvoider.navigate(_:)`: Previous or Next on the key window's focused screen.
  package func navigate(_ direction: FieldNavigation.Direction) {
    let screen = ScreenRouting.focusedScreen(
      screens, hasFocusedField: { $0.host.engine.focusedField != nil },
      isInKeyWindow: { $0.window.isKeyWindow })
    _ = screen?.perform(.navigate(direction))
  }
}
