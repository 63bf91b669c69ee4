import KeyboardAvoidance
import SeededRandom

/// Measures keeping a text view's selection through an edit of a large text: mapping a range
/// through the edit (``UTF16Range/mapped(from:to:)``) and snapping a range near the text's end
/// to its grapheme clusters (``UTF16Range/snapped(in:)``).
///
/// The text is about 1 MB of UTF-8 (``byteCount``), generated from a fixed seed: ASCII words,
/// CJK, emoji with skin tones, ZWJ families, flags and decomposed accented letters. The edit
/// replaces five characters in its middle with four others; the range mapped is a word three
/// quarters of the way in, after the edit, so it moves. Mapping compares the two texts
/// (linear, eight bytes at a time); snapping must not be: it looks only around the range.
///
/// Timings are steady state, after a warm-up, every call timed alone. Snapping reaches the range
/// through the string's UTF-16 breadcrumbs, which a native string builds the first time one of
/// its UTF-16 offsets is converted (O(*n*), once) and keeps; mapping does not use them. The
/// first call on a fresh copy of the text (no breadcrumbs) is reported apart for both
/// (``Result/freshMapNanoseconds``, ``Result/freshSnapNanoseconds``), median of a few.
struct SelectionBenchmark {
  /// The timings.
  struct Result {
    /// The text's length in UTF-8 bytes.
    var byteCount: Int
    /// The text's length in UTF-16 units.
    var utf16Count: Int
    /// Nanoseconds per ``UTF16Range/mapped(from:to:)`` call, steady state.
    var map: Percentiles
    /// Nanoseconds per ``UTF16Range/snapped(in:)`` call near the end, steady state.
    var snap: Percentiles
    /// The median of ``UTF16Range/mapped(from:to:)`` into fresh copies of the new text,
    /// nanoseconds.
    var freshMapNanoseconds: Int64
    /// The median of ``UTF16Range/snapped(in:)`` in fresh copies of the text, whose UTF-16
    /// breadcrumbs the call builds, nanoseconds.
    var freshSnapNanoseconds: Int64

    /// The median mapping time, microseconds.
    var mapMicroseconds: Double { Double(map.p50) / 1_000 }
    /// The median snapping time, microseconds.
    var snapMicroseconds: Double { Double(snap.p50) / 1_000 }
  }

  /// The text's size, UTF-8 bytes (at least).
  var byteCount = 1_000_000
  /// Untimed calls first.
  var warmUp = 20
  /// Timed mapping calls.
  var mapSamples = 300
  /// Timed snapping calls.
  var snapSamples = 20_000
  /// Calls on fresh copies of the texts.
  var freshSamples = 9

  /// The pieces of the text: words and spaces, CJK, emoji with modifiers, ZWJ sequences, flags
  /// and decomposed letters.
  static let pieces = [
    "lorem", "ipsum", "dolor", " ", " ", " ", ", ", ".\n", "\u{6F22}\u{5B57}", "\u{304B}\u{306A}",
    "\u{1F44B}\u{1F3FD}", "\u{1F44D}\u{1F3FB}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F1EB}\u{1F1F7}", "cafe\u{301}", "n\u{303}",
    "\u{2764}\u{FE0F}",
  ]

  /// Generates the text and measures.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    var random = SplitMix64(seed: 0x5E1E_C7ED)
    var old = ""
    while old.utf8.count < byteCount {
      old += Self.pieces[random.next(below: Self.pieces.count)]
    }
    // The edit: five characters in the middle become four others.
    let middle = old.index(old.startIndex, offsetBy: old.count / 2)
    let new =
      String(old[..<middle]) + "\u{1F44B}\u{1F3FF}X\u{5B57}e\u{301}"
      + String(old[old.index(middle, offsetBy: 5)...])
    // A word three quarters of the way in.
    let wordStart = old.utf16.distance(
      from: old.utf16.startIndex,
      to: old.firstIndex(of: "lorem", from: old.index(old.startIndex, offsetBy: old.count * 3 / 4)))
    let word = UTF16Range(location: wordStart, length: 5)
    let expected = UTF16Range(location: wordStart + new.utf16.count - old.utf16.count, length: 5)
    guard word.mapped(from: old, to: new) == expected else {
      throw .selection("mapping \(word) through the edit did not give \(expected)")
    }
    // A range near the end that splits a cluster (or not, as the text falls).
    let count = old.utf16.count
    let nearEnd = UTF16Range(location: count - 41, length: 17)

    let freshMap = fresh(copying: new) { word.mapped(from: old, to: $0).location }
    let freshSnap = fresh(copying: old) { nearEnd.snapped(in: $0).upperBound }
    let map = time(samples: mapSamples) { word.mapped(from: old, to: new).location }
    let snap = time(samples: snapSamples) { nearEnd.snapped(in: old).upperBound }
    sink &+= map.sink &+ snap.sink &+ freshMap.sink &+ freshSnap.sink
    return Result(
      byteCount: old.utf8.count, utf16Count: count, map: map.timings, snap: snap.timings,
      freshMapNanoseconds: freshMap.median, freshSnapNanoseconds: freshSnap.median)
  }

  /// Times `body` once on each of ``freshSamples`` new copies of `text` (native strings that
  /// have not built their UTF-16 breadcrumbs).
  private func fresh(copying text: String, _ body: (String) -> Int) -> (median: Int64, sink: Int) {
    var sink = 0
    var timings: [Int64] = []
    for _ in 0..<freshSamples {
      let copy = String(decoding: Array(text.utf8), as: UTF8.self)
      let start = Stopwatch.now()
      let value = body(copy)
      let end = Stopwatch.now()
      sink &+= value
      timings.append(Stopwatch.nanoseconds(from: start, to: end))
    }
    return (Percentiles(timings).p50, sink)
  }

  /// Times `body` alone `samples` times after the warm-up.
  private func time(samples: Int, _ body: () -> Int) -> (timings: Percentiles, sink: Int) {
    var sink = 0
    var timings: [Int64] = []
    timings.reserveCapacity(samples)
    for sample in 0..<(warmUp + samples) {
      let start = Stopwatch.now()
      let value = body()
      let end = Stopwatch.now()
      sink &+= value
      if sample >= warmUp { timings.append(Stopwatch.nanoseconds(from: start, to: end)) }
    }
    return (Percentiles(timings), sink)
  }
}

extension String {
  /// The first index at or after `start` where `word` begins (`endIndex` if nowhere): a plain
  /// search, so that the benchmark needs no Foundation.
  fileprivate func firstIndex(of word: String, from start: Index) -> Index {
    var index = start
    while index < endIndex {
      if self[index...].hasPrefix(word) { return index }
      index = self.index(after: index)
    }
    return endIndex
  }
}
