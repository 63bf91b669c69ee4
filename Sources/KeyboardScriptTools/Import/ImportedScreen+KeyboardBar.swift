import KeyboardAvoidance

extension ImportedScreen {
  /// The warnings for bars that may ride the keyboard: a view whose bottom lies in the window's
  /// bottom tenth, no taller than a third of the window and outside every scroll view, that
  /// holds a field, with a list (a scroll view at least a third of the window tall, outside the
  /// bar) starting above it. A chat's composer or a form's button bar looks like this; whether
  /// it rides the keyboard (`followsKeyboard`) and the list lifts with it (`keyboardLift`) is
  /// the app's code, which a printout does not show. One warning per bar, naming its first
  /// field and the first such list, at the bar's entry.
  ///
  /// `windowOrigins` holds where each view's content origin lies in the window.
  ///
  /// - Complexity: O(*f* · *d* + *s*) for *f* fields at depth at most *d* and *s* scroll views.
  func keyboardBarWarnings(windowOrigins: [Point], fileName: String) -> [ImportDiagnostic] {
    let height = windowSize.height
    func windowFrame(_ index: Int) -> Rect {
      let content = windowOrigins[index]
      let offset = nodes[index].contentOffset
      return Rect(
        x: content.x + offset.x, y: content.y + offset.y, width: nodes[index].frame.size.width,
        height: nodes[index].frame.size.height)
    }
    var lists: [Int] = []
    for index in nodes.indices.dropFirst()
    where nodes[index].kind.isScrollContainer && nodes[index].frame.size.height >= height / 3 {
      lists.append(index)
    }
    guard !lists.isEmpty else { return [] }
    var warned: Set<Int> = []
    var warnings: [ImportDiagnostic] = []
    for field in nodes.indices where nodes[field].kind.isField {
      // The bar: the outermost ancestor below the root, no taller than a third of the window,
      // with no scroll view between it and the field.
      var bar: Int?
      var current = field
      var inScrollView = false
      while current > 0 {
        // A text view scrolls its own text: only a scroll view around the field counts.
        if current != field, nodes[current].kind.isScrollContainer {
          inScrollView = true
          break
        }
        if nodes[current].frame.size.height <= height / 3 { bar = current }
        current = parents[current]
      }
      guard !inScrollView, let bar, !warned.contains(bar) else { continue }
      let barFrame = windowFrame(bar)
      guard barFrame.maxY >= height * 0.9 else { continue }
      let list = lists.first { list in
        var ancestor = bar
        while ancestor > 0, ancestor != list { ancestor = parents[ancestor] }
        return ancestor != list && windowFrame(list).minY < barFrame.minY
      }
      guard let list else { continue }
      warned.insert(bar)
      warnings.append(
        ImportDiagnostic(
          fileName: fileName, line: positions[bar].line, column: positions[bar].column,
          severity: .warning,
          reason: .keyboardBar(
            bar: nodes[bar].id.rawValue, field: nodes[field].id.rawValue,
            list: nodes[list].id.rawValue)))
    }
    return warnings
  }
}
