import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

extension Reliability {
  /// The JSON trace's `derivation` member against the derivation's `Codable` form: what
  /// `kbreplay --format json --explain` writes for an event reads back with `JSONDecoder` as the
  /// derivation the engine recorded for it, so a member the writer drops, misspells or writes
  /// wrong fails here.
  @Suite("Derivation JSON round trip")
  struct DerivationJSONRoundTripTests {
    /// One line of the JSON trace: an event's index and its derivation, when it has them.
    struct TraceLine: Decodable {
      var event: Int?
      var derivation: AvoidanceDerivation?
    }

    /// The derivations an engine records for `script`'s events, by index, driven here rather
    /// than by the runner; after a relaunch (whose engine restores an archive) the runner's.
    func recordedDerivations(_ script: Script) -> [Int: AvoidanceDerivation] {
      let run = ScriptRunner.run(script, explain: true)
      var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      engine.recordsDerivations = true
      var relaunched = false
      var recorded: [Int: AvoidanceDerivation] = [:]
      for (index, event) in script.events.enumerated() {
        switch event {
        case .engine(let event) where !relaunched:
          _ = engine.handle(event)
          recorded[index] = engine.derivation
        case .relaunch, .engine:
          relaunched = true
          recorded[index] = run.derivations[index]
        case .expect, .terminate: continue
        }
      }
      return recorded
    }

    @Test(
      "each event's derivation member decodes into the derivation the engine recorded",
      arguments: FixturePaths.exampleScripts.names)
    func example(name: String) throws {
      let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
      let script = try Script(decoding: bytes, fileName: name)
      let output = ReplayCommand.main(["--format", "json", "--explain", name]) { path in
        path == name ? .success(bytes) : .failure(FileError(message: "No such file or directory"))
      }
      let recorded = recordedDerivations(script)
      #expect(!recorded.isEmpty)
      var written: [Int: AvoidanceDerivation] = [:]
      let decoder = JSONDecoder()
      for line in output.standardOutput.split(separator: "\n") {
        let trace = try decoder.decode(TraceLine.self, from: Data(line.utf8))
        guard let event = trace.event, let derivation = trace.derivation else { continue }
        #expect(written[event] == nil, "event \(event) written twice")
        written[event] = derivation
      }
      #expect(written.keys.sorted() == recorded.keys.sorted())
      for (event, derivation) in recorded.sorted(by: { $0.key < $1.key }) {
        #expect(written[event] == derivation, "\(name), event \(event)")
      }
    }

    /// Every optional member, across the examples: each is written somewhere, so that the round
    /// trip above covers it (a member no example records would pass whatever the writer did).
    @Test("the examples record every optional member of a derivation at least once")
    func optionalMembersCovered() throws {
      var seen = Set<String>()
      for name in FixturePaths.exampleScripts.names {
        let bytes = FixturePaths.bytes(FixturePaths.examples.appendingPathComponent(name))
        let script = try Script(decoding: bytes, fileName: name)
        for derivation in recordedDerivations(script).values {
          seen.formUnion(Self.optionalMembers(of: derivation))
        }
      }
      let expected: Set<String> = [
        "followers", "coveredContainers", "track", "track.reportedTop", "caretFollowing",
        "targetBefore", "travel", "ridingFollower", "keyboardFrameTop", "rootShift",
        "isRemainder", "alignment", "alignedMove", "targetAfter", "taken", "maxOffset",
        "minOffset", "limitEdge", "contentLimit", "indicatorLimit", "covered.insets",
        "covered.isDragged", "anchor", "resolvedBy", "windowYBefore", "restores",
      ]
      #expect(expected.subtracting(seen).isEmpty, "never recorded: \(expected.subtracting(seen))")
    }

    /// The names of the optional (or possibly empty) members `derivation` holds.
    static func optionalMembers(of derivation: AvoidanceDerivation) -> Set<String> {
      var names = Set<String>()
      func add(_ name: String, _ present: Bool) { if present { names.insert(name) } }
      add("followers", !derivation.followers.isEmpty)
      add("coveredContainers", !derivation.coveredContainers.isEmpty)
      add("restores", !derivation.restores.isEmpty)
      add("track", derivation.track != nil)
      add("track.reportedTop", derivation.track?.reportedTop != nil)
      for step in derivation.coveredContainers {
        add("covered.insets", step.insets != nil)
        add("covered.isDragged", step.isDragged != nil)
      }
      for anchoring in derivation.anchorings {
        add("anchor", anchoring.anchor != nil)
        add("resolvedBy", anchoring.resolvedBy != nil)
        add("windowYBefore", anchoring.windowYBefore != nil)
      }
      for adjustment in derivation.adjustments {
        add("caretFollowing", adjustment.caretFollowing != nil)
        add("targetBefore", adjustment.targetBefore != nil)
        add("travel", adjustment.travel != nil)
        add("ridingFollower", adjustment.band.ridingFollower != nil)
        add("keyboardFrameTop", adjustment.band.keyboardFrameTop != nil)
        for pass in adjustment.passes {
          add("rootShift", pass.rootShift != nil)
          add("isRemainder", pass.rootShift?.isRemainder != nil)
          add("alignment", pass.alignment != nil)
          add("alignedMove", pass.alignedMove != nil)
          add("targetAfter", pass.targetAfter != nil)
          for step in pass.offsets {
            add("taken", step.taken != nil)
            add("maxOffset", step.maxOffset != nil)
            add("minOffset", step.minOffset != nil)
            add("limitEdge", step.limitEdge != nil)
          }
          for step in pass.insets {
            add("contentLimit", step.contentLimit != nil)
            add("indicatorLimit", step.indicatorLimit != nil)
          }
        }
      }
      return names
    }
  }
}
