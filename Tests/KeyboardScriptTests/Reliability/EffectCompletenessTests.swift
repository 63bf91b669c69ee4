import KeyboardAvoidance
import KeyboardScript
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// Property 6, effects are complete: a host that starts from the initial tree, applies its own
  /// inputs as UIKit would and everything else only from the effects, in order, has exactly the
  /// engine's geometry after every event (see ``EffectHost``), over the property suite's 20,000
  /// generated cases — with AVOIDANCE.md v1.3's followers, covered containers, alignments and
  /// navigation (``ScreenGenerator/keyboardLayout``), so that `followOffset` and the lift
  /// policies' insets and offsets are held to the same contract.
  @Suite("Effects are complete")
  struct EffectCompletenessTests {
    @Test(
      "A host that applies only the effects has the engine's geometry after every event",
      arguments: 0..<PropertyTests.shards)
    func generatedCases(shard: Int) {
      var statistics = EffectStatistics()
      let failures = PropertyTests.run(shard: shard) { seed in
        let script = PropertyCase.script(seed: seed, keyboardLayout: true)
        guard let violation = EffectHost.check(script, statistics: &statistics) else { return nil }
        return PropertyCase.report(violation, in: script, seed: seed) { candidate in
          var ignored = EffectStatistics()
          return EffectHost.check(candidate, statistics: &ignored)
        }
      }
      if getenv("KB_PROPERTY_STATS") != nil { print("effects, shard \(shard): \(statistics)") }
      guard PropertyCase.singleCase == nil, failures == 0 else { return }
      let cases = PropertyTests.casesPerShard
      #expect(statistics.cases == cases)
      // Not vacuous: every kind of effect, the host's own inputs, and drags whose clamp depends
      // on an inset only the effects gave the host, all common.
      // The generated scripts hold no preservation events, so no selection or focus effects.
      for property in AvoidanceEffect.Property.allCases
      where property != .selection && property != .focus {
        #expect(statistics.effects[property, default: 0] > cases, "\(property)")
      }
      // The v1.3 reasons: followers riding the keyboard, covered containers lifting.
      let reasons: [AvoidanceEffect.Reason] = [
        .reveal, .keyboardInset, .restore, .clamp, .follow, .lift,
      ]
      for reason in reasons {
        #expect(statistics.reasons[reason, default: 0] > cases / 10, "\(reason)")
      }
      #expect(statistics.reasons[.follow, default: 0] > cases)
      #expect(statistics.reasons[.lift, default: 0] > cases / 2)
      #expect(statistics.navigations > cases)
      #expect(statistics.userScrolls > cases)
      #expect(statistics.clampedOnKeyboardInset > cases / 20)
      #expect(statistics.updates > cases)
      #expect(statistics.resizes > cases / 4)
    }

    /// Example 4 of AVOIDANCE.md §10: a form whose content ends at 1400, in a 763-point scroll
    /// view under 47 points of bars.
    static let form = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
         {"id": "form", "kind": "scroll", "frame": [0, 47, 390, 763], "contentSize": [390, 1400],
          "children": [{"id": "field", "kind": "textField", "frame": [20, 600, 350, 44]}]}]},
       "events": [
         {"type": "focus", "view": "field"},
         {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]},
         {"type": "scroll", "view": "form", "offset": [0, 5000]},
         {"type": "keyboardWillHide"}]}
      """

    @Test("The host clamps a drag with the keyboard inset the effects gave it")
    func dragOnKeyboardInset() throws {
      let script = try Script(decoding: Array(Self.form.utf8), fileName: "form.json")
      var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      var host = EffectHost(tree: script.tree)
      var offsets: [Double] = []
      for case .engine(let event) in script.events {
        host.receive(event)
        for effect in engine.handle(event) {
          #expect(host.apply(effect) == nil)
        }
        #expect(host.difference(from: engine) == nil)
        offsets.append(try #require(host.tree["form"]).contentOffset.y)
      }
      // 193 to reveal the field; the drag to 5000 settles at 1400 + 312 − 763 = 949, which
      // only the inset of 312 allows; the hide keeps the user's offset, clamped to 1400 − 763.
      #expect(offsets == [0, 193, 949, 637])
      #expect(host.statistics.clampedOnKeyboardInset == 1)
    }

    @Test("A from that is not the host's current value is refused")
    func staleFrom() throws {
      let script = try Script(decoding: Array(Self.form.utf8), fileName: "form.json")
      var host = EffectHost(tree: script.tree)
      let animation = AvoidanceEffect.Animation.keyboard(.default)
      let offset = AvoidanceEffect(
        view: "form", change: .contentOffset(from: Point(x: 0, y: 10), to: Point(x: 0, y: 193)),
        reason: .reveal, animation: animation)
      #expect(host.apply(offset) == "from is (0.0, 10.0), the host's contentOffset (0.0, 0.0)")
      let shift = AvoidanceEffect(
        view: "root", change: .rootShift(from: 5, to: 0), reason: .restore, animation: animation)
      #expect(host.apply(shift) == "from is 5.0, the host's root shift 0.0")
      let unknown = AvoidanceEffect(
        view: "nowhere", change: .layout, reason: .keyboardInset, animation: .none)
      #expect(host.apply(unknown) == "the host has no view nowhere")
      #expect(host.tree["form"]?.contentOffset.y == 0)
      #expect(host.rootShift == 0)
    }

    @Test("A host that skips the indicator insets is caught, with its seed and a shrunk script")
    func incompleteHostIsCaught() throws {
      let skipIndicators: (AvoidanceEffect) -> Bool = { $0.property != .indicatorInsets }
      var statistics = EffectStatistics()
      let failing = try #require(
        (0..<200).lazy.map { PropertyRandom.caseSeed(base: 0xEFFE_C75, index: $0) }
          .map { ($0, PropertyCase.script(seed: $0)) }
          .first { EffectHost.check($0.1, statistics: &statistics, keeping: skipIndicators) != nil }
      )
      let (seed, script) = failing
      let violation = try #require(
        EffectHost.check(script, statistics: &statistics, keeping: skipIndicators))
      #expect(violation.property == EffectHost.property)
      #expect(violation.message.contains("indicatorInsets"))
      let report = PropertyCase.report(violation, in: script, seed: seed) { candidate in
        EffectHost.check(candidate, statistics: &statistics, keeping: skipIndicators)
      }
      #expect(report.hasPrefix("Property 6 failed for seed \(PropertyCase.hex(seed))"))
      #expect(report.contains("Reproduce: KB_PROPERTY_CASE=\(PropertyCase.hex(seed))"))
      // An indicator inset needs a field in a scroll container and a docked keyboard: the root,
      // the container, at most a cell and a stack between (the shrinker removes a view with
      // everything under it, so it cannot take out a view between two), the field; a focus, a
      // show, and at most one more event (the shrinker drops events but never edits them: a
      // resize may be what makes the keyboard's width the window's).
      let minimal = Reliability.shrink(script) {
        EffectHost.check($0, statistics: &statistics, keeping: skipIndicators) != nil
      }
      #expect(minimal.tree.count <= 5, "\(minimal.jsonText())")
      #expect(minimal.events.count <= 3, "\(report)")
      #expect(report.contains("Minimal script (\(minimal.tree.count) views"))
    }
  }
}
