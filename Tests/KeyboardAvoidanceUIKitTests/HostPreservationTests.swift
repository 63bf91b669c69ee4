import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing
import UIKitSimulation

@testable import KeyboardAvoidanceUIKit

/// What the host core does for preservation beyond what the differential test compares: the
/// memory warning's notification, UIKit's caret after a replaced text, and a restored tab.
@MainActor
@Suite("The host core preserves places")
struct HostPreservationTests {
  static let editor = """
    {"window": {"size": [390, 844]},
     "root": {"id": "root", "restorationId": "app", "frame": [0, 0, 390, 844], "children": [
      {"id": "nav", "kind": "navigation", "restorationId": "nav", "frame": [0, 0, 390, 844],
       "children": [
        {"id": "editor", "restorationId": "editor", "frame": [0, 0, 390, 844], "children": [
          {"id": "body", "kind": "textView", "restorationId": "body", "frame": [20, 160, 350, 300],
           "text": "Hello world"}]}]}]},
     "events": []}
    """

  static let detail = ViewTree.Branch(
    ViewNode(
      id: "detail", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844),
      restorationIdentifier: "detail"),
    children: [])

  @Test("UIKit's memory warning reaches the engine, which drops the hidden screen's views")
  func memoryWarning() throws {
    let screen = SimulatedScreen(script: try HostCoreTests.script(Self.editor))
    #expect(screen.perform(.push("nav", screen: Self.detail)))
    #expect(screen.host.engine.tree.contains("body"))
    screen.window.post(SimulatedScreen.memoryWarningName)
    #expect(!screen.host.engine.tree.contains("body"))
    // UIKit keeps the view; popping back builds the engine's copy again.
    #expect(screen.views["body"] != nil)
    #expect(screen.perform(.pop("nav")))
    #expect(screen.host.engine.tree.contains("body"))
  }

  @Test("A replaced text keeps the selection where the engine maps it, not at UIKit's end")
  func replacedText() throws {
    let screen = SimulatedScreen(script: try HostCoreTests.script(Self.editor))
    let body = try #require(screen.views["body"])
    #expect(screen.perform(.focus("body")))
    #expect(screen.perform(.select("body", UTF16Range(location: 6, length: 5))))
    // Text added before the selection moves it; text added after leaves it.
    #expect(screen.perform(.edit("body", text: "Oh! Hello world")))
    #expect(body.selectedRange == UTF16Range(location: 10, length: 5))
    #expect(screen.perform(.edit("body", text: "Oh! Hello world, again")))
    #expect(body.selectedRange == UTF16Range(location: 10, length: 5))
  }

  @Test("A pop brings back the focus and the selection the pushed screen took away")
  func popRestoresFocus() throws {
    let screen = SimulatedScreen(script: try HostCoreTests.script(Self.editor))
    let body = try #require(screen.views["body"])
    #expect(screen.perform(.focus("body")))
    #expect(screen.perform(.select("body", UTF16Range(location: 2, length: 3))))
    #expect(screen.perform(.push("nav", screen: Self.detail)))
    #expect(screen.window.firstResponder == nil)
    #expect(screen.host.engine.focusedField == nil)
    body.selectedRange = nil
    #expect(screen.perform(.pop("nav")))
    #expect(screen.window.firstResponder === body)
    #expect(body.selectedRange == UTF16Range(location: 2, length: 3))
  }

  @Test("A restored focus UIKit refuses leaves no echo behind to swallow the user's own tap")
  func refusedRestoredFocus() throws {
    let screen = SimulatedScreen(script: try HostCoreTests.script(Self.editor))
    let body = try #require(screen.views["body"])
    #expect(screen.perform(.focus("body")))
    #expect(screen.perform(.push("nav", screen: Self.detail)))
    body.shouldBeginEditing = false
    #expect(screen.perform(.pop("nav")))
    #expect(screen.window.firstResponder == nil)
    // Before: the refused focus stayed expected as the decision coming back, and the user's
    // next tap on the field was taken for it.
    #expect(screen.host.focusFromEffect == nil)
  }
}
