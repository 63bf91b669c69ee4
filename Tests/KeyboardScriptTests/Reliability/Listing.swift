import Foundation
import Testing

extension Reliability {
  /// The names of the files with one extension in a directory, sorted: the arguments of a
  /// parameterized test.
  ///
  /// Swift Testing runs a test whose argument list is empty as zero cases, and zero cases pass,
  /// so a moved folder or a renamed extension would silently test nothing. The listing keeps why
  /// it could not read the directory and how many files it must find, and
  /// ``FixtureListingTests`` fails when it is short.
  struct Listing: Sendable, CustomTestStringConvertible {
    /// The directory, relative to the package root.
    let directory: String
    let pathExtension: String
    /// How many files the directory holds at least.
    let minimumCount: Int
    /// The file names (with their extension), sorted.
    let names: [String]
    /// Why the directory could not be listed, if it could not.
    let error: String?

    init(_ directory: String, _ pathExtension: String, atLeast minimumCount: Int) {
      self.directory = directory
      self.pathExtension = pathExtension
      self.minimumCount = minimumCount
      let url = FixturePaths.packageRoot.appendingPathComponent(directory)
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: url.path)
          .filter { $0.hasSuffix("." + pathExtension) }.sorted()
        error = nil
      } catch {
        names = []
        self.error = "\(error)"
      }
    }

    /// The names without their extension.
    var baseNames: [String] {
      names.map { String($0.dropLast(pathExtension.count + 1)) }
    }

    var testDescription: String { "\(directory)/*.\(pathExtension)" }
  }
}
