import Foundation
import Testing

/// Unsafe code only where the README says: the strict JSON reader, the UTF-16 scanning, the file
/// descriptor wrapper, the byte search (`memchr`), and the fuzz target's entry point (which
/// libFuzzer calls with a pointer).
@Suite("Unsafe code")
struct UnsafeCodeTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// Where unsafe code may be, as paths under Sources/ (a folder ends in `/`).
  static let allowed = [
    "StrictJSON/", "UTF16Scanning/", "FileDescriptors/", "ByteSearch/", "FuzzTarget/main.swift",
  ]

  /// What counts as unsafe code: the standard library's unsafe types and functions
  /// (`UnsafePointer`, `withUnsafeBytes`, `unsafeBitCast`,
  /// `init(unsafeUninitializedCapacity:)`), a declaration opted out of the compiler's checks
  /// (`nonisolated(unsafe)`, `unowned(unsafe)`) and a type whose thread safety is only claimed
  /// (`@unchecked Sendable`).
  static let unsafePattern = #"Unsafe|unsafe[A-Z]|\(unsafe\)|@unchecked"#

  /// A call of an underscored function: `_identityCast(`, `_openExistential(` — the standard
  /// library's unstable, unchecked entry points, unless the package declares the name itself.
  static let underscoredCallPattern = #"(?<![A-Za-z0-9_.@])_[a-z][A-Za-z0-9_]*\("#

  /// The underscored standard-library functions the package calls, each where and why: none
  /// since the UIKit host core reads `userInfo` with plain `as?` casts.
  static let underscoredCalls: [(file: String, name: String, reason: String)] = []

  /// Every Swift file under Sources/, by its path there, with its text.
  static func sourceFiles() throws -> [(path: String, text: String)] {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
    var found: [(path: String, text: String)] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      found.append((path, text))
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The matches of `pattern` in `text`.
  static func matches(_ pattern: String, in text: String) -> [String] {
    var found: [String] = []
    var searched = text.startIndex..<text.endIndex
    while let range = text.range(of: pattern, options: .regularExpression, range: searched) {
      found.append(String(text[range]))
      searched = range.upperBound..<text.endIndex
    }
    return found
  }

  @Test(
    "The patterns catch each unsafe spelling and pass safe code",
    arguments: [
      ("let p: UnsafePointer<UInt8>", true), ("bytes.withUnsafeBytes { }", true),
      ("unsafeBitCast(x, to: Int.self)", true), ("nonisolated(unsafe) var cache = 0", true),
      ("unowned(unsafe) let owner: Owner", true), ("final class Tape: @unchecked Sendable", true),
      ("nonisolated var safe = 0", false), ("unowned let owner: Owner", false),
      ("// the unsafe code lives elsewhere", false),
    ])
  func unsafePatternCatches(code: String, isUnsafe: Bool) {
    #expect(!Self.matches(Self.unsafePattern, in: code).isEmpty == isUnsafe, "\(code)")
  }

  @Test(
    "The underscored-call pattern catches standard-library calls, not names or attributes",
    arguments: [
      ("_identityCast(opened, to: T.self)", ["_identityCast("]),
      ("return _openExistential(value, do: f)", ["_openExistential("]),
      ("x = _getUnsafePointerToStoredProperties(y)", ["_getUnsafePointerToStoredProperties("]),
      ("tree._checkInvariants()", []), ("@_cdecl(\"f\") func f()", []),
      ("let _unused = 0", []), ("a_b(c)", []), ("_ = f(x)", []),
    ])
  func underscoredPatternCatches(code: String, calls: [String]) {
    #expect(Self.matches(Self.underscoredCallPattern, in: code) == calls, "\(code)")
  }

  @Test("No Swift file outside the allowed places uses an unsafe API")
  func unsafeCodeIsWhereTheReadmeSays() throws {
    var offenders: [String] = []
    let files = try Self.sourceFiles()
    for (path, text) in files where !Self.matches(Self.unsafePattern, in: text).isEmpty {
      if !Self.allowed.contains(where: { path.hasPrefix($0) }) { offenders.append(path) }
    }
    #expect(files.count > 100)
    #expect(offenders == [])
  }

  @Test("Underscored standard-library calls are only the listed ones, each with its reason")
  func underscoredCallsAreListed() throws {
    let files = try Self.sourceFiles()
    // The package's own underscored functions (`_checkInvariants()`) are not the library's.
    var declared: Set<String> = []
    for (_, text) in files {
      for match in Self.matches(#"func _[a-z][A-Za-z0-9_]*"#, in: text) {
        declared.insert(String(match.dropFirst("func ".count)))
      }
    }
    var found: Set<String> = []
    for (path, text) in files {
      for call in Self.matches(Self.underscoredCallPattern, in: text) {
        let name = String(call.dropLast())
        if !declared.contains(name) { found.insert(path + " " + name) }
      }
    }
    let listed = Set(Self.underscoredCalls.map { $0.file + " " + $0.name })
    #expect(found == listed)
    #expect(Self.underscoredCalls.allSatisfy { !$0.reason.isEmpty })
  }

  @Test("The README names the places")
  func readmeNamesThePlaces() throws {
    let readme = try String(
      contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    #expect(readme.contains("`Sources/FileDescriptors`"))
    #expect(readme.contains("`Sources/ByteSearch`"))
    #expect(readme.contains("the only unsafe code besides"))
  }
}
