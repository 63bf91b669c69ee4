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
///
/// Every line is written as UTF-8 into one `TraceText`, numbers included, without a string
/// for each piece: a long recording's trace is millions of lines.
public enum TextTrace {
  /// The trace of one run. With `quiet`, only failed expectations are shown.
  public static func render(_ script: Script, _ run: ScriptRun, quiet: Bool = false) -> String {
    var output = TraceText()
    for shown in ShownOutcome.all(in: script, run, quiet: quiet) {
      write(shown, fileName: script.fileName, into: &output)
    }
    return output.string
  }

  /// Appends the lines of one event to `output`; `fileName` locates failures.
  static func write(_ shown: ShownOutcome, fileName: String, into output: inout TraceText) {
    switch shown.outcome {
    case .effects(let effects):
      output.append("#")
      output.append(integer: shown.index)
      output.append(" ")
      writeDescription(shown.event, into: &output)
      output.append("\n")
      writeEffectLines(effects, derivation: shown.derivation, into: &output)
      if let diagnostic = shown.diagnostic { output.append("   ignored: \(diagnostic)\n") }
      for warning in shown.warnings { output.append("   warning: \(warning)\n") }
    case .expectation(let failures):
      output.append("#")
      output.append(integer: shown.index)
      output.append(failures.isEmpty ? " expect passed\n" : " expect failed\n")
      for failure in failures {
        output.append("   ")
        if let line = failure.line, let column = failure.column {
          output.append(fileName)
          output.append(":")
          output.append(integer: line)
          output.append(":")
          output.append(integer: column)
          output.append(": ")
        }
        output.append(failure.path)
        output.append(": expected ")
        write(failure.expected, into: &output)
        output.append(", found ")
        write(failure.actual, into: &output)
        output.append("\n")
      }
    }
  }

  /// The closing line, `N passed, M failed`, counting expectations: kbreplay's, at package
  /// access.
  package static func summary(passed: Int, failed: Int) -> String {
    "\(passed) passed, \(failed) failed"
  }

  /// An event as the trace's header line shows it, without its index.
  package static func describe(_ scriptEvent: ScriptEvent) -> String {
    var text = TraceText()
    writeDescription(scriptEvent, into: &text)
    return text.string
  }

  /// Appends ``describe(_:)``'s text of an event.
  static func writeDescription(_ scriptEvent: ScriptEvent, into text: inout TraceText) {
    switch scriptEvent {
    case .engine(let event): writeDescription(event, into: &text)
    case .expect: text.append("expect")
    case .terminate: text.append("terminate")
    case .relaunch(let archive):
      text.append(archive == nil ? "relaunch" : "relaunch with a given archive")
    }
  }

  /// Appends an engine event's description: its type and its values.
  private static func writeDescription(_ event: AvoidanceEvent, into text: inout TraceText) {
    text.append(event.scriptType.rawValue)
    switch event {
    case .focus(let view, let caret):
      text.append(" ")
      text.append(view.rawValue)
      if let caret {
        text.append(" caret ")
        text.append(caret)
      }
    case .blur, .memoryWarning:
      break
    case .caret(let rect):
      text.append(" ")
      text.append(rect)
    case .keyboard(let notification):
      let animation = notification.animation
      text.append(" ")
      text.append(notification.frame)
      text.append(" ")
      text.append(formatted: animation.duration)
      text.append("s curve ")
      text.append(integer: animation.curve.rawValue)
    case .scroll(let view, let offset):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" ")
      text.append(offset)
    case .update(let view, let update):
      text.append(" ")
      text.append(view.rawValue)
      if let frame = update.frame {
        text.append(" frame ")
        text.append(frame)
      }
      if let size = update.contentSize {
        text.append(" contentSize ")
        text.append(size)
      }
      if let inset = update.contentInset {
        text.append(" contentInset ")
        text.append(inset)
      }
      if let offset = update.contentOffset {
        text.append(" contentOffset ")
        text.append(offset)
      }
      if let safeArea = update.safeArea {
        text.append(" safeArea ")
        text.append(safeArea)
      }
    case .resize(let resize):
      text.append(" window ")
      text.append(resize.windowSize)
      for (id, frame) in resize.frames.sorted(by: { $0.key < $1.key }) {
        text.append(" ")
        text.append(id.rawValue)
        text.append(" ")
        text.append(frame)
      }
      if let safeArea = resize.rootSafeArea {
        text.append(" safeArea ")
        text.append(safeArea)
      }
      for (id, safeArea) in resize.safeAreas.sorted(by: { $0.key < $1.key }) {
        text.append(" ")
        text.append(id.rawValue)
        text.append(" safeArea ")
        text.append(safeArea)
      }
    case .settings(let settings):
      // v1.3's settings are named only when they differ from their defaults, so that a v1.2
      // script's trace is unchanged.
      text.append(" keyboardDistance ")
      text.append(formatted: settings.keyboardDistance)
      text.append(" restorePolicy ")
      text.append(settings.restorePolicy.rawValue)
      if settings.alignment != .minimal {
        text.append(" alignment ")
        text.append(settings.alignment.rawValue)
      }
      if settings.navigationOrder != .position {
        text.append(" navigationOrder ")
        text.append(settings.navigationOrder.rawValue)
      }
    case .insertCells(let view, let index, let cells):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" at ")
      text.append(integer: index)
      text.append(" ")
      writeCellList(cells, into: &text)
    case .removeCells(let ids):
      text.append(" ")
      for (position, id) in ids.enumerated() {
        if position > 0 { text.append(", ") }
        text.append(id.rawValue)
      }
    case .resizeCell(let view, let height):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" height ")
      text.append(formatted: height)
    case .reload(let view, let content, let complete):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" ")
      switch content {
      case .cells(let cells): writeCellList(cells, into: &text)
      case .contentSize(let size):
        text.append("contentSize ")
        text.append(size)
      }
      if !complete { text.append(" (loading)") }
    case .push(let view, let screen):
      text.append(" ")
      text.append(screen.node.id.rawValue)
      text.append(" onto ")
      text.append(view.rawValue)
    case .pop(let view):
      text.append(" ")
      text.append(view.rawValue)
    case .selectTab(let view, let index):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" ")
      text.append(integer: index)
    case .select(let view, let range):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" ")
      text.append(range)
    case .edit(let view, let edited):
      text.append(" ")
      text.append(view.rawValue)
      text.append(" ")
      text.append(integer: edited.utf16.count)
      text.append(" units")
    case .navigate(let direction):
      text.append(" ")
      text.append(direction.rawValue)
    case .keyboardTrack(let top):
      text.append(" top ")
      text.append(number: top)
    }
  }

  /// Cells as a trace names them: `3 cells r0…r2`.
  private static func writeCellList(_ cells: [ViewTree.Branch], into text: inout TraceText) {
    guard let first = cells.first, let last = cells.last else { return text.append("0 cells") }
    if cells.count == 1 {
      text.append("1 cell ")
      text.append(first.node.id.rawValue)
    } else {
      text.append(integer: cells.count)
      text.append(" cells ")
      text.append(first.node.id.rawValue)
      text.append("…")
      text.append(last.node.id.rawValue)
    }
  }

  /// Appends the indented, column-aligned lines of an event's effects, each followed by the
  /// lines of `derivation` that explain it (`kbreplay --explain`); the lines that explain no
  /// single effect come last.
  static func writeEffectLines(
    _ effects: ArraySlice<AvoidanceEffect>, derivation: AvoidanceDerivation?,
    into output: inout TraceText
  ) {
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
    if !effects.isEmpty {
      // The values are written first into the scratch text (taken from `output` and given
      // back, to keep its capacity), one after another, to find the value column's width;
      // `marks` holds each one's end and width. When every effect has the same view, as most
      // events' effects do, the lines' common start (`   form  `) is written there first too.
      var scratch = TraceText()
      swap(&scratch.bytes, &output.scratch)
      var marks: [Int] = []
      swap(&marks, &output.scratchEnds)
      scratch.bytes.removeAll(keepingCapacity: true)
      marks.removeAll(keepingCapacity: true)
      let firstView = effects[effects.startIndex].view
      let oneView = effects.allSatisfy { $0.view == firstView }
      var viewWidth = 0
      if oneView {
        scratch.append("   ")
        scratch.append(firstView.rawValue)
        scratch.append("  ")
      } else {
        for index in effects.indices {
          viewWidth = max(viewWidth, characterCount(effects[index].view.rawValue))
        }
      }
      let lineStart = scratch.bytes.count
      var valueWidth = 0
      for index in effects.indices {
        let start = scratch.bytes.count
        writeValues(effects[index], into: &scratch)
        let width = scalarCount(scratch.bytes[start...])
        marks.append(scratch.bytes.count)
        marks.append(width)
        valueWidth = max(valueWidth, width)
      }
      var start = lineStart
      for (position, index) in effects.indices.enumerated() {
        let view = effects[index].view.rawValue
        if oneView {
          output.bytes.append(contentsOf: scratch.bytes[..<lineStart])
        } else {
          output.append("   ")
          output.append(view)
          output.append(spaces: padding(characterCount(view), viewWidth + 2))
        }
        let property = effects[index].property.rawValue
        output.append(property)
        output.append(spaces: padding(property.utf8.count, 17))
        let end = marks[2 * position]
        output.bytes.append(contentsOf: scratch.bytes[start..<end])
        start = end
        output.append(spaces: padding(marks[2 * position + 1], valueWidth + 2))
        let reason = effects[index].reason.rawValue
        output.append(reason)
        output.append(spaces: padding(reason.utf8.count, 15))
        write(effects[index].animation, into: &output)
        output.bytes.append(UInt8(ascii: "\n"))
        if !explained.isEmpty {
          for line in explained[position] ?? [] {
            output.append("      ")
            output.append(line)
            output.append("\n")
          }
        }
      }
      swap(&scratch.bytes, &output.scratch)
      swap(&marks, &output.scratchEnds)
    }
    for line in trailing {
      output.append("      ")
      output.append(line)
      output.append("\n")
    }
  }

  /// `keyboard 0.25s/7`, `scrollView` or `none`, as the animation's description.
  private static func write(_ animation: AvoidanceEffect.Animation, into text: inout TraceText) {
    switch animation {
    case .keyboard(let keyboard):
      text.append("keyboard ")
      text.append(formatted: keyboard.duration)
      text.append("s/")
      text.append(integer: keyboard.curve.rawValue)
    case .scrollView: text.append("scrollView")
    case .none: text.append("none")
    }
  }

  /// An effect's `from → to`, empty for a layout pass.
  package static func values(_ effect: AvoidanceEffect) -> String {
    var text = TraceText()
    writeValues(effect, into: &text)
    return text.string
  }

  /// Appends ``values(_:)``'s text of an effect.
  static func writeValues(_ effect: AvoidanceEffect, into text: inout TraceText) {
    switch effect.change {
    case .contentOffset(let from, let to):
      text.append(from)
      text.append(" → ")
      text.append(to)
    case .contentInset(let from, let to), .indicatorInsets(let from, let to):
      text.append(from)
      text.append(" → ")
      text.append(to)
    case .layout, .focus: break
    case .rootShift(let from, let to), .followOffset(let from, let to):
      text.append(formatted: from)
      text.append(" → ")
      text.append(formatted: to)
    case .selection(let from, let to):
      if let from { text.append(from) } else { text.append("none") }
      text.append(" → ")
      text.append(to)
    }
  }

  /// An expected or found value as a failure's line shows it.
  package static func text(_ value: ExpectationFailure.Value) -> String {
    var text = TraceText()
    write(value, into: &text)
    return text.string
  }

  /// Appends ``text(_:)``'s text of a value.
  static func write(_ value: ExpectationFailure.Value, into text: inout TraceText) {
    switch value {
    case .point(let point): text.append(point)
    case .insets(let insets): text.append(insets)
    case .number(let number): text.append(formatted: number)
    case .count(let count): text.append(integer: count)
    case .band(let band):
      text.append("inside the band ")
      text.append(formatted: band.top)
      text.append("…")
      text.append(formatted: band.bottom)
    case .rect(let rect): text.append(rect)
    case .field(let id): writeQuoted(id, otherwise: "no focused field", into: &text)
    case .neighbour(let id, .previous): writeQuoted(id, otherwise: "no previous field", into: &text)
    case .neighbour(let id, .next): writeQuoted(id, otherwise: "no next field", into: &text)
    case .selection(let range):
      if let range { text.append(range) } else { text.append("no selection") }
    case .flag(let flag): text.append(flag ? "true" : "false")
    case .returnKey(let key): text.append(key.rawValue)
    case .cell(let id): writeQuoted(id, otherwise: "no anchor", into: &text)
    }
  }

  /// `"id"`, or `absent` without an id.
  private static func writeQuoted(
    _ id: ViewID?, otherwise absent: StaticString, into text: inout TraceText
  ) {
    guard let id else { return text.append(absent) }
    text.append("\"")
    text.append(id.rawValue)
    text.append("\"")
  }

  /// The spaces that pad text of `count` characters to `width`, at least one.
  @inline(__always)
  private static func padding(_ count: Int, _ width: Int) -> Int {
    count >= width ? 1 : width - count
  }

  /// How many characters `text` holds, as `String.count` counts them, for text whose only
  /// characters outside ASCII are single scalars (such as `→`): the bytes that start a scalar.
  @inline(__always)
  private static func scalarCount(_ text: ArraySlice<UInt8>) -> Int {
    var count = 0
    for byte in text where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// `text.count`, counted from the UTF-8 when it is all ASCII.
  @inline(__always)
  private static func characterCount(_ text: String) -> Int {
    let utf8 = text.utf8
    return utf8.allSatisfy { $0 < 0x80 } ? utf8.count : text.count
  }
}
