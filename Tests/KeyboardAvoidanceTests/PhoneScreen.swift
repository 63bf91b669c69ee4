import KeyboardAvoidance
import Testing

// The screens of AVOIDANCE.md §10 and the values every test shares, built once here.

/// The phone of AVOIDANCE.md §10: a 390×844 window, bars of 47 and 34 points, a 336-point
/// keyboard whose top is at 508, and a keyboard distance of 10 (band 47…498).
enum Phone {
  static let window = Size(width: 390, height: 844)
  static let rootID: ViewID = "root"
  static let rootFrame = Rect(x: 0, y: 0, width: 390, height: 844)
  static let safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
  static let keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
  static let hiddenKeyboardFrame = Rect(x: 0, y: 844, width: 390, height: 336)
  /// The keyboard's default animation, spelled out as the spec gives it.
  static let keyboardAnimation = KeyboardAnimation(duration: 0.25, curve: 7)
}

/// The iPad of example 9: a 1024×1366 window.
enum Pad {
  static let window = Size(width: 1024, height: 1366)
  /// A docked 400-point keyboard: top at 966.
  static let dockedKeyboardFrame = Rect(x: 0, y: 966, width: 1024, height: 400)
  /// The floating keyboard of example 9.
  static let floatingKeyboardFrame = Rect(x: 352, y: 500, width: 320, height: 250)
}

/// A screen under construction: a window, a root and the views added under it.
struct Screen {
  var tree: ViewTree

  init(
    window: Size = Phone.window, rootFrame: Rect = Phone.rootFrame,
    safeArea: Insets = Phone.safeArea
  ) {
    tree = ViewTree(
      windowSize: window,
      root: ViewNode(id: Phone.rootID, frame: rootFrame, safeAreaInsets: safeArea))
  }

  /// Adds `view` as the last child of `parent`.
  @discardableResult
  mutating func add(_ view: ViewNode, under parent: ViewID = Phone.rootID) throws -> Screen {
    try tree.insert(view, under: parent)
    return self
  }

  /// An engine for the screen.
  func engine(settings: AvoidanceSettings = AvoidanceSettings()) -> AvoidanceEngine {
    AvoidanceEngine(tree: tree, settings: settings)
  }
}

// MARK: - Views

/// A text field at `y` in its parent's content coordinates, 350×44 at x 20 unless told.
func field(
  _ id: ViewID, y: Double, x: Double = 20, width: Double = 350, height: Double = 44,
  distance: Double? = nil, avoidance: Avoidance = .enabled
) -> ViewNode {
  ViewNode(
    id: id, kind: .textField, frame: Rect(x: x, y: y, width: width, height: height),
    distance: distance, avoidance: avoidance)
}

/// The scroll view of example 4: (0,47,390,763), content 390×1400.
func form(_ id: ViewID = "form", _ configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
  var node = ViewNode(
    id: id, kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
    contentSize: Size(width: 390, height: 1400))
  configure(&node)
  return node
}

// MARK: - The screens of §10

extension Screen {
  /// Example 4: the form with fields `a` (content y 600), `b` (900) and `c` (1350).
  static func example4(
    _ configure: (inout ViewNode) -> Void = { _ in }
  ) throws -> Screen {
    var screen = Screen()
    try screen.add(form("form", configure))
    for (id, y) in [("a", 600.0), ("b", 900), ("c", 1350)] {
      try screen.add(field(ViewID(id), y: y), under: "form")
    }
    return screen
  }

  /// Example 5: a 210-point scroll view at y 600, content 400, field at content y 20.
  static func example5() throws -> Screen {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 600, width: 390, height: 210),
        contentSize: Size(width: 390, height: 400)))
    try screen.add(field("field", y: 20), under: "scroll")
    return screen
  }

  /// Example 6: `inner` at outer content (0,500,390,300), content 900, field at inner y 250.
  static func example6() throws -> Screen {
    var screen = Screen()
    try screen.add(
      ViewNode(
        id: "outer", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
        contentSize: Size(width: 390, height: 1600)))
    try screen.add(
      ViewNode(
        id: "inner", kind: .scroll, frame: Rect(x: 0, y: 500, width: 390, height: 300),
        contentSize: Size(width: 390, height: 900)), under: "outer")
    try screen.add(field("field", y: 250), under: "inner")
    return screen
  }

  /// Example 7: bars of 91, a table (0,91,390,719) of 20 cells of 60 (`cell0`…`cell19`), each
  /// holding a field (16,8,358,44) (`field0`…`field19`).
  static func example7() throws -> Screen {
    var screen = Screen(safeArea: Insets(top: 91, left: 0, bottom: 34, right: 0))
    try screen.add(
      ViewNode(
        id: "table", kind: .table, frame: Rect(x: 0, y: 91, width: 390, height: 719),
        contentSize: Size(width: 390, height: 1200)))
    for row in 0..<20 {
      try screen.add(
        ViewNode(
          id: ViewID("cell\(row)"), kind: .cell,
          frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)), under: "table")
      try screen.add(
        field(ViewID("field\(row)"), y: 8, x: 16, width: 358), under: ViewID("cell\(row)"))
    }
    return screen
  }
}

// MARK: - Events

extension AvoidanceEvent {
  /// The phone's keyboard appears (`keyboardWillShow`, top at 508).
  static let showKeyboard = AvoidanceEvent.keyboard(
    KeyboardNotification(.keyboardWillShow, frame: Phone.keyboardFrame))

  /// The phone's keyboard hides (`keyboardWillHide`, frame (0,844,390,336)).
  static let hideKeyboard = AvoidanceEvent.keyboard(
    KeyboardNotification(.keyboardWillHide, frame: Phone.hiddenKeyboardFrame))

  /// A docked phone keyboard whose top moves to `top`.
  static func moveKeyboard(
    top: Double, name: KeyboardNotification.Name = .keyboardWillChangeFrame,
    animation: KeyboardAnimation = .default
  ) -> AvoidanceEvent {
    .keyboard(
      KeyboardNotification(
        name, frame: Rect(x: 0, y: top, width: 390, height: 844 - top), animation: animation))
  }

  /// A keyboard notification with any frame.
  static func keyboardEvent(
    _ name: KeyboardNotification.Name, frame: Rect, animation: KeyboardAnimation = .default
  ) -> AvoidanceEvent {
    .keyboard(KeyboardNotification(name, frame: frame, animation: animation))
  }
}

// MARK: - Expected effects

extension AvoidanceEffect.Animation {
  /// The phone keyboard's animation, 0.25 s with curve 7.
  static let phoneKeyboard = AvoidanceEffect.Animation.keyboard(Phone.keyboardAnimation)
}

extension AvoidanceEffect {
  /// A vertical content-offset change (x stays 0).
  static func offset(
    _ view: ViewID, _ from: Double, _ to: Double, _ reason: Reason,
    _ animation: Animation = .phoneKeyboard
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: view, change: .contentOffset(from: Point(x: 0, y: from), to: Point(x: 0, y: to)),
      reason: reason, animation: animation)
  }

  /// A content-inset change of the bottom edge; the other edges are `base`'s.
  static func inset(
    _ view: ViewID, _ from: Double, _ to: Double, _ reason: Reason, base: Insets = .zero,
    _ animation: Animation = .phoneKeyboard
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: view, change: .contentInset(from: base.withBottom(from), to: base.withBottom(to)),
      reason: reason, animation: animation)
  }

  /// An indicator-inset change of the bottom edge; the other edges are `base`'s.
  static func indicator(
    _ view: ViewID, _ from: Double, _ to: Double, _ reason: Reason, base: Insets = .zero,
    _ animation: Animation = .phoneKeyboard
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: view,
      change: .indicatorInsets(from: base.withBottom(from), to: base.withBottom(to)),
      reason: reason, animation: animation)
  }

  /// A layout pass, never animated.
  static func layout(_ view: ViewID, _ reason: Reason) -> AvoidanceEffect {
    AvoidanceEffect(view: view, change: .layout, reason: reason, animation: .none)
  }

  /// A root shift change.
  static func rootShift(
    _ from: Double, _ to: Double, _ reason: Reason, _ animation: Animation = .phoneKeyboard
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: Phone.rootID, change: .rootShift(from: from, to: to), reason: reason,
      animation: animation)
  }

  /// A follower's offset change (v1.3): how far above its resting place it is drawn.
  static func follow(
    _ view: ViewID, _ from: Double, _ to: Double, _ reason: Reason,
    _ animation: Animation = .phoneKeyboard
  ) -> AvoidanceEffect {
    AvoidanceEffect(
      view: view, change: .followOffset(from: from, to: to), reason: reason, animation: animation)
  }

  /// The keyboard-inset triple of rule 6: content inset, layout, indicator.
  static func keyboardInsets(
    _ view: ViewID, content: (Double, Double), indicator: (Double, Double),
    _ animation: Animation = .phoneKeyboard
  ) -> [AvoidanceEffect] {
    [
      .inset(view, content.0, content.1, .keyboardInset, animation),
      .layout(view, .keyboardInset),
      .indicator(view, indicator.0, indicator.1, .keyboardInset, animation),
    ]
  }
}

// MARK: - Reading the tree

extension AvoidanceEngine {
  /// A container's vertical content offset (NaN for an unknown view, so comparisons fail).
  func offset(_ id: ViewID) -> Double { tree[id]?.contentOffset.y ?? .nan }
  /// A container's bottom content inset (NaN for an unknown view).
  func insetBottom(_ id: ViewID) -> Double { tree[id]?.contentInset.bottom ?? .nan }
  /// A container's bottom indicator inset (NaN for an unknown view).
  func indicatorBottom(_ id: ViewID) -> Double { tree[id]?.indicatorInsets.bottom ?? .nan }
}

// MARK: - Comparing effects

/// Expects `actual` to equal `expected`, element by element with `==`. The parameter types keep
/// long effect literals cheap to type-check.
func expectEffects(
  _ actual: [AvoidanceEffect], _ expected: [AvoidanceEffect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
}
