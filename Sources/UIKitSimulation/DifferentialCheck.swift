import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript

/// Replays a script twice — through the engine, as `kbreplay` does, and as simulated UIKit
/// views driven through the host core by notifications only — and compares, after every event,
/// the simulated views' offsets, insets, indicator insets, root shift and follower transforms
/// with the engine's state (the state `kbreplay`'s JSON trace prints), and that the host's
/// records keep their invariants (`AvoidanceHost._checkInvariants()`).
@MainActor
package enum DifferentialCheck {
  /// What comparing one script found.
  package struct Outcome {
    /// The events that have no UIKit simulation, by type.
    package var unsupported: [String] = []
    /// Each difference, as `event N (type): view.property: expected … , simulated …`.
    package var differences: [String] = []
    /// How many events were compared.
    package var comparedEvents = 0
  }

  package static func run(_ script: Script, originInScreen: Point = .zero) -> Outcome {
    var outcome = Outcome()
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    var screen = SimulatedScreen(script: script, originInScreen: originInScreen)
    // What the last `terminate` saved, as `kbreplay` saves it.
    var archive: String?
    compare(engine, screen, at: "start", into: &outcome.differences)
    for (index, event) in script.events.enumerated() {
      let place = "event \(index) (\(event.type))"
      switch event {
      case .engine(let event):
        guard screen.perform(event) else {
          outcome.unsupported.append(ScriptEvent.engine(event).type)
          return outcome
        }
        _ = engine.handle(event)
        outcome.comparedEvents += 1
        compare(engine, screen, at: place, into: &outcome.differences)
      case .expect(let expectation):
        // The toolbar's answers, where the script states them.
        guard expectation.navigation != nil else { continue }
        let expected = engine.navigation()
        let simulated = screen.host.navigation()
        if expected != simulated {
          outcome.differences.append(
            "\(place): navigation: expected \(String(describing: expected)), simulated \(String(describing: simulated))"
          )
        }
      case .terminate:
        // The app saves its state as it moves to the background.
        let saved = engine.archive()
        let hostSaved = screen.host.archive()
        if saved != hostSaved {
          outcome.differences.append(
            "\(place): archive: expected \(ArchiveJSON.encode(saved)), simulated \(ArchiveJSON.encode(hostSaved))"
          )
        }
        archive = ArchiveJSON.encode(hostSaved)
      case .relaunch(let given):
        // A new process: the screen as it launches, and the saved state restored into it.
        engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
        screen = SimulatedScreen(script: script, originInScreen: originInScreen)
        if let text = given ?? archive, let decoded = try? ArchiveJSON.decode(text) {
          _ = engine.restore(from: decoded)
          screen.host.restore(from: decoded)
        }
        outcome.comparedEvents += 1
        compare(engine, screen, at: place, into: &outcome.differences)
      }
      if outcome.differences.count > 20 { break }
    }
    return outcome
  }

  /// Every view the engine knows, against its simulated counterpart.
  package static func compare(
    _ engine: AvoidanceEngine, _ screen: SimulatedScreen, at place: String,
    into differences: inout [String]
  ) {
    func check<T: Equatable>(_ id: ViewID, _ property: String, _ expected: T, _ simulated: T) {
      guard expected != simulated else { return }
      differences.append(
        "\(place): \(id).\(property): expected \(expected), simulated \(simulated)")
    }
    // The host's records are sound after every event.
    for problem in screen.host._checkInvariants() {
      differences.append("\(place): host: \(problem)")
    }
    let focused = screen.window.firstResponder?.accessibilityIdentifier ?? "none"
    let expectedFocus = engine.focusedField?.rawValue ?? "none"
    if expectedFocus != focused {
      differences.append("\(place): focus: expected \(expectedFocus), simulated \(focused)")
    }
    let rootShift = engine.rootShift
    let root = screen.root
    let carriers = Set(root.contentViews.filter { $0 !== root }.map(ObjectIdentifier.init))
    check(
      engine.tree.root.id, "rootShift", rootShift == 0 ? 0 : -rootShift,
      screen.root.visibleContent.translationY)
    for node in engine.tree.views {
      guard let view = screen.views[node.id] else {
        differences.append("\(place): \(node.id) has no simulated view")
        continue
      }
      if node.kind.isScrollContainer {
        check(node.id, "contentOffset", node.contentOffset, view.contentOffset)
        check(node.id, "contentInset", node.contentInset, view.contentInset)
        check(node.id, "indicatorInsets", node.indicatorInsets, view.verticalScrollIndicatorInsets)
      }
      if node.kind.isField, let selection = node.selectedRange {
        check(node.id, "selectedRange", Optional(selection), view.selectedRange)
      }
      if node.id != engine.tree.root.id {
        // A container root's screens carry the root shift (its bars stay put).
        let offset = node.followOffset + (carriers.contains(ObjectIdentifier(view)) ? rootShift : 0)
        check(node.id, "followOffset", offset == 0 ? 0 : -offset, view.translationY)
      }
    }
  }
}
