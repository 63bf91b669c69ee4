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
  public var reason: Reason

  /// What is wrong and what was expected, without the location.
  public var message: String { reason.message }

  /// Creates an error at a place in a file.
  package init(fileName: String, line: Int, column: Int, path: String, reason: Reason) {
    self.fileName = fileName
    self.line = line
    self.column = column
    self.path = path
    self.reason = reason
  }
}

extension ScriptError: CustomStringConvertible {
  /// `file:line:column: path: message`.
  public var description: String {
    let location = "\(fileName):\(line):\(column): "
    return path.isEmpty ? location + message : location + path + ": " + message
  }
}

extension ScriptError {
  /// What is wrong, as data; ``message`` words it. Hosts and tests switch on it.
  public enum Reason: Hashable, Sendable {
    /// The bytes are not JSON (or not UTF-8); the payload says why.
    case syntax(String)
    /// A key the object does not take, with the closest allowed key if one is close.
    case unknownKey(suggestion: String?)
    /// A key an earlier version of the format spelt `old`; it is now `new`.
    case renamedKey(old: String, new: String)
    /// A key given twice in one object.
    case duplicateKey(String)
    /// A required key is absent.
    case missingKey(String)
    /// Neither of two keys, one of which is required, is present.
    case missingEitherKey(String, String)
    /// Two keys that exclude each other are both present.
    case conflictingKeys(String, String)
    /// A value of the wrong JSON type: what was expected and what was found.
    case typeMismatch(expected: String, found: String)
    /// An array of the wrong length: how many of what were expected, and how many were found.
    case wrongCount(expected: Int, noun: String, found: Int)
    /// A negative number where only zero or more makes sense.
    case negative(what: String, value: Double)
    /// A number beyond the accepted magnitude.
    case outOfRange(limit: Double, value: Double)
    /// A fractional number where an integer is required.
    case notInteger(Double)
    /// An index at or past the end of what it indexes: the index, how many there are and of
    /// what ("tabs").
    case indexOutOfRange(Int, count: Int, noun: String)
    /// A string outside its allowed set, with the closest allowed value if one is close.
    case unknownValue(String, expected: [String], suggestion: String?)
    /// A view key that the view's kind does not have.
    case keyNotForKind(key: String, kind: String)
    /// A view id used twice, with the 1-based line and column of its first use.
    case duplicateID(String, firstLine: Int, firstColumn: Int)
    /// An empty view id.
    case emptyID
    /// A restoration path (the `restorationId`s from the root down, joined by `/`) that another
    /// view already has, with that view's JSON path.
    case duplicateRestorationPath(String, firstUsedBy: String)
    /// An id that names no view, with the closest id if one is close.
    case danglingID(String, suggestion: String?)
    /// A view of the wrong kind for where it is named: its id, its kind and what was expected.
    case wrongViewKind(id: String, kind: String, expected: String)
    /// A view that follows the keyboard where it cannot: on the root, or under a scroll
    /// container (its id and the container's, `nil` for the root).
    case misplacedFollower(id: String, container: String?)
    /// A string longer than the limit in bytes.
    case tooLong(limit: Int)
    /// More than the limit of something (views, events, nesting levels).
    case tooMany(limit: Int, noun: String)
    /// A file larger than the limit in bytes.
    case tooLarge(limit: Int)

    /// The reason in words, without the location.
    public var message: String {
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
      case .missingEitherKey(let first, let second):
        return "missing required key \"\(first)\" or \"\(second)\""
      case .conflictingKeys(let first, let second):
        return "expected either \"\(first)\" or \"\(second)\", found both"
      case .typeMismatch(let expected, let found):
        return "expected \(expected), found \(found)"
      case .wrongCount(let expected, let noun, let found):
        return "expected \(expected) \(noun), found \(found)"
      case .negative(let what, let value):
        return "expected \(what) ≥ 0, found \(shortestText(value))"
      case .outOfRange(let limit, let value):
        // A number beyond the largest Double (`1e400`) reads as infinity.
        let found =
          value.isInfinite
          ? "a number beyond \(value < 0 ? "-" : "")1.8e308" : shortestText(value)
        return "expected a number between -\(shortestText(limit)) and \(shortestText(limit)), "
          + "found \(found)"
      case .notInteger(let value):
        return "expected an integer, found \(shortestText(value))"
      case .indexOutOfRange(let index, let count, let noun):
        return "expected an index less than the number of \(noun) (\(count)), found \(index)"
      case .unknownValue(let value, let expected, let suggestion):
        let list = expected.map { "\"\(escaped($0))\"" }.joined(separator: ", ")
        return "unknown value \"\(escaped(value))\"" + Self.didYouMean(suggestion)
          + (suggestion == nil ? "; expected one of \(list)" : "")
      case .keyNotForKind(let key, let kind):
        return "key \"\(key)\" does not apply to a view of kind \"\(kind)\""
      case .duplicateID(let id, let line, let column):
        return "duplicate id \"\(escaped(id))\" (first used at line \(line), column \(column))"
      case .emptyID:
        return "expected a non-empty id"
      case .duplicateRestorationPath(let path, let other):
        return "restoration path \"\(escaped(path))\" is also used by \(other)"
      case .danglingID(let id, let suggestion):
        return "no view has id \"\(escaped(id))\"" + Self.didYouMean(suggestion)
      case .wrongViewKind(let id, let kind, let expected):
        return "view \"\(escaped(id))\" is a \(kind), expected \(expected)"
      case .misplacedFollower(let id, let container):
        guard let container else {
          return "the root cannot follow the keyboard; set \"followsKeyboard\" on a view under it"
        }
        return "view \"\(escaped(id))\" cannot follow the keyboard inside the scroll container "
          + "\"\(escaped(container))\"; only a view with no scroll container above it can"
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
