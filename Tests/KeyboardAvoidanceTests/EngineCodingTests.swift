import Foundation
import KeyboardAvoidance
import Testing

// The engine's equality, hashing and coding see its whole state, preservation included: an
// engine decoded from its own encoding equals it, and goes on to do exactly what it does.

/// The engine decoded from its own JSON encoding.
func roundTripped(_ engine: AvoidanceEngine) throws -> AvoidanceEngine {
  try JSONDecoder().decode(AvoidanceEngine.self, from: JSONEncoder().encode(engine))
}

/// Checks that `engine` survives a round trip equal, with the same hash and the same bytes, and
/// that the copy answers `next` with the original's effects and ends equal to it.
func expectRoundTrip(
  _ engine: AvoidanceEngine, then next: [AvoidanceEvent],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var original = engine
  var copy = try roundTripped(engine)
  #expect(copy == original, sourceLocation: sourceLocation)
  #expect(copy.hashValue == original.hashValue, sourceLocation: sourceLocation)
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  #expect(
    try encoder.encode(copy) == encoder.encode(original), sourceLocation: sourceLocation)
  for event in next {
    #expect(copy.handle(event) == original.handle(event), sourceLocation: sourceLocation)
    #expect(copy == original, sourceLocation: sourceLocation)
  }
}

@Suite("The engine's equality and coding include preservation")
struct EngineCodingTests {
  @Test("A pending restore survives a round trip and is applied by the copy")
  func pendingRestore() throws {
    let engine = try relaunchedFeed()
    #expect(engine.isPending("feed"))
    // The same screen without the pending restore is a different engine.
    let empty = AvoidanceEngine(tree: try feedTree(cells: 0))
    #expect(empty.tree == engine.tree)
    #expect(empty != engine)
    try expectRoundTrip(
      engine, then: [.reload("feed", .cells(cellBranches("r", 100, height: 44)))])
    var copy = try roundTripped(engine)
    _ = copy.handle(.reload("feed", .cells(cellBranches("r", 100, height: 44))))
    #expect(copy.tree["feed"]?.contentOffset.y == 2000)
  }

  @Test("A screen captured and dropped by a memory warning comes back in the decoded copy")
  func capturedAfterMemoryWarning() throws {
    var engine = AvoidanceEngine(tree: try editorTree())
    _ = engine.handle(.focus("body"))
    _ = engine.handle(.select("body", [6, 5]))
    _ = engine.handle(.push("nav", screen: detailScreen))
    _ = engine.handle(.memoryWarning)
    #expect(!engine.tree.contains("body"))
    try expectRoundTrip(engine, then: [.pop("nav"), .focus("title")])
    var copy = try roundTripped(engine)
    _ = copy.handle(.pop("nav"))
    #expect(copy.tree["body"]?.selectedRange == [6, 5])
    #expect(copy.focusedField == "body")
  }

  @Test("The focus intent counts: engines that differ only in it are not equal")
  func focusIntent() throws {
    var engine = AvoidanceEngine(tree: try editorTree())
    _ = engine.handle(.push("nav", screen: detailScreen))
    var focused = AvoidanceEngine(tree: try editorTree())
    _ = focused.handle(.focus("title"))
    _ = focused.handle(.push("nav", screen: detailScreen))
    #expect(focused.focusedField == nil)
    #expect(focused.tree == engine.tree)
    #expect(focused != engine)
    try expectRoundTrip(focused, then: [.pop("nav")])
    var copy = try roundTripped(focused)
    _ = copy.handle(.pop("nav"))
    #expect(copy.focusedField == "title")
  }

  @Test("A loop breaker mid-count survives a round trip and suspends the copy on time")
  func loopBreakerMidCount() throws {
    var engine = try listEngine()
    var fresh = engine
    for round in 0..<5 { _ = engine.handle(.resizeCell("r\(round)", height: 45)) }
    for round in 0..<5 { _ = fresh.handle(.resizeCell("r\(round)", height: 45)) }
    _ = fresh.handle(.scroll("list", offset: Point(x: 0, y: 2005)))
    // Same screen, but one list has counted five compensations and the other none.
    #expect(fresh.tree == engine.tree)
    #expect(fresh != engine)
    try expectRoundTrip(
      engine, then: (5..<11).map { .resizeCell("r\($0)", height: 45) })
    var copy = try roundTripped(engine)
    for round in 5..<10 { _ = copy.handle(.resizeCell("r\(round)", height: 45)) }
    #expect(copy.warnings == [.anchoringSuspended("list", mean: 1)])
  }
}
