import KeyboardAvoidance
import KeyboardScript

/// Measures what finding an error costs: decoding a large script whose last event is invalid,
/// against decoding the same script with a valid last event.
///
/// An error deep in a script is found after decoding everything before it, so it cannot cost
/// less than the valid script; it should not cost much more either: the decoder keeps the JSON
/// path of the value it reads as it goes and throws the error once, with its full path and
/// location. The two scripts are the decoding benchmark's
/// (``DecodeBenchmark/document(eventCount:lastEvent:)``) with ``eventCount`` events; the
/// invalid one's last event is a `caret` with a negative width. The decodes alternate, one
/// untimed warm-up each; the ratio reported is the median of the ratios of back-to-back pairs.
struct DecodeErrorBenchmark {
  /// The cost of an error against a valid decode.
  struct Result {
    /// Events in each script.
    var eventCount: Int
    /// The error the invalid script produced, as `kbreplay` prints it.
    var error: String
    /// The invalid decode's time over the valid decode's in each repetition, ascending.
    var ratios: [Double]

    /// The median ratio.
    var ratio: Double { ratios.isEmpty ? 0 : ratios[ratios.count / 2] }
  }

  /// Events in each script; the last one is the invalid one.
  var eventCount = 210_000
  /// Timed repetitions of each decode.
  var repetitions = 5

  /// The invalid last event: a caret with a negative width, an error three levels below the
  /// `events` array (`events[n].caret[2]`).
  static let invalidEvent = ScriptEvent.engine(.caret(Rect(x: 0, y: 0, width: -1, height: 20)))

  /// Decodes both scripts; adds what was decoded to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    let generator = DecodeBenchmark()
    let valid = try generator.document(
      eventCount: eventCount, lastEvent: .engine(.caret(Rect(x: 0, y: 0, width: 1, height: 20))))
    let invalid = try generator.document(eventCount: eventCount, lastEvent: Self.invalidEvent)
    sink &+= try decodeValid(valid)
    guard case .failure(let error) = decode(invalid) else {
      throw .accepted("the decoding error benchmark's invalid script")
    }
    var ratios: [Double] = []
    for _ in 0..<repetitions {
      var start = Stopwatch.now()
      sink &+= try decodeValid(valid)
      let validTime = (Stopwatch.now() - start).seconds
      start = Stopwatch.now()
      if case .failure(let error) = decode(invalid) { sink &+= error.line }
      let invalidTime = (Stopwatch.now() - start).seconds
      ratios.append(invalidTime / validTime)
    }
    return Result(eventCount: eventCount, error: "\(error)", ratios: ratios.sorted())
  }

  private func decode(_ bytes: [UInt8]) -> Swift.Result<Script, ScriptError> {
    Swift.Result { () throws(ScriptError) in
      try Script(decoding: bytes, fileName: "kbbench.json")
    }
  }

  private func decodeValid(_ bytes: [UInt8]) throws(BenchmarkError) -> Int {
    switch decode(bytes) {
    case .success(let script): return script.events.count
    case .failure(let error): throw .script(error)
    }
  }
}
