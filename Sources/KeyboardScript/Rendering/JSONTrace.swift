import KeyboardAvoidance

/// Renders a run as the script format's JSON Lines: one object per event, then a summary with the
/// final state of the root and of every scroll container.
///
/// ```
/// {"event": 2, "type": "expect", "passed": true, "failures": []}
/// ```
public enum JSONTrace {
  /// The JSON Lines of one run. With `quiet`, only failed expectations and the summary.
  public static func render(_ script: Script, _ run: ScriptRun, quiet: Bool = false) -> String {
    var output = JSONWriter()
    for shown in ShownOutcome.all(in: script, run, quiet: quiet) {
      write(shown, fileName: script.fileName, into: &output)
    }
    writeSummary(
      events: script.events.count, effects: run.effectCount,
      expectations: run.expectationCount, failed: run.failedExpectations, engine: run.engine,
      into: &output)
    return output.string
  }

  /// Appends the line of one event (and of its warnings) to `output`; `fileName` locates
  /// failures.
  static func write(_ shown: ShownOutcome, fileName: String, into output: inout JSONWriter) {
    let index = shown.index
    switch shown.outcome {
    case .effects(let effects):
      output.append("{\"event\": ")
      output.append(integer: index)
      output.append(", \"type\": ")
      output.append(quoted: shown.event.type)
      output.append(", \"effects\": [")
      var isFirst = true
      for effect in effects {
        if !isFirst { output.append(", ") }
        isFirst = false
        write(effect, into: &output)
      }
      output.append("]")
      if let derivation = shown.derivation {
        output.append(member: "derivation")
        DerivationJSON.write(derivation, into: &output)
      }
      if let diagnostic = shown.diagnostic {
        output.append(", \"ignored\": ")
        output.append(quoted: diagnostic.description)
      }
      output.append("}\n")
      for warning in shown.warnings {
        output.append("{\"warning\": ")
        output.append(quoted: warning.description)
        output.append(", \"event\": ")
        output.append(integer: index)
        output.append("}\n")
      }
    case .expectation(let failures):
      output.append("{\"event\": ")
      output.append(integer: index)
      output.append(
        failures.isEmpty
          ? ", \"type\": \"expect\", \"passed\": true, "
          : ", \"type\": \"expect\", \"passed\": false, ")
      output.append("\"failures\": [")
      for (position, failure) in failures.enumerated() {
        if position > 0 { output.append(", ") }
        write(failure, fileName: fileName, into: &output)
      }
      output.append("]}\n")
    }
  }

  /// Appends the final line: the counts and the engine's final state.
  static func writeSummary(
    events: Int, effects: Int, expectations: Int, failed: Int, engine: AvoidanceEngine,
    into output: inout JSONWriter
  ) {
    output.append("{\"summary\": {\"events\": ")
    output.append(integer: events)
    output.append(", \"effects\": ")
    output.append(integer: effects)
    output.append(", \"expectations\": ")
    output.append(integer: expectations)
    output.append(", \"failed\": ")
    output.append(integer: failed)
    output.append("}, \"state\": ")
    writeState(engine, into: &output)
    output.append("}\n")
  }

  static func write(_ effect: AvoidanceEffect, into text: inout JSONWriter) {
    text.append("{\"view\": ")
    text.append(quoted: effect.view.rawValue)
    text.append(", \"property\": \"")
    text.append(effect.property.rawValue)
    text.append("\", ")
    switch effect.change {
    case .contentOffset(let from, let to):
      text.append("\"from\": ")
      text.append(array: from)
      text.append(", \"to\": ")
      text.append(array: to)
      text.append(", ")
    case .contentInset(let from, let to), .indicatorInsets(let from, let to):
      text.append("\"from\": ")
      text.append(array: from)
      text.append(", \"to\": ")
      text.append(array: to)
      text.append(", ")
    case .layout, .focus:
      break
    case .rootShift(let from, let to), .followOffset(let from, let to):
      text.append("\"from\": ")
      text.append(number: from)
      text.append(", \"to\": ")
      text.append(number: to)
      text.append(", ")
    case .selection(let from, let to):
      text.append("\"from\": ")
      if let from { text.append(array: from) } else { text.append("null") }
      text.append(", \"to\": ")
      text.append(array: to)
      text.append(", ")
    }
    text.append("\"reason\": \"")
    text.append(effect.reason.rawValue)
    text.append("\", \"animation\": ")
    switch effect.animation {
    case .keyboard(let animation):
      text.append("{\"kind\": \"keyboard\", \"duration\": ")
      text.append(number: animation.duration)
      text.append(", \"curve\": ")
      text.append(integer: animation.curve.rawValue)
      text.append("}}")
    case .scrollView: text.append("{\"kind\": \"scrollView\"}}")
    case .none: text.append("{\"kind\": \"none\"}}")
    }
  }

  /// A failure's object; `file`, `line` and `column` name the failing key when the script was
  /// decoded from a file.
  static func write(_ failure: ExpectationFailure, fileName: String, into text: inout JSONWriter) {
    text.append("{\"path\": ")
    text.append(quoted: failure.path)
    text.append(", ")
    if let line = failure.line, let column = failure.column {
      text.append("\"file\": ")
      text.append(quoted: fileName)
      text.append(", \"line\": ")
      text.append(integer: line)
      text.append(", \"column\": ")
      text.append(integer: column)
      text.append(", ")
    }
    text.append("\"expected\": ")
    write(failure.expected, into: &text)
    text.append(", \"actual\": ")
    write(failure.actual, into: &text)
    text.append("}")
  }

  static func write(_ value: ExpectationFailure.Value, into text: inout JSONWriter) {
    switch value {
    case .point(let point): text.append(array: point)
    case .insets(let insets): text.append(array: insets)
    case .number(let value): text.append(number: value)
    case .count(let count): text.append(integer: count)
    case .band(let band): text.append(array: band.top, band.bottom)
    case .rect(let rect): text.append(array: rect.minX, rect.minY, rect.width, rect.height)
    case .field(let id), .cell(let id), .neighbour(let id, _):
      if let id { text.append(quoted: id.rawValue) } else { text.append("null") }
    case .selection(let range):
      if let range { text.append(array: range) } else { text.append("null") }
    case .flag(let flag): text.append(bool: flag)
    case .returnKey(let key): text.append(quoted: key.rawValue)
    }
  }

  /// The final state: the root shift, every scroll container in pre-order, then every follower
  /// in pre-order.
  static func writeState(_ engine: AvoidanceEngine, into text: inout JSONWriter) {
    text.append("{\"rootShift\": ")
    text.append(number: engine.rootShift)
    text.append(", \"views\": {")
    var isFirst = true
    for node in engine.tree.views where node.kind.isScrollContainer {
      if !isFirst { text.append(", ") }
      isFirst = false
      text.append(quoted: node.id.rawValue)
      text.append(": {\"contentOffset\": ")
      text.append(array: node.contentOffset)
      text.append(", \"contentInset\": ")
      text.append(array: node.contentInset)
      text.append(", \"indicatorInsets\": ")
      text.append(array: node.indicatorInsets)
      text.append("}")
    }
    // Then every follower with its offset (SCRIPT v1.3), in pre-order.
    for node in engine.tree.views where node.followsKeyboard {
      if !isFirst { text.append(", ") }
      isFirst = false
      text.append(quoted: node.id.rawValue)
      text.append(": {\"followOffset\": ")
      text.append(number: node.followOffset)
      text.append("}")
    }
    text.append("}}")
  }
}
