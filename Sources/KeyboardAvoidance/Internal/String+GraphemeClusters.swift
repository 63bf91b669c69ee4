// Finding the grapheme cluster (`Character`) around a UTF-16 offset without walking the text
// from its start.
//
// Whether two scalars of a text belong to one cluster depends, in a few of Unicode's rules
// (UAX #29), on what comes before them: a pair of regional indicators joins or not depending on
// how many indicators precede it (flags), an emoji joins a preceding zero-width joiner only when
// an emoji started that sequence, and Indic consonants join across a virama. So a position
// cannot be judged from its neighbours alone; but some pairs of scalars are separated by a
// boundary whatever surrounds them (``String/isCertainClusterBoundary(between:and:)``). The search
// steps back scalar by scalar to the nearest such pair (a few scalars in ordinary text: any
// space, letter, digit, punctuation or ideograph next to another; a whole run of flags, of
// emoji without spaces, or the start of the text at worst), and from that boundary the standard
// library's own grapheme breaking walks forward over the clusters until it passes the position.
// The clusters found are exactly the text's `Character`s: breaking that starts at a boundary
// finds the same boundaries as breaking that starts at the text's start.

extension String {
  /// The grapheme cluster (`Character`) that contains the UTF-16 offset `offset` strictly
  /// inside it, as UTF-16 offsets; `offset...offset` when `offset` is on a boundary (which 0
  /// and `utf16Count` always are).
  ///
  /// An offset between the two units of a surrogate pair is inside its cluster.
  ///
  /// ```swift
  /// let text = "Hi \u{1F44B}\u{1F3FD} cafe\u{301}"
  /// text.cluster(aroundUTF16Offset: 5, utf16Count: 13)   // 3...7
  /// text.cluster(aroundUTF16Offset: 13, utf16Count: 13)  // 13...13
  /// ```
  ///
  /// - Parameters:
  ///   - offset: A UTF-16 offset in `0...utf16Count`.
  ///   - utf16Count: The text's length in UTF-16 units (`utf16.count`), which the caller
  ///     already has.
  /// - Complexity: Proportional to the distance from `offset` back to the nearest certain
  ///   boundary (``isCertainClusterBoundary(between:and:)``) and forward to the end of the
  ///   cluster, after reaching `offset` through the string's UTF-16 breadcrumbs (which a
  ///   native string builds in O(*n*) the first time an offset is converted, and keeps).
  package func cluster(aroundUTF16Offset offset: Int, utf16Count: Int) -> ClosedRange<Int> {
    guard offset > 0, offset < utf16Count else { return offset...offset }
    let units = utf16
    var scalar = units.index(units.startIndex, offsetBy: offset)
    var scalarOffset = offset
    if UTF16.isTrailSurrogate(units[scalar]) {
      scalar = units.index(before: scalar)
      scalarOffset -= 1
    }
    return cluster(around: offset, scalar: scalar, scalarOffset: scalarOffset)
  }

  /// The grapheme cluster that contains the UTF-16 offset `offset` strictly inside it, as
  /// UTF-16 offsets; `offset...offset` when `offset` is on a boundary.
  ///
  /// - Parameters:
  ///   - offset: A UTF-16 offset inside the text, above 0 and below its length.
  ///   - scalar: The index of the scalar that starts at `offset` or, when `offset` falls
  ///     between the two units of a surrogate pair, contains it.
  ///   - scalarOffset: The UTF-16 offset where that scalar starts: `offset` or `offset − 1`.
  /// - Complexity: Proportional to the distance from `offset` back to the nearest certain
  ///   boundary and forward to the end of its cluster.
  func cluster(around offset: Int, scalar: Index, scalarOffset: Int) -> ClosedRange<Int> {
    let scalars = unicodeScalars
    var anchor = scalar
    var anchorOffset = scalarOffset
    while anchor > scalars.startIndex {
      let before = scalars.index(before: anchor)
      let previous = scalars[before]
      if Self.isCertainClusterBoundary(between: previous, and: scalars[anchor]) { break }
      anchor = before
      anchorOffset -= UTF16.width(previous)
    }
    // `anchor` is a boundary: breaking the text from there on finds the text's own clusters.
    let tail = self[anchor...]
    var start = tail.startIndex
    var startOffset = anchorOffset
    while startOffset < offset, start < tail.endIndex {
      let end = tail.index(after: start)
      var endOffset = startOffset
      for scalar in scalars[start..<end] { endOffset += UTF16.width(scalar) }
      if endOffset > offset { return startOffset...endOffset }
      start = end
      startOffset = endOffset
    }
    return offset...offset
  }

  /// Whether a text that has the scalar `before` just before the scalar `after` has a grapheme
  /// cluster boundary between them whatever comes before and after the pair.
  ///
  /// True for a pair that no rule of UAX #29 can join: before a control character (but line
  /// feed after carriage return), after one (but carriage return before line feed), and when
  /// `after` is an ASCII character, a cased letter, a digit, punctuation, a symbol that is not a
  /// regional indicator, a space separator or a CJK ideograph, kana or precomposed Hangul
  /// syllable (none of which extends a cluster, nor is a regional indicator, a Hangul jamo or an
  /// Indic consonant that a virama joins) while `before` is none of the scalars that join what
  /// follows them (prepended concatenation marks and reph letters, Hangul leading consonants,
  /// the zero-width joiner): a scalar of general category letter-modifier, cased letter, mark,
  /// number, punctuation, symbol or separator, or an ASCII character, CJK ideograph, kana or
  /// precomposed Hangul syllable. Other letters (`Lo`), format characters (`Cf`) and
  /// unassigned scalars are never judged certain, so Unicode versions that add prepending
  /// letters do not break the rule. `false` says only that the pair needs its context.
  ///
  /// ```swift
  /// String.isCertainClusterBoundary(between: " ", and: "\u{1F44B}")          // true
  /// String.isCertainClusterBoundary(between: "\u{1F44B}", and: "\u{1F3FD}")  // false
  /// String.isCertainClusterBoundary(between: "\u{1F1EB}", and: "\u{1F1F7}")  // false
  /// ```
  package static func isCertainClusterBoundary(
    between before: Unicode.Scalar, and after: Unicode.Scalar
  ) -> Bool {
    // GB3, GB4, GB5: CR × LF; otherwise a boundary before and after any control.
    if before == "\r" { return after != "\n" }
    if isControl(before) || isControl(after) { return true }
    // The common case first: two printable ASCII characters.
    if before.isASCII && after.isASCII { return true }
    return startsCluster(after) && endsCluster(before)
  }

  /// Whether a C0 or C1 control character (general category `Cc`; Unicode's grapheme rules
  /// treat them all as controls, carriage return and line feed included).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is an ideograph, kana or precomposed Hangul syllable: letters (`Lo`) that
  /// neither join what follows nor are joined to what precedes them by anything but a
  /// Hangul leading consonant.
  private static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3041...0x3096, 0x30A1...0x30FA: true  // hiragana, katakana
    case 0x3400...0x4DBF, 0x4E00...0x9FFF: true  // CJK unified ideographs (and extension A)
    case 0xAC00...0xD7A3: true  // Hangul syllables
    case 0x2_0000...0x2_A6DF: true  // CJK unified ideographs extension B
    default: false
    }
  }

  /// Whether `scalar` starts a cluster after any scalar that ``endsCluster(_:)`` accepts: not
  /// an extending mark, spacing mark, joiner, regional indicator, Hangul jamo or Indic
  /// consonant.
  private static func startsCluster(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII || isIdeographic(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .spaceSeparator:
      return true
    case .otherSymbol:
      // Regional indicators pair up with each other (flags).
      return !(0x1F1E6...0x1F1FF).contains(scalar.value)
    default:
      // Modifier symbols include the emoji skin-tone modifiers, which extend a cluster.
      return false
    }
  }

  /// Whether `scalar` joins no following scalar that ``startsCluster(_:)`` accepts: not a
  /// prepending scalar, a Hangul leading consonant or the zero-width joiner.
  private static func endsCluster(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII || isIdeographic(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
      .nonspacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator:
      return true
    default:
      // Other letters include the reph letters that prepend and the Hangul leading consonants;
      // format characters include the prepended concatenation marks and the joiner; spacing
      // marks, private use and unassigned scalars are left out to be safe.
      return false
    }
  }
}

extension UTF16 {
  /// The number of UTF-16 units that encode `scalar`: 2 above the Basic Multilingual Plane,
  /// else 1.
  @inline(__always)
  static func width(_ scalar: Unicode.Scalar) -> Int {
    scalar.value > 0xFFFF ? 2 : 1
  }
}
