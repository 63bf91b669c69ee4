import Foundation

// kbbench: argument handling only; BenchmarkSuite measures and Report renders.

let usage = """
  usage: kbbench [--json] [--recording] [--uikit] [--explain]

  Measures keyboard avoidance: per-event decision time on generated screens of 100, 10,000 and
  100,000 views and with 512 ancestors, replay and decoding throughput, and bytes per view.
  Build with -c release. Without --json, prints a table with the targets; with --json, one JSON
  object. With --recording, only the recording figures: kbreplay (built beside kbbench) replays
  a 2,000,000-event recording in child processes. With --uikit, only the UIKit host core's
  keyboard show against the engine's.
  With --explain, the engine records the derivation of every decision.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
if let unknown = arguments.first(where: {
  !["--json", "--recording", "--uikit", "--explain"].contains($0)
}) {
  FileHandle.standardError.write(Data("kbbench: unknown argument '\(unknown)'\n\(usage)\n".utf8))
  exit(2)
}
let printsJSON = arguments.contains("--json")

if arguments.contains("--recording") {
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

if arguments.contains("--uikit") {
  var sink = 0
  let result = HostCoreBenchmark().run(sink: &sink)
  if printsJSON {
    print("{" + Report.hostCoreMembers(result).joined(separator: ", ") + "}")
  } else {
    print(Report.hostCoreDetails(result))
    print("sink \(sink)")
  }
  exit(result.ratio <= Targets.hostShowOverEngine ? 0 : 1)
}

do {
  let results = try BenchmarkSuite.run(explains: arguments.contains("--explain")) { step in
    guard !printsJSON else { return }
    FileHandle.standardError.write(Data("kbbench: \(step)…\n".utf8))
  }
  print(printsJSON ? Report.json(results) : Report.table(results))
} catch {
  FileHandle.standardError.write(Data("kbbench: \(error)\n".utf8))
  exit(1)
}
