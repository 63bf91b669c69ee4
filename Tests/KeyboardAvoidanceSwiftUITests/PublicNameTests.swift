import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import Testing

// An app file imports SwiftUI (which re-exports Foundation) next to this module, and a test file
// imports Swift Testing: none of the module's public type names may be one of theirs. Named
// unqualified here, beside Foundation and Testing, a clash with either would not compile; the
// SwiftUI type check (scripts/swiftui-typecheck.sh) names them beside the SwiftUI stub.
private let moduleTypes: [String: Any.Type] = [
  "AppliedValues": AppliedValues.self, "AvoidanceOptions": AvoidanceOptions.self,
  "ReportedScrollGeometry": ReportedScrollGeometry.self,
  "ReportedScrollPhase": ReportedScrollPhase.self, "SwiftUIHostCore": SwiftUIHostCore.self,
  "ViewReport": ViewReport.self,
]

/// Names SwiftUI, UIKit and Foundation declare that a SwiftUI host is likely to meet.
private let platformNames: Set<String> = [
  "ScrollGeometry", "ScrollPhase", "ScrollPosition", "EdgeInsets", "FocusState", "ViewModifier",
  "GeometryProxy", "Animation", "ContentMarginPlacement", "SafeAreaRegions", "ScrollView",
  "UIEdgeInsets", "UIView", "UIScrollView", "NSValue", "Notification", "KeyboardShortcut",
]

@Suite("Public names")
struct PublicNameTests {
  @Test("No public type is named as a SwiftUI, UIKit or Foundation type")
  func noClash() {
    #expect(moduleTypes.count == 6)
    for (name, type) in moduleTypes {
      #expect(String(describing: type) == name)
      #expect(!platformNames.contains(name), "\(name)")
    }
  }
}
