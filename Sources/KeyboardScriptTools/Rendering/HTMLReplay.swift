import KeyboardAvoidance
import KeyboardScript

/// Renders a run as one self-contained HTML page: for every event, a picture of the window at
/// true proportions next to the event, its effects and its expectation results.
///
/// The page loads nothing from anywhere: its styles, pictures (inline SVG) and the few lines of
/// script that turn the list of steps into a slider (and ←/→ keys) are all inside it. Without
/// script it lists every step. The same script always gives the same bytes.
///
/// The page opens on step 0, or, when the run explains its effects (`kbreplay render
/// --explain`), on the first step with effects; `#step=N` after the page's address opens step
/// `N`.
public enum HTMLReplay {
  /// One step of the page: the event, what it produced, and the engine after it.
  struct Step {
    var index: Int
    var event: ScriptEvent
    var outcome: ScriptRun.Outcome
    var diagnostic: AvoidanceDiagnostic?
    var engine: AvoidanceEngine
    /// The numbers behind the effects, when the run explains them.
    var derivation: AvoidanceDerivation? = nil
  }

  /// The page for a script and its run.
  public static func render(_ script: Script, _ run: ScriptRun) -> String {
    let steps = self.steps(script, run)
    // An explained page opens on the first step with effects (the one its numbers are about);
    // `#step=N` in the address opens another.
    let explained = !run.derivations.isEmpty
    let opening =
      explained
      ? steps.first {
        if case .effects(let effects) = $0.outcome { return !effects.isEmpty }
        return false
      }?.index ?? 0 : 0
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escaped(script.name ?? script.fileName))</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>\(escaped(script.name ?? script.fileName))</h1>
      <p class="summary">\(escaped(script.fileName)): \(script.events.count) events, \
      \(run.effectCount) effects, \(run.expectationCount - run.failedExpectations) passed, \
      \(run.failedExpectations) failed</p>
      <div class="controls"><button type="button" id="previous">←</button>
      <input type="range" id="slider" min="0" max="\(max(0, steps.count - 1))" value="\(opening)" \
      aria-label="step"><button type="button" id="next">→</button> <span id="position"></span></div>

      """
    var previous = AvoidanceEngine(tree: script.tree, settings: script.settings)
    for step in steps {
      html += section(step, previous: previous)
      previous = step.engine
    }
    html += "<script>\(behaviour)</script>\n</body>\n</html>\n"
    return html
  }

  /// Replays the script event by event, keeping the engine after each.
  static func steps(_ script: Script, _ run: ScriptRun) -> [Step] {
    var engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
    var steps: [Step] = []
    steps.reserveCapacity(script.events.count)
    for (index, event) in script.events.enumerated() {
      if case .engine(let engineEvent) = event {
        _ = engine.handle(engineEvent)
      }
      let outcome = run.outcomes.indices.contains(index) ? run.outcomes[index] : .effects([])
      steps.append(
        Step(
          index: index, event: event, outcome: outcome, diagnostic: run.diagnostics[index],
          engine: engine, derivation: run.derivations[index]))
    }
    return steps
  }

  /// One step's section: the picture, then the event and what it produced.
  static func section(_ step: Step, previous: AvoidanceEngine?) -> String {
    var picture = SVGPicture(engine: step.engine, changed: [], idPrefix: "step-\(step.index)")
    if case .effects(let effects) = step.outcome {
      for effect in effects { picture.changed.insert(effect.view) }
      if let previous {
        picture.anchors = anchorMarks(effects, before: previous, after: step.engine)
      }
    }
    if case .expect(let expectation) = step.event, case .expectation(let failures) = step.outcome {
      var views: [ViewID] = []
      for id in expectation.views.map(\.view) + expectation.visible where !views.contains(id) {
        views.append(id)
      }
      picture.checked = SVGPicture.Checked(views: views, passed: failures.isEmpty)
    }
    var html = "<section class=\"step\" id=\"step-\(step.index)\">\n"
    html += "<h2>#\(step.index) \(escaped(TextTrace.describe(step.event)))</h2>\n"
    html += "<div class=\"panes\">\n"
    picture.derivation = step.derivation
    html += picture.svg
    html += "<div class=\"facts\">\n"
    switch step.outcome {
    case .effects(let effects):
      // Each derivation line sits under the effect it explains, as in the text trace; the
      // lines that explain no single effect come after the table.
      let explained = step.derivation.map { explainedLines($0, effectCount: effects.count) }
      if effects.isEmpty {
        html += "<p class=\"quiet\">No effects.</p>\n"
      } else {
        html += "<table class=\"effects\"><tr><th>view</th><th>property</th><th>change</th>"
        html += "<th>reason</th><th>animation</th></tr>\n"
        for (position, effect) in effects.enumerated() {
          html += "<tr><td>\(escaped(effect.view.rawValue))</td>"
          html += "<td>\(effect.property.rawValue)</td>"
          html += "<td>\(escaped(TextTrace.values(effect)))</td>"
          html += "<td>\(effect.reason.rawValue)</td><td>\(escaped("\(effect.animation)"))</td>"
          html += "</tr>\n"
          if let lines = explained?.byEffect[position] {
            html += "<tr class=\"explained\"><td colspan=\"5\">"
            html += explanation(lines, effect: position) + "</td></tr>\n"
          }
        }
        html += "</table>\n"
      }
      if let trailing = explained?.trailing, !trailing.isEmpty {
        html += explanation(trailing, effect: nil)
      }
      if let diagnostic = step.diagnostic {
        html += "<p class=\"ignored\">Ignored: \(escaped(diagnostic.description))</p>\n"
      }
      for mark in picture.anchors {
        html += "<p class=\"anchor\">Anchor \(escaped(mark.row.rawValue)) of "
        html += "\(escaped(mark.list.rawValue)): window y \(formatted(mark.before)) "
        html +=
          "before, " + (mark.after.map { "\(formatted($0)) after" } ?? "gone after") + ".</p>\n"
      }
    case .expectation(let failures):
      if case .expect(let expectation) = step.event {
        html += "<p class=\"checks\">Checked: \(escaped(checks(expectation)))</p>\n"
      }
      if failures.isEmpty {
        html += "<p class=\"passed\">Expectation passed.</p>\n"
      } else {
        html += "<ul class=\"failed\">\n"
        for failure in failures {
          html += "<li class=\"failure\">\(escaped(failure.path)): expected "
          html += "\(escaped(TextTrace.text(failure.expected))), found "
          html += "\(escaped(TextTrace.text(failure.actual)))</li>\n"
        }
        html += "</ul>\n"
      }
    }
    html += state(step.engine)
    html += "</div>\n</div>\n</section>\n"
    return html
  }

  /// The anchor rows of the lists a step moved to keep them still (effects with the reason
  /// `anchor`): the anchor each list had before the step, with the row's window y before and
  /// after it.
  static func anchorMarks(
    _ effects: ArraySlice<AvoidanceEffect>, before: AvoidanceEngine, after: AvoidanceEngine
  ) -> [SVGPicture.AnchorMark] {
    var marks: [SVGPicture.AnchorMark] = []
    for effect in effects where effect.reason == .anchor {
      guard !marks.contains(where: { $0.list == effect.view }),
        let row = before.anchor(of: effect.view)?.itemID,
        let frame = before.tree.windowFrame(of: row)
      else { continue }
      marks.append(
        SVGPicture.AnchorMark(
          list: effect.view, row: row, before: frame.minY,
          after: after.tree.windowFrame(of: row)?.minY))
    }
    return marks
  }

  /// What an expectation checks, in words: `form contentOffset (0,193), rootShift 0, visible
  /// email, effects 3`.
  static func checks(_ expectation: ScriptExpectation) -> String {
    var parts: [String] = []
    for view in expectation.views {
      var part = view.view.rawValue
      if let offset = view.contentOffset { part += " contentOffset \(offset)" }
      if let inset = view.contentInset { part += " contentInset \(inset)" }
      if let insets = view.indicatorInsets { part += " indicatorInsets \(insets)" }
      if let offset = view.followOffset { part += " followOffset \(formatted(offset))" }
      parts.append(part)
    }
    if let rootShift = expectation.rootShift { parts.append("rootShift \(formatted(rootShift))") }
    if !expectation.visible.isEmpty {
      parts.append("visible " + expectation.visible.map(\.rawValue).joined(separator: ", "))
    }
    if let effects = expectation.effects { parts.append("effects \(effects)") }
    if let focus = expectation.focus {
      parts.append("focus " + (focus.field?.rawValue ?? "none"))
    }
    if let navigation = expectation.navigation {
      var answers: [String] = []
      for (name, neighbour) in [("previous", navigation.previous), ("next", navigation.next)] {
        if let neighbour { answers.append("\(name) " + (neighbour.field?.rawValue ?? "none")) }
      }
      if let key = navigation.returnKey { answers.append("returnKey \(key.rawValue)") }
      parts.append("navigation " + answers.joined(separator: ", "))
    }
    let others =
      (expectation.focused == nil ? 0 : 1) + expectation.selections.count
      + expectation.pending.count + expectation.anchors.count
    if others > 0 { parts.append("\(others) preservation checks") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
  }

  /// The keyboard, focus and root shift after a step, in words.
  static func state(_ engine: AvoidanceEngine) -> String {
    var parts = ["keyboard \(engine.keyboardPlacement.rawValue)"]
    if engine.keyboardPlacement != .hidden, let frame = engine.keyboardFrame {
      parts[0] += " (top \(formatted(frame.minY)))"
      if let track = engine.keyboardTrack {
        parts.append("dragged to top \(formatted(track.top))")
      }
      // Only when followers ride it, so that pages of screens without them are unchanged.
      if let top = engine.effectiveKeyboardTop, top != frame.minY {
        parts.append("effective keyboard top \(formatted(top))")
      }
    }
    parts.append("focus " + (engine.focusedField?.rawValue ?? "none"))
    parts.append("root shift \(formatted(engine.rootShift))")
    return "<p class=\"state\">\(escaped(parts.joined(separator: ", ")))</p>\n"
  }

  /// Text with the HTML-significant characters escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:16px;color:#1d1d1f;background:#fff}\
    h1{font-size:18px;margin:0 0 4px}h2{font-size:15px;margin:12px 0 6px;font-family:monospace}\
    .summary,.state,.quiet{color:#555}.controls{display:none;margin:8px 0}\
    .js .controls{display:block}.js .step{display:none}.js .step.current{display:block}\
    .panes{display:flex;gap:16px;align-items:flex-start}.facts{flex:1;min-width:0}\
    svg{border:1px solid #999;background:#f4f4f6;flex:none}\
    table.effects{border-collapse:collapse;font-family:monospace;font-size:12px}\
    .effects td,.effects th{border-bottom:1px solid #ddd;padding:2px 8px;text-align:left}\
    .passed{color:#1a7f37}.failure{color:#c62828;font-weight:600}.ignored{color:#9a6700}\
    .anchor{color:#0f766e;font-weight:600}.checks{font-family:monospace;font-size:12px}\
    #slider{width:320px;vertical-align:middle}
    """

  static let behaviour = """
    (function(){var steps=document.querySelectorAll('.step');if(!steps.length)return;\
    document.body.classList.add('js');var slider=document.getElementById('slider');\
    var position=document.getElementById('position');function show(i){\
    i=Math.max(0,Math.min(steps.length-1,i));for(var k=0;k<steps.length;k++){\
    steps[k].classList.toggle('current',k===i);}slider.value=i;\
    position.textContent='step '+i+' of '+(steps.length-1);}\
    slider.addEventListener('input',function(){show(+slider.value);});\
    document.getElementById('previous').addEventListener('click',function(){show(+slider.value-1);});\
    document.getElementById('next').addEventListener('click',function(){show(+slider.value+1);});\
    document.addEventListener('keydown',function(e){if(e.key==='ArrowLeft')show(+slider.value-1);\
    if(e.key==='ArrowRight')show(+slider.value+1);});\
    var m=/step=(\\d+)/.exec(location.hash);show(m?+m[1]:+slider.getAttribute('value'));})();
    """
}
