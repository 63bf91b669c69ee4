import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

extension DeviceStoryTests {
  // MARK: 5. A composer in an input accessory view

  @Test("Finding 5: a composer in an input accessory view is left alone, and nothing moves")
  func composerInTheKeyboardWindow() throws {
    // Before: the composer's begin-editing reached the avoider like any field's, and its
    // nearest controller — UIKit's private one in the keyboard's window — became a screen of its
    // own, which the avoider shifted.
    let app = SimulatedApp()
    let screen = try Self.screen(Self.form)
    app.add(screen)
    let form = try #require(screen.views["form"])
    // UIKit's keyboard window, never key, holding the accessory view and its composer.
    let keyboardWindow = SimulatedWindow(size: screen.window.size)
    let accessory = SimulatedView(
      kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 52), identifier: "accessory")
    let composer = SimulatedView(
      kind: .textField, frame: Rect(x: 12, y: 6, width: 366, height: 40), identifier: "composer")
    accessory.addSubview(composer)
    keyboardWindow.setRoot(accessory)
    app.add(keyboardWindow)
    #expect(!keyboardWindow.isKeyWindow)
    #expect(composer.becomeFirstResponder())
    screen.window.postKeyboard(
      .keyboardWillShow, frameInWindow: Self.portraitKeyboard, begin: nil, animation: .default)
    #expect(app.screensMade.isEmpty)
    #expect(screen.host.engine.focusedField == nil)
    #expect(screen.root.translationY == 0)
    #expect(accessory.translationY == 0)
    #expect(form.contentOffset.y == 0)
    // The form's own field, tapped in the key window, is avoided as usual.
    #expect(screen.perform(.focus("phone")))
    #expect(screen.host.engine.focusedField == "phone")
    #expect(form.contentOffset.y > 0)
  }

  // MARK: 9. Two scenes

  /// Two scenes of one app, each in its own window on its own screen (an iPad's and an external
  /// display's, in Stage Manager), each with a focused field.
  static func twoScenes() throws -> (SimulatedApp, SimulatedScreen, SimulatedScreen) {
    let app = SimulatedApp()
    let first = try Self.screen(Self.form)
    let second = try Self.screen(Self.threeFields())
    app.add(first)
    app.add(second)
    return (app, first, second)
  }

  @Test("Finding 9: each scene's window reacts to its own screen's keyboard only")
  func eachSceneItsOwnKeyboard() throws {
    let (app, first, second) = try Self.twoScenes()
    let firstForm = try #require(first.views["form"])
    let secondForm = try #require(second.views["form"])
    #expect(first.perform(.focus("phone")))
    #expect(first.perform(Self.show(Self.portraitKeyboard)))
    #expect(first.host.engine.keyboardPlacement == .docked)
    #expect(firstForm.contentOffset.y > 0)
    // The other scene heard the show (one notification center) and left it: another screen's.
    #expect(second.host.engine.keyboardPlacement == .hidden)
    #expect(secondForm.contentOffset.y == 0)
    #expect(second.host.engine.focusedField == nil)
    // The user moves to the other scene and taps its last field.
    app.keyWindow = second.window
    #expect(second.perform(.focus("phone")))
    #expect(second.perform(Self.show(Self.portraitKeyboard)))
    #expect(second.host.engine.focusedField == "phone")
    #expect(secondForm.contentOffset.y > 0)
    // The first scene kept its own field and its own keyboard.
    #expect(first.host.engine.focusedField == "phone")
    #expect(first.host.engine.keyboardPlacement == .docked)
  }

  @Test("Finding 9: Next goes to the key scene's next field, never to the other scene's")
  func nextStaysInTheKeyScene() throws {
    let (app, first, second) = try Self.twoScenes()
    #expect(first.perform(.focus("name")))
    app.keyWindow = second.window
    #expect(second.perform(.focus("name")))
    // Both windows keep a first responder; the user types in the second scene.
    app.navigate(.next)
    #expect(second.window.firstResponder?.accessibilityIdentifier == "middle")
    #expect(first.window.firstResponder?.accessibilityIdentifier == "name")
    #expect(first.host.engine.focusedField == "name")
    // Back in the first scene, Next goes to its own next field.
    app.keyWindow = first.window
    app.navigate(.next)
    #expect(first.window.firstResponder?.accessibilityIdentifier == "phone")
    #expect(second.window.firstResponder?.accessibilityIdentifier == "middle")
  }
}
