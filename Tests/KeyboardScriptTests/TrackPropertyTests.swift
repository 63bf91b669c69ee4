import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing

/// The rules of the keyboard under the finger (AVOIDANCE v1.4 §2b) that hold at every track,
/// checked at each `keyboardTrack` of every shared `avoidance-v14` scenario, with the engine's
/// own state before and after — not against the scenarios' expectations, which the conformance
/// replay checks.
@Suite("Properties of every track of the v1.4 conformance scenarios")
struct TrackPropertyTests {
  @Test(
    "A track writes no offset and animates nothing, holds the chain, and rests the root on R",
    .enabled(if: Reliability.FixturePaths.hasConformance, Reliability.FixturePaths.conformanceNote)
  )
  func everyTrack() throws {
    let folder = Reliability.FixturePaths.conformance.appendingPathComponent("avoidance-v14")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 100)
    var tracks = 0
    var placed = 0
    for name in names {
      let bytes = Reliability.FixturePaths.bytes(folder.appendingPathComponent(name))
      let script = try Script(decoding: bytes, fileName: name)
      var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      for (index, event) in script.events.enumerated() {
        guard case .engine(let event) = event else { continue }
        let before = engine
        let effects = engine.handle(event)
        guard case .keyboardTrack(let top) = event else { continue }
        tracks += 1
        let place = "\(name) events[\(index)]"
        guard before.keyboardPlacement == .docked, let notified = before.keyboardFrame else {
          #expect(effects.isEmpty, "\(place): a track with no docked keyboard moved something")
          #expect(engine == before, "\(place)")
          continue
        }
        placed += 1
        // The tracked top is the reported one, held between the notified top and the window's
        // bottom.
        let tracked = try #require(engine.keyboardTrack, "\(place)").top
        #expect(tracked >= notified.minY && tracked <= engine.tree.windowSize.height, "\(place)")
        #expect(
          tracked == top || tracked == notified.minY || tracked == engine.tree.windowSize.height,
          "\(place)")
        for effect in effects {
          #expect(effect.animation == .none, "\(place): \(effect)")
          #expect(effect.property != .contentOffset, "\(place): \(effect)")
        }
        // The chain's snapshots and every container's offset are as the finger left them.
        #expect(engine.configurations == before.configurations, "\(place)")
        for view in engine.tree.views where view.kind.isScrollContainer {
          #expect(view.contentOffset == before.tree[view.id]?.contentOffset, "\(place)")
        }
        // The root never rises above R, and rests on the keyboard below it.
        let resting = try #require(engine.keyboardTrack, "\(place)").restingRootShift
        let overlap = max(0, engine.tree.root.frame.maxY - tracked)
        #expect(engine.rootShift == min(resting, overlap), "\(place)")
      }
    }
    // The folder drags the keyboard, and also sends tracks with no keyboard up.
    #expect(placed > 100)
    #expect(tracks > placed)
  }
}
