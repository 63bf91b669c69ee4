import KeyboardAvoidance
import KeyboardScript
import Testing

extension Reliability {
  /// Property 5: a failing case is reported with its seed and a minimal script that still fails.
  @Suite("Shrinking")
  struct ShrinkerTests {
    /// A stand-in property that many generated cases break: the root never shifts.
    static func rootShifts(_ script: Script) -> PropertyViolation? {
      let run = ScriptRunner.run(script)
      for (index, outcome) in run.outcomes.enumerated() {
        guard case .effects(let effects) = outcome else { continue }
        if effects.contains(where: { $0.property == .rootShift }) {
          return PropertyViolation(property: 0, event: index, message: "the root shifted")
        }
      }
      return nil
    }

    /// The first generated case that breaks the stand-in property, with its seed.
    static func failingCase() -> (seed: UInt64, script: Script, violation: PropertyViolation)? {
      for index in 0..<1_000 {
        let seed = PropertyRandom.caseSeed(base: 0x5_4E1_2E, index: index)
        let script = PropertyCase.script(seed: seed)
        if script.tree.count > 10, script.events.count > 20,
          let violation = rootShifts(script)
        {
          return (seed, script, violation)
        }
      }
      return nil
    }

    @Test("Shrinking keeps the failure and drops the rest")
    func shrinks() throws {
      let failing = try #require(Self.failingCase())
      let minimal = Reliability.shrink(failing.script) { Self.rootShifts($0) != nil }
      #expect(Self.rootShifts(minimal) != nil)
      // A root shift needs a field and a docked keyboard: the root, at most a few views, and
      // a focus and a show.
      #expect(minimal.events.count <= 3)
      #expect(minimal.tree.count <= 4)
      #expect(minimal.tree.count < failing.script.tree.count)
      // One-minimal: dropping any single event or view makes it pass.
      for index in minimal.events.indices {
        var smaller = minimal
        smaller.events.remove(at: index)
        #expect(Self.rootShifts(smaller) == nil)
      }
      for view in minimal.tree.views.dropFirst() {
        #expect(Self.rootShifts(minimal.removingView(view.id)) == nil)
      }
    }

    @Test("A failure report holds the seed and a minimal script that reproduces it")
    func report() throws {
      let failing = try #require(Self.failingCase())
      let report = PropertyCase.report(
        failing.violation, in: failing.script, seed: failing.seed, failure: Self.rootShifts)
      #expect(report.contains("seed \(PropertyCase.hex(failing.seed))"))
      #expect(report.contains("KB_PROPERTY_CASE=\(PropertyCase.hex(failing.seed))"))
      #expect(!report.contains("warning"))
      let start = try #require(report.firstIndex(of: "{"))
      let end = try #require(report.lastIndex(of: "}"))
      let text = String(report[start...end])
      let script = try Script(decoding: Array(text.utf8), fileName: "minimal.json")
      #expect(Self.rootShifts(script) != nil)
      #expect(script.events.count <= 3)
    }

    @Test("Removing a view drops the events that name it")
    func removingView() throws {
      let text = """
        {"window": {"size": [390, 844]}, "root": {"id": "root", "frame": [0, 0, 390, 844],
         "children": [{"id": "s", "kind": "scroll", "frame": [0, 0, 390, 400], "children": [
           {"id": "f", "kind": "textField", "frame": [0, 0, 10, 10]}]},
           {"id": "g", "kind": "textField", "frame": [0, 0, 10, 10]}]},
         "events": [{"type": "focus", "view": "f"}, {"type": "scroll", "view": "s",
           "offset": [0, 1]}, {"type": "focus", "view": "g"}, {"type": "resize", "window":
           {"size": [844, 390]}, "frames": {"f": [0, 0, 1, 1], "g": [0, 0, 1, 1]}}]}
        """
      let script = try Script(decoding: Array(text.utf8), fileName: "case.json")
      let smaller = script.removingView("s")
      #expect(smaller.tree.count == 2)
      #expect(smaller.events.map(\.type) == ["focus", "resize"])
      #expect(
        try Script(decoding: Array(smaller.jsonText().utf8), fileName: "case.json") == smaller)
    }
  }
}
