/// A keyboard notification: which one, the keyboard's end frame and its animation.
///
/// The UIKit counterparts are `keyboardWillShowNotification` and its siblings with the
/// `keyboardFrameEndUserInfoKey`, duration and curve values of their `userInfo`.
public struct KeyboardNotification: Hashable, Sendable, Codable {
  /// Which notification this is.
  public enum Name: String, Hashable, Sendable, Codable, CaseIterable {
    /// `keyboardWillShowNotification`.
    case keyboardWillShow
    /// `keyboardDidShowNotification`.
    case keyboardDidShow
    /// `keyboardWillChangeFrameNotification`.
    case keyboardWillChangeFrame
    /// `keyboardDidChangeFrameNotification`.
    case keyboardDidChangeFrame
    /// `keyboardWillHideNotification`.
    case keyboardWillHide
    /// `keyboardDidHideNotification`.
    case keyboardDidHide
  }

  /// Which notification this is.
  public var name: Name
  /// The keyboard's end frame in window coordinates.
  public var frame: Rect
  /// The keyboard's animation.
  public var animation: KeyboardAnimation

  /// Creates a notification.
  public init(_ name: Name, frame: Rect, animation: KeyboardAnimation = .default) {
    self.name = name
    self.frame = frame
    self.animation = animation
  }

  /// Whether this is `keyboardWillHide` or `keyboardDidHide`, which count as a hidden keyboard
  /// whatever frame they carry: a host that forwards a hide with the docked frame still gets a
  /// restore.
  public var isHide: Bool { name == .keyboardWillHide || name == .keyboardDidHide }

  /// The frame the engine classifies and compares with the previous notification's: a hide's
  /// is the hidden frame at the window's bottom edge (`[0, H, W, 0]`), anything else's its own.
  public func effectiveFrame(in window: Size) -> Rect {
    isHide ? Rect(x: 0, y: window.height, width: window.width, height: 0) : frame
  }
}
