/// How a scroll container that the keyboard covers, but that does not hold the focused field,
/// moves its content while the keyboard comes, changes height and goes
/// (<doc:ChatsComposersAndButtonBars>).
///
/// A chat's message list is the usual case: the composer rides the keyboard, the list gets the
/// keyboard's height as its bottom inset, and its content lifts with the keyboard. The four
/// policies are those of react-native-keyboard-controller's `KeyboardChatScrollView`. The offset
/// moves relative to where it is, so messages appended or a user scroll while the keyboard is up
/// are never undone, and it is never restored to a starting value.
///
/// ```swift
/// let messages = ViewNode(
///   id: "messages", kind: .table, frame: Rect(x: 0, y: 47, width: 390, height: 713),
///   contentSize: Size(width: 390, height: 3000), contentOffset: Point(x: 0, y: 2287),
///   keyboardLift: .always)
/// ```
public enum KeyboardLift: String, Hashable, Sendable, Codable, CaseIterable {
  /// The container is not covered: only a focused field's chain moves (the default).
  case none
  /// Insets only; the offset stays where it is (clamped into the new range).
  case never
  /// A container scrolled to its end stays at its end; elsewhere the offset stays.
  case whenAtEnd
  /// The content lifts and drops with the keyboard, wherever the user scrolled: the offset moves
  /// by the change of the bottom inset.
  case always
  /// The content lifts with the keyboard but stays where it is when the keyboard goes down.
  case persistent
}
