import KeyboardAvoidance

/// Renders a run as the script format's text trace: a line per event, an indented line per effect
/// or failure.
///
/// ```
/// #1 keyboardWillShow (0,508,390,336) 0.25s curve 7
///    form  contentOffset    (0,0) → (0,193)          reveal         keyboard 0.25s/7
/// ```
///
/// The caller prints the closing `N passed, M failed` line, which may sum several files.
public enum TextTrace {
  /// The trace of one run. With `quiet`, only failed expectations are shown.
  public static func render(_ script: Script, _ run: ScriptRun, quiet: Bool = false) -> String {
    var output = ""
    for shown in ShownOutcome.all(in: script, run, quiet: quiet) {
      write(shown, fileName: script.fileName, into: &output)
    }
    return output
  }

  /// Appends the lines of one event to `output`; `fileName` locates failures.
  static func write(_ shown: ShownOutcome, fileName: String, into output: inout String) {
    switch shown.outcome {
    case .effects(let effects):
      output += "#\(shown.index) \(describe(shown.event))\n"
      output += effectLines(effects, derivation: shown.derivation)
      if let diagnostic = shown.diagnostic { output += "   ignored: \(diagnostic)\n" }
      for warning in shown.warnings { output += "   warning: \(warning)\n" }
    case .expectation(let failures):
      output += "#\(shown.index) expect \(failures.isEmpty ? "passed" : "failed")\n"
      for failure in failures {
        output += "   "
        if let line = failure.line, let column = failure.column {
          output += "\(fileName):\(line):\(column): "
        }
        output += "\(failure.path): expected \(text(failure.expected)), "
        output += "found \(text(failure.actual))\n"
      }
    }
  }

  /// The closing line, `N passed, M failed`, counting expectations.
  public static func summary(passed: Int, failed: Int) -> String {
    "\(passed) passed, \(failed) failed"
  }

  /// An event as the trace's header line shows it, without its index.
  package static func describe(_ scriptEvent: ScriptEvent) -> String {
    let event: AvoidanceEvent
    switch scriptEvent {
    case .engine(let engineEvent): event = engineEvent
    case .expect: return "expect"
    case .terminate: return "terminate"
    case .relaunch(let archive):
      return archive == nil ? "relaunch" : "relaunch with a given archive"
    }
    let type = event.scriptType.rawValue
    switch event {
    case .focus(let view, let caret):
      return "\(type) \(view)" + (caret.map { " caret \($0)" } ?? "")
    case .blur:
      return type
    case .caret(let rect):
      return "\(type) \(rect)"
    case .keyboard(let notification):
      let animation = notification.animation
      return "\(type) \(notification.frame) \(formatted(animation.duration))s curve "
        + "\(animation.curve)"
    case .scroll(let view, let offset):
      return "\(type) \(view) \(offset)"
    case .update(let view, let update):
      var text = "\(type) \(view)"
      if let frame = update.frame { text += " frame \(frame)" }
      if let size = update.contentSize { text += " contentSize \(size)" }
      if let inset = update.contentInset { text += " contentInset \(inset)" }
      if let offset = update.contentOffset { text += " contentOffset \(offset)" }
      if let safeArea = update.safeArea { text += " safeArea \(safeArea)" }
      return text
    case .resize(let resize):
      var text = "\(type) window \(resize.windowSize)"
      for (id, frame) in resize.frames.sorted(by: { $0.key < $1.key }) {
        text += " \(id) \(frame)"
      }
      if let safeArea = resize.rootSafeArea { text += " safeArea \(safeArea)" }
      for (id, safeArea) in resize.safeAreas.sorted(by: { $0.key < $1.key }) {
        text += " \(id) safeArea \(safeArea)"
      }
      return text
    case .settings(let settings):
      // v1.3's settings are named only when they differ from their defaults, so that a v1.2
      // script's trace is unchanged.
      var text =
        "\(type) keyboardDistance \(formatted(settings.keyboardDistance)) restorePolicy "
        + settings.restorePolicy.rawValue
      if settings.alignment != .minimal { text += " alignment \(settings.alignment.rawValue)" }
      if settings.navigationOrder != .position {
        text += " navigationOrder \(settings.navigationOrder.rawValue)"
      }
      return text
    case .insertCells(let view, let index, let cells):
      return "\(type) \(view) at \(index) " + cellList(cells)
    case .removeCells(let ids):
      return "\(type) " + ids.map(\.rawValue).joined(separator: ", ")
    case .resizeCell(let view, let height):
      return "\(type) \(view) height \(formatted(height))"
    case .reload(let view, let content, let complete):
      let what =
        switch content {
        case .cells(let cells): cellList(cells)
        case .contentSize(let size): "contentSize \(size)"
        }
      return "\(type) \(view) \(what)" + (complete ? "" : " (loading)")
    case .push(let view, let screen):
      return "\(type) \(screen.node.id) onto \(view)"
    case .pop(let view):
      return "\(type) \(view)"
    case .selectTab(let view, let index):
      return "\(type) \(view) \(index)"
    case .select(let view, let range):
      return "\(type) \(view) \(range)"
    case .edit(let view, let text):
      return "\(type) \(view) \(text.utf16.count) units"
    case .memoryWarning:
      return type
    case .navigate(let direction):
      return "\(type) \(direction.rawValue)"
    }
  }

  /// Cells as a trace names them: `3 cells r0…r2`.
  private static func cellList(_ cells: [ViewTree.Branch]) -> String {
    guard let first = cells.first, let last = cells.last else { return "0 cells" }
    return cells.count == 1
      ? "1 cell \(first.node.id)" : "\(cells.count) cells \(first.node.id)…\(last.node.id)"
  }

  /// The indented, column-aligned lines of an event's effects, each followed by the lines of
  /// `derivation` that explain it (`kbreplay --explain`); the lines that explain no single
  /// effect come last.
  static func effectLines(
    _ effects: ArraySlice<AvoidanceEffect>, derivation: AvoidanceDerivation? = nil
  ) -> String {
    var explained: [Int: [String]] = [:]
    var trailing: [String] = []
    if let derivation {
      for line in DerivationText.lines(derivation) {
        if let effect = line.effect, effect < effects.count {
          explained[effect, default: []].append(line.text)
        } else {
          trailing.append(line.text)
        }
      }
    }
    let trailingText = trailing.map { "      \($0)\n" }.joined()
    guard !effects.isEmpty else { return trailingText }
    let values = effects.map(values)
    let viewWidth = effects.map(\.view.rawValue.count).max() ?? 0
    let valueWidth = values.map(\.count).max() ?? 0
    var output = ""
    for (position, (effect, value)) in zip(effects, values).enumerated() {
      output += "   " + padded(effect.view.rawValue, viewWidth + 2)
      output += padded(effect.property.rawValue, 17)
      output += padded(value, valueWidth + 2)
      output += padded(effect.reason.rawValue, 15)
      output += "\(effect.animation)\n"
      for line in explained[position] ?? [] { output += "      \(line)\n" }
    }
    return output + trailingText
  }

  /// An effect's `from → to`, empty for a layout pass.
  package static func values(_ effect: AvoidanceEffect) -> String {
    switch effect.change {
    case .contentOffset(let from, let to): "\(from) → \(to)"
    case .contentInset(let from, let to), .indicatorInsets(let from, let to): "\(from) → \(to)"
    case .layout, .focus: ""
    case .rootShift(let from, let to), .followOffset(let from, let to):
      "\(formatted(from)) → \(formatted(to))"
    case .selection(let from, let to): "\(from.map(\.description) ?? "none") → \(to)"
    }
  }

  package static func text(_ value: ExpectationFailure.Value) -> String {
    switch value {
    case .point(let point): "\(point)"
    case .insets(let insets): "\(insets)"
    case .number(let number): formatted(number)
    case .count(let count): "\(count)"
    case .band(let band): "inside the band \(formatted(band.top))…\(formatted(band.bottom))"
    case .rect(let rect): "\(rect)"
    case .field(let id): id.map { "\"\($0)\"" } ?? "no focused field"
    case .selection(let range): range.map(\.description) ?? "no selection"
    case .flag(let flag): "\(flag)"
    case .returnKey(let key): key.rawValue
    case .cell(let id): id.map { "\"\($0)\"" } ?? "no anchor"
    }
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    let count = text.count
    return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
  }
}
