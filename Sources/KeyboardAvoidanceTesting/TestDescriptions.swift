import KeyboardAvoidance
import Testing

// How Swift Testing prints the model's values in a failed expectation: the screen as a host
// sees it (the model's own descriptions), never the storage behind it.

extension ViewTree: CustomTestStringConvertible {
  /// One line per view, indented by depth.
  public var testDescription: String { description }
}

extension ViewNode: CustomTestStringConvertible {
  /// The view on one line.
  public var testDescription: String { description }
}

extension AvoidanceEffect: CustomTestStringConvertible {
  /// The effect as the trace shows it.
  public var testDescription: String { description }
}

extension AvoidanceEngine: CustomTestStringConvertible {
  /// The keyboard, the focus, the snapshots and the screen.
  public var testDescription: String { description }
}
