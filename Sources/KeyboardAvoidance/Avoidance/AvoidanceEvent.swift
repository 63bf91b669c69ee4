/// A fact the host reports to the engine: a focus change, a keyboard notification, a user scroll,
/// a layout change.
///
/// ```swift
/// engine.handle(.focus("email"))
/// engine.handle(.keyboard(KeyboardNotification(
///   .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
/// ```
public enum AvoidanceEvent: Hashable, Sendable, Codable {
  /// A field became first responder; a text view may report its caret, in its content
  /// coordinates. Adjusts if a docked keyboard is up.
  case focus(ViewID, caret: Rect? = nil)
  /// The field resigned first responder. Nothing moves until the keyboard hides.
  case blur
  /// The focused text view's caret moved (typing onto a new line). Adjusts to follow it.
  case caret(Rect)
  /// A keyboard notification. The same frame as before does nothing; a docked keyboard adjusts;
  /// a hidden or floating one restores everything.
  case keyboard(KeyboardNotification)
  /// The *user* scrolled a container to an offset. Applied, clamped into the valid range, and
  /// remembered for ``RestorePolicy/unlessUserScrolled``; produces no effects.
  case scroll(ViewID, offset: Point)
  /// The app changed a view's geometry. Applied, then the engine adjusts again.
  indirect case update(ViewID, ViewUpdate)
  /// The window changed (rotation, Split View). Applied, then the engine adjusts again, keeping
  /// its snapshots.
  case resize(WindowResize)
  /// New global settings; they take effect from the next adjustment.
  case settings(AvoidanceSettings)
}

/// A change the app made to one view's geometry, for ``AvoidanceEvent/update(_:_:)``.
public struct ViewUpdate: Hashable, Sendable, Codable {
  /// The new frame, if it changed.
  public var frame: Rect?
  /// The new content size of a scroll container, if it changed.
  public var contentSize: Size?
  /// The new content inset of a scroll container, if it changed.
  public var contentInset: Insets?
  /// The new content offset of a scroll container, if the app set one.
  public var contentOffset: Point?

  /// Creates an update; `nil` leaves a property as it is.
  public init(
    frame: Rect? = nil, contentSize: Size? = nil, contentInset: Insets? = nil,
    contentOffset: Point? = nil
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.contentOffset = contentOffset
  }
}

/// A change of the window, for ``AvoidanceEvent/resize(_:)``: rotation or Split View.
public struct WindowResize: Hashable, Sendable, Codable {
  /// The window's new size.
  public var windowSize: Size
  /// New frames of views, by identity.
  public var frames: [ViewID: Rect]
  /// The root's new safe area, if it changed.
  public var rootSafeArea: Insets?

  /// Creates a resize.
  public init(windowSize: Size, frames: [ViewID: Rect] = [:], rootSafeArea: Insets? = nil) {
    self.windowSize = windowSize
    self.frames = frames
    self.rootSafeArea = rootSafeArea
  }
}
