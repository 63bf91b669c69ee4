/// The stable identity of a view in a ``ViewTree``.
///
/// A host picks the identifiers (a script's `id`, a SwiftUI identity, an object identifier
/// printed as text); the engine only compares them. The closest UIKit notion is a view's
/// `accessibilityIdentifier` or `restorationIdentifier`.
///
/// ```swift
/// let email: ViewID = "email"
/// print(email)  // email
/// ```
public struct ViewID: Hashable, Sendable, Comparable {
  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Orders identifiers by their text, for deterministic listings.
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ViewID: ExpressibleByStringInterpolation {
  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates an identifier from an interpolated string literal (`"row\(index)"`).
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}

extension ViewID: CustomStringConvertible {
  /// The identifier's text.
  public var description: String { rawValue }
}

extension ViewID: Codable {
  /// Decodes an identifier from a single string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension ViewID: CodingKeyRepresentable {
  /// The identifier as a dictionary key.
  public var codingKey: any CodingKey { Key(stringValue: rawValue) }

  /// Creates an identifier from a dictionary key.
  public init?<T: CodingKey>(codingKey: T) {
    self.init(codingKey.stringValue)
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
