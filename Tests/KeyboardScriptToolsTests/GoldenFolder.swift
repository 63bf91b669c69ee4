import Foundation
import Testing

/// A folder of golden files: each test's output is compared with its file, or written to it
/// when `KB_RECORD_GOLDEN=1` — the one record-or-compare rule of the golden traces and the
/// imported scripts.
struct GoldenFolder: Sendable {
  /// Whether this run (re)writes golden files instead of comparing with them.
  static let isRecording = ProcessInfo.processInfo.environment["KB_RECORD_GOLDEN"] == "1"

  /// The folder.
  var url: URL
  /// How messages name it, relative to the test target (`Fixtures/golden`).
  var name: String

  /// Compares `actual` with the golden file `file`, or records it. With `optional`, an empty
  /// `actual` means the file must not exist (and recording removes it).
  func expect(
    _ actual: String, named file: String, optional: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fileURL = url.appendingPathComponent(file)
    let existing = FileManager.default.contents(atPath: fileURL.path)
    if Self.isRecording {
      if optional, actual.isEmpty {
        if existing != nil { try FileManager.default.removeItem(at: fileURL) }
        return
      }
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: fileURL)
      Issue.record(
        "Recorded golden file \(name)/\(file). Unset KB_RECORD_GOLDEN and run again.",
        sourceLocation: sourceLocation)
      return
    }
    guard let existing else {
      if optional, actual.isEmpty { return }
      Issue.record(
        "Missing golden file \(name)/\(file). Run with KB_RECORD_GOLDEN=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    if let diff = lineDiff(expected: String(decoding: existing, as: UTF8.self), actual: actual) {
      Issue.record(
        """
        Output differs from \(name)/\(file) (- golden, + actual):
        \(diff)
        If the change is intended, run with KB_RECORD_GOLDEN=1 to re-record.
        """,
        sourceLocation: sourceLocation)
    }
  }
}
