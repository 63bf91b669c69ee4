import Foundation
import KeyboardAvoidance
import Testing

/// Rects, points and insets decode from their keyed `Codable` form and from the arrays the JSON
/// trace writes, and nothing else.
@Suite("Geometry decoding")
struct GeometryDecodingTests {
  /// Decodes `T` from `text`.
  func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(text.utf8))
  }

  @Test("the trace's arrays decode in their order")
  func arrays() throws {
    #expect(
      try decode(Rect.self, "[1, 2.5, 390, 44]") == Rect(x: 1, y: 2.5, width: 390, height: 44))
    #expect(try decode(Point.self, "[-3, 2287]") == Point(x: -3, y: 2287))
    #expect(
      try decode(Insets.self, "[1, 2, 302, 4]") == Insets(top: 1, left: 2, bottom: 302, right: 4))
  }

  @Test(
    "the keyed form still decodes as it encodes",
    arguments: [Rect(x: 1, y: 2.5, width: 390, height: 44), Rect(x: -7, y: 0, width: 0, height: 3)])
  func keyed(_ rect: Rect) throws {
    let insets = Insets(top: rect.minY, left: rect.minX, bottom: rect.height, right: rect.width)
    #expect(try JSONDecoder().decode(Rect.self, from: JSONEncoder().encode(rect)) == rect)
    #expect(
      try JSONDecoder().decode(Point.self, from: JSONEncoder().encode(rect.origin)) == rect.origin)
    #expect(try JSONDecoder().decode(Insets.self, from: JSONEncoder().encode(insets)) == insets)
  }

  @Test(
    "an array of the wrong length or type is refused",
    arguments: ["[1, 2, 3]", "[1, 2, 3, 4, 5]", "[1, 2, \"3\", 4]", "[]"])
  func refused(_ text: String) {
    #expect(throws: DecodingError.self) { try decode(Rect.self, text) }
    #expect(throws: DecodingError.self) { try decode(Insets.self, text) }
  }

  @Test(
    "a point array of the wrong length or type is refused",
    arguments: ["[1]", "[1, 2, 3]", "[1, \"2\"]", "[]"])
  func refusedPoint(_ text: String) {
    #expect(throws: DecodingError.self) { try decode(Point.self, text) }
  }
}
