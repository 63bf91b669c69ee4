import KeyboardAvoidance

/// The expected state of one scroll container.
public struct ViewExpectation: Hashable, Sendable {
  /// The container.
  public var view: ViewID
  /// Its expected offset.
  public var contentOffset: Point?
  /// Its expected content inset.
  public var contentInset: Insets?
  /// Its expected indicator insets.
  public var indicatorInsets: Insets?

  /// Creates a view expectation.
  public init(
    view: ViewID, contentOffset: Point? = nil, contentInset: Insets? = nil,
    indicatorInsets: Insets? = nil
  ) {
    self.view = view
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
  }
}
