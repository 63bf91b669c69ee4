import KeyboardAvoidance
import KeyboardScript
import SeededRandom

/// Measures the preservation archive's round trip: an app with 1,000 preserved containers (each
/// anchor with its fallbacks) and 200 preserved fields, encoded to JSON text and decoded back by
/// the script layer's own JSON code (what a script's `terminate` and `relaunch` do), reported in
/// megabytes of JSON per second of encoding plus decoding — the median of the repetitions after
/// a warm-up. A megabyte is 1,000,000 bytes.
struct ArchiveBenchmark {
  /// What the benchmark found.
  struct Result {
    /// The archive's size as JSON.
    var byteCount: Int
    /// Megabytes per second of one encode plus one decode, per repetition, ascending.
    var throughputs: [Double]

    /// The median throughput.
    var median: Double { throughputs.isEmpty ? 0 : throughputs[throughputs.count / 2] }
  }

  /// Preserved containers in the archive.
  var containers = 1_000
  /// Untimed repetitions first.
  var warmUp = 5
  /// Timed repetitions.
  var repetitions = 31

  /// Runs the benchmark; adds what it decoded to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    var random = SplitMix64(seed: 0xA7C4_1BE5)
    var archive = PreservationArchive()
    for index in 0..<containers {
      let fallbacks = (1...Int(1 + random.next(below: 14))).map {
        ScrollAnchor.Fallback(
          itemID: ViewID("row-\(index)-\($0)"), distance: Double(random.next(below: 9000)) / 8)
      }
      archive.containers["app/tabs/tab\(index % 5)/screen\(index)/list"] = ScrollAnchor(
        itemID: ViewID("row-\(index)-0"), distance: -Double(random.next(below: 400)) / 4,
        fallbacks: fallbacks, offset: Double(random.next(below: 400_000)) / 4)
    }
    for index in 0..<(containers / 5) {
      archive.fields["app/tabs/tab\(index % 5)/screen\(index)/note"] = PreservationArchive.Field(
        text: "Note \(index): café 👋🏽 漢字", selection: UTF16Range(location: 5, length: 4))
    }
    archive.focusedField = "app/tabs/tab0/screen0/note"
    archive.selectedTabs = ["app/tabs": 2]
    let byteCount = ArchiveJSON.encode(archive).utf8.count
    var throughputs: [Double] = []
    for repetition in 0..<(warmUp + repetitions) {
      let start = Stopwatch.now()
      let text = ArchiveJSON.encode(archive)
      let decoded: PreservationArchive
      do {
        decoded = try ArchiveJSON.decode(text)
      } catch {
        throw .engine("the archive did not read back: \(error)")
      }
      let seconds = (Stopwatch.now() - start).seconds
      guard decoded == archive else { throw .engine("the archive read back differently") }
      sink &+= decoded.containers.count
      if repetition >= warmUp { throughputs.append(Double(byteCount) / 1_000_000 / seconds) }
    }
    return Result(byteCount: byteCount, throughputs: throughputs.sorted())
  }
}
