import KeyboardAvoidance
import KeyboardScript
import SeededRandom
import Testing

extension Reliability {
  /// Random sessions that drag the keyboard (AVOIDANCE.md v1.4 §2b, ``EventGenerator/drags``):
  /// chats, button bars and forms whose keyboard is dragged down and back up, the user's scrolls
  /// among the tracks, ended by the same keyboard, a taller one or a hide.
  @Suite("Drags of the keyboard, generated")
  struct DragSessionTests {
    static let cases = PropertyBudget.cases(quick: 1_000, full: 5_000)

    @Test("A host that applies only the effects has the engine's geometry through every drag")
    func effectsAreComplete() {
      var statistics = EffectStatistics()
      var tracks = 0
      var unanimated = 0
      for index in 0..<Self.cases {
        let seed = PropertyRandom.caseSeed(base: 0xD8A6_1234, index: index)
        let script = PropertyCase.script(seed: seed, keyboardLayout: true, drags: true)
        tracks += script.events.filter { $0.type == "keyboardTrack" }.count
        if let violation = EffectHost.check(script, statistics: &statistics) {
          Issue.record(
            Comment(
              rawValue: PropertyCase.report(violation, in: script, seed: seed) { candidate in
                var ignored = EffectStatistics()
                return EffectHost.check(candidate, statistics: &ignored)
              }))
          return
        }
        // Every effect a track decides is unanimated (§9), and none writes an offset (§2b).
        var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
        for case .engine(let event) in script.events {
          let effects = engine.handle(event)
          guard case .keyboardTrack = event else { continue }
          for effect in effects {
            #expect(effect.animation == .none, "seed \(PropertyCase.hex(seed)): \(effect)")
            #expect(effect.property != .contentOffset, "seed \(PropertyCase.hex(seed)): \(effect)")
            unanimated += 1
          }
        }
      }
      // Not vacuous: many tracks, and the drags moved followers, insets and root shifts.
      #expect(tracks > Self.cases * 2)
      #expect(unanimated > Self.cases)
      #expect(statistics.reasons[.follow, default: 0] > Self.cases)
      #expect(statistics.effects[.rootShift, default: 0] > Self.cases)
      #expect(statistics.userScrolls > Self.cases)
    }
  }
}
