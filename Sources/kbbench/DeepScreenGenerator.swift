import KeyboardAvoidance

/// Generates a screen whose focused fields have hundreds of ancestors: the worst case for work
/// that follows the chain from a field to the root.
///
/// Below the root, `depth − 12` nested levels are full-window wrappers, as deeply composed
/// hosting and container views produce: mostly plain views, a vertical stack every 8 levels and
/// a vertical scroll view every 64 levels (content 2,600 points tall). The innermost wrapper
/// holds the same table and form sections as ``ScreenGenerator``'s screens, so each field has
/// exactly `depth` ancestors; at depth 512 its chain holds 7 nested scroll views plus its table
/// or form scroll view.
enum DeepScreenGenerator {
  /// How often a wrapper level is a vertical scroll view.
  static let scrollEvery = 64

  /// A deep screen whose fields have `depth` ancestors (at least 16).
  static func screen(depth: Int) throws(BenchmarkError) -> Screen {
    var plan = ScreenPlan()
    var parent = ScreenPlan.Parent.view("root")
    let wrapperLevels = depth - ScreenPlan.sectionToFieldLevels - 1
    for level in 1...max(1, wrapperLevels) {
      if level == wrapperLevels {
        parent = plan.add(.stack, "stack", Rect(0, 0, 390, 1400), under: parent)
      } else if level.isMultiple(of: scrollEvery) {
        parent = plan.add(.scroll, "scroll", Phone.rootFrame, under: parent) {
          $0.contentSize = Size(width: 390, height: 2600)
        }
      } else if level % 8 == 4 {
        parent = plan.add(.stack, "stack", Phone.rootFrame, under: parent)
      } else {
        parent = plan.add(.view, "wrap", Phone.rootFrame, under: parent)
      }
    }
    let tableField = plan.addTableSection(under: parent, at: nil, y: 200)
    let formField = plan.addFormSection(under: parent, at: nil, y: 680)
    let ids: [ViewID]
    var assembler = ScreenAssembler(
      tree: ViewTree(windowSize: Phone.windowSize, root: Phone.root()))
    do throws(ViewTreeError) {
      ids = try assembler.insert(plan)
    } catch {
      throw .tree(error)
    }
    let screen = Screen(
      name: "deep \(depth)", tree: assembler.tree,
      fieldPairs: [Screen.FieldPair(tableField: ids[tableField], formField: ids[formField])],
      mainScroll: ids[scrollEvery - 1], fieldDepth: depth)
    try screen.validate(viewCount: plan.count + 1)
    return screen
  }
}
