import Foundation
import KeyboardAvoidance
import KeyboardScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replays a long recording with the `kbreplay` binary built next to `kbbench`, each run a
/// child process: its wall time, and its peak resident set size (on Linux its `VmHWM`, read
/// while it runs; on macOS `wait4`'s `ru_maxrss`).
///
/// The session: a form of 1,000 text fields in one scroll view, each field in turn focused, the
/// keyboard shown, the form dragged, focus expected, the keyboard hidden and the field left —
/// 8 events per field, 2,000,000 events in all, written once with `ScriptRecorder` as a
/// recording and once, the same events, as a script. Measured: `kbreplay check` of the script
/// (decoding alone), the recording replayed `--quiet`, as text and as JSON (standard output
/// to `/dev/null`), and the script replayed `--quiet`.
struct RecordingBenchmark {
  /// Fields of the form.
  var fieldCount = 1_000
  /// Events of the session.
  var eventCount = 2_000_000

  /// What one run found.
  struct Result {
    var eventCount: Int
    var recordingBytes: Int
    var scriptBytes: Int
    /// Seconds of each child: check of the script, quiet, text and JSON replays of the
    /// recording, quiet replay of the script.
    var check: Double
    var quiet: Double
    var text: Double
    var json: Double
    var scriptQuiet: Double
    /// Peak RSS of each replay, MiB.
    var quietMiB: Double
    var textMiB: Double
    var jsonMiB: Double
    var scriptMiB: Double
    var checkMiB: Double

    /// `recording_peak_rss_mb`: the largest of the recording's three replays.
    var peakMiB: Double { max(quietMiB, textMiB, jsonMiB) }
    /// `recording_replay_over_check`.
    var replayOverCheck: Double { quiet / check }
    /// `json_trace_over_quiet`.
    var jsonOverQuiet: Double { json / quiet }
    /// `text_trace_over_quiet`.
    var textOverQuiet: Double { text / quiet }
    /// `text_trace_over_json`: the text trace's time per event over the JSON trace's, the
    /// same events replayed.
    var textOverJSON: Double { text / json }
    /// The script's quiet replay's peak RSS over its file size.
    var scriptPeakOverSize: Double { scriptMiB * 1_048_576 / Double(scriptBytes) }
  }

  /// Runs the measurement; `nil` when there is no `kbreplay` beside `kbbench`.
  func run() throws(BenchmarkError) -> Result? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = directory.appendingPathComponent("kbreplay").path
    guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
    // `KBBENCH_RECORDING_DIR` keeps the files there, to replay them by hand.
    let kept = ProcessInfo.processInfo.environment["KBBENCH_RECORDING_DIR"]
    let scratch =
      kept.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("kbbench-recording-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { if kept == nil { try? FileManager.default.removeItem(at: scratch) } }
    let recording = scratch.appendingPathComponent("session.jsonl").path
    let script = scratch.appendingPathComponent("session.json").path
    try write(recording: recording, script: script)
    func size(_ path: String) -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
    // The best of two runs of each, interleaved, so that both see the same machine.
    var best: [String: (seconds: Double, mebibytes: Double)] = [:]
    let runs: [(String, [String])] = [
      ("check", ["check", script]),
      ("quiet", ["--quiet", recording]),
      ("text", [recording]),
      ("json", ["--format", "json", recording]),
      ("script", ["--quiet", script]),
    ]
    for _ in 0..<2 {
      for (name, arguments) in runs {
        let measured = try Self.spawn(binary, arguments)
        let previous = best[name]
        best[name] = (
          min(previous?.seconds ?? .infinity, measured.seconds),
          max(previous?.mebibytes ?? 0, measured.mebibytes)
        )
      }
    }
    func seconds(_ name: String) -> Double { best[name]?.seconds ?? 0 }
    func mebibytes(_ name: String) -> Double { best[name]?.mebibytes ?? 0 }
    return Result(
      eventCount: eventCount, recordingBytes: size(recording), scriptBytes: size(script),
      check: seconds("check"), quiet: seconds("quiet"), text: seconds("text"),
      json: seconds("json"), scriptQuiet: seconds("script"), quietMiB: mebibytes("quiet"),
      textMiB: mebibytes("text"), jsonMiB: mebibytes("json"), scriptMiB: mebibytes("script"),
      checkMiB: mebibytes("check"))
  }

  /// The form: a window-filling root with bars, one scroll view, `fieldCount` fields.
  func form() throws(BenchmarkError) -> ViewTree {
    var tree = ViewTree(
      windowSize: Size(width: 390, height: 844),
      root: ViewNode(
        id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: Insets(top: 47, left: 0, bottom: 34, right: 0)))
    do {
      try tree.insert(
        ViewNode(
          id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
          contentSize: Size(width: 390, height: Double(fieldCount) * 60 + 20)),
        under: "root")
      for index in 0..<fieldCount {
        try tree.insert(
          ViewNode(
            id: ViewID("field\(index)"), kind: .textField,
            frame: Rect(x: 20, y: Double(index) * 60 + 20, width: 350, height: 44)),
          under: "form")
      }
    } catch {
      throw .tree(error)
    }
    return tree
  }

  /// The session's event `index`.
  func event(_ index: Int) -> ScriptEvent {
    let field = ViewID("field\(index / 8 % fieldCount)")
    let shown = Rect(x: 0, y: 508, width: 390, height: 336)
    let hidden = Rect(x: 0, y: 844, width: 390, height: 336)
    switch index % 8 {
    case 0: return .engine(.focus(field))
    case 1: return .engine(.keyboard(KeyboardNotification(.keyboardWillShow, frame: shown)))
    case 2: return .engine(.keyboard(KeyboardNotification(.keyboardDidShow, frame: shown)))
    case 3:
      return .engine(.scroll("form", offset: Point(x: 0, y: Double(index / 8 % fieldCount) * 60)))
    case 4: return .expect(ScriptExpectation(focused: .field(field)))
    case 5: return .engine(.keyboard(KeyboardNotification(.keyboardWillHide, frame: hidden)))
    case 6: return .engine(.keyboard(KeyboardNotification(.keyboardDidHide, frame: hidden)))
    default: return .engine(.blur)
    }
  }

  /// Writes the session as a recording with `ScriptRecorder`, then the same lines as a
  /// script: the header's members and an `events` array of the event lines.
  func write(recording: String, script: String) throws(BenchmarkError) {
    let tree = try form()
    do {
      let recorder = try ScriptRecorder(
        name: "1,000-field form", tree: tree, path: recording, flushing: .batched(lines: 4096))
      for index in 0..<eventCount { recorder.record(event(index)) }
      try recorder.close()
    } catch {
      throw .engine("cannot write the recording: \(error)")
    }
    guard let input = FileHandle(forReadingAtPath: recording),
      FileManager.default.createFile(atPath: script, contents: nil),
      let output = FileHandle(forWritingAtPath: script)
    else { throw .engine("cannot write the script") }
    defer {
      input.closeFile()
      output.closeFile()
    }
    var pending = Data()
    var isHeader = true
    var isFirstEvent = true
    while true {
      let chunk = input.readData(ofLength: 1 << 20)
      pending.append(chunk)
      var text = Data()
      while let newline = pending.firstIndex(of: 0x0A) {
        var line = pending[pending.startIndex..<newline]
        pending.removeSubrange(pending.startIndex...newline)
        if isHeader {
          // `{"recording": 1, …}` becomes `{…, "events": [`.
          line = line.dropLast()
          let header = String(decoding: line, as: UTF8.self)
            .replacingOccurrences(of: "\"recording\": 1, ", with: "")
          text.append(Data((header + ", \"events\": [\n").utf8))
          isHeader = false
          continue
        }
        if !isFirstEvent { text.append(Data(",\n".utf8)) }
        isFirstEvent = false
        text.append(line)
      }
      output.write(text)
      if chunk.isEmpty { break }
    }
    output.write(Data("\n]}\n".utf8))
  }

  /// A running process's peak resident set size in KiB (`VmHWM` of `/proc/PID/status`), or `nil`
  /// when it cannot be read.
  static func peakResidentKiB(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }
    return nil
  }

  /// Runs `binary` with `arguments`, standard output and error to `/dev/null`: its wall time
  /// in seconds and its peak RSS in MiB.
  static func spawn(
    _ binary: String, _ arguments: [String]
  ) throws(BenchmarkError) -> (seconds: Double, mebibytes: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = Stopwatch.now()
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
      throw .engine("cannot run \(binary)")
    }
    var status: Int32 = 0
    var usage = rusage()
    #if os(Linux)
      // glibc's posix_spawn shares the parent's memory until the exec, and Linux then counts the
      // parent's peak in the child's `ru_maxrss`; so the child's own peak (`VmHWM`) is read from
      // /proc while it runs, every 2 ms. A peak only ever grows, and the replays reach theirs
      // long before they end.
      var peakKiB = 0
      while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        guard reaped == 0 || errno == EINTR else { throw .engine("cannot wait for \(binary)") }
        peakKiB = max(peakKiB, Self.peakResidentKiB(of: pid) ?? 0)
        usleep(2_000)
      }
      let mebibytes = Double(peakKiB) / 1024
    #else
      while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw .engine("cannot wait for \(binary)") }
      }
      // macOS's posix_spawn starts the child afresh: `ru_maxrss` (bytes) is its own peak.
      let mebibytes = Double(usage.ru_maxrss) / 1_048_576
    #endif
    let seconds = (Stopwatch.now() - start).seconds
    // Exit statuses 0 and 1 are replays; anything else means the input was refused.
    guard status & 0x7F == 0, (status >> 8) & 0xFF <= 1 else {
      throw .engine("kbreplay \(arguments.joined(separator: " ")) failed (status \(status))")
    }
    return (seconds, mebibytes)
  }
}
