import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where in the caller's source a failure is reported.
package struct CallSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The place this initializer is called from.
  package init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location as Swift Testing takes it.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

/// Reports a failure at `site`: through Swift Testing when a Swift Testing test is running,
/// else through XCTest's `XCTFail` where the toolchain has XCTest, else through Swift Testing
/// anyway (which then notes that no test was running).
func reportFailure(_ message: String, at site: CallSite) {
  #if canImport(XCTest)
    if Test.current == nil {
      XCTFail(message, file: site.filePath, line: site.line)
      return
    }
  #endif
  Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
}

/// Reports a warning at `site`: an issue of warning severity when a Swift Testing test is
/// running (it shows in the results without failing the test), else a line on standard error.
func reportWarning(_ message: String, at site: CallSite) {
  #if compiler(>=6.3)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message), severity: .warning, sourceLocation: site.sourceLocation)
      return
    }
  #endif
  FileHandle.standardError.write(Data("\(site.fileID):\(site.line): \(message)\n".utf8))
}
