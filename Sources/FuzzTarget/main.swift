// libFuzzer entry point over script decoding and replay. Build and run it with
// `scripts/fuzz.sh SECONDS`; this file holds only declarations (no top-level code), so the
// fuzzer's own `main` drives it.
import ByteSearch
import KeyboardScript
import KeyboardScriptTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Before fuzzing: with `--print-dictionary`, prints a libFuzzer dictionary of the script
/// format's words (`ScriptVocabulary`, one quoted JSON string per line) and exits, so that
/// `scripts/fuzz.sh` reads the format's words from the declaration the decoder uses.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
  let count = Int(argc.pointee)
  guard let arguments = argv.pointee else { return 0 }
  for index in 1..<max(count, 1) {
    guard let argument = arguments[index], String(cString: argument) == "--print-dictionary"
    else { continue }
    for word in ScriptVocabulary.words {
      print("\"\\\"\(word)\\\"\"")
    }
    exit(0)
  }
  return 0
}

/// Imports one input as debugger printouts, and decodes and replays it as `kbreplay` would, as
/// a recording and as a script, in both trace formats; traps when the command breaks its
/// contract (`fuzzImport`, `checkRecording`, `checkScript`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // The first form feed, found by ByteSearch's `memchr` (libc's, not instrumented).
  let formFeed = offset(of: 0x0C, in: bytes, from: 0)
  fuzzImport(bytes, split: formFeed < bytes.count ? formFeed : nil)
  checkRecording(bytes)
  // An input whose first line has "recording" is a recording under any name.
  guard !Script.isRecording(bytes.prefix(1 << 16), fileName: "fuzz.json") else { return 0 }
  checkScript(bytes)
  return 0
}

/// Traps when `kbreplay fuzz.json` breaks its contract: a status outside 0...2, an unusable
/// input that prints to standard output or prints anything but a `fuzz.json:` message to
/// standard error, a usable one that prints to standard error, two replays of the same input
/// that differ, or a script that `Script.jsonText()` does not write back to an equal one.
func checkScript(_ bytes: [UInt8]) {
  let read: (String) -> Result<[UInt8], FileError> = { _ in .success(bytes) }
  let text = ReplayCommand.main(["fuzz.json"], read: read)
  precondition((0...2).contains(text.status), "exit status \(text.status)")
  if text.status == 2 {
    precondition(text.standardOutput.isEmpty, "unusable input printed a trace")
    precondition(text.standardError.hasPrefix("fuzz.json:"), "message without the file name")
    // Exactly one line: control characters from the input are escaped in messages.
    let breaks = text.standardError.utf8.filter { $0 == 0x0A || $0 == 0x0D }
    precondition(
      breaks == [0x0A] && text.standardError.hasSuffix("\n"), "message is not exactly one line")
    return
  }
  precondition(text.standardError.isEmpty, "a usable input printed to standard error")
  let again = ReplayCommand.main(["fuzz.json"], read: read)
  precondition(again == text, "two replays of the same input differ")
  let json = ReplayCommand.main(["--format", "json", "fuzz.json"], read: read)
  precondition(json.status == text.status, "the JSON trace exits differently")
  precondition(json.standardError.isEmpty, "the JSON trace printed to standard error")
  if let script = try? Script(decoding: bytes, fileName: "fuzz.json") {
    let text = Array(script.jsonText().utf8)
    let decoded = try? Script(decoding: text, fileName: "fuzz.json")
    precondition(decoded == script, "jsonText() does not round-trip")
  }
}

/// Traps when `kbreplay fuzz.jsonl` breaks a recording's contract: a status outside 0...2; an
/// unusable input without exactly one `fuzz.jsonl:` line on standard error (the lines before the
/// bad one may have replayed); a usable one that prints anything to standard error but the
/// torn-line warning; two replays that differ; or a recording that `Script.recordingText()`
/// does not write back to an equal one.
func checkRecording(_ bytes: [UInt8]) {
  let read: (String) -> Result<[UInt8], FileError> = { _ in .success(bytes) }
  let text = ReplayCommand.main(["fuzz.jsonl"], read: read)
  precondition((0...2).contains(text.status), "exit status \(text.status)")
  let breaks = text.standardError.utf8.filter { $0 == 0x0A || $0 == 0x0D }
  if text.status == 2 {
    precondition(text.standardError.hasPrefix("fuzz.jsonl:"), "message without the file name")
    precondition(
      breaks == [0x0A] && text.standardError.hasSuffix("\n"), "message is not exactly one line")
    return
  }
  precondition(
    text.standardError.isEmpty
      || (breaks == [0x0A] && text.standardError.hasPrefix("fuzz.jsonl:")
        && text.standardError.contains(": warning: the recording ends in an incomplete line")),
    "a usable recording printed more than the torn-line warning")
  let again = ReplayCommand.main(["fuzz.jsonl"], read: read)
  precondition(again == text, "two replays of the same recording differ")
  let json = ReplayCommand.main(["--format", "json", "fuzz.jsonl"], read: read)
  precondition(json.status == text.status, "the JSON trace exits differently")
  precondition(json.standardError == text.standardError, "the JSON trace warns differently")
  if let script = try? Script(decodingRecording: bytes, fileName: "fuzz.jsonl") {
    let written = Array(script.recordingText().utf8)
    let decoded = try? Script(decodingRecording: written, fileName: "fuzz.jsonl")
    precondition(decoded == script, "recordingText() does not round-trip")
  }
}

/// Imports one input as `kbreplay import` would — the bytes before a form feed (0x0C) as a
/// `recursiveDescription` printout, those after it as a keyboard-notification printout — and
/// traps when the command breaks its contract: a status other than 0 or 2, a failure that
/// prints a script or a message line not naming its file, a script that does not decode or
/// that `Script.jsonText()` does not write back the same, two imports that differ, or a
/// lenient import that differs from a strict one that succeeded (`--lenient` only turns
/// errors into warnings, and a strict import that succeeded had none).
///
/// `split` is the offset of the input's first form feed, or `nil` when it has none.
///
/// The input is imported two or three times: strictly, leniently, and — when the strict import
/// failed — strictly again, to check that two imports agree (when it succeeded, the lenient
/// import, equal to it, is that second import).
func fuzzImport(_ bytes: [UInt8], split: Int?) {
  let hierarchy = split.map { Array(bytes[..<$0]) } ?? bytes
  let keyboard = split.map { Array(bytes[($0 + 1)...]) }
  let read: (String) -> Result<[UInt8], FileError> = { path in
    .success(path == "fuzz.txt" ? hierarchy : keyboard ?? [])
  }
  let arguments = ["import", "fuzz.txt"] + (keyboard == nil ? [] : ["fuzz-keyboard.txt"])
  let output = ReplayCommand.main(arguments, read: read)
  precondition(output.status == 0 || output.status == 2, "import exit status \(output.status)")
  checkImportMessages(output.standardError)
  let lenient = ReplayCommand.main(arguments + ["--lenient"], read: read)
  precondition(lenient.status == 0 || lenient.status == 2, "lenient import exit status")
  guard output.status == 0 else {
    precondition(ReplayCommand.main(arguments, read: read) == output, "two imports differ")
    precondition(output.standardOutput.isEmpty, "a failed import printed a script")
    return
  }
  precondition(lenient == output, "a lenient import differs from a strict one that succeeded")
  let text = Array(output.standardOutput.utf8)
  guard let script = try? Script(decoding: text, fileName: "fuzz.json") else {
    preconditionFailure("an imported script does not decode")
  }
  let again = try? Script(decoding: Array(script.jsonText().utf8), fileName: "fuzz.json")
  precondition(again == script, "an imported script's jsonText() does not round-trip")
}

/// Traps unless every line of an import's standard error starts with `fuzz.txt:` or
/// `fuzz-keyboard.txt:`, holds no carriage return and ends in a line break. Finds the line
/// breaks with `memchr` (libc's, not instrumented): an input of many unreadable lines has as
/// many messages, and a byte-by-byte loop here cost a tenth of the import.
func checkImportMessages(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    precondition(memchr(base, 0x0D, bytes.count) == nil, "a message holds a line break")
    let prefixes = [Array("fuzz.txt:".utf8), Array("fuzz-keyboard.txt:".utf8)]
    var start = 0
    while start < bytes.count {
      guard let found = memchr(base + start, 0x0A, bytes.count - start) else {
        preconditionFailure("unterminated message")
      }
      let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      let line = bytes[start..<end]
      precondition(
        prefixes.contains { line.starts(with: $0) }, "message without the file name")
      start = end + 1
    }
  }
}
