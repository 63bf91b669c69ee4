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

  @Test("No Swift file outside the allowed places uses an unsafe API")
  func unsafeCodeIsWhereTheReadmeSays() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
    var offenders: [String] = []
    var checked = 0
    for case let path as String in files where path.hasSuffix(".swift") {
      checked += 1
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      // `UnsafePointer`, `withUnsafeBytes`, `unsafeBitCast`, `init(unsafeUninitializedCapacity:)`.
      guard text.range(of: #"Unsafe|unsafe[A-Z]"#, options: .regularExpression) != nil else {
        continue
      }
      if !Self.allowed.contains(where: { path.hasPrefix($0) }) { offenders.append(path) }
    }
    #expect(checked > 100)
    #expect(offenders == [])
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
