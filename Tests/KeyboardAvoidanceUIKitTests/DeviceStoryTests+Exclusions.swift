import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

/// Finding 4's device stories: screens and views that UIKit or Auto Layout already move for the
/// keyboard are left to them.
extension DeviceStoryTests {
  // MARK: 4. Containers that avoid the keyboard by themselves

  /// A settings form in a `UITableViewController`: the table is the controller's view.
  static let tableForm = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [91, 0, 34, 0], "children": [
       {"id": "table", "kind": "table", "frame": [0, 0, 390, 844], "contentSize": [390, 1200],
        "children": [
         {"id": "top", "kind": "cell", "frame": [0, 100, 390, 44], "children": [
           {"id": "first", "kind": "textField", "frame": [16, 6, 358, 32]}]},
         {"id": "low", "kind": "cell", "frame": [0, 700, 390, 44], "children": [
           {"id": "last", "kind": "textField", "frame": [16, 6, 358, 32]}]}]}]},
     "events": []}
    """

  @Test("Finding 4: a UITableViewController form is left to UIKit, which insets it once")
  func tableViewControllerForm() throws {
    // Before: UIKit's own inset and scroll (uikit-facts 66) had the adapter's added on top.
    let screen = try Self.screen(Self.tableForm)
    let table = try #require(screen.views["table"])
    table.isTableControllerView = true
    let last = try #require(screen.views["last"])
    #expect(screen.perform(.focus("last")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    // UIKit's inset: the covered part of the table, once.
    #expect(table.contentInset.bottom == 844 - Self.portraitKeyboard.minY)
    #expect(table.verticalScrollIndicatorInsets.bottom == 0)
    #expect(screen.root.translationY == 0)
    #expect(Self.windowFrame(last).maxY <= Self.portraitKeyboard.minY)
    #expect(screen.host.engine.tree["last"]?.avoidance == .disabled)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(table.contentInset.bottom == 0)
  }

  static let guidePinnedForm = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
       {"id": "form", "kind": "scroll", "frame": [0, 0, 390, 810], "contentSize": [390, 1400],
        "children": [{"id": "low", "kind": "textField", "frame": [16, 700, 358, 44]}]}]},
     "events": []}
    """

  @Test("Finding 4: a scroll view pinned to the keyboard layout guide is left to Auto Layout")
  func guidePinnedScrollView() throws {
    // Before: the avoider inset the form by the keyboard's overlap at the notification, and Auto
    // Layout then shortened the form to end on the keyboard (uikit-facts 71): covered twice.
    let screen = try Self.screen(Self.guidePinnedForm)
    let form = try #require(screen.views["form"])
    form.isPinnedToKeyboardGuide = true
    #expect(screen.perform(.focus("low")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(Self.windowFrame(form).maxY == Self.portraitKeyboard.minY)
    #expect(form.contentInset.bottom == 0)
    #expect(form.verticalScrollIndicatorInsets.bottom == 0)
    #expect(screen.root.translationY == 0)
    #expect(screen.host.engine.tree["low"]?.avoidance == .disabled)
    #expect(screen.perform(.keyboard(KeyboardNotification(.keyboardWillHide, frame: .zero))))
    #expect(Self.windowFrame(form).maxY == 810)
    #expect(form.contentInset.bottom == 0)
  }

  @Test("Finding 4: a subtree the app excludes is left alone, and taken back when let in")
  func excludedSubtree() throws {
    let screen = try Self.screen(Self.form)
    let form = try #require(screen.views["form"])
    screen.host.setOptions(ViewOptions(excludesSubtree: true), for: form)
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(Self.show(Self.portraitKeyboard)))
    #expect(form.contentOffset.y == 0)
    #expect(form.contentInset.bottom == 0)
    screen.host.setOptions(nil, for: form)
    #expect(screen.perform(.focus("name")))
    #expect(screen.perform(.focus("phone")))
    #expect(form.contentOffset.y > 0)
  }
}
