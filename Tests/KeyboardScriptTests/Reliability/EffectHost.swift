import KeyboardAvoidance
import KeyboardScript

extension Reliability {
  /// A host that keeps its own screen the way a UIKit host does, to check that the effects are
  /// complete: it starts from the initial tree and never reads the engine's.
  ///
  /// It applies its own inputs itself, as UIKit would: a user's drag settles inside the valid
  /// range of the host's own current insets (`AvoidanceEngine.userDidScroll`), an app's `update`
  /// sets the view's geometry and safe area, a `resize` sets the window size (a root that filled
  /// the window fills the new one, as UIKit resizes a view controller's view), the frames, the
  /// root's safe area and the containers' automatic insets. Everything else — offsets, insets,
  /// indicator insets, the root shift, the followers' offsets — comes only from
  /// the engine's effects, applied in order, each checked against its `from` first (a host can
  /// trust `from`). `layout` changes no geometry.
  struct EffectHost {
    /// The host's screen.
    private(set) var tree: ViewTree
    /// How far the host has shifted its root up (a transform on the root view).
    private(set) var rootShift: Double = 0
    private(set) var statistics = EffectStatistics()
    /// The containers whose current `contentInset` an effect wrote (the app has not set it
    /// since): a user scroll on them is clamped with the engine's keyboard inset.
    private var insetsFromEffects: Set<ViewID> = []

    init(tree: ViewTree) {
      self.tree = tree
    }

    // MARK: The host's own inputs

    /// Applies the host's part of an event, before the engine's effects for it.
    mutating func receive(_ event: AvoidanceEvent) {
      switch event {
      case .scroll(let id, let offset):
        guard let node = tree[id], node.kind.isScrollContainer else { return }
        let y = node.clampedOffsetY(offset.y)
        statistics.userScrolls += 1
        if y != offset.y { statistics.clampedScrolls += 1 }
        if y < offset.y, insetsFromEffects.contains(id) { statistics.clampedOnKeyboardInset += 1 }
        try? tree.update(id) { $0.contentOffset = Point(x: offset.x, y: y) }
      case .update(let id, let update):
        guard tree.contains(id) else { return }
        statistics.updates += 1
        let isRoot = id == tree.root.id
        try? tree.update(id) { node in
          if let frame = update.frame { node.frame = frame }
          if let safeArea = update.safeArea, isRoot { node.safeAreaInsets = safeArea }
          // A plain view has no content size, inset, offset or automatic inset to set.
          guard node.kind.isScrollContainer else { return }
          if let safeArea = update.safeArea { node.contentInsetAdjustment = safeArea }
          if let size = update.contentSize { node.contentSize = size }
          if let inset = update.contentInset { node.contentInset = inset }
          if let offset = update.contentOffset { node.contentOffset = offset }
        }
        if update.contentInset != nil { insetsFromEffects.remove(id) }
      case .resize(let resize):
        statistics.resizes += 1
        if tree.root.frame == Rect(origin: .zero, size: tree.windowSize) {
          try? tree.update(tree.root.id) {
            $0.frame = Rect(origin: .zero, size: resize.windowSize)
          }
        }
        tree.setWindowSize(resize.windowSize)
        for (id, frame) in resize.frames {
          try? tree.update(id) { $0.frame = frame }
        }
        if let safeArea = resize.rootSafeArea {
          try? tree.update(tree.root.id) { $0.safeAreaInsets = safeArea }
        }
        for (id, safeArea) in resize.safeAreas where tree[id]?.kind.isScrollContainer == true {
          try? tree.update(id) { $0.contentInsetAdjustment = safeArea }
        }
      case .navigate:
        // The engine picks the neighbour and focuses it; focus moves no geometry by itself.
        statistics.navigations += 1
      case .focus, .blur, .caret, .keyboard, .settings, .insertCells, .removeCells,
        .resizeCell, .reload, .push, .pop, .selectTab, .select, .edit, .memoryWarning,
        .keyboardTrack:
        // The generated scripts change no cells, screens or text, and track no keyboard drag.
        break
      }
    }

    // MARK: Effects

    /// Applies one effect, or says why it cannot: an unknown view, a property the view does not
    /// have, or a `from` that is not the host's current value.
    mutating func apply(_ effect: AvoidanceEffect) -> String? {
      let id = effect.view
      guard let node = tree[id] else { return "the host has no view \(id)" }
      statistics.effects[effect.property, default: 0] += 1
      statistics.reasons[effect.reason, default: 0] += 1
      switch effect.change {
      case .contentOffset(let from, let to):
        guard node.kind.isScrollContainer else { return "\(id) is a \(node.kind), not scrolling" }
        guard node.contentOffset == from else {
          return "from is \(exact(from)), the host's contentOffset \(exact(node.contentOffset))"
        }
        try? tree.update(id) { $0.contentOffset = to }
      case .contentInset(let from, let to):
        guard node.kind.isScrollContainer else { return "\(id) is a \(node.kind), not scrolling" }
        guard node.contentInset == from else {
          return "from is \(exact(from)), the host's contentInset \(exact(node.contentInset))"
        }
        try? tree.update(id) { $0.contentInset = to }
        insetsFromEffects.insert(id)
      case .indicatorInsets(let from, let to):
        guard node.kind.isScrollContainer else { return "\(id) is a \(node.kind), not scrolling" }
        guard node.indicatorInsets == from else {
          return "from is \(exact(from)), the host's indicatorInsets \(exact(node.indicatorInsets))"
        }
        try? tree.update(id) { $0.indicatorInsets = to }
      case .layout:
        break
      case .rootShift(let from, let to):
        guard id == tree.root.id else { return "a root shift on \(id), not the root" }
        guard rootShift == from else {
          return "from is \(exact(from)), the host's root shift \(exact(rootShift))"
        }
        rootShift = to
      case .selection(let from, let to):
        guard node.kind.isField else { return "\(id) is a \(node.kind), not a field" }
        guard node.selectedRange == from else { return "from is not the host's selection" }
        try? tree.update(id) { $0.selectedRange = to }
      case .focus:
        guard node.kind.isField else { return "\(id) is a \(node.kind), not a field" }
      case .followOffset(let from, let to):
        guard node.followsKeyboard else { return "\(id) does not follow the keyboard" }
        guard node.followOffset == from else {
          return "from is \(exact(from)), the host's followOffset \(exact(node.followOffset))"
        }
        try? tree.update(id) { $0.followOffset = to }
      }
      return nil
    }

    // MARK: Comparing

    /// The first difference between the host's screen and the engine's, if any: the window, the
    /// root shift, and every view's `contentOffset`, `contentInset`, `indicatorInsets`, `frame`,
    /// `contentSize` and `followOffset`, compared exactly, then the whole view.
    func difference(from engine: AvoidanceEngine) -> String? {
      let expected = engine.tree
      guard tree.windowSize == expected.windowSize else {
        return "window \(tree.windowSize), the engine's \(expected.windowSize)"
      }
      guard rootShift == engine.rootShift else {
        return "root shift \(exact(rootShift)), the engine's \(exact(engine.rootShift))"
      }
      guard tree.count == expected.count else {
        return "\(tree.count) views, the engine has \(expected.count)"
      }
      for view in expected.views {
        guard let mine = tree[view.id] else { return "the host has no view \(view.id)" }
        func differs(_ property: String, _ host: String, _ engine: String) -> String {
          "\(view.id) \(property) \(host), the engine's \(engine)"
        }
        if mine.contentOffset != view.contentOffset {
          return differs("contentOffset", exact(mine.contentOffset), exact(view.contentOffset))
        }
        if mine.contentInset != view.contentInset {
          return differs("contentInset", exact(mine.contentInset), exact(view.contentInset))
        }
        if mine.indicatorInsets != view.indicatorInsets {
          return differs(
            "indicatorInsets", exact(mine.indicatorInsets), exact(view.indicatorInsets))
        }
        if mine.frame != view.frame {
          return differs("frame", exact(mine.frame), exact(view.frame))
        }
        if mine.contentSize != view.contentSize {
          return differs("contentSize", exact(mine.contentSize), exact(view.contentSize))
        }
        if mine.followOffset != view.followOffset {
          return differs("followOffset", exact(mine.followOffset), exact(view.followOffset))
        }
        if mine != view {
          return differs("(another property)", "\(mine)", "\(view)")
        }
      }
      return nil
    }

    /// Replays `script` through an engine and a host that applies only the effects `keeping`
    /// lets through (all of them, unless a test breaks the host on purpose); returns the first
    /// effect the host cannot apply or the first difference after an event.
    static func check(
      _ script: Script, statistics: inout EffectStatistics,
      keeping: (AvoidanceEffect) -> Bool = { _ in true }
    ) -> PropertyViolation? {
      var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      var host = EffectHost(tree: script.tree)
      defer { statistics = statistics + host.statistics }
      host.statistics.cases = 1
      for (index, scriptEvent) in script.events.enumerated() {
        guard case .engine(let event) = scriptEvent else { continue }
        host.statistics.events += 1
        host.receive(event)
        let effects = engine.handle(event)
        for (position, effect) in effects.enumerated() where keeping(effect) {
          if let problem = host.apply(effect) {
            return PropertyViolation(
              property: property, event: index,
              message: "the host cannot apply effect \(position) (\(effect)): \(problem)")
          }
        }
        if let difference = host.difference(from: engine) {
          return PropertyViolation(
            property: property, event: index,
            message: "a host that applies only the effects differs: \(difference)")
        }
      }
      return nil
    }

    /// The property's number in failure reports (1–4 are ``PropertyChecker``'s, 5 the
    /// shrinker's).
    static let property = 6
  }

  /// How often the host applied what, to show the effect-completeness check is not vacuous.
  struct EffectStatistics: Hashable {
    var cases = 0
    var events = 0
    /// Effects applied, by property.
    var effects: [AvoidanceEffect.Property: Int] = [:]
    /// Effects applied, by reason.
    var reasons: [AvoidanceEffect.Reason: Int] = [:]
    /// `navigate` events sent.
    var navigations = 0
    var userScrolls = 0
    /// User scrolls the host clamped into range.
    var clampedScrolls = 0
    /// User scrolls the host clamped to the largest offset of a container whose inset an effect
    /// wrote: the clamp relies on the effects' keyboard inset.
    var clampedOnKeyboardInset = 0
    var updates = 0
    var resizes = 0

    static func + (lhs: Self, rhs: Self) -> Self {
      Self(
        cases: lhs.cases + rhs.cases, events: lhs.events + rhs.events,
        effects: lhs.effects.merging(rhs.effects, uniquingKeysWith: +),
        reasons: lhs.reasons.merging(rhs.reasons, uniquingKeysWith: +),
        navigations: lhs.navigations + rhs.navigations,
        userScrolls: lhs.userScrolls + rhs.userScrolls,
        clampedScrolls: lhs.clampedScrolls + rhs.clampedScrolls,
        clampedOnKeyboardInset: lhs.clampedOnKeyboardInset + rhs.clampedOnKeyboardInset,
        updates: lhs.updates + rhs.updates, resizes: lhs.resizes + rhs.resizes)
    }
  }
}

/// Values with every digit, where the trace's notation rounds to hundredths.
private func exact(_ value: Double) -> String { "\(value)" }
private func exact(_ point: Point) -> String { "(\(point.x), \(point.y))" }
private func exact(_ size: Size) -> String { "\(size.width) × \(size.height)" }
private func exact(_ rect: Rect) -> String {
  "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
}
private func exact(_ insets: Insets) -> String {
  "[\(insets.top), \(insets.left), \(insets.bottom), \(insets.right)]"
}
