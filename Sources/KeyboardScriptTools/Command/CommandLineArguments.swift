/// A command line read one argument at a time, the way every `kbreplay` command reads it:
/// `-` and anything not starting with `-` is an operand (a file), `--name=value` is an option
/// with its value inline, and after `--` everything is an operand.

import KeyboardScript
struct CommandLineArguments {
  /// One argument.
  enum Argument: Equatable {
    /// A file, or `-` for standard input.
    case operand(String)
    /// An option, with the value given after `=` if any.
    case option(name: String, inlineValue: String?)
  }

  /// What is left to read.
  private(set) var remaining: ArraySlice<String>
  /// Whether `--` has been read.
  private var optionsEnded = false

  /// Reads `arguments`.
  init(_ arguments: ArraySlice<String>) {
    remaining = arguments
  }

  /// The next argument, or `nil` at the end; `--` itself is read and skipped.
  mutating func next() -> Argument? {
    while let argument = remaining.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        return .operand(argument)
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      guard let equals = argument.firstIndex(of: "=") else {
        return .option(name: argument, inlineValue: nil)
      }
      return .option(
        name: String(argument[..<equals]),
        inlineValue: String(argument[argument.index(after: equals)...]))
    }
    return nil
  }

  /// The next argument as an option's value, whatever it looks like.
  mutating func value() -> String? { remaining.popFirst() }

  /// The next argument, unread.
  var upcoming: String? { remaining.first }
}
