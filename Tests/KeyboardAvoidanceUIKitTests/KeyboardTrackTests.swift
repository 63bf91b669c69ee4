import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import Testing
import UIKitSimulation

/// The user drags the keyboard (`keyboardDismissMode = .interactive`): the host core hears it
/// from the keyboard layout guide alone, as UIKit tells it (uikit-facts 29–32), and turns the
/// finger-driven readings into `AvoidanceEvent.keyboardTrack(top:)`.
@MainActor
@Suite("The keyboard under the finger")
struct KeyboardTrackTests {
  /// ``HostCoreTests/docked``.
  nonisolated static let docked = Rect(x: 0, y: 508, width: 390, height: 336)
  nonisolated static let show = KeyboardNotification(
    .keyboardWillShow, frame: docked, animation: KeyboardAnimation(duration: 0.25, curve: 7))

  /// The screen with a recording of what the host sends the engine.
  static func recordedScreen() throws -> (SimulatedScreen, RecordingBuffer) {
    let screen = SimulatedScreen(script: try HostCoreTests.script(HostCoreTests.form))
    let buffer = RecordingBuffer()
    screen.host.startRecording(to: buffer)
    return (screen, buffer)
  }

  /// The tracked tops the host sent, in order.
  static func tracks(_ screen: SimulatedScreen, _ buffer: RecordingBuffer) throws -> [Double] {
    try screen.host.stopRecording()
    let script = try Script(decodingRecording: buffer.bytes, fileName: "session.jsonl")
    return script.events.compactMap { event in
      guard case .engine(.keyboardTrack(let top)) = event else { return nil }
      return top
    }
  }

  @Test("A drag between notifications reaches the engine frame by frame; a release ends it")
  func dragBecomesTracks() throws {
    let (screen, buffer) = try Self.recordedScreen()
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(Self.show)))
    // The show moved the guide inside its animation: not a drag.
    #expect(screen.window.keyboardGuideTop == Self.docked.minY)
    #expect(screen.dragKeyboard(through: [560, 640, 600, 640], release: .cancelled))
    // Cancelled: the keyboard is back up, and the guide with it, inside the animation.
    #expect(screen.window.keyboardGuideTop == Self.docked.minY)
    #expect(screen.dragKeyboard(through: [700, 800], release: .dismissed))
    // With the keyboard gone, nothing is dragged.
    #expect(!screen.dragKeyboard(through: [700], release: .dismissed))
    #expect(try Self.tracks(screen, buffer) == [560, 640, 600, 640, 700, 800])
  }

  @Test("The bar rides the dragged keyboard and returns with it when the drag is cancelled")
  func followerRidesTheDrag() throws {
    let screen = SimulatedScreen(script: try HostCoreTests.script(HostCoreTests.form))
    let bar = try #require(screen.views["bar"])
    let form = try #require(screen.views["form"])
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(Self.show)))
    // The bar's bottom (810) on the keyboard's top.
    #expect(bar.translationY == -(810 - Self.docked.minY))
    let offset = form.contentOffset
    let animations = screen.window.keyboardAnimationCount
    // The user drags the form, which dismisses the keyboard interactively.
    form.keyboardDismissMode = .interactive
    form.panState = .changed
    screen.window.moveKeyboardGuide(to: 600, inAnimation: false)
    #expect(bar.translationY == -(810 - 600))
    screen.window.moveKeyboardGuide(to: 700, inAnimation: false)
    #expect(bar.translationY == -(810 - 700))
    // The drag wrote no offset, and its frames ran in no animation (AVOIDANCE §2b).
    #expect(form.contentOffset == offset)
    #expect(screen.window.keyboardAnimationCount == animations)
    form.panState = .ended
    // The user pulls the keyboard back up and lets go: it snaps back, and the bar with it.
    #expect(screen.dragKeyboard(through: [], release: .cancelled))
    #expect(bar.translationY == -(810 - Self.docked.minY))
  }

  @Test("A reading above the keyboard (iOS 26) or below the window goes to the engine as it is")
  func readingsOutsideTheKeyboardAreNotFiltered() throws {
    let (screen, buffer) = try Self.recordedScreen()
    #expect(screen.perform(.focus("phone")))
    #expect(screen.perform(.keyboard(Self.show)))
    #expect(screen.perform(.keyboardTrack(top: 300)))
    #expect(screen.perform(.keyboardTrack(top: 900)))
    #expect(try Self.tracks(screen, buffer) == [300, 900])
  }

  /// A guide reading, the keyboard the last notification left, and the dismiss mode of the
  /// scroll view the user's finger drags then (`nil`: no finger on one).
  struct Reading: CustomTestStringConvertible, Sendable {
    var name: String
    var keyboard: KeyboardNotification?
    var top: Double
    var inAnimation: Bool
    var finger: KeyboardDismissMode? = .interactive
    var sent: Bool
    var testDescription: String { name }
  }

  nonisolated static let readings: [Reading] = [
    Reading(
      name: "docked, outside an animation, moved", keyboard: show, top: 600, inAnimation: false,
      sent: true),
    Reading(
      name: "docked, moved, the finger on an interactiveWithAccessory scroll view",
      keyboard: show, top: 600, inAnimation: false, finger: .interactiveWithAccessory,
      sent: true),
    Reading(
      name: "docked, moved, no finger on a scroll view (a layout UIKit ran without animation)",
      keyboard: show, top: 600, inAnimation: false, finger: nil, sent: false),
    Reading(
      name: "docked, moved, the finger on a scroll view that only dismisses on drag",
      keyboard: show, top: 600, inAnimation: false, finger: .onDrag, sent: false),
    Reading(
      name: "docked, moved, the finger on a scroll view that keeps the keyboard",
      keyboard: show, top: 600, inAnimation: false, finger: KeyboardDismissMode.none,
      sent: false),
    Reading(
      name: "docked, inside an animation (a show's or change's frames)", keyboard: show, top: 600,
      inAnimation: true, sent: false),
    Reading(
      name: "docked, at the notified top (the keyboard at rest)", keyboard: show,
      top: docked.minY, inAnimation: false, sent: false),
    Reading(
      name: "docked, not a number", keyboard: show, top: .nan, inAnimation: false, sent: false),
    Reading(name: "no keyboard yet", keyboard: nil, top: 600, inAnimation: false, sent: false),
    Reading(
      name: "hidden", keyboard: KeyboardNotification(.keyboardWillHide, frame: docked), top: 600,
      inAnimation: false, sent: false),
    Reading(
      name: "floating (undocked: the guide does not follow it)",
      keyboard: KeyboardNotification(
        .keyboardWillChangeFrame, frame: Rect(x: 40, y: 300, width: 310, height: 260)),
      top: 600, inAnimation: false, sent: false),
  ]

  @Test("Only finger-driven readings of a docked keyboard are tracks", arguments: readings)
  func whichReadingsAreTracks(reading: Reading) throws {
    let (screen, buffer) = try Self.recordedScreen()
    #expect(screen.perform(.focus("phone")))
    if let keyboard = reading.keyboard { #expect(screen.perform(.keyboard(keyboard))) }
    if let mode = reading.finger {
      let form = try #require(screen.views["form"])
      form.keyboardDismissMode = mode
      form.panState = .changed
    }
    screen.host.keyboardGuideDidMove(top: reading.top, inAnimation: reading.inAnimation)
    #expect(try Self.tracks(screen, buffer) == (reading.sent ? [reading.top] : []))
  }

  @Test("The same reading twice is one track: a layout that moved nothing is no drag")
  func repeatedReadingIsOneTrack() throws {
    let (screen, buffer) = try Self.recordedScreen()
    #expect(screen.perform(.keyboard(Self.show)))
    screen.window.keyboardDragSurface.panState = .changed
    screen.host.keyboardGuideDidMove(top: 600, inAnimation: false)
    screen.host.keyboardGuideDidMove(top: 600, inAnimation: false)
    screen.host.keyboardGuideDidMove(top: 610, inAnimation: false)
    #expect(try Self.tracks(screen, buffer) == [600, 610])
  }
}
