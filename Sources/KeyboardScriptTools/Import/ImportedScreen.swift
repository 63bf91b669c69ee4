import KeyboardAvoidance
import KeyboardScript

/// The screen of an imported hierarchy: each printed view as a ``ViewNode`` with a readable
/// id, the window, and the root's bars.
///
/// - A field's subviews (its background, label, field editor) are part of the field and are
///   not imported: a field holds no views in a script.
/// - A view nested deeper than a script holds is attached to its ancestor at the deepest
///   level, its frame converted, with a warning.
/// - The window is the root's size, and the root sits at the window's origin.
/// - The root's bars: `safeArea` if given, else the bottom of the `UINavigationBar`s in the
///   window's top half and the top of the `UITabBar`s in its bottom half (shown ones only),
///   placed in the window through their ancestors' frames less each scroll view's offset.
/// - A scroll view printed without `adjustedContentInset` (iOS 10 and earlier) at rest at a
///   negative `contentOffset` y takes that much automatic top inset, with a warning.
struct ImportedScreen {
  /// The window's size: the root's.
  var windowSize = Size.zero
  /// The views, parents first, the root at 0.
  var nodes: [ViewNode] = []
  /// Each view's parent in ``nodes`` (`-1` for the root).
  var parents: [Int] = []
  /// Warnings and errors.
  var diagnostics: [ImportDiagnostic] = []
  /// Where each view's entry starts in the printout: its line and column.
  var positions: [(line: Int, column: Int)] = []
  /// The warning that the root's bars are guessed, when neither `safeArea` nor a printed
  /// automatic inset gave them; an import that writes a script reports it.
  var guessedSafeArea: ImportDiagnostic?

  /// Builds the screen of a printout.
  init(_ printout: HierarchyPrintout, fileName: String, safeArea: Insets?) {
    guard !printout.nodes.isEmpty else { return }
    guard printout.nodes.count <= ScriptLimits.maximumViews else {
      let view = printout.nodes[ScriptLimits.maximumViews].view
      diagnostics.append(
        ImportDiagnostic(
          fileName: fileName, line: view.line, column: view.column, severity: .error,
          reason: .tooManyViews(limit: ScriptLimits.maximumViews)))
      return
    }
    var numbers = PrintedNumbers(fileName: fileName)
    var ids = ReadableIDs()
    // For each printed view: its position in `nodes`, or `nil` when it is not imported.
    var placed: [Int?] = []
    var depths: [Int] = []
    var hoisted: [Bool] = []
    // The window frames of the bars, found on the way.
    var navigationBars: [Rect] = []
    var tabBars: [Rect] = []
    var windowOrigins: [Point] = []
    placed.reserveCapacity(printout.nodes.count)
    nodes.reserveCapacity(printout.nodes.count)
    parents.reserveCapacity(printout.nodes.count)
    depths.reserveCapacity(printout.nodes.count)
    hoisted.reserveCapacity(printout.nodes.count)
    windowOrigins.reserveCapacity(printout.nodes.count)
    for printed in printout.nodes {
      let view = printed.view
      let printedClass = PrintedClass(name: view.className)
      let kind = printedClass.kind(
        baseClass: view.baseClass, printsContentOffset: view.contentOffset != nil)
      // The parent as imported: none inside a field.
      var parent = -1
      if let printedParent = printed.parent {
        guard let parentNode = placed[printedParent], nodes[parentNode].kind.canHaveChildren else {
          if kind.isField {
            diagnostics.append(
              ImportDiagnostic(
                fileName: fileName, line: view.line, column: view.column, severity: .warning,
                reason: .fieldInsideField))
          }
          placed.append(nil)
          continue
        }
        parent = parentNode
      }
      var node = ViewNode(id: "", kind: kind, frame: .zero)
      if let frame = view.frame {
        let values = numbers.values(
          frame, "frame", names: ["x", "y", "width", "height"], lengths: 2..<4
        ).values
        node.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
      } else {
        diagnostics.append(
          ImportDiagnostic(
            fileName: fileName, line: view.line, column: view.column, severity: .warning,
            reason: .missingFrame))
      }
      node.contentSize = node.frame.size
      if kind.isScrollContainer {
        if let offset = view.contentOffset {
          let (values, isComplete) = numbers.values(offset, "contentOffset", names: ["x", "y"])
          if isComplete { node.contentOffset = Point(x: values[0], y: values[1]) }
        }
        if let size = view.contentSize {
          let (values, isComplete) = numbers.values(
            size, "contentSize", names: ["width", "height"], lengths: 0..<2)
          if isComplete { node.contentSize = Size(width: values[0], height: values[1]) }
        }
        if let inset = view.adjustedContentInset {
          let (values, isComplete) = numbers.values(
            inset, "adjustedContentInset", names: ["top", "left", "bottom", "right"])
          if isComplete {
            node.contentInsetAdjustment = Insets(
              top: values[0], left: values[1], bottom: values[2], right: values[3])
          }
        } else if node.contentOffset.y < 0, let printedY = view.contentOffset?[1] {
          // iOS 10 and earlier print no inset: a scroll view at rest above its content's top
          // shows the automatic top inset (a navigation bar's 64).
          node.contentInsetAdjustment.top = -node.contentOffset.y
          diagnostics.append(
            ImportDiagnostic(
              fileName: fileName, line: printedY.line, column: printedY.column,
              severity: .warning,
              reason: .inferredTopInset(
                offsetY: printedY.text, inset: shortestText(-node.contentOffset.y))))
        }
      }
      // Too deep: attach to the grandparent, the frame in its content coordinates.
      var depth = parent < 0 ? 0 : depths[parent] + 1
      var isHoisted = false
      if parent >= 0, depth > PrintoutImporter.maximumViewDepth {
        let through = nodes[parent]
        node.frame.origin.x += through.frame.origin.x - through.contentOffset.x
        node.frame.origin.y += through.frame.origin.y - through.contentOffset.y
        node.frame.origin.x = PrintedNumbers.clamped(node.frame.origin.x)
        node.frame.origin.y = PrintedNumbers.clamped(node.frame.origin.y)
        if !hoisted[parent] {
          diagnostics.append(
            ImportDiagnostic(
              fileName: fileName, line: view.line, column: view.column, severity: .warning,
              reason: .tooDeep(limit: PrintoutImporter.maximumViewDepth)))
        }
        parent = parents[parent]
        depth -= 1
        isHoisted = true
      }
      node.id = ViewID(ids.next(kind == .view ? printedClass.idPrefix : kind.rawValue))
      // Where the view's content origin lies in the window, for the bars.
      var origin = Point(x: 0, y: 0)
      if parent >= 0 {
        origin = windowOrigins[parent]
        origin.x += node.frame.origin.x
        origin.y += node.frame.origin.y
      }
      if !view.isHidden {
        let base = view.baseClass.map { PrintedClass(name: $0).shortName }
        let frame = Rect(origin: origin, size: node.frame.size)
        if printedClass.shortName == "UINavigationBar" || base == "UINavigationBar" {
          navigationBars.append(frame)
        } else if printedClass.shortName == "UITabBar" || base == "UITabBar" {
          tabBars.append(frame)
        }
      }
      origin.x -= node.contentOffset.x
      origin.y -= node.contentOffset.y
      placed.append(nodes.count)
      nodes.append(node)
      parents.append(parent)
      depths.append(depth)
      hoisted.append(isHoisted)
      windowOrigins.append(origin)
      positions.append((view.line, view.column))
    }
    diagnostics = numbers.warnings + diagnostics
    if !isInLineOrder(diagnostics) {
      diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    }
    // The window: the root's size, at the origin.
    let root = nodes[0]
    if root.frame.origin != Point(x: 0, y: 0), let view = printout.nodes.first?.view {
      diagnostics.append(
        ImportDiagnostic(
          fileName: fileName, line: view.line, column: view.column, severity: .warning,
          reason: .rootMoved(
            x: shortestText(root.frame.origin.x), y: shortestText(root.frame.origin.y))))
      // Bars were found relative to the root's origin already.
    }
    nodes[0].frame.origin = Point(x: 0, y: 0)
    windowSize = root.frame.size
    var bars = safeArea ?? Insets(top: 0, left: 0, bottom: 0, right: 0)
    if safeArea == nil {
      let height = windowSize.height
      for bar in navigationBars where bar.origin.y < height / 2 {
        bars.top = max(bars.top, min(height, bar.origin.y + bar.size.height))
      }
      for bar in tabBars where bar.origin.y >= height / 2 {
        bars.bottom = max(bars.bottom, min(height, height - bar.origin.y))
      }
    }
    nodes[0].safeAreaInsets = bars
    // A root that scrolls has one `safeArea` in a script: the bars if there are any, else its
    // automatic inset.
    if root.kind.isScrollContainer {
      if safeArea != nil || bars != Insets(top: 0, left: 0, bottom: 0, right: 0) {
        nodes[0].contentInsetAdjustment = bars
      } else {
        nodes[0].safeAreaInsets = root.contentInsetAdjustment
      }
    }
    // Bars found in the printout are a guess at the root's safe area: the status bar and the
    // home indicator are no views of it. A printout without bars keeps 0, unwarned (Decisions,
    // "Importing printouts").
    if safeArea == nil, bars != Insets(top: 0, left: 0, bottom: 0, right: 0) {
      let insets = nodes[0].safeAreaInsets
      guessedSafeArea = ImportDiagnostic(
        fileName: fileName, line: positions[0].line, column: positions[0].column,
        severity: .warning,
        reason: .guessedSafeArea(
          "["
            + [insets.top, insets.left, insets.bottom, insets.right].map(shortestText)
            .joined(separator: ", ") + "]"))
    }
    diagnostics += keyboardBarWarnings(windowOrigins: windowOrigins, fileName: fileName)
  }

  /// The tree of the screen; `nil` when it holds no view.
  func makeTree() -> ViewTree? {
    guard let root = nodes.first else { return nil }
    var tree = ViewTree(windowSize: windowSize, root: root)
    tree.reserveCapacity(nodes.count)
    for index in nodes.indices.dropFirst() {
      // Ids are unique and parents hold children, so this does not throw.
      guard (try? tree.insert(nodes[index], under: nodes[parents[index]].id)) != nil else {
        return nil
      }
    }
    return tree
  }
}
