import Foundation
import KeyboardScript
import KeyboardScriptTools
import Testing

/// Every shared conformance scenario replayed against its own expectations by `kbreplay run`'s
/// code, in-process (`ReplayCommand.main`): each file must pass exactly as many expectations as
/// it states, and fail none. A failure names the file and quotes `kbreplay`'s lines, which name
/// each failing expectation by its JSON path and its place in the file.
@Suite("Conformance: every shared scenario replayed against its expectations")
struct ConformanceReplayTests {
  /// Every spec area of the shared conformance scenarios, each a folder: the engine implements
  /// them all.
  static let areas = [
    "avoidance", "avoidance-v13", "avoidance-v14", "anchoring", "pending", "selection",
  ]

  @Test(
    "Each area's scenarios pass every expectation they state",
    .enabled(if: Reliability.FixturePaths.hasConformance, Reliability.FixturePaths.conformanceNote),
    arguments: areas)
  func area(_ area: String) throws {
    let folder = Reliability.FixturePaths.conformance.appendingPathComponent(area)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 30, "\(area): \(names.count) scenarios in \(folder.path)")
    var expectations = 0
    for name in names {
      let path = folder.appendingPathComponent(name).path
      let bytes = Reliability.FixturePaths.bytes(URL(fileURLWithPath: path))
      // What the file states, counted from its decoded events, not from the replay.
      let script = try Script(decoding: bytes, fileName: name)
      let stated = script.events.filter {
        if case .expect = $0 { return true }
        return false
      }.count
      #expect(stated > 0, "\(area)/\(name) states no expectation")
      expectations += stated
      let output = ReplayCommand.main(["--quiet", path]) { _ in .success(bytes) }
      let summary = TextTrace.summary(passed: stated, failed: 0) + "\n"
      if output.status != 0 || !output.standardOutput.hasSuffix(summary)
        || !output.standardError.isEmpty
      {
        Issue.record(
          """
          \(area)/\(name): kbreplay exits \(output.status), expected 0 and "\(summary.dropLast())"
          \(output.standardOutput)\(output.standardError)
          """)
      }
    }
    #expect(expectations >= names.count)
  }

  @Test(
    "Every area of the shared conformance folder is replayed",
    .enabled(if: Reliability.FixturePaths.hasConformance, Reliability.FixturePaths.conformanceNote)
  )
  func everyAreaReplayed() throws {
    let folder = Reliability.FixturePaths.conformance
    let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(Set(present) == Set(Self.areas))
  }
}

/// The shared folder's presence: tests that need it skip without it (with a note), except
/// under CI, where its absence fails here.
@Suite("The shared conformance folder")
struct ConformanceFolderTests {
  @Test(
    "Under CI=true, the shared conformance folder holds every area",
    .enabled(if: Reliability.FixturePaths.isCI, "checked only under CI=true"))
  func presentUnderCI() {
    for area in ConformanceReplayTests.areas {
      let folder = Reliability.FixturePaths.conformance.appendingPathComponent(area)
      if !FileManager.default.fileExists(atPath: folder.path) {
        Issue.record(
          Comment(
            rawValue: "CI=true and the shared conformance folder \(folder.path) is missing: the "
              + "scenarios cannot be replayed (set KB_CONFORMANCE, or put ../shared beside the "
              + "clone)"))
      }
    }
  }
}
