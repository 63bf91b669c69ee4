import KeyboardAvoidance
import KeyboardScript

/// Why the benchmark could not measure: a generated screen or script came out wrong.
///
/// None of these happen when the generators and the library agree; each one means a benchmark
/// number would be meaningless, so the command stops instead.
enum BenchmarkError: Error, CustomStringConvertible {
  /// The tree refused a generated view.
  case tree(ViewTreeError)
  /// A screen holds a different number of views than asked for.
  case viewCount(expected: Int, found: Int)
  /// A focused field's ancestor chain has the wrong depth.
  case depth(field: ViewID, expected: Int, found: Int)
  /// The library's decoder rejected the generated script.
  case script(ScriptError)
  /// Foundation's decoder rejected the generated script.
  case foundation(String)
  /// The library's decoder accepted a generated script that is invalid on purpose.
  case accepted(String)
  /// The engine did not do what a benchmark measures (it ignored the event, or decided
  /// something else).
  case engine(String)
  /// The selection benchmark's mapping selected other text than it should.
  case selection(String)
  /// The host core benchmark's screen or its floor is not what is measured.
  case host(String)

  /// A sentence naming what went wrong.
  var description: String {
    switch self {
    case .tree(let error): "generated screen refused: \(error)"
    case .viewCount(let expected, let found):
      "generated screen holds \(found) views instead of \(expected)"
    case .depth(let field, let expected, let found):
      "field \(field) has \(found) ancestors instead of \(expected)"
    case .script(let error): "generated script rejected: \(error)"
    case .foundation(let message): "Foundation rejected the generated script: \(message)"
    case .accepted(let script): "\(script) decoded without an error"
    case .engine(let what): "the engine did not do what is measured: \(what)"
    case .selection(let message): "selection benchmark: \(message)"
    case .host(let message): "host core benchmark: \(message)"
    }
  }
}
