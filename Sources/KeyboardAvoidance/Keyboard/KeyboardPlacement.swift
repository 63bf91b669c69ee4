/// Where a keyboard frame puts the keyboard, which decides whether it is avoided.
///
/// UIKit reports only a frame; this is the classification of <doc:HowAvoidanceDecides> ("The
/// keyboard").
///
/// ```swift
/// let window = Size(width: 390, height: 844)
/// KeyboardPlacement(frame: Rect(x: 0, y: 508, width: 390, height: 336), in: window)  // .docked
/// KeyboardPlacement(frame: Rect(x: 0, y: 844, width: 390, height: 336), in: window)  // .hidden
/// ```
public enum KeyboardPlacement: String, Hashable, Sendable, Codable, CaseIterable {
  /// No keyboard: an empty frame, or one that starts at or below the window's bottom.
  case hidden
  /// Docked: the frame reaches the window's bottom and spans its full width (within half a
  /// point). A hardware keyboard's short shortcut bar is docked too. Only this is avoided.
  case docked
  /// Anything else: an iPad's floating, undocked or split keyboard. Treated like `hidden`.
  case floating

  /// Classifies a keyboard's end frame, in window coordinates.
  public init(frame: Rect, in window: Size) {
    if frame.isEmpty || frame.minY >= window.height {
      self = .hidden
    } else if frame.maxY >= window.height - 0.5 && frame.minX <= 0.5
      && frame.maxX >= window.width - 0.5
    {
      self = .docked
    } else {
      self = .floating
    }
  }
}
