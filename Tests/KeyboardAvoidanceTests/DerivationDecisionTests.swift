import KeyboardAvoidance
import Testing

// What the derivation records of each decision so that an explanation only reports it: which
// case decided each inset (chain and covered containers alike), how much of the move each
// container took and whether the root's share is the rest, and how far the target travelled.

extension Screen {
  /// A recording engine for the screen.
  func recordingEngine() -> AvoidanceEngine {
    var engine = engine()
    engine.recordsDerivations = true
    return engine
  }
}

@Suite("Decisions recorded for the explanations")
struct DerivationDecisionTests {
  @Test("Example 4: both insets decided by the keyboard's formula")
  func formulaInsets() throws {
    var engine = try Screen.example4().recordingEngine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let insets = try #require(engine.derivation?.adjustments.first?.passes.first?.insets.first)
    // 312 = 810 − 498 − 0, 302 = 810 − 508 − 0.
    #expect(insets.contentInset == 312 && insets.contentLimit == .keyboard)
    #expect(insets.indicatorInset == 302 && insets.indicatorLimit == .keyboard)
  }

  @Test("A starting inset larger than the formula's is kept, and says so")
  func startingInsetKept() throws {
    var engine = try Screen.example4 { $0.contentInset = Insets(bottom: 400) }.recordingEngine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let insets = try #require(engine.derivation?.adjustments.first?.passes.first?.insets.first)
    #expect(insets.contentInset == 400 && insets.contentLimit == .starting)
    #expect(insets.indicatorInset == 302 && insets.indicatorLimit == .keyboard)
  }

  @Test("A container that ends above the band keeps its starting insets: not below the band")
  func notBelowTheBand() throws {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "short", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 353),
        contentSize: Size(width: 390, height: 800)))
    try screen.add(field("field", y: 100), under: "short")
    var engine = screen.recordingEngine()
    _ = engine.handle(.focus("field"))
    #expect(engine.handle(.showKeyboard).isEmpty)
    let insets = try #require(engine.derivation?.adjustments.first?.passes.first?.insets.first)
    #expect(insets.frameBottom == 400)
    #expect(insets.contentLimit == .notBelowBand && insets.indicatorLimit == .notBelowBand)
    #expect(insets.contentInset == 0 && insets.indicatorInset == 0)
  }

  @Test("Example 5: the container took 20 of the move 166, the root the rest, 146")
  func rootTakesTheRest() throws {
    var engine = try Screen.example5().recordingEngine()
    _ = engine.handle(.focus("field"))
    _ = engine.handle(.showKeyboard)
    let adjustment = try #require(engine.derivation?.adjustments.first)
    let pass = try #require(adjustment.passes.first)
    #expect(pass.move == 166)
    #expect(pass.offsets.first?.taken == 20)
    #expect(pass.rootShift?.asked == 146)
    #expect(pass.rootShift?.isRemainder == true)
    // The field was at 620…664; the container and the root moved it up 166, to 454…498.
    #expect(adjustment.targetBefore == Rect(x: 20, y: 620, width: 350, height: 44))
    #expect(adjustment.travel == 166)
  }

  @Test("Centered with a target already in the band: the root is asked for nothing, not a rest")
  func alignedMoveNeedingNoMinimalMove() throws {
    // Example 19: a field at content y 300 is inside the band; `center` moves nothing.
    var engine = try Screen.example4().recordingEngine()
    _ = engine.handle(.settings(AvoidanceSettings(alignment: .center)))
    _ = engine.handle(.update("a", ViewUpdate(frame: Rect(x: 20, y: 300, width: 350, height: 44))))
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let pass = try #require(engine.derivation?.adjustments.first?.passes.first)
    #expect(pass.rule == .alreadyVisible)
    #expect(engine.derivation?.adjustments.first?.travel == 0)
    // Example 19's `center` at content y 1350: the minimal move is 943, the form's end stops
    // the aligned one at 949, and the root is asked for what the minimal move still needs.
    var far = try Screen.example4().recordingEngine()
    _ = far.handle(.settings(AvoidanceSettings(alignment: .center)))
    _ = far.handle(.focus("c"))
    _ = far.handle(.showKeyboard)
    let aligned = try #require(far.derivation?.adjustments.first?.passes.first)
    #expect(aligned.alignment == .center)
    #expect(aligned.rootShift?.isRemainder == true)
    #expect(aligned.rootShift?.to == 0)
    // A field above the band (the form scrolled past it) centered: the chain brings it down,
    // and the root, which never shifts down, is asked for nothing rather than for a rest.
    var above = try Screen.example4 { $0.contentOffset = Point(x: 0, y: 600) }.recordingEngine()
    _ = above.handle(.settings(AvoidanceSettings(alignment: .center)))
    _ = above.handle(.update("a", ViewUpdate(frame: Rect(x: 20, y: 550, width: 350, height: 44))))
    _ = above.handle(.focus("a"))
    _ = above.handle(.showKeyboard)
    let lowered = try #require(above.derivation?.adjustments.first?.passes.first)
    #expect(lowered.rule == .bringBelowBars)
    #expect(lowered.rootShift?.isRemainder == false)
    #expect(lowered.rootShift?.asked == 0)
  }

  @Test("Example 16: a covered container's insets are decided by the same rule, from kTop*")
  func coveredInsets() throws {
    var engine = try Screen.chat().recordingEngine()
    _ = engine.handle(.focus("input"))
    _ = engine.handle(.showKeyboard)
    let covered = try #require(engine.derivation?.coveredContainers.first)
    let insets = try #require(covered.insets)
    // 302 = 760 − 458 − 0: the band's bottom and the keyboard's top are both kTop* (no D).
    #expect(insets.frameBottom == 760)
    #expect(insets.bandBottom == 458 && insets.keyboardTop == 458)
    #expect(insets.contentInset == 302 && insets.contentLimit == .keyboard)
    #expect(insets.indicatorInset == 302 && insets.indicatorLimit == .keyboard)
    #expect(insets.contentEffect == covered.contentEffect)
    // The hide puts the starting insets back: no rule decided them.
    _ = engine.handle(.hideKeyboard)
    let restored = try #require(engine.derivation?.coveredContainers.first)
    #expect(restored.isRestore && restored.insets == nil)
  }
}
