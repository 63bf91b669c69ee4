import KeyboardAvoidance
import Testing

// AVOIDANCE.md §7: snapshots are taken once per keyboard session and restore exactly what the
// engine changed.

@Suite("ScrollViewConfiguration: snapshots and restoration")
struct ScrollViewConfigurationTests {
  /// Example 4's form, resting at a non-integer offset with app insets of its own.
  static let startingOffset = Point(x: 0, y: 12.345)
  static let startingInset = Insets(top: 3.25, left: 1, bottom: 7.5, right: 2)
  static let startingIndicator = Insets(top: 0.5, left: 0, bottom: 4.125, right: 0)

  func restingEngine() throws -> AvoidanceEngine {
    try Screen.example4 {
      $0.contentOffset = Self.startingOffset
      $0.contentInset = Self.startingInset
      $0.indicatorInsets = Self.startingIndicator
    }.engine()
  }

  @Test("The snapshot survives focus switches and keyboard height changes; restore is exact")
  func snapshotKeptAcrossSession() throws {
    var engine = try restingEngine()
    let resting = try #require(engine.tree["form"])
    let snapshot = ScrollViewConfiguration(resting, canRestoreContentOffset: true)

    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    #expect(engine.configurations == [snapshot])
    #expect(engine.offset("form") != Self.startingOffset.y)
    #expect(engine.insetBottom("form") == 312)

    for event in [
      AvoidanceEvent.focus("c"), .moveKeyboard(top: 464), .focus("b"), .moveKeyboard(top: 600),
      .focus("a"), .showKeyboard,
    ] {
      _ = engine.handle(event)
      #expect(engine.configurations == [snapshot], "after \(event)")
    }
    #expect(engine.tree["form"] != resting)

    _ = engine.handle(.hideKeyboard)
    #expect(engine.tree["form"] == resting)
    #expect(engine.tree["form"]?.contentOffset == Point(x: 0, y: 12.345))
    #expect(engine.tree["form"]?.contentInset == Self.startingInset)
    #expect(engine.tree["form"]?.indicatorInsets == Self.startingIndicator)
    #expect(engine.configurations.isEmpty)
  }

  @Test(
    "A restore returns the starting offset bit for bit",
    arguments: [0.0, 12.345, -3.25, 0.1 + 0.2])
  func restoreIsBitExact(startingY: Double) throws {
    var engine = try Screen.example4 {
      $0.contentOffset = Point(x: 0, y: startingY)
      $0.contentInset = Self.startingInset
      $0.indicatorInsets = Self.startingIndicator
    }.engine()
    let resting = try #require(engine.tree["form"])
    _ = engine.handle(.focus("c"))
    _ = engine.handle(.showKeyboard)
    _ = engine.handle(.moveKeyboard(top: 464))
    _ = engine.handle(.focus("a"))
    #expect(engine.offset("form") != startingY)
    _ = engine.handle(.hideKeyboard)
    let restored = try #require(engine.tree["form"])
    #expect(restored.contentOffset.y.bitPattern == startingY.bitPattern)
    #expect(restored.contentOffset.x.bitPattern == resting.contentOffset.x.bitPattern)
    #expect(restored.contentInset.bottom.bitPattern == Self.startingInset.bottom.bitPattern)
    #expect(
      restored.indicatorInsets.bottom.bitPattern == Self.startingIndicator.bottom.bitPattern)
    #expect(restored == resting)
  }

  @Test("Keyboard insets never drop below the app's own bottom insets")
  func keyboardInsetsRespectStartingInsets() throws {
    var engine = try restingEngine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    // 810 − 498 = 312 > 7.5 and 810 − 508 = 302 > 4.125; other edges untouched.
    #expect(engine.tree["form"]?.contentInset == Self.startingInset.withBottom(312))
    #expect(engine.tree["form"]?.indicatorInsets == Self.startingIndicator.withBottom(302))
  }

  @Test("A restore writes only the bottom edge: a top inset the app set meanwhile survives")
  func restoreTouchesOnlyBottomEdge() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    let appInset = Insets(top: 20, left: 0, bottom: 312, right: 0)
    // The field still spans 454…498: nothing to do.
    #expect(engine.handle(.update("form", ViewUpdate(contentInset: appInset))).isEmpty)

    let hide = engine.handle(.hideKeyboard)
    expectEffects(
      hide,
      [
        .inset("form", 312, 0, .restore, base: Insets(top: 20, left: 0, bottom: 0, right: 0)),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore),
        .offset("form", 193, 0, .restore),
      ])
    #expect(engine.tree["form"]?.contentInset == Insets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(engine.offset("form") == 0)
  }

  @Test("hasChanged and restore agree: false for an untouched container")
  func unchangedContainer() throws {
    var tree = try Screen.example4().tree
    let node = try #require(tree["form"])
    let configuration = ScrollViewConfiguration(node, canRestoreContentOffset: true)
    #expect(!configuration.hasChanged(in: tree))
    var effects: [AvoidanceEffect] = []
    #expect(!configuration.restore(for: "a", in: &tree, animation: .default, effects: &effects))
    #expect(effects.isEmpty)
    #expect(tree["form"] == node)
  }

  @Test("hasChanged and restore agree: true for a changed inset, and the restore is exact")
  func changedContainer() throws {
    var tree = try Screen.example4().tree
    let node = try #require(tree["form"])
    let configuration = ScrollViewConfiguration(node, canRestoreContentOffset: true)
    try tree.update("form") {
      $0.contentInset.bottom = 312
      $0.indicatorInsets.bottom = 302
      $0.contentOffset.y = 193
    }
    #expect(configuration.hasChanged(in: tree))
    var effects: [AvoidanceEffect] = []
    let animation = KeyboardAnimation(duration: 0.5, curve: 3)
    let changed = configuration.restore(
      for: "a", in: &tree, animation: animation, effects: &effects)
    #expect(changed)
    expectEffects(
      effects,
      [
        .inset("form", 312, 0, .restore, .keyboard(animation)),
        .layout("form", .restore),
        .indicator("form", 302, 0, .restore, .keyboard(animation)),
        .offset("form", 193, 0, .restore, .keyboard(animation)),
      ])
    #expect(tree["form"] == node)
    #expect(!configuration.hasChanged(in: tree))
  }

  @Test("An offset that may not be restored does not count as a change")
  func offsetWithoutRestoration() throws {
    var tree = try Screen.example4().tree
    let node = try #require(tree["form"])
    try tree.update("form") { $0.contentOffset.y = 300 }

    let keeping = ScrollViewConfiguration(node, canRestoreContentOffset: false)
    #expect(!keeping.hasChanged(in: tree))
    var effects: [AvoidanceEffect] = []
    #expect(!keeping.restore(for: nil, in: &tree, animation: .default, effects: &effects))
    #expect(effects.isEmpty)
    #expect(tree["form"]?.contentOffset.y == 300)

    let restoring = ScrollViewConfiguration(node, canRestoreContentOffset: true)
    #expect(restoring.hasChanged(in: tree))
    #expect(restoring.restore(for: nil, in: &tree, animation: .default, effects: &effects))
    #expect(effects == [.offset("form", 300, 0, .restore)])
  }

  @Test("A container no longer in the tree has not changed and restores nothing")
  func removedContainer() throws {
    var tree = try Screen.example4().tree
    let node = try #require(tree["form"])
    try tree.update("form") { $0.contentInset.bottom = 312 }
    let configuration = ScrollViewConfiguration(node, canRestoreContentOffset: true)
    #expect(configuration.hasChanged(in: tree))
    try tree.remove("form")
    #expect(!configuration.hasChanged(in: tree))
    var effects: [AvoidanceEffect] = []
    let before = tree
    #expect(!configuration.restore(for: "a", in: &tree, animation: .default, effects: &effects))
    #expect(effects.isEmpty)
    #expect(tree == before)
  }

  @Test("A snapshot records the container's values and policy")
  func snapshotValues() throws {
    let engine = try restingEngine()
    let node = try #require(engine.tree["form"])
    let configuration = ScrollViewConfiguration(node, canRestoreContentOffset: false)
    #expect(configuration.view == "form")
    #expect(configuration.startingContentOffset == Point(x: 0, y: 12.345))
    #expect(configuration.startingContentInset == Self.startingInset)
    #expect(configuration.startingScrollIndicatorInsets == Self.startingIndicator)
    #expect(!configuration.canRestoreContentOffset)
  }

  @Test(
    "A repeated keyboard notification with the same frame does nothing",
    arguments: [
      KeyboardNotification.Name.keyboardWillShow, .keyboardDidShow, .keyboardWillChangeFrame,
      .keyboardDidChangeFrame,
    ])
  func duplicateKeyboardEvent(name: KeyboardNotification.Name) throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    #expect(!engine.handle(.showKeyboard).isEmpty)
    let adjusted = engine
    #expect(engine.handle(.keyboardEvent(name, frame: Phone.keyboardFrame)).isEmpty)
    #expect(engine == adjusted)
  }

  @Test("A repeated hide does nothing")
  func duplicateHide() throws {
    var engine = try Screen.example4().engine()
    _ = engine.handle(.focus("a"))
    _ = engine.handle(.showKeyboard)
    #expect(!engine.handle(.hideKeyboard).isEmpty)
    let restored = engine
    let didHide = AvoidanceEvent.keyboardEvent(
      .keyboardDidHide, frame: Phone.hiddenKeyboardFrame)
    #expect(engine.handle(didHide).isEmpty)
    #expect(engine == restored)
  }
}
