import Foundation

// kbbench: argument handling only; BenchmarkSuite measures and Report renders.

let usage =
  BenchmarkOptions.usageLine + """


    Measures keyboard avoidance: per-event decision time on generated screens of 100, 10,000 and
    100,000 views and with 512 ancestors, replay and decoding throughput, and bytes per view.
    Build with -c release. Without --json, prints a table with the targets; with --json, one JSON
    object. With --recording, only the recording figures: kbreplay (built beside kbbench) replays
    a 2,000,000-event recording in child processes. With --uikit, only the UIKit host core's
    keyboard show against the floor of any host's show (HostShowFloor), in the same run. With --swiftui, only a focus and a keyboard show through the SwiftUI host core
    against the UIKit host core's show, in the same run.
    With --explain, the engine records the derivation of every decision; the decisions and the
    replay are also timed without derivations, alternately in the same run, for their ratios.
    With --keyboard-layout, only the chat (a 1,000-row table lifting under a composer that rides
    the keyboard) and navigation figures, beside the 100-view form's decisions: a quick run.
    With --archive, only the preservation archive's JSON round trip (encode plus decode).
    With --track, only the engine's decision for a drag of the keyboard (keyboardTrack) on the
    chat and the 100-view form, against the same screen's keyboard show; fails unless each
    track's p99 is at most its show's. With --track-allocations, only KBBENCH_TRACKS tracks
    (default 10,000), untimed, for scripts/track-allocations.sh to count their allocations
    under valgrind.
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
    exit(result.meetsTargets ? 0 : 1)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

if options.mode == .swiftui {
  var sink = 0
  do {
    let result = try SwiftUIHostBenchmark().run(sink: &sink)
    if printsJSON {
      print("{" + Report.swiftUIHostMembers(result).joined(separator: ", ") + "}")
    } else {
      print(Report.swiftUIHostDetails(result))
      print("sink \(sink)")
    }
    let target = SwiftUIHostBenchmark.target
    let worst = max(result.showRatio, result.focusRatio, result.revealRatio)
    exit(worst <= target ? 0 : 1)
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

if options.mode == .trackAllocations {
  do {
    var sink = 0
    let count = ProcessInfo.processInfo.environment["KBBENCH_TRACKS"].flatMap { Int($0) } ?? 10_000
    try TrackBenchmark.runTracksOnly(count: max(0, count), sink: &sink)
    print("tracks \(count) per screen, sink \(sink)")
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
    exit(1)
  }
}

if options.mode == .track {
  do {
    var sink = 0
    let results = try TrackBenchmark().run(sink: &sink)
    if printsJSON {
      print("{" + TrackBenchmark.members(results).joined(separator: ", ") + "}")
    } else {
      for line in TrackBenchmark.lines(results) { print(line) }
      print("Sink \(sink).")
    }
    exit(results.allSatisfy(\.meetsTarget) ? 0 : 1)
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
