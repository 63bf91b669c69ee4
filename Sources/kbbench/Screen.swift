import KeyboardAvoidance

/// A generated screen: its tree and the fields the benchmark moves the focus between.
struct Screen {
  /// Two fields in different parts of the tree: the first in a table cell, the second in a
  /// form's scroll view, so switching between them changes the chain of scroll containers and
  /// restores the one that leaves it.
  struct FieldPair {
    /// The field in a table cell.
    var tableField: ViewID
    /// The field in a form's scroll view.
    var formField: ViewID
  }

  /// A short name for reports ("10000 views", "deep 512").
  var name: String
  /// The screen.
  var tree: ViewTree
  /// The field pairs, used in turn.
  var fieldPairs: [FieldPair]
  /// The outermost scroll view, which the replayed user drags.
  var mainScroll: ViewID
  /// How many ancestors every focused field has.
  var fieldDepth: Int

  /// Checks that the tree holds `viewCount` views and that every focused field has exactly
  /// ``fieldDepth`` ancestors.
  func validate(viewCount: Int) throws(BenchmarkError) {
    guard tree.count == viewCount else {
      throw .viewCount(expected: viewCount, found: tree.count)
    }
    for pair in fieldPairs {
      for field in [pair.tableField, pair.formField] {
        var depth = 0
        var current = field
        while let parent = tree.parent(of: current) {
          depth += 1
          current = parent
        }
        guard depth == fieldDepth else {
          throw .depth(field: field, expected: fieldDepth, found: depth)
        }
      }
    }
  }
}
