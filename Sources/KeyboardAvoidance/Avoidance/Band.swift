/// The vertical stretch of the window, in window coordinates, in which a reveal target must end
/// up: below the bars and above the keyboard plus the field's distance.
///
/// The top is `root.frame.y + root.safeAreaInsets.top` (bars do not move with the root); the bottom
/// is `keyboard.minY − distance`. The safe area and a tab bar lie under the keyboard and are not
/// counted again.
public struct Band: Hashable, Sendable, Codable {
  /// The band's top edge.
  public var top: Double
  /// The band's bottom edge.
  public var bottom: Double

  /// Creates a band.
  public init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }

  /// The band for a keyboard whose top is at `keyboardTop`: from below the root's bars, which do
  /// not move with the root, to `distance` above the keyboard.
  init(root: ViewNode, keyboardTop: Double, distance: Double) {
    self.init(top: Self.top(below: root), bottom: keyboardTop - distance)
  }

  /// The band without a docked keyboard: the root's safe area, from below the bars to above the
  /// home indicator, with no keyboard distance.
  init(safeAreaOf root: ViewNode) {
    self.init(top: Self.top(below: root), bottom: root.frame.maxY - root.safeAreaInsets.bottom)
  }

  /// The band's top edge for a root: its frame's top plus its safe area's (the bars').
  static func top(below root: ViewNode) -> Double { root.frame.minY + root.safeAreaInsets.top }

  /// The band's height; negative when the keyboard reaches above the bars.
  public var height: Double { bottom - top }

  /// Whether `rect` lies inside the band, allowing `tolerance` points on each edge.
  public func contains(_ rect: Rect, tolerance: Double = 0) -> Bool {
    rect.minY >= top - tolerance && rect.maxY <= bottom + tolerance
  }

  /// How far the content must move up (positive) or down (negative) to reveal `target`
  /// (<doc:HowAvoidanceDecides>, "How far to move"): align the top of a target taller than the
  /// band, lift one below the band just above it, bring one above the band just below the top, and
  /// leave a visible one alone.
  ///
  /// ```swift
  /// let band = Band(top: 47, bottom: 498)
  /// band.move(toReveal: Rect(x: 20, y: 700, width: 350, height: 44))  // 246
  /// band.move(toReveal: Rect(x: 20, y: 300, width: 350, height: 44))  // 0
  /// ```
  public func move(toReveal target: Rect) -> Double {
    revealing(target).move
  }

  /// The move that puts a target that must move where `alignment` says: its middle at the
  /// band's middle, or its top at the band's top; the minimal move for
  /// ``RevealAlignment/minimal``.
  func alignedMove(revealing target: Rect, _ alignment: RevealAlignment) -> Double {
    switch alignment {
    case .minimal: revealing(target).move
    case .center: target.midY - (top + bottom) / 2
    case .top: target.minY - top
    }
  }

  /// The move that reveals `target` and the case of the rule that chose it: the one place the
  /// rule's four cases are written.
  func revealing(_ target: Rect) -> (move: Double, rule: AvoidanceDerivation.MoveRule) {
    if target.height > height { return (target.minY - top, .alignTop) }
    if target.maxY > bottom { return (target.maxY - bottom, .liftAboveKeyboard) }
    if target.minY < top { return (target.minY - top, .bringBelowBars) }
    return (0, .alreadyVisible)
  }
}
