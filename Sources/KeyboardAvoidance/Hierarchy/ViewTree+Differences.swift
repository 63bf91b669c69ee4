extension ViewTree {
  /// One property in which two trees differ, named the way a host reads it.
  ///
  /// ```swift
  /// actual.differences(from: expected).map(\.description)
  /// // ["form.contentOffset.y: expected 289, got 193"]
  /// ```
  public struct Difference: Hashable, Sendable, CustomStringConvertible {
    /// The view whose property differs, or `nil` for the tree's own `windowSize` and `rootShift`.
    public var view: ViewID?
    /// The property, with its component: `contentOffset.y`, `contentInset.bottom`, `frame.x`,
    /// `parent`, or `view` when the view exists in only one tree.
    public var property: String
    /// The expected value, as text.
    public var expected: String
    /// The actual value, as text.
    public var actual: String

    /// Creates a difference.
    public init(view: ViewID?, property: String, expected: String, actual: String) {
      self.view = view
      self.property = property
      self.expected = expected
      self.actual = actual
    }

    /// `view.property: expected …, got …`.
    public var description: String {
      let path = view.map { "\($0).\(property)" } ?? property
      return "\(path): expected \(expected), got \(actual)"
    }
  }

  /// Every property in which this tree differs from `expected`, one per number: the window and
  /// the root shift first, then each view of `expected` in pre-order (its parent, then every
  /// stored property of the view), then the views only this tree has.
  ///
  /// - Parameters:
  ///   - expected: The tree this one should equal.
  ///   - tolerance: How far two numbers may be apart and still count as equal.
  /// - Complexity: O(*n*) in the number of views.
  public func differences(from expected: ViewTree, tolerance: Double = 0) -> [Difference] {
    var result: [Difference] = []
    func number(_ view: ViewID?, _ property: String, _ expected: Double, _ actual: Double) {
      guard !(abs(expected - actual) <= tolerance) else { return }
      result.append(
        Difference(
          view: view, property: property, expected: formatted(expected),
          actual: formatted(actual)))
    }
    func text(_ view: ViewID?, _ property: String, _ expected: String, _ actual: String) {
      guard expected != actual else { return }
      result.append(Difference(view: view, property: property, expected: expected, actual: actual))
    }
    number(nil, "windowSize.width", expected.windowSize.width, windowSize.width)
    number(nil, "windowSize.height", expected.windowSize.height, windowSize.height)
    number(nil, "rootShift", expected.rootShift, rootShift)
    for view in expected.views {
      guard let node = self[view.id] else {
        text(view.id, "view", "a \(view.kind.rawValue)", "no view")
        continue
      }
      let id = view.id
      text(
        id, "parent", expected.parent(of: id)?.rawValue ?? "none",
        parent(of: id)?.rawValue ?? "none")
      for property in ViewNode.properties {
        for (expected, actual) in zip(property.components(view), property.components(node)) {
          if case .number(let expectedValue) = expected.value,
            case .number(let actualValue) = actual.value
          {
            number(id, expected.name, expectedValue, actualValue)
          } else {
            text(id, expected.name, expected.value.description, actual.value.description)
          }
        }
      }
    }
    for view in views where expected[view.id] == nil {
      text(view.id, "view", "no view", "a \(view.kind.rawValue)")
    }
    return result
  }
}
