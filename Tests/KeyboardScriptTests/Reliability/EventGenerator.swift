import KeyboardAvoidance
import KeyboardScript

extension Reliability {
  /// Generates random event sequences for a screen: focus walks, keyboard shows, height changes,
  /// interactive-dismissal frame series, floating keyboards, user scrolls, layout updates,
  /// rotations, carets, blurs, repeated notifications and hides.
  ///
  /// With ``navigates`` on (AVOIDANCE.md v1.3), it also sends `navigate` events and settings
  /// that change the alignment and the navigation order. With ``drags`` on (v1.4), it also drags
  /// the keyboard: runs of `keyboardTrack` events, the user's scrolls among them, ended by the
  /// same keyboard again, a taller one or a hide (and tracks with no keyboard docked).
  ///
  /// The generator follows the keyboard and the window as its own events change them, so that
  /// shows, changes and hides come in plausible orders, but it does not run the engine.
  struct EventGenerator {
    var random: PropertyRandom
    /// Whether `navigate` and `settings` events are sent.
    let navigates: Bool
    /// Whether the keyboard is dragged (`keyboardTrack` events).
    let drags: Bool
    private let tree: ViewTree
    private let fields: [ViewNode]
    private let containers: [ViewNode]
    private let views: [ViewNode]
    private var window: Size
    private var keyboard: Rect?
    private var focused: ViewNode?
    private var lastKeyboard: KeyboardNotification?
    private(set) var events: [ScriptEvent] = []

    init(random: PropertyRandom, tree: ViewTree, navigates: Bool = false, drags: Bool = false) {
      self.random = random
      self.navigates = navigates
      self.drags = drags
      self.tree = tree
      let views = tree.views
      self.views = Array(views.dropFirst())
      fields = views.filter { $0.kind.isField }
      containers = views.filter { $0.kind.isScrollContainer }
      window = tree.windowSize
    }

    /// Generates 5–40 events (a dismissal series counts as several).
    mutating func generate() -> [ScriptEvent] {
      let count = random.int(5...40)
      while events.count < count {
        step()
      }
      return events
    }

    private var isDocked: Bool {
      guard let keyboard else { return false }
      return KeyboardPlacement(frame: keyboard, in: window) == .docked
    }

    private enum Step {
      case focus, show, change, dismiss, float, scroll, update, resize, hide, blur, caret, repeated
      case navigate, settings, drag
    }

    private mutating func step() {
      var steps: [(weight: Int, value: Step)] = [
        (20, .focus), (isDocked ? 4 : 16, .show), (isDocked ? 8 : 1, .change),
        (isDocked ? 5 : 0, .dismiss), (3, .float), (10, .scroll), (8, .update), (2, .resize),
        (isDocked ? 10 : 2, .hide), (3, .blur), (6, .caret), (3, .repeated),
      ]
      if navigates { steps += [(8, .navigate), (2, .settings)] }
      if drags { steps.append((isDocked ? 12 : 1, .drag)) }
      let step = random.weighted(steps)
      switch step {
      case .focus: focus()
      case .show: show(name: .keyboardWillShow)
      case .change:
        show(name: random.chance(0.5) ? .keyboardWillChangeFrame : .keyboardDidChangeFrame)
      case .dismiss: dismissInteractively()
      case .drag: drag()
      case .float: float()
      case .scroll: scroll()
      case .update: update()
      case .resize: resize()
      case .hide: hide()
      case .blur:
        focused = nil
        append(.blur, "blur")
      case .caret: caret()
      case .repeated:
        if let lastKeyboard { keyboardEvent(lastKeyboard) } else { show(name: .keyboardWillShow) }
      case .navigate:
        // The engine picks the neighbour: the generator no longer knows which field is focused.
        focused = nil
        append(.navigate(random.pick(FieldNavigation.Direction.allCases)), "navigate")
      case .settings:
        append(
          .settings(
            AvoidanceSettings(
              keyboardDistance: random.pick([0, 10, 20]),
              restorePolicy: random.pick(RestorePolicy.allCases),
              alignment: random.pick(RevealAlignment.allCases),
              navigationOrder: random.pick(FieldNavigation.Order.allCases))),
          "settings")
      }
    }

    // MARK: Focus

    private mutating func focus() {
      guard !fields.isEmpty else { return show(name: .keyboardWillShow) }
      let field = random.pick(fields)
      focused = field
      let caret = field.kind == .textView && random.chance(0.6) ? caretRect(in: field) : nil
      append(.focus(field.id, caret: caret), "focus")
    }

    private mutating func caret() {
      guard let focused, focused.kind == .textView else { return focus() }
      append(.caret(caretRect(in: focused)), "caret")
    }

    private mutating func caretRect(in textView: ViewNode) -> Rect {
      let height = random.points(14...28)
      let y = random.points(0...max(0, textView.contentSize.height - height + 40))
      return Rect(x: random.points(0...40), y: y, width: 2, height: height)
    }

    // MARK: Keyboard

    private mutating func dockedFrame() -> Rect {
      let height = random.weighted([
        (6, random.pick([216, 260, 291, 301, 336, 346, 398])), (1, 55),
        (2, random.points(40...max(40, window.height * 0.8))),
      ])
      var frame = Rect(x: 0, y: window.height - height, width: window.width, height: height)
      if random.chance(0.1) {
        // Within the half-point tolerance of AVOIDANCE.md §2.
        frame = Rect(
          x: random.pick([0.5, 0.25]), y: frame.minY, width: window.width, height: height - 0.4)
      }
      return frame
    }

    private mutating func show(name: KeyboardNotification.Name) {
      let frame = dockedFrame()
      keyboardEvent(KeyboardNotification(name, frame: frame, animation: animation()))
      if random.chance(0.4) {
        keyboardEvent(KeyboardNotification(.keyboardDidShow, frame: frame, animation: animation()))
      }
    }

    private mutating func animation() -> KeyboardAnimation {
      random.chance(0.8)
        ? .default
        : KeyboardAnimation(
          duration: random.pick([0, 0.35, 0.5]), curve: .init(rawValue: random.int(0...7)))
    }

    /// A finger drags the keyboard down in a few frames, then lets go: hidden, or back up.
    private mutating func dismissInteractively() {
      guard let start = keyboard else { return hide() }
      let steps = random.int(2...6)
      for step in 1...steps {
        let y = start.minY + (window.height - start.minY) * Double(step) / Double(steps + 1)
        let frame = Rect(x: 0, y: y.rounded(), width: window.width, height: start.height)
        keyboardEvent(KeyboardNotification(.keyboardWillChangeFrame, frame: frame))
      }
      if random.chance(0.3) {
        keyboardEvent(KeyboardNotification(.keyboardWillChangeFrame, frame: start))
      } else {
        let hidden = Rect(x: 0, y: window.height, width: window.width, height: start.height)
        keyboardEvent(KeyboardNotification(.keyboardWillHide, frame: hidden))
        if random.chance(0.5) {
          keyboardEvent(KeyboardNotification(.keyboardDidHide, frame: hidden))
        }
      }
    }

    /// A finger drags the keyboard (AVOIDANCE.md v1.4 §2b): 1–8 tracked tops, some above the
    /// keyboard or below the window, a user scroll among them now and then; then the keyboard
    /// comes back (the same frame), changes, hides, or the drag goes on into the next step.
    private mutating func drag() {
      let top = keyboard?.minY ?? window.height
      for _ in 0..<random.int(1...8) {
        let y = random.weighted([
          (8, random.points(top...max(top, window.height))), (1, top - random.points(1...80)),
          (1, window.height + random.points(1...40)),
          (1, random.pick([top, window.height])),
        ])
        append(.keyboardTrack(top: y), "keyboardTrack")
        if random.chance(0.2) { scroll() }
      }
      guard let start = keyboard, isDocked else { return }
      switch random.int(0...3) {
      case 0: keyboardEvent(KeyboardNotification(.keyboardWillShow, frame: start))
      case 1: show(name: .keyboardWillChangeFrame)
      case 2: hide()
      default: break
      }
    }

    private mutating func float() {
      let frame: Rect
      if random.chance(0.7) {
        let width = random.points(250...max(250, window.width * 0.6))
        frame = Rect(
          x: random.points(20...max(20, window.width / 3)),
          y: random.points(window.height * 0.3...window.height * 0.6), width: width,
          height: random.points(180...300))
      } else {
        // Full width but lifted off the bottom: an undocked keyboard.
        frame = Rect(x: 0, y: window.height * 0.4, width: window.width, height: 300)
      }
      keyboardEvent(KeyboardNotification(.keyboardWillChangeFrame, frame: frame))
    }

    private mutating func hide() {
      let height = keyboard?.height ?? 336
      // A host may forward a hide with the docked frame it last saw; it still hides (§2).
      let frame = random.weighted([
        (4, Rect(x: 0, y: window.height, width: window.width, height: 0)),
        (4, Rect(x: 0, y: window.height, width: window.width, height: height)),
        (3, keyboard ?? dockedFrame()),
      ])
      keyboardEvent(KeyboardNotification(.keyboardWillHide, frame: frame, animation: animation()))
      if random.chance(0.3) {
        keyboardEvent(KeyboardNotification(.keyboardDidHide, frame: frame))
      }
    }

    private mutating func keyboardEvent(_ notification: KeyboardNotification) {
      keyboard = notification.effectiveFrame(in: window)
      lastKeyboard = notification
      append(.keyboard(notification), notification.name.rawValue)
    }

    // MARK: Layout

    private mutating func scroll() {
      guard !containers.isEmpty else { return focus() }
      let container = random.pick(containers)
      let y = random.points(-200...max(0, container.contentSize.height))
      append(.scroll(container.id, offset: Point(x: 0, y: y)), "scroll")
    }

    private mutating func update() {
      guard !views.isEmpty else { return focus() }
      let view = random.pick(views)
      var update = ViewUpdate()
      if !view.kind.isScrollContainer || random.chance(0.4) {
        var frame = view.frame
        frame.origin.y = max(-100, frame.minY + random.points(-120...120))
        if random.chance(0.4) { frame.size.height = random.points(0...(frame.height * 1.5 + 40)) }
        update.frame = frame
      }
      if view.kind.isScrollContainer {
        if random.chance(0.4) {
          update.contentSize = Size(
            width: view.contentSize.width,
            height: random.points(0...(view.contentSize.height * 1.5 + 100)))
        }
        if random.chance(0.2) {
          update.contentInset = Insets(
            top: random.points(0...60), left: 0, bottom: random.points(0...60), right: 0)
        }
        if random.chance(0.2) {
          update.contentOffset = Point(x: 0, y: random.points(-100...view.contentSize.height))
        }
      }
      // The platform recomputed an automatic inset or the root's bars (v1.2).
      if view.kind.isScrollContainer || view.id == tree.root.id, random.chance(0.15) {
        update.safeArea = Insets(
          top: random.pick([0, 32, 47, 91, 103]), left: 0, bottom: random.pick([0, 21, 34]),
          right: 0)
      }
      append(.update(view.id, update), "update")
    }

    /// A rotation or a Split View change: a new window size, the root and some views refit.
    private mutating func resize() {
      let size =
        random.chance(0.5)
        ? Size(width: window.height, height: window.width)
        : Size(width: random.points(320...1366), height: window.height)
      var frames: [ViewID: Rect] = [:]
      let root = tree.root
      // A root that fills the window is left to fill the new one half the time (v1.2).
      let fills = root.frame == Rect(origin: .zero, size: window)
      if (root.frame.width == window.width && !(fills && random.chance(0.5)))
        || random.chance(0.5)
      {
        frames[root.id] = Rect(
          x: 0, y: root.frame.minY, width: size.width, height: max(0, size.height - root.frame.minY)
        )
      }
      for view in views where random.chance(0.2) {
        var frame = view.frame
        frame.size.width = min(frame.width, size.width)
        frame.size.height = max(0, frame.height + random.points(-100...100))
        frames[view.id] = frame
      }
      window = size
      let safeArea =
        random.chance(0.5)
        ? Insets(
          top: random.pick([0, 20, 24, 47]), left: 0, bottom: random.pick([0, 21, 34]), right: 0)
        : nil
      var safeAreas: [ViewID: Insets] = [:]
      for container in containers where random.chance(0.3) {
        safeAreas[container.id] = Insets(
          top: random.pick([0, 32, 91]), left: 0, bottom: random.pick([0, 21, 34]), right: 0)
      }
      append(
        .resize(
          WindowResize(
            windowSize: size, frames: frames, rootSafeArea: safeArea, safeAreas: safeAreas)),
        "resize")
    }

    private mutating func append(_ event: AvoidanceEvent, _ type: String) {
      events.append(.engine(event))
    }
  }
}
