import Foundation

// kbbench: argument handling only; BenchmarkSuite measures and Report renders.

let usage =
  BenchmarkOptions.usageLine + """


    Measures keyboard avoidance: per-event decision time on generated screens of 100, 10,000 and
    100,000 views and with 512 ancestors, replay and decoding throughput, and bytes per view.
    Build with -c release. Without --json, prints a table with the targets; with --json, one JSON
    object. With --recording, only the recording figures: kbreplay (built beside kbbench) replays
    a 2,000,000-event recording in child processes. With --uikit, only the UIKit host core's
    keyboard show against the engine's, and the floor of any host's show (HostShowFloor) against
    the engine's.
    With --explain, the engine records the derivation of every decision; the decisions and the
    replay are also timed without derivations, alternately in the same run, for their ratios.
    With --keyboard-layout, only the chat (a 1,000-row table lifting under a composer that rides
    the keyboard) and navigation figures, beside the 100-view form's decisions: a quick run.
    With --archive, only the preservation archive's JSON round trip (encode plus decode).
    """

let options: BenchmarkOptions
switch BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
  print(usage)
  exit(0)
case .unknown(let argument):
  FileHandle.standardError.write(Data("kbbench: unknown argument '\(argument)'\n\(usage)\n".utf8))
  exit(2)
case .options(let parsed):
  options = parsed
}
let printsJSON = options.printsJSON

if options.mode == .recording {
  do {
    let result = try RecordingBenchmark().run()
    if printsJSON {
      print("{" + Report.recordingMembers(result).joined(separator: ", ") + "}")
    } else {
      for row in Report.recordingRows(result) { print(row.joined(separator: "  ")) }
      print(Report.recordingDetails(result))
    }
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

if options.mode == .uikit {
  var sink = 0
  do {
    let result = try HostCoreBenchmark().run(sink: &sink)
    if printsJSON {
      print("{" + Report.hostCoreMembers(result).joined(separator: ", ") + "}")
    } else {
      print(Report.hostCoreDetails(result))
      print("sink \(sink)")
    }
    exit(result.ratio <= Targets.hostShowOverEngine ? 0 : 1)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

if options.mode == .keyboardLayout {
  do {
    var sink = 0
    let form = try ScreenGenerator.screen(viewCount: 100, seed: 0x5EED_0000)
    let decisions = DecisionBenchmark(rounds: 3, cyclesPerRound: 600).run([form], sink: &sink)
    let result = try KeyboardLayoutBenchmark().run(sink: &sink)
    if printsJSON {
      let members =
        ["\"decision_p99_ns\": {\"100\": \(decisions.first?.all.p99 ?? 0)}"]
        + Report.keyboardLayoutMembers(result)
      print("{" + members.joined(separator: ", ") + "}")
    } else {
      for row in Report.keyboardLayoutRows(result, form: decisions.first) {
        print(row.filter { !$0.isEmpty }.joined(separator: "  "))
      }
      print("Sink \(sink).")
    }
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

if options.mode == .archive {
  do {
    var sink = 0
    let result = try ArchiveBenchmark().run(sink: &sink)
    let median = String(format: "%.1f", result.median)
    if printsJSON {
      print("{\"archive_roundtrip_mb_per_s\": \(median), \"archive_bytes\": \(result.byteCount)}")
    } else {
      print("archive encode + decode, \(result.byteCount) bytes: \(median) MB/s (sink \(sink))")
    }
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

do {
  let results = try BenchmarkSuite.run(explains: options.explains) { step in
    guard !printsJSON else { return }
    FileHandle.standardError.write(Data("kbbench: \(step)…\n".utf8))
  }
  print(printsJSON ? Report.json(results) : Report.table(results))
} catch {
  FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
  exit(1)
}
