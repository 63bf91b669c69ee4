import KeyboardAvoidance
import KeyboardScript

extension Reliability {
  /// A property of the suite that a script broke: which one, after which event, and how.
  struct PropertyViolation: Hashable, CustomStringConvertible {
    /// The property's number in the suite: 0 (the engine's invariants) and 1–4, see
    /// ``PropertyChecker``; 6, see ``EffectHost``.
    var property: Int
    /// The index into the script's `events` after which it was seen; `nil` for the whole run.
    var event: Int?
    var message: String

    var description: String {
      "property \(property)" + (event.map { " after events[\($0)]" } ?? "") + ": \(message)"
    }
  }

  /// How often each property's precondition held over a run, to show the suite is not vacuous.
  struct PropertyStatistics: Hashable {
    var cases = 0
    var events = 0
    /// Hides (docked → not docked) at which property 1 was checked.
    var restorations = 0
    /// Containers whose offset property 1 required to be exactly the starting one.
    var exactOffsets = 0
    /// Checks of property 3 whose precondition held.
    var reveals = 0
    /// Property 3 skipped: the target is taller than the band.
    var tallTargets = 0
    /// Property 3 skipped: the root shift reached its bound.
    var boundedShifts = 0
    /// Property 3 skipped: even with every chain container at its smallest offset the target stays
    /// above the band (the root never moves down).
    var stuckUnderBars = 0
    /// Property 3 skipped: the target reaches below the end of a chain container's content, which
    /// no offset of that container can reveal; the passes of AVOIDANCE.md §5–§6 then trade the
    /// container's clamped offset against the outer containers and the root without converging.
    var beyondContent = 0
    /// Repeated keyboard notifications checked by property 4.
    var repeats = 0
    /// Checks of property 3 for a focused text view taller than the band, its caret the target.
    var caretTargets = 0
    /// Checks of property 3 for a focused text view with a caret that fits in the band, revealed
    /// whole (AVOIDANCE.md v1.1 §3).
    var wholeTextViews = 0
    /// Hides carrying a docked frame while a docked keyboard was up, which must restore (§2).
    var dockedHides = 0
    /// Checks of property 3 for a scrolling text view taller than the band with a known caret
    /// (AVOIDANCE.md v1.2 §3, stage 1): its box covers the band, has its top at the band top, or
    /// cannot be moved further.
    var boxes = 0
    /// Of ``boxes``, those whose box could not be moved further (neither covering the band nor
    /// at its top).
    var stuckBoxes = 0
    /// Checks of stage 2: the caret shorter than the text view's visible part, and inside it
    /// when the text view's own range allows.
    var followedCarets = 0

    static func + (lhs: Self, rhs: Self) -> Self {
      Self(
        cases: lhs.cases + rhs.cases, events: lhs.events + rhs.events,
        restorations: lhs.restorations + rhs.restorations,
        exactOffsets: lhs.exactOffsets + rhs.exactOffsets, reveals: lhs.reveals + rhs.reveals,
        tallTargets: lhs.tallTargets + rhs.tallTargets,
        boundedShifts: lhs.boundedShifts + rhs.boundedShifts,
        stuckUnderBars: lhs.stuckUnderBars + rhs.stuckUnderBars,
        beyondContent: lhs.beyondContent + rhs.beyondContent, repeats: lhs.repeats + rhs.repeats,
        caretTargets: lhs.caretTargets + rhs.caretTargets,
        wholeTextViews: lhs.wholeTextViews + rhs.wholeTextViews,
        dockedHides: lhs.dockedHides + rhs.dockedHides, boxes: lhs.boxes + rhs.boxes,
        stuckBoxes: lhs.stuckBoxes + rhs.stuckBoxes,
        followedCarets: lhs.followedCarets + rhs.followedCarets)
    }
  }

  /// Replays a script through the engine and checks, after every event:
  ///
  /// 1. After the keyboard hides (docked → hidden or floating), every scroll container's
  ///    `contentInset` and `indicatorInsets` and the root shift are exactly their values from
  ///    before the keyboard; its offset is exactly the starting one under `always` and under
  ///    `unlessUserScrolled` without a user scroll of it, and inside the valid range otherwise.
  ///    Containers whose own geometry the app changed during the session only need a valid offset
  ///    (and those whose `contentInset` the app set, no exact insets); under `always` a container
  ///    the user scrolled before the engine first changed it restores to where the user left it
  ///    (its snapshot is taken then, AVOIDANCE.md §7).
  /// 2. Every number is finite, no effect has equal `from` and `to` (AVOIDANCE.md §9), and every
  ///    container's offset is inside its valid range — unless the app itself put that offset out
  ///    of range (an `update` or `resize`) and neither the engine nor the user has written it
  ///    since.
  /// 3. With a docked keyboard, a focused field whose avoidance is enabled, no user scroll since
  ///    the engine last adjusted, a target no taller than the band, a root shift below its bound
  ///    `max(0, root.maxY − kTop)`, and a target that is not stuck above the band (with every chain
  ///    container at its smallest offset and no root shift, its top is not above the band's top —
  ///    the root never moves down), the target lies inside the band. Target and band are computed
  ///    here from AVOIDANCE.md §3 and compared with the engine's public ones too. A text view
  ///    taller than the band that scrolls itself, with a known caret (v1.2, two stages): its box
  ///    (its frame or its cell) covers the band, or has its top at the band top (or lies in the
  ///    band, for a cell shorter than the band), or nothing could
  ///    move it further (every chain container at the end of its range, or at its clip, in the
  ///    direction the box would have to go, and the root shift at its bound); and its caret lies
  ///    in the text view's visible part whenever it is shorter than that part and the text
  ///    view's own range allows the move.
  /// 4. Replaying the script twice gives identical effects, and repeating a keyboard notification
  ///    with the same frame (same or other name and animation) gives none.
  struct PropertyChecker {
    let script: Script
    private(set) var statistics = PropertyStatistics()

    private var engine: AvoidanceEngine
    private let containers: [ViewID]
    private var keyboard: Rect?
    private var focused: ViewID?
    private var caret: Rect?
    private var scrolledSinceAdjust = false
    private var appInvalid: Set<ViewID> = []
    private var session: Session?

    /// What property 1 compares against: the containers before the keyboard came, and what
    /// happened to them while it was up.
    private struct Session {
      var start: [ViewID: ViewNode]
      var startRootShift: Double
      var userScrolls: [ViewID: [Point]] = [:]
      var appGeometry: Set<ViewID> = []
      var appInsets: Set<ViewID> = []
    }

    init(script: Script) {
      self.script = script
      engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
      containers = script.tree.views.filter { $0.kind.isScrollContainer }.map(\.id)
    }

    /// Runs the script and returns the first violation, if any.
    mutating func check() -> PropertyViolation? {
      statistics.cases += 1
      var trace: [[AvoidanceEffect]] = []
      for (index, scriptEvent) in script.events.enumerated() {
        guard case .engine(let event) = scriptEvent else { continue }
        statistics.events += 1
        let wasDocked = isDocked
        noteAppChanges(event)
        let effects = engine.handle(event)
        trace.append(effects)
        follow(event, wasDocked: wasDocked, effects: effects)
        // The engine's own invariants (its storage, slots and snapshots) after every event.
        if let problem = engine._checkInvariants().first {
          return PropertyViolation(property: 0, event: index, message: "invariant: \(problem)")
        }
        let violation =
          checkValidity(effects, at: index) ?? checkRepeat(event, at: index)
          ?? checkRestoration(wasDocked: wasDocked, at: index) ?? checkReveal(at: index)
        if let violation { return violation }
      }
      return checkDeterminism(trace)
    }

    // MARK: Following the events

    private var isDocked: Bool {
      guard let keyboard, keyboard.width > 0, keyboard.height > 0 else { return false }
      let window = engine.tree.windowSize
      return keyboard.minY < window.height && keyboard.maxY >= window.height - 0.5
        && keyboard.minX <= 0.5 && keyboard.maxX >= window.width - 0.5
    }

    /// Before an event: starts a session when the keyboard is about to dock, and records which
    /// containers the app changes and whether it leaves their offsets out of range.
    private mutating func noteAppChanges(_ event: AvoidanceEvent) {
      if !isDocked {
        var start: [ViewID: ViewNode] = [:]
        for id in containers { start[id] = engine.tree[id] }
        session = Session(start: start, startRootShift: engine.rootShift)
      }
      var touched: [(ViewID, ViewNode)] = []
      switch event {
      case .update(let id, let update):
        guard var node = engine.tree[id] else { return }
        if let frame = update.frame { node.frame = frame }
        if node.kind.isScrollContainer {
          if let size = update.contentSize { node.contentSize = size }
          if let inset = update.contentInset {
            node.contentInset = inset
            session?.appInsets.insert(id)
          }
          if let offset = update.contentOffset { node.contentOffset = offset }
          // A recomputed automatic inset is the platform's change, like the app's inset.
          if let safeArea = update.safeArea { node.contentInsetAdjustment = safeArea }
        }
        touched.append((id, node))
      case .resize(let resize):
        for id in Set(resize.frames.keys).union(resize.safeAreas.keys).sorted() {
          guard var node = engine.tree[id] else { continue }
          if let frame = resize.frames[id] { node.frame = frame }
          if let safeArea = resize.safeAreas[id], node.kind.isScrollContainer {
            node.contentInsetAdjustment = safeArea
          }
          touched.append((id, node))
        }
      default:
        return
      }
      for (id, node) in touched where node.kind.isScrollContainer {
        session?.appGeometry.insert(id)
        if isValid(node) { appInvalid.remove(id) } else { appInvalid.insert(id) }
      }
    }

    /// After an event: the keyboard, focus and caret as the script leaves them, user scrolls, and
    /// the containers whose offsets the engine wrote.
    private mutating func follow(
      _ event: AvoidanceEvent, wasDocked: Bool, effects: [AvoidanceEffect]
    ) {
      switch event {
      case .focus(let id, let caret):
        if let node = engine.tree[id], node.kind.isField {
          focused = id
          self.caret = node.kind == .textView ? caret : nil
        }
        scrolledSinceAdjust = false
      case .blur:
        focused = nil
        caret = nil
      case .caret(let rect):
        if let focused, engine.tree[focused]?.kind == .textView {
          caret = rect
          scrolledSinceAdjust = false
        }
      case .keyboard(let notification):
        // AVOIDANCE.md §2 (v1.1): a hide is hidden whatever frame it carries, and compares as the
        // hidden frame.
        let window = engine.tree.windowSize
        let isHide = notification.name == .keyboardWillHide || notification.name == .keyboardDidHide
        let frame =
          isHide ? Rect(x: 0, y: window.height, width: window.width, height: 0) : notification.frame
        if isHide && wasDocked
          && KeyboardPlacement(frame: notification.frame, in: window) == .docked
        {
          statistics.dockedHides += 1
        }
        if frame != keyboard { scrolledSinceAdjust = false }
        keyboard = frame
      case .scroll(let id, _):
        appInvalid.remove(id)
        scrolledSinceAdjust = true
        if wasDocked, let node = engine.tree[id] {
          session?.userScrolls[id, default: []].append(node.contentOffset)
        }
      case .update, .resize:
        scrolledSinceAdjust = false
      case .navigate:
        // A navigation is a focus of the neighbour the engine found.
        if let focused = engine.focusedField, focused != self.focused {
          self.focused = focused
          caret = nil
          scrolledSinceAdjust = false
        }
      case .settings, .insertCells, .removeCells, .resizeCell, .reload, .push, .pop, .selectTab,
        .select, .edit, .memoryWarning, .keyboardTrack:
        // The generated scripts change no cells, screens or text, and track no keyboard drag.
        break
      }
      for effect in effects where effect.property == .contentOffset {
        appInvalid.remove(effect.view)
      }
    }

    // MARK: Property 2

    private func isValid(_ node: ViewNode) -> Bool {
      let range = validRange(node)
      let slack = 1e-9 * (1 + abs(range.lowerBound) + abs(range.upperBound))
      return node.contentOffset.y >= range.lowerBound - slack
        && node.contentOffset.y <= range.upperBound + slack
    }

    /// AVOIDANCE.md §1: `−A.top … max(−A.top, contentSize.h + A.bottom − frame.h)`.
    private func validRange(_ node: ViewNode) -> ClosedRange<Double> {
      let top = node.contentInset.top + node.contentInsetAdjustment.top
      let bottom = node.contentInset.bottom + node.contentInsetAdjustment.bottom
      let minimum = -top
      return minimum...max(minimum, node.contentSize.height + bottom - node.frame.height)
    }

    private func checkValidity(_ effects: [AvoidanceEffect], at index: Int) -> PropertyViolation? {
      guard engine.rootShift.isFinite else {
        return PropertyViolation(property: 2, event: index, message: "root shift is not finite")
      }
      for effect in effects where isNoChange(effect.change) {
        return PropertyViolation(
          property: 2, event: index, message: "effect with equal from and to \(effect)")
      }
      for effect in effects where !isFinite(effect.change) {
        return PropertyViolation(property: 2, event: index, message: "non-finite effect \(effect)")
      }
      for id in containers {
        guard let node = engine.tree[id] else { continue }
        // The sum is finite only if every term is (no allocation on this hot path).
        let sum =
          node.contentOffset.x + node.contentOffset.y + node.contentInset.top
          + node.contentInset.bottom + node.indicatorInsets.top + node.indicatorInsets.bottom
        guard sum.isFinite else {
          return PropertyViolation(
            property: 2, event: index, message: "\(id) has a non-finite value")
        }
        guard isValid(node) || appInvalid.contains(id) else {
          return PropertyViolation(
            property: 2, event: index,
            message: "\(id) offset \(node.contentOffset.y) outside \(validRange(node))")
        }
      }
      return nil
    }

    /// AVOIDANCE.md §9: an effect whose `to` equals `from` is never emitted.
    private func isNoChange(_ change: AvoidanceEffect.Change) -> Bool {
      switch change {
      case .contentOffset(let from, let to): from == to
      case .contentInset(let from, let to), .indicatorInsets(let from, let to): from == to
      case .layout, .focus: false
      case .rootShift(let from, let to), .followOffset(let from, let to): from == to
      case .selection(let from, let to): from == to
      }
    }

    private func isFinite(_ change: AvoidanceEffect.Change) -> Bool {
      switch change {
      case .contentOffset(let from, let to):
        [from.x, from.y, to.x, to.y].allSatisfy(\.isFinite)
      case .contentInset(let from, let to), .indicatorInsets(let from, let to):
        [from.top, from.left, from.bottom, from.right, to.top, to.left, to.bottom, to.right]
          .allSatisfy(\.isFinite)
      case .layout, .focus, .selection: true
      case .rootShift(let from, let to), .followOffset(let from, let to):
        from.isFinite && to.isFinite
      }
    }

    // MARK: Property 4

    private mutating func checkRepeat(
      _ event: AvoidanceEvent, at index: Int
    ) -> PropertyViolation? {
      guard case .keyboard(let notification) = event else { return nil }
      statistics.repeats += 1
      let other = KeyboardAnimation(duration: 1, curve: 3)
      var variants = [notification]
      if notification.name == .keyboardWillHide || notification.name == .keyboardDidHide {
        // A hide compares as the hidden frame (AVOIDANCE.md v1.1 §2): another hide with any
        // frame, or a frame change to the hidden frame, repeats it.
        let window = engine.tree.windowSize
        variants.append(
          KeyboardNotification(
            .keyboardDidHide, frame: Rect(x: 0, y: 100, width: window.width, height: 9),
            animation: other))
        variants.append(
          KeyboardNotification(
            .keyboardDidChangeFrame,
            frame: Rect(x: 0, y: window.height, width: window.width, height: 0), animation: other))
      } else {
        variants.append(
          KeyboardNotification(.keyboardDidChangeFrame, frame: notification.frame, animation: other)
        )
      }
      for variant in variants {
        var copy = engine
        let effects = copy.handle(.keyboard(variant))
        guard effects.isEmpty else {
          return PropertyViolation(
            property: 4, event: index,
            message: "repeating \(variant.name.rawValue) \(variant.frame) gave \(effects)")
        }
      }
      return nil
    }

    private func checkDeterminism(_ trace: [[AvoidanceEffect]]) -> PropertyViolation? {
      // The checker's own replay is the first; the script runner's is the second.
      let replayed = ScriptRunner.run(script).outcomes.compactMap { outcome -> [AvoidanceEffect]? in
        if case .effects(let effects) = outcome { return Array(effects) }
        return nil
      }
      guard replayed == trace else {
        return PropertyViolation(
          property: 4, event: nil, message: "a second replay gave different effects")
      }
      return nil
    }

    // MARK: Property 1

    private mutating func checkRestoration(
      wasDocked: Bool, at index: Int
    ) -> PropertyViolation? {
      guard wasDocked, !isDocked, let session else { return nil }
      statistics.restorations += 1
      func violation(_ message: String) -> PropertyViolation {
        PropertyViolation(property: 1, event: index, message: message)
      }
      guard engine.rootShift == session.startRootShift else {
        return violation("root shift \(engine.rootShift), was \(session.startRootShift)")
      }
      for id in containers {
        guard let node = engine.tree[id], let start = session.start[id] else { continue }
        if !session.appInsets.contains(id) {
          guard node.contentInset == start.contentInset else {
            return violation("\(id) contentInset \(node.contentInset), was \(start.contentInset)")
          }
          guard node.indicatorInsets == start.indicatorInsets else {
            return violation(
              "\(id) indicatorInsets \(node.indicatorInsets), was \(start.indicatorInsets)")
          }
        }
        guard isValid(node) || appInvalid.contains(id) else {
          return violation("\(id) offset \(node.contentOffset.y) outside \(validRange(node))")
        }
        guard !session.appGeometry.contains(id), isValid(start) else { continue }
        let policy = node.restorePolicy ?? script.settings.restorePolicy
        let scrolls = session.userScrolls[id] ?? []
        let expected: [Point]
        switch policy {
        case .never: continue
        case .unlessUserScrolled:
          guard scrolls.isEmpty else { continue }
          expected = [start.contentOffset]
        case .always:
          expected =
            [start.contentOffset] + scrolls.map { Point(x: $0.x, y: node.clampedOffsetY($0.y)) }
        }
        statistics.exactOffsets += 1
        guard expected.contains(node.contentOffset) else {
          return violation(
            "\(id) offset \(node.contentOffset) under \(policy), expected \(expected[0])"
              + (expected.count > 1 ? " or a user scroll's \(expected.dropFirst())" : ""))
        }
      }
      return nil
    }

    // MARK: Property 3

    private mutating func checkReveal(at index: Int) -> PropertyViolation? {
      guard isDocked, !scrolledSinceAdjust, let keyboard, let focused,
        let field = engine.tree[focused], field.avoidance == .enabled
      else { return nil }
      let tree = engine.tree
      let root = tree.root
      let band = Band(
        top: root.frame.minY + root.safeAreaInsets.top,
        bottom: keyboard.minY - (field.distance ?? engine.settings.keyboardDistance))
      guard let target = revealTarget(focused, in: tree, rootShift: engine.rootShift, band: band)
      else {
        return nil
      }
      func violation(_ message: String) -> PropertyViolation {
        PropertyViolation(property: 3, event: index, message: message)
      }
      let tolerance = 1e-6
      if field.kind == .textView, caret != nil {
        if caretLeads(field, band: band) {
          statistics.caretTargets += 1
        } else {
          statistics.wholeTextViews += 1
        }
      }
      if let engineTarget = engine.revealTarget(for: focused), !isClose(engineTarget, target) {
        return violation("the engine's target \(engineTarget) is not AVOIDANCE.md §3's \(target)")
      }
      if let engineBand = engine.band(for: focused),
        abs(engineBand.top - band.top) > tolerance
          || abs(engineBand.bottom - band.bottom) > tolerance
      {
        return violation("the engine's band \(engineBand) is not AVOIDANCE.md §3's \(band)")
      }
      let bound = max(0, root.frame.maxY - keyboard.minY)
      if caretLeads(field, band: band), Self.qualifies(field) {
        return checkTwoStages(focused, field, band: band, bound: bound, at: index)
      }
      guard target.height <= band.height else {
        statistics.tallTargets += 1
        return nil
      }
      guard engine.rootShift < bound else {
        statistics.boundedShifts += 1
        return nil
      }
      let chain = chain(of: focused, in: tree)
      for id in chain {
        guard let container = tree[id], let frame = windowFrame(id, in: tree, engine.rootShift)
        else { continue }
        let contentEnd = frame.minY - container.contentOffset.y + container.contentSize.height
        if target.maxY > contentEnd + tolerance {
          statistics.beyondContent += 1
          return nil
        }
      }
      var lowest = tree
      for id in chain {
        try? lowest.update(id) { $0.contentOffset.y = $0.minOffsetY }
      }
      if let highest = revealTarget(focused, in: lowest, rootShift: 0, band: band),
        highest.minY < band.top - tolerance
      {
        statistics.stuckUnderBars += 1
        return nil
      }
      statistics.reveals += 1
      guard band.contains(target, tolerance: tolerance) else {
        return violation(
          "target \(target) of \(focused) outside band \(band.top)…\(band.bottom)"
            + " (root shift \(engine.rootShift), bound \(bound))")
      }
      return nil
    }

    /// Property 3 for a scrolling text view taller than the band with a known caret
    /// (AVOIDANCE.md v1.2 §3): stage 1 reveals its box, stage 2 its caret inside the visible part.
    private mutating func checkTwoStages(
      _ id: ViewID, _ node: ViewNode, band: Band, bound: Double, at index: Int
    ) -> PropertyViolation? {
      let tree = engine.tree
      let tolerance = 1e-6
      func violation(_ message: String) -> PropertyViolation {
        PropertyViolation(property: 3, event: index, message: message)
      }
      guard let box = boxTarget(id, in: tree, rootShift: engine.rootShift),
        let frame = windowFrame(id, in: tree, engine.rootShift)
      else { return nil }
      let chain = chain(of: id, in: tree)
      for container in chain {
        guard let node = tree[container],
          let containerFrame = windowFrame(container, in: tree, engine.rootShift)
        else { continue }
        let contentEnd = containerFrame.minY - node.contentOffset.y + node.contentSize.height
        if box.maxY > contentEnd + tolerance {
          statistics.beyondContent += 1
          return nil
        }
      }
      statistics.boxes += 1
      let covers = box.minY <= band.top + tolerance && box.maxY >= band.bottom - tolerance
      let atTop = abs(box.minY - band.top) <= tolerance
      // A cell shorter than the text view it holds can fit in the band: it is then revealed
      // inside it, as any target that fits.
      let inside = box.height <= band.height && band.contains(box, tolerance: tolerance)
      if !covers && !atTop && !inside {
        let stuck: Bool
        if box.minY > band.top {
          // It would have to go up: every container at its largest offset or at its clip (the
          // box's top at the container's visible top), and the root at its bound.
          stuck =
            engine.rootShift >= bound - tolerance
            && chain.allSatisfy { container in
              guard let node = tree[container],
                let containerFrame = windowFrame(container, in: tree, engine.rootShift)
              else { return true }
              let visibleTop = containerFrame.minY + node.adjustedContentInset.top
              return node.contentOffset.y >= node.maxOffsetY - tolerance
                || box.minY <= visibleTop + tolerance
            }
        } else {
          // It would have to come down: every container at its smallest offset, the root at 0.
          stuck =
            engine.rootShift <= tolerance
            && chain.allSatisfy { container in
              guard let node = tree[container] else { return true }
              return node.contentOffset.y <= node.minOffsetY + tolerance
            }
        }
        guard stuck else {
          return violation(
            "box \(box) of \(id) neither covers the band \(band.top)…\(band.bottom) nor has its top"
              + " there, and could move further (root shift \(engine.rootShift), bound \(bound))")
        }
        statistics.stuckBoxes += 1
      }
      guard let caret else { return nil }
      let visiblePart = Band(top: max(band.top, frame.minY), bottom: min(band.bottom, frame.maxY))
      let caretInWindow = caret.offsetBy(
        dx: frame.minX - node.contentOffset.x, dy: frame.minY - node.contentOffset.y)
      guard caret.height <= visiblePart.height else { return nil }
      let needed = node.contentOffset.y + visiblePart.move(toReveal: caretInWindow)
      guard needed >= node.minOffsetY - tolerance, needed <= node.maxOffsetY + tolerance else {
        return nil
      }
      statistics.followedCarets += 1
      guard visiblePart.contains(caretInWindow, tolerance: tolerance) else {
        return violation(
          "caret \(caretInWindow) of \(id) outside its visible part"
            + " \(visiblePart.top)…\(visiblePart.bottom)")
      }
      return nil
    }

    /// AVOIDANCE.md §3: the box a text view's ancestors reveal in stage 1: the cell of a table or
    /// collection holding it, else its frame; in window coordinates.
    private func boxTarget(_ field: ViewID, in tree: ViewTree, rootShift: Double) -> Rect? {
      var current = field
      while let parent = tree.parent(of: current) {
        if tree[parent]?.kind == .cell, let holder = tree.parent(of: parent),
          let kind = tree[holder]?.kind, kind == .table || kind == .collection
        {
          return windowFrame(parent, in: tree, rootShift)
        }
        current = parent
      }
      return windowFrame(field, in: tree, rootShift)
    }

    /// AVOIDANCE.md §5: whether a container takes part in a chain.
    private static func qualifies(_ node: ViewNode) -> Bool {
      node.kind.isScrollContainer && node.scrollEnabled && node.axis == .vertical
        && !node.ignoresScrolling
    }

    private func isClose(_ a: Rect, _ b: Rect) -> Bool {
      let slack = 1e-6 * (1 + abs(a.minY) + abs(a.height))
      return abs(a.minX - b.minX) <= slack && abs(a.minY - b.minY) <= slack
        && abs(a.width - b.width) <= slack && abs(a.height - b.height) <= slack
    }

    /// AVOIDANCE.md §3 (v1.1): whether the focused text view's caret is the target — only for a
    /// text view taller than the band.
    private func caretLeads(_ node: ViewNode, band: Band) -> Bool {
      node.kind == .textView && caret != nil && node.frame.height > band.height
    }

    /// AVOIDANCE.md §3: the caret of a focused text view taller than the band, else the cell of
    /// a table or collection holding the field, else the field; in window coordinates.
    private func revealTarget(
      _ field: ViewID, in tree: ViewTree, rootShift: Double, band: Band
    ) -> Rect? {
      guard let node = tree[field] else { return nil }
      if caretLeads(node, band: band), let caret,
        let frame = windowFrame(field, in: tree, rootShift)
      {
        return caret.offsetBy(
          dx: frame.minX - node.contentOffset.x, dy: frame.minY - node.contentOffset.y)
      }
      return boxTarget(field, in: tree, rootShift: rootShift)
    }

    /// AVOIDANCE.md §1: a child's frame is in its parent's content coordinates.
    private func windowFrame(_ id: ViewID, in tree: ViewTree, _ rootShift: Double) -> Rect? {
      guard let node = tree[id] else { return nil }
      var x = node.frame.minX
      var y = node.frame.minY
      var current = id
      while let parentID = tree.parent(of: current), let parent = tree[parentID] {
        if parent.kind.isScrollContainer {
          x -= parent.contentOffset.x
          y -= parent.contentOffset.y
        }
        x += parent.frame.minX
        y += parent.frame.minY
        current = parentID
      }
      return Rect(x: x, y: y - rootShift, width: node.frame.width, height: node.frame.height)
    }

    /// AVOIDANCE.md §5: the qualifying ancestor scroll containers, innermost first (v1.2: the
    /// focused text view is never one of them; one that follows its caret does so after them).
    private func chain(of field: ViewID, in tree: ViewTree) -> [ViewID] {
      var result: [ViewID] = []
      var current = field
      while let parent = tree.parent(of: current) {
        if let node = tree[parent], Self.qualifies(node) { result.append(parent) }
        current = parent
      }
      return result
    }
  }
}
