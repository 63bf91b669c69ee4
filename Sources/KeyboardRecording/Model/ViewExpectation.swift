import KeyboardAvoidance

/// The expected state of one scroll container, or of one follower.
public struct ViewExpectation: Hashable, Sendable {
  /// The container.
  public var view: ViewID
  /// Its expected offset.
  public var contentOffset: Point?
  /// Its expected content inset.
  public var contentInset: Insets?
  /// Its expected indicator insets.
  public var indicatorInsets: Insets?
  /// A follower's expected offset above its resting place (v1.3).
  public var followOffset: Double?

  /// Creates a view expectation.
  public init(
    view: ViewID, contentOffset: Point? = nil, contentInset: Insets? = nil,
    indicatorInsets: Insets? = nil, followOffset: Double? = nil
  ) {
    self.view = view
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.followOffset = followOffset
  }
}
