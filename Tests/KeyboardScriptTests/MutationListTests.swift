import Foundation
import Testing

/// Every line of `scripts/mutations.txt` still applies: `scripts/mutate.sh` reports a line whose
/// original text is not found exactly once in its file as stale and leaves it out of the score,
/// so a refactoring that moves a rule's code would otherwise drop its mutation without a word.
///
/// This suite must stay out of `scripts/mutate.sh`'s fast subset: under a mutation the mutated
/// line's original text is gone from the scratch copy, and this check would kill every mutant.
@Suite("The mutation list applies to the code")
struct MutationListTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One mutation of the list: its number among the non-comment lines (the number
  /// `scripts/mutate.sh` takes), its line in the file, and its four fields.
  struct Mutation {
    var number: Int
    var line: Int
    var fields: [String]
  }

  /// The list's mutations, parsed as `scripts/mutate.sh` reads them.
  static func mutations() throws -> [Mutation] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("scripts/mutations.txt"), encoding: .utf8)
    var found: [Mutation] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      found.append(
        Mutation(
          number: found.count + 1, line: index + 1,
          fields: line.components(separatedBy: " @@ ")))
    }
    return found
  }

  /// How many times `needle` occurs in `haystack`, overlapping occurrences included (as
  /// Python's `count` would not; an overlapping text is ambiguous for a replacement too).
  static func occurrences(of needle: String, in haystack: String) -> Int {
    guard !needle.isEmpty else { return 0 }
    var count = 0
    var start = haystack.startIndex
    while let range = haystack.range(of: needle, range: start..<haystack.endIndex) {
      count += 1
      start = haystack.index(after: range.lowerBound)
    }
    return count
  }

  /// Why a mutation would not be run, or `nil` when it applies.
  static func problem(with mutation: Mutation, root: URL = packageRoot) -> String? {
    guard mutation.fields.count == 4 else {
      return "has \(mutation.fields.count) fields separated by \" @@ \", not 4"
    }
    let (file, original, replacement) = (mutation.fields[0], mutation.fields[1], mutation.fields[2])
    guard original != replacement else { return "replaces its text with the same text" }
    let path = root.appendingPathComponent(file).path
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
      return "names \(file), which does not exist"
    }
    let count = occurrences(of: original, in: source)
    guard count == 1 else { return "its original text occurs \(count) times in \(file), not once" }
    return nil
  }

  @Test("Every mutation's original text occurs exactly once in its file")
  func everyLineApplies() throws {
    let mutations = try Self.mutations()
    #expect(mutations.count > 100, "the list holds \(mutations.count) mutations")
    for mutation in mutations {
      if let problem = Self.problem(with: mutation) {
        Issue.record(
          "mutation \(mutation.number) (scripts/mutations.txt line \(mutation.line), \(mutation.fields.last ?? "")) is stale: \(problem)"
        )
      }
    }
  }

  /// The check itself, on a scratch file: a line whose text is gone, one whose text occurs
  /// twice (overlapping or not) and one whose file is gone are each reported; one that applies is
  /// not.
  @Test(
    "A stale line is reported",
    arguments: [
      ("guard a > b else { return }", nil),
      ("guard a > c else { return }", "occurs 0 times"),
      ("return", "occurs 2 times"),
      ("aa", "occurs 2 times"),
    ] as [(String, String?)])
  func staleLineReported(original: String, expected: String?) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("MutationListTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "guard a > b else { return }\nlet x = aaa\nreturn\n".write(
      to: root.appendingPathComponent("Rule.swift"), atomically: true, encoding: .utf8)
    let mutation = Mutation(number: 1, line: 1, fields: ["Rule.swift", original, "x", "label"])
    let problem = Self.problem(with: mutation, root: root)
    if let expected {
      #expect(problem?.contains(expected) == true, "\(problem ?? "no problem reported")")
    } else {
      #expect(problem == nil)
    }
    let missing = Mutation(number: 1, line: 1, fields: ["Gone.swift", original, "x", "label"])
    #expect(Self.problem(with: missing, root: root)?.contains("does not exist") == true)
  }
}
