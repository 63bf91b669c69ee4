import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools
import Testing

// MARK: Files

/// `Tests/KeyboardScriptToolsTests/`, found from this file's path.
private let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
/// The package's root folder.
private let packageFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
/// Where golden traces live; set `KB_RECORD_GOLDEN=1` to (re)write them instead of comparing.
private let goldenFolder = GoldenFolder(
  url: testsFolder.appendingPathComponent("Fixtures/golden"), name: "Fixtures/golden")

/// A script whose traces are pinned by golden files.
struct GoldenScript: Sendable, CustomTestStringConvertible {
  /// The golden files' base name; also the name the script runs under.
  var name: String
  /// The script's path relative to the package folder.
  var path: String

  var testDescription: String { path }

  var url: URL { packageFolder.appendingPathComponent(path) }

  static let all = [
    GoldenScript(name: "spec-script-sample", path: "Examples/spec-script-sample.json"),
    GoldenScript(
      name: "table-form", path: "Tests/KeyboardScriptToolsTests/Fixtures/table-form.json"),
    GoldenScript(
      name: "avoidance-14-text-view-fits", path: "Examples/avoidance-14-text-view-fits.json"),
    GoldenScript(
      name: "avoidance-15-tall-text-view-in-cell",
      path: "Examples/avoidance-15-tall-text-view-in-cell.json"),
    GoldenScript(
      name: "avoidance-16-chat-composer", path: "Examples/avoidance-16-chat-composer.json"),
    GoldenScript(
      name: "avoidance-17-lift-policies", path: "Examples/avoidance-17-lift-policies.json"),
    GoldenScript(name: "avoidance-18-button-bar", path: "Examples/avoidance-18-button-bar.json"),
    GoldenScript(name: "avoidance-19-alignment", path: "Examples/avoidance-19-alignment.json"),
    GoldenScript(name: "avoidance-20-navigation", path: "Examples/avoidance-20-navigation.json"),
    GoldenScript(name: "avoidance-21-chat-drag", path: "Examples/avoidance-21-chat-drag.json"),
    GoldenScript(
      name: "avoidance-22-root-rests-on-drag", path: "Examples/avoidance-22-root-rests-on-drag.json"
    ),
    GoldenScript(name: "avoidance-23-form-drag", path: "Examples/avoidance-23-form-drag.json"),
  ]
}

/// Reads a file's bytes, failing the test if it cannot.
private func bytes(of url: URL) throws -> [UInt8] {
  [UInt8](try Data(contentsOf: url))
}

/// Runs `kbreplay` with `options` over `script`, reading it from disk under its short name.
private func kbreplay(_ options: [String], _ script: GoldenScript) throws -> ReplayCommand.Output {
  let contents = try bytes(of: script.url)
  return ReplayCommand.main(options + [script.name + ".json"]) { path in
    path == script.name + ".json"
      ? .success(contents) : .failure(FileError(message: "No such file or directory"))
  }
}

// MARK: Line diff

/// The lines of `actual` that differ from `expected`, or `nil` if they are equal.
///
/// Built on the standard library's `CollectionDifference`: each removed line is shown as
/// `-N: line` with its number in `expected`, each inserted line as `+N: line` with its number
/// in `actual`, removals and insertions interleaved by line number.
func lineDiff(expected: String, actual: String) -> String? {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let difference = new.difference(from: old)
  guard !difference.isEmpty else { return nil }
  var changes: [(line: Int, isInsertion: Bool, text: String)] = []
  for change in difference {
    switch change {
    case .remove(let offset, let line, _):
      changes.append((offset + 1, false, "-\(offset + 1): \(line)"))
    case .insert(let offset, let line, _):
      changes.append((offset + 1, true, "+\(offset + 1): \(line)"))
    }
  }
  changes.sort { ($0.line, $0.isInsertion ? 1 : 0) < ($1.line, $1.isInsertion ? 1 : 0) }
  return changes.map(\.text).joined(separator: "\n")
}

/// Compares `actual` with the golden trace `name`, or records it.
private func expectGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try goldenFolder.expect(actual, named: name, sourceLocation: sourceLocation)
}

// MARK: Tests

@Suite("Golden traces")
struct GoldenTraceTests {
  @Test("the text trace matches its golden file", arguments: GoldenScript.all)
  func text(_ script: GoldenScript) throws {
    let output = try kbreplay(["--format", "text"], script)
    #expect(output.status == 0)
    #expect(output.standardError == "")
    try expectGolden(output.standardOutput, named: script.name + ".txt")
  }

  @Test("the JSON trace matches its golden file", arguments: GoldenScript.all)
  func json(_ script: GoldenScript) throws {
    let output = try kbreplay(["--format=json"], script)
    #expect(output.status == 0)
    #expect(output.standardError == "")
    try expectGolden(output.standardOutput, named: script.name + ".jsonl")
  }

  @Test(
    "every line of the JSON trace is a JSON object; the summary counts them",
    arguments: GoldenScript.all)
  func jsonLinesParse(_ script: GoldenScript) throws {
    let decoded = try Script(decoding: bytes(of: script.url), fileName: script.path)
    let output = try kbreplay(["--format", "json"], script)
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let objects = try lines.dropLast().map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        "not an object: \(line)")
    }
    #expect(objects.count == decoded.events.count + 1)
    for (index, object) in objects.dropLast().enumerated() {
      #expect(object["event"] as? Int == index)
      #expect(object["type"] as? String == decoded.events[index].type)
    }
    let summary = try #require(objects.last?["summary"] as? [String: Any])
    let effects = objects.dropLast().reduce(0) { total, object in
      total + ((object["effects"] as? [Any])?.count ?? 0)
    }
    #expect(summary["events"] as? Int == decoded.events.count)
    #expect(summary["effects"] as? Int == effects)
    #expect(summary["failed"] as? Int == 0)
  }

  @Test("the table fixture exercises what it is for: scrollView animations, restore, layout")
  func tableFixtureCoverage() throws {
    let script = try Script(
      decoding: bytes(of: GoldenScript.all[1].url), fileName: "table-form.json")
    let run = ScriptRunner.run(script)
    #expect(run.expectationCount == 5)
    #expect(run.failedExpectations == 0)
    let effects = run.outcomes.flatMap { outcome -> [AvoidanceEffectSummary] in
      guard case .effects(let effects) = outcome else { return [] }
      return effects.map(AvoidanceEffectSummary.init)
    }
    #expect(effects.contains { $0.property == "contentOffset" && $0.animation == "scrollView" })
    #expect(effects.contains { $0.reason == "restore" })
    #expect(effects.contains { $0.property == "layout" })
    #expect(script.events.map(\.type).filter { $0 == "focus" }.count == 3)
    #expect(script.events.contains { $0.type == "scroll" })
    #expect(script.events.contains { $0.type == "keyboardWillHide" })
  }

  @Test("rendering the same script twice gives identical bytes", arguments: GoldenScript.all)
  func determinism(_ script: GoldenScript) throws {
    let source = try bytes(of: script.url)
    let first = try Script(decoding: source, fileName: script.name)
    let second = try Script(decoding: source, fileName: script.name)
    #expect(first == second)
    let firstRun = ScriptRunner.run(first)
    let secondRun = ScriptRunner.run(second)
    #expect(firstRun == secondRun)
    #expect(
      Array(TextTrace.render(first, firstRun).utf8)
        == Array(TextTrace.render(second, secondRun).utf8))
    #expect(
      Array(JSONTrace.render(first, firstRun).utf8)
        == Array(JSONTrace.render(second, secondRun).utf8))
    for format in ["text", "json"] {
      let once = try kbreplay(["--format", format], script)
      let twice = try kbreplay(["--format", format], script)
      #expect(Array(once.standardOutput.utf8) == Array(twice.standardOutput.utf8))
    }
  }

  // MARK: The diff itself

  @Test(
    "a trace that differs from its golden file is reported with a line diff",
    .disabled(if: GoldenFolder.isRecording, "would overwrite the golden file"))
  func goldenMismatch() throws {
    let output = try kbreplay(["--format", "text"], GoldenScript.all[0])
    let changed = output.standardOutput.replacingFirstLine(
      containing: "#2 expect passed", with: "#2 expect failed")
    try withKnownIssue {
      try expectGolden(changed, named: "spec-script-sample.txt")
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.contains(
          "Output differs from Fixtures/golden/spec-script-sample.txt (- golden, + actual):\n"
            + "-7: #2 expect passed\n+7: #2 expect failed\n")
      }
    }
  }

  @Test("the line diff is nil for equal texts and lists removed and inserted lines")
  func lineDiffOutput() {
    #expect(lineDiff(expected: "a\nb\n", actual: "a\nb\n") == nil)
    #expect(
      lineDiff(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\ne\n")
        == "-2: b\n+2: B\n+5: e")
    #expect(lineDiff(expected: "a\n", actual: "a") == "-2: ")
    #expect(lineDiff(expected: "x\ny", actual: "y\nx") != nil)
  }
}

/// An effect's property, reason and animation kind, as plain strings.
private struct AvoidanceEffectSummary {
  var property: String
  var reason: String
  var animation: String

  init(_ effect: AvoidanceEffect) {
    property = effect.property.rawValue
    reason = effect.reason.rawValue
    switch effect.animation {
    case .keyboard: animation = "keyboard"
    case .scrollView: animation = "scrollView"
    case .none: animation = "none"
    }
  }
}

extension String {
  /// The text with the first line containing `marker` replaced by `replacement`.
  fileprivate func replacingFirstLine(containing marker: String, with replacement: String)
    -> String
  {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let index = lines.firstIndex(where: { $0.contains(marker) }) { lines[index] = replacement }
    return lines.joined(separator: "\n")
  }
}

// MARK: Derivations (`--explain`)

extension GoldenScript {
  /// The scripts whose explained traces are pinned: a lift, a clip and the root, two stages of a
  /// tall text view, a table with a user scroll and restores, and an anchored list.
  static let explained = [
    GoldenScript(name: "login-form", path: "Examples/login-form.json"),
    GoldenScript(
      name: "avoidance-05-container-too-small",
      path: "Examples/avoidance-05-container-too-small.json"
    ),
    GoldenScript(
      name: "avoidance-15-tall-text-view-in-cell",
      path: "Examples/avoidance-15-tall-text-view-in-cell.json"),
    GoldenScript(
      name: "table-form", path: "Tests/KeyboardScriptToolsTests/Fixtures/table-form.json"),
    GoldenScript(
      name: "anchoring-01-prepend-and-append", path: "Examples/anchoring-01-prepend-and-append.json"
    ),
  ]

  /// Examples 16–23 (v1.3 and v1.4), explained too: followers lifted, lowered and moved with the
  /// keyboard, bars, the alignment of a target, navigation, and the keyboard dragged (the root
  /// resting on it, covered containers under it), each event's derivation its own.
  static let explainedAll = explained + followers

  static let followers = all.filter { script in
    (16...23).contains { script.name.hasPrefix("avoidance-\($0)-") }
  }
}

@Suite("Golden traces with derivations")
struct ExplainedTraceTests {
  @Test("the explained text trace matches its golden file", arguments: GoldenScript.explainedAll)
  func text(_ script: GoldenScript) throws {
    let output = try kbreplay(["--explain"], script)
    #expect(output.standardError == "")
    try expectGolden(output.standardOutput, named: script.name + ".explain.txt")
  }

  @Test("the explained JSON trace matches its golden file", arguments: GoldenScript.explainedAll)
  func json(_ script: GoldenScript) throws {
    let output = try kbreplay(["--format", "json", "--explain"], script)
    #expect(output.standardError == "")
    try expectGolden(output.standardOutput, named: script.name + ".explain.jsonl")
    for line in output.standardOutput.split(separator: "\n") {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }

  @Test("the explained page matches its golden file", arguments: GoldenScript.explainedAll)
  func html(_ script: GoldenScript) throws {
    let output = try kbreplay(["render", "--explain"], script)
    #expect(output.standardError == "")
    #expect(output.standardOutput.contains("class=\"derivation\""))
    try expectGolden(output.standardOutput, named: script.name + ".explain.html")
  }

  @Test(
    "without --explain nothing changes: the explained text less its derivation lines is the trace",
    arguments: GoldenScript.explained + GoldenScript.all)
  func explainAddsOnlyLines(_ script: GoldenScript) throws {
    let plain = try kbreplay([], script).standardOutput
    let explained = try kbreplay(["--explain"], script).standardOutput
    let stripped = explained.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("      ") }.joined(separator: "\n")
    #expect(stripped == plain)
    #expect(explained != plain)
    let page = try kbreplay(["render"], script).standardOutput
    #expect(!page.contains("derivation"))
  }

  @Test("explained traces are deterministic", arguments: GoldenScript.explainedAll)
  func determinism(_ script: GoldenScript) throws {
    for options in [["--explain"], ["--explain", "--format", "json"], ["render", "--explain"]] {
      let once = try kbreplay(options, script)
      let twice = try kbreplay(options, script)
      #expect(Array(once.standardOutput.utf8) == Array(twice.standardOutput.utf8))
    }
  }
}

extension ExplainedTraceTests {
  @Test(
    "the README and the DocC article show real explained traces",
    arguments: [
      ("README.md", "login-form"),
      (
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/HowAvoidanceDecides.md",
        "avoidance-05-container-too-small"
      ),
    ])
  func documentedTraces(_ document: String, _ name: String) throws {
    let script = try #require(GoldenScript.explained.first { $0.name == name })
    let output = try kbreplay(["--explain"], script).standardOutput
    let text = try String(
      contentsOf: packageFolder.appendingPathComponent(document), encoding: .utf8)
    let derivationLines = text.split(separator: "\n").filter { $0.hasPrefix("      ") }
    let shown = derivationLines.filter { line in
      ["band ", "target ", "move ", " offset ", " inset ", " indicator ", "root shift"].contains {
        line.contains($0)
      }
    }
    #expect(shown.count >= 5)
    let outputLines = Set(output.split(separator: "\n"))
    for line in shown { #expect(outputLines.contains(line), "\(document): \(line)") }
  }
}

extension ExplainedTraceTests {
  @Test("--explain parses for run and render, and is refused with a value or for check")
  func parsing() {
    guard case .success(.command(let run)) = ReplayCommand.parse(["--explain", "a.json"]) else {
      Issue.record("--explain did not parse")
      return
    }
    #expect(run.explain && run.action == .run)
    guard case .success(.command(let render)) = ReplayCommand.parse(["render", "--explain", "a"])
    else {
      Issue.record("render --explain did not parse")
      return
    }
    #expect(render.explain && render.action == .render)
    guard case .success(.command(let plain)) = ReplayCommand.parse(["a.json"]) else {
      Issue.record("a plain run did not parse")
      return
    }
    #expect(!plain.explain)
    let refusals = [
      (["--explain=yes", "a"], "option '--explain' takes no value"),
      (["check", "--explain", "a"], "option '--explain' is only for 'run' and 'render'"),
    ]
    for (arguments, message) in refusals {
      guard case .failure(let error) = ReplayCommand.parse(arguments) else {
        Issue.record("\(arguments) parsed")
        continue
      }
      #expect(error.message == message)
    }
    guard case .failure(let error) = ReplayCommand.parse(["--explian", "a"]) else {
      Issue.record("--explian parsed")
      return
    }
    #expect(error.message == "unknown option '--explian'; did you mean '--explain'?")
  }
}

extension ExplainedTraceTests {
  @Test(
    "a recording replayed line by line explains its effects as its script does",
    arguments: GoldenScript.explainedAll)
  func recording(_ script: GoldenScript) throws {
    let contents = try bytes(of: script.url)
    let converted = ReplayCommand.main(["convert", "in.json", "out.jsonl"]) { _ in
      .success(contents)
    }
    let recording = try #require(converted.file?.contents)
    for options in [["--explain"], ["--explain", "--format", "json"]] {
      let fromRecording = ReplayCommand.main(options + ["in.jsonl"]) { _ in
        .success(Array(recording.utf8))
      }
      let fromScript = ReplayCommand.main(options + ["in.json"]) { _ in .success(contents) }
      #expect(fromRecording.standardError == "")
      #expect(fromRecording.standardOutput == fromScript.standardOutput)
      let plain = ReplayCommand.main(Array(options.dropFirst()) + ["in.jsonl"]) { _ in
        .success(Array(recording.utf8))
      }
      #expect(fromRecording.standardOutput != plain.standardOutput)
    }
  }
}
