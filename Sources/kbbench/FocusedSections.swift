import KeyboardAvoidance

extension ScreenPlan {
  /// The height of a section planned by ``addTableSection(under:at:y:)``.
  static let tableSectionHeight = 480.0
  /// The height of a section planned by ``addFormSection(under:at:y:)``.
  static let formSectionHeight = 520.0
  /// How many levels a focused field lies below its section: the section is the field's
  /// ancestor this many levels up.
  static let sectionToFieldLevels = 11

  /// Plans a section holding a card with a title and a table of 20 rows of 60 points, of which
  /// the visible cells of rows 4–6 are in the tree (as UIKit keeps only visible cells); row 6
  /// holds the field. Returns the field's position in ``entries``.
  ///
  /// The chain below the section: card, table, cell, content view, horizontal stack, value box,
  /// four wrappers (the layers custom controls add), field.
  mutating func addTableSection(under parent: Parent, at index: Int?, y: Double) -> Int {
    let section = add(
      .view, "section", Rect(0, y, 390, Self.tableSectionHeight), under: parent, at: index)
    let card = add(.view, "card", Rect(16, 8, 358, 464), under: section)
    add(.view, "title", Rect(16, 8, 326, 24), under: card)
    let table = add(.table, "table", Rect(0, 40, 358, 420), under: card) {
      $0.contentSize = Size(width: 358, height: 1200)
    }
    for row in 4..<6 {
      let cell = add(.cell, "cell", Rect(0, Double(row) * 60, 358, 60), under: table)
      let content = add(.view, "content", Rect(0, 0, 358, 60), under: cell)
      add(.view, "label", Rect(16, 8, 326, 44), under: content)
    }
    let cell = add(.cell, "cell", Rect(0, 360, 358, 60), under: table)
    let content = add(.view, "content", Rect(0, 0, 358, 60), under: cell)
    return addLabeledField(under: content)
  }

  /// Plans a section holding a card with a title and a form: a scroll view (300 points tall,
  /// content 900) around a vertical stack of rows of 60 points; rows 0–2 are in the tree and
  /// row 2 holds the field. Returns the field's position in ``entries``.
  ///
  /// The chain below the section: card, scroll view, stack, row, horizontal stack, value box,
  /// four wrappers, field.
  mutating func addFormSection(under parent: Parent, at index: Int?, y: Double) -> Int {
    let section = add(
      .view, "section", Rect(0, y, 390, Self.formSectionHeight), under: parent, at: index)
    let card = add(.view, "card", Rect(16, 8, 358, 504), under: section)
    add(.view, "title", Rect(16, 8, 326, 24), under: card)
    let scroll = add(.scroll, "form", Rect(0, 40, 358, 300), under: card) {
      $0.contentSize = Size(width: 358, height: 900)
    }
    let stack = add(.stack, "stack", Rect(0, 0, 358, 900), under: scroll)
    for row in 0..<2 {
      let line = add(.view, "row", Rect(0, Double(row) * 60, 358, 60), under: stack)
      add(.view, "label", Rect(16, 8, 110, 44), under: line)
      add(.textField, "field", Rect(136, 8, 206, 44), under: line)
    }
    let row = add(.view, "row", Rect(0, 120, 358, 60), under: stack)
    return addLabeledField(under: row)
  }

  /// Plans a horizontal stack with a label and a value box holding the field four wrappers
  /// deep; returns the field's position in ``entries``. The field lies six levels below
  /// `parent`.
  private mutating func addLabeledField(under parent: Parent) -> Int {
    let line = add(.stack, "hstack", Rect(16, 8, 326, 44), under: parent) {
      $0.axis = .horizontal
    }
    add(.view, "label", Rect(0, 0, 110, 44), under: line)
    var wrapper = add(.view, "box", Rect(120, 0, 206, 44), under: line)
    for _ in 0..<4 {
      wrapper = add(.view, "wrap", Rect(0, 0, 206, 44), under: wrapper)
    }
    add(.textField, "field", Rect(0, 0, 206, 44), under: wrapper)
    return count - 1
  }
}
