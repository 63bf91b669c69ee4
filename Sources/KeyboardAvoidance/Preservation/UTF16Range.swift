/// A range of a text in UTF-16 code units: a selection or a caret, as UIKit's `selectedRange`
/// (`NSRange`) gives it.
///
/// Locations count UTF-16 units, never `Character`s: in `"Hi 👋🏽 café"` with a decomposed `é`
/// (9 characters, 13 units) the caret after the last letter is `[13, 0]`. A caret is a range of
/// length zero.
///
/// ```swift
/// let caret: UTF16Range = [13, 0]
/// print(caret.isCaret, caret.upperBound)  // true 13
/// ```
public struct UTF16Range: Hashable, Sendable {
  /// The first unit of the range (`NSRange.location`).
  public var location: Int
  /// How many units the range covers (`NSRange.length`); zero for a caret.
  public var length: Int

  /// Creates a range from its location and length.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// The unit just past the range, `location + length`.
  public var upperBound: Int { location + length }

  /// Whether the range is a caret (of length zero).
  public var isCaret: Bool { length == 0 }
}

extension UTF16Range: ExpressibleByArrayLiteral {
  /// Creates a range from `[location, length]`; missing elements are zero.
  public init(arrayLiteral elements: Int...) {
    self.init(
      location: elements.first ?? 0, length: elements.count > 1 ? elements[1] : 0)
  }
}

extension UTF16Range: Codable {
  /// Decodes `[location, length]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let location = try container.decode(Int.self)
    let length = try container.decode(Int.self)
    self.init(location: location, length: length)
  }

  /// Encodes `[location, length]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(location)
    try container.encode(length)
  }
}

extension UTF16Range: CustomStringConvertible {
  /// `[location,length]`, as traces print it.
  public var description: String { "[\(location),\(length)]" }
}
