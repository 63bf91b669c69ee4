import Foundation
import KeyboardScript

/// Where the scripts are, from this file's path.
enum ScriptFiles {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardAvoidanceSwiftUITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The shared conformance scenarios: the folder `KB_CONFORMANCE` names (`.ci/run` sets it),
  /// else `../shared/conformance/` beside the package.
  static let conformance =
    ProcessInfo.processInfo.environment["KB_CONFORMANCE"].map { URL(fileURLWithPath: $0) }
    ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

  /// The `.json` files of a folder, sorted; empty when it is not there.
  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  static var examples: URL { packageRoot.appendingPathComponent("Examples") }

  static func script(_ url: URL) throws -> Script {
    let bytes = (try? Data(contentsOf: url)).map { Array($0) } ?? []
    return try Script(decoding: bytes, fileName: url.lastPathComponent)
  }
}
