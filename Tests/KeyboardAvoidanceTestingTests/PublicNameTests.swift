import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardScript
import KeyboardScriptTools
import Testing

// A host file imports SwiftUI or UIKit (which re-export Foundation) next to this package, and a
// test file imports Swift Testing: none of the package's public type names may be one of theirs,
// or every use would need qualifying.

/// Every top-level public type of the package's library modules, named unqualified in a file
/// that also imports Foundation and Swift Testing: if the toolchain's Foundation or Testing
/// exported the same name, this would not compile (an ambiguous reference).
private let packageTypes: [String: Any.Type] = [
  "AvoidanceTestEvent": AvoidanceTestEvent.self, "AvoidanceTestStore": AvoidanceTestStore.self,
  "DeviceScreen": DeviceScreen.self, "ExpectedScreen": ExpectedScreen.self,
  "FieldNavigation": FieldNavigation.self,
  "HTMLReplay": HTMLReplay.self, "ImportDiagnostic": ImportDiagnostic.self,
  "PrintoutImporter": PrintoutImporter.self, "Avoidance": Avoidance.self,
  "AvoidanceDiagnostic": AvoidanceDiagnostic.self,
  "AvoidanceEffect": AvoidanceEffect.self, "AvoidanceEngine": AvoidanceEngine.self,
  "AvoidanceEvent": AvoidanceEvent.self, "AvoidanceSettings": AvoidanceSettings.self,
  "AvoidanceDerivation": AvoidanceDerivation.self, "DerivationText": DerivationText.self,
  "Band": Band.self, "ExpectationFailure": ExpectationFailure.self,
  "Insets": Insets.self, "JSONTrace": JSONTrace.self, "KeyboardAnimation": KeyboardAnimation.self,
  "KeyboardLift": KeyboardLift.self,
  "KeyboardNotification": KeyboardNotification.self, "KeyboardPlacement": KeyboardPlacement.self,
  "KeyboardTrack": KeyboardTrack.self,
  "RevealAlignment": RevealAlignment.self,
  "LayoutAxis": LayoutAxis.self, "ListLayout": ListLayout.self,
  "ListLayoutError": ListLayoutError.self, "ListRow": ListRow.self, "Point": Point.self,
  "PreservationArchive": PreservationArchive.self,
  "PreservationWarning": PreservationWarning.self, "RecordingBuffer": RecordingBuffer.self,
  "RecordingError": RecordingError.self, "RecordingSink": (any RecordingSink).self,
  "Rect": Rect.self,
  "ReloadContent": ReloadContent.self, "RestorePolicy": RestorePolicy.self, "Script": Script.self,
  "ScriptError": ScriptError.self, "ScriptEvent": ScriptEvent.self,
  "ScriptExpectation": ScriptExpectation.self, "ScriptLimits": ScriptLimits.self,
  "ScriptRecorder": ScriptRecorder.self,
  "ScriptRun": ScriptRun.self, "ScriptRunner": ScriptRunner.self,
  "ScrollAnchor": ScrollAnchor.self, "ScrollViewConfiguration": ScrollViewConfiguration.self,
  "Size": Size.self,
  "TextTrace": TextTrace.self, "UTF16Range": UTF16Range.self,
  "ViewExpectation": ViewExpectation.self, "ViewID": ViewID.self,
  "ViewKind": ViewKind.self, "ViewNode": ViewNode.self, "ViewTree": ViewTree.self,
  "ViewTreeError": ViewTreeError.self, "ViewUpdate": ViewUpdate.self,
  "WindowResize": WindowResize.self,
]

/// Public type names of Apple's UI frameworks that Linux cannot compile against: SwiftUI's
/// unprefixed types, and the few unprefixed names UIKit and AppKit export (everything else of
/// theirs starts with `UI` or `NS`, which no name of the package may start with). Also the Swift
/// names of Foundation types on Apple platforms, some of which swift-foundation lacks.
private let appleFrameworkNames: Set<String> = [
  // SwiftUI
  "AccessibilityFocusState", "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient",
  "Animatable", "AnimatableModifier", "Animation", "AnyGesture", "AnyLayout", "AnyShape",
  "AnyShapeStyle", "AnyTransition", "AnyView", "App", "AppStorage", "AsyncImage", "Axis",
  "Binding", "Bindable", "BlendMode", "Button", "ButtonRole", "ButtonStyle", "Canvas", "Capsule",
  "Circle", "Color", "ColorScheme", "Commands", "ContainerRelativeShape", "ContentMode",
  "ContentShapeKinds", "ContentUnavailableView", "ControlSize", "CoordinateSpace", "DatePicker",
  "DisclosureGroup", "Divider", "DragGesture", "DynamicProperty", "Edge", "EdgeInsets", "Ellipse",
  "EmptyView", "Environment", "EnvironmentObject", "EnvironmentValues", "EquatableView",
  "FocusState", "FocusedValue", "Font", "ForEach", "Form", "GeometryProxy", "GeometryReader",
  "Gesture", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack",
  "HorizontalAlignment", "Image", "KeyEquivalent", "KeyboardShortcut", "Label", "LabeledContent",
  "Layout", "LayoutSubviews", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
  "LinearGradient", "Link", "List", "LongPressGesture", "MagnifyGesture", "Menu", "Namespace",
  "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
  "ObservedObject", "Path", "Picker", "PresentationDetent", "ProgressView", "ProposedViewSize",
  "RadialGradient", "Rectangle", "RotateGesture", "RoundedRectangle", "SafeAreaRegions", "Scene",
  "ScenePhase", "SceneStorage", "ScrollAnchorRole", "ScrollBounceBehavior",
  "ScrollDismissesKeyboardMode", "ScrollGeometry", "ScrollPosition", "ScrollTarget",
  "ScrollTargetBehavior", "ScrollView", "ScrollViewProxy", "ScrollViewReader", "Section",
  "SecureField", "Settings", "Shape", "ShapeStyle", "Slider", "Spacer", "State", "StateObject",
  "Stepper", "SubmitLabel", "SubmitTriggers", "TabView", "TapGesture", "Text", "TextAlignment",
  "TextEditor", "TextField", "TextSelection", "Toggle", "ToolbarItem", "ToolbarPlacement",
  "Transaction", "Transition", "UnitPoint", "VStack", "VerticalAlignment", "View", "ViewBuilder",
  "ViewDimensions", "ViewModifier", "Visibility", "Window", "WindowGroup", "ZStack",
  // UIKit and AppKit, unprefixed
  "UIKit", "AppKit",
  // Foundation on Apple platforms
  "AffineTransform", "AttributedString", "Bundle", "Calendar", "CharacterSet", "CocoaError",
  "Data", "Date", "DateComponents", "DateInterval", "Decimal", "Expression", "FileManager",
  "FormatStyle", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement",
  "Notification", "NotificationCenter", "OperationQueue", "PersonNameComponents", "Predicate",
  "ProcessInfo", "Progress", "PropertyListDecoder", "PropertyListEncoder", "RunLoop",
  "SortDescriptor", "Thread", "TimeZone", "Timer", "URL", "URLComponents", "URLError",
  "URLQueryItem", "URLRequest", "URLSession", "UUID", "UserDefaults",
  // Swift Testing, which a test target imports next to the package
  "Attachment", "Bug", "Comment", "ConditionTrait", "Confirmation", "Expectation",
  "ExpectationFailedError", "Issue", "ParallelizationTrait", "SourceLocation", "Suite", "Tag",
  "Test", "TestScoping", "TimeLimitTrait", "Trait",
]

/// The top-level public types declared under `Sources/<module>/`, read off the sources.
private func declaredPublicTypes(in modules: [String]) throws -> Set<String> {
  let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
  let declaration = /^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)/
  var names: Set<String> = []
  for module in modules {
    let folder = sources.appendingPathComponent(module)
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        if let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
      }
    }
  }
  return names
}

@Suite("Public names")
struct PublicNameTests {
  @Test(
    "Every public type is listed here, so the compiler checks it against Foundation and Testing")
  func everyTypeListed() throws {
    let declared = try declaredPublicTypes(in: [
      "KeyboardAvoidance", "KeyboardRecording", "KeyboardScript", "KeyboardScriptTools",
      "KeyboardAvoidanceTesting",
    ])
    #expect(!declared.isEmpty)
    #expect(declared == Set(packageTypes.keys))
    for (name, type) in packageTypes {
      #expect(String(describing: type) == name)
    }
  }

  @Test("No public type shares a name with SwiftUI, UIKit, AppKit, Foundation or Swift Testing")
  func noClash() {
    let clashes = Set(packageTypes.keys).intersection(appleFrameworkNames)
    #expect(clashes.isEmpty, "rename \(clashes.sorted())")
    let prefixed = packageTypes.keys.filter {
      ["UI", "NS", "CG", "CA"].contains(String($0.prefix(2)))
    }
    #expect(prefixed.isEmpty)
  }
}
