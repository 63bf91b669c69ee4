import Foundation
import KeyboardAvoidance
import Testing

/// Worked example 4's form with its field at content y 600.
private func formEngine(recording: Bool) throws -> AvoidanceEngine {
  let tree = try ViewTree(
    windowSize: Phone.window,
    root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
    children: [
      ViewTree.Branch(
        ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]),
        children: [
          ViewTree.Branch(ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44]))
        ])
    ])
  var engine = AvoidanceEngine(tree: tree)
  engine.recordsDerivations = recording
  return engine
}

private let show = AvoidanceEvent.keyboard(
  KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame))
private let hide = AvoidanceEvent.keyboard(
  KeyboardNotification(.keyboardWillHide, frame: Phone.hiddenKeyboardFrame))

@Suite("Derivations")
struct AvoidanceDerivationTests {
  @Test("Off by default: nothing is recorded, and the effects are the same either way")
  func offByDefault() throws {
    var plain = try formEngine(recording: false)
    var recording = try formEngine(recording: true)
    #expect(!plain.recordsDerivations)
    for event in [AvoidanceEvent.focus("email"), show, hide] {
      #expect(plain.handle(event) == recording.handle(event))
      #expect(plain.derivation == nil)
      #expect(recording.derivation != nil)
      // Not part of the state.
      #expect(plain == recording)
    }
    recording.recordsDerivations = false
    #expect(recording.derivation == nil)
  }

  @Test("Example 4: the band, the target, the move, the offset's limits and the insets' terms")
  func exampleFour() throws {
    var engine = try formEngine(recording: true)
    _ = engine.handle(.focus("email"))
    #expect(engine.derivation == AvoidanceDerivation())
    let effects = engine.handle(show)
    let adjustment = try #require(engine.derivation?.adjustments.first)
    #expect(adjustment.band.top == 47 && adjustment.band.bottom == 498)
    #expect(adjustment.band.keyboardTop == 508 && adjustment.band.distance == 10)
    #expect(adjustment.band.distanceSource == .settings)
    #expect(adjustment.target.kind == .field)
    #expect(adjustment.target.rect == Rect(x: 20, y: 647, width: 350, height: 44))
    let pass = try #require(adjustment.passes.first)
    #expect(adjustment.passes.count == 1)
    #expect(pass.move == 193 && pass.rule == .liftAboveKeyboard)
    let offset = try #require(pass.offsets.first)
    #expect(offset.asked == 193 && offset.maxOffset == 949 && offset.clip == 600)
    #expect(
      offset.keyboardInset == 312 && offset.to == 193
        && offset.limit == AvoidanceDerivation.Limit.none)
    #expect(offset.effect == 0)
    #expect(effects[0].change == .contentOffset(from: .zero, to: Point(x: 0, y: 193)))
    let inset = try #require(pass.insets.first)
    #expect(inset.frameBottom == 810 && inset.automaticInset == 0)
    #expect(inset.contentInset == 312 && inset.indicatorInset == 302)
    #expect(inset.contentEffect == 1 && inset.indicatorEffect == 3)
    #expect(pass.rootShift?.to == 0 && pass.rootShift?.effect == nil)
    // The hide restores from the snapshot, not user-scrolled.
    _ = engine.handle(hide)
    let restoration = try #require(engine.derivation?.restores.first)
    #expect(restoration.view == "form" && restoration.occasion == .all)
    #expect(restoration.policy == .unlessUserScrolled && !restoration.userScrolled)
    #expect(restoration.snapshot.startingContentOffset == .zero)
    #expect(engine.derivation?.adjustments.isEmpty == true)
  }

  @Test("A see-saw pass stays in the derivation, undone and naming no effect")
  func seeSaw() throws {
    let tree = try ViewTree(
      windowSize: Phone.window,
      root: ViewNode(id: "root", frame: Phone.rootFrame, safeAreaInsets: Phone.safeArea),
      children: [
        ViewTree.Branch(
          ViewNode(id: "form", kind: .scroll, frame: [0, 300, 390, 544], contentSize: [390, 600]),
          children: [
            ViewTree.Branch(ViewNode(id: "field", kind: .textField, frame: [20, 580, 350, 44]))
          ])
      ])
    var engine = AvoidanceEngine(tree: tree)
    engine.recordsDerivations = true
    _ = engine.handle(.focus("field"))
    let effects = engine.handle(show)
    let passes = try #require(engine.derivation?.adjustments.first?.passes)
    #expect(passes.count == 2)
    #expect(passes.first?.isUndone == false && passes.first?.clamps.count == 1)
    #expect(
      passes.last?.isUndone == true && passes.last?.offsets.allSatisfy { $0.effect == nil } == true)
    #expect(passes.first?.clamps.first?.effect.map { effects.indices.contains($0) } == true)
  }

  @Test("The derivation round-trips through Codable")
  func codable() throws {
    var engine = try formEngine(recording: true)
    _ = engine.handle(.focus("email"))
    _ = engine.handle(show)
    let derivation = try #require(engine.derivation)
    let data = try JSONEncoder().encode(derivation)
    #expect(try JSONDecoder().decode(AvoidanceDerivation.self, from: data) == derivation)
  }
}
