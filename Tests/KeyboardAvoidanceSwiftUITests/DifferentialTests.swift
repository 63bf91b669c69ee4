import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import KeyboardScript
import Testing

/// The SwiftUI host core, driven by reports only, leaves the screen exactly where `kbreplay`'s
/// engine leaves its tree, after every event of every bundled example and every avoidance
/// conformance scenario (v1.2, v1.3 and v1.4) that SwiftUI can express as reported geometry.
///
/// Skipped, and counted so that the share cannot silently shrink: scripts with cells (SwiftUI's
/// lists have no cell objects to report), screens (navigation, tabs, push and pop), UIStackViews,
/// text preservation (selections, restoration), terminate/relaunch, rotation, an app's own
/// content inset (`ScrollGeometry` reports one sum of insets), and options on views no modifier
/// marks.
@Suite("Differential: reported SwiftUI geometry through the host core against kbreplay")
struct DifferentialTests {
  /// What comparing one script found.
  struct Outcome {
    var skipped: String?
    var differences: [String] = []
    var comparedEvents = 0
  }

  static func run(_ script: Script) -> Outcome {
    var outcome = Outcome()
    if let reason = SimulatedSwiftUIScreen.unsupported(script) {
      outcome.skipped = reason
      return outcome
    }
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    var simulated = SimulatedSwiftUIScreen(script: script)
    simulated.reportAll()
    simulated.core.flush()
    if simulated.core.eventCount != 0 {
      outcome.differences.append(
        "start: the first reports sent \(simulated.core.eventCount) events")
    }
    compare(engine, simulated, at: "start", into: &outcome.differences)
    for (index, event) in script.events.enumerated() {
      let place = "event \(index) (\(event.type))"
      switch event {
      case .engine(let event):
        guard simulated.perform(event) else {
          outcome.differences.append("\(place): not expressed")
          return outcome
        }
        _ = engine.handle(event)
        // The next event may come before SwiftUI draws (a will-show and its did-show): the
        // reports it finds are the ones the core kept in step with its writes, and nothing new.
        let sent = simulated.core.eventCount
        simulated.core.flush()
        if simulated.core.eventCount != sent {
          outcome.differences.append("\(place): the reports before drawing sent events")
        }
        // SwiftUI draws what the core applied and reports again: nothing new comes of it.
        simulated.showApplied()
        simulated.reportAll()
        simulated.core.flush()
        if simulated.core.eventCount != sent {
          outcome.differences.append("\(place): the echo of the core's own values sent events")
        }
        outcome.comparedEvents += 1
        compare(engine, simulated, at: place, into: &outcome.differences)
      case .expect(let expectation):
        guard expectation.navigation != nil else { continue }
        let expected = engine.navigation()
        let reported = simulated.core.navigation()
        if expected != reported {
          outcome.differences.append(
            "\(place): navigation: expected \(String(describing: expected)), reported \(String(describing: reported))"
          )
        }
      case .terminate, .relaunch:
        outcome.differences.append("\(place): not expressed")
      }
      if outcome.differences.count > 20 { break }
    }
    return outcome
  }

  /// Every view the engine knows that the screen shows with a value the core applies.
  static func compare(
    _ engine: AvoidanceEngine, _ simulated: SimulatedSwiftUIScreen, at place: String,
    into differences: inout [String]
  ) {
    func check<T: Equatable>(_ id: ViewID, _ property: String, _ expected: T, _ shown: T) {
      guard expected != shown else { return }
      differences.append("\(place): \(id).\(property): expected \(expected), shown \(shown)")
    }
    let core = simulated.core
    let expectedFocus = engine.focusedField?.rawValue ?? "none"
    let focus = core.engine.focusedField?.rawValue ?? "none"
    if expectedFocus != focus {
      differences.append("\(place): focus: expected \(expectedFocus), core \(focus)")
    }
    check(engine.tree.root.id, "rootShift", engine.rootShift, simulated.screen.rootShift)
    for node in engine.tree.views {
      guard let shown = simulated.screen[node.id] else { continue }
      if node.kind.isScrollContainer {
        check(node.id, "contentOffset", node.contentOffset, shown.contentOffset)
        check(node.id, "contentInset", node.contentInset, shown.contentInset)
        check(node.id, "indicatorInsets", node.indicatorInsets, shown.indicatorInsets)
      }
      check(node.id, "followOffset", node.followOffset, shown.followOffset)
    }
  }

  @Test("Every bundled example", arguments: ScriptFiles.names(in: ScriptFiles.examples))
  func example(name: String) throws {
    let script = try ScriptFiles.script(ScriptFiles.examples.appendingPathComponent(name))
    let outcome = Self.run(script)
    #expect(outcome.differences == [], "\(name)")
    if outcome.skipped == nil { #expect(outcome.comparedEvents > 0, "\(name)") }
  }

  /// How many scripts of a folder SwiftUI can express.
  static func expressed(in folder: URL) throws -> (expressed: Int, all: Int) {
    let names = ScriptFiles.names(in: folder)
    var expressed = 0
    for name in names {
      let script = try ScriptFiles.script(folder.appendingPathComponent(name))
      if SimulatedSwiftUIScreen.unsupported(script) == nil { expressed += 1 }
    }
    return (expressed, names.count)
  }

  @Test("The share expressed does not shrink: cells, stacks and preservation alone are skipped")
  func examplesExpressed() throws {
    let examples = try Self.expressed(in: ScriptFiles.examples)
    #expect(examples.all >= 30)
    // 19 of 38 on 2026-11-28: the rest have list rows (14), text preservation (4), a rotation.
    #expect(examples.expressed >= 19, "\(examples)")
  }

  @Test(
    "Most conformance scenarios are expressed",
    .enabled(if: FileManager.default.fileExists(atPath: ScriptFiles.conformance.path)),
    arguments: areas)
  func conformanceExpressed(area: String) throws {
    let share = try Self.expressed(in: ScriptFiles.conformance.appendingPathComponent(area))
    #expect(share.all >= 100)
    // Three in four or more: list rows, UIStackViews and an app's own insets are skipped.
    #expect(share.expressed * 4 >= share.all * 3, "\(area): \(share)")
  }

  static let areas = ["avoidance", "avoidance-v13", "avoidance-v14"]
  static let shards = 4

  @Test(
    "Every avoidance conformance scenario SwiftUI can express",
    .enabled(if: FileManager.default.fileExists(atPath: ScriptFiles.conformance.path)),
    arguments: areas, 0..<shards)
  func conformance(area: String, shard: Int) throws {
    let folder = ScriptFiles.conformance.appendingPathComponent(area)
    let names = ScriptFiles.names(in: folder)
    #expect(names.count >= 30)
    var compared = 0
    var expressed = 0
    for (index, name) in names.enumerated() where index % Self.shards == shard {
      let script = try ScriptFiles.script(folder.appendingPathComponent(name))
      let outcome = Self.run(script)
      #expect(outcome.differences == [], "\(area)/\(name)")
      if outcome.skipped == nil { expressed += 1 }
      compared += outcome.comparedEvents
    }
    #expect(expressed > 0)
    #expect(compared > 0)
  }
}
