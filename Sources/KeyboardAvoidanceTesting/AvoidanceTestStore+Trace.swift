import Foundation

extension AvoidanceTestStore {
  /// The session's trace so far: a line per event and an indented line per effect, the
  /// columns separated by two spaces and never padded, so a number that grows a digit changes
  /// only its own line.
  public var trace: String { traceLines.joined(separator: "\n") + "\n" }

  /// Compares the session's ``trace`` with the golden file `Traces/<name>.txt` beside the test
  /// file, failing with a line diff when they differ. With the environment variable
  /// `KB_RECORD=1` (or a missing file), the file is written instead and the test fails once, so
  /// that a recorded trace is always looked at.
  ///
  /// A package whose test target holds such files excludes the folder in its manifest
  /// (`exclude: ["Traces"]`).
  public func assertTrace(
    named name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
      .appendingPathComponent("Traces")
    assertTrace(
      named: name, in: folder,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      recording: ProcessInfo.processInfo.environment["KB_RECORD"] == "1")
  }

  /// ``assertTrace(named:fileID:filePath:line:column:)`` with its folder and mode given.
  package func assertTrace(named name: String, in folder: URL, at site: CallSite, recording: Bool) {
    let file = folder.appendingPathComponent(name + ".txt")
    let golden = try? String(contentsOf: file, encoding: .utf8)
    guard !recording, let golden else {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(trace.utf8).write(to: file)
        reportFailure(
          "assertTrace(named: \"\(name)\"): recorded \(file.path); run again without KB_RECORD",
          at: site)
      } catch {
        reportFailure(
          "assertTrace(named: \"\(name)\"): cannot write \(file.path): \(error)", at: site)
      }
      return
    }
    guard golden != trace else { return }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actual = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    reportFailure(
      "assertTrace(named: \"\(name)\"): the trace differs from \(file.path) (− golden, + now); "
        + "KB_RECORD=1 records it again:\n" + Self.lineDiff(expected, actual), at: site)
  }
}
