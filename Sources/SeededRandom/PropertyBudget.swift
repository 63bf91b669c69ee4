#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many cases the package's long property runs make: a count sized so that `swift test`
/// runs in about a minute on two cores, or their full counts when `KB_PROPERTY_CASES=full` (set
/// by `.ci/run`); a number multiplies the quick counts instead.
package enum PropertyBudget {
  /// The environment's setting, read once; the first read says on standard output which
  /// volume runs, so that a plain `swift test` never passes for CI's run without saying so.
  private static let setting: String? = {
    let setting = getenv("KB_PROPERTY_CASES").map { String(cString: $0) }
    let volume =
      switch setting {
      case "full": "their full counts, as CI runs them"
      case let text?: "their quick counts times \(text) (KB_PROPERTY_CASES=\(text))"
      case nil: "their quick counts, a quarter to a sixth of CI's"
      }
    let note =
      "note: the long property runs make \(volume); CI runs "
      + "`KB_PROPERTY_CASES=full KB_AVAILABILITY_TESTS=1 KB_RELIABILITY_LARGE=1 swift test`"
    print(note)
    return setting
  }()

  /// Whether the full counts run (`KB_PROPERTY_CASES=full`).
  package static var isFull: Bool { setting == "full" }

  /// The quick count, the full one when the environment asks for it, or the quick count times
  /// the environment's number.
  package static func cases(quick: Int, full: Int) -> Int {
    switch setting {
    case "full": full
    case let text?: Int(text).map { quick * max(1, $0) } ?? quick
    case nil: quick
    }
  }
}
