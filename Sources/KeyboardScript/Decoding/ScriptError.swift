/// Why a script could not be used: where in which file, at which JSON path, and what was
/// expected.
///
/// The description reads like a compiler diagnostic:
///
/// ```
/// login.json:12:18: events[3].frame: expected 4 numbers, found 3
/// login.json:7:9: root.children[0].contentOfset: unknown key; did you mean "contentOffset"?
/// ```
public struct ScriptError: Error, Hashable, Sendable {
  /// The file the error is in (`-` for standard input).
  public var fileName: String
  /// The 1-based line of the offending value or key.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, of the offending value or key.
  public var column: Int
  /// The JSON path of the offending value, such as `events[3].frame`; empty for syntax errors.
  public var path: String
  /// What is wrong.
  var reason: Reason

  /// What is wrong and what was expected, without the location.
  public var message: String { reason.message }
}

extension ScriptError: CustomStringConvertible {
  /// `file:line:column: path: message`.
  public var description: String {
    let location = "\(fileName):\(line):\(column): "
    return path.isEmpty ? location + message : location + path + ": " + message
  }
}

extension ScriptError {
  /// What is wrong, as data; ``message`` words it.
  enum Reason: Hashable, Sendable {
    case syntax(String)
    case unknownKey(suggestion: String?)
    case renamedKey(old: String, new: String)
    case duplicateKey(String)
    case missingKey(String)
    case typeMismatch(expected: String, found: String)
    case wrongCount(expected: Int, noun: String, found: Int)
    case negative(what: String, value: Double)
    case outOfRange(limit: Double, value: Double)
    case notInteger(Double)
    case unknownValue(String, expected: [String], suggestion: String?)
    case keyNotForKind(key: String, kind: String)
    case duplicateID(String, first: TextLocation)
    case emptyID
    case danglingID(String, suggestion: String?)
    case wrongViewKind(id: String, kind: String, expected: String)
    case tooLong(limit: Int)
    case tooMany(limit: Int, noun: String)
    case tooLarge(limit: Int)

    var message: String {
      switch self {
      case .syntax(let message):
        return message
      case .unknownKey(let suggestion):
        return "unknown key" + Self.didYouMean(suggestion)
      case .renamedKey(let old, let new):
        return "unknown key; \"\(old)\" was renamed \"\(new)\": did you mean \"\(new)\"?"
      case .duplicateKey(let key):
        return "duplicate key \"\(escaped(key))\""
      case .missingKey(let key):
        return "missing required key \"\(key)\""
      case .typeMismatch(let expected, let found):
        return "expected \(expected), found \(found)"
      case .wrongCount(let expected, let noun, let found):
        return "expected \(expected) \(noun), found \(found)"
      case .negative(let what, let value):
        return "expected \(what) ≥ 0, found \(shortestText(value))"
      case .outOfRange(let limit, let value):
        return "expected a number between -\(shortestText(limit)) and \(shortestText(limit)), "
          + "found \(shortestText(value))"
      case .notInteger(let value):
        return "expected an integer, found \(shortestText(value))"
      case .unknownValue(let value, let expected, let suggestion):
        let list = expected.map { "\"\(escaped($0))\"" }.joined(separator: ", ")
        return "unknown value \"\(escaped(value))\"" + Self.didYouMean(suggestion)
          + (suggestion == nil ? "; expected one of \(list)" : "")
      case .keyNotForKind(let key, let kind):
        return "key \"\(key)\" does not apply to a view of kind \"\(kind)\""
      case .duplicateID(let id, let first):
        return
          "duplicate id \"\(escaped(id))\" (first used at line \(first.line), column \(first.column))"
      case .emptyID:
        return "expected a non-empty id"
      case .danglingID(let id, let suggestion):
        return "no view has id \"\(escaped(id))\"" + Self.didYouMean(suggestion)
      case .wrongViewKind(let id, let kind, let expected):
        return "view \"\(escaped(id))\" is a \(kind), expected \(expected)"
      case .tooLong(let limit):
        return "string longer than \(limit) bytes"
      case .tooMany(let limit, let noun):
        return "more than \(limit) \(noun)"
      case .tooLarge(let limit):
        return "file larger than \(limit) bytes"
      }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
      suggestion.map { "; did you mean \"\(escaped($0))\"?" } ?? ""
    }
  }
}
