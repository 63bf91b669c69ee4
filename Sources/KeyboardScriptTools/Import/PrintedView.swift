/// One `<Class: 0x…; key = value; …>` entry of a `recursiveDescription` printout: the class,
/// and the values the importer reads (`baseClass`, `frame`, `contentOffset`, `contentSize`,
/// `adjustedContentInset`) as printed, with where each number stands.
///
/// An entry may span lines: a `text = '…'` value holds the text's line breaks as printed.

import KeyboardScript
struct PrintedView {
  /// A number as printed, and where.
  struct Number {
    /// The printed text (`390`, `153.667`, `inf`).
    var text: String
    /// Its value; `nil` when the text is not a number.
    var value: Double?
    /// The 1-based line and column of its first byte.
    var line: Int
    var column: Int
  }

  /// The class as printed (`UITableView`, `MyApp.FormView`, `_TtC5MyApp8FormView`).
  var className: String
  /// The `baseClass` UIKit prints for a custom subclass.
  var baseClass: String?
  /// `frame = (x y; w h)`: four numbers, or `nil` when the entry has none.
  var frame: [Number]?
  /// `contentOffset: {x, y}`.
  var contentOffset: [Number]?
  /// `contentSize: {w, h}`.
  var contentSize: [Number]?
  /// `adjustedContentInset: {top, left, bottom, right}`.
  var adjustedContentInset: [Number]?
  /// `hidden = YES`.
  var isHidden = false
  /// Where the entry's `<` stands.
  var line: Int
  var column: Int
}

/// A printed number: decimal, exponent, `inf`, `-inf`, `nan` (as `%g` prints them).
func parseNumber(_ text: String) -> Double? {
  guard !text.isEmpty, text.utf8.count <= 64,
    text.utf8.allSatisfy(isNumberByte)
  else { return nil }
  return Double(text)
}

/// Whether a byte may be part of a printed number: a digit, or one of `+-.eEinfatyINFATY` (a
/// sign, a decimal point, an exponent, the letters of `inf`, `infinity` and `nan`). A `switch`
/// over the bytes, not a search of a string's bytes for each one.
@inline(__always)
func isNumberByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
    UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "i"), UInt8(ascii: "I"),
    UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "a"),
    UInt8(ascii: "A"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "y"), UInt8(ascii: "Y"):
    return true
  default:
    return false
  }
}
