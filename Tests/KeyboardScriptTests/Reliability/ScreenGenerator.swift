import KeyboardAvoidance

extension Reliability {
  /// Generates random screens: a window, a root with bars, and 0–39 views under it — fields on the
  /// root, scroll views, nested scroll views, tables and collections of cells, stacks and text
  /// views — with random safe areas, insets, offsets, switches, restore policies and distances.
  ///
  /// Each screen leans towards one shape (``Shape``) so that every shape is common, but any kind
  /// may appear anywhere a parent allows it.
  ///
  /// With ``keyboardLayout`` on (AVOIDANCE.md v1.3), about half the screens are also a chat or a
  /// form with a bar on the keyboard: a covered container with a random ``KeyboardLift`` policy,
  /// and a follower at the bottom of the root (now and then higher up, or with no height), often
  /// holding a field; fields get alignments and some are not navigable, views navigation groups,
  /// and the settings an alignment and a navigation order. Off, the screens and the random
  /// stream are exactly those of v1.2, so every seed keeps its case.
  struct ScreenGenerator {
    /// The shape a screen leans towards.
    enum Shape: CaseIterable {
      case rootOnly, scroll, nested, table, stack, textViews, notesForm, mixed
    }

    var random: PropertyRandom
    /// Whether screens may have followers, covered containers and the other v1.3 keys.
    let keyboardLayout: Bool
    private(set) var tree: ViewTree
    private var budget: Int
    private var nextNumber = 0
    let shape: Shape

    /// Draws the window, the root and the shape; ``generate()`` adds the views.
    init(random: PropertyRandom, keyboardLayout: Bool = false) {
      self.random = random
      self.keyboardLayout = keyboardLayout
      let window = self.random.pick([
        Size(width: 390, height: 844), Size(width: 375, height: 667),
        Size(width: 1024, height: 1366), Size(width: 844, height: 390),
        Size(width: self.random.points(300...1100), height: self.random.points(300...1400)),
      ])
      var rootFrame = Rect(x: 0, y: 0, width: window.width, height: window.height)
      if self.random.chance(0.15) {
        let top = self.random.points(20...200)
        rootFrame = Rect(x: 0, y: top, width: window.width, height: window.height - top)
      }
      let safeArea = Insets(
        top: self.random.pick([0, 20, 47, 59, 91, self.random.points(0...120)]), left: 0,
        bottom: self.random.pick([0, 34, 21, 83, self.random.points(0...100)]), right: 0)
      tree = ViewTree(
        windowSize: window, root: ViewNode(id: "root", frame: rootFrame, safeAreaInsets: safeArea))
      shape = self.random.pick(Shape.allCases)
      budget = self.random.int(0...39)
    }

    /// Random settings: mostly the default distance, any restore policy.
    mutating func settings() -> AvoidanceSettings {
      var settings = AvoidanceSettings(
        keyboardDistance: random.chance(0.5) ? 10 : random.pick([0, 5, 8, 20, 30, 12.5]),
        restorePolicy: random.pick(RestorePolicy.allCases))
      if keyboardLayout {
        settings.alignment = random.pick(RevealAlignment.allCases)
        settings.navigationOrder = random.pick(FieldNavigation.Order.allCases)
      }
      return settings
    }

    /// Adds the views under the root and returns the tree.
    mutating func generate() -> ViewTree {
      let root = tree.root
      if shape == .notesForm {
        addNotesForm(width: root.frame.width, height: root.frame.height)
      }
      if keyboardLayout, random.chance(0.5) {
        addKeyboardLayout(width: root.frame.width, height: root.frame.height)
      }
      fill("root", width: root.frame.width, height: root.frame.height, depth: 1)
      // Screens start valid: every offset inside its range (the app's own updates may break that
      // later, which property 2 allows for).
      for view in tree.views where view.kind.isScrollContainer {
        try? tree.update(view.id) { $0.contentOffset.y = $0.clampedOffsetY($0.contentOffset.y) }
      }
      return tree
    }

    // MARK: Views

    /// Adds children to `parent`, whose content is `width × height`.
    private mutating func fill(_ parent: ViewID, width: Double, height: Double, depth: Int) {
      let count = depth == 1 ? random.int(1...6) : random.int(0...4)
      for _ in 0..<count where budget > 0 {
        addChild(of: parent, width: width, height: height, depth: depth)
      }
    }

    private mutating func addChild(of parent: ViewID, width: Double, height: Double, depth: Int) {
      let kind = depth >= 6 ? ViewKind.textField : chooseKind()
      switch kind {
      case .textField: addField(under: parent, width: width, height: height)
      case .textView: addTextView(under: parent, width: width, height: height)
      case .scroll: addScroll(under: parent, width: width, height: height, depth: depth)
      case .table, .collection:
        addTable(kind, under: parent, width: width, height: height)
      case .stack: addStack(under: parent, width: width, height: height, depth: depth)
      case .view, .cell, .navigation, .tabs:
        let frame = placed(in: width, height, minHeight: 60)
        var node = ViewNode(id: newID("view"), frame: frame)
        if keyboardLayout, random.chance(0.2) { node.navigationGroup = true }
        guard let id = insert(node, under: parent) else {
          return
        }
        fill(id, width: frame.width, height: frame.height, depth: depth + 1)
      }
    }

    private mutating func chooseKind() -> ViewKind {
      let favoured: ViewKind =
        switch shape {
        case .rootOnly: .textField
        case .scroll, .nested, .mixed: .scroll
        case .table: random.chance(0.6) ? .table : .collection
        case .stack: .stack
        case .textViews, .notesForm: .textView
        }
      return random.weighted([
        (12, favoured), (10, .textField), (3, .textView), (3, .scroll), (2, .table),
        (1, .collection), (2, .stack), (2, .view),
      ])
    }

    private mutating func addField(under parent: ViewID, width: Double, height: Double) {
      let fieldHeight = random.points(24...56)
      var node = ViewNode(
        id: newID("field"), kind: .textField, frame: placed(in: width, height, height: fieldHeight))
      decorateField(&node)
      insert(node, under: parent)
    }

    private mutating func addTextView(under parent: ViewID, width: Double, height: Double) {
      let viewHeight = random.points(40...max(40, min(700, height)))
      var node = ViewNode(
        id: newID("text"), kind: .textView, frame: placed(in: width, height, height: viewHeight))
      decorateContainer(&node)
      decorateField(&node)
      insert(node, under: parent)
    }

    /// A form: a scroll view holding fields and text views, each text view either short enough
    /// to fit in the band above any keyboard (revealed whole) or taller than most bands (its
    /// caret leads), as AVOIDANCE.md v1.1 §3 tells apart.
    private mutating func addNotesForm(width: Double, height: Double) {
      var form = ViewNode(
        id: newID("scroll"), kind: .scroll,
        frame: Rect(x: 0, y: random.points(0...60), width: width, height: height))
      form.contentSize = Size(width: width, height: height + random.points(0...height * 2))
      if random.chance(0.3) { form.contentInsetAdjustment = tree.root.safeAreaInsets }
      guard let formID = insert(form, under: "root") else { return }
      var y = random.points(0...200)
      while y < form.contentSize.height - 40, budget > 0 {
        if random.chance(0.5) {
          let viewHeight =
            random.chance(0.5) ? random.points(40...200) : random.points(height * 0.5...height)
          var node = ViewNode(
            id: newID("text"), kind: .textView,
            frame: Rect(x: 16, y: y, width: max(0, width - 32), height: viewHeight))
          decorateContainer(&node)
          decorateField(&node)
          insert(node, under: formID)
          y += viewHeight + random.points(8...40)
        } else {
          var node = ViewNode(
            id: newID("field"), kind: .textField,
            frame: Rect(x: 16, y: y, width: max(0, width - 32), height: 44))
          decorateField(&node)
          insert(node, under: formID)
          y += 44 + random.points(8...40)
        }
      }
    }

    private mutating func addScroll(
      under parent: ViewID, width: Double, height: Double, depth: Int
    ) {
      let scrollHeight = random.points(min(100, height)...max(100, height))
      var node = ViewNode(
        id: newID("scroll"), kind: .scroll,
        frame: random.chance(0.4)
          ? Rect(x: 0, y: 0, width: width, height: scrollHeight)
          : placed(in: width, height, height: scrollHeight))
      decorateContainer(&node)
      if random.chance(0.3) { node.contentInsetAdjustment = tree.root.safeAreaInsets }
      guard let id = insert(node, under: parent) else { return }
      fill(id, width: node.contentSize.width, height: node.contentSize.height, depth: depth + 1)
    }

    private mutating func addTable(
      _ kind: ViewKind, under parent: ViewID, width: Double, height: Double
    ) {
      let tableHeight = random.points(min(120, height)...max(120, height))
      var node = ViewNode(
        id: newID(kind.rawValue), kind: kind, frame: placed(in: width, height, height: tableHeight))
      decorateContainer(&node)
      let rowHeight = random.points(36...120)
      let rows = random.int(1...max(1, min(20, budget)))
      node.contentSize = Size(
        width: node.frame.width, height: Double(rows) * rowHeight + random.points(0...80))
      node.contentOffset.y =
        random.chance(0.3) ? node.minOffsetY : node.clampedOffsetY(node.contentOffset.y)
      guard let id = insert(node, under: parent) else { return }
      for row in 0..<rows where budget > 0 {
        let cellFrame = Rect(x: 0, y: Double(row) * rowHeight, width: width, height: rowHeight)
        guard
          let cell = insert(ViewNode(id: newID("cell"), kind: .cell, frame: cellFrame), under: id)
        else { return }
        guard budget > 0, random.chance(0.85) else { continue }
        let inset = min(8, rowHeight / 4)
        var field = ViewNode(
          id: newID("field"), kind: random.chance(0.85) ? .textField : .textView,
          frame: Rect(
            x: 16, y: inset, width: max(0, width - 32), height: rowHeight - 2 * inset))
        if field.kind == .textView { decorateContainer(&field) }
        decorateField(&field)
        if random.chance(0.15), budget > 1,
          let stack = insert(
            ViewNode(
              id: newID("stack"), kind: .stack, frame: Rect(origin: .zero, size: cellFrame.size)),
            under: cell)
        {
          insert(field, under: stack)
        } else {
          insert(field, under: cell)
        }
      }
    }

    private mutating func addStack(under parent: ViewID, width: Double, height: Double, depth: Int)
    {
      let count = random.int(1...5)
      let fieldHeight = random.points(30...50)
      let spacing = random.points(0...16)
      let stackHeight = Double(count) * (fieldHeight + spacing)
      var node = ViewNode(
        id: newID("stack"), kind: .stack, frame: placed(in: width, height, height: stackHeight))
      if random.chance(0.1) { node.axis = .horizontal }
      guard let id = insert(node, under: parent) else { return }
      for index in 0..<count where budget > 0 {
        let y = Double(index) * (fieldHeight + spacing)
        if depth < 5, random.chance(0.15) {
          addScroll(under: id, width: node.frame.width, height: stackHeight, depth: depth + 1)
          continue
        }
        var field = ViewNode(
          id: newID("field"), kind: .textField,
          frame: Rect(x: 0, y: y, width: node.frame.width, height: fieldHeight))
        decorateField(&field)
        insert(field, under: id)
      }
    }

    /// A chat or a form with a bar on the keyboard (AVOIDANCE.md v1.3 §2, §6a): a scroll
    /// container or table with a random lift policy from the top of the root to the bar, now
    /// and then holding fields (so it can enter the chain) or at its end; then the bar, a view
    /// or stack that follows the keyboard at the bottom of the root (now and then higher up, or
    /// with no height, which the engine ignores), often holding a field.
    private mutating func addKeyboardLayout(width: Double, height: Double) {
      let barHeight = random.points(40...120)
      if random.chance(0.8) {
        let top = random.pick([0, tree.root.safeAreaInsets.top, random.points(0...100)])
        let kind: ViewKind = random.pick([.scroll, .table, .collection])
        var list = ViewNode(
          id: newID("list"), kind: kind,
          frame: Rect(x: 0, y: top, width: width, height: max(0, height - top - barHeight)))
        decorateContainer(&list)
        list.keyboardLift = random.weighted([
          (2, .never), (3, .whenAtEnd), (4, .always), (3, .persistent), (1, .none),
        ])
        if random.chance(0.4) { list.contentOffset.y = list.maxOffsetY }
        if let id = insert(list, under: "root"), random.chance(0.4) {
          fill(id, width: list.contentSize.width, height: list.contentSize.height, depth: 2)
        }
      }
      var barY = height - barHeight
      if random.chance(0.1) { barY = random.points(0...max(0, barY)) }
      var bar = ViewNode(
        id: newID("bar"), kind: random.chance(0.8) ? .view : .stack,
        frame: Rect(
          x: 0, y: barY, width: width, height: random.chance(0.05) ? 0 : barHeight),
        followsKeyboard: true)
      if random.chance(0.2) { bar.navigationGroup = true }
      guard let id = insert(bar, under: "root"), random.chance(0.7) else { return }
      var field = ViewNode(
        id: newID("field"), kind: random.chance(0.85) ? .textField : .textView,
        frame: Rect(x: 12, y: 8, width: max(0, width - 24), height: max(0, barHeight - 16)))
      if field.kind == .textView { decorateContainer(&field) }
      decorateField(&field)
      insert(field, under: id)
    }

    // MARK: Properties

    private mutating func decorateField(_ node: inout ViewNode) {
      if random.chance(0.15) { node.distance = random.pick([0, 4, 20, 44, random.points(0...60)]) }
      if random.chance(0.04) { node.avoidance = .disabled }
      guard keyboardLayout else { return }
      if random.chance(0.15) { node.alignment = random.pick(RevealAlignment.allCases) }
      if random.chance(0.05) { node.navigable = false }
    }

    /// Random content size, insets, offset, switches and policy for a scroll container.
    private mutating func decorateContainer(_ node: inout ViewNode) {
      let frame = node.frame
      node.contentSize = Size(
        width: frame.width,
        height: random.chance(0.15)
          ? random.points(0...frame.height) : random.points(frame.height...frame.height * 4 + 1))
      if random.chance(0.2) {
        node.contentInsetAdjustment = Insets(
          top: random.pick([0, 20, 47, 91]), left: 0, bottom: random.pick([0, 34]), right: 0)
      }
      if random.chance(0.3) {
        node.contentInset = Insets(
          top: random.points(0...60), left: random.pick([0, 8]), bottom: random.points(0...80),
          right: 0)
      }
      if random.chance(0.2) {
        node.indicatorInsets = Insets(
          top: random.points(0...20), left: 0, bottom: random.points(0...40), right: 0)
      }
      switch random.int(0...9) {
      case 0...4: node.contentOffset.y = node.minOffsetY
      case 5...7: node.contentOffset.y = random.points(node.minOffsetY...node.maxOffsetY)
      default: node.contentOffset.y = 0
      }
      if random.chance(0.08) { node.scrollEnabled = false }
      if random.chance(0.08) { node.axis = .horizontal }
      if random.chance(0.06) { node.ignoresScrolling = true }
      if random.chance(0.06) { node.ignoresInset = true }
      if random.chance(0.4) { node.restorePolicy = random.pick(RestorePolicy.allCases) }
    }

    // MARK: Plumbing

    /// A frame inside a `width × height` content area; now and then partly outside it.
    private mutating func placed(
      in width: Double, _ height: Double, height viewHeight: Double? = nil, minHeight: Double = 30
    ) -> Rect {
      let viewHeight = viewHeight ?? random.points(minHeight...max(minHeight, height))
      let x = random.chance(0.7) ? random.points(0...20) : 0
      let maximumY = max(0, height - viewHeight)
      var y = random.points(0...maximumY)
      if random.chance(0.05) { y = random.points(0...(height + 200)) }
      return Rect(x: x, y: y, width: max(0, width - 2 * x), height: viewHeight)
    }

    private mutating func newID(_ prefix: String) -> ViewID {
      nextNumber += 1
      return ViewID("\(prefix)\(nextNumber)")
    }

    @discardableResult
    private mutating func insert(_ node: ViewNode, under parent: ViewID) -> ViewID? {
      guard budget > 0, (try? tree.insert(node, under: parent)) != nil else { return nil }
      budget -= 1
      return node.id
    }
  }
}
