import KeyboardAvoidance
import Testing

@testable import KeyboardAvoidanceUIKit

// Stand-ins for UIKit's and SwiftUI's controller classes: `ClassExclusions` sees only classes
// and their names.
private class Controller {}
private class TableController: Controller {}
private final class SettingsController: TableController {}
private class AlertController: Controller {}
private class UIHostingController<Content>: Controller {}
private final class ComposerHost: UIHostingController<Int> {}
private final class PlainController: Controller {}

/// The avoider's exclusions (`KeyboardAvoider.exclude(_:)`): subclasses match, adding a kind
/// again adds nothing, and SwiftUI's hosting controllers are known by name along the superclass
/// chain.
@Suite("Excluded controller classes")
struct ClassExclusionsTests {
  @Test("A class added twice is there once, and still matches its subclasses")
  func addingIsIdempotent() {
    var exclusions = ClassExclusions<Controller>()
    exclusions.insert(TableController.self)
    exclusions.insert(TableController.self)
    exclusions.insert(AlertController.self)
    exclusions.insert(TableController.self)
    #expect(exclusions.count == 2)
    #expect(exclusions.contains(SettingsController()))
    #expect(exclusions.contains(AlertController()))
    #expect(!exclusions.contains(PlainController()))
  }

  @Test("A hosting controller's subclass is matched by its superclass's name")
  func hostingSubclassIsExcluded() {
    let exclusions = ClassExclusions<Controller>(namePrefixes: ["UIHostingController"])
    #expect(exclusions.contains(UIHostingController<String>()))
    // Before: only the object's own class name was compared, and `ComposerHost` is not one.
    #expect(exclusions.contains(ComposerHost()))
    #expect(!exclusions.contains(SettingsController()))
    #expect(
      ClassExclusions<Controller>.classNames(of: ComposerHost()) == [
        "ComposerHost", "UIHostingController<Int>", "Controller",
      ])
  }
}
