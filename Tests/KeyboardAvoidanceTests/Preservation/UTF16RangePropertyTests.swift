import KeyboardAvoidance
import SeededRandom
import Testing
import UTF16Scanning

/// The pieces random texts are made of: each is a few scalars, and pieces put side by side may
/// join into one cluster (a lone accent or skin tone after a letter, indicators after
/// indicators, a joiner between emoji).
enum TextPieces {
  static let ascii = ["a", "b", "Z", "7", " ", ".", "\t"]
  static let cjk = ["\u{6F22}", "\u{5B57}", "\u{304B}", "\u{D55C}", "\u{20000}"]
  static let emoji = [
    "\u{1F44B}\u{1F3FD}", "\u{1F44D}\u{1F3FF}", "\u{1F44B}", "\u{1F3FD}", "\u{2764}\u{FE0F}",
    "\u{2764}", "\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{1F600}", "\u{1F601}", "\u{1F640}",
    "\u{1E600}", "\u{1D11E}", "\u{A9}", "\u{2139}",
  ]
  static let zwj = [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{1F469}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F468}",
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{200D}",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
  ]
  static let flags = ["\u{1F1EB}\u{1F1F7}", "\u{1F1EF}\u{1F1F5}", "\u{1F1EB}", "\u{1F1F7}"]
  static let marks = [
    "e\u{301}", "n\u{303}", "\u{E9}", "\u{F1}", "\u{301}", "\u{302}\u{303}", "a\u{301}\u{302}",
  ]
  static let lines = ["\r\n", "\r", "\n"]
  static let others = [
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{915}", "\u{94D}", "\u{937}", "\u{93F}", "\u{600}",
    "\u{D4E}", "\u{E33}", "\u{5D0}", "\u{416}",
  ]
  static let all = ascii + cjk + emoji + zwj + flags + marks + lines + others

  /// A random text of up to `maxPieces` pieces, sometimes with a long run of regional
  /// indicators (odd or even) or of emoji written without spaces.
  static func text(_ random: inout SplitMix64, maxPieces: Int = 24) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...maxPieces, using: &random) {
      switch Int.random(in: 0..<40, using: &random) {
      case 0:
        text += String(repeating: "\u{1F1EB}", count: Int.random(in: 2...41, using: &random))
      case 1:
        let piece = (emoji + zwj).randomElement(using: &random) ?? ""
        text += String(repeating: piece, count: Int.random(in: 2...30, using: &random))
      default:
        text += all.randomElement(using: &random) ?? ""
      }
    }
    return text
  }
}

/// The slow, obviously correct model: the UTF-16 offsets of a text's `Character` boundaries,
/// found by walking the text from its start.
struct Boundaries {
  var offsets: [Int]
  var count: Int

  init(_ text: String) {
    offsets = text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count]
    count = text.utf16.count
  }

  func contains(_ offset: Int) -> Bool { offsets.contains(offset) }

  /// The last boundary at or before `offset`.
  func floor(_ offset: Int) -> Int { offsets.last { $0 <= offset } ?? 0 }

  /// The first boundary at or after `offset`.
  func ceiling(_ offset: Int) -> Int { offsets.first { $0 >= offset } ?? count }

  /// The range clamped and snapped by walking from the start.
  func snap(_ range: UTF16Range) -> UTF16Range {
    let lower = min(max(range.location, 0), count)
    let upper = min(max(range.location + max(range.length, 0), lower), count)
    let start = floor(lower)
    guard upper > lower else { return UTF16Range(location: start, length: 0) }
    return UTF16Range(location: start, length: ceiling(upper) - start)
  }
}

/// §4's mapping written out plainly on arrays of UTF-16 units.
func referenceMapping(_ range: UTF16Range, from oldText: String, to newText: String)
  -> UTF16Range
{
  let old = Array(oldText.utf16)
  let new = Array(newText.utf16)
  let shorter = min(old.count, new.count)
  var prefix = 0
  while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
    suffix += 1
  }
  let start = min(max(range.location, 0), old.count)
  let end = min(max(range.location + max(range.length, 0), start), old.count)
  let delta = new.count - old.count
  let mapped: (Int, Int)
  if start >= old.count - suffix {
    mapped = (start + delta, end + delta)
  } else if end <= prefix {
    mapped = (start, end)
  } else {
    mapped = (min(start, prefix), end >= old.count - suffix ? end + delta : new.count - suffix)
  }
  return Boundaries(newText).snap(UTF16Range(location: mapped.0, length: mapped.1 - mapped.0))
}

/// The text between two UTF-16 offsets that fall on scalar boundaries.
func slice(_ text: String, _ lower: Int, _ upper: Int) -> String {
  String(
    text[String.Index(utf16Offset: lower, in: text)..<String.Index(utf16Offset: upper, in: text)])
}

/// The UTF-16 offsets of a text's scalar boundaries.
func scalarOffsets(_ text: String) -> [Int] {
  var offsets = [0]
  for scalar in text.unicodeScalars { offsets.append((offsets.last ?? 0) + scalar.utf16.count) }
  return offsets
}

extension SplitMix64 {
  /// A range anywhere around a text of `count` units, sometimes outside it or reversed.
  mutating func range(around count: Int) -> UTF16Range {
    UTF16Range(
      location: Int.random(in: -2...(count + 2), using: &self),
      length: Int.random(in: 0..<10, using: &self) == 0
        ? -Int.random(in: 1...3, using: &self) : Int.random(in: 0...(count + 2), using: &self))
  }
}

@Suite("UTF-16 ranges: properties")
struct UTF16RangePropertyTests {
  @Test("Snapping matches a walk from the start, never splits a cluster, and is idempotent")
  func snapping() {
    var random = SplitMix64(seed: 0x5E1E_C710)
    var checked = 0
    for _ in 0..<3_000 {
      let text = TextPieces.text(&random)
      let boundaries = Boundaries(text)
      for _ in 0..<6 {
        let range = random.range(around: boundaries.count)
        let snapped = range.snapped(in: text)
        let clamped = range.clamped(toUTF16Count: boundaries.count)
        #expect(
          snapped == boundaries.snap(range), "\(range) in \(text.unicodeScalars.map(\.value))")
        #expect(boundaries.contains(snapped.location) && boundaries.contains(snapped.upperBound))
        #expect(snapped.location <= clamped.location)
        #expect(clamped.isCaret ? snapped.isCaret : snapped.upperBound >= clamped.upperBound)
        #expect(snapped.snapped(in: text) == snapped)
        checked += 1
      }
    }
    #expect(checked == 18_000)
  }

  @Test("Mapping matches §4's rule written out on UTF-16 arrays, whatever the edit")
  func mappingMatchesTheRule() {
    var random = SplitMix64(seed: 0x3A99_1A6E)
    for round in 0..<3_000 {
      // Long texts exercise the eight-byte loops.
      let repeats = round.isMultiple(of: 20) ? Int.random(in: 10...60, using: &random) : 1
      let old = String(repeating: TextPieces.text(&random), count: repeats)
      let scalars = scalarOffsets(old)
      let a = scalars.randomElement(using: &random) ?? 0
      let b = scalars.filter { $0 >= a }.randomElement(using: &random) ?? a
      let inserted = TextPieces.text(&random, maxPieces: 3)
      let new = slice(old, 0, a) + inserted + slice(old, b, old.utf16.count)
      for _ in 0..<4 {
        let range = random.range(around: old.utf16.count)
        #expect(
          range.mapped(from: old, to: new) == referenceMapping(range, from: old, to: new),
          "\(range) from \(old.unicodeScalars.map(\.value)) to \(new.unicodeScalars.map(\.value))"
        )
      }
    }
  }

  @Test("An edit that does not touch a range keeps the same characters selected")
  func mappingKeepsTheSelection() {
    var random = SplitMix64(seed: 0x0ED1_7000)
    var checked = 0
    var ambiguous = 0
    for _ in 0..<4_000 {
      let old = TextPieces.text(&random)
      let offsets = Boundaries(old).offsets
      let ends = (0..<2).map { _ in offsets.randomElement(using: &random) ?? 0 }
      let (start, end) = (ends.min() ?? 0, ends.max() ?? 0)
      let before = Bool.random(using: &random)
      let candidates = offsets.filter { before ? $0 <= start : $0 >= end }
      let edges = (0..<2).map { _ in candidates.randomElement(using: &random) ?? start }
      let (a, b) = (edges.min() ?? 0, edges.max() ?? 0)
      let inserted = TextPieces.text(&random, maxPieces: 3)
      let new = slice(old, 0, a) + inserted + slice(old, b, old.utf16.count)
      let delta = new.utf16.count - old.utf16.count
      guard new != old else { continue }
      // The rule reads the edit off the texts: it must be the edit that was made, not one as
      // good that repeated text allows (inserting "a" before "ab" reads as inserting it after
      // the first "a").
      let oldUnits = Array(old.utf16)
      let newUnits = Array(new.utf16)
      let unambiguous =
        before
        ? (a == oldUnits.count || a == newUnits.count || oldUnits[a] != newUnits[a])
        : (b == 0 || a + inserted.utf16.count == 0
          || oldUnits[b - 1] != newUnits[a + inserted.utf16.count - 1])
      // The edit must not change the clusters at the range's ends (an inserted joiner or
      // regional indicator joins what follows it).
      // A caret at a pure insertion point moves with the inserted text.
      let moves = before || (start == end && a == start && a == b)
      let kept = Boundaries(new).contains(moves ? start + delta : end)
      guard unambiguous, kept else {
        ambiguous += 1
        continue
      }
      let range = UTF16Range(location: start, length: end - start)
      let mapped = range.mapped(from: old, to: new)
      #expect(
        slice(new, mapped.location, mapped.upperBound) == slice(old, start, end),
        "\(range) → \(mapped) from \(old.unicodeScalars.map(\.value)) to \(new.unicodeScalars.map(\.value))"
      )
      #expect(mapped.length == range.length)
      #expect(
        mapped.location == (moves ? start + delta : start),
        "\(before) \(a) \(b) \(range) → \(mapped) from \(old.unicodeScalars.map(\.value)) to \(new.unicodeScalars.map(\.value))"
      )
      checked += 1
    }
    #expect(checked > 3_000, "\(checked) checked, \(ambiguous) skipped")
  }

  @Test("The common prefix and suffix found on UTF-8 bytes are the UTF-16 ones")
  func commonAffixes() {
    var random = SplitMix64(seed: 0xAFF1_0E5)
    // Few, close scalars make long common runs and surrogate pairs that share a unit.
    let alphabet = ["a", "\u{E9}", "\u{6F22}", "\u{1F600}", "\u{1F601}", "\u{1F640}", "\u{1E600}"]
    for round in 0..<3_000 {
      // Long texts exercise the eight-byte loops and the counters' flushing.
      let repeats = round.isMultiple(of: 10) ? Int.random(in: 100...600, using: &random) : 1
      let base = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? ""
      }.joined()
      let old = String(repeating: base, count: repeats)
      let scalars = scalarOffsets(old)
      let a = scalars.randomElement(using: &random) ?? 0
      let b = scalars.filter { $0 >= a }.randomElement(using: &random) ?? a
      let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? ""
      }.joined()
      let new = slice(old, 0, a) + inserted + slice(old, b, old.utf16.count)
      let edit = UTF16Edit(from: old, to: new)
      let oldUnits = Array(old.utf16)
      let newUnits = Array(new.utf16)
      let shorter = min(oldUnits.count, newUnits.count)
      var prefix = 0
      while prefix < shorter, oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix,
        oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix]
      {
        suffix += 1
      }
      #expect(edit.prefix == prefix && edit.suffix == suffix, "\(old) → \(new)")
      #expect(edit.oldCount == oldUnits.count && edit.newCount == newUnits.count)
    }
  }

  @Test("Surrogate pairs that share a unit extend the common prefix or suffix by it")
  func sharedSurrogates() {
    let high = UTF16Edit(from: "\u{1F600}", to: "\u{1F601}")
    #expect(high.prefix == 1 && high.suffix == 0)
    let low = UTF16Edit(from: "\u{1F600}", to: "\u{1E600}")
    #expect(low.prefix == 0 && low.suffix == 1)
    let both = UTF16Edit(from: "a\u{1F600}b", to: "a\u{1F601}b")
    #expect(both.prefix == 2 && both.suffix == 1)
  }

  /// Left contexts that can change whether two scalars join: a consonant and virama (Indic
  /// conjuncts), an emoji and joiner, a regional indicator, a prepended mark, a carriage return.
  static let contexts = [
    "", "\u{915}\u{94D}", "\u{1F468}\u{200D}", "\u{1F1EB}", "\u{600}", "\u{1100}", "\r",
  ]

  /// Whether the text `context + before + after` has a boundary between `before` and `after`.
  static func hasBoundary(_ context: String, _ before: Unicode.Scalar, _ after: Unicode.Scalar)
    -> Bool
  {
    var head = context
    head.unicodeScalars.append(before)
    var whole = head
    whole.unicodeScalars.append(after)
    return whole.count == head.count + 1
  }

  /// Every scalar of the planes in use (0–3 and 14), surrogates left out, with
  /// `KB_PROPERTY_CASES=full`; else every scalar below U+3000 (scripts, combining marks, Hangul
  /// jamo), of the emoji blocks and of the tags, and every 16th of the rest — a ninth of them,
  /// sized for a `swift test` of a minute.
  static let scalars: [Unicode.Scalar] = {
    let all =
      (0...0x3_FFFF).compactMap(Unicode.Scalar.init)
      + (0xE_0000...0xE_0FFF).compactMap(Unicode.Scalar.init)
    guard !PropertyBudget.isFull else { return all }
    return all.filter {
      $0.value < 0x3000 || (0x1_F000...0x1_FAFF).contains($0.value)
        || (0xE_0000...0xE_007F).contains($0.value) || $0.value % 16 == 0
    }
  }()

  @Test("A pair judged a certain boundary is one after any context (every scalar before)")
  func certainBoundaryBefore() {
    let afters: [Unicode.Scalar] = [
      "a", " ", "\n", "\t", "\u{416}", "\u{6F22}", "\u{D55C}", "\u{1F44B}", "\u{2139}", "\u{A9}",
      "\u{20AC}", "\u{1F600}",
    ]
    var certain = 0
    for before in Self.scalars {
      for after in afters where String.isCertainClusterBoundary(between: before, and: after) {
        certain += 1
        for context in Self.contexts where !Self.hasBoundary(context, before, after) {
          Issue.record("U+\(String(before.value, radix: 16)) U+\(String(after.value, radix: 16))")
        }
      }
    }
    #expect(certain > Self.scalars.count * 3 / 8)
  }

  @Test("A pair judged a certain boundary is one after any context (every scalar after)")
  func certainBoundaryAfter() {
    let befores: [Unicode.Scalar] = [
      "a", " ", "\r", "\u{416}", "\u{6F22}", "\u{D55C}", "\u{1F44B}", "\u{1F3FD}", "\u{301}",
      "\u{FE0F}", "\u{94D}", "\u{1F1EB}",
    ]
    var certain = 0
    for after in Self.scalars {
      for before in befores where String.isCertainClusterBoundary(between: before, and: after) {
        certain += 1
        for context in Self.contexts where !Self.hasBoundary(context, before, after) {
          Issue.record("U+\(String(before.value, radix: 16)) U+\(String(after.value, radix: 16))")
        }
      }
    }
    #expect(certain > Self.scalars.count * 3 / 8)
  }
}
