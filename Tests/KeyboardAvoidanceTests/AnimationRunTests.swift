import KeyboardAvoidance
import Testing

@Suite("Animation runs")
struct AnimationRunTests {
  @Test("A keyboard's arrival is one run: offset, inset, layout and indicator animate together")
  func oneRun() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    let effects = engine.handle(.showKeyboard)
    let runs = effects.animationRuns()
    #expect(runs == [AvoidanceEffect.AnimationRun(animation: .phoneKeyboard, effects: effects)])
  }

  @Test("A table's own offset animation starts a run of its own, in order")
  func tableRuns() throws {
    var engine = try Screen.example7().engine()
    _ = engine.handle(.focus("field11"))
    let effects = engine.handle(.showKeyboard)
    let runs = effects.animationRuns()
    #expect(runs.map(\.animation) == [.scrollView, .phoneKeyboard])
    #expect(runs.flatMap(\.effects) == effects)
    #expect(runs[0].effects.map(\.property) == [.contentOffset])
    #expect(runs[1].effects.map(\.property) == [.contentInset, .layout, .indicatorInsets])
  }

  @Test("Runs break wherever the animation changes; nothing is reordered")
  func breaks() {
    let slow = AvoidanceEffect.Animation.keyboard(KeyboardAnimation(duration: 0.5, curve: 7))
    let effects: [AvoidanceEffect] = [
      .offset("a", 0, 10, .reveal, .scrollView), .offset("b", 0, 10, .reveal),
      .inset("b", 0, 5, .keyboardInset), .layout("b", .keyboardInset),
      .rootShift(0, 3, .reveal, slow), .layout("c", .restore),
    ]
    let runs = effects.animationRuns()
    #expect(runs.map(\.animation) == [.scrollView, .phoneKeyboard, slow])
    #expect(runs.map(\.effects.count) == [1, 3, 2])
    #expect(runs.flatMap(\.effects) == effects)
    #expect([AvoidanceEffect]().animationRuns().isEmpty)
  }
}
