import KeyboardAvoidance
import Testing

@Suite("The engine's internal checks")
struct InternalChecksTests {
  /// Debug builds (this package's tests) check every invariant of the tree, the lists and the
  /// derivation storage after each event; release builds compile no check.
  @Test("a debug build checks the invariants after every event, a release build does not")
  func debugBuildsCheckAfterEveryEvent() {
    #if DEBUG
      #expect(AvoidanceEngine.checksInvariantsAfterEachEvent)
    #else
      #expect(!AvoidanceEngine.checksInvariantsAfterEachEvent)
    #endif
  }
}
