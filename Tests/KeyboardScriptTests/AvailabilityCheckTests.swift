import Foundation
import Testing

/// `scripts/check-availability.sh` run against a scratch copy of a source file in which one use
/// of an API has been planted: it must name the planted line when the API needs a newer system
/// than the package's floors, and pass when it does not or when an availability check covers it.
///
/// Serialized: the first run may extract the toolchain's symbol graphs (a few seconds); the others
/// then read the cache.
///
/// Each case compiles, so the suite takes minutes: `swift test` leaves it out, and `.ci/run`
/// (which also runs the guard on the real sources) sets `KB_AVAILABILITY_TESTS=1` to run it.
@Suite(
  "Availability guard", .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["KB_AVAILABILITY_TESTS"] != nil,
    "set KB_AVAILABILITY_TESTS=1 to run the guard against planted uses (minutes)"))
struct AvailabilityCheckTests {
  /// Lines appended to the copied file, the (1-based) one among them holding the use, and the
  /// name the guard must report, or `nil` if it must pass.
  struct Plant: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var lines: [String]
    var useLine: Int
    var reported: String?
  }

  static let plants: [Plant] = [
    Plant(
      testDescription: "InlineArray is caught",
      lines: ["func plantedUse() {", "  let planted = InlineArray<2, Int>(repeating: 0)", "}"],
      useLine: 2, reported: "'InlineArray' needs macOS 26.0, iOS 26.0"),
    Plant(
      testDescription: "Int128 is caught",
      lines: ["func plantedUse() -> Int {", "  let planted: Int128 = 1", "  return 0", "}"],
      useLine: 2, reported: "'Int128' needs macOS 15.0, iOS 18.0"),
    Plant(
      testDescription: "Mutex is caught",
      lines: ["import Synchronization", "let planted = Mutex(0)"],
      useLine: 2, reported: "'Mutex' needs macOS 15.0, iOS 18.0"),
    Plant(
      testDescription: "an integer generic parameter is caught",
      lines: ["struct Planted<let count: Int> {}"],
      useLine: 1, reported: "an integer generic parameter"),
    Plant(
      testDescription: "Span, back-deployed, passes",
      lines: ["func plantedUse(_ planted: Span<Int>) -> Int { planted.count }"],
      useLine: 1, reported: nil),
    Plant(
      testDescription: "InlineArray inside if #available passes",
      lines: [
        "func plantedUse() {",
        "  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {",
        "    _ = InlineArray<2, Int>(repeating: 0)", "  }", "}",
      ],
      useLine: 3, reported: nil),
    Plant(
      testDescription: "Mutex in an @available declaration missing tvOS is caught",
      lines: [
        "@available(macOS 15, iOS 18, watchOS 11, visionOS 2, *)",
        "func plantedUse() { _ = Mutex(0) }",
      ],
      useLine: 2, reported: "'Mutex' needs tvOS 18.0;"),
    Plant(
      testDescription: "InlineArray in a comment or a string passes",
      lines: ["// InlineArray<2, Int>", #"let planted = "Int128 \(1 + 1) Mutex""#],
      useLine: 1, reported: nil),
  ]

  /// The package's root directory, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardScriptTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The file copied into the scratch tree, relative to `Sources/`.
  static let copied = "StrictJSON/JSONDocument.swift"

  @Test("the guard passes on an unchanged copy of a source file")
  func unchanged() throws {
    let (sources, _, _) = try scratchCopy(planting: [])
    defer { try? FileManager.default.removeItem(at: sources.deletingLastPathComponent()) }
    let (status, output) = try runGuard(on: sources)
    #expect(status == 0, "\(output)")
    #expect(output.contains("nothing above the floors"), "\(output)")
  }

  @Test("the guard reports a planted use at its file and line", arguments: plants)
  func planted(_ plant: Plant) throws {
    let (sources, file, firstPlantedLine) = try scratchCopy(planting: plant.lines)
    defer { try? FileManager.default.removeItem(at: sources.deletingLastPathComponent()) }
    let (status, output) = try runGuard(on: sources)
    let line = firstPlantedLine + plant.useLine - 1
    if let reported = plant.reported {
      #expect(status == 1, "\(output)")
      let located = output.split(separator: "\n").filter { $0.hasPrefix("\(file.path):\(line):") }
      #expect(located.count == 1, "no report at \(file.path):\(line) in:\n\(output)")
      #expect(located.first?.contains(reported) == true, "\(output)")
      #expect(located.first?.contains("the package's floor is macOS 13.0, iOS 16.0") == true)
    } else {
      #expect(status == 0, "\(output)")
      #expect(!output.contains("error:"), "\(output)")
    }
  }

  /// A scratch `Sources/` holding a copy of ``copied`` with `lines` appended; returns the
  /// directory, the copied file, and the line number of the first appended line.
  private func scratchCopy(planting lines: [String]) throws -> (URL, URL, Int) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("availability-\(UUID().uuidString)")
    let sources = scratch.appendingPathComponent("Sources")
    let file = sources.appendingPathComponent(Self.copied)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    var text = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Sources/\(Self.copied)"),
      encoding: .utf8)
    if !text.hasSuffix("\n") { text += "\n" }
    let firstPlantedLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
    text += lines.map { $0 + "\n" }.joined()
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (sources, file, firstPlantedLine)
  }

  /// Runs `scripts/check-availability.sh sources`; its exit status and everything it printed.
  private func runGuard(on sources: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      Self.packageRoot.appendingPathComponent("scripts/check-availability.sh").path, sources.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
