import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceUIKit

/// The two geometric rules the UIKit layer and the simulation share: which presented screens
/// UIKit lifts itself, and the safe area a container takes from the screen it shows.
@Suite("Presented screens and contained safe areas")
struct ScreenGeometryRuleTests {
  struct Presented: CustomTestStringConvertible, Sendable {
    var name: String
    var presentation: ScreenPresentation
    var frame: Rect
    var movedByPlatform: Bool
    var testDescription: String { name }
  }

  nonisolated static let window = Size(width: 820, height: 1180)

  nonisolated static let presented: [Presented] = [
    Presented(
      name: "in place, floating", presentation: .inPlace,
      frame: Rect(x: 140, y: 280, width: 540, height: 620), movedByPlatform: false),
    Presented(
      name: "form sheet, centred", presentation: .sheet,
      frame: Rect(x: 140, y: 280, width: 540, height: 620), movedByPlatform: true),
    Presented(
      name: "popover", presentation: .popover,
      frame: Rect(x: 400, y: 100, width: 320, height: 400), movedByPlatform: true),
    Presented(
      name: "page sheet on the bottom edge", presentation: .sheet,
      frame: Rect(x: 0, y: 54, width: 820, height: 1126), movedByPlatform: false),
    Presented(
      name: "sheet 0.4 pt short of the bottom (rounding)", presentation: .sheet,
      frame: Rect(x: 0, y: 54, width: 820, height: 1125.6), movedByPlatform: false),
    Presented(
      name: "sheet 1 pt short of the bottom", presentation: .sheet,
      frame: Rect(x: 0, y: 54, width: 820, height: 1125), movedByPlatform: true),
  ]

  @Test("A floating sheet or popover is lifted by UIKit, an attached one not", arguments: presented)
  func movedByPlatform(row: Presented) {
    #expect(
      row.presentation.isMovedByPlatform(frameInWindow: row.frame, windowSize: Self.window)
        == row.movedByPlatform)
  }

  struct Contained: CustomTestStringConvertible, Sendable {
    var name: String
    var insets: Insets
    var frame: Rect
    var expected: Insets
    var testDescription: String { name }
  }

  nonisolated static let container = Rect(x: 0, y: 0, width: 390, height: 844)

  nonisolated static let contained: [Contained] = [
    Contained(
      name: "translucent bar: the child fills the container", insets: Insets(top: 91, bottom: 34),
      frame: container, expected: Insets(top: 91, bottom: 34)),
    Contained(
      name: "opaque bar: the child starts below it", insets: Insets(top: 0, bottom: 34),
      frame: Rect(x: 0, y: 91, width: 390, height: 753), expected: Insets(top: 91, bottom: 34)),
    Contained(
      name: "opaque tab bar: the child ends above it", insets: Insets(top: 91, bottom: 0),
      frame: Rect(x: 0, y: 0, width: 390, height: 761), expected: Insets(top: 91, bottom: 83)),
    Contained(
      name: "a child larger than the container: no negative inset", insets: .zero,
      frame: Rect(x: 0, y: -20, width: 390, height: 900), expected: .zero),
  ]

  @Test("A container's insets are its child's safe-area rectangle", arguments: contained)
  func containedSafeArea(row: Contained) {
    #expect(
      ContainedSafeArea.insets(of: row.insets, framed: row.frame, in: Self.container)
        == row.expected)
  }
}
