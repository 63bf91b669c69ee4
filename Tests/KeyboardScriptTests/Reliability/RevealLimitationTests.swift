import KeyboardAvoidance
import KeyboardScript
import Testing

extension Reliability {
  /// Where property 3 cannot hold, and why: a reveal target that reaches below the end of its
  /// container's content.
  ///
  /// AVOIDANCE.md §6 sizes the keyboard inset so that the *end of the content* can scroll to the
  /// band's bottom, no further; a target that extends past the content's end therefore cannot
  /// be brought fully into the band by scrolling. Shifting the root does not help either: the
  /// shifted container reaches less far below the band, so its inset and its largest offset
  /// shrink by as much as the root rose. The engine settles with the content's end at the band's
  /// bottom. Read literally, §5–§6 would trade the same points between the offset and the root
  /// on every pass (402 → 378 → 402 → …); the engine undoes a pass that ends where it started,
  /// so the host sees one reveal and one clamp. The property suite leaves such targets out and
  /// counts them (`beyondContent`).
  @Suite("Reveal limitation")
  struct RevealLimitationTests {
    /// A field 24 points past the end of its scroll view's 600-point content.
    static let text = """
      {"window": {"size": [390, 844]},
       "root": {"id": "root", "frame": [0, 0, 390, 844], "safeArea": [47, 0, 34, 0], "children": [
         {"id": "form", "kind": "scroll", "frame": [0, 300, 390, 544], "contentSize": [390, 600],
          "children": [{"id": "field", "kind": "textField", "frame": [20, 580, 350, 44]}]}]},
       "events": [
         {"type": "focus", "view": "field"},
         {"type": "keyboardWillShow", "frame": [0, 508, 390, 336]}]}
      """

    @Test("A target past its container's content end settles with the content's end at the band")
    func targetPastContentEnd() throws {
      let script = try Script(decoding: Array(Self.text.utf8), fileName: "limitation.json")
      let run = ScriptRunner.run(script)
      let engine = run.engine
      #expect(engine.rootShift == 24)
      #expect(engine.tree["form"]?.contentOffset.y == 378)
      #expect(engine.tree["form"]?.contentInset.bottom == 322)
      // The content's end (300 − 24 + 600 − 378) sits exactly at the band's bottom (498)...
      let form = try #require(engine.tree.windowFrame(of: "form"))
      #expect(form.minY + 600 - 378 == 498)
      // ...and the 24 points of the field past it stay below: the field cannot be revealed.
      #expect(engine.revealTarget(for: "field") == Rect(x: 20, y: 478, width: 350, height: 44))
      #expect(!engine.isRevealed("field"))
      // One reveal and one clamp, not a see-saw of passes.
      guard case .effects(let effects) = run.outcomes[1] else {
        Issue.record("the keyboard event produced no effects")
        return
      }
      let offsets = effects.filter { $0.property == .contentOffset }.map(\.reason)
      #expect(offsets == [.reveal, .clamp])
      // The state is a fixed point: adjusting again for the same field changes nothing.
      var again = engine
      #expect(again.handle(.focus("field")).isEmpty)
    }
  }
}
