import KeyboardAvoidance
import Testing

// AVOIDANCE.md §7: how a container's offset is restored when the keyboard hides.
//
// Example 4's form rests at 0; showing the keyboard for field `a` scrolls it to 193 with a
// bottom inset of 312 (valid offsets 0…949). A user scroll goes to 700. After the hide the
// inset is 0 again and the valid offsets are 0…1400 − 763 = 637, so a kept 700 is clamped to 637.

struct RestoreCase: Sendable, CustomTestStringConvertible {
  var settingsPolicy: RestorePolicy
  var viewPolicy: RestorePolicy?
  var userScrolled: Bool
  var expectedOffset: Double

  var testDescription: String {
    let policy =
      viewPolicy.map { "view \($0) over settings \(settingsPolicy)" }
      ?? "settings \(settingsPolicy)"
    return "\(policy), \(userScrolled ? "user scrolled" : "not scrolled") → \(expectedOffset)"
  }
}

@Suite("Restore policies")
struct RestorePolicyTests {
  static let scrolledOffset = 700.0

  static let settingsCases: [RestoreCase] = [
    RestoreCase(settingsPolicy: .always, userScrolled: false, expectedOffset: 0),
    RestoreCase(settingsPolicy: .always, userScrolled: true, expectedOffset: 0),
    RestoreCase(settingsPolicy: .never, userScrolled: false, expectedOffset: 193),
    RestoreCase(settingsPolicy: .never, userScrolled: true, expectedOffset: 637),
    RestoreCase(settingsPolicy: .unlessUserScrolled, userScrolled: false, expectedOffset: 0),
    RestoreCase(settingsPolicy: .unlessUserScrolled, userScrolled: true, expectedOffset: 637),
  ]

  /// The same expectations with the policy on the view, the settings saying the opposite.
  static let viewCases: [RestoreCase] = settingsCases.map { row in
    var row = row
    row.viewPolicy = row.settingsPolicy
    row.settingsPolicy = row.settingsPolicy == .always ? .never : .always
    return row
  }

  @Test(arguments: settingsCases + viewCases)
  func offsetAfterHide(_ row: RestoreCase) throws {
    var engine = try Screen.example4 { $0.restorePolicy = row.viewPolicy }
      .engine(settings: AvoidanceSettings(restorePolicy: row.settingsPolicy))
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("form") == 193)
    if row.userScrolled {
      let scroll = AvoidanceEvent.scroll("form", offset: Point(x: 0, y: Self.scrolledOffset))
      #expect(engine.handle(scroll).isEmpty)
      #expect(engine.offset("form") == Self.scrolledOffset)
    }
    let current = engine.offset("form")

    let hide = engine.handle(.hideKeyboard)
    #expect(engine.offset("form") == row.expectedOffset)
    #expect(engine.insetBottom("form") == 0)
    #expect(engine.indicatorBottom("form") == 0)
    let offsetEffects = hide.filter { $0.property == .contentOffset }
    if current == row.expectedOffset {
      #expect(offsetEffects.isEmpty)
    } else {
      let expected = AvoidanceEffect.Change.contentOffset(
        from: Point(x: 0, y: current), to: Point(x: 0, y: row.expectedOffset))
      #expect(offsetEffects.map(\.change) == [expected])
    }
    // Insets first, the offset last (§7).
    #expect(hide.first?.property == .contentInset)
    #expect(hide.last?.property == (offsetEffects.isEmpty ? .indicatorInsets : .contentOffset))
  }

  @Test("The default policy is unlessUserScrolled")
  func defaultPolicy() {
    #expect(AvoidanceSettings().restorePolicy == .unlessUserScrolled)
    #expect(AvoidanceSettings().keyboardDistance == 10)
  }

  @Test("A scroll before the keyboard is up does not count as a user scroll")
  func scrollBeforeKeyboard() throws {
    var engine = try Screen.example4().engine()
    #expect(engine.handle(.scroll("form", offset: Point(x: 0, y: 50))).isEmpty)
    #expect(engine.offset("form") == 50)
    _ = engine.handle(.focus("a"))
    // a spans 597…641: move 143 from 50.
    #expect(engine.handle(.showKeyboard).first == .offset("form", 50, 193, .reveal))
    _ = engine.handle(.hideKeyboard)
    #expect(engine.offset("form") == 50)
  }

  @Test("The user-scrolled mark ends with the keyboard session")
  func userScrolledResetsAfterHide() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.scroll("form", offset: Point(x: 0, y: 300)))
    _ = engine.handle(.hideKeyboard)
    #expect(engine.offset("form") == 300)

    // a spans 347…391 at offset 300: visible. Scroll the field out of view first.
    _ = engine.handle(.scroll("form", offset: Point(x: 0, y: 0)))
    _ = engine.handle(.showKeyboard)
    #expect(engine.offset("form") == 193)
    _ = engine.handle(.hideKeyboard)
    #expect(engine.offset("form") == 0)
  }
}
