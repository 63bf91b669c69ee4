import KeyboardAvoidance

/// A section of content nobody focuses, which makes a screen larger without touching the
/// focused fields' chains: a list, a form, a horizontal grid or a media card.
///
/// Filler sections sit beside the focused sections in the main stack, so their views are the
/// focused chains' cousins, never their ancestors.
enum FillerSection: CaseIterable {
  /// A non-scrolling (self-sizing) table: cell, content view, title, detail.
  case list
  /// A vertical stack of rows: row, label, text field.
  case form
  /// A horizontal collection: cell, content view, image.
  case grid
  /// A card with a vertical stack of rows: horizontal stack, image, label, button.
  case card

  /// The views every row adds.
  private var viewsPerRow: Int {
    switch self {
    case .list: 4
    case .form: 3
    case .grid: 3
    case .card: 4
    }
  }

  /// Plans exactly `budget` views (at least one) under `parent` at content offset `y`;
  /// returns the plan and the section's height.
  ///
  /// The section holds its container and as many whole rows as fit; what is left over becomes
  /// footer labels directly under the section.
  func plan(budget: Int, under parent: ScreenPlan.Parent, y: Double) -> (ScreenPlan, Double) {
    let containerViews = self == .card ? 2 : 1
    let rows = max(0, (budget - 1 - containerViews) / viewsPerRow)
    let footers = rows == 0 ? budget - 1 : budget - 1 - containerViews - rows * viewsPerRow
    let rowsHeight = rowsHeight(rows)
    let height = rowsHeight + Double(footers) * 24 + 16
    var plan = ScreenPlan()
    let section = plan.add(.view, "section", Rect(0, y, 390, height), under: parent)
    if rows > 0 {
      planRows(rows, height: rowsHeight, under: section, into: &plan)
    }
    for footer in 0..<footers {
      plan.add(.view, "footer", Rect(16, rowsHeight + Double(footer) * 24, 358, 24), under: section)
    }
    return (plan, height)
  }

  /// The height the rows take.
  private func rowsHeight(_ rows: Int) -> Double {
    switch self {
    case .list, .form: Double(rows) * 60
    case .grid: rows > 0 ? 160 : 0
    case .card: rows > 0 ? Double(rows) * 52 + 16 : 0
    }
  }

  private func planRows(
    _ rows: Int, height: Double, under section: ScreenPlan.Parent, into plan: inout ScreenPlan
  ) {
    switch self {
    case .list:
      let table = plan.add(.table, "list", Rect(0, 0, 390, height), under: section) {
        $0.scrollEnabled = false
      }
      for row in 0..<rows {
        let cell = plan.add(.cell, "cell", Rect(0, Double(row) * 60, 390, 60), under: table)
        let content = plan.add(.view, "content", Rect(0, 0, 390, 60), under: cell)
        plan.add(.view, "label", Rect(16, 8, 250, 24), under: content)
        plan.add(.view, "detail", Rect(16, 32, 250, 20), under: content)
      }
    case .form:
      let stack = plan.add(.stack, "stack", Rect(16, 0, 358, height), under: section)
      for row in 0..<rows {
        let line = plan.add(.view, "row", Rect(0, Double(row) * 60, 358, 60), under: stack)
        plan.add(.view, "label", Rect(0, 8, 110, 44), under: line)
        plan.add(.textField, "field", Rect(120, 8, 238, 44), under: line)
      }
    case .grid:
      let grid = plan.add(.collection, "grid", Rect(0, 0, 390, height), under: section) {
        $0.axis = .horizontal
        $0.contentSize = Size(width: Double(rows) * 130, height: height)
      }
      for item in 0..<rows {
        let cell = plan.add(.cell, "item", Rect(Double(item) * 130, 0, 120, 160), under: grid)
        let content = plan.add(.view, "content", Rect(0, 0, 120, 160), under: cell)
        plan.add(.view, "image", Rect(0, 0, 120, 120), under: content)
      }
    case .card:
      let card = plan.add(.view, "card", Rect(16, 0, 358, height), under: section)
      let stack = plan.add(.stack, "stack", Rect(0, 8, 358, height - 16), under: card)
      for row in 0..<rows {
        let line = plan.add(.stack, "hstack", Rect(0, Double(row) * 52, 358, 52), under: stack) {
          $0.axis = .horizontal
        }
        plan.add(.view, "image", Rect(0, 4, 44, 44), under: line)
        plan.add(.view, "label", Rect(52, 4, 226, 44), under: line)
        plan.add(.view, "button", Rect(286, 4, 72, 44), under: line)
      }
    }
  }
}
