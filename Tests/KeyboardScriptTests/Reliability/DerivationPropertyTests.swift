import KeyboardAvoidance
import KeyboardScript
import Testing

extension Reliability {
  /// The derivation agrees with the effects over the generated screens: every value it says
  /// was applied is exactly the `to` value of the effect it names, every effect of a reveal, a
  /// keyboard inset, a clamp, a restore or an anchoring is named by it, and every limit it
  /// names is the one that bound the value.
  @Suite("Derivation properties")
  struct DerivationPropertyTests {
    static let shards = 4
    static let casesPerShard = 500

    @Test("the derivation names exactly the effects' values and limits", arguments: 0..<shards)
    func generatedCases(shard: Int) {
      var statistics = DerivationStatistics()
      var failures = 0
      for index in 0..<Self.casesPerShard {
        let seed = PropertyRandom.caseSeed(
          base: PropertyCase.baseSeed, index: shard * Self.casesPerShard + index)
        let script = PropertyCase.script(seed: seed)
        let plain = ScriptRunner.run(script)
        let explained = ScriptRunner.run(script, explain: true)
        // Recording changes nothing the engine decides.
        guard plain.outcomes == explained.outcomes, plain.engine == explained.engine else {
          Issue.record("seed \(PropertyCase.hex(seed)): explaining changed the run")
          failures += 1
          continue
        }
        // An engine that records each event in the storage of the previous one records the
        // same derivations as the run, which keeps every one.
        if let event = firstReusedDifference(script, explained) {
          let seedText = PropertyCase.hex(seed)
          Issue.record("seed \(seedText), event \(event): reusing storage changed the derivation")
          failures += 1
          continue
        }
        for (event, outcome) in explained.outcomes.enumerated() {
          guard case .effects(let slice) = outcome else { continue }
          let effects = Array(slice)
          let derivation = explained.derivations[event] ?? AvoidanceDerivation()
          let problems = check(derivation, effects: effects, statistics: &statistics)
          if let problem = problems.first {
            let report =
              "seed \(PropertyCase.hex(seed)), event \(event): \(problem)\n"
              + TextTrace.render(script, explained)
            Issue.record(Comment(rawValue: report))
            failures += 1
            break
          }
        }
        if failures >= 3 { break }
      }
      guard failures == 0, PropertyCase.singleCase == nil else { return }
      // Not vacuous: every kind of entry and of limit occurs.
      #expect(statistics.offsets > Self.casesPerShard)
      #expect(statistics.insets > Self.casesPerShard / 2)
      #expect(statistics.restores > Self.casesPerShard / 4)
      #expect(statistics.boundLimits > Self.casesPerShard / 20)
      #expect(statistics.rootShifts > Self.casesPerShard / 10)
      #expect(statistics.caretFollowing > Self.casesPerShard / 50)
    }

    @Test(
      "every example's derivation names exactly its effects' values and limits",
      arguments: FixturePaths.exampleScripts.names)
    func example(name: String) throws {
      let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
      let script = try Script(decoding: bytes, fileName: name)
      let run = ScriptRunner.run(script, explain: true)
      #expect(run.outcomes == ScriptRunner.run(script).outcomes)
      var statistics = DerivationStatistics()
      for (event, outcome) in run.outcomes.enumerated() {
        guard case .effects(let effects) = outcome else { continue }
        let derivation = run.derivations[event] ?? AvoidanceDerivation()
        for problem in check(derivation, effects: Array(effects), statistics: &statistics) {
          Issue.record("\(name), event \(event): \(problem)")
        }
      }
    }

    /// The first event, before any relaunch, whose derivation an engine that reuses its
    /// derivation's storage between events (as an app's and `kbreplay`'s streaming replay do)
    /// records otherwise than `run`.
    func firstReusedDifference(_ script: Script, _ run: ScriptRun) -> Int? {
      var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      engine.recordsDerivations = true
      for (index, event) in script.events.enumerated() {
        switch event {
        case .engine(let event):
          _ = engine.handle(event)
          if engine.derivation != run.derivations[index] { return index }
        case .expect, .terminate: continue
        case .relaunch: return nil
        }
      }
      return nil
    }

    /// What the checked derivations held.
    struct DerivationStatistics {
      var offsets = 0
      var insets = 0
      var restores = 0
      var boundLimits = 0
      var rootShifts = 0
      var caretFollowing = 0
      var followers = 0
      var covered = 0
    }

    /// The ways a derivation disagrees with its event's effects.
    func check(
      _ derivation: AvoidanceDerivation, effects: [AvoidanceEffect],
      statistics: inout DerivationStatistics
    ) -> [String] {
      var problems: [String] = []
      var named = Set<Int>()
      /// Checks that `effect` is a `property` effect on `view` whose `to` is `value`.
      func expect(
        _ effect: Int?, _ view: ViewID?, _ property: AvoidanceEffect.Property, _ value: Double,
        _ what: String
      ) {
        guard let effect else { return }
        guard effects.indices.contains(effect) else {
          problems.append("\(what) names effect \(effect) of \(effects.count)")
          return
        }
        named.insert(effect)
        let actual = effects[effect]
        guard view == nil || actual.view == view, actual.property == property else {
          problems.append("\(what) names effect \(effect), which is \(actual)")
          return
        }
        let to: Double? =
          switch actual.change {
          case .contentOffset(_, let to): to.y
          case .contentInset(_, let to), .indicatorInsets(_, let to): to.bottom
          case .rootShift(_, let to), .followOffset(_, let to): to
          default: nil
          }
        if to != value { problems.append("\(what) says \(value), effect \(actual)") }
      }
      /// Checks that a named limit is the value applied, and that the value asked for was not.
      func expectLimit(
        _ limit: AvoidanceDerivation.Limit, asked: Double, to: Double, value: Double?,
        _ what: String
      ) {
        if limit == .none {
          if to != asked { problems.append("\(what): no limit, but \(to) ≠ asked \(asked)") }
          return
        }
        statistics.boundLimits += 1
        if to == asked { problems.append("\(what): limit \(limit) named, but asked was applied") }
        guard let value else {
          problems.append("\(what): limit \(limit) has no value")
          return
        }
        if to != value { problems.append("\(what): limit \(limit) is \(value), applied \(to)") }
      }
      for adjustment in derivation.adjustments {
        for pass in adjustment.passes {
          // An aligned move is what the chain distributes; the root is held to what the
          // minimal move (`pass.move`) still needs.
          var move = pass.alignedMove ?? pass.move
          if pass.rule == .ridesKeyboard, pass.move != 0 {
            problems.append("a field riding the keyboard asks for a move of \(pass.move)")
          }
          for step in pass.offsets {
            statistics.offsets += 1
            expect(step.effect, step.view, .contentOffset, step.to, "offset of \(step.view)")
            if step.effect == nil, step.to != step.from, !pass.isUndone {
              problems.append("offset of \(step.view) changed without an effect")
            }
            if step.asked != step.from + move {
              problems.append("offset of \(step.view): asked \(step.asked) ≠ from + move")
            }
            let value: Double? =
              switch step.limit {
              case .maxOffset: step.maxOffset
              case .clip: step.clip
              case .minOffset: step.minOffset
              case .current: step.from
              default: nil
              }
            expectLimit(step.limit, asked: step.asked, to: step.to, value: value, "\(step.view)")
            // The named limit is the tightest: the rule's own formula gives the same value.
            if let maxOffset = step.maxOffset, let clip = step.clip {
              let rule = max(step.from, min(step.asked, maxOffset, clip))
              if rule != step.to { problems.append("\(step.view): \(step.to) ≠ rule \(rule)") }
            } else if let minOffset = step.minOffset {
              let rule = min(step.from, max(step.asked, minOffset))
              if rule != step.to { problems.append("\(step.view): \(step.to) ≠ rule \(rule)") }
            }
            move -= step.to - step.from
            // A limit that bound a value shows on screen, and only such a limit.
            let shows = [.maxOffset, .minOffset, .clip].contains(step.limit)
            if shows != (step.limitEdge != nil) {
              problems.append(
                "\(step.view): limit \(step.limit) with edge \(String(describing: step.limitEdge))")
            }
          }
          // The target ends where the pass's own moves put it.
          let moved =
            pass.offsets.reduce(0) { $0 + $1.to - $1.from } + (pass.rootShift?.to ?? 0)
            + pass.clamps.reduce(0) { $0 + $1.to - $1.from }
          let expectedAfter = pass.target.offsetBy(dx: 0, dy: -moved)
          if let after = pass.targetAfter {
            // The engine subtracts move by move; the sum here rounds differently.
            if abs(after.minY - expectedAfter.minY) > 1e-6 || after.size != expectedAfter.size
              || after.minX != expectedAfter.minX
            {
              problems.append("target after \(after) ≠ \(pass.target) moved by \(moved)")
            }
          } else {
            problems.append("a pass has no target after")
          }
          if (pass.rootShift?.limit == .overlap) != (pass.rootShift?.limitEdge != nil) {
            problems.append("root shift's limit edge does not match its limit")
          }
          if let root = pass.rootShift {
            if root.effect != nil { statistics.rootShifts += 1 }
            expect(root.effect, nil, .rootShift, root.to, "root shift")
            let asked =
              pass.alignedMove.map { aligned in pass.move > 0 ? pass.move - (aligned - move) : 0 }
              ?? move
            if root.asked != asked { problems.append("root shift asked \(root.asked) ≠ \(asked)") }
            let value: Double? =
              switch root.limit {
              case .overlap: root.overlap
              case .zero: 0
              default: nil
              }
            expectLimit(root.limit, asked: root.asked, to: root.to, value: value, "root shift")
          }
          for step in pass.insets {
            statistics.insets += 1
            expect(step.contentEffect, step.view, .contentInset, step.contentInset, "inset")
            expect(
              step.indicatorEffect, step.view, .indicatorInsets, step.indicatorInset, "indicator")
            // The formula's terms give the value.
            let below = step.frameBottom > step.bandBottom
            let content =
              below
              ? max(
                step.startingContentInset,
                step.frameBottom - step.bandBottom - step.automaticInset)
              : step.startingContentInset
            if content != step.contentInset {
              problems.append("inset of \(step.view): terms give \(content)")
            }
          }
          for clamp in pass.clamps {
            expect(clamp.effect, clamp.view, .contentOffset, clamp.to, "clamp of \(clamp.view)")
            if clamp.to < clamp.minOffset || clamp.to > clamp.maxOffset {
              problems.append(
                "clamp of \(clamp.view) outside \(clamp.minOffset)…\(clamp.maxOffset)")
            }
          }
        }
        if let following = adjustment.caretFollowing {
          statistics.caretFollowing += 1
          expect(following.effect, following.view, .contentOffset, following.to, "stage 2")
          expect(
            following.insets.contentEffect, following.view, .contentInset,
            following.insets.contentInset, "stage 2 inset")
          expect(
            following.insets.indicatorEffect, following.view, .indicatorInsets,
            following.insets.indicatorInset, "stage 2 indicator")
          let value: Double? =
            switch following.limit {
            case .minOffset: following.minOffset
            case .maxOffset: following.maxOffset
            default: nil
            }
          expectLimit(
            following.limit, asked: following.asked, to: following.to, value: value, "stage 2")
        }
      }
      for restoration in derivation.restores {
        statistics.restores += 1
        let snapshot = restoration.snapshot
        expect(
          restoration.contentEffect, restoration.view, .contentInset,
          snapshot.startingContentInset.bottom, "restored inset")
        expect(
          restoration.indicatorEffect, restoration.view, .indicatorInsets,
          snapshot.startingScrollIndicatorInsets.bottom, "restored indicator")
        expect(
          restoration.offsetEffect, restoration.view, .contentOffset, restoration.offset.y,
          "restored offset")
        if snapshot.canRestoreContentOffset == restoration.userScrolled,
          restoration.policy == .unlessUserScrolled
        {
          problems.append("restore of \(restoration.view): mark and snapshot disagree")
        }
      }
      for step in derivation.followers {
        statistics.followers += 1
        expect(step.effect, step.view, .followOffset, step.to, "followOffset of \(step.view)")
        if step.to != 0 || step.lift != 0, step.to != step.lift - step.rootShift {
          problems.append("followOffset of \(step.view): \(step.to) ≠ lift − root shift")
        }
      }
      if let track = derivation.track {
        // v1.4 §2b: the root rests on the dragged keyboard, min(R, overlap).
        expect(track.effect, nil, .rootShift, track.rootShift, "root on the dragged keyboard")
        if track.rootShift != min(track.restingRootShift, track.overlap) {
          problems.append("track: root shift \(track.rootShift) ≠ min(R, overlap)")
        }
        if track.overlap != max(0, track.rootBottom - track.trackedTop) {
          problems.append("track: overlap \(track.overlap) ≠ root bottom − tracked top")
        }
        if let reported = track.reportedTop,
          track.trackedTop != min(max(reported, track.keyboardTop), track.windowBottom)
        {
          problems.append("track: tracked top \(track.trackedTop) ≠ the clamped reported top")
        }
      }
      for step in derivation.coveredContainers {
        statistics.covered += 1
        expect(step.contentEffect, step.view, .contentInset, step.contentInset, "covered inset")
        expect(
          step.indicatorEffect, step.view, .indicatorInsets, step.contentInset,
          "covered indicator")
        expect(step.offsetEffect, step.view, .contentOffset, step.to, "covered offset")
        if step.isDragged == true {
          // v1.4 §2b: the finger owns the offset during a drag: nothing asked, nothing written.
          if step.asked != step.from || step.to != step.from || step.lifts
            || step.offsetEffect != nil
          {
            problems.append("dragged covered \(step.view): its offset was moved")
          }
          continue
        }
        // The policy's own rule gives the offset it asked for.
        let asked: Double =
          switch step.policy {
          case .always where step.delta != 0: step.from + step.delta
          case .persistent where step.delta > 0: step.from + step.delta
          default: step.asked
          }
        if asked != step.asked {
          problems.append("covered \(step.view): asked \(step.asked) ≠ policy \(asked)")
        }
        let moves: Bool =
          switch step.policy {
          case .always: step.delta != 0
          case .persistent: step.delta > 0
          case .whenAtEnd: step.atEnd
          case .never, .none: false
          }
        if moves != step.lifts { problems.append("covered \(step.view): lifts \(step.lifts)") }
      }
      for anchoring in derivation.anchorings {
        expect(anchoring.effect, anchoring.view, .contentOffset, anchoring.to, "anchoring")
      }
      // Every effect of a reveal, an inset, a clamp, a restore or an anchoring is named, but
      // the root's return to 0 on a restore and the restores of pending intents.
      for (index, effect) in effects.enumerated() where !named.contains(index) {
        switch (effect.reason, effect.property) {
        case (_, .layout), (_, .selection), (_, .focus), (.restore, .rootShift): continue
        case (.reveal, _), (.keyboardInset, _), (.follow, _), (.lift, _):
          problems.append("effect \(index) is not in the derivation: \(effect)")
        default: continue
        }
      }
      return problems
    }
  }
}
