import KeyboardAvoidance

/// The text trace's lines, built a piece at a time as UTF-8, without the temporary strings of
/// interpolation: how `TextTrace` writes millions of lines for a long recording. Its numbers are
/// the package's one shortest form (``append(number:)``) and its coordinates the trace's
/// notation (``append(formatted:)``). JSON has its own writer, `JSONWriter`; the byte-level
/// pieces both use are in `UTF8Appending.swift`.
package struct TraceText {
  /// The text so far.
  package var bytes: [UInt8] = []
  /// Text set aside and numbers about it, kept for reuse: the text trace writes an event's
  /// effect values here first, to align the column that follows them.
  var scratch: [UInt8] = []
  var scratchEnds: [Int] = []

  /// Empty text.
  package init() {}

  /// Appends a literal.
  @inline(__always)
  package mutating func append(_ text: StaticString) {
    appendLiteral(text, to: &bytes)
  }

  /// Appends a string's UTF-8.
  @inline(__always)
  package mutating func append(_ text: String) {
    appendUTF8(text, to: &bytes)
  }

  /// Appends an integer in decimal.
  @inline(__always)
  package mutating func append(integer value: Int) {
    appendInteger(value, to: &bytes)
  }

  /// Appends a number in its shortest form (``shortestText(_:)`` is it as a string): integers
  /// below 10^15 without a fraction, others in Swift's shortest round-trip form, `null` if not
  /// finite.
  @inline(__always)
  package mutating func append(number value: Double) {
    appendShortest(value, exact: false, to: &bytes)
  }

  /// Appends a coordinate in the text trace's notation (`formatted`): integers without a
  /// fraction, others rounded to at most two decimals.
  @inline(__always)
  mutating func append(formatted value: Double) {
    appendFormatted(value, to: &bytes)
  }

  /// Appends a point as the text trace shows it: `(x,y)`.
  mutating func append(_ point: Point) {
    bytes.append(UInt8(ascii: "("))
    append(formatted: point.x)
    bytes.append(UInt8(ascii: ","))
    append(formatted: point.y)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a size as the text trace shows it: `(width,height)`.
  mutating func append(_ size: Size) {
    bytes.append(UInt8(ascii: "("))
    append(formatted: size.width)
    bytes.append(UInt8(ascii: ","))
    append(formatted: size.height)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a rectangle as the text trace shows it: `(x,y,width,height)`.
  mutating func append(_ rect: Rect) {
    append(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  /// Appends insets as the text trace shows them: `(top,left,bottom,right)`.
  mutating func append(_ insets: Insets) {
    append(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// `(a,b,c,d)`, each coordinate ``append(formatted:)``.
  private mutating func append(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double)
  {
    bytes.append(UInt8(ascii: "("))
    append(formatted: first)
    bytes.append(UInt8(ascii: ","))
    append(formatted: second)
    bytes.append(UInt8(ascii: ","))
    append(formatted: third)
    bytes.append(UInt8(ascii: ","))
    append(formatted: fourth)
    bytes.append(UInt8(ascii: ")"))
  }

  /// Appends a UTF-16 range as the text trace shows it: `[location,length]`.
  mutating func append(_ range: UTF16Range) {
    bytes.append(UInt8(ascii: "["))
    append(integer: range.location)
    bytes.append(UInt8(ascii: ","))
    append(integer: range.length)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends `count` spaces.
  @inline(__always)
  mutating func append(spaces count: Int) {
    appendSpaces(count, to: &bytes)
  }

  /// The text as a string (made in pieces, ``utf8String(_:)``).
  package var string: String { utf8String(bytes) }
}
