import KeyboardAvoidance

/// Renders a run as the script format's JSON Lines: one object per event, then a summary with the final
/// state of the root and of every scroll container.
///
/// ```
/// {"event": 2, "type": "expect", "passed": true, "failures": []}
/// ```
public enum JSONTrace {
  /// The JSON Lines of one run. With `quiet`, only failed expectations and the summary.
  public static func render(_ script: Script, _ run: ScriptRun, quiet: Bool = false) -> String {
    var output = ""
    for shown in ShownOutcome.all(in: script, run, quiet: quiet) {
      write(shown, fileName: script.fileName, into: &output)
    }
    output += summary(
      events: script.events.count, effects: run.effectCount,
      expectations: run.expectationCount, failed: run.failedExpectations, engine: run.engine)
    return output
  }

  /// Appends the line of one event (and of its warnings) to `output`; `fileName` locates
  /// failures.
  static func write(_ shown: ShownOutcome, fileName: String, into output: inout String) {
    let index = shown.index
    switch shown.outcome {
    case .effects(let effects):
      output += "{\"event\": \(index), \"type\": \(string(shown.event.type)), \"effects\": ["
      var isFirst = true
      for effect in effects {
        if !isFirst { output += ", " }
        isFirst = false
        output += self.effect(effect)
      }
      output += "]"
      if let diagnostic = shown.diagnostic {
        output += ", \"ignored\": \(string(diagnostic.description))"
      }
      output += "}\n"
      for warning in shown.warnings {
        output += "{\"warning\": \(string(warning.description)), \"event\": \(index)}\n"
      }
    case .expectation(let failures):
      output += "{\"event\": \(index), \"type\": \"expect\", \"passed\": \(failures.isEmpty), "
      output += "\"failures\": ["
      output += failures.map { failure($0, fileName: fileName) }.joined(separator: ", ") + "]}\n"
    }
  }

  /// The final line: the counts and the engine's final state.
  static func summary(
    events: Int, effects: Int, expectations: Int, failed: Int, engine: AvoidanceEngine
  ) -> String {
    var output = "{\"summary\": {\"events\": \(events), \"effects\": \(effects), "
    output += "\"expectations\": \(expectations), \"failed\": \(failed)}, "
    output += "\"state\": " + state(engine) + "}\n"
    return output
  }

  static func effect(_ effect: AvoidanceEffect) -> String {
    var text = "{\"view\": \(string(effect.view.rawValue)), "
    text += "\"property\": \"\(effect.property.rawValue)\", "
    switch effect.change {
    case .contentOffset(let from, let to):
      text += "\"from\": \(array(from)), \"to\": \(array(to)), "
    case .contentInset(let from, let to), .indicatorInsets(let from, let to):
      text += "\"from\": \(array(from)), \"to\": \(array(to)), "
    case .layout, .focus:
      break
    case .rootShift(let from, let to):
      text += "\"from\": \(number(from)), \"to\": \(number(to)), "
    case .selection(let from, let to):
      text += "\"from\": \(from.map(array) ?? "null"), \"to\": \(array(to)), "
    }
    text += "\"reason\": \"\(effect.reason.rawValue)\", \"animation\": "
    switch effect.animation {
    case .keyboard(let animation):
      text += "{\"kind\": \"keyboard\", \"duration\": \(number(animation.duration)), "
      text += "\"curve\": \(animation.curve)}}"
    case .scrollView: text += "{\"kind\": \"scrollView\"}}"
    case .none: text += "{\"kind\": \"none\"}}"
    }
    return text
  }

  /// A failure's object; `file`, `line` and `column` name the failing key when the script was
  /// decoded from a file.
  static func failure(_ failure: ExpectationFailure, fileName: String) -> String {
    var text = "{\"path\": \(string(failure.path)), "
    if let line = failure.line, let column = failure.column {
      text += "\"file\": \(string(fileName)), \"line\": \(line), \"column\": \(column), "
    }
    return text + "\"expected\": \(value(failure.expected)), \"actual\": \(value(failure.actual))}"
  }

  static func value(_ value: ExpectationFailure.Value) -> String {
    switch value {
    case .point(let point): array(point)
    case .insets(let insets): array(insets)
    case .number(let value): number(value)
    case .count(let count): "\(count)"
    case .band(let band): "[\(number(band.top)), \(number(band.bottom))]"
    case .rect(let rect):
      "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), "
        + "\(number(rect.height))]"
    case .field(let id), .cell(let id): id.map { string($0.rawValue) } ?? "null"
    case .selection(let range): range.map(array) ?? "null"
    case .flag(let flag): "\(flag)"
    }
  }

  /// The final state: the root shift and every scroll container in pre-order.
  static func state(_ engine: AvoidanceEngine) -> String {
    let views = engine.tree.views.filter(\.kind.isScrollContainer).map { node in
      "\(string(node.id.rawValue)): {\"contentOffset\": \(array(node.contentOffset)), "
        + "\"contentInset\": \(array(node.contentInset)), "
        + "\"indicatorInsets\": \(array(node.indicatorInsets))}"
    }
    return "{\"rootShift\": \(number(engine.rootShift)), \"views\": {"
      + views.joined(separator: ", ") + "}}"
  }

  static func array(_ range: UTF16Range) -> String { "[\(range.location), \(range.length)]" }

  static func array(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

  static func array(_ insets: Insets) -> String {
    "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), "
      + "\(number(insets.right))]"
  }

  /// A JSON number: integers without a fraction, others in Swift's shortest round-trip form;
  /// `null` for a value JSON cannot hold.
  static func number(_ value: Double) -> String {
    value.isFinite ? shortestText(value) : "null"
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
