import KeyboardAvoidance

/// What a scroll view reports of itself: the values of SwiftUI's `ScrollGeometry` the engine
/// needs, in points.
///
/// SwiftUI hands these to `onScrollGeometryChange(for:of:action:)` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/scrollgeometry). A `TextEditor` reports its
/// own text view's values here too, read through the text view SwiftUI puts underneath it.
public struct ReportedScrollGeometry: Hashable, Sendable {
  /// `ScrollGeometry.contentOffset`: the content's offset, UIKit's `contentOffset`.
  public var contentOffset: Point
  /// `ScrollGeometry.contentSize`: the content's size.
  public var contentSize: Size
  /// `ScrollGeometry.contentInsets`: every inset of the content — the safe area, the app's own
  /// margins and the margins this host applies — as one sum.
  public var contentInsets: Insets

  /// Geometry from its three values.
  public init(contentOffset: Point, contentSize: Size, contentInsets: Insets = .zero) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }
}

/// The phase a scroll view reports its scrolling in, SwiftUI's `ScrollPhase` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/scrollphase) as the host core's value.
///
/// Only a scroll that the user drove — a phase of tracking, interacting or decelerating — that
/// comes back to rest is a user scroll: a scroll the host asked for runs in the `animating`
/// phase, or moves without any phase at all.
public enum ReportedScrollPhase: String, Hashable, Sendable, CaseIterable {
  /// At rest.
  case idle
  /// A finger is down and may start a drag.
  case tracking
  /// The user drags the content.
  case interacting
  /// The content coasts after the user's drag.
  case decelerating
  /// The content moves by a programmatic, animated scroll.
  case animating

  /// Whether the user drives the scroll in this phase.
  public var isUserDriven: Bool {
    self == .tracking || self == .interacting || self == .decelerating
  }
}
