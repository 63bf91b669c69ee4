import Foundation
import KeyboardAvoidance
import KeyboardScript
import Testing
import UIKitSimulation

@testable import KeyboardAvoidanceUIKit

/// The host core, driven by simulated UIKit notifications only, leaves the simulated views
/// exactly where `kbreplay`'s engine leaves its tree, after every event of every bundled
/// example and every avoidance conformance scenario (v1.2, v1.3 and v1.4: a v1.4 drag reaches
/// the host only as the keyboard layout guide moving, with no notification).
@MainActor
@Suite("Differential: simulated UIKit through the host core against kbreplay")
struct DifferentialTests {
  @Test("The examples are found")
  func examplesAreListed() {
    let names = ScriptFiles.names(in: ScriptFiles.examples)
    #expect(names.count >= 30)
    #expect(names.contains("preservation-tabs.json"))
  }

  @Test("Every bundled example", arguments: ScriptFiles.names(in: ScriptFiles.examples))
  func example(name: String) throws {
    let script = try ScriptFiles.script(ScriptFiles.examples.appendingPathComponent(name))
    let outcome = DifferentialCheck.run(script)
    #expect(outcome.differences == [], "\(name)")
    #expect(outcome.unsupported == [], "\(name)")
    #expect(outcome.comparedEvents > 0, "\(name)")
  }

  nonisolated static let areas = [
    "avoidance", "avoidance-v13", "avoidance-v14", "anchoring", "pending", "selection",
  ]
  nonisolated static let shards = 6

  @Test(
    "Every avoidance conformance scenario",
    .enabled(if: ScriptFiles.hasConformance, ScriptFiles.conformanceNote),
    arguments: areas, 0..<shards)
  func conformance(area: String, shard: Int) throws {
    let folder = ScriptFiles.conformance.appendingPathComponent(area)
    let names = ScriptFiles.names(in: folder)
    #expect(names.count >= 30)
    var compared = 0
    for (index, name) in names.enumerated() where index % Self.shards == shard {
      let script = try ScriptFiles.script(folder.appendingPathComponent(name))
      let outcome = DifferentialCheck.run(script)
      #expect(outcome.unsupported == [], "\(area)/\(name)")
      #expect(outcome.differences == [], "\(area)/\(name)")
      compared += outcome.comparedEvents
    }
    #expect(compared > 0)
  }

  @Test(
    "Under CI=true, the conformance areas compared are there",
    .enabled(if: ScriptFiles.isCI, "checked only under CI=true"), arguments: areas)
  nonisolated func presentUnderCI(area: String) {
    let folder = ScriptFiles.conformance.appendingPathComponent(area)
    if ScriptFiles.names(in: folder).isEmpty {
      Issue.record(
        Comment(
          rawValue: "CI=true and \(folder.path) holds no scenario: the differential comparison "
            + "cannot run (set KB_CONFORMANCE, or put ../shared beside the clone)"))
    }
  }
}
