import Foundation
import KeyboardAvoidance
import KeyboardScript

/// Measures decoding throughput: a large generated script through
/// ``KeyboardScript/Script/init(decoding:fileName:)``, and the same bytes through Foundation's
/// `JSONDecoder` into ``FoundationScript`` in the same run, so that their ratio holds on a
/// noisy machine.
///
/// The script is a generated screen (``ScreenGenerator``) with many replay cycles
/// (``EventCycle/replay(for:dragging:)``), each followed by an expectation that the table field
/// is visible, written by the package's script encoder (``KeyboardScript/Script/jsonText()``,
/// whose text decodes back to the same script): one view or event per line, nested views
/// indented two spaces per level. The two decoders alternate, one untimed warm-up each; the
/// median of the timed repetitions is reported, and the ratio is the median of the ratios of
/// back-to-back pairs. A megabyte is 1,000,000 bytes.
struct DecodeBenchmark {
  /// The throughput of both decoders.
  struct Result {
    /// The size of the script.
    var byteCount: Int
    /// Views in the script.
    var viewCount: Int
    /// Events in the script.
    var eventCount: Int
    /// Expectations that failed when the decoded script was replayed (a self-check: 0).
    var failedExpectations: Int
    /// The library's megabytes per second, per repetition, ascending.
    var library: [Double]
    /// Foundation's megabytes per second, per repetition, ascending.
    var foundation: [Double]
    /// The library's throughput over Foundation's in each repetition (the two decodes of a
    /// repetition run back to back), ascending.
    var ratios: [Double]

    /// The library's median throughput.
    var libraryMedian: Double { library.isEmpty ? 0 : library[library.count / 2] }
    /// Foundation's median throughput.
    var foundationMedian: Double { foundation.isEmpty ? 0 : foundation[foundation.count / 2] }
    /// How many times faster the library decodes than Foundation: the median of the
    /// repetitions' ratios, which is steadier on a busy machine than a ratio of medians.
    var ratio: Double { ratios.isEmpty ? 0 : ratios[ratios.count / 2] }
  }

  /// Views on the script's screen.
  var viewCount = 10_000
  /// Replay cycles in the script (eleven events each, with the expectation).
  var cycles = 5_000
  /// Timed repetitions of each decoder.
  var repetitions = 7

  /// The generated script's text: ``cycles`` cycles, or the first `eventCount` events of as
  /// many cycles as it takes; with `lastEvent`, that event in place of the last one.
  func document(
    eventCount: Int? = nil, lastEvent: ScriptEvent? = nil
  ) throws(BenchmarkError) -> [UInt8] {
    let screen = try ScreenGenerator.screen(viewCount: viewCount, seed: 0xDEC0DE)
    let count = eventCount ?? cycles * 11
    var events: [ScriptEvent] = []
    events.reserveCapacity(count + 11)
    var cycle = 0
    while events.count < count {
      let pair = screen.fieldPairs[cycle % screen.fieldPairs.count]
      var replay = EventCycle.replay(for: pair, dragging: screen.mainScroll)
      replay.insert(.expect(ScriptExpectation(visible: [pair.tableField])), at: 3)
      events.append(contentsOf: replay)
      cycle += 1
    }
    events.removeLast(events.count - count)
    if let lastEvent, !events.isEmpty {
      events[events.count - 1] = lastEvent
    }
    let script = Script(
      name: "kbbench decoding", fileName: "kbbench.json", settings: AvoidanceSettings(),
      tree: screen.tree, events: events)
    return Array(script.jsonText().utf8)
  }

  /// Decodes the generated script with both decoders; adds what they decoded to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    let bytes = try document()
    let data = Data(bytes)
    let megabytes = Double(bytes.count) / 1_000_000
    let decoder = JSONDecoder()
    let script = try decodeWithLibrary(bytes)
    let failed = ScriptRunner.run(script).failedExpectations
    sink &+= try decodeWithFoundation(data, decoder).events.count
    var library: [Double] = []
    var foundation: [Double] = []
    for _ in 0..<repetitions {
      var start = Stopwatch.now()
      let decoded = try decodeWithLibrary(bytes)
      var end = Stopwatch.now()
      library.append(megabytes / (end - start).seconds)
      sink &+= decoded.events.count &+ decoded.tree.count
      start = Stopwatch.now()
      let mirrored = try decodeWithFoundation(data, decoder)
      end = Stopwatch.now()
      foundation.append(megabytes / (end - start).seconds)
      sink &+= mirrored.events.count &+ (mirrored.root.children?.count ?? 0)
    }
    return Result(
      byteCount: bytes.count, viewCount: script.tree.count, eventCount: script.events.count,
      failedExpectations: failed, library: library.sorted(), foundation: foundation.sorted(),
      ratios: zip(library, foundation).map { $0 / $1 }.sorted())
  }

  private func decodeWithLibrary(_ bytes: [UInt8]) throws(BenchmarkError) -> Script {
    do throws(ScriptError) {
      return try Script(decoding: bytes, fileName: "kbbench.json")
    } catch {
      throw .script(error)
    }
  }

  private func decodeWithFoundation(
    _ data: Data, _ decoder: JSONDecoder
  ) throws(BenchmarkError) -> FoundationScript {
    do {
      return try decoder.decode(FoundationScript.self, from: data)
    } catch {
      throw .foundation("\(error)")
    }
  }
}
