import Foundation

/// Renders a run's results: a readable table with the targets and PASS/MISS, or one JSON
/// object for tools.
enum Report {
  /// The JSON object with exactly the keys the benchmark's consumers read:
  /// `decision_p99_ns` and `decision_p50_ns` (objects keyed by view count), `deep512_p99_ns`,
  /// `replay_events_per_s`, `decode_mb_per_s`, `bytes_per_view`, `frame_budget_fraction`,
  /// `decode_foundation_mb_per_s`, `decode_error_ratio`, `anchor_prepend_p99_ns` (an object
  /// keyed by row count), `archive_roundtrip_mb_per_s`, `selection_map_1mb_us` and
  /// `selection_snap_1mb_us`, `host_show_p99_ns`, `host_floor_p99_ns` and
  /// `host_show_over_floor`; with a
  /// `kbreplay` beside `kbbench`, `recording_peak_rss_mb`, `recording_replay_over_check`,
  /// `json_trace_over_quiet`, `text_trace_over_quiet` and `text_trace_over_json`; with
  /// `--explain`, `decision_explain_over_plain_p99` and `decision_explain_over_plain_p50`
  /// (objects keyed by view count) and `replay_explain_over_plain`.
  static func json(_ results: BenchmarkSuite.Results) -> String {
    func bySize(_ value: (DecisionBenchmark.Result) -> Int64) -> String {
      let members = results.sizes.map { "\"\($0.viewCount)\": \(value($0))" }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let members =
      [
        "\"decision_p99_ns\": \(bySize { $0.all.p99 })",
        "\"decision_p50_ns\": \(bySize { $0.all.p50 })",
        "\"deep512_p99_ns\": \(results.deep.all.p99)",
        "\"replay_events_per_s\": \(Int(results.replay.medianEventsPerSecond.rounded()))",
        "\"decode_mb_per_s\": \(fixed(results.decode.libraryMedian, 1))",
        "\"bytes_per_view\": \(fixed(results.memory.bytesPerView, 1))",
        "\"frame_budget_fraction\": \(fixed(results.frameBudgetFraction, 7))",
        "\"decode_foundation_mb_per_s\": \(fixed(results.decode.foundationMedian, 1))",
        "\"decode_error_ratio\": \(fixed(results.decodeError.ratio, 2))",
        "\"anchor_prepend_p99_ns\": {"
          + results.anchor.map { "\"\($0.rows)\": \($0.timings.p99)" }.joined(separator: ", ")
          + "}",
        "\"archive_roundtrip_mb_per_s\": \(fixed(results.archive.median, 1))",
        "\"selection_map_1mb_us\": \(fixed(results.selection.mapMicroseconds, 1))",
        "\"selection_snap_1mb_us\": \(fixed(results.selection.snapMicroseconds, 2))",
      ] + keyboardLayoutMembers(results.keyboardLayout)
    let all =
      members + hostCoreMembers(results.hostCore) + recordingMembers(results.recording)
      + explainedMembers(results)
    return "{" + all.joined(separator: ", ") + "}"
  }

  /// The derivations' JSON members with `--explain`: the ratios of the decisions and the replay
  /// with derivations to without, measured in the same run; none without `--explain`.
  static func explainedMembers(_ results: BenchmarkSuite.Results) -> [String] {
    guard let replay = results.replay.medianExplainedOverPlain else { return [] }
    func bySize(_ value: (DecisionBenchmark.Result) -> Double?) -> String {
      let members = results.sizes.map { "\"\($0.viewCount)\": \(fixed(value($0) ?? 0, 3))" }
      return "{" + members.joined(separator: ", ") + "}"
    }
    return [
      "\"decision_explain_over_plain_p99\": \(bySize(\.explainedOverPlainP99))",
      "\"decision_explain_over_plain_p50\": \(bySize(\.explainedOverPlainP50))",
      "\"replay_explain_over_plain\": \(fixed(replay, 3))",
    ]
  }

  /// The derivations' table rows with `--explain`, with their targets; none without.
  static func explainedRows(_ results: BenchmarkSuite.Results) -> [[String]] {
    guard let replay = results.replay.medianExplainedOverPlain else { return [] }
    var rows: [[String]] = []
    for size in results.sizes {
      guard let ratio = size.explainedOverPlainP99 else { continue }
      let target = Targets.explainedDecisionOverPlain
      rows.append([
        "decision p99 with derivations ÷ without, \(size.screen)", fixed(ratio, 2),
        "≤ \(plain(target))", ratio <= target ? "PASS" : "MISS",
      ])
    }
    let target = Targets.explainedReplayOverPlain
    rows.append([
      "replay keeping every derivation ÷ without (median pair)", fixed(replay, 2),
      "≥ \(plain(target))", replay >= target ? "PASS" : "MISS",
    ])
    return rows
  }

  /// The UIKit host core's JSON members, with its floor's (`HostShowFloor`).
  static func hostCoreMembers(_ result: HostCoreBenchmark.Result) -> [String] {
    [
      "\"host_show_p99_ns\": \(result.host.p99)",
      "\"host_floor_p99_ns\": \(result.floor.p99)",
      "\"host_show_over_floor\": \(fixed(result.ratio, 2))",
    ]
  }

  /// The UIKit host core's line of details.
  static func hostCoreDetails(_ result: HostCoreBenchmark.Result) -> String {
    "UIKit host core: LargeForm, \(grouped(Double(result.viewCount))) simulated views, a "
      + "20-field form and a follower; a keyboardWillShow after each focus, timed through the "
      + "host core (notification, userInfo, mirroring of \(result.viewsRead) views, decision, "
      + "applying) at p50 / p99 \(grouped(Double(result.host.p50))) / "
      + "\(grouped(Double(result.host.p99))) ns (target ≤ "
      + "\(grouped(Targets.hostShowP99Microseconds * 1_000)) ns), and by the floor of any host "
      + "(HostShowFloor: the userInfo read, the same views loaded from weak references and read, "
      + "the decision and the effects applied, with nothing compared or kept) at "
      + "\(grouped(Double(result.floor.p50))) / \(grouped(Double(result.floor.p99))) ns: p99 "
      + "ratio \(fixed(result.ratio, 2)) (target ≤ \(plain(Targets.hostShowOverFloor))). "
      + (result.meetsTargets ? "PASS" : "MISS")
  }

  /// The chat and navigation figures' JSON members: `chat_decision_p99_ns`,
  /// `navigation_p99_ns` and `navigation_focus_p99_ns`.
  static func keyboardLayoutMembers(_ result: KeyboardLayoutBenchmark.Result) -> [String] {
    [
      "\"chat_decision_p99_ns\": \(result.chat.p99)",
      "\"navigation_p99_ns\": \(result.navigation.p99)",
      "\"navigation_focus_p99_ns\": \(result.navigationFocus.p99)",
    ]
  }

  /// The chat and navigation rows: the chat's decision p99 beside the 100-view form's
  /// (`form`), and the navigation query beside the focus decision it follows.
  static func keyboardLayoutRows(
    _ result: KeyboardLayoutBenchmark.Result, form: DecisionBenchmark.Result?
  ) -> [[String]] {
    let chat = Double(result.chat.p99)
    var rows = [
      [
        "decision p99, chat: \(grouped(Double(KeyboardLayoutBenchmark.chatRows)))-row table lifting, "
          + "composer riding (ns)",
        grouped(chat), "≤ \(plain(Targets.decisionP99))",
        chat <= Targets.decisionP99 ? "PASS" : "MISS",
      ]
    ]
    if let form {
      rows.append([
        "  beside: decision p99, \(form.screen) form (ns)", grouped(Double(form.all.p99)), "", "",
      ])
    }
    rows.append([
      "navigation() after a focus p99, \(KeyboardLayoutBenchmark.formFields)-field form (ns)",
      grouped(Double(result.navigation.p99)), "", "",
    ])
    rows.append([
      "  beside: that focus's decision p99 (ns)", grouped(Double(result.navigationFocus.p99)), "",
      "",
    ])
    return rows
  }

  /// The recording figures' JSON members; none without a measurement.
  static func recordingMembers(_ result: RecordingBenchmark.Result?) -> [String] {
    guard let result else { return [] }
    return [
      "\"recording_peak_rss_mb\": \(fixed(result.peakMiB, 1))",
      "\"recording_replay_over_check\": \(fixed(result.replayOverCheck, 2))",
      "\"json_trace_over_quiet\": \(fixed(result.jsonOverQuiet, 2))",
      "\"text_trace_over_quiet\": \(fixed(result.textOverQuiet, 2))",
      "\"text_trace_over_json\": \(fixed(result.textOverJSON, 2))",
    ]
  }

  /// The recording figures' table rows, with their targets.
  static func recordingRows(_ result: RecordingBenchmark.Result?) -> [[String]] {
    guard let result else {
      return [["recordings (no kbreplay beside kbbench)", "-", "", ""]]
    }
    func row(_ name: String, _ value: Double, _ digits: Int, atMost target: Double) -> [String] {
      [name, fixed(value, digits), "≤ \(plain(target))", value <= target ? "PASS" : "MISS"]
    }
    return [
      row(
        "recording replay peak RSS, quiet/text/JSON (MiB)", result.peakMiB, 1,
        atMost: Targets.recordingPeakMiB),
      row(
        "recording quiet replay ÷ check of the script", result.replayOverCheck, 2,
        atMost: Targets.recordingReplayOverCheck),
      row(
        "recording JSON trace ÷ quiet replay", result.jsonOverQuiet, 2,
        atMost: Targets.jsonTraceOverQuiet),
      row(
        "recording text trace ÷ quiet replay", result.textOverQuiet, 2,
        atMost: Targets.textTraceOverQuiet),
      row(
        "recording text trace ÷ JSON trace, per event", result.textOverJSON, 2,
        atMost: Targets.textTraceOverJSON),
      row(
        "script quiet replay peak RSS ÷ file size", result.scriptPeakOverSize, 2,
        atMost: Targets.scriptPeakOverSize),
    ]
  }

  /// The recording measurement's details line.
  static func recordingDetails(_ result: RecordingBenchmark.Result?) -> String {
    guard let result else { return "Recordings: not measured (no kbreplay beside kbbench)." }
    func mb(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 1) + " MiB" }
    return "Recordings: \(grouped(Double(result.eventCount))) events of a 1,000-field form, "
      + "recording \(mb(result.recordingBytes)), script \(mb(result.scriptBytes)); kbreplay "
      + "(best of 2, s / peak MiB): check of the script \(fixed(result.check, 2)) / "
      + "\(fixed(result.checkMiB, 1)); recording --quiet \(fixed(result.quiet, 2)) / "
      + "\(fixed(result.quietMiB, 1)), text \(fixed(result.text, 2)) / "
      + "\(fixed(result.textMiB, 1)), JSON \(fixed(result.json, 2)) / "
      + "\(fixed(result.jsonMiB, 1)); script --quiet \(fixed(result.scriptQuiet, 2)) / "
      + "\(fixed(result.scriptMiB, 1))."
  }

  /// The readable report: every target with its figure and PASS or MISS, then the details.
  static func table(_ results: BenchmarkSuite.Results) -> String {
    var rows: [[String]] = [["measure", "value", "target", "result"]]
    func row(_ name: String, _ value: Double, _ text: String, atMost target: Double) {
      rows.append([name, text, "≤ \(plain(target))", value <= target ? "PASS" : "MISS"])
    }
    func row(_ name: String, _ value: Double, _ text: String, atLeast target: Double) {
      rows.append([name, text, "≥ \(plain(target))", value >= target ? "PASS" : "MISS"])
    }
    for size in results.sizes {
      let p50 = Double(size.all.p50)
      row("decision p50, \(size.screen) (ns)", p50, grouped(p50), atMost: Targets.decisionP50)
    }
    for size in results.sizes {
      let p99 = Double(size.all.p99)
      row("decision p99, \(size.screen) (ns)", p99, grouped(p99), atMost: Targets.decisionP99)
    }
    if let first = results.sizes.first, let last = results.sizes.last {
      row(
        "p99 \(last.viewCount) ÷ p99 \(first.viewCount) views", results.sizeRatio,
        fixed(results.sizeRatio, 2), atMost: Targets.sizeRatio)
    }
    let deep = Double(results.deep.all.p99)
    row("decision p99, \(results.deep.screen) (ns)", deep, grouped(deep), atMost: Targets.deepP99)
    row(
      "frame budget fraction (worst p99 ÷ 8,333,333 ns)", results.frameBudgetFraction,
      fixed(results.frameBudgetFraction, 6), atMost: Targets.frameBudgetFraction)
    let replay = results.replay.medianEventsPerSecond
    row(
      "replay (events/s)", replay, grouped(replay.rounded()),
      atLeast: Targets.replayEventsPerSecond)
    let bytes = results.memory.bytesPerView
    row("tree bytes per view", bytes, fixed(bytes, 1), atMost: Targets.bytesPerView)
    let decode = results.decode.libraryMedian
    row("decoding (MB/s)", decode, fixed(decode, 1), atLeast: Targets.decodeMBPerSecond)
    rows.append([
      "decoding, Foundation JSONDecoder (MB/s)", fixed(results.decode.foundationMedian, 1), "",
      "",
    ])
    row(
      "decoding ÷ Foundation (median of paired runs)", results.decode.ratio,
      fixed(results.decode.ratio, 2),
      atLeast: Targets.decodeRatio)
    let errorRatio = results.decodeError.ratio
    row(
      "error at the last event ÷ valid decode", errorRatio, fixed(errorRatio, 2),
      atMost: Targets.decodeErrorRatio)
    for list in results.anchor {
      let p99 = Double(list.timings.p99)
      let name = "anchored 50-row prepend p99, \(grouped(Double(list.rows))) rows (ns)"
      if list.rows == AnchorBenchmark.sizes.last {
        row(name, p99, grouped(p99), atMost: Targets.anchorPrependP99)
      } else {
        rows.append([name, grouped(p99), "", ""])
      }
    }
    row(
      "prepend p99 100,000 ÷ 1,000 rows", results.anchorSizeRatio,
      fixed(results.anchorSizeRatio, 2), atMost: Targets.anchorSizeRatio)
    row(
      "archive encode + decode, 1,000 containers (MB/s)", results.archive.median,
      fixed(results.archive.median, 1), atLeast: Targets.archiveRoundTrip)
    let map = results.selection.mapMicroseconds
    row(
      "selection map through an edit, 1 MB, p50 (µs)", map, fixed(map, 1),
      atMost: Targets.selectionMapMicroseconds)
    let snap = results.selection.snapMicroseconds
    row(
      "selection snap near the end, 1 MB, p50 (µs)", snap, fixed(snap, 2),
      atMost: Targets.selectionSnapMicroseconds)
    rows += keyboardLayoutRows(results.keyboardLayout, form: results.sizes.first)
    let host = results.hostCore
    row(
      "keyboard show via UIKit host core, p99 over HostShowFloor's", host.ratio,
      fixed(host.ratio, 2), atMost: Targets.hostShowOverFloor)
    let hostP99 = Double(host.host.p99)
    row(
      "keyboard show via UIKit host core, p99 (ns)", hostP99, grouped(hostP99),
      atMost: Targets.hostShowP99Microseconds * 1_000)
    rows += recordingRows(results.recording)
    rows += explainedRows(results)

    var lines = ["kbbench: keyboard avoidance benchmarks", ""]
    lines += layout(rows, rightAligned: [1, 2])
    lines += [
      "",
      "Decisions by kind, p50 / p99 ns (each handle(_:) call timed alone; the percentiles above",
      "count focus switches, keyboard frame changes and hides):",
    ]
    var kindRows = [["screen", "views", "depth", "samples", "effects/cycle"]]
    kindRows[0] += DecisionKind.allCases.map(\.rawValue)
    for result in results.sizes + [results.deep] {
      var cells = [
        result.screen, grouped(Double(result.viewCount)), "\(result.fieldDepth)",
        grouped(Double(result.all.count)), "\(result.effectsPerCycle)",
      ]
      cells += DecisionKind.allCases.map { kind in
        guard let timings = result.byKind[kind] else { return "-" }
        return "\(grouped(Double(timings.p50))) / \(grouped(Double(timings.p99)))"
      }
      kindRows.append(cells)
    }
    lines += layout(kindRows, rightAligned: Set(1..<kindRows[0].count))
    lines += details(results)
    return lines.joined(separator: "\n")
  }

  /// The lines after the tables: method notes and figures without targets.
  private static func details(_ results: BenchmarkSuite.Results) -> [String] {
    let timer = results.timerOverhead
    let replay = results.replay
    let decode = results.decode
    let memory = results.memory
    let peak = results.peakResidentKiB.map { "\(grouped(Double($0) / 1024)) MiB" } ?? "unknown"
    let rates = replay.eventsPerSecond.map { grouped($0.rounded()) }
    let selection = results.selection
    return [
      "",
      "Clock: ContinuousClock; an empty timed interval costs p50 \(timer.p50) ns, "
        + "p99 \(timer.p99) ns (included in every decision sample).",
      "Replay: \(grouped(Double(replay.eventCount))) pre-decoded events "
        + "(\(grouped(Double(replay.effectCount))) effects) on the \(replay.screen) screen "
        + "through ScriptRunner.run; runs: \(rates.joined(separator: ", ")) events/s.",
      "Decoding: \(fixed(Double(decode.byteCount) / 1_000_000, 2)) MB script, "
        + "\(grouped(Double(decode.viewCount))) views, \(grouped(Double(decode.eventCount))) "
        + "events; library \(decode.library.map { fixed($0, 1) }.joined(separator: ", ")) MB/s; "
        + "Foundation \(decode.foundation.map { fixed($0, 1) }.joined(separator: ", ")) MB/s; "
        + "failed expectations on replay: \(decode.failedExpectations).",
      "Decoding errors: \(grouped(Double(results.decodeError.eventCount))) events, the last one "
        + "invalid (\(results.decodeError.error)); invalid ÷ valid decode time: "
        + results.decodeError.ratios.map { fixed($0, 2) }.joined(separator: ", ") + ".",
      "Memory: \(grouped(Double(memory.viewCount))) views; heap growth (mallinfo2) "
        + (memory.measuredBytesPerView.map { fixed($0, 1) } ?? "unavailable")
        + " bytes/view; MemoryLayout estimate \(fixed(memory.estimatedBytesPerView, 1)) "
        + "bytes/view (ViewNode stride \(memory.nodeStride)); peak RSS (VmHWM) \(peak).",
      "Selection: \(grouped(Double(selection.byteCount))) UTF-8 bytes, "
        + "\(grouped(Double(selection.utf16Count))) UTF-16 units; each call timed alone after "
        + "a warm-up; mapping p99 \(fixed(Double(selection.map.p99) / 1_000, 1)) µs, snapping "
        + "p99 \(fixed(Double(selection.snap.p99) / 1_000, 2)) µs; on a fresh copy of the text "
        + "(median of \(SelectionBenchmark().freshSamples)): mapping "
        + "\(fixed(Double(selection.freshMapNanoseconds) / 1_000, 1)) µs, snapping "
        + "\(fixed(Double(selection.freshSnapNanoseconds) / 1_000, 1)) µs (it builds the "
        + "string's UTF-16 breadcrumbs, once).",
      hostCoreDetails(results.hostCore),
      recordingDetails(results.recording),
      "Run: \(fixed(results.elapsed.seconds, 1)) s; sink \(results.sink).",
    ]
  }

  /// Rows padded into columns two spaces apart.
  private static func layout(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { cells in
      let padded = cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
      return "  " + padded.joined(separator: "  ")
    }
  }

  /// A number with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// A target as written: whole numbers grouped (`10,000`), fractions as they are (`0.0012`).
  static func plain(_ value: Double) -> String {
    value == value.rounded() ? grouped(value) : "\(value)"
  }

  /// A whole number with thousands separators (`1,250,000`); fractions are rounded.
  static func grouped(_ value: Double) -> String {
    let whole = Int64(value.rounded())
    let digits = String(whole.magnitude)
    var result = ""
    for (position, digit) in digits.enumerated() {
      if position > 0, (digits.count - position).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return whole < 0 ? "-" + result : result
  }
}
