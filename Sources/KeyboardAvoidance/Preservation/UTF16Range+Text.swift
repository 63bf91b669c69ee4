import UTF16Scanning

extension UTF16Range {
  /// The range with its location and upper bound clamped into `0...count`; a negative length
  /// counts as zero (<doc:PreservingScrollPositionAndTheCaret>: a saved range is validated against
  /// the text's UTF-16 length, never its `Character` count).
  ///
  /// ```swift
  /// let saved: UTF16Range = [20, 5]
  /// print(saved.clamped(toUTF16Count: 13))  // [13,0]
  /// print(UTF16Range(location: 4, length: -2).clamped(toUTF16Count: 13))  // [4,0]
  /// ```
  ///
  /// - Parameter count: The text's length in UTF-16 units, `text.utf16.count`; a negative
  ///   count counts as zero.
  /// - Complexity: O(1).
  public func clamped(toUTF16Count count: Int) -> UTF16Range {
    let count = max(count, 0)
    let (end, overflow) = location.addingReportingOverflow(max(length, 0))
    let lower = min(max(location, 0), count)
    let upper = overflow ? count : min(max(end, lower), count)
    return UTF16Range(location: lower, length: upper - lower)
  }

  /// The range clamped to the text (``clamped(toUTF16Count:)``) and then snapped to its
  /// grapheme clusters (`Character`s): a range that splits a cluster grows outward to whole
  /// clusters (its start rounds down, its end up), and a caret inside a cluster moves to the
  /// cluster's start.
  ///
  /// In `"Hi 👋🏽 café"` with a decomposed `é` (9 characters, 13 UTF-16 units), `[5, 2]` covers
  /// the second half of the waving hand and the first half of its skin tone:
  ///
  /// ```swift
  /// let text = "Hi \u{1F44B}\u{1F3FD} cafe\u{301}"
  /// print(UTF16Range(location: 5, length: 2).snapped(in: text))   // [3,4]: the whole emoji
  /// print(UTF16Range(location: 12, length: 0).snapped(in: text))  // [11,0]: before "é"
  /// print(UTF16Range(location: 13, length: 0).snapped(in: text))  // [13,0]: at the end
  /// ```
  ///
  /// Snapping is idempotent, and a range that does not split a cluster is left as it is.
  ///
  /// - Complexity: Proportional to the distance from each end of the range back to the nearest
  ///   place where the text certainly has a cluster boundary (the next space, letter, digit,
  ///   punctuation mark or ideograph before it in ordinary text; the start of a run of flags
  ///   or of emoji written without spaces) and to the end of its cluster; never to the
  ///   text's length, except that a native string builds its UTF-16 index (breadcrumbs) in
  ///   O(*n*) the first time one of its UTF-16 offsets is converted, and keeps it.
  public func snapped(in text: String) -> UTF16Range {
    snapped(in: text, utf16Count: text.utf16.count)
  }

  /// The range mapped through an edit that turned `oldText` into `newText`, so that it covers
  /// the same text after the edit as before, then snapped in the new text
  /// (<doc:PreservingScrollPositionAndTheCaret>).
  ///
  /// With `p` the common prefix and `q` the common suffix of the two texts in UTF-16 units
  /// (`p + q` at most the shorter length), the old text's `[p, old − q)` became the new text's
  /// `[p, new − q)`. The range `[s, e)`, first clamped to the old text, then
  /// - moves by `new − old` when `s ≥ old − q` (it lies after the replaced part, so a caret at
  ///   a pure insertion point moves with the inserted text);
  /// - stays when `e ≤ p` (it lies before it);
  /// - otherwise overlaps the replaced part and becomes
  ///   `[min(s, p), e ≥ old − q ? e + new − old : new − q)`;
  ///
  /// and the result is snapped in the new text (``snapped(in:)``), so it never splits a
  /// `Character`.
  ///
  /// ```swift
  /// let word: UTF16Range = [6, 5]  // "world"
  /// print(word.mapped(from: "Hello world", to: "Hello, big world"))  // [11,5]: "world"
  /// ```
  ///
  /// - Complexity: O(*n*) in the texts' UTF-8 lengths: the common prefix and suffix are found
  ///   eight bytes at a time, and the range's ends in the new text from where they end, so
  ///   the new text's UTF-16 breadcrumbs are neither needed nor built; then snapping looks
  ///   around the range's ends as ``snapped(in:)`` does.
  public func mapped(from oldText: String, to newText: String) -> UTF16Range {
    // A text that is not stored as contiguous UTF-8 (a bridged `NSString`) is copied once.
    var newText = newText
    newText.makeContiguousUTF8()
    return UTF16Edit.scanning(from: oldText, to: newText) { edit, newScalar in
      mapped(through: edit, newScalar: newScalar, in: newText)
    }
  }

  /// The range mapped through `edit`, snapped in `newText`, whose scalars `newScalar` finds by
  /// UTF-16 offset.
  private func mapped(
    through edit: UTF16Edit, newScalar: (Int) -> UTF16Edit.Position, in newText: String
  ) -> UTF16Range {
    let range = clamped(toUTF16Count: edit.oldCount)
    let start = range.location
    let end = range.upperBound
    let delta = edit.newCount - edit.oldCount
    let oldReplacedEnd = edit.oldCount - edit.suffix
    let lower: Int
    let upper: Int
    if start >= oldReplacedEnd {
      (lower, upper) = (start + delta, end + delta)
    } else if end <= edit.prefix {
      (lower, upper) = (start, end)
    } else {
      lower = min(start, edit.prefix)
      upper = end >= oldReplacedEnd ? end + delta : edit.newCount - edit.suffix
    }
    // Snapped in the new text, whose offsets are found from where the edit's common parts end
    // rather than through its UTF-16 breadcrumbs: a new text does not have them yet, and
    // building them walks the whole text.
    func cluster(around offset: Int) -> ClosedRange<Int> {
      guard offset > 0, offset < edit.newCount else { return offset...offset }
      let scalar = newScalar(offset)
      let index = newText.utf8.index(newText.utf8.startIndex, offsetBy: scalar.utf8)
      return newText.cluster(around: offset, scalar: index, scalarOffset: scalar.utf16)
    }
    let snappedLower = cluster(around: lower).lowerBound
    guard upper > lower else { return UTF16Range(location: snappedLower, length: 0) }
    return UTF16Range(
      location: snappedLower, length: cluster(around: upper).upperBound - snappedLower)
  }

  /// ``snapped(in:)`` for a text whose UTF-16 length the caller already has.
  func snapped(in text: String, utf16Count count: Int) -> UTF16Range {
    let range = clamped(toUTF16Count: count)
    let lower = text.cluster(aroundUTF16Offset: range.location, utf16Count: count).lowerBound
    guard !range.isCaret else { return UTF16Range(location: lower, length: 0) }
    let upper = text.cluster(aroundUTF16Offset: range.upperBound, utf16Count: count).upperBound
    return UTF16Range(location: lower, length: upper - lower)
  }
}
