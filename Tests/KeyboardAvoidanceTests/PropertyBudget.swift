import Foundation

/// How many cases the long property runs make. `swift test` runs a count sized so the whole run
/// takes about a minute on two cores; `KB_PROPERTY_CASES=full` (set by `.ci/run`) runs their
/// full counts, and a number multiplies the quick counts by it.
enum PropertyBudget {
  /// The quick count, or the full one when the environment asks for it.
  static func cases(quick: Int, full: Int) -> Int {
    switch ProcessInfo.processInfo.environment["KB_PROPERTY_CASES"] {
    case "full": full
    case let text?: Int(text).map { quick * max(1, $0) } ?? quick
    case nil: quick
    }
  }
}
