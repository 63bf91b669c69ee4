import KeyboardAvoidance
import SeededRandom

/// Generates realistic screens of any size whose focused fields always have 16 ancestors.
///
/// Every screen has the same skeleton: root, navigation view (with a navigation bar and its
/// items), content view, the main scroll view and its vertical stack. The stack starts with
/// four focused sections (table, form, table, form: ``ScreenPlan/addTableSection(under:at:y:)``
/// and ``ScreenPlan/addFormSection(under:at:y:)``) whose fields lie 16 levels below the root,
/// followed by filler sections (lists, forms, grids, cards) of random sizes until the screen
/// has the requested number of views. The extra views of a larger screen are therefore
/// siblings and cousins of the focused chains: the chains, their geometry and the engine's
/// decisions are the same at every size, and only the size of the screen differs.
///
/// The focused views are inserted in pieces between the filler sections, so on a large screen
/// the chains' views are spread across the tree's storage as they would be on a screen built
/// over time, rather than packed together in a few cache lines.
enum ScreenGenerator {
  /// The depth of every focused field.
  static let fieldDepth = 16

  /// The main scroll view's identity.
  static let mainScroll: ViewID = "main"

  /// The smallest main scroll content height: the focused sections end at 2,000 points, and
  /// 6,000 keeps the main scroll view's offset range the same at every size.
  private static let minimumHeight = 6000.0

  /// A screen with exactly `viewCount` views (at least 100), generated from `seed`.
  static func screen(viewCount: Int, seed: UInt64) throws(BenchmarkError) -> Screen {
    var random = SplitMix64(seed: seed)
    let stack = ScreenPlan.Parent.view("mainStack")
    var focused = ScreenPlan()
    var fields: [Int] = []
    var y = 0.0
    for index in 0..<4 {
      if index.isMultiple(of: 2) {
        fields.append(focused.addTableSection(under: stack, at: index, y: y))
        y += ScreenPlan.tableSectionHeight
      } else {
        fields.append(focused.addFormSection(under: stack, at: index, y: y))
        y += ScreenPlan.formSectionHeight
      }
    }
    var navigationItems = ScreenPlan()
    for (index, prefix) in ["back", "heading", "action"].enumerated() {
      navigationItems.add(
        .view, prefix, Rect(Double(index) * 130, 0, 130, 44), under: .view("navBar"))
    }
    let skeletonViews = 6
    var fillers = [navigationItems]
    var remaining = viewCount - skeletonViews - focused.count - navigationItems.count
    while remaining > 0 {
      let budget = remaining < 80 ? remaining : min(remaining, random.next(in: 40...400))
      let kind = FillerSection.allCases[random.next(below: FillerSection.allCases.count)]
      let (plan, height) = kind.plan(budget: budget, under: stack, y: y)
      fillers.append(plan)
      y += height
      remaining -= budget
    }
    let tree: ViewTree
    var focusedIDs: [ViewID] = []
    do throws(ViewTreeError) {
      var assembler = ScreenAssembler(tree: try skeleton(contentHeight: max(y, minimumHeight)))
      for (position, filler) in fillers.enumerated() {
        _ = try assembler.insert(filler)
        let left = fillers.count - position
        let end = focusedIDs.count + (focused.count - focusedIDs.count + left - 1) / left
        try assembler.insert(focused, upTo: end, assigned: &focusedIDs)
      }
      tree = assembler.tree
    } catch {
      throw .tree(error)
    }
    let screen = Screen(
      name: "\(viewCount) views", tree: tree,
      fieldPairs: [
        Screen.FieldPair(tableField: focusedIDs[fields[0]], formField: focusedIDs[fields[1]]),
        Screen.FieldPair(tableField: focusedIDs[fields[2]], formField: focusedIDs[fields[3]]),
      ],
      mainScroll: mainScroll, fieldDepth: fieldDepth)
    try screen.validate(viewCount: viewCount)
    return screen
  }

  /// Root, navigation view, navigation bar, content view, main scroll view and its stack.
  private static func skeleton(contentHeight: Double) throws(ViewTreeError) -> ViewTree {
    var tree = ViewTree(windowSize: Phone.windowSize, root: Phone.root())
    try tree.insert(ViewNode(id: "nav", frame: Phone.rootFrame), under: "root")
    try tree.insert(ViewNode(id: "navBar", frame: Rect(0, 47, 390, 44)), under: "nav")
    try tree.insert(ViewNode(id: "content", frame: Phone.rootFrame), under: "nav")
    try tree.insert(
      ViewNode(
        id: mainScroll, kind: .scroll, frame: Rect(0, 91, 390, 719),
        contentSize: Size(width: 390, height: contentHeight)),
      under: "content")
    try tree.insert(
      ViewNode(id: "mainStack", kind: .stack, frame: Rect(0, 0, 390, contentHeight)),
      under: mainScroll)
    return tree
  }
}
